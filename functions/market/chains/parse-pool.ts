/**
 * The importer's parse threads: chunks of a file's data lines (read-chunks.ts) are parsed by a
 * few worker threads at once (import-worker.ts) and the batches come back IN FILE ORDER (the
 * later row of a contract must still win, and line numbers follow the file). At most two chunks
 * per thread are in flight, so memory stays a few megabytes per thread whatever the file size.
 *
 * Under tsx (the CLI and the bench) the worker is the TypeScript file, started through tsx's
 * loader; a bundle without the worker file (the Lambda task) parses in-process instead
 * (workerScript() answers undefined).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseRequest, ParseWorkerData } from './import-worker';
import type { ParsedBatch } from './parse-batch';

const WORKER = new URL('./import-worker.ts', import.meta.url);

/** The worker's URL when it can be started here. */
export function workerScript(): URL | undefined {
  return WORKER.protocol === 'file:' && existsSync(fileURLToPath(WORKER)) ? WORKER : undefined;
}

function startWorker(script: URL, data: ParseWorkerData): Worker {
  if (!script.pathname.endsWith('.ts')) return new Worker(script, { workerData: data });
  // TypeScript source: register tsx's loader in the worker first, then load the file.
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(script.href)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
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

  constructor(script: URL, threads: number, data: ParseWorkerData) {
    for (let t = 0; t < threads; t += 1) {
      const entry = { worker: startWorker(script, data), busy: 0 };
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
  }
}
