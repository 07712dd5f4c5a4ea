/**
 * Imports end-of-day option chain CSVs (parse-vendor-csv.ts) into the chain store, one file per
 * underlying and quote day. A day that is already stored is merged by contract id (a re-import
 * replaces the contracts it carries, keeps the others), so importing twice changes nothing.
 * Files may be gzipped (`.gz`). Called by `npm run data -- import-chains FILE...`.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { OptionQuote } from '../../../shared/engine/market/market-data';
import { createRiskFreeRate } from '../../../shared/engine/market/create-market-data';
import { readRates } from '../dataset/read-dataset';
import { rateFractions } from '../load-market-data';
import { createFolderChainStore, type ChainStore } from './chain-store';
import { parseVendorCsv } from './parse-vendor-csv';

export interface ImportReport {
  files: number;
  rows: number;
  imported: number;
  skipped: { noQuote: number; crossed: number };
  days: Record<string, { first: string; last: string; count: number }>;
}

export interface ImportOptions {
  /** Where to store (overrides storeDir). */
  store?: ChainStore;
  /** Rate for the implied vols and rho; defaults to the bundled DGS3MO series. */
  riskFreeRate?: (date: string) => number;
}

/** The text of a vendor chain file, gunzipped when its name ends in `.gz`. */
export async function readVendorFile(file: string): Promise<string> {
  const raw = await readFile(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}

async function bundledRate(): Promise<(date: string) => number> {
  return createRiskFreeRate(rateFractions(await readRates()));
}

export async function importChains(files: string[], storeDir?: string, options: ImportOptions = {}): Promise<ImportReport> {
  if (files.length === 0) throw new Error('import-chains: give at least one CSV file');
  const store = options.store ?? createFolderChainStore(storeDir);
  const rate = options.riskFreeRate ?? (await bundledRate());
  const byDay = new Map<string, OptionQuote[]>();
  const report: ImportReport = { files: files.length, rows: 0, imported: 0, skipped: { noQuote: 0, crossed: 0 }, days: {} };
  for (const file of files) {
    const parsed = parseVendorCsv(await readVendorFile(file), basename(file), rate);
    report.skipped.noQuote += parsed.skipped.noQuote;
    report.skipped.crossed += parsed.skipped.crossed;
    report.rows += parsed.rows.length + parsed.skipped.noQuote + parsed.skipped.crossed;
    for (const row of parsed.rows) {
      const key = `${row.ticker}|${row.date}`;
      const list = byDay.get(key) ?? [];
      list.push(row.quote);
      byDay.set(key, list);
    }
  }
  for (const [key, quotes] of [...byDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [ticker = '', date = ''] = key.split('|');
    const merged = new Map((await store.readDay(ticker, date) ?? []).map((q) => [q.id, q]));
    for (const q of quotes) merged.set(q.id, q);
    const all = [...merged.values()].sort((a, b) => (a.expiry_date === b.expiry_date ? a.strike - b.strike || (a.call_or_put < b.call_or_put ? -1 : 1) : a.expiry_date < b.expiry_date ? -1 : 1));
    await store.writeDay(ticker, date, all);
    report.imported += quotes.length;
    const d = report.days[ticker] ?? { first: date, last: date, count: 0 };
    report.days[ticker] = { first: date < d.first ? date : d.first, last: date > d.last ? date : d.last, count: d.count + 1 };
  }
  return report;
}
