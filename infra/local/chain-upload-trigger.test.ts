/**
 * The local stand-in for S3 → EventBridge → ImportChainUpload: s3rver's notifications become the
 * EventBridge events S3 sends, and only those the deployed rule's pattern matches start an import.
 * The whole path against a running runtime is imported-chain-backtest.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { chainUploadEventPattern, uploadedObjects } from '../../functions/market/chains/upload-event';
import { chainUploadTrigger, eventBridgeEventsOf, matchesPattern } from './chain-upload-trigger';

// The shape s3rver 3.7 emits (s3rver/lib/models/event.js): keys as stored, not URL-encoded.
const notification = (eventName: string, bucket: string, key: string) => ({
  Records: [{ eventVersion: '2.0', eventSource: 'aws:s3', eventName, eventTime: '2026-11-25T18:00:00.000Z', s3: { bucket: { name: bucket }, object: { key, size: 12, eTag: 'abc', sequencer: '1' } } }],
});

describe('eventBridgeEventsOf', () => {
  it('turns an object creation into the EventBridge event S3 sends, the key as stored', () => {
    const [event] = eventBridgeEventsOf(notification('ObjectCreated:Put', 'market-data', 'chain-uploads/spxw/SPXW 2018+.csv.gz'));
    expect(event).toMatchObject({
      source: 'aws.s3',
      'detail-type': 'Object Created',
      resources: ['arn:aws:s3:::market-data'],
      detail: { bucket: { name: 'market-data' }, object: { key: 'chain-uploads/spxw/SPXW 2018+.csv.gz', size: 12, etag: 'abc' }, reason: 'PutObject' },
    });
    // The task reads it as an upload of that very key.
    expect(uploadedObjects(event)[0]).toMatchObject({ bucket: 'market-data', key: 'chain-uploads/spxw/SPXW 2018+.csv.gz' });
    expect(eventBridgeEventsOf(notification('ObjectCreated:Post', 'market-data', 'k'))[0]).toMatchObject({ detail: { reason: 'CompleteMultipartUpload' } });
  });

  it('sends nothing for a deletion', () => {
    expect(eventBridgeEventsOf(notification('ObjectRemoved:Delete', 'market-data', 'chain-uploads/a.csv'))).toEqual([]);
  });
});

describe('matchesPattern (the deployed rule)', () => {
  const pattern = chainUploadEventPattern('market-data');
  const event = (bucket: string, key: string) => eventBridgeEventsOf(notification('ObjectCreated:Put', bucket, key))[0];

  it('matches uploads under chain-uploads/ in the market-data bucket only', () => {
    expect(matchesPattern(pattern, event('market-data', 'chain-uploads/spy/20240105.csv'))).toBe(true);
    expect(matchesPattern(pattern, event('market-data', 'chains/SPX/2018.parquet'))).toBe(false);
    expect(matchesPattern(pattern, event('market-data', 'chain-reports/a.csv.json'))).toBe(false);
    expect(matchesPattern(pattern, event('results', 'chain-uploads/a.csv'))).toBe(false);
    expect(matchesPattern(pattern, { ...(event('market-data', 'chain-uploads/a.csv') as object), 'detail-type': 'Object Deleted' })).toBe(false);
  });
});

describe('chainUploadTrigger', () => {
  it('invokes the task once per matching upload with the EventBridge event, and logs its outcome', async () => {
    const lines: string[] = [];
    const invoked: unknown[] = [];
    let finish: (v: unknown) => void = () => {};
    const trigger = chainUploadTrigger({
      bucket: 'market-data',
      log: (line) => lines.push(line),
      invoke: (e) => {
        invoked.push(e);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    trigger.onS3Event(notification('ObjectCreated:Put', 'market-data', 'chains/SPX/2018.parquet'));
    trigger.onS3Event(notification('ObjectCreated:Put', 'market-data', 'chain-uploads/a.csv'));
    expect(trigger.started).toBe(1);
    expect(uploadedObjects(invoked[0])).toEqual([{ bucket: 'market-data', key: 'chain-uploads/a.csv' }]);
    finish([{ key: 'chain-uploads/a.csv', imported: 3 }]);
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual(['chain upload chain-uploads/a.csv: importing (ImportChainUpload)', 'chain upload chain-uploads/a.csv: imported, [{"key":"chain-uploads/a.csv","imported":3}]']);
    await trigger.stop();
    trigger.onS3Event(notification('ObjectCreated:Put', 'market-data', 'chain-uploads/b.csv'));
    expect(trigger.started).toBe(1);
  });
});
