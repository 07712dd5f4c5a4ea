export interface HistogramBin {
  /** Lower and upper edge in %, [from, to) except the last bin, which includes its upper edge. */
  from: number;
  to: number;
  count: number;
}

/** A bin width (or axis step) of 1, 2 or 5 × a power of ten, so the edges read as round numbers. */
export function niceWidth(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/**
 * Histogram of trade returns in % (a trade's P&L over the capital it tied up): about √n bins
 * (between 5 and 30) of a round width, edges on multiples of the width so 0 is always an edge
 * and winners and losers never share a bin. No trades: no bins.
 */
export function returnHistogram(returnsPct: readonly number[]): HistogramBin[] {
  const xs = returnsPct.filter(Number.isFinite);
  if (xs.length === 0) return [];
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  const bins = Math.min(30, Math.max(5, Math.ceil(Math.sqrt(xs.length))));
  const width = max > min ? niceWidth((max - min) / bins) : 1;
  const start = Math.floor(min / width) * width;
  const count = Math.max(1, Math.floor((max - start) / width) + 1);
  const out: HistogramBin[] = Array.from({ length: count }, (_, i) => ({ from: round(start + i * width), to: round(start + (i + 1) * width), count: 0 }));
  for (const x of xs) {
    const i = Math.min(count - 1, Math.floor((x - start) / width + 1e-9));
    const bin = out[i];
    if (bin) bin.count++;
  }
  return out;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6 + 0;
