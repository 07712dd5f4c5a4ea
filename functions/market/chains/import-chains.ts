/**
 * Imports end-of-day option chain files of any layout in layouts/ into the chain store, streaming:
 * lines are read one at a time and each accepted row goes into the column buffers of its
 * underlying and year (partition-rows.ts); a partition is written (merged with what the store
 * already has: a re-import replaces the contracts it carries) as soon as the input moves past its
 * year, or when the buffers hold MAX_BUFFERED_ROWS, and at the end. Memory is bounded by about a
 * year of one underlying, whatever the file size. Called by `npm run data -- import-chains FILE...`
 * and by the S3 upload path (the same function with an S3 store).
 *
 * Nothing is refused silently: a line that cannot be read is counted and the first ones are listed
 * with file, line and reason; skipped quotes and every quirk are counted per underlying and day
 * (quality.ts).
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ROOT_TO_UNDERLYING, isoDay, type ChainRow } from './chain-row';
import { createFolderChainStore, type ChainStore } from './chain-store';
import { detectLayout } from './layouts/index';
import { normaliseHeader, RowError, splitCells } from './layouts/fields';
import { PartitionBuilder } from './partition-rows';
import { encodePartition, PartitionReader } from './parquet-partition';
import { QualityReport, type DayQuality, type TickerQuality } from './quality';
import { readLineBatches } from './read-lines';
import { readBars } from '../dataset/read-dataset';

export { ROOT_TO_UNDERLYING };

const MAX_BUFFERED_ROWS = 3_000_000;
const MAX_LISTED_ERRORS = 20;

export interface ImportReport {
  files: { file: string; layout: string; lacks: string; lines: number }[];
  rows: number;
  imported: number;
  rejected: { count: number; first: string[] };
  partitions: { ticker: string; year: string; rows: number; bytes: number }[];
  quality: Record<string, TickerQuality>;
}

export interface ImportOptions {
  /** Where to store (overrides storeDir). */
  store?: ChainStore;
  /** The underlying's close on a day, for layouts without an underlying price (default: the bundled bars). */
  underlyingClose?: (ticker: string, date: string) => Promise<number | undefined>;
}

function bundledCloses(): (ticker: string, date: string) => Promise<number | undefined> {
  const cache = new Map<string, Promise<Map<string, number>>>();
  return (ticker, date) => {
    let closes = cache.get(ticker);
    if (!closes) {
      closes = readBars(ticker).then((bars) => new Map(bars.map((b) => [b.date, b.close])), () => new Map<string, number>());
      cache.set(ticker, closes);
    }
    return closes.then((m) => m.get(date));
  };
}

class Partitions {
  private readonly buffers = new Map<string, PartitionBuilder>();
  private buffered = 0;
  readonly written: ImportReport['partitions'] = [];

  constructor(private readonly store: ChainStore, private readonly quality: QualityReport) {}

  /** Buffers a row; answers a promise only when buffers must be written first (the common case stays synchronous). */
  private last: { ticker: string; date: string; builder: PartitionBuilder } | undefined;

  add(row: ChainRow, underlying: number): Promise<void> | undefined {
    // Rows come day by day: the same date string as the previous row is the same partition.
    const last = this.last;
    if (last !== undefined && last.date === row.date && last.ticker === row.ticker) {
      return this.buffer(last.builder, row, underlying);
    }
    const year = row.date.slice(0, 4);
    const key = `${row.ticker}|${year}`;
    const builder = this.buffers.get(key);
    if (!builder) return this.startPartition(key, row.ticker, year).then(() => this.add(row, underlying));
    this.last = { ticker: row.ticker, date: row.date, builder };
    return this.buffer(builder, row, underlying);
  }

  private buffer(builder: PartitionBuilder, row: ChainRow, underlying: number): Promise<void> | undefined {
    builder.push(row, underlying);
    this.buffered += 1;
    if (this.buffered < MAX_BUFFERED_ROWS) return undefined;
    const largest = [...this.buffers].sort(([, a], [, b]) => b.length - a.length)[0]?.[0];
    return largest === undefined ? undefined : this.flush(largest);
  }

  /** Input moving into a new year of a ticker: its earlier years are complete in sorted files. */
  private async startPartition(key: string, ticker: string, year: string): Promise<void> {
    for (const other of [...this.buffers.keys()]) {
      const [t = '', y = ''] = other.split('|');
      if (t === ticker && y < year) await this.flush(other);
    }
    this.buffers.set(key, new PartitionBuilder());
  }

  async flushAll(): Promise<void> {
    for (const key of [...this.buffers.keys()].sort()) await this.flush(key);
  }

  private async flush(key: string): Promise<void> {
    const builder = this.buffers.get(key);
    if (!builder) return;
    this.buffers.delete(key);
    if (this.last?.builder === builder) this.last = undefined;
    this.buffered -= builder.length;
    const [ticker = '', year = ''] = key.split('|');
    const existing = await this.store.readPartition(ticker, year);
    let rows = builder.columns();
    if (existing) {
      // A re-import (or an earlier flush of this year): the stored rows first, so the new ones win.
      const merged = new PartitionBuilder();
      const reader = new PartitionReader({ size: existing.byteLength, read: (o, n) => existing.subarray(o, o + n) }, `${ticker}/${year}`);
      reader.groups.forEach((_, i) => {
        const g = reader.readGroup(i);
        merged.append({ length: g.rows, numbers: g.numbers, root: g.root });
      });
      merged.append(rows);
      rows = merged.columns();
    }
    const encoded = encodePartition(rows);
    await this.store.writePartition(ticker, year, encoded.bytes);
    for (const [day, n] of encoded.expiryGaps) this.quality.add(ticker, isoDay(day), 'expiry_gaps', n);
    for (const [day, n] of encoded.duplicates) this.quality.add(ticker, isoDay(day), 'duplicates', n);
    this.written.push({ ticker, year, rows: encoded.rows, bytes: encoded.bytes.byteLength });
  }
}

const missingGreek = (r: ChainRow): boolean => r.delta === null || r.gamma === null || r.theta === null || r.vega === null || r.rho === null;

export async function importChains(files: string[], storeDir?: string, options: ImportOptions = {}): Promise<ImportReport> {
  if (files.length === 0) throw new Error('import-chains: give at least one chain file');
  const store = options.store ?? createFolderChainStore(storeDir);
  const close = options.underlyingClose ?? bundledCloses();
  const quality = new QualityReport();
  const partitions = new Partitions(store, quality);
  const report: ImportReport = { files: [], rows: 0, imported: 0, rejected: { count: 0, first: [] }, partitions: partitions.written, quality: {} };
  const reject = (where: string, message: string): void => {
    report.rejected.count += 1;
    if (report.rejected.first.length < MAX_LISTED_ERRORS) report.rejected.first.push(`${where}: ${message}`);
  };
  // The quality counters of the row's day (rows come day by day: one lookup per day, not per row).
  let dayOf: { ticker: string; date: string; day: DayQuality } | undefined;
  for (const file of files) {
    const fileName = basename(file);
    let read: ((cells: readonly string[]) => ChainRow[]) | undefined;
    const entry = { file: fileName, layout: '', lacks: '', lines: 0 };
    report.files.push(entry);
    for await (const { lines, first } of readLineBatches(file)) for (let k = 0; k < lines.length; k += 1) {
      const line = lines[k] ?? '';
      if (line === '') continue;
      const number = first + k;
      if (read === undefined) {
        const header = splitCells(line).map(normaliseHeader);
        const layout = detectLayout(header, fileName);
        Object.assign(entry, { layout: layout.name, lacks: layout.lacks });
        read = layout.reader(header, { fileName, folderName: basename(dirname(file)) });
        continue;
      }
      entry.lines += 1;
      let rows: ChainRow[];
      try {
        rows = read(splitCells(line));
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        reject(`${fileName}:${number}`, error.message);
        continue;
      }
      for (const row of rows) {
        report.rows += 1;
        if (dayOf === undefined || row.date !== dayOf.date || row.ticker !== dayOf.ticker) dayOf = { ticker: row.ticker, date: row.date, day: quality.day(row.ticker, row.date) };
        const day = dayOf.day;
        day.rows += 1;
        if (row.bid !== null && row.ask !== null) {
          if (row.bid === 0 && row.ask === 0) { day.zero_quotes += 1; continue; }
          if (row.bid > row.ask) { day.crossed += 1; continue; }
          if (row.last !== null && (row.last < row.bid || row.last > row.ask)) day.stale_last += 1;
        } else {
          if (row.last === null) { reject(`${fileName}:${number}`, `${row.type} ${row.strike} ${row.expiry}: no bid, ask or last price`); continue; }
          day.last_only += 1;
        }
        if (!(row.strike > 0)) { reject(`${fileName}:${number}`, 'strike must be positive'); continue; }
        const underlying = row.underlying ?? (await close(row.ticker, row.date));
        if (underlying === undefined || !(underlying > 0)) { day.no_underlying += 1; continue; }
        if (missingGreek(row)) day.missing_greeks += 1;
        const writing = partitions.add(row, underlying);
        if (writing) await writing;
        day.imported += 1;
        report.imported += 1;
      }
    }
    if (read === undefined) throw new Error(`${fileName}: empty file (no header line)`);
  }
  await partitions.flushAll();
  report.quality = quality.summary();
  return report;
}

/**
 * The whole text of a small vendor chain file, gunzipped when its name ends in `.gz` (the accuracy
 * report reads the committed fixture with it; the importer streams instead).
 */
export async function readVendorFile(file: string): Promise<string> {
  const raw = await readFile(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}
