import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { loadMarketData } from './load-market-data';

/** A long SPX put at `delta`, 60 DTE, held 30 days, on the bundled (modeled) 2019 chain, no minimum volume. */
const longPut = (delta: number) => BacktestRequestSchema.parse({
  strategy: {
    name: 'Far put', ticker: 'SPX', exact_dte: false, price_source: 'mid', min_volume: 0, max_open_positions: 1,
    legs: [{ side: 'long', option_type: 'put', quantity: 1, dte_target: 60, target_strike_condition: { type: 'delta', value: delta }, entry_conditions: [], children: [] }],
    global_exit_conditions: [{ type: 'time_stop', value: 30 }],
  },
  balance: 100_000, ticker: 'SPX', min_volume: 0, start_date: '2019-01-02', end_date: '2019-12-31',
});

describe('the far-put run note on a real engine run (audit 18 F5)', () => {
  it('a run buying SPX puts under 0.01 delta says so, counting every such contract; one at 0.05 delta does not', async () => {
    const spx = await loadMarketData('SPX', { store: null });
    const far = runMultiLegBacktest(longPut(-0.004), spx);
    const legs = far.trades.flatMap((t) => t.entry_contracts);
    expect(legs.length).toBeGreaterThan(3);
    const under = legs.filter((l) => Math.abs(l.contract.delta) < 0.01).reduce((n, l) => n + l.quantity, 0);
    expect(under).toBeGreaterThan(0);
    const note = far.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts on modeled quotes'));
    expect(note).toContain(`the run bought ${under.toLocaleString("en-US")} contract${under === 1 ? '' : 's'} of puts under 0.01 delta`);
    expect(note).toContain('likely cost more than this run paid');
    const near = runMultiLegBacktest(longPut(-0.05), spx);
    expect(near.trades.length).toBeGreaterThan(3);
    expect(near.diagnostics.notes.some((n) => n.startsWith('Far out-of-the-money puts'))).toBe(false);
  }, 120_000);

  it('a covered run counts the puts it rolled into as sold, by their own entry delta (a roll opens a trade of its own)', async () => {
    const spx = await loadMarketData('SPX', { store: null });
    // No minimum volume (modeled far puts trade under the default's 100). A 0.05-delta put, rolled after 10 days into a 0.004-delta one of the same target expiry, once.
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'SPX', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-12-31',
      strategy: { name: 'Roll far', start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: {
        DTE_target: 45, strike_target_condition: { type: 'delta', delta: -0.05, tolerance: null },
        roll_config: { strike_target_condition: { type: 'delta', delta: -0.004, tolerance: null }, roll_on_conditions: [{ type: 'time_stop', max_days_in_trade: 10 }], max_rolls: 1 },
      } },
    });
    const result = runCoveredBacktest(request, spx);
    const far = result.trades.filter((t) => Math.abs(t.entry_position.contract.delta) < 0.01);
    expect(result.trades.filter((t) => t.exit_scenario === 4).length /* ROLLED */).toBeGreaterThan(2);
    expect(far.length).toBeGreaterThan(2);
    expect(far.length).toBeLessThan(result.trades.length);
    const sold = far.reduce((n, t) => n + t.entry_position.quantity, 0);
    const note = result.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts on modeled quotes'));
    expect(note).toContain(`the run sold ${sold} contracts of puts under 0.01 delta`);
    expect(note).not.toContain('bought');
  }, 120_000);
});
