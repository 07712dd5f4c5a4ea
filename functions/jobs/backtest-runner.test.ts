import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import type { BacktestResult, CoveredBacktestResult, ModelRiskMetrics } from '../../shared/contracts/results';
import { runCoveredBacktest, runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import { realMarket } from '../../test/golden/real-market';
import { withoutMinVolumeCheck } from '../../test/golden/without-min-volume-check';
import { createBacktestRunner } from './backtest-runner';

/**
 * The worker's run with no minimum volume (shared/engine/strategy/min-volume-check.ts, audit 15 F1):
 * made only when the minimum volume changed what a run traded on modeled days, its figures those of
 * the same request run directly at minimum volume 0, and the run the trader asked for unchanged.
 */
const runner = createBacktestRunner((ticker) => realMarket(ticker), () => false);
const json = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8'));
const headline = (r: BacktestResult | CoveredBacktestResult): ModelRiskMetrics => ({
  end_balance: r.end_balance, total_pnl: r.total_pnl, total_return_pct: r.total_return_pct, win_rate: r.win_rate,
  max_drawdown_pct: r.max_drawdown_pct, cagr_pct: r.cagr_pct, sharpe_ratio: r.sharpe_ratio, total_trades: r.total_trades,
});

describe('the worker runs a request again with no minimum volume when the minimum moved a modeled pick', () => {
  it('AAPL 25-delta strangle 2023: +13.82% at the default 100, +5.61% with no minimum, as a direct run at 0 returns', async () => {
    const raw = await json('test/audits/configs15/aapl-short-strangle-2023.json');
    const result = (await runner('multileg', raw)) as BacktestResult;
    const request = BacktestRequestSchema.parse(raw);
    const direct = runMultiLegBacktest({ ...request, min_volume: 0 }, await realMarket('AAPL'));
    expect(result.min_volume_check).toEqual({
      min_volume: 100, moved_picks: 33, largest_move_delta: 0.249, farther_expiries: 4, stopped_days: 0, without_minimum: headline(direct),
    });
    expect([result.total_return_pct, direct.total_return_pct]).toEqual([13.8184, 5.61]);
    const note = result.diagnostics.notes.at(-1) ?? '';
    expect(note).toContain('moved 33 picks off the contract nearest the target (by up to 0.249 of delta)');
    expect(note).toContain('with no minimum volume the same strategy returned +5.61% (max drawdown 5.29%), this run +13.82%');
    // The run the trader asked for is the single run, untouched.
    const { model_risk: _, ...asked } = withoutMinVolumeCheck(result);
    expect(asked).toEqual(runMultiLegBacktest(request, await realMarket('AAPL')));
  });

  it("the bench's band-only timing (minVolumeCheck: false) is the worker's result without the check", async () => {
    const request = BacktestRequestSchema.parse(await json('test/audits/configs15/aapl-short-strangle-2023.json'));
    const full = runMultiLegBacktestWithModelRisk(request, await realMarket('AAPL'));
    const bandOnly = runMultiLegBacktestWithModelRisk(request, await realMarket('AAPL'), { minVolumeCheck: false });
    expect(full.min_volume_check).toBeDefined();
    expect(bandOnly.min_volume_check).toBeUndefined();
    expect(bandOnly).toEqual(withoutMinVolumeCheck(full));
  });

  it('the same request at minimum volume 0: no second run, nothing added', async () => {
    const raw = (await json('test/audits/configs15/aapl-short-strangle-2023.json')) as Record<string, unknown>;
    const result = (await runner('multileg', { ...raw, min_volume: 0 })) as BacktestResult;
    expect(result.min_volume_check).toBeUndefined();
    expect(result.diagnostics.notes.some((n) => n.includes('with no minimum volume the same strategy returned'))).toBe(false);
  });

  it('TSLA wheel 2022-2023 (covered): picks moved under 0.05 of delta and one farther expiry are enough; -30.00% vs -18.82%', async () => {
    const raw = await json('functions/cli/examples/wheel-tsla-2022-2023.json');
    const result = (await runner('covered', raw)) as CoveredBacktestResult;
    const request = CoveredBacktestRequestSchema.parse(raw);
    const direct = runCoveredBacktest({ ...request, strategy: { ...request.strategy, min_volume_for_entry: 0 } }, await realMarket('TSLA'));
    // No pick here sits more than 0.05 from the nearest (no trade reason says the volume moved it), yet the headline moves 11 points.
    expect(result.trades.some((t) => t.reason.includes('moved the pick'))).toBe(false);
    expect(result.min_volume_check).toEqual({
      min_volume: 100, moved_picks: 10, largest_move_delta: 0.04, farther_expiries: 1, stopped_days: 0, without_minimum: headline(direct),
    });
    expect([result.total_return_pct, direct.total_return_pct]).toEqual([-30.0026, -18.8249]);
  });

  /*
   * An entry whose contract the filter chose and that was then refused (margin, cash) traded nothing,
   * so it once counted as no change: a run whose every such try was refused carried no check, while the
   * same request with no minimum tried the nearer contract and entered. Each case below opened nothing
   * at the minimum (nothing moved, sent or stopped), and the run without it traded once.
   */
  it('a short put refused for margin on every pick the filter chose: counted, and the run without the minimum (one trade) is shown', async () => {
    const raw = {
      ticker: 'AAPL', balance: 3500, start_date: '2023-10-05', end_date: '2023-10-11',
      strategy: {
        name: 'AAPL 25-delta short put', max_open_positions: 1, max_units_per_position: 1, global_exit_conditions: [],
        max_margin_percentage_per_position: 100, max_margin_percentage_per_portfolio: 100,
        legs: [{ side: 'short', option_type: 'put', dte_target: 30, target_strike_condition: { type: 'delta', value: -0.25 } }],
      },
    };
    const result = (await runner('multileg', raw)) as BacktestResult;
    const request = BacktestRequestSchema.parse(raw);
    const direct = runMultiLegBacktest({ ...request, min_volume: 0 }, await realMarket('AAPL'));
    expect(result.total_trades).toBe(0);
    expect(result.diagnostics.skipped_entries.length).toBeGreaterThan(0);
    expect(result.diagnostics.skipped_entries.every((s) => s.reason.includes('margin'))).toBe(true);
    expect(direct.total_trades).toBe(1);
    expect(result.min_volume_check).toEqual({
      min_volume: 100, moved_picks: 0, largest_move_delta: 0, farther_expiries: 0, stopped_days: 0, refused_entries: 4, without_minimum: headline(direct),
    });
    expect(result.diagnostics.notes.at(-1)).toContain('chose the contract or expiry of an entry or roll refused afterwards (margin, cash or no bid) on 4 days');
    expect(result.diagnostics.notes.at(-1)).toContain(`with no minimum volume the same strategy returned +4.58%`);
  });

  it('a cash-secured put the cash could not secure at the strike the filter chose: counted, the run without the minimum shown', async () => {
    const raw = {
      ticker: 'TSLA', start_date: '2023-08-08', end_date: '2023-08-14', shares_multiple: 100,
      strategy: { start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: -0.5, tolerance: null }, exit_conditions: [] } },
    };
    const result = (await runner('covered', raw)) as CoveredBacktestResult;
    const request = CoveredBacktestRequestSchema.parse(raw);
    const direct = runCoveredBacktest({ ...request, strategy: { ...request.strategy, min_volume_for_entry: 0 } }, await realMarket('TSLA'));
    expect(result.total_trades).toBe(0);
    expect(result.diagnostics.skipped_entries.every((s) => s.reason.includes('cash'))).toBe(true);
    expect(direct.total_trades).toBe(1);
    expect(result.min_volume_check).toEqual({
      min_volume: 100, moved_picks: 0, largest_move_delta: 0, farther_expiries: 0, stopped_days: 0, refused_entries: 4, without_minimum: headline(direct),
    });
  });

  it('an SPY covered call of 2022, whose minimum volume changed nothing modeled: no second run', async () => {
    const raw = {
      ticker: 'SPY', start_date: '2022-01-01', end_date: '2022-12-31', shares_multiple: 100,
      strategy: { covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, exit_conditions: [] } },
    };
    const result = (await runner('covered', raw)) as CoveredBacktestResult;
    expect(result.total_trades).toBeGreaterThan(5);
    expect(result.min_volume_check).toBeUndefined();
  });
});
