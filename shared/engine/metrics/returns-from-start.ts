export interface EquityPoint {
  date: string;
  equity: number;
}

export interface DailyReturn {
  /** The day the return ends on (its equity's date). */
  date: string;
  /** equity_i / equity_{i−1} − 1. */
  r: number;
}

/**
 * The daily returns of a run's marked-to-market equity, the first from the start balance to day 1's
 * equity: a run that enters on its first day pays the entry's costs and spread that day, and a
 * curve read from its own first point never had that loss in any return (Sharpe, Sortino). A base
 * that is not positive gives no return.
 */
export function dailyReturnsFromStart(startBalance: number, curve: readonly EquityPoint[]): DailyReturn[] {
  const out: DailyReturn[] = [];
  let prev = startBalance;
  for (const p of curve) {
    if (prev > 0) out.push({ date: p.date, r: p.equity / prev - 1 });
    prev = p.equity;
  }
  return out;
}
