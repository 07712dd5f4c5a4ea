import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedBacktestListSchema, type SavedBacktest } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/** GET /backtests → {backtests}; errors 'Failed to fetch backtests: …'. */
export async function getSavedBacktests(): Promise<SavedBacktest[]> {
  const list = await wrapErrors(ERROR_PREFIX.fetchBacktests, () => apiJson('/backtests', SavedBacktestListSchema, 'saved backtests'));
  return list.backtests;
}

export const savedBacktestsQueryOptions = () => queryOptions({ queryKey: queryKeys.savedBacktests(), queryFn: getSavedBacktests });

export function useSavedBacktests() {
  return useQuery(savedBacktestsQueryOptions());
}
