/**
 * Audit 12: audit 11's raw series (../scripts11/raw-series.ts) plus BABA, read apart from the dataset
 * build: Yahoo's Close (A2, `equities/yahoo-close-adjclose_to-2024-03-08/BABA.csv`) to the stitch
 * 2024-03-08, its own Adj Close for the dividends there (D = C[e−1] × (1 − r[e−1]/r[e]), as audit 11),
 * then Yahoo's auto-adjusted closes (A4, `yahoo-adjusted_BABA_2021-01-04_to-2026-03-26`, the second
 * column) scaled to join A2's Adj Close at the stitch; only ratios are read after it.
 */
import { csvRows, RAW, rawSeries, type RawSeries } from '../scripts11/raw-series';

export function rawSeries12(ticker: string): RawSeries {
  if (ticker !== 'BABA') return rawSeries(ticker);
  const a2 = csvRows(`${RAW}/equities/yahoo-close-adjclose_to-2024-03-08/BABA.csv`);
  const raw = new Map(a2.map((r) => [r.Date ?? '', Number(r.Close)]));
  const a2Adj = new Map(a2.map((r) => [r.Date ?? '', Number(r['Adj Close'])]));
  const a4 = new Map(csvRows(`${RAW}/equities/yahoo-adjusted_BABA_2021-01-04_to-2026-03-26/BABA.csv`).map((r) => [r.Date ?? '', Number(r.Close)]));
  const stitch = '2024-03-08';
  const adjusted = new Map([...a2Adj].filter(([d]) => d <= stitch));
  const k = (a2Adj.get(stitch) ?? NaN) / (a4.get(stitch) ?? NaN);
  for (const [d, c] of a4) if (d > stitch) adjusted.set(d, c * k);
  const days = [...raw.keys()].filter((d) => adjusted.has(d)).sort();
  const dividends = new Map<string, number>();
  for (let i = 1; i < days.length; i++) {
    const p = days[i - 1] ?? '';
    const d = days[i] ?? '';
    const rp = (adjusted.get(p) ?? NaN) / (raw.get(p) ?? NaN);
    const rd = (adjusted.get(d) ?? NaN) / (raw.get(d) ?? NaN);
    if (rd / rp - 1 > 3e-4) dividends.set(d, Math.round((raw.get(p) ?? NaN) * (1 - rp / rd) * 1e4) / 1e4);
  }
  return { stitch, raw, adjusted, dividends };
}
