/**
 * Ranged reads of the Parquet chain store in S3, against aws-sdk-client-mock serving the bytes of a
 * real partition (the SPXW sample imported into a temporary folder store): which ranges are asked,
 * what the cache saves, and that a run's open fetches only the row groups of its dates.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type GetObjectCommandInput, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { parquetMetadata, parquetMetadataAsync } from 'hyparquet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFolderChainStore } from './chain-store';
import { epochDay, isoDay } from './chain-row';
import { importChains } from './import-chains';
import { openImportedChains } from './parquet-chain-source';
import { LeanFooter } from './parquet-footer';
import { s3AsyncBuffer } from './s3-async-buffer';
import { createS3ChainStore } from './s3-chain-store';
import { groupSpans } from './s3-ranged-partition';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const BUCKET = 'market-data';
const KEY = 'chains/SPX/2018.parquet';
const ETAG = '"etag-v1"';

const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const mock = mockClient(client);
let dir: string;
let cacheDir: string;
let bytes: Uint8Array;

/** The part of a streaming body the store reads (transformToByteArray), as the SDK's mixin gives it. */
const body = (b: Uint8Array) => ({ transformToByteArray: () => Promise.resolve(b.slice()) }) as unknown as GetObjectCommandOutput['Body'];
/** The Range header of every GetObject sent, as [first, last] byte. */
const rangesAsked = (): [number, number][] =>
  mock.commandCalls(GetObjectCommand).map((c) => {
    const m = /^bytes=(\d+)-(\d+)$/.exec((c.args[0].input as GetObjectCommandInput).Range ?? '');
    if (!m) throw new Error(`GetObject without a closed Range: ${String((c.args[0].input as GetObjectCommandInput).Range)}`);
    return [Number(m[1]), Number(m[2])];
  });

/** The stored partition's footer, parsed as the S3 path parses it. */
function leanFooter(): LeanFooter {
  const footerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.byteLength - 8, true);
  return new LeanFooter(bytes.slice(bytes.byteLength - 8 - footerLength, bytes.byteLength - 8));
}

/** What S3 does with a Range request on the stored partition. */
function serveRanges(): void {
  mock.on(GetObjectCommand).callsFake((input: GetObjectCommandInput) => {
    const m = /^bytes=(\d+)-(\d+)$/.exec(input.Range ?? '');
    const part = m ? bytes.subarray(Number(m[1]), Number(m[2]) + 1) : bytes;
    return { Body: body(part), ContentLength: part.byteLength, ETag: ETAG };
  });
  mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: KEY, Size: bytes.byteLength, ETag: ETAG }], IsTruncated: false });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chains-ranged-'));
  cacheDir = await mkdtemp(join(tmpdir(), 'chains-ranged-cache-'));
  await importChains([FIXTURE], dir);
  bytes = new Uint8Array(await readFile(join(dir, 'SPX', '2018.parquet')));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});
beforeEach(() => {
  mock.reset();
  serveRanges();
});

describe('s3AsyncBuffer (hyparquet AsyncBuffer over ranged GetObject)', () => {
  it('asks S3 for exactly the slice, pinned to the ETag, and answers its bytes', async () => {
    const buffer = s3AsyncBuffer(client, { bucket: BUCKET, key: KEY, byteLength: bytes.byteLength, etag: ETAG });
    const slice = new Uint8Array(await buffer.slice(1000, 1100));
    expect(slice).toEqual(bytes.subarray(1000, 1100));
    expect(mock.commandCalls(GetObjectCommand)[0]?.args[0].input).toMatchObject({ Bucket: BUCKET, Key: KEY, Range: 'bytes=1000-1099', IfMatch: ETAG });
    expect(buffer.fetched).toBe(100);
    expect(buffer.requests).toBe(1);
  });

  it('answers a repeated or contained slice from its cache, and identical slices in flight with one GET', async () => {
    const buffer = s3AsyncBuffer(client, { bucket: BUCKET, key: KEY, byteLength: bytes.byteLength });
    const [a, b] = await Promise.all([buffer.slice(5000, 9000), buffer.slice(5000, 9000)]);
    expect(new Uint8Array(a)).toEqual(new Uint8Array(b));
    expect(new Uint8Array(await buffer.slice(6000, 6010))).toEqual(bytes.subarray(6000, 6010));
    expect(rangesAsked()).toEqual([[5000, 8999]]);
    await buffer.slice(8990, 9010); // crosses the cached slice's end: a new GET
    expect(rangesAsked()).toEqual([[5000, 8999], [8990, 9009]]);
  });

  it('is a hyparquet AsyncBuffer: parquetMetadataAsync reads the footer through it with ranged GETs', async () => {
    const buffer = s3AsyncBuffer(client, { bucket: BUCKET, key: KEY, byteLength: bytes.byteLength });
    const metadata = await parquetMetadataAsync(buffer, { initialFetchSize: 16 * 1024 });
    const footerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.byteLength - 8, true);
    const expected = parquetMetadata(bytes.slice(bytes.byteLength - 8 - footerLength).buffer);
    expect(metadata.num_rows).toBe(expected.num_rows);
    expect(metadata.row_groups.length).toBe(4);
    expect(rangesAsked()[0]).toEqual([bytes.byteLength - 16 * 1024, bytes.byteLength - 1]);
    expect(buffer.fetched).toBeLessThan(bytes.byteLength / 4);
  });

  it('refuses a slice outside the object, a changed object (412) and a server that ignored Range', async () => {
    const buffer = s3AsyncBuffer(client, { bucket: BUCKET, key: KEY, byteLength: bytes.byteLength, etag: ETAG });
    await expect(buffer.slice(-1, 10)).rejects.toThrow(RangeError);
    await expect(buffer.slice(0, bytes.byteLength + 1)).rejects.toThrow(/outside the object's \d+ bytes/);
    mock.on(GetObjectCommand).rejectsOnce(Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } }));
    await expect(buffer.slice(0, 10)).rejects.toThrow(`s3://${BUCKET}/${KEY} changed while it was being read (re-imported?): run again`);
    mock.on(GetObjectCommand).callsFake(() => ({ Body: body(bytes) }));
    await expect(buffer.slice(0, 10)).rejects.toThrow(`s3://${BUCKET}/${KEY}: asked bytes 0-9, got ${bytes.byteLength} bytes`);
  });
});

describe('S3 chain store: a run reads the footer and the row groups of its dates only', () => {
  const january = { start: '2018-01-02', end: '2018-01-31' };

  it('opens January: the tail, then the January groups in one coalesced GET; no HeadObject (the listing gave size and ETag)', async () => {
    const store = createS3ChainStore(client, BUCKET, 'chains/', join(cacheDir, 'a'));
    expect(await store.listYears('SPX')).toEqual(['2018']);
    const source = await store.openPartition('SPX', '2018', january);
    const footer = leanFooter();
    const [janSpan] = groupSpans(footer, january);
    const [febSpan] = groupSpans(footer, { start: '2018-02-01', end: '2018-02-28' });
    if (!janSpan || !febSpan) throw new Error('no spans');
    expect(janSpan[1]).toBeLessThanOrEqual(febSpan[0]);
    // The object is larger than the 64 KB tail, which holds the whole footer.
    expect(bytes.byteLength).toBeGreaterThan(64 * 1024);
    expect(rangesAsked()).toEqual([
      [bytes.byteLength - 64 * 1024, bytes.byteLength - 1],
      [janSpan[0], janSpan[1] - 1],
    ]);
    expect(mock.commandCalls(HeadObjectCommand)).toHaveLength(0);
    expect(store.fetched.bytes).toBeLessThan(bytes.byteLength);
    // The engine's reads inside January succeed; a February group was never fetched and says so.
    expect(source.read(janSpan[0], 16)).toEqual(bytes.subarray(janSpan[0], janSpan[0] + 16));
    expect(() => source.read(febSpan[0], 16)).toThrow(/were not fetched \(outside the run's dates 2018-01-02\.\.2018-01-31\)/);

  });

  it('prices January from S3 as from the folder store, and a later February run fetches only February', async () => {
    const store = createS3ChainStore(client, BUCKET, 'chains/', join(cacheDir, 'b'));
    const rate = () => 0.015;
    const fromS3 = await openImportedChains(store, 'SPX', { range: january, riskFreeRate: rate });
    const fromFolder = await openImportedChains(createFolderChainStore(dir), 'SPX', { range: january, riskFreeRate: rate });
    expect(fromS3?.chain('2018-01-17', '2018-01-31', 'put')).toEqual(fromFolder?.chain('2018-01-17', '2018-01-31', 'put'));
    expect(fromS3?.quote('2018-01-17', '2018-01-31', 'call', 2800)?.bid_price).toBe(21.7);
    mock.resetHistory();
    const february = await openImportedChains(store, 'SPX', { range: { start: '2018-02-01', end: '2018-02-28' }, riskFreeRate: rate });
    expect(february?.chain('2018-02-15', '2018-02-28', 'call').length).toBeGreaterThan(20);
    // Footer and tail already on disk: one GET for the February bytes the 64 KB tail did not hold.
    const [febSpan] = groupSpans(leanFooter(), { start: '2018-02-01', end: '2018-02-28' });
    expect(rangesAsked()).toEqual([[febSpan?.[0], bytes.byteLength - 64 * 1024 - 1]]);
    // Over both runs no byte was fetched twice.
    expect(store.fetched.bytes).toBeLessThanOrEqual(bytes.byteLength);
  });

  it('reads the size and ETag with HeadObject when the years were not listed first', async () => {
    mock.on(HeadObjectCommand).resolves({ ContentLength: bytes.byteLength, ETag: ETAG });
    const store = createS3ChainStore(client, BUCKET, 'chains/', join(cacheDir, 'c'));
    const source = await store.openPartition('SPX', '2018');
    expect(mock.commandCalls(HeadObjectCommand)[0]?.args[0].input).toMatchObject({ Bucket: BUCKET, Key: KEY });
    // Without dates every row group is fetched (the footer's first group starts after the 4-byte magic).
    expect(source.read(4, 64)).toEqual(bytes.subarray(4, 68));
    expect(rangesAsked().reduce((n, [first, last]) => n + last - first + 1, 0)).toBeLessThanOrEqual(bytes.byteLength - 4 + 64 * 1024);
  });
});

/**
 * The spans as the S3 path computed them before it parsed footers lean: from hyparquet's full
 * FileMetaData (bigints), same rule (groups overlapping the dates, their OffsetIndexes, coalesced
 * across gaps up to 64 KB into GETs up to 8 MB). The oracle groupSpans must keep matching.
 */
function spansFromHyparquet(dates: { start: string; end: string } | undefined): [number, number][] {
  const footerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.byteLength - 8, true);
  const metadata = parquetMetadata(bytes.slice(bytes.byteLength - 8 - footerLength).buffer);
  const groups = JSON.parse(metadata.key_value_metadata?.find((e) => e.key === 'chain.groups')?.value ?? '') as number[][];
  const from = dates ? epochDay(dates.start) : -Infinity;
  const to = dates ? epochDay(dates.end) : Infinity;
  const spans: [number, number][] = [];
  metadata.row_groups.forEach((group, i) => {
    const [, , first = 0, last = 0] = groups[i] ?? [];
    if (last < from || first > to) return;
    const starts = group.columns.map((c) => Number(c.meta_data?.dictionary_page_offset ?? c.meta_data?.data_page_offset));
    const ends = group.columns.map((c, j) => (starts[j] ?? 0) + Number(c.meta_data?.total_compressed_size));
    spans.push([Math.min(...starts), Math.max(...ends)]);
    const indexes = group.columns.filter((c) => c.offset_index_offset !== undefined);
    if (indexes.length > 0) {
      spans.push([Math.min(...indexes.map((c) => Number(c.offset_index_offset))), Math.max(...indexes.map((c) => Number(c.offset_index_offset) + (c.offset_index_length ?? 0)))]);
    }
  });
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of spans) {
    const last = merged[merged.length - 1];
    if (last && s - last[1] <= 64 * 1024 && Math.max(last[1], e) - last[0] <= 8 * 1024 * 1024) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

describe('groupSpans over the lean footer', () => {
  it('selects the same byte spans as hyparquet\'s full metadata did, for every run window over the partition', () => {
    const footer = leanFooter();
    const days = (JSON.parse(footer.keyValues.get('chain.days') ?? '[]') as number[]).map(isoDay);
    expect(days.length).toBeGreaterThan(30);
    const windows: ({ start: string; end: string } | undefined)[] = [undefined, { start: '2017-01-01', end: '2017-12-31' }, { start: '2019-01-01', end: '2019-12-31' }];
    for (let i = 0; i < days.length; i += 3) for (let j = i; j < days.length; j += 4) windows.push({ start: days[i] ?? '', end: days[j] ?? '' });
    const distinct = new Set<string>();
    for (const dates of windows) {
      const ours = groupSpans(footer, dates);
      expect(ours, JSON.stringify(dates)).toEqual(spansFromHyparquet(dates));
      distinct.add(JSON.stringify(ours));
    }
    // The windows select different parts of the file, nothing at all outside its year.
    expect(groupSpans(footer, { start: '2019-01-01', end: '2019-12-31' })).toEqual([]);
    expect(distinct.size).toBeGreaterThan(2);
  });
});
