import { round4 } from './round';

/**
 * Average win = mean pnl of trades with pnl > 0; average loss = mean pnl of trades with pnl < 0
 * (a negative number). Flat trades count in neither. No such trade: null.
 */
export function averageWinLoss(pnls: readonly number[]): { averageWin: number | null; averageLoss: number | null } {
  const wins = pnls.filter((p) => p > 0);
  const losses = pnls.filter((p) => p < 0);
  const mean = (xs: number[]) => (xs.length ? round4(xs.reduce((s, x) => s + x, 0) / xs.length) : null);
  return { averageWin: mean(wins), averageLoss: mean(losses) };
}
