/**
 * Max consecutive losses = the longest run of trades with pnl < 0 in the order the trades are
 * listed (by entry). A flat trade (pnl = 0) ends a run, as it is not a loss.
 */
export function maxConsecutiveLosses(pnls: readonly number[]): number {
  let run = 0;
  let best = 0;
  for (const p of pnls) {
    run = p < 0 ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}
