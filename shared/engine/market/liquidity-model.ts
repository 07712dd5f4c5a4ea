/**
 * The modeled chain's volume and open interest (chain-rules.ts section 6), fitted on the real SPXW
 * and LEAN chains (liquidity-constants.ts, `npx tsx functions/market/liquidity-fit-report.ts`).
 *
 * Rule: per table class (index, stock), per call/put, per expiry kind (monthly: the third-Friday
 * expiration; other: weeklies, quarterlies, end-of-month), per |delta| bucket and per DTE bucket, a
 * contract's volume (or open interest) is the underlying's trailing share volume times a fitted rate:
 *
 *   volume        = floor(shareVolume · VOLUME_RATE[table][type][kind][deltaBucket][dteBucket] · ROUND[table][level] · multiplier)
 *   open_interest = floor(shareVolume · OI_RATE[table][type][kind][deltaBucket][dteBucket] · ROUND[table][level] · multiplier)
 *
 * ROUND is the strike-roundness factor (strikeRoundness): real trading gathers on round strikes
 * (SPXW Jan-Feb 2018, 22-35 DTE, 0.05-0.50 |delta|: median volume 72 at odd $5 strikes, 113 at
 * $10, 353 at $25, 1,124 at $50 multiples; AAPL June 2014 weeklies 22-35 DTE: 6 at odd $5 strikes,
 * 138 at $50 multiples). A rate is a cell's median; the factor is the fitted median, per roundness
 * level, of a contract's real volume over its cell's median. Without it every strike of an expiry got
 * the same volume, so a minimum-volume filter passed or blocked a whole expiry at once where the real
 * chain always had its round strikes trading (liquidity-fit-report.ts prints both, per expiry). The
 * ETFs keep factor 1: no real ETF chain to fit it on.
 *
 * shareVolume = the mean dollar volume (close × volume) of the last SHARE_VOLUME_SESSIONS bars up to
 * and including the day, divided by the day's traded price: the day's share count, in the units that
 * traded that day whatever splits came later (dollar volume does not change with a split). SPX has no
 * share volume of its own: it reads SPY's. The multiplier is 1 except for the ETFs (see
 * ETF_CONTRACT_MULTIPLIER). Deterministic: no randomness.
 */
import type { Bar, OptionType } from './market-data';
import type { TickerClass } from './chain-rules';
import { lastIndexOnOrBefore } from './calendar-dates';
import { LIQUIDITY_FIT, type LiquidityRoundness, type LiquidityTable } from './liquidity-constants';

/** Trailing sessions of the share-volume average. */
export const SHARE_VOLUME_SESSIONS = 20;
/**
 * Upper |delta| edge of each delta bucket (the last bucket runs to 1). The wings are split finely:
 * a real chain lists hundreds of strikes under 0.02 |delta| that never trade, while 0.05-0.10 |delta|
 * wings trade (SPXW Jan-Feb 2018: median volume 0 vs 40 at 8-21 DTE); one 0-0.10 bucket gave the
 * wings of every iron condor the median of the dead strikes.
 */
export const DELTA_EDGES = [0.02, 0.05, 0.1, 0.25, 0.5, 0.75] as const;
/** Upper DTE edge of each DTE bucket, in calendar days (the last bucket is everything longer). */
export const DTE_EDGES = [7, 21, 35, 60, 120] as const;
export const DELTA_BUCKETS = ['0-0.02', '0.02-0.05', '0.05-0.10', '0.10-0.25', '0.25-0.50', '0.50-0.75', '0.75-1'] as const;
export const DTE_BUCKETS = ['0-7', '8-21', '22-35', '36-60', '61-120', '121+'] as const;
/** Expiry kinds of the tables: index 0 = other (weekly, quarterly, end-of-month), 1 = monthly. */
export const EXPIRY_KINDS = ['other', 'monthly'] as const;

/**
 * ETF contracts per SPY share = the index (SPX) table × this. No real SPY/QQQ/IWM chain is in the raw
 * data, so the ETF rates are not fitted: an SPX contract is ten times an SPY contract (Cboe, "SPX
 * Weeklys ... ten times larger than SPY options"), and the ETF class is assumed to trade the same
 * notional per strike and expiry as SPX. Two effects are left out and pull opposite ways: SPY's $1
 * strikes are twice as far apart in moneyness as SPX's $5 (each SPY strike gathers more), and SPY's
 * whole option notional is smaller than SPX's. The fit report cannot check this number.
 */
export const ETF_CONTRACT_MULTIPLIER = 10;

export function deltaBucket(absDelta: number): number {
  let i = 0;
  while (i < DELTA_EDGES.length && absDelta > (DELTA_EDGES[i] ?? 1)) i += 1;
  return i;
}

export function dteBucket(dte: number): number {
  let i = 0;
  while (i < DTE_EDGES.length && dte > (DTE_EDGES[i] ?? Infinity)) i += 1;
  return i;
}

/** Which fitted table a class reads: ETFs read the index table (times ETF_CONTRACT_MULTIPLIER). */
export type LiquidityClass = 'index' | 'stock';
export function liquidityClass(cls: TickerClass): LiquidityClass {
  return cls === 'stock' ? 'stock' : 'index';
}

function multiplier(cls: TickerClass): number {
  return cls === 'etf' ? ETF_CONTRACT_MULTIPLIER : 1;
}

/**
 * Mean dollar volume of the SHARE_VOLUME_SESSIONS bars ending at each bar (fewer at the start), per
 * bar. Divide by the day's traded price for that day's share volume.
 */
export function trailingDollarVolumes(bars: readonly Bar[]): number[] {
  const out: number[] = new Array<number>(bars.length);
  let sum = 0;
  for (let i = 0; i < bars.length; i += 1) {
    const b = bars[i];
    sum += b ? b.close * b.volume : 0;
    const old = bars[i - SHARE_VOLUME_SESSIONS];
    if (old) sum -= old.close * old.volume;
    out[i] = Math.max(sum, 0) / Math.min(i + 1, SHARE_VOLUME_SESSIONS);
  }
  return out;
}

/** Roundness levels of a strike (strikeRoundness): index = level. */
export const ROUNDNESS_LEVELS = ['other', 'small round', 'middle round', 'large round'] as const;

/**
 * The finest standard strike step at a strike's price (chain-rules.ts section 2): SPX $5; ETFs $1
 * ($0.50 under $25); stocks $0.50 under $5, $1 under $25, $2.50 under $200, $5 above.
 */
export function strikeBase(cls: TickerClass, strike: number): number {
  if (cls === 'index') return 5;
  if (cls === 'etf') return strike < 25 ? 0.5 : 1;
  return strike < 5 ? 0.5 : strike < 25 ? 1 : strike < 200 ? 2.5 : 5;
}

const isMultiple = (x: number, step: number) => Math.abs(x / step - Math.round(x / step)) < 1e-6;

/**
 * The round numbers of each base step, levels 1-3: 2, 5 and 10 steps ($5: 10, 25, 50), except the
 * $2.50 step, whose round numbers are 5, 10 and 25 (not 12.5).
 */
function roundSteps(base: number): readonly [number, number, number] {
  return base === 2.5 ? [5, 10, 25] : [2 * base, 5 * base, 10 * base];
}

/**
 * 3 when the strike is a multiple of the largest round step (SPX 50, 100; AAPL at $600 50, 100; at
 * $150 25, 50), 2 of the middle one (SPX 25, 75; $150: 140, 160), 1 of the smallest (SPX 10, 20;
 * $150: 135, 145), 0 otherwise (odd $5, half steps, strikes adjusted by a split).
 */
export function strikeRoundness(cls: TickerClass, strike: number): number {
  const [one, two, three] = roundSteps(strikeBase(cls, strike));
  if (isMultiple(strike, three)) return 3;
  if (isMultiple(strike, two)) return 2;
  if (isMultiple(strike, one)) return 1;
  return 0;
}

/** A contract as the liquidity rule sees it. */
export interface LiquidityCell {
  type: OptionType;
  absDelta: number;
  dte: number;
  monthly: boolean;
  strike: number;
}

export type LiquidityMeasure = 'volume' | 'openInterest';

/** The roundness factor of a strike (1 for the ETFs, unfitted). */
export function roundnessFactor(roundness: LiquidityRoundness, cls: TickerClass, strike: number): number {
  return cls === 'etf' ? 1 : (roundness[liquidityClass(cls)][strikeRoundness(cls, strike)] ?? 1);
}

/**
 * The fitted rate of a contract (contracts per share): its cell's rate × its strike's roundness factor
 * × the ETF multiplier. Allocates nothing: read per probed contract.
 */
export function liquidityRate(measure: LiquidityMeasure, cls: TickerClass, type: OptionType, absDelta: number, dte: number, monthly: boolean, strike: number): number {
  return cellRate(LIQUIDITY_FIT[measure], cls, type, absDelta, dte, monthly) * roundnessFactor(LIQUIDITY_FIT.roundness[measure], cls, strike);
}

/**
 * A cell's rate (before the roundness factor), the ETF multiplier included. The ETFs read the index
 * table's non-monthly rows for every expiry: its monthly rows come from SPX's AM-settled monthlies
 * (a two-day sample), whose trading moved to SPXW, while an ETF's standard monthlies are its most
 * traded expiries. With those rows SPY's 56-70 DTE puts fell under the default minimum volume (the
 * 100-cell SPY put sweep of `npm run bench`: 244 -> 114 trades at 70 DTE), trades that were possible.
 */
export function cellRate(table: LiquidityTable, cls: TickerClass, type: OptionType, absDelta: number, dte: number, monthly: boolean): number {
  const row = table[liquidityClass(cls)][type][monthly && cls !== 'etf' ? 1 : 0]?.[deltaBucket(absDelta)];
  return (row?.[dteBucket(dte)] ?? 0) * multiplier(cls);
}

export function modeledVolume(cls: TickerClass, shareVolume: number, c: LiquidityCell): number {
  return Math.floor(shareVolume * liquidityRate('volume', cls, c.type, c.absDelta, c.dte, c.monthly, c.strike));
}

export function modeledOpenInterest(cls: TickerClass, shareVolume: number, c: LiquidityCell): number {
  return Math.floor(shareVolume * liquidityRate('openInterest', cls, c.type, c.absDelta, c.dte, c.monthly, c.strike));
}

/**
 * The day's share volume for the engine: the ticker's own trailing dollar volume over its traded
 * price, or for the index (no share volume of its own) SPY's trailing share volume.
 */
export function createShareVolumes(cls: TickerClass, bars: readonly Bar[], benchmarkBars: readonly Bar[]): (i: number, date: string, spot: number) => number {
  if (cls === 'index') {
    const dollars = trailingDollarVolumes(benchmarkBars);
    const dates = benchmarkBars.map((b) => b.date);
    return (_i, date) => {
      const j = lastIndexOnOrBefore(dates, date);
      const b = benchmarkBars[j];
      return b && b.close > 0 ? (dollars[j] ?? 0) / b.close : 0;
    };
  }
  const dollars = trailingDollarVolumes(bars);
  return (i, _date, spot) => (spot > 0 ? (dollars[i] ?? 0) / spot : 0);
}
