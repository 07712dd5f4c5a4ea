/**
 * Saved backtests: save, list newest first, delete, always scoped to the caller (the table key
 * starts with the user id, so nothing of one user can be listed or deleted by another). Small
 * payloads stay inline; larger ones go to S3 so DynamoDB items stay small whatever the result size.
 */
import { randomUUID } from 'node:crypto';
import type { JsonObject, SaveBacktestPayload, SavedBacktest } from '../../shared/contracts/saved';
import type { BlobStore } from '../adapters/blob-store';
import type { SavedItem, SavedTable } from '../adapters/saved-table';
import { notFound } from '../platform/errors';

/** Above this many bytes of `{strategy, results}` JSON, the payload is stored in S3. */
export const INLINE_PAYLOAD_MAX_BYTES = 32 * 1024;

interface SavedStores {
  saved: SavedTable;
  blobs: BlobStore;
}

/** Fixed-width base-36 milliseconds, then randomness: lexical order is creation order. */
export function newBacktestId(now = Date.now()): string {
  return `${now.toString(36).padStart(10, '0')}-${randomUUID()}`;
}

const payloadKey = (userId: string, backtestId: string): string => `saved/${userId}/${backtestId}.json`;

export async function saveBacktest(s: SavedStores, userId: string, p: SaveBacktestPayload): Promise<SavedBacktest> {
  const now = new Date();
  const backtestId = newBacktestId(now.getTime());
  const payload = { strategy: p.strategy, results: p.results };
  const text = JSON.stringify(payload);
  const item: SavedItem = {
    user_id: userId,
    backtest_id: backtestId,
    name: p.backtest_name,
    description: p.description,
    tags: p.tags,
    created_at: now.toISOString(),
  };
  if (Buffer.byteLength(text, 'utf8') <= INLINE_PAYLOAD_MAX_BYTES) {
    item.payload_json = text;
  } else {
    item.payload_key = payloadKey(userId, backtestId);
    await s.blobs.putJson(item.payload_key, payload);
  }
  await s.saved.put(item);
  return { backtest_id: backtestId, name: item.name, description: item.description, tags: item.tags, ...payload, created_at: item.created_at };
}

async function toRecord(s: SavedStores, item: SavedItem): Promise<SavedBacktest> {
  const raw: unknown = item.payload_key ? await s.blobs.getJson(item.payload_key) : JSON.parse(item.payload_json ?? '{}');
  const payload = (raw && typeof raw === 'object' ? raw : {}) as { strategy?: JsonObject; results?: JsonObject };
  return {
    backtest_id: item.backtest_id,
    name: item.name,
    description: item.description,
    tags: item.tags,
    strategy: payload.strategy ?? {},
    results: payload.results ?? {},
    created_at: item.created_at,
  };
}

export async function listBacktests(s: SavedStores, userId: string): Promise<SavedBacktest[]> {
  const items = await s.saved.list(userId);
  return Promise.all(items.map((item) => toRecord(s, item)));
}

export async function deleteBacktest(s: SavedStores, userId: string, backtestId: string): Promise<void> {
  const removed = await s.saved.delete(userId, backtestId);
  if (!removed) throw notFound('backtest.not_found', 'Backtest not found');
  if (removed.payload_key) await s.blobs.delete(removed.payload_key);
}
