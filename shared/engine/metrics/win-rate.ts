import { round } from '../core/money';

/**
 * Win rate % = 100 × (trades with pnl > 0) / (all trades). A trade at exactly 0 is a loss (spec 9).
 * No trades: null ('N/A'; a 0 % win rate would claim every trade lost).
 */
export function winRate(pnls: readonly number[]): number | null {
  if (pnls.length === 0) return null;
  const wins = pnls.filter((p) => p > 0).length;
  return round((wins / pnls.length) * 100, 4);
}
