/**
 * The environment the handlers read (names from functions/platform/resources.ts), pointing the AWS
 * SDK at the local servers through its own AWS_ENDPOINT_URL_* variables. The runtime process sets
 * it on itself before any handler module is imported, so the backend code is the code deployed.
 */
import { BUCKETS, ENV, TABLES, type BucketDef, type TableDef } from '../../functions/platform/resources';

export const LOCAL_REGION = 'us-east-1';
export const LOCAL_ACCOUNT = '000000000000';
// The same fixed pair as functions/adapters/aws-clients.ts; s3.ts registers it with s3rver.
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:Backtest`;
export const LOCAL_PRICE_ID = 'price_local_pro_monthly';

/** S3 bucket names must be lowercase DNS labels: Results -> results, MarketData -> market-data. */
export const bucketName = (b: BucketDef): string => b.id.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  sfn: string;
  cognito: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  appUrl: string;
  billing: Billing;
}

export type Billing =
  | { mode: 'local'; webhookSecret: string }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; priceId?: string };

export function localEnv(e: LocalEndpoints): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamodb,
    AWS_ENDPOINT_URL_S3: e.s3,
    AWS_ENDPOINT_URL_SFN: e.sfn,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: e.cognito,
    [ENV.s3ForcePathStyle]: 'true',
    [ENV.stateMachineArn]: STATE_MACHINE_ARN,
    [ENV.userPoolId]: e.userPoolId,
    [ENV.userPoolClientId]: e.userPoolClientId,
    [ENV.cognitoIssuer]: e.issuer,
    [ENV.cognitoJwksUri]: e.jwksUri,
    [ENV.appUrl]: e.appUrl,
    [ENV.billingMode]: e.billing.mode,
    [ENV.stripeWebhookSecret]: e.billing.webhookSecret,
  };
  for (const t of Object.values(TABLES) as TableDef[]) env[t.envVar] = t.id;
  for (const b of Object.values(BUCKETS) as BucketDef[]) env[b.envVar] = bucketName(b);
  if (e.billing.mode === 'stripe') {
    env[ENV.stripeSecretKey] = e.billing.secretKey;
    if (e.billing.priceId) env[ENV.stripePriceId] = e.billing.priceId;
  } else {
    env[ENV.stripePriceId] = LOCAL_PRICE_ID;
  }
  return env;
}
