import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JsonObjectSchema, type JsonObject, type SaveBacktestPayload } from '../../../../shared/contracts';
import { SAVE_BODY_MAX_BYTES, saveTooLargeMessage } from '../../../../shared/contracts/limits';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { ApiError, wrapErrors } from './api-error';
import { apiJson } from './http';
import { queryKeys } from './query-keys';

/**
 * The spec does not show the answer's shape (section 7; the server returns the stored record): any
 * JSON object is accepted, so a record that was saved is never reported as a failure.
 */
const SaveAnswerSchema = JsonObjectSchema;

/**
 * POST /save-backtest {backtest_name, strategy, results, description, tags}; errors 'Failed to save
 * backtest: …'. A payload over SAVE_BODY_MAX_BYTES is refused here, before it is sent, with the
 * server's own words: sent, a body over 10 MB meets API Gateway's limit first and came back as
 * 'HTTP error! status: 413' (a 30.5 MB 8-leg SPX result of 2010-2026 did).
 */
export function saveBacktest(payload: SaveBacktestPayload): Promise<JsonObject> {
  return wrapErrors(ERROR_PREFIX.saveBacktest, () => {
    const bytes = new TextEncoder().encode(JSON.stringify(payload)).length;
    if (bytes > SAVE_BODY_MAX_BYTES) throw new ApiError(saveTooLargeMessage(bytes), 413);
    return apiJson('/save-backtest', SaveAnswerSchema, 'save backtest', { method: 'POST', body: payload });
  });
}

export function useSaveBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedBacktests() }),
  });
}
