import { z } from 'zod';
import { BACKTEST_DESCRIPTION_MAX, BACKTEST_NAME_MAX } from '../domain/constants';
import { SAVE_MESSAGES } from '../domain/messages';
import { FilingStatusSchema } from '../analytics/tax/capital-loss-limit';
import { FIELD, str } from './fields';

/**
 * The filing status the owner chose on the after-tax panel, kept with the saved backtest (optional:
 * a backtest saved before it, or never set, reads as the default, single or joint: $3,000).
 */
const filingStatus = () => FilingStatusSchema.optional();

/**
 * Where a saved backtest's results came from (audit 21 F2): `run`, copied by the server from the
 * caller's own finished job, so they are the backtester's record of the run; `sent`, the JSON the
 * browser sent (an imported file, a run whose record had expired or did not match it, or a save made before runs were saved by their job), which the
 * server stores as sent and cannot vouch for. Absent in answers of servers before it.
 */
export const ResultsOriginSchema = z.enum(['run', 'sent'], FIELD);
export type ResultsOrigin = z.infer<typeof ResultsOriginSchema>;

/** What a page says of results it cannot vouch for: the Saved card, the loaded result, the share page. */
export const SENT_RESULTS_NOTICE =
  'Saved from a copy the browser sent (an imported file, a run whose record had expired or did not match it, or a save made before runs were saved from the backtester\'s own record), not from the backtester\'s record of the run: it cannot vouch that these figures are unchanged.';

/**
 * A saved strategy or result is kept as the JSON object the user had ("nothing a user saved is
 * ever lost"): older shapes must still load, so storage checks only that it is an object. The
 * loader re-parses `strategy` with the covered or multi-leg schema when the user runs it again.
 */
export const JsonObjectSchema = z.record(z.string(), z.unknown(), FIELD);
export type JsonObject = z.infer<typeof JsonObjectSchema>;

const backtestName = () =>
  str()
    .trim()
    .min(1, { error: SAVE_MESSAGES.name })
    .max(BACKTEST_NAME_MAX, { error: SAVE_MESSAGES.nameTooLong });
const description = () => str().trim().max(BACKTEST_DESCRIPTION_MAX, { error: SAVE_MESSAGES.descriptionTooLong }).default('');

/** POST /save-backtest (spec sections 3 and 5): name trimmed 1-100, description trimmed <= 500. */
export const SaveBacktestPayloadSchema = z.strictObject(
  {
    backtest_name: z.string({ error: SAVE_MESSAGES.name }).pipe(backtestName()),
    strategy: JsonObjectSchema,
    results: JsonObjectSchema,
    description: description(),
    tags: z.array(str().trim().min(1).max(50), FIELD).max(20).default([]),
    filing_status: filingStatus(),
  },
  FIELD,
);
export type SaveBacktestPayload = z.infer<typeof SaveBacktestPayloadSchema>;

/**
 * POST /save-backtest naming a finished run instead of carrying its result: `job_id` is the id of
 * the caller's own finished backtest job, whose stored result the server copies (a result of many
 * MB is never sent back through the API). A body with `job_id` is read by this schema, any other
 * by SaveBacktestPayloadSchema (imported results, older clients).
 */
export const SaveFromJobPayloadSchema = z.strictObject(
  {
    backtest_name: z.string({ error: SAVE_MESSAGES.name }).pipe(backtestName()),
    strategy: JsonObjectSchema,
    job_id: str().min(1).max(100),
    description: description(),
    tags: z.array(str().trim().min(1).max(50), FIELD).max(20).default([]),
    filing_status: filingStatus(),
  },
  FIELD,
);
export type SaveFromJobPayload = z.infer<typeof SaveFromJobPayloadSchema>;

/**
 * POST /save-backtest naming one of the caller's own saved backtests instead of carrying its result
 * (audit 22 F6): a saved run loaded into a builder has no job any more, and sent back it would be
 * stored as 'sent'. `from_backtest_id`'s stored result is copied as a job's is, only when it is itself
 * a run's copy ('run'); the strategy must be that backtest's (the same builder, ticker and dates).
 */
export const SaveFromSavedPayloadSchema = z.strictObject(
  {
    backtest_name: z.string({ error: SAVE_MESSAGES.name }).pipe(backtestName()),
    strategy: JsonObjectSchema,
    from_backtest_id: str().min(1).max(100),
    description: description(),
    tags: z.array(str().trim().min(1).max(50), FIELD).max(20).default([]),
    filing_status: filingStatus(),
  },
  FIELD,
);
export type SaveFromSavedPayload = z.infer<typeof SaveFromSavedPayloadSchema>;

/** A stored backtest, as GET /backtests lists it (newest first). `created_at` is an ISO timestamp. */
export const SavedBacktestSchema = z.object(
  {
    backtest_id: str().min(1),
    name: str(),
    description: str().default(''),
    strategy: JsonObjectSchema,
    results: JsonObjectSchema,
    tags: z.array(str(), FIELD).default([]),
    created_at: str().min(1),
    /**
     * The backtest's share link token (issue 18), only in the owner's own answers (list and
     * GET /backtests/{id}) so the Saved card can mark it "Shared" and the Share dialog can show
     * the link without creating one. Optional: older answers and unshared backtests have none.
     */
    share_token: str().optional(),
    /**
     * GET /backtests/{id} of a result over RESULT_INLINE_MAX_BYTES (saved from its job): a presigned
     * GET URL of the results JSON, valid RESULT_URL_SECONDS, which the client follows; `results` is
     * then `{}`. As GET /jobs/{id}'s `result_url`.
     */
    results_url: str().optional(),
    /** The after-tax panel's filing status as the owner left it; absent: the default (single or joint). */
    filing_status: filingStatus(),
    /** Where the results came from (ResultsOriginSchema); absent from servers before it. */
    results_origin: ResultsOriginSchema.optional(),
  },
  FIELD,
);
export type SavedBacktest = z.infer<typeof SavedBacktestSchema>;

/**
 * POST /backtests/{id}/settings: what the owner changes on a saved backtest's results without saving
 * it again: the after-tax panel's filing status. Only the owner's own backtest (the key is theirs).
 */
export const SavedSettingsPayloadSchema = z.strictObject({ filing_status: FilingStatusSchema }, FIELD);
export type SavedSettingsPayload = z.infer<typeof SavedSettingsPayloadSchema>;

/** GET /backtests query: `cursor`, the `next_cursor` of the page before (absent for the first page). */
export const ListBacktestsQuerySchema = z.strictObject({ cursor: str().optional() }, FIELD);

/**
 * GET /backtests: one page, newest first. Its entries are summaries: `strategy` and `results` hold
 * only what a saved card shows (GET /backtests/{id} answers the whole record); `next_cursor`, when
 * present, is passed as `?cursor=` for the next page.
 */
export const SavedBacktestListSchema = z.object({ backtests: z.array(SavedBacktestSchema, FIELD), next_cursor: str().optional() }, FIELD);
export type SavedBacktestList = z.infer<typeof SavedBacktestListSchema>;

/**
 * Strategy type (spec section 3): covered if the strategy has shares_multiple, a
 * covered_call_config or a cash_secured_put_config; otherwise spreads.
 */
export function strategyTypeOf(strategy: unknown): 'covered' | 'spreads' {
  if (typeof strategy !== 'object' || strategy === null) return 'spreads';
  const s = strategy as Record<string, unknown>;
  return s.shares_multiple != null || s.covered_call_config != null || s.cash_secured_put_config != null ? 'covered' : 'spreads';
}
