import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { daysBetween } from '../../shared/engine/market/calendar';
import { realMarket } from './real-market';

/**
 * Re-entry cooldown (issue 16) on real SPY data: a covered call that exits when RSI(14) is 50 or
 * more re-entered the next day and exited again, day after day. The cooldown spaces entries; 0
 * (the default) must change nothing.
 */
const rsiExit = { type: 'technical', target: { kind: 'rsi', period: 14, percent_offset: 0 }, bottom: { value: 50 }, top: null } as const;

const covered = (cooldown?: number) =>
  CoveredBacktestRequestSchema.parse({
    ticker: 'SPY',
    start_date: '2024-01-02',
    end_date: '2024-12-31',
    shares_multiple: 100,
    strategy: {
      start_type: 'covered_call',
      covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, exit_conditions: [rsiExit] },
      ...(cooldown === undefined ? {} : { reentry_cooldown_days: cooldown }),
    },
  });

const spreads = (cooldown?: number) =>
  BacktestRequestSchema.parse({
    ticker: 'SPY',
    balance: 100_000,
    start_date: '2024-01-02',
    end_date: '2024-12-31',
    strategy: {
      name: 'Short put',
      ticker: 'SPY',
      legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.3 } }],
      global_exit_conditions: [{ type: 'percentage_profit', value: 10 }],
      ...(cooldown === undefined ? {} : { reentry_cooldown_days: cooldown }),
    },
  });

describe('re-entry cooldown on real SPY 2024', async () => {
  const spy = await realMarket('SPY');

  it('covered: 0 days is today\'s behaviour; 10 days spaces every entry 10 calendar days after the last exit', () => {
    const plain = runCoveredBacktest(covered(), spy);
    expect(runCoveredBacktest(covered(0), spy)).toEqual(plain);
    const oneDay = plain.trades.filter((t) => daysBetween(t.entry_date, t.exit_date) <= 1).length;
    expect(oneDay).toBeGreaterThan(20);

    const spaced = runCoveredBacktest(covered(10), spy);
    expect(spaced.trades.length).toBeGreaterThan(3);
    expect(spaced.trades.length).toBeLessThan(plain.trades.length);
    for (let i = 1; i < spaced.trades.length; i++) {
      const prev = spaced.trades[i - 1];
      const next = spaced.trades[i];
      if (prev && next && prev.exit_scenario !== 4) expect(daysBetween(prev.exit_date, next.entry_date)).toBeGreaterThanOrEqual(10);
    }
    expect(spaced.diagnostics.skipped_entries.some((s) => s.reason === 'covered call: re-entry cooldown: 10 calendar days after the last exit')).toBe(true);
  });

  it('spreads: 0 days is today\'s behaviour; 7 days spaces every new position 7 days after the last close', () => {
    const plain = runMultiLegBacktest(spreads(), spy);
    expect(runMultiLegBacktest(spreads(0), spy)).toEqual(plain);
    const spaced = runMultiLegBacktest(spreads(7), spy);
    expect(spaced.trades.length).toBeGreaterThan(2);
    expect(spaced.trades.length).toBeLessThan(plain.trades.length);
    for (let i = 1; i < spaced.trades.length; i++) {
      const prev = spaced.trades[i - 1];
      const next = spaced.trades[i];
      if (prev?.exit_date && next) expect(daysBetween(prev.exit_date, next.entry_date)).toBeGreaterThanOrEqual(7);
    }
  });
});
