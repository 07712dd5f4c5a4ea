import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * Issue 15, volume and open interest on the bundled real bars: the modeled volume scales with each
 * ticker's own share volume, so the default minimum volume (100 contracts) lets the liquid names
 * trade and visibly thins a name whose shares trade little, and the result says so.
 */
const coveredCall2022 = (ticker: string) => CoveredBacktestRequestSchema.parse({
  ticker, start_date: '2022-01-01', end_date: '2022-12-31', shares_multiple: 100,
  strategy: { covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, exit_conditions: [] } },
});
const volumeSkips = (r: { diagnostics: { skipped_entries: { reason: string }[] } }) =>
  r.diagnostics.skipped_entries.filter((s) => s.reason.includes('with a volume of at least 100')).length;

describe('modeled liquidity with the default minimum volume', async () => {
  const markets = Object.fromEntries(await Promise.all(['SPY', 'QQQ', 'AAPL', 'MSTR'].map(async (t) => [t, await realMarket(t)] as const)));
  const run = (t: string) => {
    const market = markets[t];
    if (!market) throw new Error(`no market for ${t}`);
    return runCoveredBacktest(coveredCall2022(t), market);
  };

  it('SPY, QQQ and AAPL 30-delta, 30-DTE covered calls are never stopped by it in 2022', () => {
    for (const t of ['SPY', 'QQQ', 'AAPL']) {
      const r = run(t);
      expect(r.total_trades, t).toBeGreaterThanOrEqual(10);
      expect(volumeSkips(r), t).toBe(0);
      expect(r.diagnostics.notes.some((n) => n.startsWith('Liquidity filter on modeled data: the minimum volume of 100'))).toBe(true);
    }
  });

  it('MSTR (about a million shares a day before its 2024 split) is thinned, and the notes count the days and the moves', () => {
    const aapl = run('AAPL');
    const mstr = run('MSTR');
    // Its $50-multiple strikes (the round ones, liquidity-model.ts strikeRoundness) and its monthlies
    // reach 100 contracts on some days, the others do not. With flexible DTE (the default) an entry
    // whose nearest expiry is thin moves to a nearby liquid one (expiry-fallback.ts): 13 trades like
    // AAPL's, 7 of them on a farther expiry, 19 days still stopped (72 days, 9 trades before the move).
    expect(volumeSkips(mstr)).toBeGreaterThan(10);
    const moved = mstr.trades.filter((t) => t.reason.includes('had no strike meeting the minimum volume of 100')).length;
    expect(moved).toBeGreaterThan(3);
    expect(mstr.diagnostics.notes.some((n) => n.startsWith(`Flexible DTE matching: ${moved} entries or rolls traded a farther expiry`))).toBe(true);
    const note = mstr.diagnostics.notes.find((n) => n.startsWith('Liquidity filter on modeled data'));
    expect(note).toMatch(/It stopped an entry or roll on \d+ days/);
    expect(aapl.trades.some((t) => t.reason.includes('had no strike meeting the minimum volume'))).toBe(false);
    // One AAPL pick the filter moved more than 0.05 of delta (volume-moved.ts, audit 12 N6): the
    // 180 call at 0.357 taken on 2022-04-01, the 182.5 at 0.295 (volume 98) nearest the target.
    expect(aapl.trades.filter((t) => t.reason.includes('moved the pick')).map((t) => t.entry_date)).toEqual(['2022-04-01']);
    // Held to the exact DTE it cannot move: fewer fills than AAPL (6 against 11 with exact DTE).
    const exact = (t: string) => {
      const request = coveredCall2022(t);
      const callLeg = request.strategy.covered_call_config;
      if (!callLeg) throw new Error('no covered call leg');
      return runCoveredBacktest({ ...request, strategy: { ...request.strategy, covered_call_config: { ...callLeg, exact_dte: true } } }, markets[t]!);
    };
    expect(exact('MSTR').total_trades).toBeLessThan(exact('AAPL').total_trades * 0.8);
  });
});
