/**
 * Early exercise of a short put, shared by the covered and the multi-leg engines (the call's rule,
 * before an ex-date, is early-assignment.ts). The holder of an in-the-money American put exercises
 * it at a close when holding it is worth no more than exercising it (within EXERCISE_TOLERANCE, a
 * cent a share): on a day the model prices, by the chain's American pricer (american-price.ts,
 * OptionChainProvider.americanExercise), which weighs the interest on the strike against the
 * dividends ahead and the put's remaining time value, i.e. the stock at or below the put's critical
 * price; on an imported day, where the real quotes are authoritative, by put-call parity on them:
 * the interest the strike earns until expiry worth more than what exercising gives up, the
 * same-strike call and the dividends expected before expiry (assignment-model.ts decides; parity is
 * necessary, not sufficient, for an American put). The writer is assigned at that close and learns
 * of it the next morning, as for a call. Index options (SPX) are European and cash-settled: never
 * exercised early.
 */
import type { AmericanExercise, MarketData, OptionChainProvider } from '../market/market-data';
import { EXERCISE_TOLERANCE } from '../market/american-price';
import { basePrice } from '../execution/fill-model';
import type { AssignmentModel } from '../execution/assignment-model';
import { intrinsicValue } from '../market/black-scholes';
import { daysBetween } from '../market/calendar';
import { fromDayNumber, toDayNumber } from '../market/calendar-dates';
import { createDividendForecaster, dividendsPresentValue, type ExpectedDividend } from '../market/dividend-forecast';
import { laterSplitFactor } from '../market/splits';
import { DECLARED_NOTICE_DAYS, tickerClass } from '../market/chain-rules';
import { dollarsText, fixed2 } from '../core/money';
import { isCashSettled, type ShortOptionToday } from './early-assignment';

/** An early exercise that happened: what the reason states, and the intrinsic value it settles at. */
export interface EarlyPutExercise {
  extrinsic: number;
  intrinsic: number;
  close: number;
  strike: number;
  strikeInterest: number;
  /** The call's mark and the dividends that decided it; absent when no call was quoted. */
  call?: { mark: number; dividends: number };
  /** The put's bid, when the put alone decided it (no call quote). */
  bid?: number;
  /** What the put held was worth by the chain's American pricer, when the model decided it (a modeled day). */
  held?: number;
}

export interface ShortPutToday extends ShortOptionToday {
  /** The value of the call of the same strike and expiry today, its midpoint (read only when the put is in the money). */
  callMark: () => number | undefined;
  /** Present value today of the dividends expected before expiry (read only when the put is in the money). */
  dividends: () => number;
  /** The first expected ex-date worth waiting for (DividendsAhead.waitFor), read only when the call's test exercises. */
  dividendWait: () => DividendWait | undefined;
  /** The chain's American pricer on the put (OptionChainProvider.americanExercise): undefined on an imported day, which parity on its quotes decides. */
  american?: () => AmericanExercise | undefined;
}

/**
 * Whether `earlyPutExercise` can exercise the put at all today: a next trading day in the data, a
 * physically settled put before its expiry, in the money at the close. False on most days of a
 * short put, so the engines ask it before building the lazy inputs of ShortPutToday (an object and
 * its closures per short put per day, ~1% of a model-risk run's CPU).
 */
export function putMayBeExercised(ticker: string, date: string, nextDate: string | undefined, expiry: string, strike: number, close: number): boolean {
  // The ticker's class last: a look-up, where the rest are comparisons.
  return !(!nextDate || date >= expiry) && intrinsicValue('put', strike, close) > 0 && !isCashSettled(ticker);
}

/** Whether a short put is exercised by its holder at today's close, and on what terms. */
export function earlyPutExercise(model: AssignmentModel, p: ShortPutToday): EarlyPutExercise | undefined {
  if (!putMayBeExercised(p.ticker, p.date, p.nextDate, p.expiry, p.strike, p.close)) return undefined;
  const intrinsic = intrinsicValue('put', p.strike, p.close);
  const strikeInterest = p.strike * (1 - Math.exp(-p.rate * Math.max(0, daysBetween(p.date, p.expiry)) / 365));
  const american = p.american?.();
  if (american !== undefined) {
    // The American value decides: exercised when holding is worth no more than exercising.
    if (!(american.hold <= american.exercise + EXERCISE_TOLERANCE)) return undefined;
    return { extrinsic: Math.max(0, p.mark - intrinsic), intrinsic, close: p.close, strike: p.strike, strikeInterest, held: american.hold };
  }
  const callMark = p.callMark();
  const dividends = callMark === undefined ? 0 : p.dividends();
  const outcome = model.earlyPutExercise({
    strike: p.strike, close: p.close, optionMark: p.mark, optionBid: p.bid, callMark, dividends, strikeInterest,
  });
  if (!outcome.assigned) return undefined;
  // Parity weighs all the dividends against all the interest to expiry; an American holder can also
  // exercise just after an ex-date, so one expected soon that pays more than the interest until it
  // keeps the put held (the writer then bears the drop on the ex-date).
  if (outcome.test === 'call' && callMark !== undefined && p.dividendWait() !== undefined) return undefined;
  const decided = outcome.test === 'call' && callMark !== undefined ? { call: { mark: callMark, dividends } } : { bid: p.bid };
  return { extrinsic: outcome.extrinsic, intrinsic, close: p.close, strike: p.strike, strikeInterest, ...decided };
}

/**
 * The day's value of the call of a short put's strike and expiry, what early exercise's test weighs:
 * its bid/ask midpoint whatever the run's price source (undefined when not quoted). A modeled last
 * is the model price rounded to the tick, so a deep out-of-the-money call worth 0.004 reads 0.00,
 * a price nobody sells it at (bid 0.00, ask 0.01): read as the call's value, it exercised SPY puts
 * the day before expiry at 2010-2012's near-zero rates for a thousandth of a cent a share.
 */
export function sameCallValue(options: Pick<OptionChainProvider, 'quote'>, date: string, expiry: string, strike: number): number | undefined {
  const call = options.quote(date, expiry, 'call', strike);
  return call ? basePrice(call, 'mid') : undefined;
}

/**
 * An expected ex-date before expiry worth waiting for: the dividends to it (present value) at least
 * the interest on the strike until it. Exercising just after it gains them and loses only that
 * interest, so a holder who exercised now would give up more than exercising pays (a lower bound
 * on the American put over its exercise value: strike·e^(−r·t) − spot + PV(dividends to t)).
 */
export interface DividendWait {
  exDate: string;
  dividends: number;
  interest: number;
}

/** The dividends a short put's holder expects before its expiry (dividend-forecast.ts). */
export interface DividendsAhead {
  /** Present value on `date` of those going ex after it and on or before `expiry`, per share in `date`'s units. */
  presentValue(date: string, expiry: string, rate: number): number;
  /** The first of them worth waiting for before exercising a put of `strike` (DividendWait), if any. */
  waitFor(date: string, expiry: string, rate: number, strike: number): DividendWait | undefined;
}

/**
 * The dividends the modeled chain prices (dividend-forecast.ts: the last one gone ex projected on
 * its schedule, or a stock's declared next one within its notice; never the payments after it). The forecaster reads one unit for the whole series:
 * the data's dividends are per share of their ex-date, so they are taken to the units after the last
 * split and each day's answer back to that day's.
 */
export function createDividendsAhead(market: Pick<MarketData, 'dividends' | 'splits' | 'dividendsInPriceFrom'> & { ticker?: string }): DividendsAhead {
  const splits = market.splits ?? [];
  // A stock's declared dividend within its notice, as the chain (day-context.ts); without a ticker, the forecast alone.
  const notice = market.ticker === undefined ? 0 : DECLARED_NOTICE_DAYS[tickerClass(market.ticker)];
  const forecast = createDividendForecaster(
    market.dividends.map((d) => ({ exDate: d.exDate, amount: d.amount / laterSplitFactor(splits, d.exDate) })), undefined, market.dividendsInPriceFrom, notice,
  );
  return {
    presentValue: (date, expiry, rate) => dividendsPresentValue(forecast(date), toDayNumber(date), toDayNumber(expiry), rate) * laterSplitFactor(splits, date),
    waitFor: (date, expiry, rate, strike) => firstDividendWorthWaiting(forecast(date), toDayNumber(date), toDayNumber(expiry), rate, strike, laterSplitFactor(splits, date)),
  };
}

function firstDividendWorthWaiting(expected: readonly ExpectedDividend[], today: number, expiryDay: number, rate: number, strike: number, units: number): DividendWait | undefined {
  let dividends = 0;
  for (const d of expected) {
    if (d.day > expiryDay) break;
    if (d.day <= today) continue;
    const years = (d.day - today) / 365;
    dividends += d.amount * units * Math.exp(-rate * years);
    const interest = strike * (1 - Math.exp(-rate * years));
    if (dividends >= interest) return { exDate: fromDayNumber(d.day), dividends, interest };
  }
  return undefined;
}

/**
 * The reason's opening words, the same in both engines: what decided it, the call and the dividends
 * (or, without a call quote, the put's bid and extrinsic value). Amounts in cents, or to four
 * decimals when cents would show the interest equal to what it beat.
 */
export function earlyPutWords(a: EarlyPutExercise): string {
  if (a.held !== undefined) {
    return `Early exercise of the ${a.strike} put: held, it is worth ${dollarsText(a.held)} a share by the chain's American pricer, ` +
      `no more than exercising it pays, its intrinsic value ${dollarsText(a.intrinsic)} (within a cent): the stock is at or below the put's ` +
      `critical price (close ${fixed2(a.close)}, strike ${a.strike})`;
  }
  const against = a.call ? a.call.mark + a.call.dividends : a.extrinsic;
  const same = fixed2(a.strikeInterest) === fixed2(against);
  const amount = (v: number): string => dollarsText(v, same ? 4 : 2);
  const head = `Early exercise of the ${a.strike} put: the interest on the strike to expiry ${amount(a.strikeInterest)} exceeds `;
  const tail = ` (close ${fixed2(a.close)}, strike ${a.strike})`;
  if (a.call) {
    return `${head}what exercising gives up, the ${a.strike} call's ${dollarsText(a.call.mark)} and the dividends expected before expiry ` +
      `${dollarsText(a.call.dividends)}, together ${amount(against)}: the put trades at its exercise value${tail}`;
  }
  return `${head}the put's remaining extrinsic value ${amount(a.extrinsic)}, and its bid ${dollarsText(a.bid ?? 0)} is at or below its ` +
    `intrinsic value ${dollarsText(a.intrinsic)}${tail}`;
}

/** What an early exercise's reason adds about the next position (cooldown.ts awaitsAssignmentNotice). */
export const PUT_NOTICE_WORDS = 'the notice arrives the next morning: no new position before the next trading day';
