import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedBacktestSchema, type SavedBacktest } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/** GET /backtests/{id} → the whole saved backtest (strategy and results), to load it into a builder. */
export function getSavedBacktest(backtestId: string): Promise<SavedBacktest> {
  return wrapErrors(ERROR_PREFIX.fetchBacktests, () => apiJson(`/backtests/${encodeURIComponent(backtestId)}`, SavedBacktestSchema, 'saved backtest'));
}

/**
 * The one place that fetches chosen saved backtests by id (compare, export): one GET
 * /backtests/{id} each (the list holds summaries). Ids not found are left out; the order is the ids'.
 */
export async function getSavedBacktestsByIds(ids: readonly string[]): Promise<SavedBacktest[]> {
  const answers = await Promise.allSettled(ids.map((id) => getSavedBacktest(id)));
  return answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
}

export const savedBacktestsByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({ queryKey: queryKeys.savedBacktestsByIds(ids), queryFn: () => getSavedBacktestsByIds(ids) });

export function useSavedBacktestsByIds(ids: readonly string[]) {
  return useQuery(savedBacktestsByIdsQueryOptions(ids));
}
