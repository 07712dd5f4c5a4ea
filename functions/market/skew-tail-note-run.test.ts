import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { SKEW_SHORTFALL_NOTE_FROM, TAIL_START } from '../../shared/engine/market/chain-rules';
import { loadMarketData } from './load-market-data';
import { reportContexts } from './report-contexts';
import { admissibleTail, atmVol } from '../../shared/engine/market/vol-surface';
import { quotedSkewShortfall, stripMoments } from '../../shared/engine/market/vol-index-formulas';
import type { MarketData } from '../../shared/engine/market/market-data';
import type { Trade } from '../../shared/contracts';

type Ctx = Awaited<ReturnType<typeof reportContexts>>['ctx'];

const NOTE = "Far puts on days the model's put tail fell short of Cboe's SKEW";

/** A long put at `delta`, 30 DTE, held to expiry, one at a time, on the bundled (modeled) chain, no minimum volume. */
const longPut = (ticker: string, delta: number, start: string, end: string) => BacktestRequestSchema.parse({
  strategy: {
    name: 'Tail hedge', ticker, exact_dte: false, price_source: 'mid', min_volume: 0, max_open_positions: 1,
    legs: [{ side: 'long', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: delta }, entry_conditions: [], children: [] }],
    global_exit_conditions: [],
  },
  balance: 100_000, ticker, min_volume: 0, start_date: start, end_date: end,
});

describe('the SKEW-shortfall run note on real engine runs (test/audits/2026-12-skew-tail.md)', () => {
  it('the fit keeps its SKEW shortfall for SPX and SPY only: about 0 where tau reached SKEW, large where it stopped at its limit', async () => {
    const [spx, spy, iwm, qqq] = (await Promise.all(['SPX', 'SPY', 'IWM', 'QQQ'].map((t) => reportContexts(t)))).map((r) => r.ctx) as [Ctx, Ctx, Ctx, Ctx];
    // 2025-01-21: SKEW 173.00, the fitted tail at TAIL_MAX reaches ~154.4 (the write-up's table, direct formula 154.42).
    expect(spx('2025-01-21')?.skewShortfall).toBeGreaterThan(17.5);
    expect(spx('2025-01-21')?.skewShortfall).toBeLessThan(19);
    expect(spy('2025-01-21')?.skewShortfall).toBe(spx('2025-01-21')?.skewShortfall);
    // A calm 2019 day: the fit reaches SKEW within its normal residual.
    expect(Math.abs(spx('2019-06-14')?.skewShortfall ?? NaN)).toBeLessThan(0.03);
    expect(iwm('2025-01-21')).toBeDefined();
    expect(iwm('2025-01-21')?.skewShortfall).toBeUndefined();
    expect(qqq('2025-01-21')?.skewShortfall).toBeUndefined();
  });

  it('the quoted 30-day shortfall reads the butterfly-cut tail as the strip formula does (2025-01-21: the write-up\'s largest butterfly-free SKEW 138.47)', async () => {
    const { ctx } = await reportContexts('SPX');
    const day = ctx('2025-01-21');
    if (day?.skewShortfall === undefined) throw new Error('2025-01-21 has no SKEW shortfall');
    const w = atmVol(day.surface, 30 / 365) * Math.sqrt(30 / 365);
    const cut = admissibleTail(day.surface.shape, day.surface.tail, w);
    expect(cut).toBeLessThan(day.surface.tail);
    const quoted = quotedSkewShortfall(day.skewShortfall, day.surface);
    // SKEW 173.00 minus the strip formula's SKEW of the cut tail, within the tables' 0.3.
    expect(Math.abs(quoted - (173 - stripMoments(w, cut, day.surface.shape).skew))).toBeLessThan(0.3);
    expect(quoted).toBeGreaterThan(day.skewShortfall + 10);
  });

  it('a SPX run buying 0.03-delta puts in 2024-25 counts the entries on shortfall days; the same puts in 2019 and 0.30-delta puts get no note', async () => {
    const spx = await loadMarketData('SPX', { store: null });
    const { ctx } = await reportContexts('SPX');
    const result = runMultiLegBacktest(longPut('SPX', -0.03, '2024-06-03', '2025-03-31'), spx);
    const onShort = result.trades.filter((t) => (ctx(t.entry_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM);
    expect(result.trades.length).toBeGreaterThan(8);
    // Some entries on shortfall days, not all: the count is the days', not the run's.
    expect(onShort.length).toBeGreaterThan(1);
    expect(onShort.length).toBeLessThan(result.trades.length);
    for (const t of onShort) for (const l of t.entry_contracts) expect(spx.options.smileZ?.(t.entry_date, l.contract.expiry_date, l.contract.strike)).toBeLessThan(-TAIL_START);
    const largest = Math.max(...onShort.map((t) => ctx(t.entry_date)?.skewShortfall ?? 0));
    const bought = onShort.reduce((n, t) => n + t.entry_contracts.reduce((m, l) => m + l.quantity, 0), 0);
    const note = result.diagnostics.notes.find((n) => n.startsWith(NOTE));
    expect(note).toContain(`on ${onShort.length} days (${onShort[0]?.entry_date} to ${onShort.at(-1)?.entry_date}) the run bought ${bought} contracts of puts (0.03 delta)`);
    expect(note).toContain(`up to ${largest.toFixed(1)} points under the index as fitted, and up to `);
    expect(note).toContain('may read better than it would have been');

    const calm = runMultiLegBacktest(longPut('SPX', -0.03, '2019-01-02', '2019-12-31'), spx);
    expect(calm.trades.length).toBeGreaterThan(8);
    expect(calm.diagnostics.notes.some((n) => n.startsWith(NOTE))).toBe(false);
    const nearMoney = runMultiLegBacktest(longPut('SPX', -0.3, '2024-06-03', '2025-03-31'), spx);
    expect(nearMoney.trades.some((t) => (ctx(t.entry_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM)).toBe(true);
    expect(nearMoney.diagnostics.notes.some((n) => n.startsWith(NOTE))).toBe(false);
  }, 180_000);

  it('IWM, whose tail is borrowed from SPX and not fitted to its own SKEW, gets no note on the same days', async () => {
    const iwm = await loadMarketData('IWM', { store: null });
    const result = runMultiLegBacktest(longPut('IWM', -0.03, '2024-06-03', '2025-03-31'), iwm);
    expect(result.trades.length).toBeGreaterThan(8);
    expect(result.diagnostics.notes.some((n) => n.startsWith(NOTE))).toBe(false);
  }, 180_000);

  it('a SPY covered run selling far puts on such days counts them as sold', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const { ctx } = await reportContexts('SPY');
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'SPY', shares_multiple: 100, start_date: '2024-06-03', end_date: '2025-03-31',
      strategy: { name: 'Far CSP', start_type: 'cash_secured_put', min_volume_for_entry: 0, cash_secured_put_config: {
        DTE_target: 30, strike_target_condition: { type: 'delta', delta: -0.03, tolerance: null },
      } },
    });
    const result = runCoveredBacktest(request, spy);
    const onShort = result.trades.filter((t) => t.entry_position.contract.call_or_put === 'put' && (ctx(t.entry_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM
      && (spy.options.smileZ?.(t.entry_date, t.entry_position.contract.expiry_date, t.entry_position.contract.strike) ?? 0) < -TAIL_START);
    expect(onShort.length).toBeGreaterThan(1);
    const sold = onShort.reduce((n, t) => n + t.entry_position.quantity, 0);
    const note = result.diagnostics.notes.find((n) => n.startsWith(NOTE));
    expect(note).toContain(`the run sold ${sold.toLocaleString('en-US')} contracts of puts`);
    expect(note).toMatch(/; sold, they may have fetched more than this run received\.$/);
    expect(note).not.toContain('bought');
  }, 180_000);
});

/** An audit 19 request (test/audits/configs19/), as the app's backtest command reads it. */
const audit19 = (name: string) => JSON.parse(readFileSync(new URL(`../../test/audits/configs19/${name}.json`, import.meta.url), 'utf8')) as unknown;

/**
 * The put legs a multi-leg run closed at the day's price on a shortfall day, past the tail's start that day, from its trade log:
 * every exit leg of a trade not closed at expiration, less those assigned or exercised at intrinsic value.
 */
function farCloses(market: MarketData, trades: readonly Trade[]) {
  return trades.flatMap((t) => (t.exit_scenario === 'EXPIRATION' ? [] : t.exit_contracts.flatMap((l) => {
    const c = l.contract;
    if (c.call_or_put !== 'put' || l.assigned_early === true || l.exercised_at_close === true) return [];
    const shortfall = market.options.volModel?.(t.exit_date)?.skewShortfall ?? 0;
    const z = market.options.smileZ?.(t.exit_date, c.expiry_date, c.strike) ?? 0;
    return shortfall > SKEW_SHORTFALL_NOTE_FROM && z < -TAIL_START ? [{ date: t.exit_date, side: l.side, quantity: l.quantity, delta: Math.abs(c.delta), shortfall, scenario: t.exit_scenario }] : [];
  })));
}

describe('the SKEW-shortfall note counts the far puts a run closes at the model\'s price (audit 19 F1)', () => {
  it('audit 19\'s SPY 0.10-delta short put with a 50% take profit (2024-25): the 12 buy-backs past the tail\'s start, as the audit counted them by hand', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const result = runMultiLegBacktest(BacktestRequestSchema.parse(audit19('spy-short-put-d10-tp50-2024-2025')), spy);
    // The audit's result (nothing but the note moves).
    expect(result.total_return_pct).toBeCloseTo(8.2051, 4);
    expect(result.total_trades).toBe(50);
    const closes = farCloses(spy, result.trades);
    // test/audits/scripts19/out-skew-note-by-hand.txt: 12 shorts bought back at a take profit, |delta| 0.048-0.086, fitted shortfall up to 25.8.
    expect(closes.map((c) => c.date)).toEqual(['2024-02-09', '2024-03-22', '2024-06-13', '2024-09-24', '2024-11-21', '2024-11-29', '2024-12-20', '2024-12-24',
      '2025-01-15', '2025-01-30', '2025-02-13', '2025-12-19']);
    expect(closes.every((c) => c.side === 'short' && c.quantity === 1 && c.scenario === 'percentage_profit')).toBe(true);
    expect(Math.min(...closes.map((c) => c.delta))).toBeCloseTo(0.048, 3);
    expect(Math.max(...closes.map((c) => c.delta))).toBeCloseTo(0.086, 3);
    const largest = Math.max(...closes.map((c) => c.shortfall));
    expect(largest.toFixed(1)).toBe('25.8');
    const note = result.diagnostics.notes.find((n) => n.startsWith(NOTE));
    expect(note).toContain("on 12 days (2024-02-09 to 2025-12-19) the run bought back 12 contracts of its short puts (0.05-0.09 delta) at the model's price, beyond where the modeled put tail started that day, ");
    expect(note).toContain(`(its 30-day SKEW up to ${largest.toFixed(1)} points under the index as fitted, and up to `);
    expect(note).toMatch(/; bought back, they may have cost more than this run paid, so the result may read better than it would have been; an exit rule read on these prices \(a take profit, a stop\) may have fired on another day\.$/);
    // Its openings (0.10 delta, inside the tail's start) are not counted: no "the run bought" or "sold ... of puts (".
    expect(note).not.toMatch(/the run (bought|sold) \d+ contracts? of puts/);
    expect(note).not.toContain('$');
  }, 180_000);

  it('settlements at expiry and closes inside the tail\'s start are not counted: the same put held to expiry, and a 0.30-delta one taken off at 50%', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const base = audit19('spy-short-put-d10-tp50-2024-2025') as { strategy: Record<string, unknown> };
    const held = runMultiLegBacktest(BacktestRequestSchema.parse({ ...base, strategy: { ...base.strategy, global_exit_conditions: [] } }), spy);
    // Puts past the tail's start that expired on shortfall days, settled at 0: a count of exit legs would take them.
    const expiredFar = held.trades.filter((t) => t.exit_scenario === 'EXPIRATION' && (spy.options.volModel?.(t.exit_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM
      && t.exit_contracts.every((l) => (spy.options.smileZ?.(t.exit_date, l.contract.expiry_date, l.contract.strike) ?? 0) < -TAIL_START));
    expect(expiredFar.length).toBeGreaterThan(2);
    expect(farCloses(spy, held.trades)).toEqual([]);
    // Its one opening past the tail's start (2024-12-06) keeps the note as it was, with no close in it.
    const heldNote = held.diagnostics.notes.find((n) => n.startsWith(NOTE));
    expect(heldNote).toContain('on 1 day (2024-12-06) the run sold 1 contract of puts');
    expect(heldNote).not.toContain('bought back');
    // The control: the same request with its take profit buys back far puts there, and says so.
    expect(runMultiLegBacktest(BacktestRequestSchema.parse(base), spy).diagnostics.notes.find((n) => n.startsWith(NOTE))).toContain('the run bought back 12 contracts of its short puts');

    const nearer = audit19('spy-short-put-d10-tp50-2024-2025') as { strategy: { legs: Array<Record<string, unknown>> } };
    const d30 = runMultiLegBacktest(BacktestRequestSchema.parse({ ...nearer, strategy: { ...nearer.strategy, legs: [{ ...nearer.strategy.legs[0], target_strike_condition: { type: 'delta', value: -0.3 } }] } }), spy);
    const onShortfallDays = d30.trades.filter((t) => t.exit_scenario === 'percentage_profit' && (spy.options.volModel?.(t.exit_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM);
    expect(onShortfallDays.length).toBeGreaterThan(5);
    expect(farCloses(spy, d30.trades)).toEqual([]);
    expect(d30.diagnostics.notes.some((n) => n.startsWith(NOTE))).toBe(false);
  }, 180_000);

  it('a condor\'s calls are never counted; its put closes are, by side: 5 short puts bought back, 8 long puts sold (the audit\'s by-hand 13)', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const condor = JSON.parse(readFileSync(new URL('../../test/audits/skew-note-example/spy-30dte-condor-2024-2025.json', import.meta.url), 'utf8')) as unknown;
    const result = runMultiLegBacktest(BacktestRequestSchema.parse(condor), spy);
    const closes = farCloses(spy, result.trades);
    const callsOnShortfallDays = result.trades.filter((t) => t.exit_scenario !== 'EXPIRATION' && (spy.options.volModel?.(t.exit_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM)
      .flatMap((t) => t.exit_contracts.filter((l) => l.contract.call_or_put === 'call'));
    expect(callsOnShortfallDays.length).toBeGreaterThan(10);
    const bought = closes.filter((c) => c.side === 'short').reduce((n, c) => n + c.quantity, 0);
    const sold = closes.filter((c) => c.side === 'long').reduce((n, c) => n + c.quantity, 0);
    expect([bought, sold]).toEqual([5, 8]);
    const days = [...new Set(closes.map((c) => c.date))].sort();
    expect(result.diagnostics.notes.find((n) => n.startsWith(NOTE))).toContain(
      `and on ${days.length} days (${days[0]} to ${days.at(-1)}) it bought back 5 contracts of its short puts and sold 8 contracts of its long puts (0.001-0.11 delta) at the model's price`,
    );
  }, 180_000);

  it('a long put sold at the fill when its short was assigned early is counted; the assigned short is not (SPY put spread, 2024-12-31)', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const result = runMultiLegBacktest(BacktestRequestSchema.parse(audit19('spy-put-spread-d30-d05-2024-2025')), spy);
    const assigned = result.trades.find((t) => t.exit_date === '2024-12-31' && t.exit_scenario === 'ASSIGNMENT');
    expect(assigned?.exit_contracts.map((l) => [l.side, l.assigned_early === true])).toEqual([['short', true], ['long', false]]);
    const closes = farCloses(spy, result.trades);
    // The audit's by-hand list skipped ASSIGNMENT trades whole: its 11 long puts sold at a take profit, and this one.
    expect(closes.filter((c) => c.scenario === 'percentage_profit').length).toBe(11);
    expect(closes.filter((c) => c.scenario === 'ASSIGNMENT').map((c) => [c.date, c.side])).toEqual([['2024-12-31', 'long']]);
    expect(closes.every((c) => c.side === 'long')).toBe(true);
    const note = result.diagnostics.notes.find((n) => n.startsWith(NOTE));
    expect(note).toContain("the run bought 12 contracts of puts (0.05 delta) beyond where the modeled put tail starts, and on 12 days (2024-02-02 to 2025-12-23) it sold 12 contracts of its long puts (0.02-0.04 delta) at the model's price");
    expect(note).toContain('; sold to close, they may have fetched more than this run received; ');
  }, 180_000);

  it('IWM, whose tail is not fitted to SKEW, gets no SKEW note for the far puts it buys back at a price on SPY\'s shortfall days', async () => {
    const [iwm, spy] = await Promise.all([loadMarketData('IWM', { store: null }), loadMarketData('SPY', { store: null })]);
    // The audit's SPY request on IWM: a 0.10-delta short put taken off at 50% profit, 2024-25.
    const result = runMultiLegBacktest(BacktestRequestSchema.parse({ ...(audit19('spy-short-put-d10-tp50-2024-2025') as object), ticker: 'IWM' }), iwm);
    const farOnSpyDays = result.trades.filter((t) => t.exit_scenario === 'percentage_profit' && (spy.options.volModel?.(t.exit_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM)
      .flatMap((t) => t.exit_contracts.filter((l) => (iwm.options.smileZ?.(t.exit_date, l.contract.expiry_date, l.contract.strike) ?? 0) < -TAIL_START));
    expect(farOnSpyDays.length).toBeGreaterThan(4);
    expect(farCloses(iwm, result.trades)).toEqual([]);
    expect(result.diagnostics.notes.some((n) => n.startsWith(NOTE))).toBe(false);
    // IWM's modeled far puts bought back under 0.01 delta still get the far-put note, which is not SKEW's (every ticker).
    expect(result.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts on modeled quotes'))).toContain('the run bought back 1 contract of its short puts');
  }, 180_000);

  it('a covered put seller\'s rolls are closes at a price: the 2 puts rolled out past the tail\'s start on shortfall days are bought back', async () => {
    const spy = await loadMarketData('SPY', { store: null });
    const result = runCoveredBacktest(CoveredBacktestRequestSchema.parse(audit19('spy-csp-d05-rolls-2024-2025')), spy);
    const rolled = result.trades.filter((t) => t.exit_position !== null && (spy.options.volModel?.(t.exit_date)?.skewShortfall ?? 0) > SKEW_SHORTFALL_NOTE_FROM
      && (spy.options.smileZ?.(t.exit_date, t.exit_position.contract.expiry_date, t.exit_position.contract.strike) ?? 0) < -TAIL_START);
    // Audit 19's by-hand list: ROLLED on 2024-08-30 and 2024-09-27, at 0.001 and 0.003 delta.
    expect(rolled.map((t) => [t.exit_date, t.exit_scenario])).toEqual([['2024-08-30', 4], ['2024-09-27', 4]]);
    const note = result.diagnostics.notes.find((n) => n.startsWith(NOTE));
    expect(note).toContain("the run sold 3 contracts of puts (0.05 delta) beyond where the modeled put tail starts, and on 2 days (2024-08-30 to 2024-09-27) it bought back 2 contracts of its short puts (0.001-0.003 delta) at the model's price");
  }, 180_000);
});
