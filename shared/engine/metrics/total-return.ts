import { round } from '../core/money';

/** Total return % = (end_balance − start_balance) / start_balance × 100; 0 when start ≤ 0. */
export function totalReturnPct(startBalance: number, endBalance: number): number {
  if (startBalance <= 0) return 0;
  return round(((endBalance - startBalance) / startBalance) * 100, 4);
}
