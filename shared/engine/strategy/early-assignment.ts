/**
 * Early assignment of a short call before an ex-dividend date, shared by the covered and the
 * multi-leg engines. The holder of an in-the-money American call exercises it at the close of the
 * trading day before an ex-date when holding it past the ex-date is worth no more than exercising
 * it (within EXERCISE_TOLERANCE, a cent a share): on a day the model prices, by the chain's American
 * pricer (OptionChainProvider.americanExercise, with the dividend going ex the next day); on an
 * imported day, where the real quotes are authoritative, by parity on them: the dividend worth more
 * than what the exercise gives up, the same-strike put and the interest on the strike to expiry
 * (assignment-model.ts decides). The writer is assigned at that close. Index options (SPX) are
 * European and cash-settled: never assigned early.
 */
import type { AmericanExercise, Dividend, OptionChainProvider, Split } from '../market/market-data';
import { splitLabel, splitRatioBetween } from '../market/splits';
import { EXERCISE_TOLERANCE } from '../market/american-price';
import type { FillModel } from '../execution/fill-model';
import { tickerClass } from '../market/chain-rules';
import { intrinsicValue } from '../market/black-scholes';
import { dollarsText, fixed2 } from '../core/money';
import { daysBetween } from '../market/calendar';
import type { AssignmentModel } from '../execution/assignment-model';

/** Index options settle in cash (no shares change hands) and are European. */
export const isCashSettled = (ticker: string): boolean => tickerClass(ticker) === 'index';

/**
 * Cash dividends per share of the ex-date (as traded: the shares after a split effective that day),
 * the ex-dates ascending (for the day-before check), and the ticker's splits, which take a dividend
 * to the units of the eve it is weighed at.
 */
export interface DividendSchedule {
  dividends: ReadonlyMap<string, number>;
  exDates: readonly string[];
  splits?: readonly Split[];
}

export function dividendSchedule(list: readonly Dividend[], splits: readonly Split[] = []): DividendSchedule {
  const dividends = new Map<string, number>();
  for (const d of list) dividends.set(d.exDate, (dividends.get(d.exDate) ?? 0) + d.amount);
  return { dividends, exDates: [...dividends.keys()].sort(), ...(splits.length > 0 ? { splits } : {}) };
}

/** What a dividend going ex after `date` came to: its sum per share held at `date`'s close, and the split between, if any. */
export interface DividendAhead {
  /** Per share held at `date`'s close (its units: the close and the strike it meets). */
  dividend: number;
  exDate: string;
  /** A split effective after `date` and by the ex-date: what one share held at the close became, and the cash per share of the ex-date. */
  split?: { ratio: number; perExDateShare: number };
}

/**
 * The dividends going ex strictly after `date` and on or before `nextDate`, the next trading day (a
 * weekend or holiday between them): their sum and the last ex-date, or undefined when none. The sum
 * is per share held at `date`'s close: a split effective on the ex-date (after `date`) pays the cash
 * per share of the ex-date on each of the ratio shares one became, so a 4-for-1 with 0.205 a new
 * share is 0.82 a share of the eve, the units of the eve's close and strike (the call exercised at
 * the eve's close delivers one old share, four on the ex-date).
 */
export function dividendBeforeNextDay(s: DividendSchedule, date: string, nextDate: string): DividendAhead | undefined {
  let dividend = 0;
  let perExDateShare = 0;
  let ratio = 1;
  let exDate = '';
  for (let i = firstExDateAfter(s.exDates, date); i < s.exDates.length; i++) {
    const d = s.exDates[i] as string;
    if (d > nextDate) break;
    const amount = s.dividends.get(d) ?? 0;
    const r = s.splits === undefined ? 1 : splitRatioBetween(s.splits, date, d);
    dividend += amount * r;
    perExDateShare += amount;
    ratio = r;
    exDate = d;
  }
  if (!(dividend > 0)) return undefined;
  return ratio === 1 ? { dividend, exDate } : { dividend, exDate, split: { ratio, perExDateShare } };
}

/** The day's mark of the put of a short call's strike and expiry, what early exercise's test weighs; undefined when not quoted. */
export function samePutMark(
  options: Pick<OptionChainProvider, 'quote'>, fill: Pick<FillModel, 'mark'>, date: string, expiry: string, strike: number,
): number | undefined {
  const put = options.quote(date, expiry, 'put', strike);
  return put ? fill.mark(put) : undefined;
}

/** An early assignment that happened: what the reason states, and the intrinsic value it settles at. */
export interface EarlyAssignment {
  exDate: string;
  /** Per share held at the close (DividendAhead). */
  dividend: number;
  /** A split effective by the ex-date: the dividend is that many ex-date shares' cash (DividendAhead). */
  split?: { ratio: number; perExDateShare: number };
  extrinsic: number;
  intrinsic: number;
  close: number;
  strike: number;
  /** The put's mark and the interest on the strike that decided it; absent when no put was quoted. */
  put?: { mark: number; strikeInterest: number };
  /** The call's bid, when the call alone decided it (no put quote). */
  bid?: number;
  /** What the call held past the ex-date was worth by the chain's American pricer, when the model decided it (a modeled day). */
  held?: number;
}

/** A short option at today's close, what both early-exercise tests read (the call's here, the put's in early-put-exercise.ts). */
export interface ShortOptionToday {
  ticker: string;
  strike: number;
  /** The option's mark per share at today's close. */
  mark: number;
  /** The option's bid at today's close. */
  bid: number;
  expiry: string;
  /** The T-bill rate that day, a fraction: the interest on the strike an exercise pays early. */
  rate: number;
  date: string;
  close: number;
  /** The next trading day in the data (undefined on the data's last day: nothing to check). */
  nextDate: string | undefined;
}

export interface ShortCallToday extends ShortOptionToday {
  /** The mark of the put of the same strike and expiry today (read only when a dividend is ahead). */
  putMark: () => number | undefined;
  /**
   * The chain's American pricer on the call held past the dividend going ex `days` calendar days
   * later (OptionChainProvider.americanExercise): undefined on an imported day, which parity on its quotes decides.
   */
  american?: (dividend: number, days: number) => AmericanExercise | undefined;
}

/**
 * Whether `earlyCallAssignment` can assign the call at all today, before its dividend look-up: a next
 * trading day in the data, a physically settled call, in the money at the close. False on most days
 * of a short call, so the engines ask it before building the lazy inputs of ShortCallToday (an
 * object and its closures per short call per day, ~1% of a model-risk run's CPU).
 */
export function callMayBeAssigned(ticker: string, nextDate: string | undefined, strike: number, close: number): boolean {
  // The ticker's class last: a look-up, where the rest are comparisons.
  return !!nextDate && intrinsicValue('call', strike, close) > 0 && !isCashSettled(ticker);
}

/** Whether a short call is assigned at today's close ahead of an ex-date, and on what terms. */
export function earlyCallAssignment(model: AssignmentModel, s: DividendSchedule, c: ShortCallToday): EarlyAssignment | undefined {
  if (!c.nextDate || !callMayBeAssigned(c.ticker, c.nextDate, c.strike, c.close)) return undefined;
  const ahead = dividendBeforeNextDay(s, c.date, c.nextDate);
  if (!ahead) return undefined;
  const intrinsic = intrinsicValue('call', c.strike, c.close);
  const american = c.american?.(ahead.dividend, daysBetween(c.date, ahead.exDate));
  if (american !== undefined) {
    // The American value decides: assigned when holding past the ex-date is worth no more than exercising.
    if (!(american.hold <= american.exercise + EXERCISE_TOLERANCE)) return undefined;
    return { ...ahead, extrinsic: Math.max(0, c.mark - intrinsic), intrinsic, close: c.close, strike: c.strike, held: american.hold };
  }
  const putMark = c.putMark();
  const strikeInterest = c.strike * (1 - Math.exp(-c.rate * Math.max(0, daysBetween(c.date, c.expiry)) / 365));
  const outcome = model.earlyCallBeforeDividend({
    strike: c.strike, close: c.close, optionMark: c.mark, optionBid: c.bid, dividend: ahead.dividend, putMark, strikeInterest,
  });
  if (!outcome.assigned) return undefined;
  const decided = outcome.test === 'put' && putMark !== undefined ? { put: { mark: putMark, strikeInterest } } : { bid: c.bid };
  return { ...ahead, extrinsic: outcome.extrinsic, intrinsic, close: c.close, strike: c.strike, ...decided };
}

/**
 * The reason's opening words, the same in both engines: what decided it, the put and the interest on
 * the strike (or, without a put quote, the call's bid and extrinsic value). Amounts in cents, or to
 * four decimals when cents would show the dividend equal to what it beat: 'the 0.43 dividend
 * exceeds ... 0.43' (QQQ, 2022-03-18: 0.4340 against 0.4300) reads as a wrong decision.
 */
export function earlyAssignmentWords(a: EarlyAssignment): string {
  if (a.held !== undefined) {
    return `Early assignment before the ex-dividend date ${a.exDate}: held past it, the call is worth ${dollarsText(a.held)} a share by the ` +
      `chain's American pricer (the ${dollarsText(a.dividend)} dividend gone${splitDividendWords(a, '; ', '')}), no more than exercising it pays, its intrinsic value ` +
      `${dollarsText(a.intrinsic)} (within a cent): the call trades at its exercise value (close ${fixed2(a.close)}, strike ${a.strike})`;
  }
  const against = a.put ? a.put.mark + a.put.strikeInterest : a.extrinsic;
  const same = fixed2(a.dividend) === fixed2(against);
  const amount = (v: number): string => dollarsText(v, same ? 4 : 2);
  const head = `Early assignment before the ex-dividend date ${a.exDate}: the ${amount(a.dividend)} dividend${splitDividendWords(a, ' (', ')')} exceeds `;
  const tail = ` (close ${fixed2(a.close)}, strike ${a.strike})`;
  if (a.put) {
    return `${head}what exercising gives up, the ${a.strike} put's ${dollarsText(a.put.mark)} and the interest on the strike to expiry ` +
      `${dollarsText(a.put.strikeInterest)}, together ${amount(against)}: the call trades at its exercise value${tail}`;
  }
  return `${head}the call's remaining extrinsic value ${amount(a.extrinsic)}, and its bid ${dollarsText(a.bid ?? 0)} is at or below its ` +
    `intrinsic value ${dollarsText(a.intrinsic)}${tail}`;
}

/**
 * A split effective on the ex-date, in the reason: the dividend it names is per share held at the
 * close, the data's amount per share of the ex-date ('$0.2050 on each of the 4 shares one share of
 * this close becomes in the 4-for-1 split on the ex-date'), between `open` and `close`.
 */
function splitDividendWords(a: Pick<EarlyAssignment, 'split'>, open: string, close: string): string {
  if (a.split === undefined) return '';
  const { ratio, perExDateShare } = a.split;
  const shares = Number.isInteger(ratio) ? `on each of the ${ratio} shares` : `a share on the ${ratio} shares`;
  return `${open}${dollarsText(perExDateShare, 4)} ${shares} one share of this close becomes in the ${splitLabel(ratio)} split on the ex-date${close}`;
}

/** What an early assignment's reason adds about the next position (cooldown.ts awaitsAssignmentNotice). */
export const NOTICE_WORDS = 'the notice arrives the next morning (the ex-date): no new position before the next trading day';

/** Index of the first ex-date after `date` in the ascending list (binary search). */
function firstExDateAfter(exDates: readonly string[], date: string): number {
  let lo = 0;
  let hi = exDates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((exDates[mid] as string) <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
