import { cents } from '../core/money';

/** Total P&L = end_balance − start_balance (dollars, to the cent). Empty account: 0. */
export function totalPnl(startBalance: number, endBalance: number): number {
  return cents(endBalance - startBalance);
}
