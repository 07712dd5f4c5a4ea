/** moveSavedResult on in-memory stores: the result always has a key that holds it, and no copy is left behind. */
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../adapters/blob-store';
import type { SavedItem, SavedTable } from '../adapters/saved-table';
import { moveSavedResult } from './saved-result-key';

function stores(item: SavedItem | undefined) {
  const objects = new Map<string, string>([['saved-results/old.json', '{"total_pnl":1}']]);
  let stored = item;
  const blobs = {
    copy: async (from: string, to: string) => void objects.set(to, objects.get(from) ?? ''),
    delete: async (key: string) => void objects.delete(key),
  } as unknown as BlobStore;
  const saved = {
    moveResultsKey: async (_u: string, _b: string, from: string, to: string) => {
      if (!stored || stored.results_key !== from) return false;
      stored = { ...stored, results_key: to };
      return true;
    },
  } as unknown as SavedTable;
  return { s: { saved, blobs }, objects, item: () => stored };
}

const ITEM: SavedItem = { user_id: 'u', backtest_id: 'b', name: 'n', description: '', tags: [], created_at: '', results_key: 'saved-results/old.json' };

describe('moveSavedResult', () => {
  it('copies to a new random key, records it, then deletes the old key', async () => {
    const t = stores(ITEM);
    await moveSavedResult(t.s, ITEM);
    const moved = t.item()?.results_key ?? '';
    expect(moved).toMatch(/^saved-results\/[0-9a-f-]{36}\.json$/);
    expect([...t.objects.keys()]).toEqual([moved]);
    expect(t.objects.get(moved)).toBe('{"total_pnl":1}');
  });

  it('leaves an item that changed meanwhile as it is, and deletes its own copy', async () => {
    const t = stores(undefined);
    await moveSavedResult(t.s, ITEM);
    expect([...t.objects.keys()]).toEqual(['saved-results/old.json']);
  });

  it('does nothing for an item whose result is not kept apart', async () => {
    const t = stores({ ...ITEM, results_key: undefined });
    await moveSavedResult(t.s, { ...ITEM, results_key: undefined });
    expect([...t.objects.keys()]).toEqual(['saved-results/old.json']);
  });
});
