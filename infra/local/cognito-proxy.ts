/**
 * /cognito/* -> cognito-local on loopback, so the browser reaches the user pool on the app's own
 * origin (cognito-local itself stays on 127.0.0.1). The path after /cognito is kept: "/" for the
 * API (x-amz-target), "/<pool>/.well-known/jwks.json" for keys.
 *
 * Locked down like the deployed user pool's public endpoint (issue 17): only the user-level
 * operations a signed-out or signed-in user may call are forwarded (cognito-local would also run
 * the admin API, e.g. AdminSetUserPassword, without credentials), only from this server's own
 * origin (same-origin.ts), and cognito-local's wildcard CORS headers are not passed on.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { COGNITO_PROXY_PATH } from './config-json';
import type { SameOriginCheck } from './same-origin';

/** What the app (Amplify, the token refresher, sign-up and forgot-password flows) calls. */
export const USER_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
] as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const PUBLIC_KEYS = /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/;

function refuse(res: ServerResponse, status: number, type: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'cache-control': 'no-store' }).end(JSON.stringify({ __type: type, message }));
}

/** Why this request may not reach the user pool, or undefined when it may. */
function refusal(req: IncomingMessage, path: string): string | undefined {
  if (req.method === 'GET') return PUBLIC_KEYS.test(path) ? undefined : `GET ${path} is not available through the local app`;
  if (req.method !== 'POST' || path !== '/') return `${req.method ?? ''} ${path} is not available through the local app`;
  const target = String(req.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  return (USER_OPERATIONS as readonly string[]).includes(operation) ? undefined : `Operation ${operation || '(none)'} is not available through the local app`;
}

export function cognitoProxy(target: string, sameOrigin: SameOriginCheck) {
  const upstream = new URL(target);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').slice(COGNITO_PROXY_PATH.length).split('?')[0] || '/';
    const foreign = sameOrigin(req.headers);
    if (foreign) return void (req.resume(), refuse(res, 403, 'AccessDeniedException', foreign));
    const denied = refusal(req, path.startsWith('/') ? path : `/${path}`);
    if (denied) return void (req.resume(), refuse(res, 400, 'NotAuthorizedException', denied));
    const headers = { ...req.headers, host: upstream.host };
    delete headers.origin;
    const out = request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: path.startsWith('/') ? path : `/${path}`, headers },
      (answer) => {
        const passed = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !k.startsWith('access-control-')));
        res.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(res);
      },
    );
    out.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __type: 'ServiceUnavailable', message: `local Cognito is not answering: ${err.message}` }));
    });
    req.pipe(out);
  };
}
