import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SaveBacktestPayload } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/** The spec does not show the answer's shape (section 7): any JSON object is accepted. */
const SaveAnswerSchema = z.record(z.string(), z.unknown());

/** POST /save-backtest {backtest_name, strategy, results, description, tags}; errors 'Failed to save backtest: …'. */
export function saveBacktest(payload: SaveBacktestPayload): Promise<Record<string, unknown>> {
  return wrapErrors(ERROR_PREFIX.saveBacktest, () =>
    apiJson('/save-backtest', SaveAnswerSchema, 'save backtest', { method: 'POST', body: payload }),
  );
}

export function useSaveBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedBacktests() }),
  });
}
