import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../shared/domain/constants';
import { CHUNK_LOAD_FAILED } from '../../../shared/domain/messages';

/** Spec section 8: a chunk that has not arrived after 120 seconds is a failure. */
export const CHUNK_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS;

/**
 * Races a dynamic import against the 120-second timeout. Either a timeout or a failed import
 * rejects with an Error whose message starts with 'Loading chunk failed', which the route error
 * boundary recognises and offers a reload for (a new deploy replaces chunk file names).
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${CHUNK_LOAD_FAILED}: timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    importer().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const detail = cause instanceof Error ? cause.message : String(cause);
        reject(new Error(`${CHUNK_LOAD_FAILED}: ${detail}`, { cause }));
      },
    );
  });
}

/** React.lazy over a named export of a module, loaded through loadChunk. */
export function lazyNamed<K extends string, P extends object>(
  importer: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await loadChunk(importer))[name] }));
}

export function isChunkError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(CHUNK_LOAD_FAILED);
}
