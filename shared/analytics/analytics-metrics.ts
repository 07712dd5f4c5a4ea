import type { AnalyticsInput } from './analytics-input';
import { averageDaysInTrade } from './metrics/average-days-in-trade';
import { averageWinLoss } from './metrics/average-win-loss';
import { calmarRatio } from './metrics/calmar-ratio';
import { daysInMarketPct } from './metrics/days-in-market';
import { largestWinLoss } from './metrics/largest-win-loss';
import { maxConsecutiveLosses } from './metrics/max-consecutive-losses';
import { premiumCaptureRatePct } from './metrics/premium-capture-rate';
import { profitFactor } from './metrics/profit-factor';
import { returnOnMaxCapitalPct } from './metrics/return-on-max-capital';
import { sortinoRatio } from './metrics/sortino-ratio';

export interface AnalyticsMetrics {
  sortino: number | null;
  calmar: number | null;
  profitFactor: number | null;
  averageWin: number | null;
  averageLoss: number | null;
  largestWin: number | null;
  largestLoss: number | null;
  maxConsecutiveLosses: number;
  averageDaysInTrade: number | null;
  daysInMarketPct: number | null;
  returnOnMaxCapitalPct: number | null;
  premiumCaptureRatePct: number | null;
}

export type MetricKey = keyof AnalyticsMetrics;

export interface MetricDefinition {
  key: MetricKey;
  label: string;
  /** The formula in words, shown as the card's tooltip. */
  tooltip: string;
  /**
   * 'pnl': a trade's dollars, signed as the trade log signs them ('+$2,383.20', spec section 9);
   * 'return': a return in percent, signed as the Total Return card writes it ('+4.42%').
   */
  format: 'ratio' | 'pnl' | 'percent' | 'return' | 'days' | 'count';
  /** Which way is better, for marking the best run in a comparison; null: neither. */
  better: 'higher' | 'lower' | null;
}

/** Every analytics metric of a result (Pro), from fields the engine already returns. */
export function analyticsMetrics(input: AnalyticsInput): AnalyticsMetrics {
  const pnls = input.trades.map((t) => t.pnl);
  return {
    sortino: sortinoRatio(input.startBalance, input.equity),
    calmar: calmarRatio(input.cagrPct, input.maxDrawdownPct),
    profitFactor: profitFactor(pnls),
    ...averageWinLoss(pnls),
    ...largestWinLoss(pnls),
    maxConsecutiveLosses: maxConsecutiveLosses(pnls),
    averageDaysInTrade: averageDaysInTrade(input.trades),
    daysInMarketPct: daysInMarketPct(input.equity, input.trades),
    returnOnMaxCapitalPct: returnOnMaxCapitalPct(input.totalPnl - input.idleCashInterest, input.trades),
    premiumCaptureRatePct: premiumCaptureRatePct(input.trades),
  };
}

/** Labels, tooltips (the formulas of the metric files, in words) and display rules, in card order. */
export const ANALYTICS_METRICS: readonly MetricDefinition[] = [
  { key: 'sortino', label: 'Sortino Ratio', format: 'ratio', better: 'higher', tooltip: 'Mean daily return ÷ downside deviation (root mean square of the daily returns below 0%) × √252. Target 0%, not the T-bill rate: the interest the account’s cash earned counts as return here (the Sharpe ratio subtracts it), so a run mostly in cash reads far higher than its Sharpe. N/A without two returns or a losing day.' },
  { key: 'calmar', label: 'Calmar Ratio', format: 'ratio', better: 'higher', tooltip: 'CAGR ÷ max drawdown, over the whole run. N/A without a drawdown.' },
  { key: 'profitFactor', label: 'Profit Factor', format: 'ratio', better: 'higher', tooltip: 'Sum of winning trades’ P&L ÷ |sum of losing trades’ P&L|. N/A without a losing trade.' },
  { key: 'averageWin', label: 'Average Win', format: 'pnl', better: 'higher', tooltip: 'Mean P&L of the trades with P&L > 0.' },
  { key: 'averageLoss', label: 'Average Loss', format: 'pnl', better: 'higher', tooltip: 'Mean P&L of the trades with P&L < 0 (negative; closer to 0 is better).' },
  { key: 'largestWin', label: 'Largest Win', format: 'pnl', better: 'higher', tooltip: 'The best single trade’s P&L.' },
  { key: 'largestLoss', label: 'Largest Loss', format: 'pnl', better: 'higher', tooltip: 'The worst single trade’s P&L (negative; closer to 0 is better).' },
  { key: 'maxConsecutiveLosses', label: 'Max Consecutive Losses', format: 'count', better: 'lower', tooltip: 'The longest run of losing trades in entry order; a flat trade ends a run.' },
  { key: 'averageDaysInTrade', label: 'Avg Days in Trade', format: 'days', better: null, tooltip: 'Mean calendar days from entry to exit.' },
  { key: 'daysInMarketPct', label: '% Days in Market', format: 'percent', better: null, tooltip: 'Trading days with at least one trade of the log open ÷ all trading days of the run. Shares held between a wheel’s options are not a trade.' },
  { key: 'returnOnMaxCapitalPct', label: 'Return on Max Capital', format: 'return', better: 'higher', tooltip: 'Total P&L ÷ the most capital open trades tied up on one day (margin or debit for spreads; shares or the put’s strike × 100 for covered trades). For spreads, the P&L before the interest the account’s cash earned: the T-bill on the balance a spread leaves idle is not its return.' },
  { key: 'premiumCaptureRatePct', label: 'Premium Capture', format: 'percent', better: 'higher', tooltip: 'Share of the credits kept: P&L ÷ credit received, over trades opened for a net credit. N/A for debit strategies.' },
];
