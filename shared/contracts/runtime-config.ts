import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/constants';

/**
 * `/config.json`: what the browser needs to reach the API and the identity service, written by
 * the CDK deploy and by the local server. No secret ever goes in here.
 */
export const PasswordPolicySchema = z.object({
  minimumLength: z.int().min(1).default(PASSWORD_MIN_LENGTH),
  maximumLength: z.int().min(1).nullable().optional(),
  requireLowercase: z.boolean().default(false),
  requireUppercase: z.boolean().default(false),
  requireNumbers: z.boolean().default(false),
  requireSymbols: z.boolean().default(false),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

export const RuntimeConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  cognito: z.object({
    region: z.string().min(1),
    userPoolId: z.string().min(1),
    userPoolClientId: z.string().min(1),
    /** A custom endpoint (cognito-local); null on AWS. */
    endpoint: z.string().nullable().default(null),
    /** SRP on AWS; cognito-local supports only USER_PASSWORD_AUTH (DESIGN.md section 9). */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
    /** Hosted UI domain for Google sign-in; null when not configured. */
    oauthDomain: z.string().nullable().default(null),
  }),
  googleSignIn: z.boolean().default(false),
  googleSignInDisabledReason: z.string().nullable().default(null),
  billing: z.enum(['stripe', 'local']).default('stripe'),
  passwordPolicy: PasswordPolicySchema.prefault({}),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
