/**
 * A store partition in S3 opened for one run with ranged reads: the footer first (one ranged GET
 * of the object's tail), then only the row groups whose quote days overlap the run's dates (the
 * footer's `chain.groups` index), adjacent groups coalesced into one GET and a few GETs in flight.
 *
 * The engine reads synchronously (PartitionReader over a ByteSource), so the fetched bytes are
 * written at their offsets into a sparse local file of the object's size (disk, not memory: a
 * whole-period run may fetch hundreds of MB), and the ByteSource over it refuses, loudly, a read of
 * bytes that were not fetched. A later run in the same warm process fetches only the groups it
 * still lacks. Row groups cover one expiry and type, so within the run's dates every expiry and
 * strike is fetched: the saving is the days outside the run (a one-month run of a year's partition
 * reads about a twelfth of it), not the strike band.
 */
import { rmSync } from 'node:fs';
import { open, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { epochDay } from './chain-row';
import { fileByteSource } from './chain-store';
import { LeanFooter } from './parquet-footer';
import type { ByteSource } from './parquet-partition';
import type { S3RangeBuffer } from './s3-async-buffer';

/** The tail read first: the footer of a year's partition usually fits in it (one GET). */
const TAIL_BYTES = 64 * 1024;
/** Groups closer than this are fetched in one GET (the gap's bytes cost less than a round trip). */
const COALESCE_GAP = 64 * 1024;
/** One GET fetches at most this much (so large runs still fetch in parallel). */
const MAX_SPAN = 8 * 1024 * 1024;
const PARALLEL_GETS = 6;

export interface RunDates {
  start: string;
  end: string;
}

/** A half-open byte span [start, end). */
type Span = [number, number];

interface LocalCopy {
  /** Spans written to the file, sorted and merged. */
  present: Span[];
  /** Fetches of this file run one after another (two opens never write the same bytes twice). */
  queue: Promise<void>;
  footer?: LeanFooter;
}

const copies = new Map<string, LocalCopy>();

const covered = (present: readonly Span[], start: number, end: number): boolean => present.some(([s, e]) => s <= start && end <= e);

/** Adds `span` to the sorted, merged list `present` (touching spans merge, so a fetched read lies in one). */
function addSpan(present: Span[], span: Span): void {
  const all = [...present, span].sort((x, y) => x[0] - y[0]);
  present.length = 0;
  for (const [s, e] of all) {
    const last = present[present.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else present.push([s, e]);
  }
}

/**
 * The footer, read from the object's tail (a second GET only for a footer over TAIL_BYTES) and
 * parsed lean: only the row groups of the run's dates have their column chunks parsed (hyparquet's
 * parquetMetadata built every group's objects, bigints included, for each partition opened: on
 * the 16 SPY footers of the bench store, 4,420 groups, ~185 ms of CPU against ~38 ms, ~19 ms for a
 * one-month run).
 * Answers every byte fetched (the tail holds the last row groups too): all are kept.
 */
async function readTail(buffer: S3RangeBuffer): Promise<{ footer: LeanFooter; start: number; bytes: Uint8Array }> {
  const size = buffer.byteLength;
  let start = Math.max(0, size - TAIL_BYTES);
  let tail = new Uint8Array(await buffer.slice(start, size));
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  if (size < 12 || view.getUint32(tail.byteLength - 4, true) !== 0x31524150) throw new Error('not a Parquet file (no PAR1 at its end)');
  const footerStart = size - 8 - view.getUint32(tail.byteLength - 8, true);
  if (footerStart < 4) throw new Error('Parquet footer longer than the file');
  if (footerStart < start) {
    const head = new Uint8Array(await buffer.slice(footerStart, start));
    const joined = new Uint8Array(size - footerStart);
    joined.set(head, 0);
    joined.set(tail, head.byteLength);
    tail = joined;
    start = footerStart;
  }
  // A copy: the LeanFooter keeps its bytes for the groups parsed later, not the whole tail.
  const footer = tail.slice(footerStart - start, tail.byteLength - 8);
  return { footer: new LeanFooter(footer), start, bytes: tail };
}

/** The parts of `span` not inside any present span. */
export function uncovered(span: Span, present: readonly Span[]): Span[] {
  let parts: Span[] = [span];
  for (const [s, e] of present) {
    parts = parts.flatMap(([a, b]): Span[] => {
      if (e <= a || s >= b) return [[a, b]];
      const left: Span[] = s > a ? [[a, s]] : [];
      const right: Span[] = e < b ? [[e, b]] : [];
      return [...left, ...right];
    });
  }
  return parts;
}

/** Byte spans of the row groups whose quote days overlap `dates` (every group without dates) and of their OffsetIndexes, coalesced. */
export function groupSpans(footer: LeanFooter, dates: RunDates | undefined): Span[] {
  const index = footer.keyValues.get('chain.groups');
  if (index === undefined) throw new Error('no chain.groups in the footer (not written by import-chains)');
  const groups = JSON.parse(index) as [number, number, number, number, number][];
  const from = dates ? epochDay(dates.start) : -Infinity;
  const to = dates ? epochDay(dates.end) : Infinity;
  const spans: Span[] = [];
  for (let i = 0; i < footer.rowGroupCount; i += 1) {
    const [, , firstDate = 0, lastDate = 0] = groups[i] ?? [];
    // Tested before the group is parsed: groups outside the run's dates cost only their skip.
    if (groups[i] && (lastDate < from || firstDate > to)) continue;
    let start = Infinity;
    let end = 0;
    const { columns } = footer.rowGroup(i);
    for (const chunk of columns) {
      const first = chunk.dictionaryPageOffset ?? chunk.dataPageOffset;
      start = Math.min(start, first);
      end = Math.max(end, first + chunk.totalCompressedSize);
    }
    if (end > start) spans.push([start, end]);
    // Store v2: the group's OffsetIndexes (page locations, stored together before the footer).
    let indexStart = Infinity;
    let indexEnd = 0;
    for (const chunk of columns) {
      if (chunk.offsetIndexOffset === undefined || chunk.offsetIndexLength === undefined) continue;
      indexStart = Math.min(indexStart, chunk.offsetIndexOffset);
      indexEnd = Math.max(indexEnd, chunk.offsetIndexOffset + chunk.offsetIndexLength);
    }
    if (indexEnd > indexStart) spans.push([indexStart, indexEnd]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] - last[1] <= COALESCE_GAP && Math.max(last[1], span[1]) - last[0] <= MAX_SPAN) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Opens the partition behind `buffer` for a run over `dates` (all of it without dates): fetches
 * what the local copy at `file` lacks and answers a ByteSource over that copy.
 */
export async function openRangedPartition(buffer: S3RangeBuffer, file: string, dates: RunDates | undefined, name = file): Promise<ByteSource> {
  let copy = copies.get(file);
  if (!copy) {
    copy = { present: [], queue: Promise.resolve() };
    // The copies are this process's (thread's) own: they go when it ends normally (one listener for all).
    if (copies.size === 0) process.once('exit', () => copies.forEach((_, path) => rmSync(path, { force: true })));
    copies.set(file, copy);
  }
  const local = copy;
  const work = local.queue.then(async () => {
    await mkdir(dirname(file), { recursive: true });
    // A file this process has not written yet is (re)created empty: never trust bytes from another process.
    const handle = await open(file, local.present.length === 0 ? 'w+' : 'r+');
    try {
      if (local.present.length === 0) {
        await handle.truncate(buffer.byteLength);
        const tail = await readTail(buffer);
        await handle.write(tail.bytes, 0, tail.bytes.byteLength, tail.start);
        local.footer = tail.footer;
        addSpan(local.present, [tail.start, buffer.byteLength]);
      }
      const footer = local.footer as LeanFooter;
      const missing = groupSpans(footer, dates).flatMap((span) => uncovered(span, local.present));
      await inParallel(missing, PARALLEL_GETS, async ([s, e]) => {
        const bytes = await buffer.fetch(s, e);
        await handle.write(bytes, 0, bytes.byteLength, s);
        addSpan(local.present, [s, e]);
      });
    } finally {
      await handle.close();
    }
  });
  // A failed fetch leaves the copy as it was (spans are recorded only once written) for the next open.
  local.queue = work.catch(() => {});
  try {
    await work;
  } catch (error) {
    if (local.present.length === 0) copies.delete(file);
    throw error;
  }
  const source = fileByteSource(file);
  const fetched = (offset: number, length: number): void => {
    if (!covered(local.present, offset, offset + length)) {
      throw new Error(`${name}: bytes ${offset}-${offset + length - 1} were not fetched (outside the run's dates ${dates ? `${dates.start}..${dates.end}` : ''})`);
    }
  };
  return {
    size: source.size,
    read(offset, length) {
      fetched(offset, length);
      return source.read(offset, length);
    },
    readInto(offset, length, target) {
      fetched(offset, length);
      source.readInto?.(offset, length, target);
    },
  };
}
