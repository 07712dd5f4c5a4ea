/**
 * The frontend behind the public server: the built files (npm start), or Vite in middleware mode
 * with hot reload on the same server and origin (npm run dev).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { repoPath } from '../paths';
import { checkBuild, serveStatic } from './static-files';

export interface Frontend {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

export const FRONTEND_DIST = repoPath('frontend/dist');

export function builtFrontend(dist: string = FRONTEND_DIST): Frontend {
  checkBuild(dist);
  const serve = serveStatic(dist);
  return { handle: serve, close: async () => {} };
}

export async function viteFrontend(server: Server): Promise<Frontend> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: repoPath('frontend/vite.config.ts'),
    appType: 'spa',
    // HMR's websocket shares the public server, so the page needs nothing but the app's origin.
    server: { middlewareMode: true, hmr: { server } },
  });
  return {
    handle: (req, res) =>
      vite.middlewares(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }),
    close: () => vite.close(),
  };
}
