import { queryOptions, useQuery } from '@tanstack/react-query';
import { JsonObjectSchema, SavedBacktestSchema, type JsonObject, type SavedBacktest } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';
import { fetchResultUrl } from './poll-job';
import { queryKeys } from './query-keys';

/**
 * GET /backtests/{id} → the whole saved backtest (strategy and results), to load it into a builder.
 * A large result comes as `results_url` (as a job's `result_url`), followed here.
 */
export function getSavedBacktest(backtestId: string): Promise<SavedBacktest> {
  return wrapErrors(ERROR_PREFIX.fetchBacktests, async () => withResults(await apiJson(`/backtests/${encodeURIComponent(backtestId)}`, SavedBacktestSchema, 'saved backtest')));
}

/** A saved (or shared) backtest with its results fetched from `results_url` when it names one. */
export async function withResults<T extends { results: JsonObject; results_url?: string }>(record: T): Promise<T> {
  if (!record.results_url) return record;
  const results = JsonObjectSchema.parse(await fetchResultUrl(record.results_url));
  const { results_url: _followed, ...rest } = record;
  return { ...rest, results } as T;
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
