import { dailyReturnsFromStart } from '../../engine/metrics/returns-from-start';
import type { EquityPoint } from '../analytics-input';
import { round4 } from './round';

/**
 * Sortino ratio = mean(r) / DD × √252, where r_i = equity_i / equity_{i−1} − 1 are the daily
 * returns of the marked-to-market equity, the first from the start balance (day 1's move, an
 * entry's costs and spread, is a return, as in the result's Sharpe), and DD = √(Σ min(r_i, 0)² / n) is the downside deviation
 * below a 0% target over all n returns. The target is 0, not the T-bill rate (the result does not
 * carry the rate), so the cash's T-bill interest counts as return: not slightly kinder but, for a
 * run mostly in cash, several times a risk-free target's figure (bull-call-spread.json: 10.62 here,
 * 3.62 with each day's DGS3MO subtracted, Sharpe 2.27); the card's tooltip says so. Fewer than two
 * returns or no losing day: null (cannot be computed).
 */
export function sortinoRatio(startBalance: number, equity: readonly EquityPoint[]): number | null {
  const returns = dailyReturnsFromStart(startBalance, equity).map((d) => d.r);
  if (returns.length < 2) return null;
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const downside = Math.sqrt(returns.reduce((s, r) => s + Math.min(r, 0) ** 2, 0) / returns.length);
  if (!(downside > 1e-12)) return null;
  return round4((mean / downside) * Math.sqrt(252));
}
