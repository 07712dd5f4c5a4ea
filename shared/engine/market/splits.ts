/**
 * Stock splits and the units prices are quoted in. The bundled dataset is split-adjusted as of its
 * last day; the engine trades in the units that traded each day (issue 14 item 1), so a loader
 * turns adjusted values into as-traded ones with `laterSplitFactor`, and the engine applies each
 * split to the account on its date, as a broker does.
 */
import type { Bar, Dividend, Split } from './market-data';
import { roundStrike } from './strikes';

export type { Split };

/**
 * The product of the ratios of the splits after `date`: an adjusted price × this factor is the
 * price that traded on `date` (1 without later splits). Only undoes the dataset's own scaling, so
 * it reads nothing that was unknown on `date`.
 */
export function laterSplitFactor(splits: readonly Split[], date: string): number {
  let f = 1;
  for (const s of splits) if (s.date > date && s.ratio > 0) f *= s.ratio;
  return f;
}

/** The product of the ratios of the splits effective in (after, upTo]: what one share became. */
export function splitRatioBetween(splits: readonly Split[], after: string, upTo: string): number {
  let f = 1;
  for (const s of splits) if (s.date > after && s.date <= upTo && s.ratio > 0) f *= s.ratio;
  return f;
}

/** Split-adjusted bars (as of the last split) back to the prices that traded that day. */
export function asTradedBars(adjusted: readonly Bar[], splits: readonly Split[]): readonly Bar[] {
  if (splits.length === 0) return adjusted;
  return adjusted.map((b) => {
    const f = laterSplitFactor(splits, b.date);
    if (f === 1) return b;
    return { date: b.date, open: b.open * f, high: b.high * f, low: b.low * f, close: b.close * f, volume: Math.round(b.volume / f) };
  });
}

/** Split-adjusted dividends back to the cash per share paid on the shares of the day. */
export function asTradedDividends(adjusted: readonly Dividend[], splits: readonly Split[]): readonly Dividend[] {
  if (splits.length === 0) return adjusted;
  return adjusted.map((d) => ({ exDate: d.exDate, amount: d.amount * laterSplitFactor(splits, d.exDate) }));
}

/**
 * Closes made continuous across splits in the units of the first bar: close × what one share of
 * the first day became by then (for the benchmark and indicators; no jump at a split).
 */
export function continuousCloses(bars: readonly Bar[], splits: readonly Split[]): number[] {
  const first = bars[0]?.date ?? '';
  if (splits.length === 0) return bars.map((b) => b.close);
  return bars.map((b) => b.close * splitRatioBetween(splits, first, b.date));
}

/**
 * The per-share strike of an open contract once OCC has adjusted it for a split of `ratio`. A
 * whole-number split gives ratio × the contracts at the strike divided by the ratio, rounded to
 * the nearest cent, as the adjusted series are listed: AAPL's 7-for-1 of 2014-06-09 turned the
 * June 600 and 645 strikes into 85.71 and 92.14 ('an adjusted exercise price equal to one-seventh
 * of the exercise price rounded to the nearest 1/100th of a point', Cboe Options Hub, 2014-05-20,
 * on Cboe Research Circular RS14-231; LEAN's real chain of 2014-06-09 lists 92.14), not 92.142857,
 * a contract no chain lists. Otherwise OCC keeps the aggregate strike and delivers 100 × ratio
 * shares (no rounding since 2007, SR-OCC-2006-01): its per-share strike is the exact quotient.
 */
export function adjustedStrike(strike: number, ratio: number): number {
  const perShare = roundStrike(strike / ratio);
  return Number.isInteger(ratio) ? Math.round(perShare * 100) / 100 : perShare;
}

/**
 * Words for a ratio as a split is announced: 4 → '4-for-1', 1.5 → '3-for-2', 0.5 → '1-for-2', 1/3 →
 * '1-for-3' (a reverse split's ratio is a repeating decimal: it read '0.3333333333333333-for-1'),
 * 1/20 → '1-for-20', 1.998 → '1.998-for-1' (no small whole numbers make it; up to 10 new shares are tried).
 */
export function splitLabel(ratio: number): string {
  const reverse = 1 / ratio;
  if (ratio < 1 && Math.abs(reverse - Math.round(reverse)) < 1e-9) return `1-for-${Math.round(reverse)}`;
  for (let per = 1; per <= 10; per++) {
    const shares = ratio * per;
    if (Math.abs(shares - Math.round(shares)) < 1e-9 && Math.round(shares) > 0) return `${Math.round(shares)}-for-${per}`;
  }
  return `${Number(ratio.toPrecision(6))}-for-1`;
}
