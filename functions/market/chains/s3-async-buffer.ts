/**
 * One S3 object as a hyparquet AsyncBuffer: `byteLength` is the object's size (from the listing or
 * a HeadObject), and `slice(start, end)` is one GetObject with `Range: bytes=start-(end-1)`, so a
 * reader fetches only the bytes it asks for (the footer, then the row groups a run needs).
 *
 * - Pinned to the ETag the size came from (`If-Match`): a partition re-imported while a run reads
 *   it fails loudly (412) instead of mixing two versions' bytes.
 * - A small cache of fetched slices (footers and repeated small reads: hyparquet's metadata read
 *   asks for the tail, then maybe more of it): a slice inside a cached one is answered from memory,
 *   and identical slices in flight share one request. Large slices (row groups, which the caller
 *   writes to disk) bypass it with `fetch`.
 * - `fetched` and `requests` count what went over the wire (tests and logs).
 */
import { GetObjectCommand, type GetObjectCommandOutput, type S3Client } from '@aws-sdk/client-s3';
import type { AsyncBuffer } from 'hyparquet';

/** Cached slices stay under this many bytes in total (oldest dropped first). */
const DEFAULT_CACHE_BYTES = 2 * 1024 * 1024;
/** Slices larger than this are not cached. */
const MAX_CACHED_SLICE = 1024 * 1024;

export interface S3ObjectRef {
  bucket: string;
  key: string;
  /** The object's size in bytes (ListObjectsV2 Size or HeadObject ContentLength). */
  byteLength: number;
  /** The ETag the size came from; ranged reads are pinned to it. */
  etag?: string;
}

export interface S3RangeBuffer extends AsyncBuffer {
  /** The bytes [start, end) as a fresh Uint8Array, one ranged GET, not cached. */
  fetch(start: number, end: number): Promise<Uint8Array>;
  /** Bytes received from S3 so far. */
  readonly fetched: number;
  /** Ranged GETs sent so far. */
  readonly requests: number;
}

interface CachedSlice {
  start: number;
  bytes: Uint8Array;
}

export function s3AsyncBuffer(client: S3Client, object: S3ObjectRef, cacheBytes = DEFAULT_CACHE_BYTES): S3RangeBuffer {
  const { bucket, key, byteLength, etag } = object;
  const name = `s3://${bucket}/${key}`;
  const cache: CachedSlice[] = [];
  const inFlight = new Map<string, Promise<Uint8Array>>();
  let fetched = 0;
  let requests = 0;

  const get = async (start: number, end: number): Promise<Uint8Array> => {
    requests += 1;
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end - 1}`, ...(etag ? { IfMatch: etag } : {}) }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 412) throw new Error(`${name} changed while it was being read (re-imported?): run again`, { cause: error });
      throw error;
    }
    const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array(0);
    // A server that ignored Range would answer the whole object: refuse rather than misread.
    if (bytes.byteLength !== end - start) throw new Error(`${name}: asked bytes ${start}-${end - 1}, got ${bytes.byteLength} bytes`);
    fetched += bytes.byteLength;
    return bytes;
  };

  const check = (start: number, end: number): void => {
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= byteLength)) {
      throw new RangeError(`${name}: bytes [${start}, ${end}) outside the object's ${byteLength} bytes`);
    }
  };

  const remember = (start: number, bytes: Uint8Array): void => {
    if (bytes.byteLength > MAX_CACHED_SLICE) return;
    cache.push({ start, bytes });
    let total = cache.reduce((sum, c) => sum + c.bytes.byteLength, 0);
    while (total > cacheBytes && cache.length > 1) total -= cache.shift()?.bytes.byteLength ?? 0;
  };

  const copy = (bytes: Uint8Array, from: number, to: number): ArrayBuffer => bytes.slice(from, to).buffer;

  return {
    byteLength,
    get fetched() {
      return fetched;
    },
    get requests() {
      return requests;
    },
    async fetch(start, end) {
      check(start, end);
      return end === start ? new Uint8Array(0) : get(start, end);
    },
    async slice(start, end = byteLength) {
      check(start, end);
      if (end === start) return new ArrayBuffer(0);
      const hit = cache.find((c) => c.start <= start && end <= c.start + c.bytes.byteLength);
      if (hit) return copy(hit.bytes, start - hit.start, end - hit.start);
      const id = `${start}-${end}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = get(start, end).then(
          (bytes) => {
            remember(start, bytes);
            return bytes;
          },
        ).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return copy(await pending, 0, end - start);
    },
  };
}
