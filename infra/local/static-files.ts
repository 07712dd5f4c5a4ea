/**
 * The built frontend (frontend/dist): files as they are, anything else that is not a file gets
 * index.html (the SPA's client-side routes), as CloudFront's error response does when deployed.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { missingBuild } from './errors';
import { contentSecurityPolicy } from '../../shared/contracts/content-security-policy';
import { referrerPolicyOf } from '../../shared/contracts/referrer-policy';

const SITE_CSP = contentSecurityPolicy();

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** Throws the one-line "run npm run build" error when there is no build. */
export function checkBuild(dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) throw missingBuild(dist);
}

/** The file under `root` a URL path names, or undefined (never anything outside `root`). */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export function serveStatic(dist: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const file = resolveInside(dist, urlPath);
    const target = file ?? (extname(urlPath) ? undefined : join(dist, 'index.html'));
    if (!target || !existsSync(target)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Hashed assets never change; index.html must always be revalidated to pick up a new build.
    const immutable = file !== undefined && urlPath.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      // The deployed site's policy (CloudFront sends the same); everything is on this origin locally.
      'content-security-policy': SITE_CSP,
      // As CloudFront: none from the share page (an old link's token is in its path), the origin elsewhere.
      'referrer-policy': referrerPolicyOf(urlPath),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  };
}
