/**
 * The store of imported real option chains: one Parquet partition (parquet-partition.ts) per
 * underlying and calendar year of quote days, `<TICKER>/<YYYY>.parquet`. A folder locally (default
 * `.local/chains` in the repository), an S3 bucket when deployed (s3-chain-store.ts); both behind
 * this interface. Reading opens only the partitions of the years a run asks for, and inside them
 * only the row groups (expiry and type) the engine touches.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ByteSource } from './parquet-partition';

export interface ChainStore {
  /** Where the store is, for messages. */
  readonly location: string;
  /** Years stored for `ticker`, ascending. */
  listYears(ticker: string): Promise<string[]>;
  /** A partition's bytes (for a merge on re-import), or undefined when there is none. */
  readPartition(ticker: string, year: string): Promise<Uint8Array | undefined>;
  writePartition(ticker: string, year: string, bytes: Uint8Array): Promise<void>;
  /**
   * Synchronous random access to a stored partition. `dates`: the run's dates; a store that reads
   * remotely (S3, ranged GETs) fetches only the row groups overlapping them, and a read outside
   * them throws. The folder store reads any byte on demand.
   */
  openPartition(ticker: string, year: string, dates?: { start: string; end: string }): Promise<ByteSource>;
}

export const DEFAULT_CHAIN_DIR = fileURLToPath(new URL('../../../.local/chains/', import.meta.url));

const YEAR_FILE = /^(\d{4})\.parquet$/;

export function partitionKey(ticker: string, year: string): string {
  return `${ticker.toUpperCase()}/${year}.parquet`;
}

/** Open files stay open for later reads (a warm Lambda reuses them); the oldest closes past the cap. */
const MAX_OPEN_FILES = 64;
const openFiles = new Map<string, number>();

function fileDescriptor(path: string): number {
  let fd = openFiles.get(path);
  if (fd !== undefined) return fd;
  if (openFiles.size >= MAX_OPEN_FILES) {
    const [oldestPath, oldestFd] = openFiles.entries().next().value as [string, number];
    openFiles.delete(oldestPath);
    closeSync(oldestFd);
  }
  fd = openSync(path, 'r');
  openFiles.set(path, fd);
  return fd;
}

/** A local file as a ByteSource (positioned reads, nothing else loaded). */
export function fileByteSource(path: string): ByteSource {
  const size = statSync(path).size;
  const readInto = (offset: number, length: number, target: Uint8Array): void => {
    let done = 0;
    while (done < length) {
      const n = readSync(fileDescriptor(path), target, done, length - done, offset + done);
      if (n === 0) throw new Error(`${path}: unexpected end of file at ${offset + done}`);
      done += n;
    }
  };
  return {
    size,
    read(offset, length) {
      const out = new Uint8Array(length);
      readInto(offset, length, out);
      return out;
    },
    readInto,
  };
}

/** Forgets open descriptors of files under `dir` (a rewritten partition is a new file). */
function forgetOpen(path: string): void {
  const fd = openFiles.get(path);
  if (fd === undefined) return;
  openFiles.delete(path);
  closeSync(fd);
}

export function createFolderChainStore(dir: string = DEFAULT_CHAIN_DIR): ChainStore {
  return {
    location: dir,
    async listYears(ticker) {
      try {
        const files = await readdir(join(dir, ticker.toUpperCase()));
        return files.flatMap((f) => YEAR_FILE.exec(f)?.[1] ?? []).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async readPartition(ticker, year) {
      try {
        return new Uint8Array(await readFile(join(dir, partitionKey(ticker, year))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async writePartition(ticker, year, bytes) {
      await mkdir(join(dir, ticker.toUpperCase()), { recursive: true });
      const path = join(dir, partitionKey(ticker, year));
      // Write then rename, so a reader never sees half a file.
      await writeFile(`${path}.tmp`, bytes);
      forgetOpen(path);
      await rename(`${path}.tmp`, path);
    },
    async openPartition(ticker, year) {
      return fileByteSource(join(dir, partitionKey(ticker, year)));
    },
  };
}
