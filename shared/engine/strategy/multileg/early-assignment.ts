/**
 * Early assignment of a spread's short call before an ex-dividend date (strategy/early-assignment.ts
 * decides, as for a covered call): on the trading day before an ex-date, a short in-the-money call of
 * a stock or ETF is exercised by its holder when the dividend is worth more than the same-strike put
 * and the interest on the strike to expiry, what exercising gives up. A short in-the-money put, on
 * any day, when the interest on the strike to expiry is worth more than the same-strike call and the
 * dividends expected before expiry (strategy/early-put-exercise.ts): it is booked the same way, its
 * shares put to the account at the strike settled at the intrinsic value against that close.
 *
 * How it is booked, as a spreads trader lives it:
 * - The assigned leg settles at its intrinsic value against that day's close, a stock trade paying
 *   the per-share commission: the same booking as an in-the-money leg at expiration (run-multileg.ts
 *   manage, book.ts closePosition 'settle' with `delivers`). The assignment leaves the account short
 *   the shares at the strike; the notice comes the next morning, the ex-date, when covering them also
 *   owes the dividend while the stock opens about that much lower, so buying them back then costs
 *   about the intrinsic value at this close. Settling at this close books that, with no dividend
 *   line and no overnight move the data cannot know.
 * - The rest of the position closes the same day at the day's fills, as when a calendar's short leg
 *   settles before its long one: a position is traded and reported whole (one trade, one margin), and
 *   a trader sees the assignment coming at this close (in the money, trading at its exercise
 *   value) and closes what the assignment leaves, which would otherwise be a lone long call or an
 *   uncovered leg under a margin the position was not sized for. A long leg is American: deep in the
 *   money its bid sits below intrinsic, and its holder exercises it instead of selling there
 *   (book.ts 'fillOrExercise': the better of the sale and the exercise, after each one's costs; the
 *   reason names the legs exercised). Only stock and ETF options get here: SPX is never assigned early.
 * - No new position opens at that close (entry.ts, cooldown.ts awaitsAssignmentNotice): seeing the
 *   assignment coming is not knowing it; the notice arrives the next morning.
 */
import type { Bar, MarketData } from '../../market/market-data';
import { dollarsText } from '../../core/money';
import type { AssignmentModel } from '../../execution/assignment-model';
import type { FillModel } from '../../execution/fill-model';
import { shareCommissionWords, type CostModel } from '../../execution/cost-model';
import { NOTICE_WORDS, callMayBeAssigned, earlyAssignmentWords, earlyCallAssignment, samePutMark, type DividendSchedule, type EarlyAssignment } from '../early-assignment';
import { PUT_NOTICE_WORDS, earlyPutExercise, putMayBeExercised, earlyPutWords, sameCallValue, type DividendsAhead, type EarlyPutExercise } from '../early-put-exercise';
import { closeAtMarket, type MultiLegBook } from './book';
import { contractsOf, deliverableOf, type OpenLeg, type OpenPosition } from './position';
import { sharesText } from '../../core/count-text';

export interface EarlyAssignmentDeps {
  /** The underlying (SPX is cash-settled and European: never assigned early), its chain and T-bill rate. */
  market: Pick<MarketData, 'ticker' | 'options' | 'riskFreeRate'>;
  /** Marks the same-strike put the early-assignment test reads. */
  fill: Pick<FillModel, 'mark'>;
  book: MultiLegBook;
  assignment: AssignmentModel;
  dividends: DividendSchedule;
  /** The present value of the dividends expected before an expiry (early-put-exercise.ts): a short put's early exercise weighs it. */
  dividendsAhead: DividendsAhead;
  /** For the reason's words (the book charges it). */
  cost: CostModel;
  /** Set to the day of an early assignment: the run opens nothing at its close (cooldown.ts awaitsAssignmentNotice). */
  earlyAssignedOn?: string;
}

/**
 * Closes `p` at `bar`'s close when one of its short calls is assigned ahead of the ex-date after it
 * (`nextDate` is the next trading day in the data), or one of its short puts is exercised by its
 * holder (early-put-exercise.ts). Returns whether it did.
 */
export function assignEarly(d: EarlyAssignmentDeps, p: OpenPosition, bar: Bar, nextDate: string | undefined): boolean {
  // Made only when a leg is assigned: this runs for every open position on every day.
  let assigned: Map<OpenLeg, string> | undefined;
  let puts = false;
  for (const leg of p.legs) {
    if (leg.plan.side !== 'short') continue;
    const words = leg.plan.type === 'call' ? earlyCallWords(d, p, leg, bar, nextDate) : earlyPutLegWords(d, p, leg, bar, nextDate);
    if (words === undefined) continue;
    (assigned ??= new Map()).set(leg, words);
    puts ||= leg.plan.type === 'put';
  }
  if (assigned === undefined) return false;
  const chosen = assigned;
  const rest = p.legs.length > assigned.size ? '; the position\'s other legs closed at the day\'s prices' : '';
  d.book.closePosition(
    p,
    bar.date,
    (leg) => (chosen.has(leg) ? { kind: 'settle', underlying: bar.close, delivers: true, early: true } : closeAtMarket(d.market.ticker, bar.close)),
    `${[...assigned.values()].join('; ')}${rest}; ${puts ? PUT_NOTICE_WORDS : NOTICE_WORDS}`,
    'ASSIGNMENT',
  );
  d.earlyAssignedOn = bar.date;
  return true;
}

/*
 * The lazy inputs below are methods, not arrow functions: this runs for every short leg of every
 * open position every day, and run under tsx (the bench, the CLI, the local server) each arrow
 * function stored in a property is wrapped in esbuild's keep-names helper, an
 * Object.defineProperty per function made (5.6% of a CPU profile of the bench condor, with the day
 * context's, day-context.ts). A method's name is its key: nothing to define.
 */

/** A short call assigned ahead of the ex-date after `bar`: its words, or undefined when it is not. */
function earlyCallWords(d: EarlyAssignmentDeps, p: OpenPosition, leg: OpenLeg, bar: Bar, nextDate: string | undefined): string | undefined {
  const { strike, expiry_date: expiry } = leg.entry;
  if (!callMayBeAssigned(d.market.ticker, nextDate, strike, bar.close)) return undefined;
  const a: EarlyAssignment | undefined = earlyCallAssignment(d.assignment, d.dividends, {
    ticker: d.market.ticker, strike, mark: leg.mark, bid: leg.current.bid_price, expiry, rate: d.market.riskFreeRate(bar.date),
    putMark() {
      return samePutMark(d.market.options, d.fill, bar.date, expiry, strike);
    },
    american(amount, days) {
      return d.market.options.americanExercise?.(bar.date, expiry, 'call', strike, { amount, days });
    },
    date: bar.date, close: bar.close, nextDate,
  });
  if (!a) return undefined;
  const shares = deliverableOf(p) * contractsOf(leg, p.units);
  // Not 'bought back at the close': the notice comes the next morning (NOTICE_WORDS), and the
  // reason must not say the trader covered shares they did not yet know they were short.
  return `${earlyAssignmentWords(a)}; the short ${a.strike} call was assigned: ${sharesText(shares)} delivered short at ${a.strike}, ` +
    `settled at its intrinsic value ${dollarsText(a.intrinsic)} a share against this close${shareCommissionWords(d.cost, shares)}, ` +
    `as covering them on the ex-date costs about as much: the stock opens about the dividend lower and the short owes the dividend`;
}

/**
 * A short put exercised by its holder at `bar`'s close: its words, or undefined when it is not. The
 * shares it puts to the account settle at the intrinsic value against this close, as an assigned
 * call's do: the trader sees the put at its exercise value at this close and can sell the shares
 * short there, which the delivery the next morning covers (held, a deep put moves with the shares
 * anyway); the overnight move is not the position's.
 */
function earlyPutLegWords(d: EarlyAssignmentDeps, p: OpenPosition, leg: OpenLeg, bar: Bar, nextDate: string | undefined): string | undefined {
  const { strike, expiry_date: expiry } = leg.entry;
  if (!putMayBeExercised(d.market.ticker, bar.date, nextDate, expiry, strike, bar.close)) return undefined;
  const rate = d.market.riskFreeRate(bar.date);
  const a: EarlyPutExercise | undefined = earlyPutExercise(d.assignment, {
    ticker: d.market.ticker, strike, mark: leg.mark, bid: leg.current.bid_price, expiry, rate,
    callMark() {
      return sameCallValue(d.market.options, bar.date, expiry, strike);
    },
    dividends() {
      return d.dividendsAhead.presentValue(bar.date, expiry, rate);
    },
    dividendWait() {
      return d.dividendsAhead.waitFor(bar.date, expiry, rate, strike);
    },
    american() {
      return d.market.options.americanExercise?.(bar.date, expiry, 'put', strike);
    },
    date: bar.date, close: bar.close, nextDate,
  });
  if (!a) return undefined;
  const shares = deliverableOf(p) * contractsOf(leg, p.units);
  return `${earlyPutWords(a)}; the short ${a.strike} put was assigned: ${sharesText(shares)} put to the account at ${a.strike}, ` +
    `settled at its intrinsic value ${dollarsText(a.intrinsic)} a share against this close${shareCommissionWords(d.cost, shares)}, ` +
    `as if sold at this close: the put trades at its exercise value, and a trader sells short here the shares its exercise will deliver`;
}
