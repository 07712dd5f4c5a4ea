/**
 * The one declaration of the backend's stateful resources and the environment that names them.
 * The CDK stack (infra/) creates tables and buckets from these descriptions and sets these
 * environment variables on each Lambda; the local runtime (infra/local) creates the same tables in
 * dynalite and the same buckets in s3rver and sets the same variables on its process.
 * Only functions/platform/config.ts reads process.env.
 */

export interface AttributeDef {
  name: string;
  type: 'S' | 'N';
}

export interface TableDef {
  /** Logical name; the physical name comes from the environment variable `envVar`. */
  id: string;
  envVar: string;
  partitionKey: AttributeDef;
  sortKey?: AttributeDef;
  /** Attribute holding an epoch-seconds expiry, when items expire by TTL. */
  ttlAttribute?: string;
  globalIndexes?: { name: string; partitionKey: AttributeDef; sortKey?: AttributeDef }[];
}

export const TABLES = {
  users: {
    id: 'Users',
    envVar: 'USERS_TABLE',
    partitionKey: { name: 'user_id', type: 'S' },
    globalIndexes: [{ name: 'by-stripe-customer', partitionKey: { name: 'stripe_customer_id', type: 'S' } }],
  },
  jobs: {
    id: 'Jobs',
    envVar: 'JOBS_TABLE',
    partitionKey: { name: 'job_id', type: 'S' },
    ttlAttribute: 'expires_at',
  },
  savedBacktests: {
    id: 'SavedBacktests',
    envVar: 'SAVED_BACKTESTS_TABLE',
    partitionKey: { name: 'user_id', type: 'S' },
    sortKey: { name: 'backtest_id', type: 'S' },
  },
  billingEvents: {
    id: 'BillingEvents',
    envVar: 'BILLING_EVENTS_TABLE',
    partitionKey: { name: 'event_id', type: 'S' },
  },
  /** Share links (issue 18): token -> (owner, backtest); the saved item holds its token back. */
  shares: {
    id: 'Shares',
    envVar: 'SHARES_TABLE',
    partitionKey: { name: 'token', type: 'S' },
  },
} as const satisfies Record<string, TableDef>;

export interface BucketDef {
  id: string;
  envVar: string;
}

export const BUCKETS = {
  /** Backtest results (JSON) and large saved-backtest results. */
  results: { id: 'Results', envVar: 'RESULTS_BUCKET' },
  /** Imported real option chains. */
  marketData: { id: 'MarketData', envVar: 'MARKET_DATA_BUCKET' },
} as const satisfies Record<string, BucketDef>;

/**
 * Key prefixes of the results bucket, one per kind of object. Each function is granted only the
 * prefixes it reads or writes (infra/constructs/function-needs.ts): a presigned URL carries its
 * signer's rights, so the public share read, for one, can sign nothing but a saved backtest's keys.
 */
export const RESULTS_PREFIX = {
  /** `jobs/<job id>/result.json`: a run's result (functions/jobs/job-service.ts). */
  jobs: 'jobs/',
  /** `saved/<user id>/<backtest id>.json`: a large saved payload (functions/saved/saved-service.ts). */
  savedPayloads: 'saved/',
  /** `saved-results/<uuid>.json`: a result saved from its job (functions/saved/saved-result-key.ts). */
  savedResults: 'saved-results/',
  /** `sweeps/<sweep id>/...`: a sweep's batches and result (functions/sweeps/sweep-service.ts). */
  sweeps: 'sweeps/',
} as const;
export type ResultsPrefix = keyof typeof RESULTS_PREFIX;

/**
 * Every other environment variable the Lambdas read. Endpoints for local mode use the AWS SDK's
 * own AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL_SFN variables.
 */
export const ENV = {
  stateMachineArn: 'STATE_MACHINE_ARN',
  /** The parameter-sweep state machine (functions/sweeps/sweep-state-machine.ts). */
  sweepStateMachineArn: 'SWEEP_STATE_MACHINE_ARN',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Local mode only: cognito-local's issuer and JWKS URL (deployed: derived from the pool id). */
  cognitoIssuer: 'COGNITO_ISSUER',
  cognitoJwksUri: 'COGNITO_JWKS_URI',
  /** 'stripe' (deployed, or local with a key) or 'local' (the local checkout page). */
  billingMode: 'BILLING_MODE',
  /** Deployed: Secrets Manager secret names. Local: the values themselves. */
  stripeSecretName: 'STRIPE_SECRET_NAME',
  stripeWebhookSecretName: 'STRIPE_WEBHOOK_SECRET_NAME',
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  stripePriceId: 'STRIPE_PRICE_ID',
  /** The site's public origin, for checkout success and cancel URLs and CORS. */
  appUrl: 'APP_URL',
  /** Local only: the public base that presigned result URLs are rewritten to (the app's /local-s3 proxy). */
  resultUrlBase: 'RESULT_URL_BASE',
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /**
   * Where the task Lambdas read imported option chains: 's3' (the market-data bucket, ranged reads;
   * the default deployed) or 'folder' (.local/chains, the default with a local S3 endpoint).
   */
  chainStore: 'CHAIN_STORE',
  /**
   * Origin verification (issue 17): deployed, the Secrets Manager secret whose value CloudFront
   * sends as ORIGIN_VERIFY_HEADER; locally (and in the integration harness), the value itself,
   * which the local server adds to every /api request. An API handler with neither refuses to run.
   */
  originVerifySecretName: 'ORIGIN_VERIFY_SECRET_NAME',
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
} as const;

/**
 * The header CloudFront adds to every request it forwards to the HTTP API (an origin custom
 * header, which overwrites one a viewer sends). The execute-api endpoint is public and AWS WAF
 * cannot be attached to an HTTP API, so the handlers refuse a request without it (403): only
 * requests that came through CloudFront, and so through the edge web ACL, do any work.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * What the CDK stack stores in a Stripe secret until the operator sets the real value; the
 * backend refuses to use it (503 "Billing is not configured yet").
 */
export const UNSET_SECRET = 'not-set';
