/**
 * Audit 11: a share of a result saved BEFORE the cost fields existed (issue 14): nothing a user saved
 * may be lost or changed. Takes CLI runs (spreads on SPX and SPY, a covered call), strips what a
 * pre-issue-14 save lacked (the request's commission_per_contract, slippage_pct_of_spread,
 * exchange_fees, commission_per_share, price_source; the result's `costs`), stores that payload as
 * a saved item (in-memory tables with the tables' semantics, as share-service.test.ts), shares it
 * as its Pro owner and reads it as a visitor (share-service.ts createShare/readShare): the strategy
 * and the results must come back deep-equal to what was stored, and the costs line the share page
 * draws from them (shared-run-costs.ts, run-costs.tsx) must say the run had no costs, which is how
 * such a run was computed (LEGACY_COSTS), not today's defaults.
 * The runs must have been made at zero costs (configs11/legacy-*.json: how such a run was computed).
 * usage: npx tsx test/audits/scripts11/audit11-legacy-share.ts result.json:request.json …
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { SavedItem, SavedTable } from '../../../functions/adapters/saved-table';
import type { ShareItem, SharesTable } from '../../../functions/adapters/shares-table';
import type { UserRecord, UsersTable } from '../../../functions/adapters/users-table';
import type { BlobStore } from '../../../functions/adapters/blob-store';
import { createShare, readShare, type ShareStores } from '../../../functions/shares/share-service';
import { sharedRunCosts } from '../../../frontend/src/features/backtest/share/shared-run-costs';
import { costsInWords, costsOfRun, runExchangeFees } from '../../../frontend/src/features/backtest/results/run-costs';
import type { AnyBacktestResult } from '../../../frontend/src/features/backtest/lib/shared';

const COST_KEYS = ['commission_per_contract', 'slippage_pct_of_spread', 'exchange_fees', 'commission_per_share', 'price_source'];
function strip(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (COST_KEYS.includes(k)) continue;
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? strip(v as Record<string, unknown>) : v;
  }
  return out;
}

const saved = new Map<string, SavedItem>();
const shares = new Map<string, ShareItem>();
const savedTable = {
  get: async (u: string, b: string) => saved.get(`${u}/${b}`),
  setShareToken: async (u: string, b: string, t: string) => {
    const item = saved.get(`${u}/${b}`);
    if (!item || item.share_token) return false;
    saved.set(`${u}/${b}`, { ...item, share_token: t });
    return true;
  },
} as unknown as SavedTable;
const sharesTable: SharesTable = { create: async (s) => (shares.has(s.token) ? false : (shares.set(s.token, s), true)), get: async (t) => shares.get(t), delete: async (t) => void shares.delete(t) };
const user = (id: string): UserRecord => ({ user_id: id, free_backtests_remaining: 3, paid: true, trial: false, trial_end: null, cancel: false, created_at: '' });
const stores: ShareStores = { saved: savedTable, shares: sharesTable, blobs: {} as BlobStore, users: { get: async (id: string) => user(id), create: async (id: string) => user(id) } as unknown as UsersTable };

for (const [i, arg] of process.argv.slice(2).entries()) {
  const [resultPath, requestPath] = arg.split(':');
  const request = JSON.parse(readFileSync(requestPath ?? '', 'utf8')) as Record<string, unknown>;
  const { costs: _dropped, ...result } = JSON.parse(readFileSync(resultPath ?? '', 'utf8')) as Record<string, unknown>;
  // A saved payload's strategy is the request the builder saved (ticker, dates and strategy together).
  // A covered save stores the form (the request, costs at its top); a spreads save the strategy
  // with its ticker and dates (spreads-storage.ts).
  const covered = !('legs' in (request.strategy as Record<string, unknown>));
  const strategy = covered ? strip(request) : strip({ ...(request.strategy as Record<string, unknown>), ticker: request.ticker, start_date: request.start_date, end_date: request.end_date, ...(request.balance ? { balance: request.balance } : {}) });
  const payload_json = JSON.stringify({ strategy, results: result });
  const id = `legacy-${i}`;
  saved.set(`owner/${id}`, { user_id: 'owner', backtest_id: id, name: id, description: '', tags: [], created_at: '2026-10-01T10:00:00.000Z', payload_json });
  const { link } = await createShare(stores, 'owner', id);
  const token = link.token;
  const shared = await readShare(stores, token);
  const same = isDeepStrictEqual(shared.strategy, strategy) && isDeepStrictEqual(shared.results, result) && saved.get(`owner/${id}`)?.payload_json === payload_json;
  const line = sharedRunCosts(shared.strategy as Record<string, unknown>, shared.results as unknown as AnyBacktestResult);
  const costs = costsOfRun(shared.results, line.costs);
  console.log(JSON.stringify({ run: resultPath, ticker: line.ticker, stored_and_shared_equal: same, costs_read: costs, costs_line: costs ? costsInWords(costs, runExchangeFees(shared.results), line.ticker) : null }, null, 1));
}
