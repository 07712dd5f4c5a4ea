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
  win_rate: number;
  max_drawdown_pct: number;
  cagr_pct: number;
  sharpe_ratio: number | null;
  total_trades: number;
}

/** The metrics both results share, from the daily equity and the closed trades' P&L. */
export function standardMetrics(
  startBalance: number,
  curve: readonly EquityPoint[],
  tradePnls: readonly number[],
  riskFreeRate: (date: string) => number,
): StandardMetrics {
  const first = curve[0];
  const last = curve[curve.length - 1];
  const end = last?.equity ?? startBalance;
  return {
    start_balance: startBalance,
    end_balance: end,
    total_pnl: totalPnl(startBalance, end),
    total_return_pct: totalReturnPct(startBalance, end),
    win_rate: winRate(tradePnls),
    max_drawdown_pct: maxDrawdownPct(curve.map((p) => p.equity)),
    cagr_pct: first && last ? cagrPct(startBalance, end, first.date, last.date) : 0,
    sharpe_ratio: sharpeRatio(curve, riskFreeRate),
    total_trades: totalTrades(tradePnls),
  };
}
