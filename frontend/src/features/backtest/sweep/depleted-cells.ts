/**
 * A cell that lost most of its account in sample trades the out-of-sample part with what was left
 * (audit 10, N1). Its out-of-sample return and Sharpe are figures of that smaller account: they are
 * right by the lab's definition (the out-of-sample part starts from the last in-sample equity), but
 * read as a percentage they hide the dollars. A SPY put-spread cell at a 100% portfolio cap lost
 * 97.61% in sample and then made +2,891.35% out of sample on the $716 it had left of $30,000: over
 * the whole period it lost 28.59%. An account that small also sizes positions the rule would not at
 * full size (another cell of the sweep had $723 left and could not secure one spread again). The lab
 * keeps the figures and their ranks, and says the dollars beside them.
 */
import type { SweepCellResult } from '../lib/shared';

/**
 * In sample, a loss of this share of the start or more: the account out of sample is half the
 * start or less, and its figures there are named with the dollars they are on.
 */
export const DEPLETED_IN_SAMPLE_LOSS_PCT = 50;

export interface DepletedCell {
  /** The in-sample loss, a positive percentage (97.61). */
  lossPct: number;
  /** The start balance and what was left at the cut, null when the result cannot give them. */
  start: number | null;
  left: number | null;
}

/**
 * A cell's start balance from what a sweep keeps: its total P&L over its total return (the engine's
 * return is (end − start) / start, to 4 decimals of a percent). Null on a return under 0.01% either
 * way, whose rounding would move the start by more than a dollar in 10,000.
 */
export function cellStartBalance(cell: SweepCellResult): number | null {
  const m = cell.metrics;
  if (!m || Math.abs(m.total_return_pct) < 0.01) return null;
  const start = m.total_pnl / (m.total_return_pct / 100);
  return start > 0 ? start : null;
}

/** The cell lost DEPLETED_IN_SAMPLE_LOSS_PCT or more in sample: what it had left out of sample; null otherwise. */
export function depletedInSample(cell: SweepCellResult | undefined): DepletedCell | null {
  const ins = cell?.in_sample?.return_pct;
  if (!cell || cell.status !== 'ok' || ins === undefined || ins > -DEPLETED_IN_SAMPLE_LOSS_PCT) return null;
  const start = cellStartBalance(cell);
  return { lossPct: -ins, start, left: start === null ? null : start * (1 + ins / 100) };
}

/** Whole dollars: the start is derived from rounded figures, so its cents are not known. */
export const wholeDollars = (x: number): string => `$${Math.round(x).toLocaleString('en-US')}`;

/** 'on the $716 left of $30,000 after losing 97.61% in sample' ('on what was left …' without the dollars). */
export function depletedNote(d: DepletedCell): string {
  const base = d.left !== null && d.start !== null ? `the ${wholeDollars(d.left)} left of ${wholeDollars(d.start)}` : 'what was left';
  return `on ${base} after losing ${d.lossPct.toFixed(2)}% in sample`;
}

/**
 * A cell's equity on 1 January of `year` as a share of its start: its calendar-year returns before
 * that year compounded (the first year runs from the start balance, README). Null when the cell has
 * no yearly returns.
 */
export function shareAtYearStart(cell: SweepCellResult | undefined, year: string): number | null {
  if (!cell?.yearly) return null;
  return Object.entries(cell.yearly).filter(([y]) => y < year).reduce((g, [, r]) => g * (1 + r), 1);
}

/**
 * A walk-forward year whose chosen cell began it having lost DEPLETED_IN_SAMPLE_LOSS_PCT or more of its
 * start: 'began 2021 with $11,549 of its $30,000' (a share of the start when the dollars are not known).
 */
export function depletedYearNote(cell: SweepCellResult | undefined, year: string): string | null {
  const share = shareAtYearStart(cell, year);
  if (!cell || share === null || share > 1 - DEPLETED_IN_SAMPLE_LOSS_PCT / 100) return null;
  const start = cellStartBalance(cell);
  return start === null ? `began ${year} with ${(share * 100).toFixed(1)}% of its start` : `began ${year} with ${wholeDollars(start * share)} of its ${wholeDollars(start)}`;
}
