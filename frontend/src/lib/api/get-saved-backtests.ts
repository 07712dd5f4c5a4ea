import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedBacktestListSchema, type SavedBacktest } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/**
 * GET /backtests → every page of summaries (`next_cursor` followed; 50 a page, each entry what a
 * card shows, so even hundreds stay small); errors 'Failed to fetch backtests: …'. Loading one
 * reads the whole record with getSavedBacktest.
 */
export async function getSavedBacktests(): Promise<SavedBacktest[]> {
  return wrapErrors(ERROR_PREFIX.fetchBacktests, async () => {
    const all: SavedBacktest[] = [];
    let cursor: string | undefined;
    do {
      const page = await apiJson(`/backtests${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, SavedBacktestListSchema, 'saved backtests');
      all.push(...page.backtests);
      cursor = page.next_cursor;
    } while (cursor);
    return all;
  });
}

export const savedBacktestsQueryOptions = () => queryOptions({ queryKey: queryKeys.savedBacktests(), queryFn: getSavedBacktests });

export function useSavedBacktests() {
  return useQuery(savedBacktestsQueryOptions());
}
