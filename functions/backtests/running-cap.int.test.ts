/**
 * Issue 17: one user may have MAX_RUNNING_JOBS_PER_USER backtests running; one more is a 429
 * `{error}` that spends nothing, and a job that ends (finished or failed) frees its slot. Before,
 * one user's 50 heavy jobs were all accepted and starved everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RUNNING_JOBS_PER_USER, RUNNING_SLOT_STALE_SECONDS, TOO_MANY_RUNNING_JOBS } from '../../shared/contracts/limits';
import { handler as markFailed } from '../jobs/mark-failed.task';
import { handler as markFinished } from '../jobs/mark-finished.task';
import { deps } from '../platform/deps';
import { startBackend, type Backend } from '../testing/backend-harness';
import { handler as startCovered } from './start-covered-backtest.http';

// RunBacktest waits until the test lets it go: each held job stays running as long as needed.
const held = new Map<string, (outcome: 'finish' | 'fail') => void>();
async function heldRun(input: unknown) {
  const { job_id } = input as { job_id: string };
  const outcome = await new Promise<'finish' | 'fail'>((resolve) => held.set(job_id, resolve));
  if (outcome === 'fail') throw Object.assign(new Error('engine gave up'), { name: 'BacktestFailed' });
  await deps().blobs.putJson(`jobs/${job_id}/result.json`, { total_pnl: 0 });
  return { job_id, result_key: `jobs/${job_id}/result.json` };
}

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ RunBacktest: heldRun, MarkFinished: markFinished, MarkFailed: markFailed });
});
afterAll(async () => {
  for (const release of held.values()) release('finish');
  await backend.stop();
});

const request = { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } };
const start = (user: string) => backend.call(startCovered, { method: 'POST', path: '/backtest/covered', user, body: request });
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await check()).toBe(true);
};

describe('running jobs per user', () => {
  it(`accepts ${MAX_RUNNING_JOBS_PER_USER} running jobs, answers 429 to the next without spending, and frees a slot when one ends`, async () => {
    const { users } = deps();
    await users.create('busy', 10);
    const ids: string[] = [];
    for (let i = 0; i < MAX_RUNNING_JOBS_PER_USER; i++) {
      const answer = await start('busy');
      expect(answer.status).toBe(202);
      ids.push((answer.body as { job_id: string }).job_id);
    }
    const refused = await start('busy');
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_RUNNING_JOBS } });
    expect((await users.get('busy'))?.free_backtests_remaining).toBe(10 - MAX_RUNNING_JOBS_PER_USER);
    // Another user is not affected by this one's slots.
    await users.create('other', 3);
    expect((await start('other')).status).toBe(202);

    // A failed job frees its slot too.
    await until(() => held.has(ids[0] ?? ''));
    held.get(ids[0] ?? '')?.('fail');
    await until(async () => Object.keys((await users.get('busy'))?.running_jobs ?? {}).length === MAX_RUNNING_JOBS_PER_USER - 1);
    expect((await start('busy')).status).toBe(202);
    expect((await start('busy')).status).toBe(429);
    await until(() => held.has(ids[1] ?? ''));
    held.get(ids[1] ?? '')?.('finish');
    await until(async () => Object.keys((await users.get('busy'))?.running_jobs ?? {}).length === MAX_RUNNING_JOBS_PER_USER - 1);
    expect((await start('busy')).status).toBe(202);
  });

  it('does not count a slot older than the state machine timeout (its job ended without releasing it)', async () => {
    const { users } = deps();
    await users.create('stale', 3);
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < MAX_RUNNING_JOBS_PER_USER; i++) {
      expect(await users.takeJobSlot('stale', `dead-${i}`, MAX_RUNNING_JOBS_PER_USER, now - RUNNING_SLOT_STALE_SECONDS - 60, 0)).toBe(true);
    }
    expect(await users.takeJobSlot('stale', 'x', MAX_RUNNING_JOBS_PER_USER, now, 0)).toBe(false);
    expect((await start('stale')).status).toBe(202);
    expect(Object.keys((await users.get('stale'))?.running_jobs ?? {})).toHaveLength(1);
  });
});
