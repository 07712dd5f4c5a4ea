/**
 * How the straddle rules (IRC §1092) treat a call written on shares the writer holds, decided from
 * what is known the day it is written. The statute's text is cited from memory (no copy at hand):
 *
 * - A qualified covered call (QCC, §1092(c)(4)(B)) is an exchange-traded option on stock the
 *   writer holds, written MORE than 30 days before the day it expires (clause (ii)), and not deep
 *   in the money (clause (iii)). Stock and a QCC are not a straddle (§1092(c)(4)(A)); but while an
 *   in-the-money QCC (strike below the applicable stock price) is open the stock's holding period
 *   is suspended (§1092(f)(2)).
 * - Deep in the money (§1092(c)(4)(C)): a strike below the lowest qualified benchmark (LQB), the
 *   highest available strike below the applicable stock price; for an option written more than 90
 *   days before its expiry with a strike above $50, the second highest. Where the applicable stock
 *   price is $25 or less the LQB is treated as not less than 85% of it, and where it is $150 or
 *   less as not less than that price − $10 (IRS Pub. 550 words both so; read as floors, which is
 *   also the reading that makes more calls deep in the money: the conservative one).
 * - The applicable stock price (§1092(c)(4)(D)): the stock's close on the last trading day before
 *   the call was written, or the open of the day it is written when that is above 110% of it.
 * - A call that is not a QCC makes a straddle with the shares: their holding period, if not yet over
 *   a year when the straddle began, does not begin until it ends (Treas. Reg. §1.1092(b)-2T(a)).
 *
 * Where the law is unclear to us, the choice is the one that never gives the long-term rate where
 * the law might not: a call written more than a year before its expiry has its own benchmark in the
 * regulations (Treas. Reg. §1.1092(c)-1 ff. as we recall, not reproduced), so it is taken as not
 * qualified; and an in-the-money call whose day's listed strikes are not known is taken as deep in
 * the money (not qualified: its restart takes more than a suspension would).
 */
export type CoveredCallTreatment =
  /** A QCC at or out of the money: no straddle, the shares' holding period runs on. */
  | 'qualified'
  /** A QCC in the money: the shares' holding period is suspended while it is open (§1092(f)(2)). */
  | 'qualified_in_the_money'
  /** Not a QCC: a straddle, restarting the holding period of shares not yet held over a year. */
  | 'not_qualified';

export interface CallAtWriting {
  /** Calendar days from the day written to the expiry date. */
  termDays: number;
  strike: number;
  /** The applicable stock price (§1092(c)(4)(D)), in the units of the day written. */
  applicablePrice: number;
  /**
   * Every strike listed for the stock that day (any expiry; unordered), or undefined when the data
   * cannot say. "Available strike price" names no series (Pub. 550 only leaves out FLEX strikes):
   * more strikes put the benchmark higher, so all the day's strikes is the conservative reading.
   */
  listedStrikes: readonly number[] | undefined;
}

/** More than this many days to expiry at writing (§1092(c)(4)(B)(ii)). */
export const QCC_MIN_TERM_DAYS = 30;
/** Over this term the second highest strike is the benchmark, for strikes above SECOND_STRIKE_ABOVE (§1092(c)(4)(C)(ii)). */
const SECOND_STRIKE_TERM_DAYS = 90;
const SECOND_STRIKE_ABOVE = 50;
/** A term over a year: the regulations' own benchmark, not reproduced (not qualified, conservatively). */
const LONG_TERM_DAYS = 365;
/** Strikes are kept to 1e-6 (market/strikes.ts roundStrike): equal within this. */
const STRIKE_EPS = 1e-7;

/** Applicable stock price (§1092(c)(4)(D)): the prior close, or the day's open when above 110% of it. */
export function applicableStockPrice(priorClose: number, open: number): number {
  return open > 1.1 * priorClose ? open : priorClose;
}

/**
 * The lowest qualified benchmark of a call of `termDays` at `strike` (§1092(c)(4)(C)), with the
 * floors for low-priced stock; undefined when no listed strike qualifies as the benchmark.
 */
export function lowestQualifiedBenchmark(call: Omit<CallAtWriting, 'listedStrikes'> & { listedStrikes: readonly number[] }): number | undefined {
  const price = call.applicablePrice;
  const below = [...new Set([...call.listedStrikes, call.strike])].filter((k) => k < price - STRIKE_EPS).sort((a, b) => b - a);
  const second = call.termDays > SECOND_STRIKE_TERM_DAYS && call.strike > SECOND_STRIKE_ABOVE;
  let benchmark = second ? below[1] : below[0];
  if (benchmark === undefined) return undefined;
  if (price <= 25) benchmark = Math.max(benchmark, 0.85 * price);
  if (price <= 150) benchmark = Math.max(benchmark, price - 10);
  return benchmark;
}

/** How the straddle rules treat `call` written on shares held (module comment). */
export function coveredCallTreatment(call: CallAtWriting): CoveredCallTreatment {
  if (call.termDays <= QCC_MIN_TERM_DAYS || call.termDays > LONG_TERM_DAYS) return 'not_qualified';
  if (call.strike >= call.applicablePrice - STRIKE_EPS) return 'qualified';
  if (!call.listedStrikes) return 'not_qualified';
  const benchmark = lowestQualifiedBenchmark({ ...call, listedStrikes: call.listedStrikes });
  // No benchmark to measure against (no second strike below the price): not shown qualified.
  if (benchmark === undefined || call.strike < benchmark - STRIKE_EPS) return 'not_qualified';
  return 'qualified_in_the_money';
}
