/**
 * Largest win = max pnl over trades with pnl > 0; largest loss = min pnl over trades with pnl < 0
 * (negative). No such trade: null.
 */
export function largestWinLoss(pnls: readonly number[]): { largestWin: number | null; largestLoss: number | null } {
  let win: number | null = null;
  let loss: number | null = null;
  for (const p of pnls) {
    if (p > 0 && (win === null || p > win)) win = p;
    if (p < 0 && (loss === null || p < loss)) loss = p;
  }
  return { largestWin: win, largestLoss: loss };
}
