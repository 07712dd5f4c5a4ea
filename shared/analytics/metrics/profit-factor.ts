import { round4 } from './round';

/**
 * Profit factor = Σ pnl of winning trades / |Σ pnl of losing trades|. No losing trade: null (it
 * would be infinite; the UI shows N/A rather than a number that looks like a result).
 */
export function profitFactor(pnls: readonly number[]): number | null {
  let gains = 0;
  let losses = 0;
  for (const p of pnls) {
    if (p > 0) gains += p;
    else if (p < 0) losses -= p;
  }
  return losses > 0 ? round4(gains / losses) : null;
}
