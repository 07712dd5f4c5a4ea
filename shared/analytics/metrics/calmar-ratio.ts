import { round4 } from './round';

/**
 * Calmar ratio = CAGR % / max drawdown % (both as the result reports them, over the whole run,
 * not the classic trailing 36 months). No CAGR (a run under one year) or no drawdown: null (division by zero, not "infinitely good").
 */
export function calmarRatio(cagrPct: number | null, maxDrawdownPct: number): number | null {
  if (cagrPct === null || !(maxDrawdownPct > 0)) return null;
  return round4(cagrPct / maxDrawdownPct);
}
