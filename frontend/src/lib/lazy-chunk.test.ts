import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, isChunkError, loadChunk } from './lazy-chunk';

afterEach(() => vi.useRealTimers());

describe('loadChunk (spec section 8)', () => {
  it("rejects with 'Loading chunk failed' after 120 seconds", async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toThrow(/^Loading chunk failed/);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('resolves with the module when it arrives in time, and wraps an import failure', async () => {
    await expect(loadChunk(async () => ({ a: 1 }))).resolves.toEqual({ a: 1 });
    const failed = await loadChunk(async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((e: unknown) => e);
    expect(isChunkError(failed)).toBe(true);
  });
});
