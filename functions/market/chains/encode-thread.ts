/**
 * The importer's encode thread, seen from the main thread: a PartitionEncoder per streamed
 * partition whose groups are moved (not copied) to encode-worker.ts. About MAX_QUEUED_ROWS rows at most
 * wait in the thread's queue: the importer awaits ready() between batches, so a slow encoder
 * slows the reading instead of filling memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EncodeReply, EncodeRequest } from './encode-worker';
import { runnable } from './parse-pool';
import type { GroupRows, PartitionEncoder, StreamedPartition } from './partition-stream';

const MAX_QUEUED_ROWS = 200_000;

export class EncodeThread {
  private queued = 0;
  private nextId = 0;
  private readonly finishing = new Map<number, { resolve: (p: StreamedPartition) => void; reject: (e: Error) => void }>();
  private waiting: (() => void) | undefined;
  private failure: Error | undefined;

  static async start(script: URL): Promise<EncodeThread> {
    const dir = await mkdtemp(join(tmpdir(), 'encode-worker-'));
    try {
      return new EncodeThread(new Worker(await runnable(script, dir)), dir);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private constructor(private readonly worker: Worker, private readonly dir: string) {
    worker.on('message', (reply: EncodeReply) => {
      if (reply.op === 'encoded') {
        this.queued -= reply.rows;
        if (this.queued < MAX_QUEUED_ROWS) this.wake();
        return;
      }
      const job = this.finishing.get(reply.id);
      this.finishing.delete(reply.id);
      if (reply.op === 'failed') job?.reject(new Error(reply.error));
      else job?.resolve({ bytes: reply.bytes, rows: reply.rows, duplicates: new Map(reply.duplicates), expiryGaps: new Map(reply.expiryGaps) });
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (code !== 0) this.fail(new Error(`encode worker exited with code ${code}`));
    });
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const job of this.finishing.values()) job.reject(error);
    this.finishing.clear();
    this.wake();
  }

  /** Resolves once the queue is short enough to add more (at once when it is). */
  ready(): Promise<void> | undefined {
    if (this.failure) return Promise.reject(this.failure);
    if (this.queued < MAX_QUEUED_ROWS) return undefined;
    return new Promise<void>((resolve) => (this.waiting = resolve)).then(() => (this.failure ? Promise.reject(this.failure) : undefined));
  }

  encoder(): PartitionEncoder {
    const id = (this.nextId += 1);
    const post = (request: EncodeRequest, transfer: ArrayBuffer[] = []): void => this.worker.postMessage(request, transfer);
    return {
      group: (rows: GroupRows, roots: readonly string[]) => {
        this.queued += rows.length;
        const columns = rows.columns;
        post({ op: 'group', id, length: rows.length, columns, rootIndex: rows.rootIndex, roots: [...roots] }, [...columns.map((c) => c.buffer as ArrayBuffer), rows.rootIndex.buffer as ArrayBuffer]);
      },
      finish: () => {
        if (this.failure) return Promise.reject(this.failure);
        const done = new Promise<StreamedPartition>((resolve, reject) => this.finishing.set(id, { resolve, reject }));
        post({ op: 'finish', id });
        return done;
      },
    };
  }

  async close(): Promise<void> {
    this.failure ??= new Error('import: encode thread closed');
    await this.worker.terminate();
    await rm(this.dir, { recursive: true, force: true });
  }
}
