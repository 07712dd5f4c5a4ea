/**
 * ImportChainUpload finds the uploaded object whichever way its event encoded the key
 * (upload-event.ts: EventBridge keys as written first, their form-decoded reading when no object
 * has the key as written), and a file it cannot import gets an error report under that object's name.
 */
import { GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client, type GetObjectCommandOutput, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localEnv } from '../../platform/local-mode';
import { resetConfig } from '../../platform/config';
import { handler } from './import-chain-upload.task';

const s3 = mockClient(S3Client);
const BUCKET = 'market-data';
const event = (key: string) => ({ source: 'aws.s3', 'detail-type': 'Object Created', detail: { bucket: { name: BUCKET }, object: { key } } });

beforeAll(() => {
  const env = localEnv({ dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:1', sfn: 'http://127.0.0.1:1', userPoolClientId: 'client', issuer: 'http://127.0.0.1:1/pool', jwksUri: 'http://127.0.0.1:1/jwks', appUrl: 'http://localhost:1', originSecret: 'origin-secret', billing: { mode: 'local', webhookSecret: 'whsec_x' } });
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  resetConfig();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetConfig();
});
beforeEach(() => {
  s3.reset();
  s3.on(PutObjectCommand).resolves({});
  s3.on(GetObjectCommand).callsFake(() => ({ Body: Readable.from([Buffer.from('colour,shape\nred,round\n')]) as unknown as GetObjectCommandOutput['Body'] }));
});

const reportKeys = () => s3.commandCalls(PutObjectCommand).map((c) => (c.args[0].input as PutObjectCommandInput).Key);
const readKeys = () => s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key);

describe('ImportChainUpload', () => {
  it('reads the key as written when that object exists', async () => {
    s3.on(HeadObjectCommand).resolves({});
    await expect(handler(event('chain-uploads/a+b.csv'))).rejects.toThrow(/unknown chain layout/);
    expect(readKeys()).toEqual(['chain-uploads/a+b.csv']);
    expect(reportKeys()).toEqual(['chain-reports/a+b.csv.json']);
  });

  it('reads the form-decoded key when no object has the key as written', async () => {
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }));
    await expect(handler(event('chain-uploads/a+b%2B.csv'))).rejects.toThrow(/unknown chain layout/);
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({ Bucket: BUCKET, Key: 'chain-uploads/a+b%2B.csv' });
    expect(readKeys()).toEqual(['chain-uploads/a b+.csv']);
    expect(reportKeys()).toEqual(['chain-reports/a b+.csv.json']);
  });

  it('asks nothing when the key has one reading', async () => {
    await expect(handler(event('chain-uploads/plain.csv'))).rejects.toThrow(/unknown chain layout/);
    expect(s3.commandCalls(HeadObjectCommand)).toHaveLength(0);
    expect(readKeys()).toEqual(['chain-uploads/plain.csv']);
  });
});
