import type { AnalyticsTrade } from '../analytics-input';
import { calendarDays } from '../dates';
import { round4 } from './round';

/** Average days in trade = mean over trades of (exit date − entry date) in calendar days. No trades: null. */
export function averageDaysInTrade(trades: readonly Pick<AnalyticsTrade, 'entryDate' | 'exitDate'>[]): number | null {
  if (trades.length === 0) return null;
  const total = trades.reduce((s, t) => s + calendarDays(t.entryDate, t.exitDate), 0);
  return round4(total / trades.length);
}
