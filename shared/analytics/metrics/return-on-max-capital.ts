import type { AnalyticsTrade } from '../analytics-input';
import { dayNumber } from '../dates';
import { round4 } from './round';

/**
 * Return on max capital % = total P&L / C_max × 100, where C_max is the most capital the trades
 * tied up at once: the maximum over days of Σ capital of the trades open that day (entry ≤ day ≤
 * exit; a trade's capital as AnalyticsTrade defines it: margin or debit for spreads, shares or the
 * put's strike for covered trades). It answers "what did the money actually at work earn". No
 * capital used: null.
 */
export function returnOnMaxCapitalPct(totalPnl: number, trades: readonly Pick<AnalyticsTrade, 'entryDate' | 'exitDate' | 'capital'>[]): number | null {
  const max = maxCapitalUsed(trades);
  return max > 0 ? round4((totalPnl / max) * 100) : null;
}

/** The largest sum of capital of trades open on one day (a sweep over entry and exit events). */
export function maxCapitalUsed(trades: readonly Pick<AnalyticsTrade, 'entryDate' | 'exitDate' | 'capital'>[]): number {
  const events: Array<[day: number, change: number]> = [];
  for (const t of trades) {
    events.push([dayNumber(t.entryDate), t.capital]);
    // Released the day after the exit: on the exit day the trade still counts as open.
    events.push([dayNumber(t.exitDate) + 1, -t.capital]);
  }
  // Releases before additions on the same day, so back-to-back trades do not double count.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let max = 0;
  for (const [, change] of events) {
    open += change;
    if (open > max) max = open;
  }
  return max;
}
