/**
 * Chosen properties of the synthesized stacks (not whole snapshots). Bundling is skipped here
 * (`aws:cdk:bundling-stacks: []`) so the test runs in seconds; `npm run synth` bundles for real.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/build-app';
import { ROUTES, SWEEP_TASKS } from '../../functions/routes';
import { TABLES } from '../../functions/platform/resources';
import { SHARE_READ_THROTTLE } from '../../shared/contracts/share';
import { API_THROTTLE } from '../../infra/constructs/backend-api';

let stateful: Template;
let app: Template;

beforeAll(() => {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>test</title>');
  const cdkApp = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'test', alarmEmail: 'ops@example.com' } });
  const stacks = buildApp(cdkApp, site);
  stateful = Template.fromStack(stacks.stateful);
  app = Template.fromStack(stacks.appStack);
}, 60_000); // one full synthesis of both stacks takes ~10 s (CDK's own work), shared by every test

describe('API', () => {
  it('puts the Cognito JWT authorizer on every route but the Stripe webhook', () => {
    const routes = app.findResources('AWS::ApiGatewayV2::Route');
    const byKey = Object.fromEntries(Object.values(routes).map((r) => [r.Properties.RouteKey, r.Properties.AuthorizationType]));
    for (const route of ROUTES) {
      expect(byKey[`${route.method} ${route.path}`], `${route.method} ${route.path}`).toBe(route.auth ? 'JWT' : 'NONE');
    }
    expect(byKey['POST /stripe/webhook']).toBe('NONE');
    app.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'JWT' });
  });

  it('opens the share read without the authorizer, throttled below the stage, and guards the share routes', () => {
    const routes = Object.values(app.findResources('AWS::ApiGatewayV2::Route'));
    const byKey = Object.fromEntries(routes.map((r) => [r.Properties.RouteKey, r.Properties]));
    expect(byKey['GET /shared/{token}']).toMatchObject({ AuthorizationType: 'NONE' });
    expect(byKey['GET /shared/{token}']?.AuthorizerId).toBeUndefined();
    expect(byKey['POST /backtests/{id}/share']).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
    expect(byKey['DELETE /backtests/{id}/share']).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
    expect(routes.filter((r) => r.Properties.AuthorizationType === 'NONE').map((r) => r.Properties.RouteKey).sort()).toEqual(['GET /shared/{token}', 'POST /stripe/webhook']);
    app.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit },
      RouteSettings: {
        'GET /shared/{token}': { ThrottlingRateLimit: SHARE_READ_THROTTLE.rateLimit, ThrottlingBurstLimit: SHARE_READ_THROTTLE.burstLimit },
      },
    });
    expect(SHARE_READ_THROTTLE.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
  });

  it('creates the shares table like the others and grants the public read only reads', () => {
    stateful.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [{ AttributeName: 'token', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
    const fns = app.findResources('AWS::Lambda::Function');
    const readId = Object.keys(fns).find((id) => id.startsWith('GetSharedBacktest'));
    expect(readId).toBeDefined();
    const policies = Object.values(app.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes('GetSharedBacktest'));
    const actions = policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((st: { Action: string | string[] }) => [st.Action].flat()));
    expect(actions).toContain('dynamodb:GetItem');
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 's3:PutObject', 's3:DeleteObject*']) expect(actions).not.toContain(write);
  });

  it('limits CORS to the site origin', () => {
    app.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })] }),
    });
  });
});

describe('stateful resources', () => {
  it('creates every table with its keys, point-in-time recovery and retention', () => {
    for (const def of Object.values(TABLES)) {
      const keySchema: { AttributeName: string; KeyType: string }[] = [{ AttributeName: def.partitionKey.name, KeyType: 'HASH' }];
      if ('sortKey' in def) keySchema.push({ AttributeName: def.sortKey.name, KeyType: 'RANGE' });
      stateful.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({
          KeySchema: keySchema,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      });
    }
    stateful.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLES.jobs.ttlAttribute, Enabled: true },
    });
  });

  it('encrypts every bucket and blocks public access', () => {
    const buckets = { ...stateful.findResources('AWS::S3::Bucket'), ...app.findResources('AWS::S3::Bucket') };
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(3);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.BucketEncryption).toBeDefined();
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
      });
    }
  });

  it('retains the user pool, with the spec password minimum and a pre-sign-up trigger', () => {
    stateful.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
        LambdaConfig: { PreSignUp: Match.anyValue() },
      }),
    });
  });
});

describe('site', () => {
  it('serves a private bucket through CloudFront with origin access control and an SPA fallback', () => {
    app.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.arrayWith([
          Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ]),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https', ResponseHeadersPolicyId: Match.anyValue() }),
      }),
    });
  });
});

describe('functions', () => {
  it('runs every project Lambda on Node 24 and arm64 with tracing', () => {
    const ours = Object.values(app.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.TracingConfig);
    expect(ours.length).toBe(ROUTES.length + 3 + Object.keys(SWEEP_TASKS).length);
    for (const fn of ours) {
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    }
  });

  it('writes no IAM statement that allows every action on every resource', () => {
    for (const template of [stateful, app]) {
      for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
        for (const statement of policy.Properties.PolicyDocument.Statement) {
          const actions = [statement.Action].flat();
          const resources = [statement.Resource].flat();
          expect(actions.includes('*') && resources.includes('*')).toBe(false);
        }
      }
    }
  });
});

describe('jobs', () => {
  it('defines RunBacktest, MarkFinished and MarkFailed with a catch to MarkFailed', () => {
    const machines = Object.values(app.findResources('AWS::StepFunctions::StateMachine'));
    expect(machines).toHaveLength(2); // the backtest machine and the sweep machine
    const definition = JSON.stringify(machines.find((m) => JSON.stringify(m.Properties.DefinitionString).includes('RunBacktest'))?.Properties.DefinitionString);
    for (const state of ['RunBacktest', 'MarkFinished', 'MarkFailed', 'Catch', 'Retry']) expect(definition).toContain(state);
  });

  it('alarms on failed executions', () => {
    app.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ExecutionsFailed' });
  });
});

describe('billing', () => {
  it('keeps the Stripe secrets in Secrets Manager and defines the reconciliation query', () => {
    app.resourceCountIs('AWS::SecretsManager::Secret', 2);
    app.hasResourceProperties('AWS::Logs::QueryDefinition', {
      QueryString: Match.stringLikeRegexp('event_id'),
    });
  });
});

describe('sweeps', () => {
  const sweepMachine = () => {
    const machines = Object.entries(app.findResources('AWS::StepFunctions::StateMachine'));
    const found = machines.find(([, m]) => JSON.stringify(m.Properties.DefinitionString).includes('RunSweepBatch'));
    if (!found) throw new Error('no sweep state machine');
    return { id: found[0], text: JSON.stringify(found[1].Properties.DefinitionString) };
  };
  const statementsOf = (policy: { [key: string]: unknown }) =>
    (policy as { Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } } }).Properties.PolicyDocument.Statement.map((s) => ({
      actions: [s.Action].flat(),
      resource: JSON.stringify(s.Resource),
    }));

  it('fans the cells out with a Distributed Map, its item batcher and concurrency, then reduces', () => {
    const { text } = sweepMachine();
    // The definition is a Fn::Join of JSON text around the Lambda ARNs: match its escaped JSON.
    expect(text).toContain('\\"Type\\":\\"Map\\"');
    expect(text).toContain('\\"ProcessorConfig\\":{\\"Mode\\":\\"DISTRIBUTED\\",\\"ExecutionType\\":\\"EXPRESS\\"}');
    expect(text).toContain('\\"ItemBatcher\\":{\\"MaxItemsPerBatch\\":25,\\"BatchInput\\":{\\"sweep_id.$\\":\\"$.sweep_id\\"}}');
    expect(text).toContain('\\"MaxConcurrency\\":100');
    for (const state of ['PlanSweep', 'RunSweepBatch', 'BatchFailed', 'ReduceSweep', 'MarkSweepFailed']) expect(text).toContain(state);
  });

  it('lets the sweep machine invoke only its four tasks and start, describe and stop its own child executions', () => {
    const { id } = sweepMachine();
    const policies = Object.values(app.findResources('AWS::IAM::Policy'));
    const roleId = JSON.stringify(app.findResources('AWS::StepFunctions::StateMachine')[id]?.Properties.RoleArn).match(/"(\w+Role\w*)"/)?.[1];
    expect(roleId).toBeDefined();
    const ofRole = policies.filter((p) => JSON.stringify(p.Properties.Roles).includes(String(roleId)));
    const statements = ofRole.flatMap(statementsOf);
    const invoked = statements.filter((s) => s.actions.includes('lambda:InvokeFunction'));
    const invokedFunctions = new Set(invoked.flatMap((s) => [...s.resource.matchAll(/"(\w+?)(?:Fn)?[0-9A-F]{8}","Arn"/g)].map((m) => m[1])));
    expect([...invokedFunctions].sort()).toEqual(Object.values(SWEEP_TASKS).map((t) => t.name).sort());
    const own = statements.filter((s) => s.resource.includes(id));
    expect(own.flatMap((s) => s.actions)).toEqual(expect.arrayContaining(['states:StartExecution']));
    const executions = statements.filter((s) => s.actions.includes('states:DescribeExecution'));
    expect(executions.flatMap((s) => s.actions)).toEqual(expect.arrayContaining(['states:DescribeExecution', 'states:StopExecution']));
    expect(executions.every((s) => s.resource.includes(':execution:'))).toBe(true);
  });

  it('lets only StartSweep start sweep executions', () => {
    const { id } = sweepMachine();
    const starters = Object.values(app.findResources('AWS::IAM::Policy')).filter((p) =>
      statementsOf(p).some((s) => s.actions.includes('states:StartExecution') && s.resource.includes(`"Ref":"${id}"`)),
    );
    const roles = starters.map((p) => JSON.stringify(p.Properties.Roles));
    expect(roles.some((r) => r.includes('StartSweep'))).toBe(true);
    expect(roles.filter((r) => !r.includes('StartSweep') && !r.includes('Sweeps'))).toEqual([]);
  });
});

describe('issue 17 hardening', () => {
  it('throttles the API stage and writes its access logs', () => {
    app.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') }),
    });
  });

  it('reserves concurrency for RunBacktest only', () => {
    const reserved = Object.values(app.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.ReservedConcurrentExecutions !== undefined);
    expect(reserved.map((f) => f.Properties.ReservedConcurrentExecutions)).toEqual([20]);
  });

  it('logs every state machine transition without execution data', () => {
    app.hasResourceProperties('AWS::StepFunctions::StateMachine', { LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }) });
  });

  it('expires noncurrent versions in the versioned buckets', () => {
    const buckets = Object.values(stateful.findResources('AWS::S3::Bucket'));
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) expect(JSON.stringify(b.Properties.LifecycleConfiguration)).toContain('NoncurrentVersionExpiration');
  });

  it('sends a Content-Security-Policy from CloudFront', () => {
    app.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ ContentSecurityPolicy: Match.objectLike({ Override: true }) }),
      }),
    });
  });
});
