/**
 * The work one request may ask for (issue 17). Each bound is enforced where the request is parsed
 * (the contracts below, and the http wrapper for body sizes) and listed in the README's operator
 * section. Why these values:
 * - bodies: a real strategy is a few KB; 64 KB keeps every job item far under DynamoDB's 400 KB
 *   item limit. A save carries its result, so it may be larger, but must stay under Lambda's 6 MB
 *   synchronous request limit: inside API Gateway's event the body is a JSON string whose quotes
 *   are escaped, 1.085-1.114 × its size on real results, so a 5 MB save is about 5.6 MB there;
 * - legs: Option Omega allows 8 legs; 4 child legs per leg and 10 conditions per list cover every
 *   preset with room to spare;
 * - max_open_positions: 50 open at once. It does not bound a result's size: one position opens a
 *   day at most, so trades are bounded by the days of the range: an 8-leg SPX run over 2010-2026
 *   made 4,049 trades and 30.5 MB of JSON with 50 open held to expiry, and 4,049 and 31.9 MB with
 *   1 open closed after a day (MB of 1,024 × 1,024 bytes, as these limits count). Such a result is served through S3 (RESULT_INLINE_MAX_BYTES), and
 *   is saved by naming its job (`job_id`, SAVED_RESULT_MAX_BYTES) rather than sending it back.
 */
export const REQUEST_BODY_MAX_BYTES = 64 * 1024;
export const SAVE_BODY_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_LEGS = 8;
export const MAX_CHILD_LEGS = 4;
export const MAX_CONDITIONS = 10;
export const MAX_OPEN_POSITIONS = 50;

/** Sizes rounded up (a body 1 byte over 5 MB reads '5.1 MB', never '5 MB'). */
const sizeWords = (bytes: number): string => (bytes >= 1024 * 1024 ? `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The {error} of a body over its limit (answered with 413). */
export const bodyTooLargeMessage = (limit: number): string => `Request body is too large: the limit is ${sizeWords(limit)}`;

/**
 * A result saved by naming its finished job (`POST /save-backtest {job_id}`) is copied within S3,
 * never sent through the API, so the save body does not bound it; this does. The largest legal
 * result measured is 30.6 MB (README "Largest requests"), so twice that refuses no run the limits
 * allow today while an account still holds at most MAX_SAVED_BACKTESTS_PER_USER × 64 MB.
 */
export const SAVED_RESULT_MAX_BYTES = 64 * 1024 * 1024;

/** Answers of a save by job id (POST /save-backtest `{job_id}`). */
export const SAVE_FROM_JOB_MESSAGES = {
  /** Also another user's job and an expired job record (30 days): nothing says whether it exists. */
  notFound: 'This backtest run was not found (run results are kept 30 days). Run it again to save it.',
  running: 'This backtest is still running. Save it once it has finished.',
  failed: 'This backtest failed, so it has no result to save. Run it again.',
  resultGone: "This backtest run's result is no longer kept. Run it again to save it.",
  tooLarge: (bytes: number): string => `This backtest's result is ${sizeWords(bytes)}, too large to save (a saved backtest holds at most ${sizeWords(SAVED_RESULT_MAX_BYTES)}).`,
} as const;

/** POST /save-backtest `{from_backtest_id}` refusals (save-from-saved.ts). */
export const SAVE_FROM_SAVED_MESSAGES = {
  /** Also another user's backtest: nothing says whether it exists. */
  notFound: 'This saved backtest was not found in your saved backtests (deleted, or saved by another account).',
  notARun: "This saved backtest's results were stored as the browser sent them, not copied from a run, so they cannot be copied as a run's: save them with their results.",
  resultGone: "This saved backtest's results are no longer kept, so they cannot be copied.",
} as const;

/**
 * A save over SAVE_BODY_MAX_BYTES, in a trader's words: how large the run is, what makes one
 * smaller, and what keeps this one. The browser checks before sending (a 30 MB upload would meet
 * API Gateway's 10 MB limit and show a bare 413) and POST /save-backtest answers 413 with it.
 * Only a result that no job of the user's holds (an imported file) meets it: a run's result is
 * saved by its job id instead.
 * What grows a result is its trades times their legs (each leg's quote at entry and exit, ~0.5 KB):
 * an 8-leg SPX strategy opening a position every day of 2010-2026 is 4,049 trades and 30.5 MB.
 */
export const saveTooLargeMessage = (bytes: number): string =>
  `This backtest's result is ${sizeWords(bytes)}, too large to save (a saved backtest holds at most ${sizeWords(SAVE_BODY_MAX_BYTES)}). ` +
  'A shorter date range or fewer legs makes a smaller result; the Export trades (CSV) and Export equity (CSV) buttons keep this one.';

/**
 * An imported saved-backtest file whose result is over SAVE_BODY_MAX_BYTES (the export of a run
 * saved by its job, up to SAVED_RESULT_MAX_BYTES): a file's result is sent whole, so it cannot be
 * brought back in. Said before anything is sent, with what the trader can do instead.
 */
export const importTooLargeMessage = (name: string, bytes: number): string =>
  `“${name}” cannot be imported: its result is ${sizeWords(bytes)}, and an imported file holds at most ${sizeWords(SAVE_BODY_MAX_BYTES)}. ` +
  'Your file is unchanged. To have this backtest in Saved, run its strategy again and save the run: a run is saved whatever its size.';

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
 * holds up to SAVE_BODY_MAX_BYTES sent, or a run's result up to SAVED_RESULT_MAX_BYTES copied from
 * its job, so an account holds at most 32 GB (about 15 GB at the 30.6 MB largest legal result), a
 * bounded cost however a script saves; the Saved screen reads them as pages of SAVED_PAGE_SIZE, 10 pages at most; and
 * the first save of an account that saved before the cap counts its items once (a query of at most 500 items),
 * and a save the counter would refuse recounts them, at most once a minute (functions/saved/saved-cap.ts).
 * A trader saving one variant every working day for two years still fits.
 */
export const MAX_SAVED_BACKTESTS_PER_USER = 500;
export const TOO_MANY_SAVED_BACKTESTS = `You have ${MAX_SAVED_BACKTESTS_PER_USER} saved backtests, the most an account can keep. Delete some to save new ones.`;
