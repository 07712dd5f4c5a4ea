/**
 * A failed sweep's log line carries the error's message, never the stack trace Lambda puts in a
 * Catch's Cause, nor a secret inside the message (as MarkFailed logs a failed backtest).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SweepRecord } from '../adapters/sweeps-table';
import { failSweep } from './sweep-tasks-service';

afterEach(() => vi.restoreAllMocks());

describe('failSweep log line', () => {
  it('logs the message of a Lambda Cause without its trace, redacted', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const record = { job_id: 's-1', user_id: 'u-1', status: 'running' } as SweepRecord;
    const stores = {
      sweeps: { get: async () => record, markFailed: async () => true },
      slots: { release: async () => undefined },
      blobs: {},
    } as unknown as Parameters<typeof failSweep>[0];
    const cause = JSON.stringify({
      errorType: 'Error',
      errorMessage: 'Stripe said: invalid key sk_live_abcdef123456',
      trace: ['Error: Stripe said', '    at runBatch (/var/task/index.js:10:5)'],
    });
    await failSweep(stores, 's-1', { Error: 'Error', Cause: cause });
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(logged).toMatchObject({ message: 'sweep failed', sweep_id: 's-1', error_message: 'Stripe said: invalid key [redacted]' });
    expect(lines[0]).not.toMatch(/trace|at runBatch|sk_live/);
  });
});
