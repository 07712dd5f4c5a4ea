/**
 * The work one request may ask for (issue 17). Each bound is enforced where the request is parsed
 * (the contracts below, and the http wrapper for body sizes) and listed in the README's operator
 * section. Why these values:
 * - bodies: a real strategy is a few KB; 64 KB keeps every job item far under DynamoDB's 400 KB
 *   item limit. A save carries its result, so it may be larger, but must stay under Lambda's 6 MB
 *   synchronous request limit;
 * - legs: Option Omega allows 8 legs; 4 child legs per leg and 10 conditions per list cover every
 *   preset with room to spare;
 * - max_open_positions: each open position is a row of the result for every day it is open; 50
 *   keeps a 16-year daily run's result within a few MB.
 */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;
export const SAVE_BODY_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_LEGS = 8;
export const MAX_CHILD_LEGS = 4;
export const MAX_CONDITIONS = 10;
export const MAX_OPEN_POSITIONS = 50;

/** The {error} of a body over its limit (answered with 413). */
export const bodyTooLargeMessage = (limit: number): string =>
  `Request body is too large: the limit is ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`}`;

/**
 * Backtests one user may have running at once; more is a 429 (one user cannot fill the engine).
 * A slot whose job has not ended after RUNNING_SLOT_STALE_SECONDS (the state machine's own
 * timeout, after which MarkFailed may never run) no longer counts.
 */
export const MAX_RUNNING_JOBS_PER_USER = 3;
export const RUNNING_SLOT_STALE_SECONDS = 15 * 60;
export const TOO_MANY_RUNNING_JOBS = `You already have ${MAX_RUNNING_JOBS_PER_USER} backtests running. Wait for one to finish, then run again.`;

/**
 * Answers stay under Lambda's 6 MB response limit: a job result larger than this is answered as a
 * presigned S3 URL (`result_url`, valid RESULT_URL_SECONDS) that the client follows, and
 * GET /backtests answers pages of summaries (SAVED_PAGE_SIZE a page, `next_cursor` for the next).
 */
export const RESULT_INLINE_MAX_BYTES = 4 * 1024 * 1024;
export const RESULT_URL_SECONDS = 15 * 60;
export const SAVED_PAGE_SIZE = 50;

/**
 * Saved backtests one account may keep; one more save is a 409 `{error}` that writes nothing, and
 * deleting one frees a slot (saved backtests are never removed to make room). Why 500: a save
 * may carry up to SAVE_BODY_MAX_BYTES, so an account holds at most 2.5 GB, a bounded cost however
 * a script saves; the Saved screen reads them as pages of SAVED_PAGE_SIZE, 10 pages at most; and
 * the first save of an account that saved before the cap counts its items once (a query of at most 500 items),
 * and a save the counter would refuse recounts them, at most once a minute (functions/saved/saved-cap.ts).
 * A trader saving one variant every working day for two years still fits.
 */
export const MAX_SAVED_BACKTESTS_PER_USER = 500;
export const TOO_MANY_SAVED_BACKTESTS = `You have ${MAX_SAVED_BACKTESTS_PER_USER} saved backtests, the most an account can keep. Delete some to save new ones.`;
