/**
 * The surface an open is priced on when its overnight gap was the stock's report (vol-anchors.ts
 * VolAnchors.reportGap): the previous bar's surface with the report it expected spent
 * (single-name-events.ts reportSpent). A report comes out outside the session, so the stock's jump
 * on it is in the gap; the day's close return, which splitJumps reads, is not known at the open.
 */
import type { Bar } from './market-data';
import type { AnchoredDay } from './vol-anchors';
import { lastIndexOnOrBefore } from './calendar-dates';
import { isJump } from './single-name-events';

export interface ReportGapInput {
  /** Whether the ticker is a stock (only a stock has reports). */
  stock: boolean;
  bars: readonly Bar[];
  /** SPY's bars and their dates, ascending. */
  benchmarkBars: readonly Bar[];
  benchDates: readonly string[];
  /** Whether bar i's surface was set by the single-name model (the only one that carries reports). */
  singleNameDay: (i: number) => boolean;
  /** Day i's market part of a SPY return: beta over the returns before i × it. */
  marketPart: (i: number, benchReturn: number) => number;
  /** Day i's jump threshold on its own return, from the returns before i (splitJumps limits). */
  jumpLimit: (i: number) => number;
  /** Bar i's surface with the report it expected spent; undefined when it carries none. */
  spentSurface: (i: number) => AnchoredDay | undefined;
}

/**
 * Bar i's report-gap surface, or undefined on any other open: a jump as splitJumps calls one, read
 * at the open: the open's log return over the previous close less its market part (the previous
 * day's beta × SPY's own open over its previous close) beyond the day's threshold, which reads the
 * returns before the day only.
 */
export function createReportGap(input: ReportGapInput): (i: number) => AnchoredDay | undefined {
  const { bars, benchmarkBars, benchDates } = input;
  /** SPY's gap on bar i's date, ln(its open / its previous close); 0 without SPY bars on both. */
  const benchGapAt = (i: number): number => {
    const j = lastIndexOnOrBefore(benchDates, bars[i]?.date ?? '');
    const bar = benchmarkBars[j];
    const before = benchmarkBars[j - 1];
    return j > 0 && benchDates[j] === bars[i]?.date && bar !== undefined && before !== undefined && bar.open > 0 && before.close > 0
      ? Math.log(bar.open / before.close)
      : 0;
  };
  return (i: number): AnchoredDay | undefined => {
    const bar = bars[i];
    const before = bars[i - 1];
    if (!input.stock || bar === undefined || before === undefined || !(bar.open > 0) || !(before.close > 0)) return undefined;
    // Only a surface the single-name model set carries reports (read first: a stock anchored to its
    // own index never splits its jumps).
    if (!input.singleNameDay(i - 1)) return undefined;
    const ownGap = Math.log(bar.open / before.close) - input.marketPart(i, benchGapAt(i));
    return isJump(input.jumpLimit(i), ownGap) ? input.spentSurface(i - 1) : undefined;
  };
}
