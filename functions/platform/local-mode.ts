/**
 * What local mode shares between the local runtime (infra/local, `npm start`) and the backend's
 * integration harness (functions/testing): the fixed region, account and credentials the local
 * AWS-compatible servers accept, the DynamoDB tables and S3 buckets of resources.ts as created on
 * those servers, and the environment the handlers read, pointing the AWS SDK at the local servers
 * through its own AWS_ENDPOINT_URL_* variables. Here, not in infra/local, because functions/ may
 * not import infra/ and both need it.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { BUCKETS, ENV, TABLES, type AttributeDef, type BucketDef, type TableDef } from './resources';

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT = '000000000000';
/** The local servers accept any signature; s3rver needs this pair registered (s3.ts, local-aws.ts). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:Backtest`;
export const LOCAL_SWEEP_STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:Sweep`;

/** The Lambda ARN a Task state names for a task function (TASKS in routes.ts). */
export const localTaskArn = (name: string): string => `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${name}`;

/** Physical table names: locally the logical ids themselves. */
export const localTableName = (t: TableDef): string => t.id;

/** S3 bucket names must be lowercase DNS labels: Results -> results, MarketData -> market-data. */
export const localBucketName = (b: BucketDef): string => b.id.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

export const LOCAL_TABLES = Object.values(TABLES) as TableDef[];
export const LOCAL_BUCKETS = Object.values(BUCKETS) as BucketDef[];

/** CreateTable input for a table of resources.ts (on-demand, every index projecting all). */
export function createTableInput(def: TableDef): CreateTableCommandInput {
  const attributes = new Map<string, AttributeDef['type']>();
  const key = (pk: AttributeDef, sk?: AttributeDef) => {
    attributes.set(pk.name, pk.type);
    if (sk) attributes.set(sk.name, sk.type);
    return [
      { AttributeName: pk.name, KeyType: 'HASH' as const },
      ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
    ];
  };
  const KeySchema = key(def.partitionKey, def.sortKey);
  const GlobalSecondaryIndexes = def.globalIndexes?.map((g) => ({
    IndexName: g.name,
    KeySchema: key(g.partitionKey, g.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  }));
  return {
    TableName: localTableName(def),
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema,
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    ...(GlobalSecondaryIndexes ? { GlobalSecondaryIndexes } : {}),
  };
}

export type Billing =
  | { mode: 'local'; webhookSecret: string }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; priceId?: string };

export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  sfn: string;
  /** cognito-local's endpoint and pool id (the test harness has only an issuer and its JWKS). */
  cognito?: string;
  userPoolId?: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  appUrl: string;
  /** Where the browser fetches presigned result URLs (the runtime's /local-s3 proxy). */
  resultUrlBase?: string;
  billing: Billing;
  /**
   * The origin verification value: the local server (or the test harness) adds it to every API
   * request as CloudFront does deployed, so the handlers' check runs locally too.
   */
  originSecret: string;
}

export function localEnv(e: LocalEndpoints): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamodb,
    AWS_ENDPOINT_URL_S3: e.s3,
    AWS_ENDPOINT_URL_SFN: e.sfn,
    [ENV.s3ForcePathStyle]: 'true',
    [ENV.stateMachineArn]: LOCAL_STATE_MACHINE_ARN,
    [ENV.sweepStateMachineArn]: LOCAL_SWEEP_STATE_MACHINE_ARN,
    [ENV.userPoolClientId]: e.userPoolClientId,
    [ENV.cognitoIssuer]: e.issuer,
    [ENV.cognitoJwksUri]: e.jwksUri,
    [ENV.appUrl]: e.appUrl,
    [ENV.billingMode]: e.billing.mode,
    [ENV.stripeWebhookSecret]: e.billing.webhookSecret,
    [ENV.originVerifySecret]: e.originSecret,
  };
  if (e.cognito) env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = e.cognito;
  if (e.resultUrlBase) env[ENV.resultUrlBase] = e.resultUrlBase;
  if (e.userPoolId) env[ENV.userPoolId] = e.userPoolId;
  for (const t of LOCAL_TABLES) env[t.envVar] = localTableName(t);
  for (const b of LOCAL_BUCKETS) env[b.envVar] = localBucketName(b);
  // Local billing (functions/billing/local-gateway.ts) needs no key and no price.
  if (e.billing.mode === 'stripe') {
    env[ENV.stripeSecretKey] = e.billing.secretKey;
    if (e.billing.priceId) env[ENV.stripePriceId] = e.billing.priceId;
  }
  return env;
}
