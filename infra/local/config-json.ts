/**
 * /config.json for the local runtime, checked against the same schema CDK writes it with
 * (shared/contracts/runtime-config.ts). Cognito is reached through this server's /cognito proxy, so
 * the browser talks to one origin, whatever host name it used.
 */
import { RuntimeConfigSchema, type RuntimeConfig } from '../../shared/contracts/runtime-config';
import { MAILBOX_PATH } from './local-mailbox';
import { DEFAULT_PASSWORD_POLICY } from './password-policy';

export const COGNITO_PROXY_PATH = '/cognito';
export const GOOGLE_OFF_REASON = 'Google sign-in is not available in the local app: it needs the internet and a Google client. Use email and password.';

export function localRuntimeConfig(options: {
  origin: string;
  userPoolId: string;
  userPoolClientId: string;
  billing: 'local' | 'stripe';
}): RuntimeConfig {
  return RuntimeConfigSchema.parse({
    apiBaseUrl: '/api',
    cognito: {
      // cognito-local's pool ids are "<region>_<id>" like Cognito's; Amplify reads the region from it.
      region: options.userPoolId.split('_')[0] ?? 'local',
      userPoolId: options.userPoolId,
      userPoolClientId: options.userPoolClientId,
      endpoint: `${options.origin}${COGNITO_PROXY_PATH}`,
      authFlowType: 'USER_PASSWORD_AUTH',
      oauthDomain: null,
    },
    googleSignIn: false,
    googleSignInDisabledReason: GOOGLE_OFF_REASON,
    billing: options.billing,
    passwordPolicy: DEFAULT_PASSWORD_POLICY,
    localMailboxUrl: `${options.origin}${MAILBOX_PATH}`,
  });
}

/** The origin the browser used (Host header), so /config.json never sends it cross-origin. */
export function requestOrigin(host: string | undefined, fallback: string): string {
  return host && /^[\w.:[\]-]+$/.test(host) ? `http://${host}` : fallback;
}
