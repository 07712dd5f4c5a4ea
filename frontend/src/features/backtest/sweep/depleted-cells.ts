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
import { formatPercent } from '../../../../../shared/analytics/format-metric';

/**
 * In sample, a loss of this share of the start or more: the account out of sample is half the
 * start or less, and its figures there are named with the dollars they are on.
 */
export const DEPLETED_IN_SAMPLE_LOSS_PCT = 50;

/**
 * A sum in dollars and how well it is known: `error` 0 when the sweep stored it to the cent, else
 * the most the rounding of the figures it was derived from can move it (a sweep saved before
 * 2026-12-03 keeps no balances: README, 'Robustness lab').
 */
export interface Dollars {
  value: number;
  error: number;
}

export interface DepletedCell {
  /** The in-sample loss, a positive percentage (97.61). */
  lossPct: number;
  /** The start balance and what was left at the cut, null when the result cannot give them. */
  start: Dollars | null;
  left: Dollars | null;
  /** What the out-of-sample part made on what was left (its end less what was left), null when unknown. */
  outGain: Dollars | null;
}

/** Half the last unit of a percentage the engine rounds to 4 decimals (total and segment returns). */
const PCT_HALF_UNIT = 0.00005;
/** Half the last unit of a calendar-year return, a fraction rounded to 6 decimals (return-stats.ts). */
const YEARLY_HALF_UNIT = 0.0000005;

/**
 * A cell's start balance: stored to the cent since 2026-12-03; before, its total P&L over its total
 * return (the engine's return is (end − start) / start, to 4 decimals of a percent), whose rounding
 * leaves start × 0.00005 / |return %| unknown: $0.05 on $30,000 lost 28.59%, $30 on a return of
 * +0.05%. Null on a derived start from a return under 0.01% either way.
 */
export function cellStartBalance(cell: SweepCellResult): Dollars | null {
  if (cell.balances) return { value: cell.balances.start, error: 0 };
  const m = cell.metrics;
  if (!m || Math.abs(m.total_return_pct) < 0.01) return null;
  const start = m.total_pnl / (m.total_return_pct / 100);
  return start > 0 ? { value: start, error: (start * PCT_HALF_UNIT) / Math.abs(m.total_return_pct) } : null;
}

/** The cell lost DEPLETED_IN_SAMPLE_LOSS_PCT or more in sample: what it had left out of sample; null otherwise. */
export function depletedInSample(cell: SweepCellResult | undefined): DepletedCell | null {
  const ins = cell?.in_sample?.return_pct;
  if (!cell || cell.status !== 'ok' || ins === undefined || ins > -DEPLETED_IN_SAMPLE_LOSS_PCT) return null;
  const b = cell.balances;
  if (b) return { lossPct: -ins, start: { value: b.start, error: 0 }, left: { value: b.at_split, error: 0 }, outGain: { value: b.end - b.at_split, error: 0 } };
  const start = cellStartBalance(cell);
  const left = start === null ? null : { value: start.value * (1 + ins / 100), error: start.error * (1 + ins / 100) + (start.value * PCT_HALF_UNIT) / 100 };
  const out = cell.out_sample?.return_pct;
  const outGain = left === null || out === undefined ? null : { value: (left.value * out) / 100, error: (left.error * Math.abs(out)) / 100 + (left.value * PCT_HALF_UNIT) / 100 };
  return { lossPct: -ins, start, left, outGain };
}

const wholeDollarsFormat = (x: number): string => `$${Math.abs(Math.round(x)).toLocaleString('en-US')}`;
const centsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A sum as precisely as it is known: to the cent when stored ('$716.16'), in whole dollars when
 * derived to within half a dollar ('$716'), else 'about' it rounded to the power of ten its error
 * spans ('about $30,000' for $30,020 ± $30): a derived figure never shows digits its rounding
 * does not support. `signed`: a gain's '+' (a loss's '-' either way).
 */
export function dollarsText(d: Dollars, signed = false): string {
  const unit = d.error < 0.5 ? 0 : 10 ** Math.ceil(Math.log10(2 * d.error));
  const value = unit ? Math.round(d.value / unit) * unit : d.value;
  const sign = value < 0 ? '-' : signed && value > 0 ? '+' : '';
  const digits = d.error === 0 ? centsFormat.format(Math.abs(value)) : wholeDollarsFormat(value);
  return `${unit ? 'about ' : ''}${sign}${digits}`;
}

/** 'on the $716.16 left of $30,000.00 after losing 97.61% in sample' ('on what was left …' without the dollars). */
export function depletedNote(d: DepletedCell): string {
  const left = d.left === null ? '' : dollarsText(d.left);
  const base = d.left !== null && d.start !== null ? `${left.startsWith('about') ? '' : 'the '}${left} left of ${dollarsText(d.start)}` : 'what was left';
  return `on ${base} after losing ${formatPercent(d.lossPct)} in sample`;
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
 * A cell's equity on 1 January of `year`: stored, the last equity of the year before (the start
 * balance in its first year); else its start times shareAtYearStart, each year's rounding (6
 * decimals of a fraction) adding to what is unknown. Null when neither is known.
 */
export function equityAtYearStart(cell: SweepCellResult, year: string): Dollars | null {
  const b = cell.balances;
  if (b) {
    const before = Object.keys(b.year_end).filter((y) => y < year).sort().at(-1);
    return { value: before === undefined ? b.start : (b.year_end[before] ?? b.start), error: 0 };
  }
  const start = cellStartBalance(cell);
  const share = shareAtYearStart(cell, year);
  if (start === null || share === null) return null;
  // Each year's factor 1 + r is known to ±YEARLY_HALF_UNIT: relatively the most after a near-total loss.
  const relative = Object.entries(cell.yearly ?? {}).filter(([y]) => y < year).reduce((e, [, r]) => e + YEARLY_HALF_UNIT / Math.max(1 + r, 1e-9), 0);
  return { value: start.value * share, error: start.error * share + start.value * share * relative };
}

/**
 * A walk-forward year whose chosen cell began it having lost DEPLETED_IN_SAMPLE_LOSS_PCT or more of its
 * start: 'began 2021 with $11,549.40 of its $30,000.00' (a share of the start when the dollars are not known).
 */
export function depletedYearNote(cell: SweepCellResult | undefined, year: string): string | null {
  const share = shareAtYearStart(cell, year);
  if (!cell || share === null || share > 1 - DEPLETED_IN_SAMPLE_LOSS_PCT / 100) return null;
  const start = cellStartBalance(cell);
  const began = equityAtYearStart(cell, year);
  return start === null || began === null ? `began ${year} with ${formatPercent(share * 100, 1)} of its start` : `began ${year} with ${dollarsText(began)} of its ${dollarsText(start)}`;
}
