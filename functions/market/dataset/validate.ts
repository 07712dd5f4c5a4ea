/**
 * Validation of a stitched series: every NYSE trading day from the first bar to the last exactly
 * once (no duplicate, missing or non-trading day), positive prices with low <= open, close <= high,
 * and no close-to-close move over MAX_DAILY_MOVE unless the plan explains it (a missed split
 * would show as such a move).
 */
import type { Bar } from '../../../shared/engine/market/market-data';
import { tradingDays } from '../../../shared/engine/market/calendar';
import type { ExplainedMove } from './plan-types';

export const MAX_DAILY_MOVE = 0.4;
/** Vendor rounding can put open/close a hair outside high/low; beyond this it is an error. */
export const OHLC_SLACK = 0.0005;

export interface Validation {
  errors: string[];
  warnings: string[];
  moves: string[];
}

const list = (dates: string[]) => (dates.length > 8 ? `${dates.slice(0, 8).join(', ')} ... (${dates.length})` : dates.join(', '));

export function validateCalendar(label: string, dates: readonly string[]): string[] {
  const errors: string[] = [];
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return [`${label}: no rows`];
  const seen = new Set<string>();
  const duplicates = dates.filter((d) => (seen.has(d) ? true : (seen.add(d), false)));
  if (duplicates.length) errors.push(`${label}: duplicate days ${list(duplicates)}`);
  const expected = tradingDays(first, last);
  const expectedSet = new Set(expected);
  const missing = expected.filter((d) => !seen.has(d));
  const extra = [...seen].filter((d) => !expectedSet.has(d));
  if (missing.length) errors.push(`${label}: missing trading days ${list(missing)}`);
  if (extra.length) errors.push(`${label}: rows on non-trading days ${list(extra)}`);
  return errors;
}

export function validateBars(ticker: string, bars: readonly Bar[], explained: readonly ExplainedMove[]): Validation {
  const errors = validateCalendar(ticker, bars.map((b) => b.date));
  const warnings: string[] = [];
  const moves: string[] = [];
  const reasons = new Map(explained.map((m) => [m.date, m.reason]));
  let slack = 0;
  bars.forEach((bar, i) => {
    const { open, high, low, close, volume } = bar;
    if (![open, high, low, close].every((x) => Number.isFinite(x) && x > 0) || !(volume >= 0)) {
      errors.push(`${ticker} ${bar.date}: non-positive or missing price/volume`);
    }
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    if (high < top || low > bottom || low > high) {
      const off = Math.max(top / high - 1, 1 - bottom / low, low / high - 1);
      if (off > OHLC_SLACK) errors.push(`${ticker} ${bar.date}: open/close outside low..high by ${(off * 100).toFixed(3)}%`);
      else slack += 1;
    }
    const prev = bars[i - 1];
    if (!prev) return;
    const move = close / prev.close - 1;
    if (Math.abs(move) > MAX_DAILY_MOVE) {
      const reason = reasons.get(bar.date);
      const text = `${ticker} ${bar.date}: close ${prev.close.toFixed(4)} -> ${close.toFixed(4)} (${(move * 100).toFixed(1)}%)`;
      if (reason === undefined) errors.push(`${text} — unexplained daily move over ${MAX_DAILY_MOVE * 100}% (missed split?)`);
      else moves.push(`${text}: ${reason}`);
    }
  });
  if (slack) warnings.push(`${ticker}: ${slack} bars with open/close outside low..high by under ${OHLC_SLACK * 100}% (vendor rounding), kept`);
  return { errors, warnings, moves };
}
