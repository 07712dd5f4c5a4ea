/**
 * The backend's handler modules, loaded by path from the route table and TASKS (the same entries
 * CDK bundles), after the runtime has set the environment they read.
 */
import { pathToFileURL } from 'node:url';
import { repoPath } from '../paths';

export type Handler = (event: unknown, context?: unknown) => Promise<unknown>;

export class HandlerUnavailableError extends Error {
  override name = 'HandlerUnavailableError';
}

const loaded = new Map<string, Promise<Handler>>();

/** The module's `handler`, imported once; a missing or broken module rejects with the reason. */
export function loadHandler(entry: string): Promise<Handler> {
  let p = loaded.get(entry);
  if (!p) {
    p = import(pathToFileURL(repoPath(entry)).href).then(
      (mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new HandlerUnavailableError(`${entry} does not export a handler function`);
        return mod.handler as Handler;
      },
      (err: unknown) => {
        throw new HandlerUnavailableError(`${entry} cannot be loaded: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      },
    );
    // Do not cache failures: in `npm run dev` the file may appear or be fixed later.
    p.catch(() => loaded.delete(entry));
    loaded.set(entry, p);
  }
  return p;
}

/** A Lambda-like context for handlers that read one (request id, remaining time). */
export function lambdaContext(name: string, timeoutSeconds: number) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    functionName: name,
    functionVersion: '$LATEST',
    awsRequestId: crypto.randomUUID(),
    memoryLimitInMB: '0',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    callbackWaitsForEmptyEventLoop: false,
  };
}
