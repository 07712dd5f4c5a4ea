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
 * A save; `job_id`: the finished job the results came from, when known (result-job.ts);
 * `from_backtest_id`: else, the saved run ('run') they were loaded from (audit 22 F6).
 */
export type SaveBacktestInput = SaveBacktestPayload & { job_id?: string | undefined; from_backtest_id?: string | undefined };

/**
 * What a save came to: the server's answer and, when the page named a job or a saved run that the
 * server would not copy, why the page's own copy was sent instead (audit 23 F2: the fallback was
 * silent, so a trader could not tell why the save is a sent copy). Absent: nothing fell back.
 */
export interface SaveOutcome {
  answer: JsonObject;
  sentBecause?: string;
}

/**
 * POST /save-backtest. A run whose job is known is saved by naming its job (`{…, job_id}`): the
 * server copies the job's stored result, so the saved and shared figures are the backtester's own
 * record of the run, whatever the page holds, and a result of any legal size saves (30.6 MB for 8
 * SPX legs over 2010-2026). A saved run loaded into the builder is saved by naming it
 * (`{…, from_backtest_id}`), copied the same way. Only when the job is gone (kept 30 days) or was never known (an imported
 * file) is the result sent, `{backtest_name, strategy, results, description, tags}`, and the server
 * marks it as sent (`results_origin`). Errors read 'Failed to save backtest: …'; a sent body over
 * SAVE_BODY_MAX_BYTES is refused here, before it is sent, with the server's own words: sent, a body
 * over 10 MB meets API Gateway's limit first and came back as 'HTTP error! status: 413'. A save that
 * fell back says why beside the answer (`sentBecause`), for the page to tell the trader.
 */
export function saveBacktest({ job_id, from_backtest_id, ...payload }: SaveBacktestInput): Promise<SaveOutcome> {
  return wrapErrors(ERROR_PREFIX.saveBacktest, async () => {
    const { results: _copiedOnTheServer, ...rest } = payload;
    // Named, the result is copied on the server; refused in a way that leaves nothing to copy (see
    // each predicate), the page's copy is sent instead.
    const source = job_id ? { body: { ...rest, job_id }, fallsBack: jobGone } : from_backtest_id ? { body: { ...rest, from_backtest_id }, fallsBack: savedNotCopied } : null;
    let sentBecause: string | undefined;
    if (source) {
      try {
        return { answer: await apiJson('/save-backtest', SaveAnswerSchema, 'save backtest', { method: 'POST', body: source.body }) };
      } catch (e) {
        sentBecause = source.fallsBack(e);
        if (sentBecause === undefined) throw e;
      }
    }
    const bytes = saveBodyBytes(payload);
    if (bytes > SAVE_BODY_MAX_BYTES) throw new ApiError(saveTooLargeMessage(bytes), 413);
    const answer = await apiJson('/save-backtest', SaveAnswerSchema, 'save backtest', { method: 'POST', body: payload });
    return sentBecause === undefined ? { answer } : { answer, sentBecause };
  });
}

/**
 * Why a job's result was sent: the job expired (404) or its stored result is gone (410). Not the
 * server's words, which tell the trader to run it again to save it, wrong once the page's copy has
 * been saved. Two reasons, not one: a result gone minutes after its run has not 'expired' (audit 24 F6).
 */
export const JOB_RESULT_EXPIRED = "the run's stored result has expired (runs are kept 30 days)";
export const JOB_RESULT_GONE = "the run's stored result is no longer there";

/** The job is no longer there to copy (404: expired after 30 days; 410: its result is gone): the result the page holds is sent instead; undefined: no fallback. */
const jobGone = (e: unknown): string | undefined => (e instanceof ApiError ? (e.status === 404 ? JOB_RESULT_EXPIRED : e.status === 410 ? JOB_RESULT_GONE : undefined) : undefined);

/** The saved run could not be copied (400 its strategy, 404 gone, 409 a sent copy, 410 its result gone): the page's copy is sent instead, and the server's refusal says why. */
const savedNotCopied = (e: unknown): string | undefined => (e instanceof ApiError && [400, 404, 409, 410].includes(e.status) ? asClause(e.message) : undefined);

/**
 * The server's refusal as a clause to follow a colon: 'The strategy sent is…' -> 'the strategy sent
 * is…' (an initialism such as 'HTTP' is left). Its first sentence only: what follows is advice to
 * the sender ('Save the run with the strategy it ran.'), beside the point once the copy is saved.
 */
const asClause = (words: string): string => {
  const trimmed = (words.split(/\.\s+(?=[A-Z])/)[0] ?? '').trim().replace(/[.\s]+$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
};

/** The size of a save's body as sent, to hold it to SAVE_BODY_MAX_BYTES before sending. */
export const saveBodyBytes = (payload: SaveBacktestPayload): number => new TextEncoder().encode(JSON.stringify(payload)).length;

export function useSaveBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBacktest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedBacktests() }),
  });
}
