/**
 * Imports end-of-day option chain files of any layout in layouts/ into the chain store, streaming:
 * the file is read in chunks of whole lines, parsed into typed-array batches (parse-batch.ts; by
 * one worker thread per core for big files, parse-pool.ts, in file order), and each row goes to
 * its partition (underlying, year), where row groups are written as soon as the input has passed
 * their expiry (partition-stream.ts; encoded by a worker thread of their own when the file is
 * parsed by threads, encode-thread.ts). Memory is bounded by the open expiries and
 * MAX_BUFFERED_ROWS, whatever the file size. Called by `npm run data -- import-chains FILE...` and
 * by the S3 upload path (the same function with an S3 store).
 *
 * Nothing is refused silently: a line that cannot be read is counted and the first ones are listed
 * with file, line and reason; skipped quotes and every quirk are counted per underlying and day
 * (quality.ts).
 */
import { open, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ROOT_TO_UNDERLYING, isoDay } from './chain-row';
import { createFolderChainStore, type ChainStore } from './chain-store';
import { detectLayout, LAYOUTS, readerOf, type Layout, type RowReader } from './layouts/index';
import { leanLayout } from './layouts/long';
import { normaliseHeader, RowError, splitCells } from './layouts/fields';
import { chunkText, COLUMN_INDEX, parseChunk, type ParsedBatch } from './parse-batch';
import { EncodeThread } from './encode-thread';
import { ParsePool, workerScript } from './parse-pool';
import { inlineEncoder, PartitionSink } from './partition-stream';
import { missingDays, QualityReport, type TickerQuality } from './quality';
import { readByteChunks } from './read-chunks';
import { countPreSplitGhosts } from './ghost-count';
import { readBars, readSplits } from '../dataset/read-dataset';
import { asTradedBars } from '../../../shared/engine/market/splits';

export { ROOT_TO_UNDERLYING };

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
  /** Rows held in open row groups and leftovers before the largest partition is written (default MAX_BUFFERED_ROWS). */
  maxBufferedRows?: number;
  /** Parse threads (default: one per core for files of 32 MB or more, none for smaller ones; 0: in-process). */
  threads?: number;
}

/**
 * The bundled closes as they traded that day, the units of the vendor's strikes and prices: the
 * bundled bars are split-adjusted to the last split (AAPL 2014-06-13 reads 22.82 after 2020's 4:1,
 * 91.28 traded), as the engine's bars are turned back (createMarketData, asTradedBars).
 */
function bundledCloses(): (ticker: string, date: string) => Promise<number | undefined> {
  const cache = new Map<string, Promise<Map<string, number>>>();
  return (ticker, date) => {
    let closes = cache.get(ticker);
    if (!closes) {
      const traded = Promise.all([readBars(ticker), readSplits(ticker).catch(() => [])]).then(([bars, splits]) => asTradedBars(bars, splits));
      closes = traded.then((bars) => new Map(bars.map((b) => [b.date, b.close])), () => new Map<string, number>());
      cache.set(ticker, closes);
    }
    return closes.then((m) => m.get(date));
  };
}

/** The underlying's trading days (its bundled bars' dates), none when the dataset has no bars for it. */
function tradingDays(ticker: string): Promise<string[]> {
  return readBars(ticker).then((bars) => bars.map((b) => b.date), () => []);
}

/** Files at least this big are parsed by worker threads (smaller ones: thread start-up would dominate). */
const THREADED_BYTES = 32 << 20;
/** Layouts whose reader keeps state from line to line (LEAN's underlying line): parsed in order, in-process. */
const SEQUENTIAL_LAYOUTS: ReadonlySet<Layout> = new Set([leanLayout]);

/** The header line (first non-blank line) and the chunks of data lines after it, with the header's line number. */
async function* dataChunks(file: string, found: (header: string, headerLine: number) => void, chunkBytes?: number): AsyncGenerator<Uint8Array> {
  let header: string | undefined;
  let line = 0;
  for await (const bytes of readByteChunks(file, chunkBytes)) {
    if (header !== undefined) {
      yield bytes;
      continue;
    }
    let pos = 0;
    while (pos <= bytes.length && header === undefined) {
      const lf = bytes.indexOf(LF, pos);
      const end = lf < 0 ? bytes.length : lf;
      let text = Buffer.from(bytes.buffer, bytes.byteOffset + pos, end - pos).toString('utf8');
      if (line === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.endsWith('\r')) text = text.slice(0, -1);
      line += 1;
      if (text.trim() !== '') {
        header = text;
        found(header, line);
      }
      if (lf < 0) break;
      pos = lf + 1;
    }
    // The rest of the chunk after the header's line feed (possibly one blank line).
    if (header !== undefined && pos > 0 && pos <= bytes.length) yield bytes.subarray(pos);
  }
}
const LF = 10;

/** True when the file starts with a ZIP local file header ('PK\x03\x04'): vendors often deliver ZIPs. */
async function isZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
  } finally {
    await handle.close();
  }
}

/**
 * Runs a step on one file; a failure of gunzip (zlib's bare 'unexpected end of file' or 'incorrect
 * header check') is said with the file's name and what it means.
 */
async function named<T>(file: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new Error(`${basename(file)}: cannot gunzip it (${(error as Error).message}): the file is damaged, cut short or not gzip data`, { cause: error });
    }
    throw error;
  }
}

/** Bytes read from each file before the import to check its header and first data line. */
const CHECK_BYTES = 64 << 10;

/**
 * Refuses a file whose header, name or content the import cannot use, before anything is stored:
 * an import of several files writes a year's partition as soon as the input passes that year, so a
 * refusal in a later file would otherwise leave the store half updated.
 */
async function checkFile(file: string): Promise<void> {
  const fileName = basename(file);
  if (await isZip(file)) throw new Error(`${fileName}: a ZIP archive; unzip it and import the CSV files inside (.csv, .txt or .gz)`);
  let header: string[] | undefined;
  let hasData = false;
  for await (const bytes of dataChunks(file, (line) => (header = splitCells(line).map(normaliseHeader)), CHECK_BYTES)) {
    if (chunkText(bytes).trim() !== '') {
      hasData = true;
      break;
    }
  }
  if (header === undefined) throw new Error(`${fileName}: empty file (no header line)`);
  // Unknown layouts, columns a layout needs, and file names it needs (OptionsDX's ticker, LEAN's day) fail here.
  const layout = detectLayout(header, fileName);
  try {
    layout.reader(header, { fileName, folderName: basename(dirname(file)) });
  } catch (error) {
    if (error instanceof RowError) throw new Error(`${fileName}: the header of a ${layout.name} file lacks a column: ${error.message}`, { cause: error });
    throw error;
  }
  if (!hasData) throw new Error(`${fileName}: a header line and no data lines`);
}

export async function importChains(files: string[], storeDir?: string, options: ImportOptions = {}): Promise<ImportReport> {
  if (files.length === 0) throw new Error('import-chains: give at least one chain file');
  const store = options.store ?? createFolderChainStore(storeDir);
  const close = options.underlyingClose ?? bundledCloses();
  const quality = new QualityReport();
  // One encode thread for the whole import when the first big file starts one (then every partition streams to it).
  let encodeThread: EncodeThread | undefined;
  const sink = new PartitionSink(store, quality, () => (encodeThread ? encodeThread.encoder() : inlineEncoder()), options.maxBufferedRows);
  const report: ImportReport = { files: [], rows: 0, imported: 0, rejected: { count: 0, first: [] }, partitions: sink.written, quality: {} };
  for (const file of files) await named(file, () => checkFile(file));
  try {
    for (const file of files) await named(file, () => importFile(file));
    await sink.finish();
  } finally {
    await encodeThread?.close();
  }
  report.quality = quality.summary();
  for (const [ticker, q] of Object.entries(report.quality)) {
    const days = await tradingDays(ticker);
    if (days.length > 0) q.missing_days = missingDays(days, q);
    // Pre-split rows left in post-split last-only files: stored, but not quoted by a backtest.
    await countPreSplitGhosts(store, ticker, q, await readSplits(ticker).catch(() => []));
  }
  return report;

  async function importFile(file: string): Promise<void> {
    const fileName = basename(file);
    const entry = { file: fileName, layout: '', lacks: '', lines: 0 };
    report.files.push(entry);
    let layout: Layout | undefined;
    let header: string[] = [];
    let nextLine = 0;
    const chunks = dataChunks(file, (line, number) => {
      header = splitCells(line).map(normaliseHeader);
      layout = detectLayout(header, fileName);
      Object.assign(entry, { layout: layout.name, lacks: layout.lacks });
      nextLine = number + 1;
    });
    // The first chunk read tells the layout; then the file's size decides on threads.
    const first = await chunks.next();
    if (layout === undefined) throw new Error(`${fileName}: empty file (no header line)`);
    const chosen: Layout = layout;
    const context = { fileName, folderName: basename(dirname(file)) };
    const rest = async function* (): AsyncGenerator<Uint8Array> {
      if (!first.done) yield first.value;
      yield* chunks;
    };
    const threads = options.threads ?? ((await stat(file)).size >= THREADED_BYTES ? availableParallelism() : 0);
    const scripts = workerScript();
    const pool = threads > 0 && scripts && !SEQUENTIAL_LAYOUTS.has(chosen) ? await ParsePool.start(scripts.parse, threads, { layout: LAYOUTS.indexOf(chosen), header, context }) : undefined;
    if (pool && scripts && !encodeThread) encodeThread = await EncodeThread.start(scripts.encode);
    const read = pool ? undefined : readerOf(chosen, header, context);
    const batches = pool ? pool.batches(rest()) : (async function* () {
      for await (const bytes of rest()) yield parseChunk(chunkText(bytes), read as RowReader);
    })();
    try {
      for await (const batch of batches) {
        entry.lines += batch.dataLines;
        report.rows += batch.rowsRead;
        quality.merge(batch.quality);
        report.rejected.count += batch.rejected;
        for (const [k, message] of batch.rejects) {
          if (report.rejected.first.length < MAX_LISTED_ERRORS) report.rejected.first.push(`${fileName}:${nextLine + k}: ${message}`);
        }
        nextLine += batch.lines;
        await storeBatch(batch, sink, quality, close, report);
        await encodeThread?.ready();
      }
    } finally {
      await pool?.close();
    }
  }
}

/** Routes a batch's rows to their partitions; a row without an underlying price takes the day's close. */
async function storeBatch(
  batch: ParsedBatch, sink: PartitionSink, quality: QualityReport,
  close: (ticker: string, date: string) => Promise<number | undefined>, report: ImportReport,
): Promise<void> {
  const cap = batch.capacity;
  const numbers = batch.numbers;
  let lastPart = -1;
  let partition: Awaited<ReturnType<PartitionSink['partition']>> | undefined;
  let ticker = '';
  for (let i = 0; i < batch.length; i += 1) {
    const p = batch.partIndex[i] ?? 0;
    if (p !== lastPart || partition === undefined) {
      const part = batch.parts[p] ?? { ticker: '', year: '' };
      partition = await sink.partition(part.ticker, part.year);
      ticker = part.ticker;
      lastPart = p;
    }
    let underlying = numbers[UNDERLYING * cap + i] as number;
    if (Number.isNaN(underlying)) {
      const date = isoDay(numbers[i] as number);
      const day = quality.day(ticker, date);
      const price = await close(ticker, date);
      if (price === undefined || !(price > 0)) {
        day.no_underlying += 1;
        continue;
      }
      underlying = price;
      if (GREEKS.some((c) => Number.isNaN(numbers[c * cap + i]))) day.missing_greeks += 1;
      day.imported += 1;
    }
    const writing = sink.add(partition, batch, i, underlying);
    if (writing) await writing;
    report.imported += 1;
  }
}
const UNDERLYING = COLUMN_INDEX.underlying;
const GREEKS = [COLUMN_INDEX.delta, COLUMN_INDEX.gamma, COLUMN_INDEX.theta, COLUMN_INDEX.vega, COLUMN_INDEX.rho];

/**
 * The whole text of a small vendor chain file, gunzipped when its name ends in `.gz` (the accuracy
 * report reads the committed fixture with it; the importer streams instead).
 */
export async function readVendorFile(file: string): Promise<string> {
  const raw = await readFile(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}
