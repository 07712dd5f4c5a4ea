/**
 * The model-risk band can lie wholly on one side of the run (README, model risk): a TSLA covered
 * call of 2022-2023 rolled at 5 DTE ends $80,691.75 and both runs with the surface shifted ±5.9
 * vol points in parallel end above it (the band's own runs tilt the smile since 2026-12-03 and end
 * $77,060.74 and $95,702.05, either side of it ($75,039.15 and $96,513.02 under the first, unfloored tilt); the parallel runs are kept as the case). Measured, that is the trading path, not a second code path: the band
 * equals the full shifted runs, a shift of 0 gives the base, and the one trade that moves the lower
 * run above the base is a call rolled a week later at another spot. If a change makes the band take
 * another path than the engine's own run, or the base stop being the unshifted run, this fails.
 * Data-driven, like the goldens: a deliberate engine change may move the figures; then check that
 * the band still equals the full runs and say in README's model-risk paragraph what the case shows.
 */
import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk } from '../../shared/engine';
import type { MarketData } from '../../shared/engine/market/market-data';
import { MODEL_RISK_VOL_POINTS } from '../../shared/engine/market/chain-rules';
import { realMarket } from './real-market';
import { withoutMinVolumeCheck } from './without-min-volume-check';

const request = CoveredBacktestRequestSchema.parse({
  ticker: 'TSLA', shares_multiple: 100, start_date: '2022-01-03', end_date: '2023-12-29',
  strategy: {
    name: 'TSLA covered call rolled at 5 DTE', wheel_enabled: false, start_type: 'covered_call', catch_stop_loss: false,
    days_of_week: [0, 1, 2, 3, 4], price_source: 'last', min_volume_for_entry: 100,
    covered_call_config: {
      DTE_target: 30, exact_dte: false, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: 0.05 },
      min_premium_target: null, entry_conditions: [], exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0.5 }],
      roll_config: {
        DTE_offset: 0, exact_dte: false, min_premium_target: null, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null },
        roll_on_conditions: [{ type: 'dte_stop', min_dte: 5 }], max_rolls: 2,
      },
    },
  },
});

const shifted = async (points: number, wingTilt?: number): Promise<MarketData> => {
  const m = await realMarket('TSLA');
  if (m.withVolShift === undefined) throw new Error('the bundled market cannot shift its surface');
  return m.withVolShift(points, wingTilt);
};

describe('model-risk band on one side of the run: the trading path, not a code path', () => {
  it('TSLA covered call with rolls: both parallel-shifted runs end above the base; the band equals the full (tilted) shifted runs', async () => {
    const points = MODEL_RISK_VOL_POINTS['single-name'];
    expect(points).toBe(5.9);
    const { model_risk: band, ...base } = withoutMinVolumeCheck(runCoveredBacktestWithModelRisk(request, await realMarket('TSLA')));
    expect(base).toEqual(runCoveredBacktest(request, await realMarket('TSLA')));
    expect(runCoveredBacktest(request, await shifted(0)).trades).toEqual(base.trades);
    const low = runCoveredBacktest(request, await shifted(-points));
    const high = runCoveredBacktest(request, await shifted(points));
    expect([band?.low.end_balance, band?.high.end_balance]).toEqual([low.end_balance, high.end_balance]);
    // Since the band tilts the smile (2026-12-03, vol-surface.ts wingShare, MODEL_RISK_WING_TILT 1: the
    // 0.30-delta calls shifted about 7.7 points, not 5.9; 8.1 under the first, unfloored tilt) the
    // lower run ends below the base.
    expect([base.end_balance, low.end_balance, high.end_balance]).toEqual([79_571.81, 76_084.64, 94_216.21]);
    // The path case, on the parallel shift (wing tilt 0): both runs end above the base. The trade that
    // moves the lower run above it: the base's 900 call written 2022-03-11, rolled 04-04 with TSLA at
    // 1,145.45; the lower run's 875 call written 03-14 (its previous call's 50% take-profit came a
    // trading day later), rolled 04-11 at 975.93.
    const lowParallel = runCoveredBacktest(request, await shifted(-points, 0));
    const highParallel = runCoveredBacktest(request, await shifted(points, 0));
    expect([lowParallel.end_balance, highParallel.end_balance]).toEqual([81_333.01, 88_166.08]);
    const roll = (r: typeof low) => r.trades.find((t) => t.entry_date >= '2022-03-11' && t.entry_date <= '2022-03-14');
    expect([roll(base)?.entry_date, roll(base)?.exit_date, roll(base)?.pnl]).toEqual(['2022-03-11', '2022-04-04', -21_761.3]);
    expect([roll(lowParallel)?.entry_date, roll(lowParallel)?.exit_date, roll(lowParallel)?.pnl]).toEqual(['2022-03-14', '2022-04-11', -7_671.3]);
  });
});
