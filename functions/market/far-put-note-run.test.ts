import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { loadMarketData } from './load-market-data';

/** A long SPX put at `delta`, `dte` days out (60 by default), held 30 days, on the bundled (modeled) 2019 chain, no minimum volume. */
const longPut = (delta: number, dte = 60) => BacktestRequestSchema.parse({
  strategy: {
    name: 'Far put', ticker: 'SPX', exact_dte: false, price_source: 'mid', min_volume: 0, max_open_positions: 1,
    legs: [{ side: 'long', option_type: 'put', quantity: 1, dte_target: dte, target_strike_condition: { type: 'delta', value: delta }, entry_conditions: [], children: [] }],
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
    // Its openings are not counted; the puts it sold at the time stop with under 0.01 delta left are (audit 19 F1), and only they.
    const decayed = near.trades.flatMap((t) => t.exit_contracts).filter((l) => Math.abs(l.contract.delta) < 0.01).reduce((n, l) => n + l.quantity, 0);
    const nearNote = near.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts'));
    expect(decayed).toBeGreaterThan(0);
    expect(nearNote).toMatch(new RegExp(`^Far out-of-the-money puts on modeled quotes: the run sold ${decayed} contracts? of its long puts at the model's price with under 0\\.01 delta left\\. `));
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

  // h-farput23: a far put opened under 12 days to its expiry is outside the 2018 evidence (expiries 12 or more days out).
  it('a run buying SPX puts under 0.01 delta 5 days out says they had under 12 days to expiry, and quotes no measured figure for them', async () => {
    const spx = await loadMarketData('SPX', { store: null });
    const result = runMultiLegBacktest(longPut(-0.004, 5), spx);
    const far = result.trades.flatMap((t) => t.entry_contracts.filter((l) => Math.abs(l.contract.delta) < 0.01).map((l) => ({ ...l, date: t.entry_date })));
    expect(far.length).toBeGreaterThan(3);
    const daysLeft = (l: (typeof far)[number]) => (Date.parse(l.contract.expiry_date) - Date.parse(l.date)) / 86_400_000;
    expect(far.every((l) => daysLeft(l) < 12)).toBe(true);
    const bought = far.reduce((n, l) => n + l.quantity, 0);
    const note = result.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts on modeled quotes'));
    expect(note).toContain(`the run bought ${bought.toLocaleString('en-US')} contracts of puts under 0.01 delta`);
    expect(note).toContain(`All ${bought.toLocaleString('en-US')} contracts it opened had under 12 days to expiry`);
    expect(note).toContain('where the one real far-put chain held (SPXW, January-February 2018, expiries 12 or more days out) does not reach');
    expect(note).not.toMatch(/1\.72|\$0\.3|likely/);
  }, 120_000);

  it('a covered run selling 7-day puts under 0.01 delta names them as opened under 12 days to expiry', async () => {
    const spx = await loadMarketData('SPX', { store: null });
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'SPX', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-06-28',
      strategy: { name: 'Short far 7-day puts', start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: {
        DTE_target: 7, strike_target_condition: { type: 'delta', delta: -0.004, tolerance: null },
      } },
    });
    const result = runCoveredBacktest(request, spx);
    const far = result.trades.filter((t) => Math.abs(t.entry_position.contract.delta) < 0.01);
    expect(far.length).toBeGreaterThan(3);
    const late = far.filter((t) => (Date.parse(t.entry_position.contract.expiry_date) - Date.parse(t.entry_date)) / 86_400_000 < 12);
    expect(late.length).toBe(far.length);
    const sold = far.reduce((n, t) => n + t.entry_position.quantity, 0);
    const note = result.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts on modeled quotes'));
    expect(note).toContain(`the run sold ${sold} contracts of puts under 0.01 delta`);
    expect(note).toContain(`All ${sold} contracts it opened had under 12 days to expiry`);
    expect(note).toMatch(/; sold, they may have fetched more than this run received/);
    expect(note).not.toMatch(/1\.72|\$0\.3|likely/);
  }, 120_000);

  // Audit 19 F1: the far puts a run closes at the model's price, by their delta that day.
  const request = (path: string) => JSON.parse(readFileSync(new URL(`../../test/audits/${path}.json`, import.meta.url), 'utf8')) as unknown;

  it('a SPY put seller rolling 0.05-delta puts counts the ones it bought back under 0.01 delta at the roll, not those that expired or were assigned', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const result = runCoveredBacktest(CoveredBacktestRequestSchema.parse(request('configs19/spy-csp-d05-rolls-2024-2025')), spy);
    const far = (t: (typeof result.trades)[number]) => Math.abs((t.exit_position ?? t.entry_position).contract.delta) < 0.01;
    const boughtBack = result.trades.filter((t) => t.exit_position !== null && far(t));
    // Expirations and assignments settle at intrinsic value: none has an exit position, whatever its delta.
    expect(result.trades.filter((t) => t.exit_position === null).length).toBeGreaterThan(1);
    expect(boughtBack.length).toBeGreaterThan(3);
    const n = boughtBack.reduce((s, t) => s + (t.exit_position?.quantity ?? 0), 0);
    const note = result.diagnostics.notes.find((x) => x.startsWith('Far out-of-the-money puts on modeled quotes'));
    expect(note).toContain(`the run bought back ${n} contracts of its short puts at the model's price with under 0.01 delta left.`);
    expect(note).toMatch(/; bought back, they may have cost more than this run paid, so the result may read better than it would have been; an exit rule read on these prices \(a take profit, a stop\) may have fired on another day\.$/);
  }, 120_000);

  it('a SPY condor counts its put legs closed at a fill under 0.01 delta by side, and never its calls', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const result = runMultiLegBacktest(BacktestRequestSchema.parse(request('skew-note-example/spy-30dte-condor-2024-2025')), spy);
    const filled = result.trades.filter((t) => t.exit_scenario !== 'EXPIRATION').flatMap((t) => t.exit_contracts)
      .filter((l) => l.assigned_early !== true && l.exercised_at_close !== true && Math.abs(l.contract.delta) < 0.01);
    expect(filled.some((l) => l.contract.call_or_put === 'call')).toBe(true);
    const puts = filled.filter((l) => l.contract.call_or_put === 'put');
    const back = puts.filter((l) => l.side === 'short').reduce((s, l) => s + l.quantity, 0);
    const sold = puts.filter((l) => l.side === 'long').reduce((s, l) => s + l.quantity, 0);
    expect(back).toBeGreaterThan(0);
    expect(sold).toBeGreaterThan(0);
    expect(result.diagnostics.notes.find((x) => x.startsWith('Far out-of-the-money puts on modeled quotes'))).toContain(
      `the run bought back ${back} contract${back === 1 ? '' : 's'} of its short puts and sold ${sold} contract${sold === 1 ? '' : 's'} of its long puts at the model's price with under 0.01 delta left.`,
    );
  }, 120_000);
});
