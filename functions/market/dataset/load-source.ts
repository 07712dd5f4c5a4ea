/** Loads raw files (cached per build) and scales their rows to the dataset's split basis. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseVendorCsv, type RawRow } from './csv';
import type { SourceRef, SplitEvent } from './plan-types';

export type SourceLoader = (file: string) => RawRow[];

/** A loader reading files under `rawDir`, each parsed once. */
export function createLoader(rawDir: string): SourceLoader {
  const cache = new Map<string, RawRow[]>();
  return (file) => {
    let rows = cache.get(file);
    if (!rows) {
      let text: string;
      try {
        text = readFileSync(join(rawDir, file), 'utf8');
      } catch {
        throw new Error(`raw file not found: ${join(rawDir, file)}`);
      }
      rows = parseVendorCsv(text, file);
      cache.set(file, rows);
    }
    return rows;
  };
}

/**
 * How many of today's shares one share of `ref` on `date` became: the product of the split ratios
 * after the file's adjustment basis (adjusted files) or after the row's own date (raw files).
 */
export function splitFactor(ref: SourceRef, date: string, splits: readonly SplitEvent[]): number {
  const after = ref.kind === 'raw' ? date : ref.basis;
  if (after === undefined) throw new Error(`${ref.file}: an adjusted source needs its basis date`);
  return splits.reduce((f, s) => (s.date > after ? f * s.ratio : f), 1);
}

/** A row with prices divided and volume multiplied by the split factor. */
export function scaleRow(row: RawRow, factor: number): RawRow {
  const div = (x: number | undefined) => (x === undefined ? undefined : x / factor);
  return {
    ...row,
    open: div(row.open),
    high: div(row.high),
    low: div(row.low),
    close: div(row.close),
    adjClose: div(row.adjClose),
    dividend: div(row.dividend),
    volume: row.volume === undefined ? undefined : row.volume * factor,
  };
}

/** The file's rows on or after `from`, scaled to the dataset basis. */
export function scaledRows(load: SourceLoader, ref: SourceRef, splits: readonly SplitEvent[], from: string): RawRow[] {
  return load(ref.file)
    .filter((r) => r.date >= from)
    .map((r) => scaleRow(r, splitFactor(ref, r.date, splits)));
}
