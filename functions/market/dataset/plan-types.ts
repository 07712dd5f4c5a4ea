/**
 * The shape of a build plan: for each ticker, which raw files provide which dates, how each is
 * adjusted, which splits scale it, where dividends come from and which sources cross-check it.
 * The plan of the bundled dataset is `plan.ts`; a user with other vendor files writes the same
 * shape as JSON and passes it with `--plan FILE` (see PROVENANCE.md).
 */
import { z } from 'zod';

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/**
 * How a file's prices are adjusted:
 * - `split-adjusted`: O/H/L/C scaled for splits up to `basis` (yfinance auto_adjust=False), with
 *   an optional `Adj Close` that also folds in dividends;
 * - `auto-adjusted`: O/H/L/C scaled for splits AND dividends up to `basis` (total-return prices);
 * - `raw`: prices as they traded; splits show as jumps.
 */
export const SourceKindSchema = z.enum(['split-adjusted', 'auto-adjusted', 'raw']);
export type SourceKind = z.infer<typeof SourceKindSchema>;

export const SourceRefSchema = z.object({
  /** Path relative to the raw folder. */
  file: z.string().min(1),
  kind: SourceKindSchema,
  /** Date as of which an adjusted file was adjusted (its download date or last row). */
  basis: IsoDateSchema.optional(),
});
export type SourceRef = z.infer<typeof SourceRefSchema>;

export const SegmentSchema = SourceRefSchema.extend({
  /** First date this file provides; it provides until the next segment's `from`. */
  from: IsoDateSchema.optional(),
  /** Drop the file's last row (e.g. an intraday partial bar), with the reason for the report. */
  dropLastRow: z.string().optional(),
  /**
   * For an auto-adjusted tail whose dividends are unknown: multiply it so that its close on the
   * last stitched day before `from` equals the stitched close (no artificial jump at the stitch).
   */
  scaleToPrevious: z.boolean().optional(),
  /** The file has no volume column (index): volume is written as 0. */
  noVolume: z.boolean().optional(),
  /**
   * The level is published to this many decimals and the file stores each price as the nearest
   * float32 (^GSPC: 2108.639892578125 for the S&P 500's 2108.64): prices are rounded back to it,
   * or an index option would settle at a level the index never printed ($2.7689 a share).
   */
  publishedDecimals: z.number().int().min(0).max(6).optional(),
});
export type Segment = z.infer<typeof SegmentSchema>;

/** A split: `ratio` new shares per old share, effective (ex-date) on `date`. */
export const SplitEventSchema = z.object({
  date: IsoDateSchema,
  ratio: z.number().positive(),
  /** How the ratio is known (explicit row in a file, or measured between two files). */
  evidence: z.string(),
});
export type SplitEvent = z.infer<typeof SplitEventSchema>;

/**
 * Where cash dividends come from:
 * - `explicit`: a per-row dividend column (Alpha Vantage `dividend_amount`, yfinance `Dividends`);
 * - `adjclose`: implied by the day-to-day change of Adj Close / Close in a split-adjusted file;
 * - `auto-vs-raw`: implied by the change of (auto-adjusted close / raw close) between `file` and `raw`.
 */
export const DividendSourceSchema = SourceRefSchema.extend({
  method: z.enum(['explicit', 'adjclose', 'auto-vs-raw']),
  /** For `auto-vs-raw`: the raw file paired with the auto-adjusted `file`. */
  raw: SourceRefSchema.optional(),
  /** Ex-dates this source provides: from (inclusive) .. to (inclusive). */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** Rows of the dividend column that are not cash dividends (e.g. a spin-off), with the reason. */
  exclude: z.array(z.object({ date: IsoDateSchema, reason: z.string() })).optional(),
});
export type DividendSource = z.infer<typeof DividendSourceSchema>;

const CheckedSourceSchema = SourceRefSchema.extend({ field: z.enum(['close', 'adjClose']).optional() });

/**
 * Two sources compared on every common day after split scaling:
 * - `level`: closes must agree within LEVEL_TOLERANCE (same adjustment after scaling);
 * - `ratio`: the ratio of closes must stay constant within RATIO_TOLERANCE (two dividend-adjusted
 *   series of different download dates differ by a constant factor: the dividends in between).
 */
export const CrossCheckSchema = z.object({ mode: z.enum(['level', 'ratio']), a: CheckedSourceSchema, b: CheckedSourceSchema });
export type CrossCheck = z.infer<typeof CrossCheckSchema>;

/** Two dividend sources whose ex-dates and amounts must match. */
export const DividendCheckSchema = z.object({ a: DividendSourceSchema, b: DividendSourceSchema });
export type DividendCheck = z.infer<typeof DividendCheckSchema>;

/** A daily close-to-close move over 40 percent that is a real market move, with its reason. */
export const ExplainedMoveSchema = z.object({ date: IsoDateSchema, reason: z.string().min(1) });
export type ExplainedMove = z.infer<typeof ExplainedMoveSchema>;

export const TickerPlanSchema = z.object({
  ticker: z.string().regex(/^[A-Z][A-Z0-9.]{0,9}$/, 'must be an upper-case ticker'),
  /** Splits from the dataset start on (used to scale older files to the dataset's end). */
  splits: z.array(SplitEventSchema).default([]),
  segments: z.array(SegmentSchema).min(1),
  dividends: z.array(DividendSourceSchema).default([]),
  checks: z.array(CrossCheckSchema).default([]),
  dividendChecks: z.array(DividendCheckSchema).default([]),
  explainedMoves: z.array(ExplainedMoveSchema).default([]),
  /** Known limitations to print in the report and the provenance note. */
  notes: z.array(z.string()).default([]),
});
export type TickerPlan = z.infer<typeof TickerPlanSchema>;

export const BuildPlanSchema = z.array(TickerPlanSchema).min(1);
