/**
 * `/config.json`: what the browser learns at start-up about the backend it talks to. Written at
 * deploy time by the CDK stack (from its outputs) and served by the local runtime; read by the
 * frontend before anything else. One schema for all three, so they cannot drift apart.
 */
import { z } from 'zod';

/** The user pool's password policy as the server enforces it (spec section 5: minimum 6 by default). */
export const PasswordPolicySchema = z.object({
  minimumLength: z.number().int().min(6).default(6),
  maximumLength: z.number().int().min(6).optional(),
  requireLowercase: z.boolean().default(false),
  requireUppercase: z.boolean().default(false),
  requireNumbers: z.boolean().default(false),
  requireSymbols: z.boolean().default(false),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

export const RuntimeConfigSchema = z.object({
  /** Base URL of the API: '/api' locally (same origin), the HTTP API URL when deployed. */
  apiBaseUrl: z.string().min(1),
  cognito: z.object({
    region: z.string().min(1),
    userPoolId: z.string().min(1),
    userPoolClientId: z.string().min(1),
    /** Local mode: cognito-local's URL (Amplify v6 `userPoolEndpoint`); null when deployed. */
    endpoint: z.string().url().nullable().default(null),
    /** cognito-local supports USER_PASSWORD_AUTH only (DESIGN.md section 9); Cognito does both. */
    authFlowType: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']).default('USER_PASSWORD_AUTH'),
    /** Hosted UI domain (without scheme), when Google sign-in is configured. */
    oauthDomain: z.string().min(1).nullable().default(null),
  }),
  googleSignIn: z.boolean(),
  /** Why Google sign-in is off, shown on the disabled button. */
  googleSignInDisabledReason: z.string().nullable().default(null),
  /** 'local': the local checkout page; 'stripe': Stripe Checkout. */
  billing: z.enum(['local', 'stripe']),
  passwordPolicy: PasswordPolicySchema.default(PasswordPolicySchema.parse({})),
  /**
   * Local runtime only: the page listing the emails the local user pool 'sent' (password reset
   * codes), since no mail leaves the machine. Null when deployed (Cognito sends real email).
   */
  localMailboxUrl: z.string().nullable().default(null),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
