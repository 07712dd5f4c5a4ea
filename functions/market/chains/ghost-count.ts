/**
 * The import's count of pre-split ghost rows (audit 12 D1; shared/engine/market/pre-split-ghosts.ts):
 * rows a vendor left in its post-split files at pre-split strikes, stored like any row but not
 * quoted by a backtest (the day answers such a contract from the model). The quality report counts
 * them per day (`pre_split_ghosts`) so the operator sees them where the import's other quirks are.
 *
 * Only an underlying with a split in the bundled dataset is looked at, and only on the imported days
 * holding last-price-only rows inside a split's window (a ghost is a last-only row): those days are
 * read back from the store, the rest of the import costs nothing. The store is read as the engine
 * reads it (every year of the underlying), so a day's "previous imported day" is the engine's.
 */
import type { ChainStore } from './chain-store';
import { openImportedChains } from './parquet-chain-source';
import type { TickerQuality } from './quality';
import { inGhostWindow, preSplitGhosts } from '../../../shared/engine/market/pre-split-ghosts';
import type { Split } from '../../../shared/engine/market/market-data';

/**
 * Sets `pre_split_ghosts` on each day of `q` the ghost test applies to (last-only rows inside a
 * split's window) and its total on `q`; leaves `q` as it is when no day qualifies.
 */
export async function countPreSplitGhosts(store: ChainStore, ticker: string, q: TickerQuality, splits: readonly Split[]): Promise<void> {
  const lastOnlyDays = Object.entries(q.by_day).filter(([, d]) => d.last_only > 0).map(([date]) => date);
  if (lastOnlyDays.length === 0) return;
  const dates = lastOnlyDays.filter((date) => inGhostWindow(splits, date));
  if (dates.length === 0) return;
  // The test reads quotes only for their strikes, closes, spots and volumes: no rate is needed (greeks stay unread).
  const source = await openImportedChains(store, ticker, { riskFreeRate: () => 0 });
  const ghosts = source && preSplitGhosts(source, splits);
  if (source === undefined || ghosts === undefined) return;
  let total = 0;
  for (const date of dates) {
    let count = 0;
    for (const expiry of source.expirations(date)) {
      for (const type of ['call', 'put'] as const) {
        for (const row of source.chain(date, expiry, type)) if (ghosts.isGhost(date, row)) count += 1;
      }
    }
    const day = q.by_day[date];
    if (day !== undefined) day.pre_split_ghosts = count;
    total += count;
  }
  q.pre_split_ghosts = total;
}
