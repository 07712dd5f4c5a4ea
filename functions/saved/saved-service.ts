/**
 * Saved backtests: save, list newest first, delete, always scoped to the caller (the table key
 * starts with the user id, so nothing of one user can be listed or deleted by another). Small
 * payloads stay inline; larger ones go to S3 so DynamoDB items stay small whatever the result size.
 */
import { randomUUID } from 'node:crypto';
import type { JsonObject, ResultsOrigin, SaveBacktestPayload, SavedBacktest, SavedSettingsPayload } from '../../shared/contracts/saved';
import { FilingStatusSchema } from '../../shared/analytics/tax/capital-loss-limit';
import type { BlobStore } from '../adapters/blob-store';
import type { SavedItem, SavedTable } from '../adapters/saved-table';
import type { SharesTable } from '../adapters/shares-table';
import { SAVED_PAGE_SIZE } from '../../shared/contracts/limits';
import { badRequest, notFound } from '../platform/errors';
import { resultOrLink, type LocalLinks } from '../platform/result-link';
import { beginSavedDelete, takeSavedSlot, type CapStores } from './saved-cap';
import { summarise } from './saved-summary';
import { RESULTS_PREFIX } from '../platform/resources';

/** Above this many bytes of `{strategy, results}` JSON, the payload is stored in S3. */
export const INLINE_PAYLOAD_MAX_BYTES = 32 * 1024;

interface SavedStores {
  saved: SavedTable;
  blobs: BlobStore;
}

/** Saving and deleting also move the user's count of saves (saved-cap.ts). */
export type CountedStores = SavedStores & CapStores;

/** Fixed-width base-36 milliseconds, then randomness: lexical order is creation order. */
export function newBacktestId(now = Date.now()): string {
  return `${now.toString(36).padStart(10, '0')}-${randomUUID()}`;
}

const payloadKey = (userId: string, backtestId: string): string => `${RESULTS_PREFIX.savedPayloads}${userId}/${backtestId}.json`;

export async function saveBacktest(s: CountedStores, userId: string, p: SaveBacktestPayload): Promise<SavedBacktest> {
  return inSavedSlot(s, userId, async (backtestId, now) => {
    const payload = { strategy: p.strategy, results: p.results };
    await storeItem(s, newItem(userId, backtestId, now, p, summarise(payload)), payload);
    return { backtest_id: backtestId, name: p.backtest_name, description: p.description, tags: p.tags, ...payload, created_at: now.toISOString(), ...(p.filing_status ? { filing_status: p.filing_status } : {}), results_origin: 'sent' };
  });
}

/**
 * Takes one of the user's saved slots (saved-cap.ts) and runs `write` with the new backtest's id;
 * when it throws, the slot goes back unless the item was stored after all (a write whose answer was lost).
 */
export async function inSavedSlot<T>(s: CountedStores, userId: string, write: (backtestId: string, now: Date) => Promise<T>): Promise<T> {
  await takeSavedSlot(s, userId);
  const now = new Date();
  const backtestId = newBacktestId(now.getTime());
  try {
    return await write(backtestId, now);
  } catch (e) {
    const stored = await s.saved.get(userId, backtestId).catch(() => 'unknown');
    if (!stored) await s.users.releaseSavedSlot(userId);
    throw e;
  }
}

/** A new item's own fields; the payload is added by storeItem. */
export function newItem(
  userId: string,
  backtestId: string,
  now: Date,
  p: { backtest_name: string; description: string; tags: string[]; filing_status?: SavedSettingsPayload['filing_status'] | undefined },
  summary: ReturnType<typeof summarise>,
): SavedItem {
  return {
    user_id: userId, backtest_id: backtestId, name: p.backtest_name, description: p.description, tags: p.tags, created_at: now.toISOString(), summary_json: JSON.stringify(summary),
    ...(p.filing_status ? { filing_status: p.filing_status } : {}),
  };
}

/**
 * Writes the item with its payload inline when small, else in S3 (`payload_key`). A result saved
 * from its job is not in `payload`: the item names where it was copied (`results_key`).
 */
export async function storeItem(s: SavedStores, item: SavedItem, payload: { strategy: JsonObject; results?: JsonObject }): Promise<void> {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text, 'utf8') <= INLINE_PAYLOAD_MAX_BYTES) {
    item.payload_json = text;
  } else {
    item.payload_key = payloadKey(item.user_id, item.backtest_id);
    await s.blobs.putJson(item.payload_key, payload);
  }
  await s.saved.put(item);
}

/**
 * The whole record of a stored item (its payload read from S3 when it is there). A result saved
 * from its job (`results_key`) over RESULT_INLINE_MAX_BYTES is answered as `results_url` (`local`:
 * the local runtime's links, result-link.ts), as GET /jobs/{id} answers it.
 */
export async function toRecord(s: Pick<SavedStores, 'blobs'>, item: SavedItem, local?: LocalLinks): Promise<SavedBacktest> {
  const payload = await payloadOf(s, item);
  const results = item.results_key ? await resultOrLink(s.blobs, item.results_key, local) : { value: payload.results };
  return {
    backtest_id: item.backtest_id,
    name: item.name,
    description: item.description,
    tags: item.tags,
    strategy: payload.strategy ?? {},
    results: 'value' in results ? ((results.value ?? {}) as JsonObject) : {},
    ...('url' in results ? { results_url: results.url } : {}),
    created_at: item.created_at,
    ...shareOf(item),
    ...filingStatusOf(item),
    results_origin: resultsOriginOf(item),
  };
}

/** A stored item's payload (inline, or read from S3): its strategy, and its results when they were sent. */
export async function payloadOf(s: Pick<SavedStores, 'blobs'>, item: SavedItem): Promise<{ strategy?: JsonObject; results?: JsonObject }> {
  const raw: unknown = item.payload_key ? await s.blobs.getJson(item.payload_key) : JSON.parse(item.payload_json ?? '{}');
  return (raw && typeof raw === 'object' ? raw : {}) as { strategy?: JsonObject; results?: JsonObject };
}

/**
 * Only a result the server copied from the caller's own job (save-from-job.ts, `results_key`) is the
 * backtester's record of the run; one stored from the request's body is whatever the browser sent.
 */
const resultsOriginOf = (item: SavedItem): ResultsOrigin => (item.results_key ? 'run' : 'sent');

/** The stored filing status when it is one the panel knows; anything else reads as the default (absent). */
function filingStatusOf(item: SavedItem): Pick<SavedBacktest, 'filing_status'> {
  const parsed = FilingStatusSchema.safeParse(item.filing_status);
  return parsed.success ? { filing_status: parsed.data } : {};
}

/**
 * POST /backtests/{id}/settings: the owner's filing status on the after-tax panel, kept with the
 * saved backtest (its share shows it read-only). Scoped by the key: 404 for anyone else's.
 */
export async function updateSavedSettings(s: Pick<SavedStores, 'saved'>, userId: string, backtestId: string, p: SavedSettingsPayload): Promise<SavedSettingsPayload> {
  if (!(await s.saved.setFilingStatus(userId, backtestId, p.filing_status))) throw notFound('backtest.not_found', 'Backtest not found');
  return { filing_status: p.filing_status };
}

/** The owner's own answers say whether the backtest is shared (the Saved card's marker, issue 18). */
const shareOf = (item: SavedItem): { share_token?: string } => (item.share_token ? { share_token: item.share_token } : {});

/** A list entry: the record with `strategy` and `results` reduced to what a card shows. */
async function toSummary(s: SavedStores, item: SavedItem): Promise<SavedBacktest> {
  // Items saved before summaries existed: derived from the payload (read from S3 when it is there).
  const summary = item.summary_json ? (JSON.parse(item.summary_json) as ReturnType<typeof summarise>) : summarise(await toRecord(s, item));
  return { backtest_id: item.backtest_id, name: item.name, description: item.description, tags: item.tags, created_at: item.created_at, ...summary, ...shareOf(item), results_origin: resultsOriginOf(item) };
}

const CURSOR_ID = /^[0-9a-z]{10}-[0-9a-f-]{36}$/;
const encodeCursor = (id: string): string => Buffer.from(id, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!CURSOR_ID.test(id)) throw badRequest('cursor is invalid');
  return id;
}

/** GET /backtests: one page of the user's summaries, newest first; `next_cursor` when more may follow. */
export async function listBacktests(s: SavedStores, userId: string, cursor?: string): Promise<{ backtests: SavedBacktest[]; next_cursor?: string }> {
  const page = await s.saved.page(userId, SAVED_PAGE_SIZE, cursor ? decodeCursor(cursor) : undefined);
  const backtests = await Promise.all(page.items.map((item) => toSummary(s, item)));
  return page.lastId ? { backtests, next_cursor: encodeCursor(page.lastId) } : { backtests };
}

/** GET /backtests/{id}: one whole saved backtest of the caller's; 404 for anyone else's. */
export async function getBacktest(s: SavedStores, userId: string, backtestId: string, local?: LocalLinks): Promise<SavedBacktest> {
  const item = await s.saved.get(userId, backtestId);
  if (!item) throw notFound('backtest.not_found', 'Backtest not found');
  return toRecord(s, item, local);
}

/** Deletes the caller's saved backtest, its S3 payload and its share link (which then answers 404). */
export async function deleteBacktest(s: CountedStores & { shares: SharesTable }, userId: string, backtestId: string): Promise<void> {
  // Until this delete has given its slot back, the counter is one above the items stored on purpose.
  await beginSavedDelete(s, userId);
  const removed = await s.saved.delete(userId, backtestId);
  if (!removed) throw notFound('backtest.not_found', 'Backtest not found');
  // Only the delete that removed the item (a conditional delete) frees its slot. The link already
  // answers 404 once the item is gone (a share counts only while the item names its token); the
  // share item and the payload are removed so nothing of the backtest is left behind. Each step is
  // tried whatever another does (a failed S3 delete must not keep the slot taken).
  const steps = await Promise.allSettled([
    s.users.releaseSavedSlot(userId),
    removed.share_token ? s.shares.delete(removed.share_token) : undefined,
    removed.payload_key ? s.blobs.delete(removed.payload_key) : undefined,
    removed.results_key ? s.blobs.delete(removed.results_key) : undefined,
  ]);
  const failed = steps.find((step) => step.status === 'rejected');
  if (failed) throw failed.reason;
}
