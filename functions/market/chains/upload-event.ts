/**
 * The objects an upload event names, in either shape that can reach ImportChainUpload:
 * - EventBridge "Object Created" from aws.s3 (deployed: the market-data bucket has EventBridge on,
 *   and an App-stack rule targets the task, because a bucket notification from the Stateful stack
 *   to an App-stack Lambda would make the stacks depend on each other);
 * - an S3 event notification (`Records[].s3`), kept so the task can also be a notification target.
 * Both encode keys like a URL query ('+' for a space), so both are decoded the same way.
 */
import { z } from 'zod';
import { decodeS3Key } from './import-upload';

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
}

export function uploadedObjects(event: unknown): UploadedObject[] {
  const bridged = EventBridgeSchema.safeParse(event);
  if (bridged.success) return [{ bucket: bridged.data.detail.bucket.name, key: decodeS3Key(bridged.data.detail.object.key) }];
  const notified = S3NotificationSchema.safeParse(event);
  if (notified.success) return notified.data.Records.map((r) => ({ bucket: r.s3.bucket.name, key: decodeS3Key(r.s3.object.key) }));
  throw new Error(
    `not an S3 upload event: expected an EventBridge "Object Created" event from aws.s3 or an S3 notification with Records (${bridged.error.issues[0]?.message ?? 'unknown shape'})`,
  );
}
