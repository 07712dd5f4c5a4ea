/**
 * The S3 upload import (what the ImportChainUpload task runs) against aws-sdk-client-mock: the
 * upload is read from `chain-uploads/`, imported, and its report, or the error that stopped it,
 * is written under `chain-reports/`. The end-to-end path against s3rver and the API is
 * infra/local/imported-chain-backtest.int.test.ts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, type GetObjectCommandOutput, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFolderChainStore } from './chain-store';
import { decodeS3Key, importUploadedChain, reportKeyOf } from './import-upload';

const FIXTURE = new URL('./fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const mock = mockClient(client);
let dir: string;

const serve = (bytes: Uint8Array) => mock.on(GetObjectCommand).callsFake(() => ({ Body: Readable.from([Buffer.from(bytes)]) as unknown as GetObjectCommandOutput['Body'] }));
const reportsWritten = () =>
  mock.commandCalls(PutObjectCommand).map((c) => {
    const input = c.args[0].input as PutObjectCommandInput;
    return { key: input.Key, body: JSON.parse(String(input.Body)) as Record<string, unknown> };
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chain-upload-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  mock.reset();
  mock.on(PutObjectCommand).resolves({});
});

describe('importUploadedChain', () => {
  it('imports an upload under chain-uploads/ and writes its report under chain-reports/', async () => {
    serve(new Uint8Array(await readFile(FIXTURE)));
    const key = 'chain-uploads/spxw/SPXW_2018-01-02_to_2018-02-28.csv.gz';
    const done = await importUploadedChain(client, 'market-data', key, { store: createFolderChainStore(join(dir, 'ok')) });
    expect(mock.commandCalls(GetObjectCommand)[0]?.args[0].input).toEqual({ Bucket: 'market-data', Key: key });
    expect(done.reportKey).toBe('chain-reports/spxw/SPXW_2018-01-02_to_2018-02-28.csv.gz.json');
    expect(done.report.quality.SPX?.days).toBe(40);
    expect(reportsWritten()).toEqual([{ key: done.reportKey, body: { upload: `s3://market-data/${key}`, report: JSON.parse(JSON.stringify(done.report)) } }]);
    expect(await createFolderChainStore(join(dir, 'ok')).listYears('SPX')).toEqual(['2018']);
  });

  it('writes the error of a file it cannot import as its report, and fails', async () => {
    serve(new TextEncoder().encode('colour,shape\nred,round\n'));
    const key = 'chain-uploads/odd.csv';
    await expect(importUploadedChain(client, 'market-data', key, { store: createFolderChainStore(join(dir, 'odd')) })).rejects.toThrow(/odd.csv: unknown chain layout/);
    const [written] = reportsWritten();
    expect(written?.key).toBe('chain-reports/odd.csv.json');
    expect(String(written?.body.error)).toMatch(/odd.csv: unknown chain layout/);
  });

  it('refuses keys outside chain-uploads/ (and folders) without reading anything', async () => {
    await expect(importUploadedChain(client, 'market-data', 'chains/SPX/2018.parquet')).rejects.toThrow('chain uploads go under chain-uploads/');
    await expect(importUploadedChain(client, 'market-data', 'chain-uploads/spy/')).rejects.toThrow('a file, not a folder');
    expect(mock.calls()).toHaveLength(0);
  });

  it('decodes S3 event keys and names reports after the upload', () => {
    expect(decodeS3Key('chain-uploads/my+file%281%29.csv')).toBe('chain-uploads/my file(1).csv');
    expect(reportKeyOf('chain-uploads/spy/20240105.csv')).toBe('chain-reports/spy/20240105.csv.json');
  });
});
