/**
 * The rows of one store partition (one underlying, one year of quote days) held column by column in
 * typed arrays while they are imported or merged: about 90 bytes a row instead of a JS object each,
 * so a year of SPY (about a million rows) is under 100 MB. A missing value is NaN.
 */
import type { ParsedBatch } from './parse-batch';

export const NUMERIC_COLUMNS = ['date', 'expiry', 'right', 'strike', 'bid', 'ask', 'last', 'volume', 'open_interest', 'underlying', 'iv', 'delta', 'gamma', 'theta', 'vega', 'rho'] as const;
export type NumericColumn = (typeof NUMERIC_COLUMNS)[number];

export interface PartitionColumns {
  length: number;
  numbers: Record<NumericColumn, Float64Array>;
  /** Option root per row (SPXW, SPY), for the OCC symbol. */
  root: string[];
}

/** Rows per block of the column buffers: full blocks are kept as they are, never copied to grow. */
const BLOCK = 1 << 16;

const newBlock = (): Record<NumericColumn, Float64Array> => Object.fromEntries(NUMERIC_COLUMNS.map((c) => [c, new Float64Array(BLOCK)])) as Record<NumericColumn, Float64Array>;

export class PartitionBuilder {
  length = 0;
  /** Full blocks, then `numbers` (the block being filled, `fill` rows of it used). */
  private readonly full: Record<NumericColumn, Float64Array>[] = [];
  private numbers = newBlock();
  private fill = 0;
  private roots: string[] = [];

  private taken: PartitionColumns | undefined;

  private nextBlock(): void {
    if (this.taken) throw new Error('PartitionBuilder: rows added after columns() took them');
    this.full.push(this.numbers);
    this.numbers = newBlock();
    this.fill = 0;
  }

  private put(values: Record<NumericColumn, number>, root: string): void {
    if (this.fill === BLOCK) this.nextBlock();
    for (const c of NUMERIC_COLUMNS) this.numbers[c][this.fill] = values[c];
    this.roots.push(root);
    this.fill += 1;
    this.length += 1;
  }

  /** Row i of a parsed batch (with its underlying price: the batch may lack it). */
  pushBatchRow(batch: Pick<ParsedBatch, 'numbers' | 'capacity' | 'rootIndex' | 'roots'>, i: number, underlying: number): void {
    if (this.fill === BLOCK) this.nextBlock();
    const at = this.fill;
    NUMERIC_COLUMNS.forEach((c, k) => (this.numbers[c][at] = batch.numbers[k * batch.capacity + i] ?? Number.NaN));
    this.numbers.underlying[at] = underlying;
    this.roots.push(batch.roots[batch.rootIndex[i] ?? 0] ?? '');
    this.fill += 1;
    this.length += 1;
  }

  /** Appends every row of stored columns (a partition read back before a merge). */
  append(columns: PartitionColumns): void {
    const values = {} as Record<NumericColumn, number>;
    for (let i = 0; i < columns.length; i += 1) {
      for (const c of NUMERIC_COLUMNS) values[c] = columns.numbers[c][i] ?? Number.NaN;
      this.put(values, columns.root[i] ?? '');
    }
  }

  /**
   * The rows as one array per column (one copy of the blocks, made when the partition is written).
   * The blocks are let go once copied: a builder is written once, then dropped.
   */
  columns(): PartitionColumns {
    if (this.taken) return this.taken;
    const numbers = {} as Record<NumericColumn, Float64Array>;
    for (const c of NUMERIC_COLUMNS) {
      if (this.full.length === 0) {
        numbers[c] = this.numbers[c].subarray(0, this.fill);
        continue;
      }
      const all = new Float64Array(this.length);
      this.full.forEach((block, b) => all.set(block[c], b * BLOCK));
      all.set(this.numbers[c].subarray(0, this.fill), this.full.length * BLOCK);
      numbers[c] = all;
    }
    const taken = { length: this.length, numbers, root: this.roots };
    if (this.full.length > 0) {
      this.full.length = 0;
      this.numbers = numbers;
      this.fill = BLOCK;
      this.taken = taken;
    }
    return taken;
  }
}

/**
 * Which rule set a duplicate row aside (same contract and day): the kept row traded that day and it
 * did not ('volume'); else the kept row has a bid/ask quote and it has a last price only ('quote');
 * else, both last-only and untraded, the kept row has the larger open interest ('open_interest');
 * else the later row in input order was kept ('order': a re-import, or two rows alike on all of these).
 */
export type DuplicateRule = 'volume' | 'quote' | 'open_interest' | 'order';
export type DuplicateCounts = Record<DuplicateRule, number>;

export const noDuplicates = (): DuplicateCounts => ({ volume: 0, quote: 0, open_interest: 0, order: 0 });

/**
 * Row order of the store: expiry, call before put, quote day, strike. Of two or more rows with the
 * same key (a vendor's pre-split ghost beside the real post-split series at one strike, or a
 * re-import) the one a trader could have dealt on is kept, whatever the file order: one that traded
 * that day (volume > 0) over one that did not, then one with a bid/ask quote (ask > 0, bid >= 0)
 * over a last-price-only one; of last-only rows that did not trade (nothing of the day in them but
 * the open interest the clearing house published), the one with the larger open interest (a
 * missing one counts as none): the series holders still hold, where a ghost's or a stale row's is
 * the old count; then the later row. Returns the kept row indices in order and, per quote day, how
 * many rows each rule set aside.
 */
export function sortedUniqueRows(cols: PartitionColumns): { order: Uint32Array; duplicates: Map<number, DuplicateCounts> } {
  const { expiry, right, date, strike, volume, bid, ask, open_interest: openInterest } = cols.numbers;
  const idx = new Uint32Array(cols.length);
  for (let i = 0; i < idx.length; i += 1) idx[i] = i;
  // expiry and date are day numbers (< 2^16 until 2149), so one float holds the first three keys exactly.
  const key = new Float64Array(cols.length);
  for (let i = 0; i < cols.length; i += 1) key[i] = ((expiry[i] ?? 0) * 2 + (right[i] ?? 0)) * 65536 + (date[i] ?? 0);
  idx.sort((a, b) => (key[a] ?? 0) - (key[b] ?? 0) || (strike[a] ?? 0) - (strike[b] ?? 0) || a - b);
  // 2 if the row traded, + 1 if it has a bid/ask quote (NaN, a missing value, fails both tests).
  const rank = (i: number): number => ((volume[i] ?? 0) > 0 ? 2 : 0) + ((ask[i] ?? 0) > 0 && (bid[i] ?? -1) >= 0 ? 1 : 0);
  // Open interest as the last-only tie-break reads it: a missing (NaN) or negative one is none.
  const interest = (i: number): number => {
    const v = openInterest[i] ?? Number.NaN;
    return v > 0 ? v : 0;
  };
  // Whether row a is kept over row b that comes before it in input order (ranked rank(a), rank(b)).
  const beats = (a: number, ra: number, b: number, rb: number): boolean =>
    ra !== rb ? ra > rb : ra !== 0 || interest(a) >= interest(b);
  const kept: number[] = [];
  const duplicates = new Map<number, DuplicateCounts>();
  for (let j = 0; j < idx.length;) {
    const first = idx[j] ?? 0;
    let end = j + 1;
    while (end < idx.length && key[idx[end] ?? 0] === key[first] && strike[idx[end] ?? 0] === strike[first]) end += 1;
    if (end === j + 1) {
      kept.push(first);
      j = end;
      continue;
    }
    // Rows of one key are in input order: a tie on every rule keeps the later.
    let best = first;
    let bestRank = rank(first);
    for (let m = j + 1; m < end; m += 1) {
      const i = idx[m] ?? 0;
      const r = rank(i);
      if (beats(i, r, best, bestRank)) [best, bestRank] = [i, r];
    }
    const day = date[first] ?? 0;
    let counts = duplicates.get(day);
    if (!counts) duplicates.set(day, (counts = noDuplicates()));
    for (let m = j; m < end; m += 1) {
      const i = idx[m] ?? 0;
      if (i === best) continue;
      const r = rank(i);
      // The kept row ranks at least as high, so a differing bit is one the kept row has.
      const rule: DuplicateRule = (r & 2) !== (bestRank & 2) ? 'volume' : (r & 1) !== (bestRank & 1) ? 'quote'
        : r === 0 && interest(i) < interest(best) ? 'open_interest' : 'order';
      counts[rule] += 1;
    }
    kept.push(best);
    j = end;
  }
  return { order: Uint32Array.from(kept), duplicates };
}
