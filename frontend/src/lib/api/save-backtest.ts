import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JsonObjectSchema, type JsonObject, type SaveBacktestPayload } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/**
 * The spec does not show the answer's shape (section 7; the server returns the stored record): any
 * JSON object is accepted, so a record that was saved is never reported as a failure.
 */
const SaveAnswerSchema = JsonObjectSchema;

/** POST /save-backtest {backtest_name, strategy, results, description, tags}; errors 'Failed to save backtest: …'. */
export function saveBacktest(payload: SaveBacktestPayload): Promise<JsonObject> {
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
