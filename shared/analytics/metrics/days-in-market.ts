import type { AnalyticsTrade, EquityPoint } from '../analytics-input';
import { dayNumber } from '../dates';
import { round4 } from './round';

/**
 * % of days in the market = days of the equity curve on which at least one trade of the log was
 * open (entry date ≤ day ≤ exit date) / days of the equity curve × 100. Shares held between a
 * wheel's put and call are not a trade of the log, so those days count as out. Empty curve: null.
 */
export function daysInMarketPct(equity: readonly EquityPoint[], trades: readonly Pick<AnalyticsTrade, 'entryDate' | 'exitDate'>[]): number | null {
  if (equity.length === 0) return null;
  // Mark the trades' spans on a day-number line by a difference array, then read each curve day.
  const first = dayNumber(equity[0]?.date ?? '');
  const last = dayNumber(equity[equity.length - 1]?.date ?? '');
  const span = last - first + 2;
  if (!(span > 0)) return null;
  const delta = new Int32Array(span);
  for (const t of trades) {
    const from = Math.max(dayNumber(t.entryDate) - first, 0);
    const to = Math.min(dayNumber(t.exitDate) - first, span - 2);
    if (!(from <= to)) continue;
    delta[from] = (delta[from] ?? 0) + 1;
    delta[to + 1] = (delta[to + 1] ?? 0) - 1;
  }
  const open = new Int32Array(span);
  let running = 0;
  for (let i = 0; i < span; i++) {
    running += delta[i] ?? 0;
    open[i] = running;
  }
  const inMarket = equity.filter((p) => (open[dayNumber(p.date) - first] ?? 0) > 0).length;
  return round4((inMarket / equity.length) * 100);
}
