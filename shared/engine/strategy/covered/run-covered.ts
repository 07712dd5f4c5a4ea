/**
 * The covered engine (covered call, cash-secured put, the wheel). End of day, pure, deterministic.
 *
 * Loop order, for each trading day t of the request's range clipped to the data. Every decision on
 * t reads data up to and including t only; every fill is at t's prices (price_source last or mid);
 * prices, strikes and shares are in the units that traded on t:
 *   0. interest: the cash held at the previous close earns the T-bill rate of that day (a negative
 *      balance pays it + DEBIT_SPREAD) for the calendar days since, credited today; then a split
 *      effective on t multiplies the shares and adjusts an open short as OCC does (split.ts);
 *   1. dividends: shares held at the start of t receive the cash dividend when t is an ex-date;
 *   2. mark the open short at t's quote;
 *   3. exit conditions in EXIT_ORDER (time_stop, dte_stop, fixed_profit, fixed_loss,
 *      take_profit_credit_capture, stop_loss_credit_multiple, technical; catch stop loss inside the
 *      two loss stops) → BOUGHT_BACK (2);
 *   4. roll-on conditions, while rolls are left → ROLLED (4) and the next contract is sold;
 *   5. early assignment of an ITM short call when t is the day before an ex-date and the dividend
 *      exceeds the same-strike put and the interest on the strike, or of an ITM short put when the
 *      interest on the strike exceeds the same-strike call and the dividends expected before expiry
 *      (early-put-exercise.ts) → ASSIGNMENT (3);
 *   6. expiration at t's close → EXPIRATION (1) out of the money, ASSIGNMENT (3) in the money;
 *   7. outside the wheel, restore the start holdings (rebuy a covered call's shares, sell a put's);
 *   8. when flat, an entry on an allowed weekday (never on the last day of the range);
 *      after an early assignment (5 or 8b) neither 7 nor 8 acts at that close, only from the next
 *      trading day: the writer learns of the exercise the next morning (cooldown.ts);
 *   8b. an option written on t (entry or roll) is assigned early as in 5 (its buyer may exercise it
 *      the day they bought it); its shares are restored by 7 the next trading day;
 *   9. on the last day, buy back what is still open at t's price;
 *  10. record the equity at t's close (cash + shares − open short at its mark), and mark the share
 *      lots at it (each year keeps its last close's unrealised P&L: shares_by_year).
 * A position opened on t is first managed on t + 1 (but for 8b).
 */
import type { CoveredBacktestRequest, CoveredBacktestResult } from '../../../contracts';
import type { MarketData } from '../../market/market-data';
import { buildTimeline } from '../../core/timeline';
import { cents } from '../../core/money';
import { daysBetween } from '../../market/calendar';
import { createCoveredRun, type CoveredRun, type Day } from './context';
import { tryEntry } from './entry';
import { assignWrittenToday, closeAtEnd, manageOpenShort, restoreHoldings } from './manage';
import { buildCoveredResult } from './result';
import { applySplits } from './split';
import type { ModeledVolumeEffect } from '../diagnostics';
import { bandRun, headlineMetrics, type BandRun, type MetricsRun } from '../band-run';

/** The day loop's outcome: the run's final state, its start balance and the equity at each close. */
interface CoveredSimulation {
  run: CoveredRun;
  startBalance: number;
  equity: Array<[string, number]>;
}

export function runCoveredBacktest(request: CoveredBacktestRequest, market: MarketData): CoveredBacktestResult {
  const { run, startBalance, equity } = simulateCovered(request, market);
  return buildCoveredResult(run, startBalance, equity);
}

/** The run's result and what its minimum volume did on modeled days (the worker's comparison run: min-volume-check.ts). */
export function runCoveredWithVolumeEffect(request: CoveredBacktestRequest, market: MarketData, watchVolume = true): { result: CoveredBacktestResult; volumeEffect: ModeledVolumeEffect } {
  const { run, startBalance, equity } = simulateCovered(request, market, watchVolume);
  return { result: buildCoveredResult(run, startBalance, equity), volumeEffect: run.diagnostics.modeledVolumeEffect(market.options) };
}

/** The same run for a model-risk band: its metrics and daily equity only (band-run.ts). */
export function runCoveredBand(request: CoveredBacktestRequest, market: MarketData): BandRun {
  const { run, startBalance, equity } = simulateCovered(request, market);
  const curve = equity.map(([date, value]) => ({ date, equity: value }));
  return bandRun(startBalance, curve, run.ledger.trades.map((t) => t.pnl), market.riskFreeRate);
}

/** The same run for a sweep cell: its metrics and dated daily equity only (band-run.ts), on the market given. */
export function runCoveredMetrics(request: CoveredBacktestRequest, market: MarketData): MetricsRun {
  const { run, startBalance, equity } = simulateCovered(request, market);
  const curve = equity.map(([date, value]) => ({ date, equity: value }));
  return { metrics: headlineMetrics(startBalance, curve, run.ledger.trades.map((t) => t.pnl), market.riskFreeRate), equity };
}

/** `watchVolume`: count every pick the minimum volume changed on a modeled day (only the worker's base run reads it). */
function simulateCovered(request: CoveredBacktestRequest, market: MarketData, watchVolume = false): CoveredSimulation {
  const timeline = buildTimeline(market, request.start_date, request.end_date);
  const run = createCoveredRun(request, market, timeline, watchVolume);
  // The start holdings' value; a per-share commission on the first purchase shows in day 1's equity.
  const startBalance = cents(run.startValue);
  const equity: Array<[string, number]> = [];
  const bars = timeline.bars;
  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i];
    if (!bar) continue;
    const marketIndex = run.offset + i;
    const day: Day = {
      bar,
      i,
      marketIndex,
      prev: bars[i - 1],
      nextDate: market.bars[marketIndex + 1]?.date,
      last: i === bars.length - 1,
    };
    if (day.prev) run.ledger.accrueInterest(bar.date, market.riskFreeRate(day.prev.date), daysBetween(day.prev.date, bar.date));
    applySplits(run, day);
    const dividend = run.dividends.get(bar.date);
    // The start holdings are bought at the first close, already ex: a dividend going ex that day
    // belongs to the evening-before holder, as the benchmark bought at the same close (audit 10).
    if (dividend && day.prev && run.ledger.shares > 0) run.ledger.receiveDividend(bar.date, dividend);
    manageOpenShort(run, day);
    restoreHoldings(run, day);
    if (!day.last && !run.ledger.open) tryEntry(run, day);
    // Nothing is restored after it: the notice comes the next morning (restoreHoldings waits a day).
    assignWrittenToday(run, day);
    if (day.last) closeAtEnd(run, day);
    run.ledger.markShares(bar.date, bar.close);
    equity.push([bar.date, run.ledger.equity(bar.close)]);
    if (day.last) run.ledger.interest.finalClose(run.ledger.cash, bar.date);
  }
  return { run, startBalance, equity };
}
