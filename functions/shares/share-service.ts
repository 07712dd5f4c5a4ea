/**
 * Share links (issue 18). A Pro user shares one of their saved backtests as a read-only link; the
 * link's token is 192 random bits (crypto.randomBytes), stored in the Shares table (token -> owner
 * and backtest) and on the saved item (`share_token`). A link counts only while both agree, so:
 * - creating writes the share first and marks the saved item second (a conditional update), and
 *   undoes the share when the mark fails (a concurrent share or delete won);
 * - revoking unmarks the saved item first (the link is dead from that moment), then deletes the share,
 *   then moves a large result to a new key (a presigned URL handed out before answers 404);
 * - deleting the saved backtest deletes the share too (saved-service.ts).
 * The public read answers only the backtest's own content, never the owner's id or email.
 */
import { randomBytes } from 'node:crypto';
import { SHARE_MESSAGES, SHARE_TOKEN_BYTES, isShareToken, sharePath, type ShareLink, type SharedBacktest } from '../../shared/contracts/share';
import type { BlobStore } from '../adapters/blob-store';
import type { SavedItem, SavedTable } from '../adapters/saved-table';
import type { ShareItem, SharesTable } from '../adapters/shares-table';
import type { UsersTable } from '../adapters/users-table';
import { AppError, describeCause, notFound } from '../platform/errors';
import { log } from '../platform/logger';
import type { LocalLinks } from '../platform/result-link';
import { moveSavedResult } from '../saved/saved-result-key';
import { toRecord } from '../saved/saved-service';
import { getOrCreateUser, hasUnlimitedBacktests } from '../users/user-status-service';

export interface ShareStores {
  saved: SavedTable;
  shares: SharesTable;
  blobs: BlobStore;
  users: UsersTable;
}

/** 24 bytes from the CSPRNG as base64url: 32 URL-safe characters, 192 bits. */
export const newShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

const backtestNotFound = () => notFound('backtest.not_found', 'Backtest not found');
const shareNotFound = () => notFound('share.not_found', SHARE_MESSAGES.notFound);

const linkOf = (share: Pick<ShareItem, 'token' | 'created_at'>, appUrl: string | undefined): ShareLink => ({
  token: share.token,
  ...(appUrl ? { url: `${appUrl}${sharePath(share.token)}` } : {}),
  created_at: share.created_at,
});

/** Attempts before giving up on a share racing with another share or a delete of the same backtest. */
const CREATE_ATTEMPTS = 3;

/**
 * POST /backtests/{id}/share: the backtest's link, created when it has none (`created`), else the
 * existing one (idempotent). Pro only (402 with the paywall message, as sweeps); 404 for a
 * backtest the caller does not own.
 */
export async function createShare(s: ShareStores, userId: string, backtestId: string, appUrl?: string): Promise<{ link: ShareLink; created: boolean }> {
  const user = await getOrCreateUser(s.users, userId);
  if (!hasUnlimitedBacktests(user)) throw new AppError('share.pro_only', 402, SHARE_MESSAGES.proOnly);
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
    const item = await s.saved.get(userId, backtestId);
    if (!item) throw backtestNotFound();
    if (item.share_token) return { link: linkOf(await existingShare(s, item, item.share_token), appUrl), created: false };
    const share: ShareItem = { token: newShareToken(), user_id: userId, backtest_id: backtestId, created_at: new Date().toISOString() };
    if (!(await s.shares.create(share))) continue;
    if (await s.saved.setShareToken(userId, backtestId, share.token)) return { link: linkOf(share, appUrl), created: true };
    await s.shares.delete(share.token);
  }
  throw new AppError('share.conflict', 409, 'The backtest changed while it was being shared. Please try again.');
}

/** The share item of a marked saved item; written again if it is missing (a write cut short). */
async function existingShare(s: ShareStores, item: SavedItem, token: string): Promise<ShareItem> {
  const share = await s.shares.get(token);
  if (share && share.user_id === item.user_id && share.backtest_id === item.backtest_id) return share;
  const repaired: ShareItem = { token, user_id: item.user_id, backtest_id: item.backtest_id, created_at: new Date().toISOString() };
  await s.shares.create(repaired);
  return repaired;
}

/**
 * DELETE /backtests/{id}/share: the owner revokes the link; the token answers 404 from then on. A
 * result over 4 MB was answered to visitors as a presigned URL, which S3 cannot revoke: the result
 * moves to a new key, so those URLs answer 404 too (saved-result-key.ts). Should the move fail, the
 * link is still revoked and an old URL lives at most RESULT_URL_SECONDS; the failure is logged.
 */
export async function revokeShare(s: Pick<ShareStores, 'saved' | 'shares' | 'blobs'>, userId: string, backtestId: string): Promise<void> {
  const item = await s.saved.get(userId, backtestId);
  if (!item) throw backtestNotFound();
  const token = item.share_token;
  if (!token || !(await s.saved.clearShareToken(userId, backtestId, token))) throw notFound('share.not_shared', SHARE_MESSAGES.notShared);
  await s.shares.delete(token);
  await moveSavedResult(s, item).catch((e: unknown) => log.error('shared result not moved on revoke', { user_id: userId, backtest_id: backtestId, ...describeCause(e) }));
}

/**
 * POST /shared: the shared backtest for anyone holding the token. A malformed token, an
 * unknown one, a revoked one and one whose backtest was deleted all answer the same 404.
 */
export async function readShare(s: Pick<ShareStores, 'saved' | 'shares' | 'blobs'>, token: unknown, local?: LocalLinks): Promise<SharedBacktest> {
  if (!isShareToken(token)) throw shareNotFound();
  const share = await s.shares.get(token);
  if (!share) throw shareNotFound();
  const item = await s.saved.get(share.user_id, share.backtest_id);
  if (!item || item.share_token !== token) throw shareNotFound();
  const record = await toRecord(s, item, local);
  return {
    name: record.name,
    description: record.description,
    tags: record.tags,
    strategy: record.strategy,
    results: record.results,
    // A large result's presigned URL: its key is random (save-from-job.ts), naming no owner.
    ...(record.results_url ? { results_url: record.results_url } : {}),
    created_at: record.created_at,
    shared_at: share.created_at,
    // The owner's filing status on the after-tax panel, which the visitor reads but cannot change.
    ...(record.filing_status ? { filing_status: record.filing_status } : {}),
    // Whether the backtester can vouch for the results (saved.ts ResultsOriginSchema): a visitor is told.
    ...(record.results_origin ? { results_origin: record.results_origin } : {}),
  };
}
