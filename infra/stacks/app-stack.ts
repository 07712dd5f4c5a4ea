/**
 * Everything that can be replaced at will: the functions, the API, the job state machine, the
 * site and its CDN, the billing secrets' wiring. Stateful resources come in from StatefulStack.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { OAuthScope, UserPoolClient, UserPoolClientIdentityProvider } from 'aws-cdk-lib/aws-cognito';
import { CfnFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { ROUTES, SWEEP_TASKS, TASKS } from '../../functions/routes';
import { BUCKETS, ENV, TABLES } from '../../functions/platform/resources';
import { contentSecurityPolicy } from '../../shared/contracts/content-security-policy';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
import type { DeployConfig } from '../config';
import { BackendApi } from '../constructs/backend-api';
import { BacktestJobs } from '../constructs/backtest-jobs';
import { BillingSecrets } from '../constructs/billing-secrets';
import { grantNeeds, type GrantTargets } from '../constructs/function-needs';
import { HouseFunction } from '../constructs/house-function';
import { OriginVerification } from '../constructs/origin-verification';
import { SignUpFirewall } from '../constructs/sign-up-firewall';
import { ResultsBucketCors } from '../constructs/results-bucket-cors';
import { Site } from '../constructs/site';
import { API_PATH_PREFIX } from '../constructs/api-path';
import { SweepJobs } from '../constructs/sweep-jobs';
import { marketDataBundling } from '../constructs/market-data-bundling';
import { ChainUploadImport } from '../constructs/chain-upload-import';
import type { EdgeStack } from './edge-stack';
import type { StatefulStack } from './stateful-stack';

/**
 * Functions that read the bundled dataset: the runner, and the start routes, which check the
 * ticker against it so an unknown ticker is a 400 rather than a failed job.
 */
const NEEDS_MARKET_DATA = new Set<string>([TASKS.runBacktest.name, 'StartBacktest', 'StartCoveredBacktest', SWEEP_TASKS.runSweepBatch.name, 'StartSweep']);

export interface AppStackProps extends StackProps {
  config: DeployConfig;
  stateful: StatefulStack;
  /** The CLOUDFRONT-scope web ACL, in us-east-1. */
  edge: EdgeStack;
  /** The built frontend (frontend/dist): `npm run synth` builds it first. */
  siteAssetPath: string;
}

/** RunBacktest's reserved concurrency: the most backtests running at once in the account (issue 17). */
export const RUN_BACKTEST_RESERVED_CONCURRENCY = 20;

export class AppStack extends Stack {
  /** The site and its CDN (its access logs are delivered by the CdnLogs stack, infra/stacks/cdn-logs-stack.ts). */
  readonly site: Site;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { config, stateful } = props;

    const site = new Site(this, 'Site', {
      webAclArn: props.edge.firewall.webAcl.attrArn,
      domainName: config.domainName,
      certificate: config.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined,
      // Cognito (sign-in, and its hosted UI for Google) and large results' presigned URLs; the API
      // is on the site's own origin under /api (Site.routeApi).
      contentSecurityPolicy: contentSecurityPolicy([
        `https://cognito-idp.${this.region}.amazonaws.com`,
        `https://*.auth.${this.region}.amazoncognito.com`,
        `https://${stateful.buckets.results.bucketRegionalDomainName}`,
      ]),
    });
    this.site = site;
    // The browser follows large results' presigned URLs from the site's pages, and only from them
    // (set here, where the site's origin is known: results-bucket-cors.ts).
    new ResultsBucketCors(this, 'ResultsCors', { bucket: stateful.buckets.results, allowedOrigins: site.origins });
    const client = this.userPoolClient(stateful, site.url);
    new SignUpFirewall(this, 'SignUpFirewall', { userPool: stateful.users.pool });
    const billing = new BillingSecrets(this, 'Billing', {
      stripeSecretName: config.stripeSecretName,
      stripeWebhookSecretName: config.stripeWebhookSecretName,
    });

    const environment: Record<string, string> = {
      [ENV.userPoolId]: stateful.users.pool.userPoolId,
      [ENV.userPoolClientId]: client.userPoolClientId,
      [ENV.billingMode]: 'stripe',
      [ENV.stripeSecretName]: billing.stripeKey.secretName,
      [ENV.stripeWebhookSecretName]: billing.webhookSecret.secretName,
      [ENV.appUrl]: site.url,
      ...(config.stripePriceId ? { [ENV.stripePriceId]: config.stripePriceId } : {}),
    };
    for (const [key, def] of Object.entries(TABLES)) environment[def.envVar] = stateful.tables[key as keyof typeof TABLES].tableName;
    for (const [key, def] of Object.entries(BUCKETS)) environment[def.envVar] = stateful.buckets[key as keyof typeof BUCKETS].bucketName;

    const targets: GrantTargets = {
      tables: stateful.tables,
      buckets: stateful.buckets,
      stripeSecrets: [billing.stripeKey, billing.webhookSecret],
    };
    const build = (def: { entry: string; name: string; memoryMb: number; timeoutSeconds: number }, extraEnv = {}) => {
      const fn = new HouseFunction(this, def.name, {
        ...def,
        environment: { ...environment, ...extraEnv },
        commandHooks: NEEDS_MARKET_DATA.has(def.name) ? marketDataBundling : undefined,
      });
      grantNeeds(def.name, fn.fn, targets);
      return fn;
    };

    const runBacktest = build(TASKS.runBacktest).fn;
    // At most this many backtests run at once account-wide, so engine work cannot take the
    // concurrency the API functions need (issue 17); more executions retry on throttling.
    (runBacktest.node.defaultChild as CfnFunction).reservedConcurrentExecutions = RUN_BACKTEST_RESERVED_CONCURRENCY;
    const jobs = new BacktestJobs(this, 'Jobs', {
      runBacktest,
      markFinished: build(TASKS.markFinished).fn,
      markFailed: build(TASKS.markFailed).fn,
      alarmEmail: config.alarmEmail,
    });
    targets.stateMachine = jobs.stateMachine;
    const sweeps = new SweepJobs(this, 'Sweeps', {
      planSweep: build(SWEEP_TASKS.planSweep).fn,
      runSweepBatch: build(SWEEP_TASKS.runSweepBatch).fn,
      reduceSweep: build(SWEEP_TASKS.reduceSweep).fn,
      markSweepFailed: build(SWEEP_TASKS.markSweepFailed).fn,
    });
    targets.sweepStateMachine = sweeps.stateMachine;

    // Licensed chains uploaded under chain-uploads/ are imported into the bucket's chain store.
    new ChainUploadImport(this, 'ChainUploads', { marketData: stateful.buckets.marketData, environment });

    // Every API route refuses a request without CloudFront's origin header (issue 17): each route
    // function may read the secret that holds its value, and only they may.
    const originVerification = new OriginVerification(this, 'OriginVerification', { versionId: config.originVerifyVersionId });
    const routeFunctions: Record<string, IFunction> = {};
    let webhook: HouseFunction | undefined;
    for (const route of ROUTES) {
      const fn = build(route, {
        [ENV.stateMachineArn]: jobs.stateMachine.stateMachineArn,
        [ENV.sweepStateMachineArn]: sweeps.stateMachine.stateMachineArn,
        [ENV.originVerifySecretName]: originVerification.secretId,
      });
      originVerification.grantRead(fn.fn);
      routeFunctions[route.name] = fn.fn;
      if (route.name === 'StripeWebhook') webhook = fn;
    }
    if (webhook) billing.addReconciliationQuery(webhook.logGroup);

    const api = new BackendApi(this, 'Api', {
      routes: ROUTES,
      functions: routeFunctions,
      userPool: stateful.users.pool,
      userPoolClient: client,
    });

    site.routeApi(api.url, originVerification.headerValue);
    const apiUrl = `${site.url}${API_PATH_PREFIX}`;

    const runtimeConfig: RuntimeConfig = {
      // Same origin, as locally: every API call passes CloudFront and its web ACL.
      apiBaseUrl: API_PATH_PREFIX,
      cognito: {
        region: this.region,
        userPoolId: stateful.users.pool.userPoolId,
        userPoolClientId: client.userPoolClientId,
        endpoint: null,
        authFlowType: 'USER_SRP_AUTH',
        oauthDomain: stateful.users.domain ? `${stateful.users.domain.domainName}.auth.${this.region}.amazoncognito.com` : null,
      },
      googleSignIn: Boolean(stateful.users.googleProvider && stateful.users.domain),
      googleSignInDisabledReason: stateful.users.googleProvider ? null : 'Google sign-in is not configured for this deployment.',
      billing: 'stripe',
      // Deployed, Cognito emails the password reset codes itself.
      localMailboxUrl: null,
      passwordPolicy: config.passwordPolicy,
    };
    site.deploy(props.siteAssetPath, runtimeConfig);

    new CfnOutput(this, 'SiteUrl', { value: site.url });
    new CfnOutput(this, 'ApiUrl', { value: apiUrl });
    new CfnOutput(this, 'ApiDirectUrl', { value: api.url, description: 'execute-api endpoint behind CloudFront; refuses (403) every request without CloudFront\'s origin header.' });
    new CfnOutput(this, 'OriginVerifySecretArn', { value: originVerification.secretId, description: 'Secret CloudFront sends as x-origin-verify (README: Origin verification, rotation).' });
    new CfnOutput(this, 'UserPoolId', { value: stateful.users.pool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });
    new CfnOutput(this, 'StripeWebhookUrl', { value: `${apiUrl}/stripe/webhook` });
    new CfnOutput(this, 'StateMachineArn', { value: jobs.stateMachine.stateMachineArn });
    new CfnOutput(this, 'SweepStateMachineArn', { value: sweeps.stateMachine.stateMachineArn });
  }

  /** The app client: SRP and password sign-in; the hosted UI (Google) when a domain is configured. */
  private userPoolClient(stateful: StatefulStack, siteUrl: string): UserPoolClient {
    const google = stateful.users.googleProvider;
    // Built here rather than with pool.addClient (which would place it in the stateful stack): its
    // callback URLs name the CDN, and the stateful stack must not depend on this one.
    const client = new UserPoolClient(this, 'WebClient', {
      userPool: stateful.users.pool,
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(google ? [UserPoolClientIdentityProvider.GOOGLE] : []),
      ],
      oAuth: stateful.users.domain
        ? {
            flows: { authorizationCodeGrant: true },
            scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
            callbackUrls: [`${siteUrl}/`],
            logoutUrls: [`${siteUrl}/`],
          }
        : undefined,
    });
    if (google) client.node.addDependency(google);
    return client;
  }
}
