/** Joins a ticker's segments into one bar series, recording each stitch point. */
import type { Bar } from '../../../shared/engine/market/market-data';
import { scaledRows, type SourceLoader } from './load-source';
import type { TickerPlan } from './plan-types';

export interface StitchPoint {
  from: string;
  to: string;
  file: string;
  kind: string;
  rows: number;
  /** Multiplier applied to an auto-adjusted tail so it joins the previous close (1 when none). */
  tailFactor: number;
}

export interface Stitched {
  bars: Bar[];
  stitches: StitchPoint[];
}

export function stitchBars(plan: TickerPlan, load: SourceLoader, start: string): Stitched {
  const bars: Bar[] = [];
  const stitches: StitchPoint[] = [];
  plan.segments.forEach((segment, i) => {
    const next = plan.segments[i + 1];
    const from = segment.from !== undefined && segment.from > start ? segment.from : start;
    let rows = scaledRows(load, segment, plan.splits, start);
    if (segment.dropLastRow !== undefined) rows = rows.slice(0, -1);
    let tailFactor = 1;
    if (segment.scaleToPrevious) {
      const last = bars[bars.length - 1];
      if (!last) throw new Error(`${plan.ticker}: ${segment.file} joins a previous segment but there is none`);
      const join = rows.find((r) => r.date === last.date);
      if (join?.close === undefined) throw new Error(`${plan.ticker}: ${segment.file} has no row on the stitch day ${last.date}`);
      tailFactor = last.close / join.close;
    }
    const used = rows.filter((r) => r.date >= from && (next?.from === undefined || r.date < next.from));
    for (const r of used) {
      const { open, high, low, close } = r;
      if (open === undefined || high === undefined || low === undefined || close === undefined) {
        throw new Error(`${plan.ticker}: ${segment.file} ${r.date}: missing open/high/low/close`);
      }
      const volume = segment.noVolume ? 0 : r.volume;
      if (volume === undefined) throw new Error(`${plan.ticker}: ${segment.file} ${r.date}: missing volume`);
      const prev = bars[bars.length - 1];
      if (prev && prev.date >= r.date) throw new Error(`${plan.ticker}: ${segment.file} ${r.date}: overlaps the previous segment`);
      const level = publishedLevel(segment.publishedDecimals);
      bars.push({
        date: r.date,
        open: level(open * tailFactor),
        high: level(high * tailFactor),
        low: level(low * tailFactor),
        close: level(close * tailFactor),
        volume: Math.round(volume),
      });
    }
    const first = used[0];
    const lastUsed = used[used.length - 1];
    if (!first || !lastUsed) throw new Error(`${plan.ticker}: ${segment.file} provides no rows from ${from}`);
    if (segment.from !== undefined && segment.from > start && first.date !== segment.from) {
      throw new Error(`${plan.ticker}: ${segment.file} should start at ${segment.from} but its first row is ${first.date}`);
    }
    stitches.push({ from: first.date, to: lastUsed.date, file: segment.file, kind: segment.kind, rows: used.length, tailFactor });
  });
  return { bars, stitches };
}

/** Rounds a price to the decimals its level is published to (plan-types.ts `publishedDecimals`); as read when none is set. */
function publishedLevel(decimals: number | undefined): (price: number) => number {
  if (decimals === undefined) return (price) => price;
  const factor = 10 ** decimals;
  return (price) => Math.round(price * factor) / factor;
}
