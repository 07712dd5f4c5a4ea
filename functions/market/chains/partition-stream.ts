/**
 * Where the importer's rows go, partition by partition (one underlying, one year), with memory
 * bounded by the rows still open instead of by the year:
 * - a partition absent from the store is STREAMED: its rows wait in their row group (one per
 *   expiry and call/put), and a group is sorted, encoded and appended as soon as the input's quote
 *   day has passed its expiry (no later row can belong to it in a file sorted by day); the footer
 *   is written, and the file stored, when the input moves to a later year of the underlying;
 * - a row that arrives for a group already written (unsorted input), a partition the store already
 *   has (a re-import) or one already stored by this import waits in the partition's LEFTOVERS,
 *   which are merged with the stored partition (sortedUniqueRows' rule, the later row on a tie) when the input moves past its
 *   year, when the buffers hold MAX_BUFFERED_ROWS, or at the end.
 * Either way the stored partition holds the same rows as one sort of every row of the year.
 */
import { isoDay } from './chain-row';
import type { ChainStore } from './chain-store';
import { COLUMN_INDEX, type ParsedBatch } from './parse-batch';
import { encodePartition, PartitionReader, PartitionWriter, type EncodedPartition } from './parquet-partition';
import { NUMERIC_COLUMNS, PartitionBuilder, sortedUniqueRows, type NumericColumn, type PartitionColumns } from './partition-rows';
import type { QualityReport } from './quality';

/** Rows held at most (open row groups and leftovers) before the largest holder is written. */
export const MAX_BUFFERED_ROWS = 1_000_000;

const COLUMNS = NUMERIC_COLUMNS.length;
const DATE = COLUMN_INDEX.date;
const EXPIRY = COLUMN_INDEX.expiry;
const RIGHT = COLUMN_INDEX.right;

/** The rows of one row group while it is open: one growing Float64Array per column. */
export class GroupRows {
  length = 0;
  readonly columns: Float64Array[] = [];
  rootIndex: Uint16Array;

  constructor(private capacity = 256) {
    for (let c = 0; c < COLUMNS; c += 1) this.columns.push(new Float64Array(capacity));
    this.rootIndex = new Uint16Array(capacity);
  }

  push(batch: ParsedBatch, i: number, underlying: number, root: number): void {
    if (this.length === this.capacity) this.grow();
    const n = this.length;
    const from = batch.numbers;
    const cap = batch.capacity;
    for (let c = 0; c < COLUMNS; c += 1) (this.columns[c] as Float64Array)[n] = from[c * cap + i] as number;
    (this.columns[COLUMN_INDEX.underlying] as Float64Array)[n] = underlying;
    this.rootIndex[n] = root;
    this.length = n + 1;
  }

  private grow(): void {
    this.capacity *= 2;
    for (let c = 0; c < COLUMNS; c += 1) {
      const next = new Float64Array(this.capacity);
      next.set(this.columns[c] as Float64Array);
      this.columns[c] = next;
    }
    const roots = new Uint16Array(this.capacity);
    roots.set(this.rootIndex);
    this.rootIndex = roots;
  }

  /** The rows as partition columns (views, no copy). */
  partitionColumns(roots: readonly string[]): PartitionColumns {
    const numbers = {} as Record<NumericColumn, Float64Array>;
    NUMERIC_COLUMNS.forEach((name, c) => (numbers[name] = (this.columns[c] as Float64Array).subarray(0, this.length)));
    const root = new Array<string>(this.length);
    for (let i = 0; i < this.length; i += 1) root[i] = roots[this.rootIndex[i] ?? 0] ?? '';
    return { length: this.length, numbers, root };
  }
}

/** What the store and the quality report need of a written partition. */
export type StreamedPartition = Pick<EncodedPartition, 'bytes' | 'rows' | 'duplicates' | 'expiryGaps'>;

/** Encodes one streamed partition: complete groups in store order (each handed over: not used again), then the footer. */
export interface PartitionEncoder {
  group(rows: GroupRows, roots: readonly string[]): void;
  finish(): Promise<StreamedPartition>;
}

/** Encodes in this thread. */
export function inlineEncoder(): PartitionEncoder {
  const writer = new PartitionWriter();
  return {
    group(rows, roots) {
      const cols = rows.partitionColumns(roots);
      const { order, duplicates } = sortedUniqueRows(cols);
      writer.countDuplicates(duplicates);
      writer.write(cols, order);
    },
    finish: () => Promise.resolve(writer.finish()),
  };
}

const groupKey = (expiry: number, right: number): number => expiry * 2 + right;

/** A partition being streamed: its open groups, the last group written and the latest quote day. */
class PartitionStream {
  private readonly open = new Map<number, GroupRows>();
  private readonly roots: string[] = [];
  private readonly rootIds = new Map<string, number>();
  private lastWritten = -1;
  private maxDate = -Infinity;
  private lastKey = -1;
  private lastGroup: GroupRows | undefined;
  held = 0;

  constructor(private readonly encoder: PartitionEncoder) {}

  /** Adds the row unless its group was written already (then false: a leftover). */
  add(batch: ParsedBatch, i: number, underlying: number, batchRoots: Map<number, number>): boolean {
    const cap = batch.capacity;
    const date = batch.numbers[DATE * cap + i] as number;
    if (date > this.maxDate) this.passDay(date);
    const key = groupKey(batch.numbers[EXPIRY * cap + i] as number, batch.numbers[RIGHT * cap + i] as number);
    if (key <= this.lastWritten) return false;
    let group = this.lastGroup;
    if (key !== this.lastKey || group === undefined) {
      group = this.open.get(key);
      if (!group) this.open.set(key, (group = new GroupRows()));
      this.lastKey = key;
      this.lastGroup = group;
    }
    const batchRoot = batch.rootIndex[i] ?? 0;
    let root = batchRoots.get(batchRoot);
    if (root === undefined) {
      const name = batch.roots[batchRoot] ?? '';
      root = this.rootIds.get(name);
      if (root === undefined) {
        this.rootIds.set(name, (root = this.roots.length));
        this.roots.push(name);
      }
      batchRoots.set(batchRoot, root);
    }
    group.push(batch, i, underlying, root);
    this.held += 1;
    return true;
  }

  /** The input reached quote day `date`: every group whose expiry is before it is complete. */
  private passDay(date: number): void {
    this.maxDate = date;
    const done = [...this.open.keys()].filter((key) => Math.floor(key / 2) < date);
    if (done.length > 0) this.write(done.sort((a, b) => a - b));
  }

  private write(keys: number[]): void {
    for (const key of keys) {
      const group = this.open.get(key);
      if (!group) continue;
      this.open.delete(key);
      this.encoder.group(group, this.roots);
      this.held -= group.length;
      this.lastWritten = key;
    }
    this.lastKey = -1;
    this.lastGroup = undefined;
  }

  finish(): Promise<StreamedPartition> {
    this.write([...this.open.keys()].sort((a, b) => a - b));
    return this.encoder.finish();
  }
}

class Partition {
  stream: PartitionStream | undefined;
  leftovers: PartitionBuilder | undefined;
  /** Per batch: the batch's root index → the stream's (reset for each batch). */
  batchRoots = new Map<number, number>();
  batch: ParsedBatch | undefined;

  constructor(readonly ticker: string, readonly year: string, encoder: PartitionEncoder | undefined) {
    this.stream = encoder ? new PartitionStream(encoder) : undefined;
  }

  get held(): number {
    return (this.stream?.held ?? 0) + (this.leftovers?.length ?? 0);
  }
}

export interface WrittenPartition {
  ticker: string;
  year: string;
  rows: number;
  bytes: number;
}

export class PartitionSink {
  private readonly partitions = new Map<string, Partition>();
  private readonly storedYears = new Map<string, Promise<Set<string>>>();
  private held = 0;
  readonly written: WrittenPartition[] = [];

  constructor(
    private readonly store: ChainStore,
    private readonly quality: QualityReport,
    private readonly encoder: () => PartitionEncoder,
    private readonly maxHeld = MAX_BUFFERED_ROWS,
  ) {}

  /** The partition of (ticker, year); the input reaching a year closes the underlying's earlier years. */
  async partition(ticker: string, year: string): Promise<Partition> {
    const key = `${ticker}|${year}`;
    const known = this.partitions.get(key);
    if (known) return known;
    for (const other of [...this.partitions.values()]) {
      if (other.ticker === ticker && other.year < year) await this.close(other);
    }
    let stored = this.storedYears.get(ticker);
    if (!stored) this.storedYears.set(ticker, (stored = this.store.listYears(ticker).then((years) => new Set(years))));
    const partition = new Partition(ticker, year, (await stored).has(year) ? undefined : this.encoder());
    this.partitions.set(key, partition);
    return partition;
  }

  /** Adds row i of the batch; answers a promise only when buffers must be written first. */
  add(partition: Partition, batch: ParsedBatch, i: number, underlying: number): Promise<void> | undefined {
    if (partition.batch !== batch) {
      partition.batch = batch;
      partition.batchRoots = new Map();
    }
    if (partition.stream) {
      const before = partition.stream.held;
      if (partition.stream.add(batch, i, underlying, partition.batchRoots)) {
        this.held += partition.stream.held - before;
        return this.held < this.maxHeld ? undefined : this.relieve();
      }
      this.held += partition.stream.held - before;
    }
    partition.leftovers ??= new PartitionBuilder();
    partition.leftovers.pushBatchRow(batch, i, underlying);
    this.held += 1;
    return this.held < this.maxHeld ? undefined : this.relieve();
  }

  /** Writes the partition holding the most rows. */
  private async relieve(): Promise<void> {
    const largest = [...this.partitions.values()].sort((a, b) => b.held - a.held)[0];
    if (largest) await this.close(largest);
  }

  /** Writes a partition's stream (then later rows of it are leftovers) and merges its leftovers into the store. */
  private async close(partition: Partition): Promise<void> {
    // A closed partition must not pin the last batch it saw (a few MB each, for the whole import).
    partition.batch = undefined;
    partition.batchRoots = new Map();
    const stream = partition.stream;
    if (stream) {
      partition.stream = undefined;
      this.held -= stream.held;
      const encoded = await stream.finish();
      await this.store.writePartition(partition.ticker, partition.year, encoded.bytes);
      this.record(partition, encoded);
    }
    const leftovers = partition.leftovers;
    if (leftovers) {
      partition.leftovers = undefined;
      this.held -= leftovers.length;
      await this.merge(partition, leftovers);
    }
  }

  async finish(): Promise<void> {
    for (const key of [...this.partitions.keys()].sort()) {
      const partition = this.partitions.get(key);
      if (partition) await this.close(partition);
    }
  }

  /** The stored partition's rows, then the new ones (which win a tie of sortedUniqueRows' rule), written again. */
  private async merge(partition: Partition, rows: PartitionBuilder): Promise<void> {
    const { ticker, year } = partition;
    const existing = await this.store.readPartition(ticker, year);
    let cols = rows.columns();
    if (existing) {
      const merged = new PartitionBuilder();
      const reader = new PartitionReader({ size: existing.byteLength, read: (o, n) => existing.subarray(o, o + n) }, `${ticker}/${year}`);
      reader.groups.forEach((_, i) => {
        const g = reader.readGroup(i);
        merged.append({ length: g.rows, numbers: g.numbers, root: g.root });
      });
      merged.append(cols);
      cols = merged.columns();
    }
    const encoded = encodePartition(cols);
    await this.store.writePartition(ticker, year, encoded.bytes);
    this.record(partition, encoded);
  }

  private record(partition: Partition, encoded: StreamedPartition): void {
    const { ticker, year } = partition;
    for (const [day, n] of encoded.expiryGaps) this.quality.add(ticker, isoDay(day), 'expiry_gaps', n);
    for (const [day, n] of encoded.duplicates) this.quality.addDuplicates(ticker, isoDay(day), n);
    this.written.push({ ticker, year, rows: encoded.rows, bytes: encoded.bytes.byteLength });
  }
}
