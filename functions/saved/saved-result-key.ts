/**
 * Where a result saved from its job is kept (`results_key`, save-from-job.ts), and how every link
 * to it is ended. A presigned S3 URL cannot be revoked: it reads its key until it expires
 * (RESULT_URL_SECONDS). So when a share is revoked the result moves to a new random key, and every
 * `results_url` handed out before (to a visitor of the share, or passed on by one) answers 404.
 */
import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../adapters/blob-store';
import type { SavedItem, SavedTable } from '../adapters/saved-table';
import { RESULTS_PREFIX } from '../platform/resources';

/** Random, so a share link's URL names neither the owner nor the backtest. */
export const savedResultsKey = (): string => `${RESULTS_PREFIX.savedResults}${randomUUID()}.json`;

/**
 * Moves the item's saved result to a new key: copied and recorded on the item before the old key
 * is deleted, so the result is never without a key that holds it. When the item changed meanwhile
 * (deleted, or moved by another revoke), the new copy goes and the item is left as it is.
 */
export async function moveSavedResult(s: { saved: SavedTable; blobs: BlobStore }, item: SavedItem): Promise<void> {
  const from = item.results_key;
  if (!from) return;
  const to = savedResultsKey();
  await s.blobs.copy(from, to);
  if (!(await s.saved.moveResultsKey(item.user_id, item.backtest_id, from, to))) {
    await s.blobs.delete(to);
    return;
  }
  await s.blobs.delete(from);
}
