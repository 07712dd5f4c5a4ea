/**
 * The objects an upload event names, in either shape that can reach ImportChainUpload:
 * - EventBridge "Object Created" from aws.s3 (deployed: the market-data bucket has EventBridge on,
 *   and an App-stack rule targets the task, because a bucket notification from the Stateful stack
 *   to an App-stack Lambda would make the stacks depend on each other; locally the runtime turns
 *   s3rver's events into the same events and applies the same rule, infra/local/chain-upload-trigger.ts);
 * - an S3 event notification (`Records[].s3`), kept so the task can also be a notification target.
 *
 * The two shapes do not encode keys alike (see `uploadedObjects`). This module is kept light (zod
 * only): CDK synth and the local runtime's main thread read its prefixes and rule pattern.
 */
import { z } from 'zod';

export const CHAIN_UPLOAD_PREFIX = 'chain-uploads/';
export const CHAIN_REPORT_PREFIX = 'chain-reports/';

/**
 * The EventBridge rule pattern that starts ImportChainUpload, in EventBridge's own JSON form: the
 * CDK rule (infra/constructs/chain-upload-import.ts) and the local runtime's matcher both use it.
 */
export function chainUploadEventPattern(bucketName: string) {
  return {
    source: ['aws.s3'],
    'detail-type': ['Object Created'],
    detail: { bucket: { name: [bucketName] }, object: { key: [{ prefix: CHAIN_UPLOAD_PREFIX }] } },
  };
}

/** S3 event notifications URL-encode object keys like a form ('+' for a space, %XX for the rest). */
export const decodeS3Key = (key: string): string => decodeURIComponent(key.replace(/\+/g, ' '));

const S3NotificationSchema = z.object({
  Records: z.array(z.object({ s3: z.object({ bucket: z.object({ name: z.string().min(1) }), object: z.object({ key: z.string().min(1) }) }) })).min(1),
});

const EventBridgeSchema = z.object({
  source: z.literal('aws.s3'),
  'detail-type': z.literal('Object Created'),
  detail: z.object({ bucket: z.object({ name: z.string().min(1) }), object: z.object({ key: z.string().min(1) }) }),
});

export interface UploadedObject {
  bucket: string;
  key: string;
  /**
   * Another reading of the key, tried only when no object has `key` (the task checks with a HEAD):
   * set for EventBridge events whose key would decode differently as a form-encoded key.
   */
  alternativeKey?: string;
}

/** The form-decoded key, or undefined when it would not decode (a literal '%' not followed by hex). */
function formDecoded(key: string): string | undefined {
  try {
    return decodeS3Key(key);
  } catch {
    return undefined;
  }
}

/**
 * Keys:
 * - S3 notifications: form-encoded, documented ("The object key name value is URL encoded. For
 *   example, 'red flower.jpg' becomes 'red+flower.jpg'", Amazon S3 User Guide, "Event message
 *   structure", https://docs.aws.amazon.com/AmazonS3/latest/userguide/notification-content-structure.html).
 * - EventBridge: the S3 page for these events ("EventBridge event message structure",
 *   https://docs.aws.amazon.com/AmazonS3/latest/userguide/ev-events.html) says nothing of encoding
 *   and shows a plain key. Sources disagree: an AWS sample tested on AWS with keys such as
 *   `%2B++ %20.mp3` and `test+b.png` and found EventBridge keys used as they are
 *   (aws-solutions-library-samples/guidance-for-medialake-on-aws pull request 21), while AWS
 *   Lambda Powertools for Python form-decodes them (S3EventBridgeNotificationObject.key). So the key
 *   is read as it is, and its form-decoded reading is the alternative the task tries only when no
 *   object has the key as written: either way a key with '+', ' ' or '%' finds its object.
 */
export function uploadedObjects(event: unknown): UploadedObject[] {
  const bridged = EventBridgeSchema.safeParse(event);
  if (bridged.success) {
    const key = bridged.data.detail.object.key;
    const decoded = formDecoded(key);
    return [{ bucket: bridged.data.detail.bucket.name, key, ...(decoded !== undefined && decoded !== key ? { alternativeKey: decoded } : {}) }];
  }
  const notified = S3NotificationSchema.safeParse(event);
  if (notified.success) return notified.data.Records.map((r) => ({ bucket: r.s3.bucket.name, key: decodeS3Key(r.s3.object.key) }));
  throw new Error(
    `not an S3 upload event: expected an EventBridge "Object Created" event from aws.s3 or an S3 notification with Records (${bridged.error.issues[0]?.message ?? 'unknown shape'})`,
  );
}
