/** Total trades = number of closed trades in the log (each roll leg counts as its own trade). */
export function totalTrades(trades: readonly unknown[]): number {
  return trades.length;
}
