/**
 * Audit 11: the raw files of /work/shared/market-data-raw read apart from the dataset build
 * (functions/market/dataset), for the auto-adjusted tails.
 *   SPY/QQQ/IWM: Alpha Vantage raw closes to 2024-11-08 (B2); Yahoo auto-adjusted closes (B1) after.
 *   AAPL:        Yahoo Close (split-adjusted as of 2024, the A2 file) to 2024-03-08; Yahoo
 *                auto-adjusted closes (A1) after.
 *   SPX:         Yahoo ^GSPC, rounded to cents.
 * Dividends up to the stitch are implied by the step of r = adjusted / raw close between two
 * consecutive days, D = C[e-1] × (1 − r[e-1] / r[e]) (steps under 3e-4 of r are two vendors' cent
 * differences: a quarter's dividend is 1.4e-3 of AAPL's price, 3e-3 of SPY's),
 * rounded to 1e-4 here (the precision an adjusted close carries).
 */
import { readFileSync } from 'node:fs';

export const RAW = '/work/shared/market-data-raw';

export function csvRows(path: string): Array<Record<string, string>> {
  const [head, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const cols = (head ?? '').split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i] ?? '', v])));
}

export interface RawSeries {
  /** The last day of traded prices; after it the closes are the vendor's total-return series. */
  stitch: string;
  /** Traded closes to the stitch. */
  raw: Map<string, number>;
  /** The vendor's dividend-adjusted closes (the whole span). */
  adjusted: Map<string, number>;
  /** Cash dividends per share by ex-date, implied, to the stitch. */
  dividends: Map<string, number>;
}

const ETFS = ['SPY', 'QQQ', 'IWM'];

export function rawSeries(ticker: string): RawSeries {
  let raw: Map<string, number>;
  let adjusted: Map<string, number>;
  let stitch: string;
  if (ETFS.includes(ticker)) {
    raw = new Map(csvRows(`${RAW}/etfs/alphavantage-raw-unadjusted_to-2024-11-08/${ticker}.csv`).map((r) => [r.date ?? '', Number(r['4. close'])]));
    adjusted = new Map(csvRows(`${RAW}/etfs/yahoo-adjusted_to-2026-03-27/${ticker}.csv`).map((r) => [r.Date ?? '', Number(r.Close)]));
    stitch = '2024-11-08';
  } else if (ticker === 'AAPL') {
    const a2 = csvRows(`${RAW}/equities/yahoo-close-adjclose_to-2024-03-08/AAPL.csv`);
    raw = new Map(a2.map((r) => [r.Date ?? '', Number(r.Close)]));
    // The A2 file's own Adj Close for the dividends to the stitch; A1 (auto-adjusted) after it.
    const a2Adj = new Map(a2.map((r) => [r.Date ?? '', Number(r['Adj Close'])]));
    const a1 = new Map(csvRows(`${RAW}/equities/yahoo-adjusted_to-2025-10-08/AAPL.csv`).map((r) => [r.Date ?? '', Number(r.Close)]));
    stitch = '2024-03-08';
    adjusted = new Map([...a2Adj].filter(([d]) => d <= stitch));
    // Scale A1 to join A2's adjusted close at the stitch (only ratios are read after it).
    const k = (a2Adj.get(stitch) ?? NaN) / (a1.get(stitch) ?? NaN);
    for (const [d, c] of a1) if (d > stitch) adjusted.set(d, c * k);
  } else throw new Error(`no raw source wired for ${ticker}`);
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

/** ^GSPC closes rounded to the index's cents. */
export function gspc(): Map<string, number> {
  return new Map(csvRows(`${RAW}/index/yahoo_GSPC_1927-12-30_to-2026-07-13/GSPC.csv`).map((r) => [r.Date ?? '', Math.round(Number(r.Close) * 100) / 100]));
}
