/**
 * The one public server: /api/health, /api/* (API Gateway's part), /config.json, /cognito/* (the
 * user pool, same origin), the local checkout page, the local mailbox, and the frontend (built files, or Vite's dev
 * middleware with hot reload in `npm run dev`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GENERIC_ERROR } from '../../functions/platform/http';
import { legacyShareToken, loggablePath, shareAddress } from '../../shared/contracts/legacy-share-link';
import { SHARE_PAGE_REFERRER_POLICY } from '../../shared/contracts/referrer-policy';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
import { API_BASE, sendJson } from './api-proxy';
import { COGNITO_PROXY_PATH, requestOrigin } from './config-json';
import { CHECKOUT_PATH } from './local-checkout';
import { MAILBOX_PATH } from './local-mailbox';
import { S3_PROXY_PATH } from './s3-proxy';

type Handle = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface PublicServerParts {
  api: Handle;
  health: () => Promise<boolean>;
  /** The app's runtime config, or undefined while the runtime is still starting (answered 503, not an error). */
  config: (origin: string) => RuntimeConfig | undefined;
  cognito: Handle;
  s3: Handle;
  checkout: Handle | undefined;
  /** The local mailbox page: password reset codes, since no mail leaves the machine. */
  mailbox: Handle;
  frontend: Handle;
  fallbackOrigin: () => string;
}

const under = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * An old share link (`/share/<token>`) is answered first with a redirect to its fragment form
 * (`/share#<token>`), so no later layer (the frontend's files, Vite's dev middleware, an error
 * line) ever holds its token; the browser keeps the fragment of a redirect's Location.
 */
function redirectLegacyShareLink(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const token = legacyShareToken(path);
  if (token === null) return false;
  const query = (req.url ?? '').slice(path.length);
  res.writeHead(302, { location: shareAddress(token, query.startsWith('?') ? query : ''), 'cache-control': 'no-store', 'referrer-policy': SHARE_PAGE_REFERRER_POLICY });
  res.end();
  return true;
}

/** What /config.json answers while the local servers are still starting (the page reloads into the app). */
export const STARTING_MESSAGE = 'The app is still starting: reload the page in a few seconds.';

export function createPublicServer(parts: PublicServerParts): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (redirectLegacyShareLink(req, res, path)) return;
    const run = async (): Promise<void> => {
      if (path === `${API_BASE}/health`) {
        const ok = await parts.health();
        return sendJson(res, ok ? 200 : 503, ok ? { status: 'ok' } : { status: 'starting' });
      }
      if (under(path, API_BASE)) return parts.api(req, res);
      if (path === '/config.json') {
        const config = parts.config(requestOrigin(req.headers.host, parts.fallbackOrigin()));
        // The page can be served a moment before the servers behind it are up: say so, do not log a stack.
        if (config === undefined) return sendJson(res, 503, { error: STARTING_MESSAGE }, { 'retry-after': '2' });
        return sendJson(res, 200, config);
      }
      if (under(path, COGNITO_PROXY_PATH)) return parts.cognito(req, res);
      if (under(path, S3_PROXY_PATH)) return parts.s3(req, res);
      if (under(path, CHECKOUT_PATH) && parts.checkout) return parts.checkout(req, res);
      if (path === MAILBOX_PATH) return parts.mailbox(req, res);
      return parts.frontend(req, res);
    };
    run().catch((err: unknown) => {
      console.error(`[local] ${req.method} ${loggablePath(path)}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent) sendJson(res, 500, { error: GENERIC_ERROR });
      else res.end();
    });
  });
}
