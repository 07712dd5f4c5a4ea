/**
 * What a sweep produces (issue 19): one summary per cell (its metrics, the in-sample and
 * out-of-sample split, calendar-year returns and the return moments the deflated Sharpe ratio
 * needs), or the cell's error. A failed cell never fails the sweep. GET /sweeps/{id} answers the
 * progress while running and the result once finished.
 */
import { z } from 'zod';
import { FIELD, bool, int, isoDate, num, str } from './fields';
import { SweepRequestSchema } from './sweep';

export const CellMetricsSchema = z.object(
  {
    total_pnl: num(),
    total_return_pct: num(),
    cagr_pct: num().nullable(),
    sharpe_ratio: num().nullable(),
    max_drawdown_pct: num(),
    win_rate: num().nullable(),
    total_trades: int(),
  },
  FIELD,
);
export type CellMetrics = z.infer<typeof CellMetricsSchema>;

/** `idle`: the segment held no position and made no trade, earning interest on cash only (absent in results made before 2026-11-28). */
export const SegmentStatsSchema = z.object({ return_pct: num(), sharpe: num().nullable(), idle: bool().optional() }, FIELD);

/**
 * The cell's account in dollars, to the cent, as its run booked it. Absent in results made before
 * 2026-12-03: the lab then derives the start from the total P&L over the total return (both
 * rounded), knows no cents of it, and says so (frontend depleted-cells.ts).
 */
export const CellBalancesSchema = z.object(
  {
    start: num(),
    /** The equity the out-of-sample part starts from: the last in-sample day's. */
    at_split: num(),
    end: num(),
    /** The equity on each calendar year's last trading day, by year (the keys of `yearly`). */
    year_end: z.record(z.string(), num()),
  },
  FIELD,
);
export type CellBalances = z.infer<typeof CellBalancesSchema>;

export const SweepCellResultSchema = z.object(
  {
    index: int().min(0),
    values: z.array(num(), FIELD),
    status: z.enum(['ok', 'failed'], FIELD),
    error: str().optional(),
    metrics: CellMetricsSchema.optional(),
    /** The first 70% of the trading days (in sample) and the rest (out of sample). */
    in_sample: SegmentStatsSchema.optional(),
    out_sample: SegmentStatsSchema.optional(),
    /** Calendar-year returns as fractions, by year. */
    yearly: z.record(z.string(), num()).optional(),
    /** Moments of the daily returns in excess of the T-bill: T, per-day Sharpe, skewness, kurtosis (deflated Sharpe ratio). */
    moments: z.object({ n: int(), sr: num(), skew: num(), kurt: num() }, FIELD).optional(),
    balances: CellBalancesSchema.optional(),
  },
  FIELD,
);
export type SweepCellResult = z.infer<typeof SweepCellResultSchema>;

export const SweepAxisSchema = z.object({ field: str(), label: str(), values: z.array(num(), FIELD) }, FIELD);
export type SweepAxis = z.infer<typeof SweepAxisSchema>;

export const SweepResultSchema = z.object(
  {
    sweep_id: str(),
    axes: z.array(SweepAxisSchema, FIELD),
    /** First out-of-sample day (null when no cell ran). */
    split_date: isoDate().nullable(),
    /** Last trading day of the cells (null when no cell ran; absent in results made before 2026-12-02). */
    last_date: isoDate().nullable().optional(),
    cells: z.array(SweepCellResultSchema, FIELD),
    cells_failed: int().min(0),
  },
  FIELD,
);
export type SweepResult = z.infer<typeof SweepResultSchema>;

/** 202 answer of POST /sweeps. */
export const StartSweepAnswerSchema = z.object({ sweep_id: str().min(1), cells_total: int().min(1) }, FIELD);
export type StartSweepAnswer = z.infer<typeof StartSweepAnswerSchema>;

/** GET /sweeps/{id}: progress while running, the result once finished, the message if failed. */
export const SweepAnswerSchema = z.object(
  {
    sweep_id: str(),
    status: z.enum(['running', 'finished', 'failed'], FIELD),
    cells_total: int().min(0),
    cells_done: int().min(0),
    cells_failed: int().min(0),
    request: SweepRequestSchema.optional(),
    error: str().optional(),
    result: SweepResultSchema.optional(),
  },
  FIELD,
);
export type SweepAnswer = z.infer<typeof SweepAnswerSchema>;
