/**
 * A worker thread of the importer (parse-pool.ts): reads chunks of a vendor file's data lines
 * with the file's layout and answers each with its parsed batch (parse-batch.ts), moved back
 * without a copy. It is told the layout by its index in LAYOUTS and the file's header.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LAYOUTS, readerOf, type LayoutContext } from './layouts/index';
import { batchTransfer, chunkText, parseChunk } from './parse-batch';

export interface ParseWorkerData {
  layout: number;
  header: string[];
  context: LayoutContext;
}

export interface ParseRequest {
  seq: number;
  bytes: Uint8Array;
}

const port = parentPort;
if (!port) throw new Error('import-worker.ts runs as a worker thread');
const { layout, header, context } = workerData as ParseWorkerData;
const chosen = LAYOUTS[layout];
if (!chosen) throw new Error(`import worker: no layout ${layout}`);
const read = readerOf(chosen, header, context);

port.on('message', ({ seq, bytes }: ParseRequest) => {
  try {
    const batch = parseChunk(chunkText(bytes), read);
    port.postMessage({ seq, batch }, batchTransfer(batch));
  } catch (error) {
    port.postMessage({ seq, error: error instanceof Error ? error.message : String(error) });
  }
});
