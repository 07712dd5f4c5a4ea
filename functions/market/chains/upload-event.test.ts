/** Both event shapes that can start ImportChainUpload name the same uploaded object. */
import { describe, expect, it } from 'vitest';
import { chainUploadEventPattern, uploadedObjects } from './upload-event';

// Shapes as documented by AWS (S3 "EventBridge event message structure" and "Event message structure").
const eventBridge = (key: string) => ({
  version: '0',
  id: '17793124-05d4-b198-2fde-7ededc63b103',
  'detail-type': 'Object Created',
  source: 'aws.s3',
  account: '111122223333',
  time: '2026-11-25T00:00:00Z',
  region: 'us-east-1',
  resources: ['arn:aws:s3:::market-data'],
  detail: { version: '0', bucket: { name: 'market-data' }, object: { key, size: 5, etag: 'b1946ac9' }, reason: 'PutObject' },
});
const notification = (...keys: string[]) => ({
  Records: keys.map((key) => ({ eventSource: 'aws:s3', eventName: 'ObjectCreated:Put', s3: { bucket: { name: 'market-data' }, object: { key, size: 5 } } })),
});

describe('uploadedObjects', () => {
  it('reads an EventBridge key as written, its form-decoded reading only as the alternative', () => {
    expect(uploadedObjects(eventBridge('chain-uploads/spxw/SPXW+2018%2B.csv.gz'))).toEqual([
      { bucket: 'market-data', key: 'chain-uploads/spxw/SPXW+2018%2B.csv.gz', alternativeKey: 'chain-uploads/spxw/SPXW 2018+.csv.gz' },
    ]);
    // Nothing to decode: no alternative. A '%' that is no escape cannot be form-encoded: none either.
    expect(uploadedObjects(eventBridge('chain-uploads/lean/spy/20240105.csv'))).toEqual([{ bucket: 'market-data', key: 'chain-uploads/lean/spy/20240105.csv' }]);
    expect(uploadedObjects(eventBridge('chain-uploads/100% SPY.csv'))).toEqual([{ bucket: 'market-data', key: 'chain-uploads/100% SPY.csv' }]);
  });

  it('gives the CDK rule and the local runtime one pattern', () => {
    expect(chainUploadEventPattern('market-data')).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { bucket: { name: ['market-data'] }, object: { key: [{ prefix: 'chain-uploads/' }] } },
    });
  });

  it('reads every record of an S3 notification, decoded the same way', () => {
    expect(uploadedObjects(notification('chain-uploads/a+b.csv', 'chain-uploads/lean/spy/20240102.csv'))).toEqual([
      { bucket: 'market-data', key: 'chain-uploads/a b.csv' },
      { bucket: 'market-data', key: 'chain-uploads/lean/spy/20240102.csv' },
    ]);
  });

  it('refuses other events with a clear error', () => {
    expect(() => uploadedObjects({ ...eventBridge('chain-uploads/x.csv'), 'detail-type': 'Object Deleted' })).toThrow(/not an S3 upload event/);
    expect(() => uploadedObjects({ Records: [] })).toThrow(/not an S3 upload event/);
    expect(() => uploadedObjects(undefined)).toThrow(/not an S3 upload event/);
  });
});
