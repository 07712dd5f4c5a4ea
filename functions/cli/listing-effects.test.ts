import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { CoveredBacktestRequestInput } from '../../shared/contracts';
import { parseRequest } from './parse-request';
import { WHEEL_RUNS, wheelRequest } from './listing-effects';

describe('listing-effects runs', () => {
  it('are the wheel example with the run\'s ticker, dates, DTE targets and minimum volume, and nothing else changed', async () => {
    const example = JSON.parse(await readFile(new URL('./examples/wheel.json', import.meta.url), 'utf8')) as CoveredBacktestRequestInput;
    const hood = WHEEL_RUNS.find((r) => r.label === 'HOOD to 2021-12 7-DTE wheel');
    expect(hood).toBeDefined();
    const request = wheelRequest(example, hood!);
    const parsed = parseRequest(request);
    expect(parsed.kind).toBe('covered');
    if (parsed.kind !== 'covered') return;
    const s = parsed.request.strategy;
    expect([parsed.request.ticker, parsed.request.start_date, parsed.request.end_date]).toEqual(['HOOD', '2021-07-29', '2021-12-31']);
    expect([s.cash_secured_put_config?.DTE_target, s.covered_call_config?.DTE_target, s.min_volume_for_entry]).toEqual([7, 7, 0]);
    // The example's ±0.3 delta, its profit target and its roll stay as they are.
    expect(s.cash_secured_put_config?.strike_target_condition).toEqual(example.strategy.cash_secured_put_config?.strike_target_condition);
    expect(s.covered_call_config?.roll_config?.max_rolls).toBe(2);
    // A run without its own minimum volume keeps the example's 100.
    const spy = wheelRequest(example, WHEEL_RUNS.find((r) => r.ticker === 'SPY')!);
    expect(spy.strategy.min_volume_for_entry).toBe(100);
  });
});
