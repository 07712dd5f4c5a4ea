/**
 * The importer's encode thread (encode-thread.ts): receives the complete row groups of streamed
 * partitions, sorts and encodes each into its partition's Parquet file as it comes, and answers a
 * partition's bytes when told it is finished. The main thread only routes rows, so parsing (the
 * parse workers) and encoding (here) run side by side.
 */
import { parentPort } from 'node:worker_threads';
import { PartitionWriter } from './parquet-partition';
import { NUMERIC_COLUMNS, sortedUniqueRows, type DuplicateCounts, type NumericColumn, type PartitionColumns } from './partition-rows';

export type EncodeRequest =
  | { op: 'group'; id: number; length: number; columns: Float64Array[]; rootIndex: Uint16Array; roots: string[] }
  | { op: 'finish'; id: number };

export type EncodeReply =
  | { op: 'encoded'; rows: number }
  | { op: 'finished'; id: number; bytes: Uint8Array; rows: number; duplicates: [number, DuplicateCounts][]; expiryGaps: [number, number][] }
  | { op: 'failed'; id: number; error: string };

const port = parentPort;
if (!port) throw new Error('encode-worker.ts runs as a worker thread');
const writers = new Map<number, PartitionWriter>();

function columnsOf(request: Extract<EncodeRequest, { op: 'group' }>): PartitionColumns {
  const numbers = {} as Record<NumericColumn, Float64Array>;
  NUMERIC_COLUMNS.forEach((name, c) => (numbers[name] = (request.columns[c] as Float64Array).subarray(0, request.length)));
  const root = new Array<string>(request.length);
  for (let i = 0; i < request.length; i += 1) root[i] = request.roots[request.rootIndex[i] ?? 0] ?? '';
  return { length: request.length, numbers, root };
}

port.on('message', (request: EncodeRequest) => {
  try {
    let writer = writers.get(request.id);
    if (!writer) writers.set(request.id, (writer = new PartitionWriter()));
    if (request.op === 'group') {
      const cols = columnsOf(request);
      const { order, duplicates } = sortedUniqueRows(cols);
      writer.countDuplicates(duplicates);
      writer.write(cols, order);
      port.postMessage({ op: 'encoded', rows: request.length } satisfies EncodeReply);
      return;
    }
    writers.delete(request.id);
    const out = writer.finish();
    const reply: EncodeReply = { op: 'finished', id: request.id, bytes: out.bytes, rows: out.rows, duplicates: [...out.duplicates], expiryGaps: [...out.expiryGaps] };
    port.postMessage(reply, [out.bytes.buffer as ArrayBuffer]);
  } catch (error) {
    writers.delete(request.id);
    port.postMessage({ op: 'failed', id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies EncodeReply);
  }
});
