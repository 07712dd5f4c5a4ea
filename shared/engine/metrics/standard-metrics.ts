import { cagrPct } from './cagr';
import { maxDrawdownPct } from './max-drawdown';
import { sharpeRatio, type EquityPoint } from './sharpe-ratio';
import { totalPnl } from './total-pnl';
import { totalReturnPct } from './total-return';
import { totalTrades } from './total-trades';
import { winRate } from './win-rate';

export interface StandardMetrics {
  start_balance: number;
  end_balance: number;
  total_pnl: number;
  total_return_pct: number;
  win_rate: number | null;
  max_drawdown_pct: number;
  cagr_pct: number | null;
  sharpe_ratio: number | null;
  total_trades: number;
}

/** True when every point of the curve is the start balance (nothing happened to the account). */
function isFlat(startBalance: number, curve: readonly EquityPoint[]): boolean {
  return curve.every((p) => p.equity === startBalance);
}

/**
 * The metrics both results share, from the daily equity and the closed trades' P&L. A run with no
 * trade or a flat curve has no Sharpe ratio, win rate or CAGR (null, shown N/A, issue 14 item 7):
 * a ratio of an idle account's interest to its rounding noise is not a strategy's Sharpe.
 */
export function standardMetrics(
  startBalance: number,
  curve: readonly EquityPoint[],
  tradePnls: readonly number[],
  riskFreeRate: (date: string) => number,
): StandardMetrics {
  const first = curve[0];
  const last = curve[curve.length - 1];
  const end = last?.equity ?? startBalance;
  const idle = tradePnls.length === 0 || isFlat(startBalance, curve);
  return {
    start_balance: startBalance,
    end_balance: end,
    total_pnl: totalPnl(startBalance, end),
    total_return_pct: totalReturnPct(startBalance, end),
    win_rate: idle ? null : winRate(tradePnls),
    // From the start balance: a first day's loss (an entry's costs) is a drop from it.
    max_drawdown_pct: maxDrawdownPct([startBalance, ...curve.map((p) => p.equity)]),
    cagr_pct: idle || !first || !last ? null : cagrPct(startBalance, end, first.date, last.date),
    sharpe_ratio: idle ? null : sharpeRatio(startBalance, curve, riskFreeRate),
    total_trades: totalTrades(tradePnls),
  };
}
