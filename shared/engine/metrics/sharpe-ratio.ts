import { round } from '../core/money';
import { dailyReturnsFromStart } from './returns-from-start';

export type { EquityPoint } from './returns-from-start';
import type { EquityPoint } from './returns-from-start';

/**
 * Sharpe ratio = mean(e) / stdev(e) × √252, where e_i = r_i − rf_i / 252 are the daily excess
 * returns, r_i = equity_i / equity_{i−1} − 1 of the daily marked-to-market equity with equity_0 the
 * start balance (so day 1's move, an entry's costs and spread, is a return), rf_i the
 * annualised 3-month T-bill rate in force on day i (a fraction) and stdev the sample standard
 * deviation (n − 1). Fewer than two returns, or no variation: null (the contract's 'cannot be
 * computed').
 */
export function sharpeRatio(startBalance: number, curve: readonly EquityPoint[], riskFreeRate: (date: string) => number): number | null {
  const excess = dailyReturnsFromStart(startBalance, curve).map(({ date, r }) => r - riskFreeRate(date) / 252);
  if (excess.length < 2) return null;
  const mean = excess.reduce((s, x) => s + x, 0) / excess.length;
  const variance = excess.reduce((s, x) => s + (x - mean) ** 2, 0) / (excess.length - 1);
  const sd = Math.sqrt(variance);
  if (!(sd > 1e-12)) return null;
  return round((mean / sd) * Math.sqrt(252), 4);
}
