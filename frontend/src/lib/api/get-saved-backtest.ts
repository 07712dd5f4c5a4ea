import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedBacktest } from '../../../../shared/contracts';
import { getSavedBacktests } from './get-saved-backtests';
import { queryKeys } from './query-keys';

/**
 * The one place that fetches chosen saved backtests by id (compare, export). Today it reads the
 * list (GET /backtests) and picks the ids; when the API gains GET /backtests/{id} (and the list is
 * paginated), only this function changes. Ids not found are left out; the order is the ids' order.
 */
export async function getSavedBacktestsByIds(ids: readonly string[]): Promise<SavedBacktest[]> {
  const all = await getSavedBacktests();
  const byId = new Map(all.map((saved) => [saved.backtest_id, saved]));
  return ids.flatMap((id) => {
    const saved = byId.get(id);
    return saved ? [saved] : [];
  });
}

export const savedBacktestsByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({ queryKey: queryKeys.savedBacktestsByIds(ids), queryFn: () => getSavedBacktestsByIds(ids) });

export function useSavedBacktestsByIds(ids: readonly string[]) {
  return useQuery(savedBacktestsByIdsQueryOptions(ids));
}
