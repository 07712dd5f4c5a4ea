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

/** A save; `job_id`: the finished job the results came from, when known (result-job.ts). */
export type SaveBacktestInput = SaveBacktestPayload & { job_id?: string };

/**
 * POST /save-backtest {backtest_name, strategy, results, description, tags}; errors 'Failed to save
 * backtest: …'. A payload over SAVE_BODY_MAX_BYTES (a long multi-leg run: 30.6 MB for 8 SPX legs
 * over 2010-2026) names its finished job instead of carrying the result, and the server copies the
 * job's stored result. One with no job (an imported file) is refused here, before it is sent, with
 * the server's own words: sent, a body over 10 MB meets API Gateway's limit first and came back as
 * 'HTTP error! status: 413'.
 */
export function saveBacktest({ job_id, ...payload }: SaveBacktestInput): Promise<JsonObject> {
  return wrapErrors(ERROR_PREFIX.saveBacktest, () => {
    const bytes = saveBodyBytes(payload);
    if (bytes > SAVE_BODY_MAX_BYTES && job_id) {
      const { results: _sentByTheJob, ...rest } = payload;
      return apiJson('/save-backtest', SaveAnswerSchema, 'save backtest', { method: 'POST', body: { ...rest, job_id } });
    }
    if (bytes > SAVE_BODY_MAX_BYTES) throw new ApiError(saveTooLargeMessage(bytes), 413);
    return apiJson('/save-backtest', SaveAnswerSchema, 'save backtest', { method: 'POST', body: payload });
  });
}

/** The size of a save's body as sent, to hold it to SAVE_BODY_MAX_BYTES before sending. */
export const saveBodyBytes = (payload: SaveBacktestPayload): number => new TextEncoder().encode(JSON.stringify(payload)).length;

export function useSaveBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedBacktests() }),
  });
}
