/**
 * The store of imported real option chains: one JSON file (an array of Contract records) per
 * underlying and quote day, `<TICKER>/<YYYY-MM-DD>.json`. A folder locally (default
 * `.local/chains` in the repository), an S3 bucket when deployed (s3-chain-store.ts); both behind
 * this interface. Records are validated with ContractSchema when read, so a damaged file fails
 * loudly with its name instead of feeding bad prices to the engine.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ContractSchema } from '../../../shared/contracts/contract';
import type { OptionQuote } from '../../../shared/engine/market/market-data';

export interface ChainStore {
  /** Quote days stored for `ticker`, ascending. */
  listDays(ticker: string): Promise<string[]>;
  readDay(ticker: string, date: string): Promise<OptionQuote[] | undefined>;
  /** Replaces the day's contracts (importing a file twice is idempotent). */
  writeDay(ticker: string, date: string, quotes: readonly OptionQuote[]): Promise<void>;
}

export const DEFAULT_CHAIN_DIR = fileURLToPath(new URL('../../../.local/chains/', import.meta.url));

const READ_CONCURRENCY = 16;
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;
const DayFileSchema = z.array(ContractSchema);

export function dayKey(ticker: string, date: string): string {
  return `${ticker.toUpperCase()}/${date}.json`;
}

/** Parses a stored day file; throws naming the file and the first bad field. */
export function parseDayFile(name: string, text: string): OptionQuote[] {
  const parsed = DayFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`chain store file ${name}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`);
  }
  return parsed.data;
}

export function createFolderChainStore(dir: string = DEFAULT_CHAIN_DIR): ChainStore {
  return {
    async listDays(ticker) {
      try {
        const files = await readdir(join(dir, ticker.toUpperCase()));
        return files.flatMap((f) => DAY_FILE.exec(f)?.[1] ?? []).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async readDay(ticker, date) {
      const path = join(dir, dayKey(ticker, date));
      try {
        return parseDayFile(path, await readFile(path, 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async writeDay(ticker, date, quotes) {
      const folder = join(dir, ticker.toUpperCase());
      await mkdir(folder, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const path = join(dir, dayKey(ticker, date));
      await writeFile(`${path}.tmp`, JSON.stringify(quotes));
      await rename(`${path}.tmp`, path);
    },
  };
}

/** Every stored day of `ticker`: date → contracts (read READ_CONCURRENCY days at a time, for S3). */
export async function readAllDays(store: ChainStore, ticker: string): Promise<Map<string, OptionQuote[]>> {
  const days = await store.listDays(ticker);
  const out = new Map<string, OptionQuote[]>();
  for (let i = 0; i < days.length; i += READ_CONCURRENCY) {
    const batch = days.slice(i, i + READ_CONCURRENCY);
    const quotes = await Promise.all(batch.map((date) => store.readDay(ticker, date)));
    batch.forEach((date, j) => {
      const q = quotes[j];
      if (q !== undefined) out.set(date, q);
    });
  }
  return out;
}
