/**
 * The deployed chain-upload path, locally (issue 20): deployed, the market-data bucket sends its
 * events to EventBridge and a rule starts ImportChainUpload on "Object Created" under
 * `chain-uploads/` (infra/constructs/chain-upload-import.ts). Here s3rver emits an S3 notification
 * for every object it stores (its 'event', on PUT, POST, copy and multipart completion); each one is
 * turned into the EventBridge event S3 would send, matched against the same rule pattern
 * (chainUploadEventPattern), and the same task module runs on it in its own worker thread, as its
 * own Lambda would: one import at a time, none on the API's thread, no retry (the deployed rule's
 * target has none; the error report in `chain-reports/` says why an import failed).
 *
 * The worker starts with the first upload (a runtime that never receives one does not pay for it).
 */
import { randomUUID } from 'node:crypto';
import { CHAIN_UPLOAD_TASK } from '../../functions/routes';
import { chainUploadEventPattern } from '../../functions/market/chains/upload-event';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '../../functions/platform/local-mode';
import { startTaskPool, type TaskPool } from './task-pool';

/** The part of s3rver's event (an S3 notification, s3rver/lib/models/event.js) read here. */
interface S3rverRecord {
  eventName: string;
  eventTime?: string;
  s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string; sequencer?: string } };
}

/** What S3 names as `reason` in an EventBridge "Object Created" event, by notification event name. */
const REASONS: Record<string, string> = {
  'ObjectCreated:Put': 'PutObject',
  'ObjectCreated:Post': 'CompleteMultipartUpload',
  'ObjectCreated:Copy': 'CopyObject',
};

/**
 * The EventBridge events S3 would send for an S3 notification's object creations (the shape of
 * "EventBridge event message structure" in the S3 user guide). s3rver's keys are the keys as stored
 * (not URL-encoded), which is how they are written here (upload-event.ts: why).
 */
export function eventBridgeEventsOf(notification: { Records?: S3rverRecord[] }): unknown[] {
  return (notification.Records ?? [])
    .filter((r) => r.eventName.startsWith('ObjectCreated:'))
    .map((r) => ({
      version: '0',
      id: randomUUID(),
      'detail-type': 'Object Created',
      source: 'aws.s3',
      account: LOCAL_ACCOUNT,
      time: r.eventTime ?? new Date().toISOString(),
      region: LOCAL_REGION,
      resources: [`arn:aws:s3:::${r.s3.bucket.name}`],
      detail: {
        version: '0',
        bucket: { name: r.s3.bucket.name },
        object: { key: r.s3.object.key, ...(r.s3.object.size === undefined ? {} : { size: r.s3.object.size }), ...(r.s3.object.eTag ? { etag: r.s3.object.eTag } : {}) },
        reason: REASONS[r.eventName] ?? r.eventName,
      },
    }));
}

/**
 * EventBridge pattern matching, for the subset rule patterns here use: an array lists the values
 * accepted (a string equal, or `{prefix}`), an object matches field by field.
 */
export function matchesPattern(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((p) => (typeof p === 'string' ? p === value : typeof p === 'object' && p !== null && 'prefix' in p && typeof value === 'string' && value.startsWith(String((p as { prefix: unknown }).prefix))));
  }
  if (typeof pattern !== 'object' || pattern === null || typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([k, p]) => matchesPattern(p, (value as Record<string, unknown>)[k]));
}

export interface ChainUploadTrigger {
  /** Imports started so far. */
  readonly started: number;
  /** Takes an S3 notification emitted by the local S3. */
  onS3Event(notification: unknown): void;
  stop(): Promise<void>;
}

export function chainUploadTrigger(options: {
  bucket: string;
  /** A line for the runtime's output (the import's outcome: deployed, CloudWatch has it). */
  log(line: string): void;
  /** Said after each import (where backtests read chains from). */
  note?: string;
  /** Tests replace the worker (default: a one-worker task pool running the task module). */
  invoke?(event: unknown): Promise<unknown>;
}): ChainUploadTrigger {
  const pattern = chainUploadEventPattern(options.bucket);
  let pool: Promise<TaskPool> | undefined;
  let stopped = false;
  let started = 0;
  const invoke =
    options.invoke ??
    (async (event: unknown) => {
      pool ??= startTaskPool(1, [CHAIN_UPLOAD_TASK.entry], 0, false);
      return (await pool).run({ entry: CHAIN_UPLOAD_TASK.entry, name: CHAIN_UPLOAD_TASK.name, timeoutSeconds: CHAIN_UPLOAD_TASK.timeoutSeconds, event });
    });
  return {
    get started() {
      return started;
    },
    onS3Event(notification) {
      if (stopped) return;
      for (const event of eventBridgeEventsOf(notification as { Records?: S3rverRecord[] })) {
        if (!matchesPattern(pattern, event)) continue;
        const key = (event as { detail: { object: { key: string } } }).detail.object.key;
        started += 1;
        options.log(`chain upload ${key}: importing (ImportChainUpload)`);
        invoke(event).then(
          (done) => options.log(`chain upload ${key}: imported, ${JSON.stringify(done)}${options.note ?? ''}`),
          (err: unknown) => options.log(`chain upload ${key}: failed, ${err instanceof Error ? err.message.split('\n')[0] : String(err)} (the error report is in chain-reports/)`),
        );
      }
    },
    async stop() {
      stopped = true;
      await (await pool)?.close();
    },
  };
}
