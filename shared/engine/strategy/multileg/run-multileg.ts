/**
 * The multi-leg engine ('Your Strategy'). End of day, pure, deterministic; shares selection, fills,
 * costs, margin and metrics with the covered engine.
 *
 * Loop order, for each trading day t of the range clipped to the data. Decisions on t read data up
 * to and including t only; fills are at t's prices (price_source last or mid), in the units that
 * traded on t:
 *   0. interest: the cash held at the previous close earns the T-bill rate of that day (a negative
 *      balance pays it + DEBIT_SPREAD) for the calendar days since, credited today; then a split
 *      effective on t adjusts every open position as OCC does (split.ts);
 *   1. mark every open position's legs at t's quotes;
 *   2. for each open position, in opening order: the global exits in MULTILEG_EXIT_ORDER
 *      (time_stop, percentage_profit, dollar_profit, percentage_loss, dollar_loss) close it at t's
 *      fills (not on the expiration day of an AM-settled leg, which stopped trading the day before);
 *      else, on or after its earliest leg expiration, it settles at intrinsic value against the
 *      close, or the open for an AM-settled SPX monthly (legs expiring later close at t's fills);
 *      an expiration that is not a trading day settles at the last trading day before it;
 *      else, on the trading day before an ex-dividend date, a short in-the-money stock or ETF call
 *      whose same-strike put and interest on the strike are below the dividend is assigned, and on
 *      any day a short in-the-money stock or ETF put whose same-strike call and expected dividends
 *      are below the interest on the strike (early-put-exercise.ts): it settles at intrinsic value
 *      against the close and the other legs close at t's fills (ASSIGNMENT, early-assignment.ts);
 *   2b. margin call: when the equity is below the open positions' Reg-T requirement re-marked at
 *      t's close, positions are closed at t's fills, oldest first, until it is not (MARGIN_CALL);
 *   3. at most one new position while fewer than max_open_positions are open (never on the last
 *      day, nor on a day a position was assigned early: its notice arrives the next morning,
 *      cooldown.ts): all legs found or none, units sized under the margin caps at t's equity, the
 *      portfolio cap less the open positions' requirement re-marked as in 2b (entry.ts), and no
 *      more than leave the equity, the entry's commissions paid, over that requirement (entry-fit.ts);
 *   4. on the last day, close what is open at t's fills;
 *   5. record the equity at t (cash + open positions at their marks) and, on an entry day, the
 *      margin trace of that entry (EntryMargin).
 * Wherever a position closes at t's fills, a long stock or ETF leg is exercised against t's close
 * instead when that nets more (American; book.ts closeAtMarket); an SPX leg keeps its fill.
 * A position opened on t is first managed on t + 1, except that an early assignment (step 2's last)
 * also reaches one opened on t: its buyer may exercise an option the day it bought it.
 */
import { borrowedCashNote } from '../../portfolio/borrowed-cash-note';
import type { BacktestRequest, BacktestResult } from '../../../contracts';
import type { Bar, MarketData } from '../../market/market-data';
import { daysBetween } from '../../market/calendar';
import { round } from '../../core/money';
import { buildTimeline, type Timeline } from '../../core/timeline';
import { createFillModel } from '../../execution/fill-model';
import { benchmarkPrices, buyAndHoldEquity } from '../../metrics/benchmark';
import { totalReturnPct } from '../../metrics/total-return';
import { regTMarginModel } from '../../portfolio/margin-model';
import { resultHead } from '../result-head';
import { appliedCosts, runCostModel } from '../applied-costs';
import { Diagnostics, type ModeledVolumeEffect } from '../diagnostics';
import { tickGridNote } from '../tick-grid-note';
import { farPutNote } from '../far-put-note';
import { skewTailNote } from '../skew-tail-note';
import { bandMarket, bandRun, headlineMetrics, type BandRun, type MetricsRun } from '../band-run';
import { markQuote } from '../mark-quote';
import { MultiLegBook, closeAtMarket } from './book';
import { applySplitsToPositions } from './split';
import { tryOpenPosition, type EntryDeps } from './entry';
import { firstMultiLegExit } from './exit-rules';
import { enforceMaintenance, openRequirement } from './margin-call';
import { planLegs } from './leg-plan';
import { StrikeSeeds } from './strike-seeds';
import { unrealisedPnl, type OpenPosition } from './position';
import { tradesOn } from '../../market/settlement';
import { settleAtExpiration } from './expiration';
import { defaultAssignmentModel } from '../../execution/assignment-model';
import { dividendSchedule } from '../early-assignment';
import { assignEarly, type EarlyAssignmentDeps } from './early-assignment';
import { createDividendsAhead } from '../early-put-exercise';

/** One day of the margin trace: the portfolio limit sizing saw and, on a day a position opened, what the entry left. */
export interface MarginPoint {
  date: string;
  /** max_margin_percentage_per_portfolio of the equity before the day's entry decision. */
  limit: number;
  equity: number;
  /** Set on a day a position opened (step 3). */
  entry?: EntryMargin;
}

/** A day's entry, at the day's close and marks: what sizing read and what the margin call would then compare. */
export interface EntryMargin {
  /** The other open positions' requirement re-marked (margin-call.ts openRequirement): what sizing subtracted from the limit. */
  openRequirement: number;
  /** The new position's margin at its fills (entry.ts). */
  margin: number;
  /** After the entry: the equity, and every open position's re-marked requirement (the new one's included). */
  equityAfter: number;
  requirementAfter: number;
}

/** What managing an open position reads: the entry's dependencies and the early-assignment ones. */
type ManageDeps = EntryDeps & EarlyAssignmentDeps;

/**
 * Step 2 of the loop for one position: its exits, its expiration (expiration.ts), an early
 * assignment (early-assignment.ts). `prev`: the run's trading day before `bar`; `nextDate`: the
 * data's next trading day (ex-dividend timing).
 */
function manage(d: ManageDeps, p: OpenPosition, bar: Bar, prev: Bar | undefined, nextDate: string | undefined): void {
  const date = bar.date;
  if (p.entryDate === date) return;
  // An AM-settled leg expiring today stopped trading yesterday: the position settles, no exit fills.
  const amToday = p.legs.some((leg) => leg.entry.expiry_date === date && !tradesOn(leg.entry, date));
  const exit = amToday ? undefined : firstMultiLegExit(d.request.strategy.global_exit_conditions, {
    daysHeld: daysBetween(p.entryDate, date),
    pnl: unrealisedPnl(p),
    entryNet: p.entryNet,
    entryCommissions: p.entryCommissions,
  }, d.book.keepsTradeLog);
  if (exit) {
    d.book.closePosition(p, date, () => closeAtMarket(d.market.ticker, bar.close), exit.reason, exit.type);
    return;
  }
  if (date >= p.expiry) {
    settleAtExpiration(d, p, bar, prev);
    return;
  }
  assignEarly(d, p, bar, nextDate);
}

/** The day loop's outcome: what the result is built from, and the daily margin trace. */
interface MultiLegSimulation {
  timeline: Timeline;
  book: MultiLegBook;
  diagnostics: Diagnostics;
  startBalance: number;
  curve: Array<{ date: string; equity: number }>;
  /** The daily margin trace; empty for a run kept to its metrics and equity (tradeLog false). */
  margin: MarginPoint[];
}

/** `tradeLog`: false for a run kept to its metrics and equity (book.ts MultiLegBook). */
function simulateDays(request: BacktestRequest, market: MarketData, tradeLog = true, watchVolume = false): MultiLegSimulation {
  const timeline = buildTimeline(market, request.start_date, request.end_date);
  const fill = createFillModel({ priceSource: request.strategy.price_source, slippageFractionOfSpread: request.slippage_pct_of_spread / 100, ticker: market.ticker });
  const cost = runCostModel(request, market.ticker);
  const book = new MultiLegBook(request.balance, fill, cost, tradeLog);
  const plan = planLegs(request.strategy.legs);
  const deps: ManageDeps = {
    request,
    cost,
    assignment: defaultAssignmentModel,
    dividends: dividendSchedule(market.dividends, market.splits),
    dividendsAhead: createDividendsAhead(market),
    market,
    plan,
    fill,
    margin: regTMarginModel,
    book,
    diagnostics: new Diagnostics(watchVolume),
    seeds: new StrikeSeeds(plan.length),
  };
  const curve: Array<{ date: string; equity: number }> = [];
  const margin: MarginPoint[] = [];
  const bars = timeline.bars;
  // The data's next trading day after each of the range's, the last one's too (covered/run-covered.ts).
  const offset = market.bars.indexOf(bars[0] as Bar);
  const splits = market.splits ?? [];
  bars.forEach((bar, i) => {
    const last = i === bars.length - 1;
    const prev = bars[i - 1];
    if (prev) book.accrueInterest(bar.date, market.riskFreeRate(prev.date), daysBetween(prev.date, bar.date));
    applySplitsToPositions(book.open, splits, bars[i - 1]?.date, bar.date);
    for (const p of book.open) {
      for (const leg of p.legs) {
        if (bar.date > leg.entry.expiry_date) continue;
        // A probe: the daily mark reads prices only; closePosition turns it into plain data.
        leg.current = markQuote(market.options, leg.current, bar.date, bar.close, true);
        leg.mark = fill.mark(leg.current);
      }
    }
    const nextDate = market.bars[offset + i + 1]?.date;
    for (const p of [...book.open]) manage(deps, p, bar, prev, nextDate);
    // What stays open, re-marked at the close: the margin call's sum, which the entry's sizing reads.
    const requirement = enforceMaintenance(book, bar, deps.margin, market.ticker);
    // The margin trace is kept with the trade log: a band run or sweep cell reads neither, and each
    // of its parts re-marks every open position (the equity, and on an entry day the requirement).
    const limit = tradeLog ? (request.strategy.max_margin_percentage_per_portfolio / 100) * book.equity() : Number.NaN;
    let entry: EntryMargin | undefined;
    if (!last) {
      const opened = tryOpenPosition(deps, bar, requirement);
      // An option sold today can be exercised tonight by its buyer (dividend capture does just that
      // with a call): a position opened today is assigned like one held since before.
      if (opened && tradeLog) {
        entry = {
          // The sum the entry was sized on (the margin call's), not summed again: the same positions, marks and close.
          openRequirement: opened.openRequirement,
          margin: opened.position.margin,
          equityAfter: book.equity(),
          // Other inputs than the sizing's: the new position is in book.open now, so this is summed here.
          requirementAfter: openRequirement(book.open, bar.close, deps.margin),
        };
      }
      if (opened) assignEarly(deps, opened.position, bar, nextDate);
    }
    if (last) {
      for (const p of [...book.open]) {
        book.closePosition(p, bar.date, () => closeAtMarket(market.ticker, bar.close), `End of the backtest range (${bar.date}): closed at the day's prices`, 'END_OF_RANGE');
      }
    }
    const equity = book.equity();
    if (last) book.interest.finalClose(book.cash, bar.date);
    curve.push({ date: bar.date, equity });
    if (tradeLog) margin.push({ date: bar.date, limit, equity, ...(entry ? { entry } : {}) });
  });
  return { timeline, book, diagnostics: deps.diagnostics, startBalance: round(request.balance, 2), curve, margin };
}

/**
 * The run with its daily margin trace (for the invariant tests); the API returns the result. `watchVolume`:
 * count every pick the minimum volume changed on a modeled day (`volumeEffect`; the worker's base run).
 */
export function simulateMultiLeg(request: BacktestRequest, market: MarketData, watchVolume = false): { result: BacktestResult; margin: MarginPoint[]; volumeEffect: ModeledVolumeEffect } {
  const { timeline, book, diagnostics, startBalance, curve, margin } = simulateDays(request, market, true, watchVolume);
  const bars = timeline.bars;
  const benchmark = buyAndHoldEquity(bars, market.dividends, startBalance, market.splits);
  const tickNote = tickGridNote(market.ticker, bars.map((b) => b.date), book.fillDays);
  if (tickNote !== undefined) diagnostics.note(tickNote);
  const overVolumeNote = book.overVolume.note();
  if (overVolumeNote !== undefined) diagnostics.note(overVolumeNote);
  // The puts opened, on their opening's day, and those closed at the day's fill (book.ts filledCloses: not a settlement at intrinsic value).
  const openings = book.trades.flatMap((t) => t.entry_contracts.map((c) => ({ ...c, date: t.entry_date })));
  const farPuts = farPutNote(market.ticker, openings, book.filledCloses);
  if (farPuts !== undefined) diagnostics.note(farPuts);
  const skewTail = skewTailNote(market.options, openings, book.filledCloses);
  if (skewTail !== undefined) diagnostics.note(skewTail);
  const borrowed = borrowedCashNote(book.interest, 'debits, losses and costs beyond the cash held', (date) => curve.find((p) => p.date === date)?.equity);
  if (borrowed !== undefined) diagnostics.note(borrowed);
  const result: BacktestResult = {
    ...resultHead(startBalance, curve, book.trades.map((t) => t.pnl), market, timeline, diagnostics, request.min_volume),
    interest_earned: book.interest.earned,
    interest_paid: book.interest.paid,
    interest_by_year: book.interest.byYear(),
    benchmark_return_pct: totalReturnPct(startBalance, benchmark.at(-1)?.equity ?? startBalance),
    benchmark_dividends: 'reinvested',
    // The after-tax estimate's wash-sale reading for the options (contracts/results.ts OptionWashSalesSchema).
    option_wash_sales: 'same_contract',
    costs: appliedCosts(request),
    equity_curve: curve,
    benchmark_prices: benchmarkPrices(bars, market.splits),
    benchmark_equity: benchmark,
    trades: book.trades,
  };
  // What the minimum volume did on modeled days, read after resultHead wrote the notes (the worker's comparison run: min-volume-check.ts).
  return { result, margin, volumeEffect: diagnostics.modeledVolumeEffect(market.options) };
}

export function runMultiLegBacktest(request: BacktestRequest, market: MarketData): BacktestResult {
  return simulateMultiLeg(request, market).result;
}

/** The same run for a model-risk band: its metrics and daily equity only (band-run.ts). */
export function runMultiLegBand(request: BacktestRequest, market: MarketData): BandRun {
  const { book, startBalance, curve } = simulateDays(request, bandMarket(market), false);
  return bandRun(startBalance, curve, book.trades.map((t) => t.pnl), market.riskFreeRate);
}

/** The same run for a sweep cell: its metrics and dated daily equity only (band-run.ts), on the market given. */
export function runMultiLegMetrics(request: BacktestRequest, market: MarketData): MetricsRun {
  const { book, startBalance, curve } = simulateDays(request, market, false);
  const metrics = headlineMetrics(startBalance, curve, book.trades.map((t) => t.pnl), market.riskFreeRate);
  return { metrics, equity: curve.map((p) => [p.date, p.equity] as const) };
}
