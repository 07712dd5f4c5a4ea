/**
 * The deployment's configuration, read from CDK context in one place and checked with zod.
 * Every bad key is listed at once, so an operator fixes cdk.json (or `-c key=value`) in one go.
 * Nothing else in infra/ reads context.
 */
import { z } from 'zod';
import { PasswordPolicySchema } from '../shared/contracts/runtime-config';

/**
 * The password policy is the one `/config.json` shows the browser (shared schema, spec defaults),
 * less `maximumLength`, which Cognito cannot enforce, and within Cognito's 99-character ceiling.
 */
const DeployPasswordPolicySchema = PasswordPolicySchema.omit({ maximumLength: true })
  .strict()
  .refine((p) => p.minimumLength <= 99, { message: 'Cognito allows a minimum length of at most 99', path: ['minimumLength'] });

const DeployConfigShape = z
  .object({
    /** Prefix of every stack and resource name: several stages can share an account. */
    stage: z.string().regex(/^[a-z][a-z0-9-]{1,20}$/, 'stage must be 2-21 lowercase letters, digits or dashes, starting with a letter'),
    /** Optional custom domain for the site; needs a certificate in us-east-1. */
    domainName: z.string().min(3).optional(),
    certificateArn: z.string().startsWith('arn:aws:acm:us-east-1:', 'certificateArn must be an ACM certificate in us-east-1').optional(),
    /** Google sign-in through the Cognito hosted UI; both or neither. */
    googleClientId: z.string().min(1).optional(),
    googleClientSecretName: z.string().min(1).optional(),
    /** Cognito hosted UI domain prefix (globally unique in the region). */
    authDomainPrefix: z.string().regex(/^[a-z0-9-]{3,63}$/).optional(),
    /** Secrets Manager names: created empty by the stack, filled by the operator. */
    stripeSecretName: z.string().min(1).default('options-backtester/stripe-secret-key'),
    stripeWebhookSecretName: z.string().min(1).default('options-backtester/stripe-webhook-secret'),
    /** Optional Stripe Price id; without it Checkout sends the $49.99/month price inline. */
    stripePriceId: z.string().startsWith('price_').optional(),
    alarmEmail: z.string().email().optional(),
    passwordPolicy: DeployPasswordPolicySchema.default(DeployPasswordPolicySchema.parse({})),
    /**
     * The version of the origin verification secret CloudFront sends (README: Origin verification,
     * rotation); unset, the version current when the distribution was last updated.
     */
    originVerifyVersionId: z.string().regex(/^[A-Za-z0-9-]{32,64}$/, 'originVerifyVersionId must be a Secrets Manager version id').optional(),
  })
  .strict();

export const DeployConfigSchema = DeployConfigShape.superRefine((c, ctx) => {
    if (Boolean(c.domainName) !== Boolean(c.certificateArn)) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'domainName and certificateArn go together' });
    }
    if (Boolean(c.googleClientId) !== Boolean(c.googleClientSecretName)) {
      ctx.addIssue({ code: 'custom', path: ['googleClientSecretName'], message: 'googleClientId and googleClientSecretName go together' });
    }
  });

export type DeployConfig = z.infer<typeof DeployConfigSchema>;

export class DeployConfigError extends Error {}

/** The context keys this app reads (CDK's own keys, such as `aws:cdk:*`, are ignored). */
const KEYS = Object.keys(DeployConfigShape.shape);

/** Parses the app's context; throws one error that lists every bad key. */
export function parseDeployConfig(context: Record<string, unknown>): DeployConfig {
  const ours = Object.fromEntries(Object.entries(context).filter(([k]) => KEYS.includes(k) || !k.includes(':')));
  const parsed = DeployConfigSchema.safeParse(ours);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(context)'}: ${i.message}`);
  throw new DeployConfigError(`Invalid CDK context (cdk.json "context" or -c key=value):\n${lines.join('\n')}`);
}
