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
import { ROUTES, SWEEP_TASKS, TASKS } from '../../functions/routes';
import { BUCKETS, TABLES } from '../../functions/platform/resources';
import { SIGN_UP_FIREWALL_LIMITS } from '../../infra/constructs/sign-up-firewall';
import { EDGE_FIREWALL_LIMITS } from '../../infra/constructs/edge-firewall';
import { API_PREFIX_STRIP_CODE, SPA_REWRITE_CODE } from '../../infra/constructs/site';
import { SHARE_READ_THROTTLE } from '../../shared/contracts/share';
import { API_THROTTLE } from '../../infra/constructs/backend-api';
import { CHAIN_BUCKET_PREFIXES, CHAIN_UPLOAD_IMPORT } from '../../infra/constructs/chain-upload-import';
import { CHAIN_REPORT_PREFIX, CHAIN_UPLOAD_PREFIX } from '../../functions/market/chains/import-upload';
import { ENV, ORIGIN_VERIFY_HEADER, RESULTS_PREFIX } from '../../functions/platform/resources';
import { ORIGIN_SECRET_LENGTH } from '../../infra/constructs/origin-verification';
import { CDN_LOG_FIELDS_LEFT_OUT } from '../../infra/stacks/cdn-logs-stack';
import { cfnText } from './cfn-text';

let stateful: Template;
let edge: Template;
let app: Template;
let cdnLogs: Template;

let siteDir = '';

beforeAll(() => {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  siteDir = site;
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>test</title>');
  const cdkApp = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'test', alarmEmail: 'ops@example.com' } });
  const stacks = buildApp(cdkApp, site);
  stateful = Template.fromStack(stacks.stateful);
  edge = Template.fromStack(stacks.edge);
  app = Template.fromStack(stacks.appStack);
  cdnLogs = Template.fromStack(stacks.cdnLogs);
}, 180_000); // one full synthesis of both stacks takes ~10 s idle, much more under load (CDK's own work), shared by every test

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

  it('answers no CORS: the browser calls it on the site origin under /api, other origins are refused', () => {
    const apis = Object.values(app.findResources('AWS::ApiGatewayV2::Api'));
    expect(apis).toHaveLength(1);
    expect(apis[0]?.Properties.CorsConfiguration).toBeUndefined();
  });

  it('opens the share read without the authorizer, throttled below the stage, and guards the share routes', () => {
    const routes = Object.values(app.findResources('AWS::ApiGatewayV2::Route'));
    const byKey = Object.fromEntries(routes.map((r) => [r.Properties.RouteKey, r.Properties]));
    // The token in the body (POST), never in a path CloudFront's access log records: no route takes it there.
    expect(byKey['POST /shared']).toMatchObject({ AuthorizationType: 'NONE' });
    expect(byKey['POST /shared']?.AuthorizerId).toBeUndefined();
    expect(Object.keys(byKey).filter((k) => /\{token\}/.test(k))).toEqual([]);
    expect(byKey['POST /backtests/{id}/share']).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
    expect(byKey['DELETE /backtests/{id}/share']).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: expect.anything() });
    expect(routes.filter((r) => r.Properties.AuthorizationType === 'NONE').map((r) => r.Properties.RouteKey).sort()).toEqual(['POST /shared', 'POST /stripe/webhook']);
    app.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit },
      RouteSettings: {
        'POST /shared': { ThrottlingRateLimit: SHARE_READ_THROTTLE.rateLimit, ThrottlingBurstLimit: SHARE_READ_THROTTLE.burstLimit },
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
});

/** The IAM statements of the role of the function named `name` (routes.ts), each resource as JSON text. */
const statementsOfRole = (name: string) =>
  Object.values(app.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(name))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .map((st) => ({ actions: [st.Action].flat(), resource: JSON.stringify(st.Resource) }));

interface CorsRuleSeen { bucket: string; AllowedMethods: string[]; AllowedOrigins: string[]; MaxAgeSeconds?: number }

/** Every CORS rule the stacks put on a bucket: a bucket's own CorsConfiguration, or an S3 putBucketCors custom resource's. */
function corsRules(...templates: Template[]): CorsRuleSeen[] {
  const rules: CorsRuleSeen[] = [];
  for (const t of templates) {
    for (const [id, bucket] of Object.entries(t.findResources('AWS::S3::Bucket'))) {
      for (const r of (bucket.Properties.CorsConfiguration?.CorsRules ?? []) as { AllowedMethods: string[]; AllowedOrigins: string[]; MaxAge?: number }[]) {
        rules.push({ bucket: id, AllowedMethods: r.AllowedMethods, AllowedOrigins: r.AllowedOrigins, MaxAgeSeconds: r.MaxAge });
      }
    }
    for (const resource of Object.values(t.findResources('Custom::AWS'))) {
      for (const phase of ['Create', 'Update'] as const) {
        const call = JSON.parse(cfnText(resource.Properties[phase])) as { service: string; action: string; parameters: { Bucket: string; CORSConfiguration?: { CORSRules: Omit<CorsRuleSeen, 'bucket'>[] } } };
        if (call.service !== 'S3' || call.action !== 'putBucketCors') continue;
        if (phase === 'Update') expect(resource.Properties.Update).toEqual(resource.Properties.Create);
        else for (const r of call.parameters.CORSConfiguration?.CORSRules ?? []) rules.push({ bucket: call.parameters.Bucket, ...r });
      }
    }
  }
  return rules;
}

/** The IAM statements of the custom resources' shared role (CDK's AwsCustomResource singleton). */
const statementsOfCustomResource = (t: Template) =>
  Object.values(t.findResources('AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties.Roles).includes('AWS679f53fac002430cb0da5b7982bd2287'))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .map((st) => ({ actions: [st.Action].flat(), resource: cfnText(st.Resource) }));

describe('saves by job id', () => {
  it("lets SaveBacktest read (never write) the Jobs table and copy within the results bucket (get and put objects)", () => {
    const statements = statementsOfRole('SaveBacktest');
    const onJobs = statements.filter((s) => s.resource.includes(`GetAtt${TABLES.jobs.id}`));
    expect(onJobs.flatMap((s) => s.actions)).toContain('dynamodb:GetItem');
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']) expect(onJobs.flatMap((s) => s.actions)).not.toContain(write);
    const onResults = statements.filter((s) => s.resource.includes(BUCKETS.results.id)).flatMap((s) => s.actions);
    expect(onResults).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    // The reads of a saved result (large ones by presigned URL) stay read-only.
    for (const reader of ['GetBacktest', 'GetSharedBacktest']) {
      const actions = statementsOfRole(reader).flatMap((s) => s.actions);
      expect(actions).toContain('s3:GetObject*');
      expect(actions).not.toContain('s3:PutObject');
      expect(actions.some((a) => a.startsWith('dynamodb:') && /Put|Update|Delete/.test(a))).toBe(false);
    }
  });
});

describe('saved settings (POST /backtests/{id}/settings)', () => {
  it('lets UpdateBacktestSettings reach the saved-backtests table alone: no other table, no bucket, no secret', () => {
    // Every API function's own: tracing (X-Ray) and the origin-verification secret (a call not through
    // CloudFront is refused). The rest is what this one may touch.
    const everyRoutes = (s: { actions: string[]; resource: string }) => s.actions.every((a) => a.startsWith('xray:')) || s.resource.includes('OriginVerificationSecret');
    const statements = statementsOfRole('UpdateBacktestSettings').filter((s) => !everyRoutes(s));
    expect(statements.flatMap((s) => s.actions)).toContain('dynamodb:UpdateItem');
    for (const s of statements) {
      expect(s.actions.every((a) => a.startsWith('dynamodb:')), JSON.stringify(s)).toBe(true);
      expect(s.resource, JSON.stringify(s)).toContain(`GetAtt${TABLES.savedBacktests.id}`);
    }
  });
});

describe('results bucket grants by key prefix (a presigned URL carries its signer\'s rights)', () => {
  /** The object scopes (`jobs/`, or `` for the whole bucket) a function's S3 statements name in the results bucket, read or write. */
  const resultScopes = (name: string, writes = false) =>
    new Set(
      statementsOfRole(name)
        .filter((st) => st.actions.some((a) => a.startsWith('s3:')) && st.resource.includes(BUCKETS.results.id))
        .filter((st) => !writes || st.actions.some((a) => /Put|Delete|Abort/.test(a)))
        .flatMap((st) => [...st.resource.matchAll(/"\/([a-z-]*\/?)\*"/g)].map((m) => m[1])),
    );

  it('gives no function the whole results bucket', () => {
    for (const r of ROUTES) expect(resultScopes(r.name).has(''), r.name).toBe(false);
    for (const t of [...Object.values(TASKS), ...Object.values(SWEEP_TASKS)]) expect(resultScopes(t.name).has(''), t.name).toBe(false);
  });

  it('lets the public share read and the saved routes reach saved objects only, the job routes jobs/ only, sweeps sweeps/ only', () => {
    const saved = new Set([RESULTS_PREFIX.savedPayloads, RESULTS_PREFIX.savedResults]);
    for (const name of ['GetSharedBacktest', 'GetBacktest', 'ListBacktests', 'DeleteBacktest']) expect(resultScopes(name), name).toEqual(saved);
    for (const name of ['GetSharedBacktest', 'GetBacktest', 'ListBacktests']) expect(resultScopes(name, true), name).toEqual(new Set());
    expect(resultScopes('SaveBacktest')).toEqual(new Set([RESULTS_PREFIX.jobs, ...saved]));
    expect(resultScopes('SaveBacktest', true)).toEqual(saved);
    expect(resultScopes('RevokeShare')).toEqual(new Set([RESULTS_PREFIX.savedResults]));
    for (const name of ['GetJob', 'StartBacktest', 'StartCoveredBacktest', 'RunBacktest']) expect(resultScopes(name), name).toEqual(new Set([RESULTS_PREFIX.jobs]));
    for (const name of ['GetSweep', 'RunSweepBatch', 'ReduceSweep']) expect(resultScopes(name), name).toEqual(new Set([RESULTS_PREFIX.sweeps]));
    for (const name of ['CreateShare', 'StripeWebhook', 'GetUserStatus', 'StartSweep']) expect(resultScopes(name), name).toEqual(new Set());
  });
});

describe('secrets and logs', () => {
  const functions = () => Object.entries(app.findResources('AWS::Lambda::Function'));

  it('gives no Lambda a secret as a plain environment variable: the Stripe secrets and the origin value by Secrets Manager name', () => {
    for (const [id, fn] of functions()) {
      const env = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      for (const plain of [ENV.stripeSecretKey, ENV.stripeWebhookSecret, ENV.originVerifySecret]) expect(Object.keys(env), id).not.toContain(plain);
      for (const value of Object.values(env)) expect(JSON.stringify(value), id).not.toMatch(/\b(sk|rk|whsec)_(test|live)_/);
    }
    const webhook = functions().find(([id]) => id.startsWith('StripeWebhook'));
    expect(webhook?.[1].Properties.Environment.Variables).toHaveProperty(ENV.stripeWebhookSecretName);
  });

  it('keeps every log group of the app for a bounded time, and each project Lambda logs to its own', () => {
    const groups = Object.entries(app.findResources('AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThan(ROUTES.length);
    for (const [id, group] of groups) expect(group.Properties.RetentionInDays, id).toBeGreaterThan(0);
    for (const r of ROUTES) {
      const fn = functions().find(([id]) => id.startsWith(r.name));
      expect(fn?.[1].Properties.LoggingConfig?.LogGroup, r.name).toBeDefined();
    }
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

  it("answers CORS on the results bucket to the site's own origin only, never to any origin ('*')", () => {
    const rules = corsRules(stateful, app);
    // One rule, set from the App stack (the Stateful stack cannot name the distribution: results-bucket-cors.ts).
    expect(rules).toEqual([{ bucket: '<Import:Results>', AllowedMethods: ['GET'], AllowedOrigins: ['https://<SiteCdn.DomainName>'], MaxAgeSeconds: 3600 }]);
    for (const rule of rules) for (const origin of rule.AllowedOrigins) expect(origin).not.toContain('*');
    // Only that bucket, and only its CORS rule: the custom resource's role may do nothing else.
    const policy = statementsOfCustomResource(app);
    expect(policy).toEqual([{ actions: ['s3:PutBucketCORS'], resource: '<Import:Results.Arn>' }]);
  });

  it('adds the custom domain to the allowed origins when one is configured', () => {
    const domain = buildApp(
      new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'test', alarmEmail: 'ops@example.com', domainName: 'backtest.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' } }),
      siteDir,
    );
    const rules = corsRules(Template.fromStack(domain.stateful), Template.fromStack(domain.appStack));
    expect(rules.map((r) => r.AllowedOrigins)).toEqual([['https://<SiteCdn.DomainName>', 'https://backtest.example.com']]);
  }, 180_000);

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
  it('serves a private bucket through CloudFront with origin access control and an SPA rewrite', () => {
    app.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    app.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
    // No error pages: CloudFront would apply them to the API's 403/404 answers too.
    const cdn = Object.values(app.findResources('AWS::CloudFront::Distribution'))[0];
    expect(cdn?.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it('rewrites client routes to index.html and leaves files alone (the CloudFront Function, run here)', () => {
    const rewrite = (uri: string) => (new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (e: unknown) => { uri: string })({ request: { uri } }).uri;
    expect(['/', '/backtest', '/backtest/covered', '/saved', '/share', '/share/abc123'].map(rewrite)).toEqual(Array(6).fill('/index.html'));
    expect(['/assets/index-3f2a.js', '/config.json', '/favicon.svg'].map(rewrite)).toEqual(['/assets/index-3f2a.js', '/config.json', '/favicon.svg']);
  });

  it('serves the API under /api/*: uncached, every method, the token forwarded, the prefix stripped', () => {
    const cdn = Object.values(app.findResources('AWS::CloudFront::Distribution'))[0];
    const behaviors = cdn?.Properties.DistributionConfig.CacheBehaviors as Record<string, unknown>[];
    // Besides the API, only the share page's (its Referrer-Policy, tested below).
    expect(behaviors.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/share*']);
    expect(behaviors.find((b) => b.PathPattern === '/api/*')).toMatchObject({ PathPattern: '/api/*', ViewerProtocolPolicy: 'https-only', AllowedMethods: expect.arrayContaining(['POST', 'DELETE']) });
    const policy = Object.values(app.findResources('AWS::CloudFront::CachePolicy'))[0]?.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: ['Authorization'] });
    const strip = (uri: string) => (new Function(`${API_PREFIX_STRIP_CODE}; return handler;`)() as (e: unknown) => { uri: string })({ request: { uri } }).uri;
    expect([strip('/api/backtests'), strip('/api/jobs/abc'), strip('/api')]).toEqual(['/backtests', '/jobs/abc', '/']);
    // Operators (and Stripe's webhook) use the CloudFront URL, not the execute-api one.
    const outputs = app.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.ApiUrl?.Value)).toMatch(/SiteCdn.*DomainName.*"\/api"/);
    expect(JSON.stringify(outputs.StripeWebhookUrl?.Value)).toMatch(/SiteCdn.*"\/api\/stripe\/webhook"/);
  });
});

describe('functions', () => {
  it('runs every project Lambda on Node 24 and arm64 with tracing', () => {
    const ours = Object.values(app.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.TracingConfig);
    expect(ours.length).toBe(ROUTES.length + 3 + Object.keys(SWEEP_TASKS).length + 1); // + ImportChainUpload
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
    app.resourceCountIs('AWS::SecretsManager::Secret', 3); // the two Stripe secrets and the origin verification secret
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
    const buckets = Object.values(stateful.findResources('AWS::S3::Bucket')).filter((b) => b.Properties.VersioningConfiguration?.Status === 'Enabled');
    expect(buckets.length).toBe(Object.keys(BUCKETS).length);
    for (const b of buckets) expect(JSON.stringify(b.Properties.LifecycleConfiguration)).toContain('NoncurrentVersionExpiration');
  });

  it('sends a Content-Security-Policy from CloudFront', () => {
    app.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({ ContentSecurityPolicy: Match.objectLike({ Override: true }) }),
      }),
    });
  });

  it('sends the share page with Referrer-Policy no-referrer (an old link carries its token in the path), every other page strict-origin-when-cross-origin', () => {
    const policies = app.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const referrerOf = (id: unknown) => {
      const ref = (id as { Ref?: string } | undefined)?.Ref ?? '';
      return policies[ref]?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ReferrerPolicy as { ReferrerPolicy: string; Override: boolean } | undefined;
    };
    const config = Object.values(app.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;
    expect(referrerOf(config.DefaultCacheBehavior.ResponseHeadersPolicyId)).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    const share = (config.CacheBehaviors as { PathPattern: string; ResponseHeadersPolicyId: unknown; TargetOriginId: string; FunctionAssociations: unknown }[]).find((b) => b.PathPattern === '/share*');
    expect(share, 'a /share* behavior').toBeDefined();
    expect(referrerOf(share?.ResponseHeadersPolicyId)).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    // Otherwise the page as every page: the site bucket, the SPA rewrite, the same CSP.
    expect(share?.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(share?.FunctionAssociations).toEqual(config.DefaultCacheBehavior.FunctionAssociations);
  });
});

describe('WAF and access logs (issue 17)', () => {
  const rule = (name: string) => {
    const acls = Object.values(app.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    expect(acls[0]?.Properties.Scope).toBe('REGIONAL');
    const rules = acls[0]?.Properties.Rules as { Name: string; Action: unknown; Statement: { RateBasedStatement: Record<string, unknown> } }[];
    const found = rules.find((r) => r.Name === name);
    if (!found) throw new Error(`no WAF rule ${name}: ${rules.map((r) => r.Name).join(', ')}`);
    return found;
  };

  it('blocks an IP over the sign-up rate: SignUp calls and the hosted UI sign-up page', () => {
    const signUp = rule('sign-up-per-ip');
    expect(signUp.Action).toEqual({ Block: {} });
    expect(signUp.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: SIGN_UP_FIREWALL_LIMITS.signUpsPerIp,
      EvaluationWindowSec: SIGN_UP_FIREWALL_LIMITS.windowSeconds,
    });
    const scope = JSON.stringify(signUp.Statement.RateBasedStatement.ScopeDownStatement);
    expect(scope).toContain('AWSCognitoIdentityProviderService.SignUp');
    expect(scope).toContain('/signup');
    expect(SIGN_UP_FIREWALL_LIMITS.signUpsPerIp).toBeLessThan(SIGN_UP_FIREWALL_LIMITS.cognitoCallsPerIp);
  });

  it('blocks an IP over the rate of all Cognito calls (sign-in, refresh, password reset)', () => {
    const all = rule('cognito-calls-per-ip');
    expect(all.Action).toEqual({ Block: {} });
    expect(all.Statement.RateBasedStatement).toEqual({ AggregateKeyType: 'IP', Limit: SIGN_UP_FIREWALL_LIMITS.cognitoCallsPerIp, EvaluationWindowSec: SIGN_UP_FIREWALL_LIMITS.windowSeconds });
  });

  it('is a REGIONAL web ACL associated with the user pool', () => {
    app.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const [acl] = Object.keys(app.findResources('AWS::WAFv2::WebACL'));
    const associations = Object.values(app.findResources('AWS::WAFv2::WebACLAssociation'));
    expect(associations).toHaveLength(1);
    expect(associations[0]?.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [acl, 'Arn'] });
    // The pool lives in the stateful stack: its ARN comes in as that stack's export.
    expect(JSON.stringify(associations[0]?.Properties.ResourceArn)).toMatch(/Fn::ImportValue.*UserDirectoryPool.*Arn/);
  });

  it('writes CloudFront access logs to an encrypted, private, expiring bucket that accepts them', () => {
    const destinations = Object.values(cdnLogs.findResources('AWS::Logs::DeliveryDestination'));
    expect(destinations).toHaveLength(1);
    // The App stack's logs bucket, by its export (the same region offline; an SSM parameter across regions).
    const logBucketId = /SiteAccessLogs[0-9A-F]{8}/.exec(cfnText(destinations[0]?.Properties.DestinationResourceArn))?.[0] ?? '';
    const [id, bucket] = Object.entries(app.findResources('AWS::S3::Bucket')).find(([k]) => k.startsWith(logBucketId)) ?? [];
    expect(id).toBeDefined();
    expect(bucket?.Properties).toMatchObject({
      // S3 server access logs of the assets bucket are written through ACLs.
      OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    expect(bucket?.Properties.LifecycleConfiguration.Rules).toEqual(expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })]));
    expect(bucket?.DeletionPolicy).toBe('Retain');
    // CloudFront's log delivery may write under cloudfront/ only, for this account's delivery sources.
    const policy = Object.values(app.findResources('AWS::S3::BucketPolicy')).find((p) => JSON.stringify(p.Properties.Bucket).includes(id ?? '-'));
    const statement = (policy?.Properties.PolicyDocument.Statement as { Sid?: string; Principal: unknown; Action: unknown; Condition: unknown }[]).find((st) => st.Sid === 'CloudFrontLogDelivery');
    expect(statement).toMatchObject({ Principal: { Service: 'delivery.logs.amazonaws.com' }, Action: 's3:PutObject' });
    expect(JSON.stringify(statement?.Condition)).toContain('delivery-source');
  });

  it("never writes a request's path (an old share link's token) to CloudFront's access log", () => {
    // Standard logging (legacy) writes every field, the path among them: it is off.
    const distribution = Object.values(app.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution?.Properties.DistributionConfig.Logging).toBeUndefined();
    // Standard logging v2 from us-east-1 (CloudFront's delivery sources live there), fields chosen.
    const sources = Object.values(cdnLogs.findResources('AWS::Logs::DeliverySource'));
    expect(sources).toHaveLength(1);
    expect(sources[0]?.Properties.LogType).toBe('ACCESS_LOGS');
    expect(cfnText(sources[0]?.Properties.ResourceArn)).toContain(':cloudfront::');
    expect(cfnText(sources[0]?.Properties.ResourceArn)).toContain('SiteCdn');
    const deliveries = Object.values(cdnLogs.findResources('AWS::Logs::Delivery'));
    expect(deliveries).toHaveLength(1);
    const fields = deliveries[0]?.Properties.RecordFields as string[];
    for (const field of CDN_LOG_FIELDS_LEFT_OUT) expect(fields).not.toContain(field);
    for (const field of ['cs-uri-stem', 'cs(Referer)']) expect(fields).not.toContain(field);
    // What a request was for stays readable without its path.
    expect(fields).toEqual(expect.arrayContaining(['date', 'time', 'c-ip', 'cs-method', 'sc-status', 'cache-behavior-path-pattern', 'x-edge-request-id']));
  });

  it('keeps no sampled requests (each with its URI) on the edge web ACL, which sees old share links', () => {
    const acl = Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0];
    const configs = [acl?.Properties.VisibilityConfig, ...(acl?.Properties.Rules as { VisibilityConfig: unknown }[]).map((r) => r.VisibilityConfig)];
    expect(configs.length).toBeGreaterThan(1);
    for (const config of configs) expect(config).toMatchObject({ SampledRequestsEnabled: false, CloudWatchMetricsEnabled: true });
  });

  it('delivers the access logs only once their source exists', () => {
    const [sourceId] = Object.keys(cdnLogs.findResources('AWS::Logs::DeliverySource'));
    expect(Object.values(cdnLogs.findResources('AWS::Logs::Delivery'))[0]?.DependsOn).toEqual([sourceId]);
  });

  it("writes no request path to the API's access log: the route key, never the path a caller sent", () => {
    const stages = Object.values(app.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const format = JSON.parse(stages[0]?.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    expect(format.routeKey).toBe('$context.routeKey');
    // Variables that carry the request's path, query or headers (a token in a path, a bearer token).
    const pathLike = /\$context\.(path|resourcePath|requestOverride|customDomain\.basePathMatched|identity\.userAgent|authorizer)|\$input|\$request/;
    for (const [name, variable] of Object.entries(format)) expect(variable, name).not.toMatch(pathLike);
  });

  it('logs S3 access to every data bucket and to the site assets', () => {
    const logged = (t: Template) => Object.values(t.findResources('AWS::S3::Bucket')).filter((b) => b.Properties.LoggingConfiguration);
    expect(logged(stateful)).toHaveLength(Object.keys(BUCKETS).length);
    expect(logged(app)).toHaveLength(1);
  });
});

describe('edge web ACL on CloudFront, and so on the API (issue 17)', () => {
  const rules = () => {
    const acls = Object.values(edge.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    expect(acls[0]?.Properties.Scope).toBe('CLOUDFRONT');
    return acls[0]?.Properties.Rules as { Name: string; Action: unknown; Statement: { RateBasedStatement: { Limit: number; ScopeDownStatement: unknown } } }[];
  };

  it('rate limits per IP: backtest starts, all API calls, the site', () => {
    const byName = Object.fromEntries(rules().map((r) => [r.Name, r]));
    expect(Object.keys(byName).sort()).toEqual(['api-requests-per-ip', 'backtest-starts-per-ip', 'site-requests-per-ip']);
    for (const r of Object.values(byName)) expect(r.Action).toEqual({ Block: {} });
    expect(byName['backtest-starts-per-ip']?.Statement.RateBasedStatement.Limit).toBe(EDGE_FIREWALL_LIMITS.backtestStartsPerIp);
    expect(byName['api-requests-per-ip']?.Statement.RateBasedStatement.Limit).toBe(EDGE_FIREWALL_LIMITS.apiRequestsPerIp);
    expect(byName['site-requests-per-ip']?.Statement.RateBasedStatement.Limit).toBe(EDGE_FIREWALL_LIMITS.siteRequestsPerIp);
    const starts = JSON.stringify(byName['backtest-starts-per-ip']?.Statement.RateBasedStatement.ScopeDownStatement);
    for (const part of ['POST', '/api/backtest', '/api/sweeps']) expect(starts).toContain(part);
    expect(JSON.stringify(byName['api-requests-per-ip']?.Statement.RateBasedStatement.ScopeDownStatement)).toContain('/api/');
  });

  it('is attached to the distribution', () => {
    const [aclId] = Object.keys(edge.findResources('AWS::WAFv2::WebACL'));
    const cdn = Object.values(app.findResources('AWS::CloudFront::Distribution'))[0];
    // Same region in this synthesis (us-east-1 without a profile); another region reads it through CDK's cross-region export.
    expect(JSON.stringify(cdn?.Properties.DistributionConfig.WebACLId)).toMatch(new RegExp(`ImportValue.*${aclId}|ExportsReader.*Firewall`));
  });
});

describe('origin verification: the execute-api endpoint refuses requests that bypass CloudFront (issue 17)', () => {
  type Resource = { Properties: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const secretId = (template: Template): string => {
    const secrets = Object.entries(template.findResources('AWS::SecretsManager::Secret')).filter(([, r]) => r.Properties.GenerateSecretString);
    expect(secrets).toHaveLength(1);
    return secrets[0]?.[0] ?? '';
  };
  const apiOrigin = (template: Template) => {
    const cdn = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
    const origins = cdn.Properties.DistributionConfig.Origins as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const api = origins.filter((o) => o.CustomOriginConfig);
    expect(api).toHaveLength(1);
    return { api: api[0] ?? {}, s3: origins.filter((o) => o.S3OriginConfig) };
  };
  const routeFunctions = (template: Template) =>
    Object.values(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter((f) => f.Properties.Environment?.Variables?.[ENV.originVerifySecretName]);

  it('generates the value in Secrets Manager at deploy time: 64 letters and digits, nothing in the template', () => {
    const [secret] = Object.values(app.findResources('AWS::SecretsManager::Secret')).filter((r) => r.Properties.GenerateSecretString);
    expect(secret?.Properties.GenerateSecretString).toMatchObject({ PasswordLength: ORIGIN_SECRET_LENGTH, ExcludePunctuation: true, IncludeSpace: false });
    expect(secret?.Properties.SecretString).toBeUndefined();
  });

  it('has CloudFront send it on the API origin only, as a dynamic reference to the secret (no plaintext)', () => {
    const id = secretId(app);
    const { api, s3 } = apiOrigin(app);
    expect(api.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: id }, ':SecretString:::}}']] } },
    ]);
    for (const origin of s3) expect(origin.OriginCustomHeaders).toBeUndefined();
    // The only place the header's value is named is that reference.
    expect(JSON.stringify(app.toJSON()).match(/resolve:secretsmanager/g)).toHaveLength(1);
  });

  it('pins the version CloudFront sends when the operator sets originVerifyVersionId (rotation)', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>test</title>');
    const versionId = 'a1b2c3d4-0000-4000-8000-123456789abc';
    const cdkApp = new App({ context: { 'aws:cdk:bundling-stacks': [], stage: 'rotated', originVerifyVersionId: versionId } });
    const rotated = Template.fromStack(buildApp(cdkApp, site).appStack);
    expect(apiOrigin(rotated).api.OriginCustomHeaders[0].HeaderValue).toEqual({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId(rotated) }, `:SecretString:::${versionId}}}`]],
    });
  }, 180_000);

  it('gives every API route function, and no other, the secret\'s id and the right to read it', () => {
    const id = secretId(app);
    const routes = routeFunctions(app);
    expect(routes).toHaveLength(ROUTES.length);
    for (const fn of routes) expect(fn.Properties.Environment.Variables[ENV.originVerifySecretName]).toEqual({ Ref: id });
    const readers = Object.values(app.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((p) =>
      (p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]).some(
        (st) => [st.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(st.Resource) === JSON.stringify({ Ref: id }),
      ),
    );
    expect(readers).toHaveLength(ROUTES.length);
    const roleOf = (fn: Resource) => JSON.stringify(fn.Properties.Role);
    const readerRoles = new Set(readers.flatMap((p) => (p.Properties.Roles as unknown[]).map((r) => JSON.stringify({ 'Fn::GetAtt': [(r as { Ref: string }).Ref, 'Arn'] }))));
    for (const fn of routes) expect(readerRoles.has(roleOf(fn)), roleOf(fn)).toBe(true);
  });

  it('keeps the Stripe webhook on the CloudFront URL, so Stripe\'s calls carry the header', () => {
    const outputs = app.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.StripeWebhookUrl?.Value)).toMatch(/SiteCdn.*"\/api\/stripe\/webhook"/);
    expect(JSON.stringify(outputs.StripeWebhookUrl?.Value)).not.toContain('execute-api');
  });
});

describe('chain uploads (issue 20)', () => {
  const importFunction = () => {
    const entries = Object.entries(app.findResources('AWS::Lambda::Function', { Properties: { MemorySize: CHAIN_UPLOAD_IMPORT.memoryMb, Timeout: CHAIN_UPLOAD_IMPORT.timeoutSeconds } }));
    expect(entries).toHaveLength(1);
    return entries[0]!;
  };
  const marketDataBucketId = () => Object.keys(stateful.findResources('AWS::S3::Bucket')).find((id) => id.startsWith(BUCKETS.marketData.id))!;

  it('uses the same keys as the importer', () => {
    expect(CHAIN_BUCKET_PREFIXES.uploads).toBe(CHAIN_UPLOAD_PREFIX);
    expect(CHAIN_BUCKET_PREFIXES.reports).toBe(CHAIN_REPORT_PREFIX);
  });

  it('sends the market-data bucket\'s events to EventBridge, and only that bucket\'s', () => {
    // CDK writes the bucket's notification configuration through its BucketNotifications custom resource.
    const configs = Object.values(stateful.findResources('Custom::S3BucketNotifications')).map((r) => r.Properties);
    expect(configs).toHaveLength(1);
    expect(configs[0]).toMatchObject({ BucketName: { Ref: marketDataBucketId() }, NotificationConfiguration: { EventBridgeConfiguration: {} } });
  });

  it('imports on Object Created under chain-uploads/ in that bucket, with a large /tmp and no Lambda retry', () => {
    const [fnId, fn] = importFunction();
    expect(fn.Properties.EphemeralStorage).toEqual({ Size: CHAIN_UPLOAD_IMPORT.ephemeralStorageMb });
    expect(fn.Properties.Environment.Variables[BUCKETS.marketData.envVar]).toBeDefined();
    const rules = Object.values(app.findResources('AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    const rule = rules[0]!.Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { bucket: { name: [expect.objectContaining({ 'Fn::ImportValue': expect.stringContaining(BUCKETS.marketData.id) })] }, object: { key: [{ prefix: 'chain-uploads/' }] } },
    });
    expect(rule.Targets).toHaveLength(1);
    expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    app.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] } });
    app.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnId }, MaximumRetryAttempts: 0 });
  });

  it('may read chain-uploads/, read and write chains/, put chain-reports/, and nothing else in any bucket or table', () => {
    const [fnId, fn] = importFunction();
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(app.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes(role));
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const s3 = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    const objectScopes = s3.flatMap((s) => [s.Resource].flat()).map((r) => JSON.stringify(r)).filter((r) => r.includes('/'));
    const scopes = objectScopes.map((r) => /\/([a-z-]+\/)\*/.exec(r)?.[1]).sort();
    expect(new Set(scopes)).toEqual(new Set([CHAIN_UPLOAD_PREFIX, 'chains/', CHAIN_REPORT_PREFIX]));
    for (const r of s3.flatMap((s) => [s.Resource].flat())) expect(JSON.stringify(r)).toContain(BUCKETS.marketData.id);
    const writes = s3.filter((s) => [s.Action].flat().some((a) => /Put|Delete|Abort/.test(a)));
    // Object actions also name the bucket ARN in CDK's grant statements, where they authorize nothing.
    const writeScopes = writes.flatMap((s) => [s.Resource].flat()).map((r) => /\/([a-z-]+\/)\*/.exec(JSON.stringify(r))?.[1]).filter((r) => r !== undefined);
    expect(new Set(writeScopes)).toEqual(new Set(['chains/', CHAIN_REPORT_PREFIX]));
    expect(statements.some((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:') || a.startsWith('states:')))).toBe(false);
    expect(fnId).toContain('ChainUploads');
  });
});
