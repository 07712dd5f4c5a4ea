/**
 * The shape of a build plan: for each ticker, which raw files provide which dates, how each is
 * adjusted, which splits scale it, where dividends come from and which sources cross-check it.
 * The plan for the bundled dataset is `plan.ts`; a user with other vendor files writes the same
 * shape (see PROVENANCE.md).
 */

/**
 * How a file's prices are adjusted:
 * - `split-adjusted`: O/H/L/C scaled for splits up to `basis` (yfinance auto_adjust=False), with
 *   an optional `Adj Close` that also folds in dividends;
 * - `auto-adjusted`: O/H/L/C scaled for splits AND dividends up to `basis` (total-return prices);
 * - `raw`: prices as they traded; splits show as jumps.
 */
export type SourceKind = 'split-adjusted' | 'auto-adjusted' | 'raw';

export interface SourceRef {
  /** Path relative to the raw folder. */
  file: string;
  kind: SourceKind;
  /** Date as of which an adjusted file was adjusted (its download date or last row). */
  basis?: string;
}

export interface Segment extends SourceRef {
  /** First date this file provides; it provides until the next segment's `from`. */
  from?: string;
  /** Drop the file's last row (e.g. an intraday partial bar), with the reason for the report. */
  dropLastRow?: string;
  /**
   * For an auto-adjusted tail whose dividends are unknown: multiply it so that its close on the
   * last stitched day before `from` equals the stitched close (no artificial jump at the stitch).
   */
  scaleToPrevious?: boolean;
  /** The file has no volume column (index): volume is written as 0. */
  noVolume?: boolean;
}

/** A split: `ratio` new shares per old share, effective (ex-date) on `date`. */
export interface SplitEvent {
  date: string;
  ratio: number;
  /** How the ratio is known (explicit row in a file, or measured between two files). */
  evidence: string;
}

/**
 * Where cash dividends come from:
 * - `explicit`: a per-row dividend column (Alpha Vantage `dividend_amount`, yfinance `Dividends`);
 * - `adjclose`: implied by the day-to-day change of Adj Close / Close in a split-adjusted file;
 * - `auto-vs-raw`: implied by the change of (auto-adjusted close / raw close) between `file` and `raw`.
 */
export interface DividendSource extends SourceRef {
  method: 'explicit' | 'adjclose' | 'auto-vs-raw';
  /** For `auto-vs-raw`: the raw file paired with the auto-adjusted `file`. */
  raw?: SourceRef;
  /** Ex-dates this source provides: from (inclusive) .. to (inclusive). */
  from?: string;
  to?: string;
  /** Rows of the dividend column that are not cash dividends (e.g. a spin-off), with the reason. */
  exclude?: { date: string; reason: string }[];
}

/**
 * Two sources compared on every common day after split scaling:
 * - `level`: closes must agree within LEVEL_TOLERANCE (same adjustment after scaling);
 * - `ratio`: the ratio of closes must stay constant within RATIO_TOLERANCE (two dividend-adjusted
 *   series of different download dates differ by a constant factor: the dividends in between).
 * - `dividends`: the ex-dates and amounts two dividend sources derive must match.
 */
export interface CrossCheck {
  mode: 'level' | 'ratio';
  a: SourceRef & { field?: 'close' | 'adjClose' };
  b: SourceRef & { field?: 'close' | 'adjClose' };
}

export interface DividendCheck {
  a: DividendSource;
  b: DividendSource;
}

/** A daily close-to-close move over 40 percent that is a real market move, with its reason. */
export interface ExplainedMove {
  date: string;
  reason: string;
}

export interface TickerPlan {
  ticker: string;
  /** Splits from the dataset start on (used to scale older files to the dataset's end). */
  splits: SplitEvent[];
  segments: Segment[];
  dividends: DividendSource[];
  checks: CrossCheck[];
  dividendChecks: DividendCheck[];
  explainedMoves: ExplainedMove[];
  /** Known limitations to print in the report and the provenance note. */
  notes: string[];
}
