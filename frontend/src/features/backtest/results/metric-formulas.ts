import { BENCHMARK_NAME } from '../lib/shared';
import type { BacktestMode } from './derived-types';

/**
 * Each metric card's formula in one sentence (issue 16), shown as its tooltip. The engine's
 * formulas are in shared/engine/metrics (one file per metric, formula in its doc comment).
 */
export function metricFormula(label: string, mode: BacktestMode): string | undefined {
  const premiumCard = label === 'Net Premium Received' || label === 'Net Premium Paid';
  return mode === 'spreads' && premiumCard ? SPREADS_NET_PREMIUM : METRIC_FORMULAS[label];
}

const SPREADS_NET_PREMIUM =
  'Credits of the short legs minus debits of the long legs at entry: last price × quantity × 100 shares, summed over all trades.';

export const METRIC_FORMULAS: Readonly<Record<string, string>> = {
  'Win Rate': 'Trades closed with a P&L above $0 divided by all closed trades; a trade at exactly $0 counts as a loss.',
  Balance: 'The starting balance, then the ending balance: cash plus the marked value of shares and open options on the last day.',
  'Max Drawdown': 'The largest fall of the daily account value from its running peak to a later low, as a percentage of that peak.',
  CAGR: 'Compound annual growth: (ending balance ÷ starting balance) raised to 365 ÷ the calendar days of the run, minus 1; N/A for a run of fewer than 358 calendar days, the shortest span of one calendar year of trading days (see Total Return).',
  'Total Return': '(ending balance − starting balance) ÷ starting balance, not annualised.',
  [`Excess Return vs ${BENCHMARK_NAME}`]:
    "The strategy's total return minus that of buying the underlying with the same starting balance and reinvesting each dividend in shares at its ex-date's close (the usual total return); a result saved before dividends were reinvested kept them as cash earning the T-bill, as its note says.",
  'Interest on Cash': 'Idle cash earns the 3-month T-bill rate of each day; a negative cash balance pays that rate plus the debit spread.',
  'Sharpe Ratio': 'The mean daily return above the 3-month T-bill rate divided by its standard deviation, times √252.',
  'Total Trades': 'Positions opened and closed in the run; a roll closes one position and opens the next.',
  'Net Premium Received': 'Premium received on options sold minus premium paid on options bought back, at the fill prices, before commissions.',
  'Net Premium Paid': 'Premium paid on options bought minus premium received on options sold, at the fill prices, before commissions.',
};
