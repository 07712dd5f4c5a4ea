/**
 * The robustness lab's order of cells ranked on Sharpe (audit 8, F1), in one place for every view
 * that ranks them (neighbour stability, in and out of sample, the best cells, the deflated Sharpe's
 * pick, the results table): a cell that made money ranks above every cell that lost money, whatever
 * their scores, and among cells alike the higher score first (lexicographic). A Sharpe is the mean
 * daily return over its deviation, and large daily swings lift that mean above what a cell
 * compounded: a QQQ cell that lost 38.15% read +1.32, above one that made 20.64% at +1.29.
 * Ranked on any other metric, callers pass `lost: false` and the score alone decides.
 */
export interface RankedScore {
  /** Higher is better (a drawdown is negated before it is ranked). */
  score: number;
  /** The cell (or its segment) lost money and this ranking puts it below those that made money. */
  lost: boolean;
}

/** Array.sort's comparator, best first: negative when `a` ranks above `b`, 0 when they rank alike (callers break ties by cell index). */
export const madeMoneyFirst = (a: RankedScore, b: RankedScore): number => Number(a.lost) - Number(b.lost) || b.score - a.score;

/** `a` ranks strictly above `b` (a peak beats each of its neighbours: stability.ts). */
export const ranksAbove = (a: RankedScore, b: RankedScore): boolean => madeMoneyFirst(a, b) < 0;
