/**
 * The Lambdas' configuration: the one reader of process.env (CONVENTIONS.md item 4). Parsed once,
 * with zod, and every bad key is listed in one error so a misconfigured deploy fails loudly at the
 * first call instead of half-working.
 */
import { z } from 'zod';
import { BUCKETS, ENV, TABLES } from './resources';

const required = z.string({ error: 'is required' }).trim().min(1, 'is required');
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const url = z.url({ message: 'must be a URL' }).optional().or(z.literal('').transform(() => undefined));

const EnvSchema = z
  .object({
    [TABLES.users.envVar]: required,
    [TABLES.jobs.envVar]: required,
    [TABLES.savedBacktests.envVar]: required,
    [TABLES.billingEvents.envVar]: required,
    [TABLES.shares.envVar]: required,
    [BUCKETS.results.envVar]: required,
    [BUCKETS.marketData.envVar]: optional,
    [ENV.stateMachineArn]: optional,
    [ENV.sweepStateMachineArn]: optional,
    [ENV.userPoolId]: optional,
    [ENV.userPoolClientId]: required,
    [ENV.cognitoIssuer]: url,
    [ENV.cognitoJwksUri]: url,
    [ENV.billingMode]: z.enum(['stripe', 'local'], { error: "must be 'stripe' or 'local'" }).default('stripe'),
    [ENV.stripeSecretName]: optional,
    [ENV.stripeWebhookSecretName]: optional,
    [ENV.stripeSecretKey]: optional,
    [ENV.stripeWebhookSecret]: optional,
    [ENV.stripePriceId]: optional,
    [ENV.appUrl]: url,
    [ENV.resultUrlBase]: url,
    [ENV.s3ForcePathStyle]: z.enum(['true', 'false', '']).optional(),
    [ENV.chainStore]: z.enum(['s3', 'folder', '']).optional(),
    [ENV.originVerifySecretName]: optional,
    [ENV.originVerifySecret]: optional,
    AWS_REGION: z.string().trim().min(1).default('us-east-1'),
    AWS_ENDPOINT_URL_DYNAMODB: url,
    AWS_ENDPOINT_URL_S3: url,
    AWS_ENDPOINT_URL_SFN: url,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: url,
  })
  .superRefine((parsed, ctx) => {
    const env = parsed as Record<string, string | undefined>;
    const need = (key: string, why: string): void => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    // Local Cognito is identified by issuer + JWKS; the real pool by its id.
    if (env[ENV.cognitoIssuer] || env[ENV.cognitoJwksUri]) {
      need(ENV.cognitoIssuer, `with ${ENV.cognitoJwksUri}`);
      need(ENV.cognitoJwksUri, `with ${ENV.cognitoIssuer}`);
    } else {
      need(ENV.userPoolId, `unless ${ENV.cognitoIssuer} and ${ENV.cognitoJwksUri} are set`);
    }
    if (env[ENV.chainStore] === 's3') need(BUCKETS.marketData.envVar, `when ${ENV.chainStore} is s3`);
    if (!env[ENV.stripeWebhookSecret] && !env[ENV.stripeWebhookSecretName]) {
      need(ENV.stripeWebhookSecret, `(or ${ENV.stripeWebhookSecretName})`);
    }
    if (env[ENV.billingMode] === 'stripe' && !env[ENV.stripeSecretKey] && !env[ENV.stripeSecretName]) {
      need(ENV.stripeSecretKey, `(or ${ENV.stripeSecretName}) when ${ENV.billingMode} is stripe`);
    }
  });

export interface Config {
  tables: { users: string; jobs: string; savedBacktests: string; billingEvents: string; shares: string };
  buckets: { results: string; marketData: string | undefined };
  /**
   * The imported-chain store the tasks read: 's3' (the market-data bucket) or 'folder' (the local
   * folder store). Default: 's3' when a market-data bucket is set and S3 is the real one, else 'folder'.
   */
  chainStore: 's3' | 'folder';
  stateMachineArn: string | undefined;
  sweepStateMachineArn: string | undefined;
  auth: { clientId: string; userPoolId: string | undefined; issuer: string | undefined; jwksUri: string | undefined };
  billing: {
    mode: 'stripe' | 'local';
    secretKey: string | undefined;
    secretKeyName: string | undefined;
    webhookSecret: string | undefined;
    webhookSecretName: string | undefined;
    priceId: string | undefined;
  };
  appUrl: string | undefined;
  /** Local only: presigned result URLs are served through the app's origin (infra/local). */
  resultUrlBase: string | undefined;
  /**
   * The value every API request must carry in ORIGIN_VERIFY_HEADER: locally the value itself,
   * deployed the name (ARN) of its Secrets Manager secret (functions/platform/origin-verify.ts).
   */
  originVerify: { value: string | undefined; secretName: string | undefined };
  aws: {
    region: string;
    s3ForcePathStyle: boolean;
    endpoints: { dynamodb?: string; s3?: string; sfn?: string; secretsManager?: string };
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws one ConfigError naming every bad key. Pure: tests pass their own. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${bad.join('; ')}`);
  }
  const e = parsed.data as Record<string, string | undefined>;
  const get = (k: string): string | undefined => e[k];
  const must = (k: string): string => get(k) ?? '';
  return {
    tables: {
      users: must(TABLES.users.envVar),
      jobs: must(TABLES.jobs.envVar),
      savedBacktests: must(TABLES.savedBacktests.envVar),
      billingEvents: must(TABLES.billingEvents.envVar),
      shares: must(TABLES.shares.envVar),
    },
    buckets: { results: must(BUCKETS.results.envVar), marketData: get(BUCKETS.marketData.envVar) },
    chainStore: chainStoreOf(get(ENV.chainStore), get(BUCKETS.marketData.envVar), get('AWS_ENDPOINT_URL_S3')),
    stateMachineArn: get(ENV.stateMachineArn),
    sweepStateMachineArn: get(ENV.sweepStateMachineArn),
    auth: {
      clientId: must(ENV.userPoolClientId),
      userPoolId: get(ENV.userPoolId),
      issuer: get(ENV.cognitoIssuer),
      jwksUri: get(ENV.cognitoJwksUri),
    },
    billing: {
      mode: get(ENV.billingMode) === 'local' ? 'local' : 'stripe',
      secretKey: get(ENV.stripeSecretKey),
      secretKeyName: get(ENV.stripeSecretName),
      webhookSecret: get(ENV.stripeWebhookSecret),
      webhookSecretName: get(ENV.stripeWebhookSecretName),
      priceId: get(ENV.stripePriceId),
    },
    appUrl: get(ENV.appUrl)?.replace(/\/+$/, ''),
    resultUrlBase: get(ENV.resultUrlBase)?.replace(/\/+$/, ''),
    originVerify: { value: get(ENV.originVerifySecret), secretName: get(ENV.originVerifySecretName) },
    aws: {
      region: must('AWS_REGION'),
      s3ForcePathStyle: get(ENV.s3ForcePathStyle) === 'true',
      endpoints: stripUndefined({
        dynamodb: get('AWS_ENDPOINT_URL_DYNAMODB'),
        s3: get('AWS_ENDPOINT_URL_S3'),
        sfn: get('AWS_ENDPOINT_URL_SFN'),
        secretsManager: get('AWS_ENDPOINT_URL_SECRETS_MANAGER'),
      }),
    },
  };
}

function chainStoreOf(chosen: string | undefined, bucket: string | undefined, s3Endpoint: string | undefined): Config['chainStore'] {
  if (chosen === 's3' || chosen === 'folder') return chosen;
  return bucket && !s3Endpoint ? 's3' : 'folder';
}

function stripUndefined<T extends Record<string, string | undefined>>(o: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: string };
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use (after the runtime has set the environment). */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Forget the parsed configuration (test harnesses that change the environment between suites). */
export function resetConfig(): void {
  cached = undefined;
}
