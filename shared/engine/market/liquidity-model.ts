/**
 * A fitted model of one contract's volume and open interest. NOT yet what the modeled chain quotes
 * (modeled-quote.ts still uses chain-rules.ts section 6): wired in, it left NVDA 2022 puts, AAPL 2020
 * calls and most SPY 2019 entries under the default minimum volume of 100, because the only real
 * chains to fit on (2014, 2015, 2018) predate today's option turnover per share. See README.
 *
 * Rule: per ticker class (index/ETF vs single stock), per call/put, per |delta| bucket and per DTE
 * bucket, a contract's volume (or open interest) is the underlying's trailing share volume times a
 * fitted rate:
 *
 *   volume        = floor(shareVolume · VOLUME_RATE[class][type][deltaBucket][dteBucket])
 *   open_interest = floor(shareVolume · OI_RATE[class][type][deltaBucket][dteBucket])
 *
 * shareVolume = the mean dollar volume (close × volume) of the last SHARE_VOLUME_SESSIONS bars up to
 * and including the day, divided by the day's traded price: the day's share count, in the units that
 * traded that day whatever splits came later (dollar volume does not change with a split). SPX has no
 * share volume of its own: it reads SPY's. ETFs use the index table (no real ETF chain to fit on; the
 * SPXW rate per SPY share is about half SPY's own options-per-share ratio, so ETF liquidity errs low,
 * the side that rejects entries rather than invents fills). Deterministic: no randomness.
 * The rates are fitted medians (liquidity-constants.ts, `npx tsx functions/market/liquidity-fit-report.ts`).
 */
import type { Bar, OptionType } from './market-data';
import type { TickerClass } from './chain-rules';
import { lastIndexOnOrBefore } from './calendar-dates';
import { LIQUIDITY_FIT, type LiquidityTable } from './liquidity-constants';

/** Trailing sessions of the share-volume average. */
export const SHARE_VOLUME_SESSIONS = 20;
/** Upper |delta| edge of each delta bucket (the last bucket runs to 1). */
export const DELTA_EDGES = [0.1, 0.25, 0.5, 0.75] as const;
/** Upper DTE edge of each DTE bucket, in calendar days (the last bucket is everything longer). */
export const DTE_EDGES = [7, 21, 35, 60, 120] as const;
export const DELTA_BUCKETS = ['0-0.10', '0.10-0.25', '0.25-0.50', '0.50-0.75', '0.75-1'] as const;
export const DTE_BUCKETS = ['0-7', '8-21', '22-35', '36-60', '61-120', '121+'] as const;

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

/** Which fitted table a class reads: ETFs share the index/ETF class. */
export type LiquidityClass = 'index' | 'stock';
export function liquidityClass(cls: TickerClass): LiquidityClass {
  return cls === 'stock' ? 'stock' : 'index';
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

function rate(table: LiquidityTable, cls: TickerClass, type: OptionType, absDelta: number, dte: number): number {
  return table[liquidityClass(cls)][type][deltaBucket(absDelta)]?.[dteBucket(dte)] ?? 0;
}

export function modeledVolume(cls: TickerClass, shareVolume: number, type: OptionType, absDelta: number, dte: number): number {
  return Math.floor(shareVolume * rate(LIQUIDITY_FIT.volume, cls, type, absDelta, dte));
}

export function modeledOpenInterest(cls: TickerClass, shareVolume: number, type: OptionType, absDelta: number, dte: number): number {
  return Math.floor(shareVolume * rate(LIQUIDITY_FIT.openInterest, cls, type, absDelta, dte));
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
