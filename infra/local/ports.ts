import type { Server } from 'node:http';
import { isAddressInUse, portTaken } from './errors';

export const LOOPBACK = '127.0.0.1';

/** Listens, turning EADDRINUSE into the one-line "port taken" error. */
export function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: unknown): void => reject(isAddressInUse(err) ? portTaken(port, what) : err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Closes a server without waiting for idle keep-alive sockets (SDK clients keep them open). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Where this process reaches its own public server (a wildcard address is reached on loopback). */
export function selfHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return LOOPBACK;
  return host.includes(':') ? `[${host}]` : host;
}

/** Promise.all that waits for every promise before rejecting with the first failure. */
export async function settleAll<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
