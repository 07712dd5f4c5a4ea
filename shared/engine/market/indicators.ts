/**
 * Technical indicators on daily bars, for the technical exit conditions of the spec
 * (kinds price, sma, ema, rsi, macd, atr, vix). Each series is aligned with the bars: value i uses
 * bars[0..i] only (no look-ahead), and is undefined while the indicator is still warming up.
 *
 * Definitions (closes unless stated):
 * - price: the close.
 * - sma(n): arithmetic mean of the last n closes; first value at index n-1.
 * - ema(n): alpha = 2/(n+1), seeded with the SMA of the first n closes at index n-1, then
 *   ema_i = ema_{i-1} + alpha (close_i - ema_{i-1}).
 * - rsi(n), Wilder: changes d_i = close_i - close_{i-1}; the first average gain/loss is the simple
 *   mean of the first n gains/losses (value at index n), then avg_i = (avg_{i-1} (n-1) + x_i) / n.
 *   RSI = 100 - 100 / (1 + avgGain/avgLoss); 100 when avgLoss = 0 (50 when both are 0).
 * - macd(short, long): the MACD LINE, ema(short) - ema(long) (defaults 12 and 26); the signal line
 *   and histogram are not used by the spec. First value where ema(long) exists (index long-1).
 * - atr(n), Wilder: true range TR_i = max(high-low, |high-close_{i-1}|, |low-close_{i-1}|)
 *   (TR_0 = high-low); ATR = mean of TR_0..TR_{n-1} at index n-1, then (ATR_{i-1}(n-1)+TR_i)/n.
 * - vix: the VIX close on the bar's date (undefined when VIX has no value that day).
 * Splits: the series are computed on bars made continuous across splits and expressed in the
 * units that traded on each day, so a 4-for-1 split moves neither an SMA crossing nor an RSI.
 * percent_offset is in PERCENT: the value used is indicator × (1 + percent_offset / 100), so
 * sma 50 with percent_offset -5 is 95% of the 50-day SMA.
 */
import type { Bar, Split } from './market-data';
import { laterSplitFactor } from './splits';

export type IndicatorKind = 'price' | 'sma' | 'ema' | 'rsi' | 'macd' | 'atr' | 'vix';

export interface IndicatorSpec {
  kind: IndicatorKind;
  /** sma, ema, rsi, atr (min 1). */
  period?: number | null;
  /** macd (defaults 12 and 26). */
  short_period?: number | null;
  long_period?: number | null;
  percent_offset?: number | null;
}

export type Series = readonly (number | undefined)[];

export const MACD_SHORT_DEFAULT = 12;
export const MACD_LONG_DEFAULT = 26;

function checkPeriod(kind: IndicatorKind, period: number | null | undefined): number {
  if (period === undefined || period === null || !Number.isInteger(period) || period < 1) {
    throw new RangeError(`indicator ${kind}: period must be an integer of at least 1 (got ${String(period)})`);
  }
  return period;
}

export function sma(values: readonly number[], n: number): Series {
  const out: (number | undefined)[] = new Array<number | undefined>(values.length).fill(undefined);
  let sum = 0;
  values.forEach((v, i) => {
    sum += v;
    if (i >= n) sum -= values[i - n] ?? 0;
    if (i >= n - 1) out[i] = sum / n;
  });
  return out;
}

export function ema(values: readonly number[], n: number): Series {
  const out: (number | undefined)[] = new Array<number | undefined>(values.length).fill(undefined);
  const alpha = 2 / (n + 1);
  let prev: number | undefined;
  let seed = 0;
  values.forEach((v, i) => {
    if (prev === undefined) {
      seed += v;
      if (i === n - 1) prev = seed / n;
    } else {
      prev += alpha * (v - prev);
    }
    out[i] = prev;
  });
  return out;
}

/** Wilder smoothing of `x` (x[0] is not used when `skipFirst`). */
function wilder(x: readonly number[], n: number, skipFirst: boolean): Series {
  const out: (number | undefined)[] = new Array<number | undefined>(x.length).fill(undefined);
  const start = skipFirst ? 1 : 0;
  let avg: number | undefined;
  let seed = 0;
  for (let i = start; i < x.length; i += 1) {
    const v = x[i] ?? 0;
    if (avg === undefined) {
      seed += v;
      if (i - start === n - 1) avg = seed / n;
    } else {
      avg = (avg * (n - 1) + v) / n;
    }
    out[i] = avg;
  }
  return out;
}

export function rsi(closes: readonly number[], n: number): Series {
  const gains = closes.map((c, i) => (i === 0 ? 0 : Math.max(c - (closes[i - 1] ?? c), 0)));
  const losses = closes.map((c, i) => (i === 0 ? 0 : Math.max((closes[i - 1] ?? c) - c, 0)));
  const g = wilder(gains, n, true);
  const l = wilder(losses, n, true);
  return closes.map((_, i) => {
    const ag = g[i];
    const al = l[i];
    if (ag === undefined || al === undefined) return undefined;
    if (al === 0) return ag === 0 ? 50 : 100;
    return 100 - 100 / (1 + ag / al);
  });
}

export function atr(bars: readonly Bar[], n: number): Series {
  const tr = bars.map((b, i) => {
    const prev = bars[i - 1];
    if (prev === undefined) return b.high - b.low;
    return Math.max(b.high - b.low, Math.abs(b.high - prev.close), Math.abs(b.low - prev.close));
  });
  return wilder(tr, n, false);
}

export function macd(closes: readonly number[], short: number, long: number): Series {
  const s = ema(closes, short);
  const l = ema(closes, long);
  return closes.map((_, i) => {
    const a = s[i];
    const b = l[i];
    return a === undefined || b === undefined ? undefined : a - b;
  });
}

/** The raw series of one indicator (without percent_offset), aligned with `bars`. */
export function rawIndicator(spec: IndicatorSpec, bars: readonly Bar[], vix: (date: string) => number | undefined): Series {
  const closes = bars.map((b) => b.close);
  switch (spec.kind) {
    case 'price':
      return closes;
    case 'sma':
      return sma(closes, checkPeriod('sma', spec.period));
    case 'ema':
      return ema(closes, checkPeriod('ema', spec.period));
    case 'rsi':
      return rsi(closes, checkPeriod('rsi', spec.period));
    case 'atr':
      return atr(bars, checkPeriod('atr', spec.period));
    case 'macd':
      return macd(
        closes,
        checkPeriod('macd', spec.short_period ?? MACD_SHORT_DEFAULT),
        checkPeriod('macd', spec.long_period ?? MACD_LONG_DEFAULT),
      );
    case 'vix':
      return bars.map((b) => vix(b.date));
  }
}

/** The series of one indicator with its percent_offset applied. */
export function indicatorSeries(spec: IndicatorSpec, bars: readonly Bar[], vix: (date: string) => number | undefined): Series {
  const raw = rawIndicator(spec, bars, vix);
  const factor = 1 + (spec.percent_offset ?? 0) / 100;
  return factor === 1 ? raw : raw.map((v) => (v === undefined ? undefined : v * factor));
}

/** Kinds measured in the underlying's price units (scaled by a split); RSI and VIX are not. */
const PRICE_UNITS: ReadonlySet<IndicatorKind> = new Set(['price', 'sma', 'ema', 'macd', 'atr']);

/**
 * Precomputes indicator series once per backtest: `at(spec, i)` is the value on bars[i], in the
 * units that traded that day. Series are memoised by their definition, so many conditions on the
 * same SMA cost one pass. With splits, the bars (as traded) are first made continuous.
 */
export function createIndicators(bars: readonly Bar[], vix: (date: string) => number | undefined, splits: readonly Split[] = []) {
  const factors = splits.length === 0 ? undefined : bars.map((b) => laterSplitFactor(splits, b.date));
  const continuous = factors === undefined ? bars : bars.map((b, i) => {
    const f = factors[i] ?? 1;
    return { date: b.date, open: b.open / f, high: b.high / f, low: b.low / f, close: b.close / f, volume: b.volume * f };
  });
  const memo = new Map<string, Series>();
  const series = (spec: IndicatorSpec): Series => {
    const key = [spec.kind, spec.period, spec.short_period, spec.long_period, spec.percent_offset ?? 0].join('|');
    let s = memo.get(key);
    if (s === undefined) {
      s = indicatorSeries(spec, continuous, vix);
      if (factors !== undefined && PRICE_UNITS.has(spec.kind)) s = s.map((v, i) => (v === undefined ? undefined : v * (factors[i] ?? 1)));
      memo.set(key, s);
    }
    return s;
  };
  return {
    series,
    at: (spec: IndicatorSpec, index: number): number | undefined => series(spec)[index],
  };
}

export type Indicators = ReturnType<typeof createIndicators>;
