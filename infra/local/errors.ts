/**
 * Failures the local runtime explains in one line: what went wrong and how to fix it. `npm start`
 * prints `message` alone (no stack) and exits 1; nothing under the state folder is deleted.
 */
export class LocalRuntimeError extends Error {
  override name = 'LocalRuntimeError';
}

export const portTaken = (port: number, what: string): LocalRuntimeError =>
  new LocalRuntimeError(
    `Port ${port} (${what}) is already in use: stop whatever is using it, or start on another port with PORT=<port> npm start.`,
  );

export const corruptStore = (what: string, path: string, cause: unknown): LocalRuntimeError =>
  new LocalRuntimeError(
    `The local ${what} store at ${path} is damaged (${describe(cause)}): move the folder away to keep it for inspection, ` +
      `or run npm run reset to start with empty local data.`,
  );

export const storeInUse = (path: string): LocalRuntimeError =>
  new LocalRuntimeError(
    `The local data at ${path} is in use by another npm start: stop that one first, or give this one its own folder with LOCAL_STATE_DIR=<folder>.`,
  );

export const missingBuild = (dist: string): LocalRuntimeError =>
  new LocalRuntimeError(`The frontend is not built (${dist}/index.html is missing): run npm run build, or use npm run dev.`);

export function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' && !cause.message.includes(code) ? `${code}: ${cause.message}` : cause.message;
  }
  return String(cause);
}

export function isAddressInUse(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EADDRINUSE';
}
