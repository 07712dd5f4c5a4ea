/**
 * The importer's parse threads: chunks of a file's data lines (read-chunks.ts) are parsed by a
 * few worker threads at once (import-worker.ts) and the batches come back IN FILE ORDER (of two
 * rows of a contract alike by sortedUniqueRows' rule the later still wins, and line numbers follow
 * the file). At most two chunks per thread are in flight, so memory stays a few megabytes per thread
 * whatever the file size.
 *
 * Under tsx (the CLI and the bench) the worker is the TypeScript file: it is bundled once with
 * esbuild into a temporary .mjs (a worker started through tsx's loader would compile every module
 * again and run a loader thread of its own: about 0.7 s of CPU and 50 MB per worker). A bundle
 * without the worker file (the Lambda task) parses in-process instead (workerScript() answers
 * undefined).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseRequest, ParseWorkerData } from './import-worker';
import type { ParsedBatch } from './parse-batch';

const PARSE_WORKER_HEAP_MB = 192;
const WORKER = new URL('./import-worker.ts', import.meta.url);
const ENCODER = new URL('./encode-worker.ts', import.meta.url);

const present = (url: URL): boolean => url.protocol === 'file:' && existsSync(fileURLToPath(url));

/** The parse and encode workers' URLs when they can be started here. */
export function workerScript(): { parse: URL; encode: URL } | undefined {
  return present(WORKER) && present(ENCODER) ? { parse: WORKER, encode: ENCODER } : undefined;
}

/** A worker as JavaScript: the script itself, or the TypeScript source bundled into `dir`. */
export async function runnable(script: URL, dir: string): Promise<URL> {
  if (!script.pathname.endsWith('.ts')) return script;
  const { build } = await import('esbuild');
  const outfile = join(dir, basename(script.pathname).replace(/\.ts$/, '.mjs'));
  await build({ entryPoints: [fileURLToPath(script)], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'silent' });
  return pathToFileURL(outfile);
}

interface Job {
  resolve: (batch: ParsedBatch) => void;
  reject: (error: Error) => void;
}

export class ParsePool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly jobs = new Map<number, Job>();
  private seq = 0;
  private failure: Error | undefined;

  static async start(script: URL, threads: number, data: ParseWorkerData): Promise<ParsePool> {
    const dir = await mkdtemp(join(tmpdir(), 'import-worker-'));
    try {
      return new ParsePool(await runnable(script, dir), threads, data, dir);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private constructor(script: URL, threads: number, data: ParseWorkerData, private readonly dir: string) {
    for (let t = 0; t < threads; t += 1) {
      // A parse worker holds a few chunks at a time (~20 MB): a small old generation makes V8 collect
      // the garbage of parsed lines early instead of growing each worker's heap by hundreds of MB.
      const entry = { worker: new Worker(script, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB } }), busy: 0 };
      entry.worker.on('message', (message: { seq: number; batch?: ParsedBatch; error?: string }) => {
        entry.busy -= 1;
        const job = this.jobs.get(message.seq);
        this.jobs.delete(message.seq);
        if (message.batch) job?.resolve(message.batch);
        else job?.reject(new Error(message.error ?? 'import worker failed'));
      });
      entry.worker.on('error', (error) => this.fail(error));
      entry.worker.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`import worker exited with code ${code}`));
      });
      this.workers.push(entry);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const job of this.jobs.values()) job.reject(error);
    this.jobs.clear();
  }

  private parse(bytes: Uint8Array): Promise<ParsedBatch> {
    if (this.failure) return Promise.reject(this.failure);
    const entry = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const seq = (this.seq += 1);
    const result = new Promise<ParsedBatch>((resolve, reject) => this.jobs.set(seq, { resolve, reject }));
    entry.busy += 1;
    const request: ParseRequest = { seq, bytes };
    entry.worker.postMessage(request, [bytes.buffer as ArrayBuffer]);
    return result;
  }

  /** The batches of `chunks`, in order. */
  async *batches(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedBatch> {
    const pending: Promise<ParsedBatch>[] = [];
    const inFlight = this.workers.length * 2;
    for await (const chunk of chunks) {
      const next = this.parse(chunk);
      next.catch(() => undefined); // awaited below, in order
      pending.push(next);
      if (pending.length >= inFlight) yield await (pending.shift() as Promise<ParsedBatch>);
    }
    while (pending.length > 0) yield await (pending.shift() as Promise<ParsedBatch>);
  }

  async close(): Promise<void> {
    this.failure ??= new Error('import: parse pool closed');
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
    await rm(this.dir, { recursive: true, force: true });
  }
}
