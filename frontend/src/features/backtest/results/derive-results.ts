import {
  SHARES_PER_CONTRACT, isCoveredResult, isIndexOptionId,
  type AnyBacktestResult, type BacktestResult, type CoveredBacktestResult,
} from '../lib/shared';
import { benchmarkEquityOf, benchmarkReturnPctOf, excessReturnPctOf } from '../../../../../shared/analytics/analytics-input';
import { cents } from '../lib/format';
import { deriveCoveredTrade, deriveStandardTrade } from './derive-trades';
import type { DerivedResults } from './derived-types';
import { savedTextInWords } from '../../../../../shared/domain/saved-text-words';
import { groupSkips } from './skip-groups';
import { skipReasonWords } from '../../../../../shared/domain/skip-reason-words';
import { noteInWords } from '../../../../../shared/domain/stressed-shortfall';
import { putNotesSavedBefore } from './put-notes-saved-before';

export interface DeriveOptions {
  /** Shown as each spreads trade's strategy (the result itself carries no name). */
  strategyName?: string;
}

/** The first option's id: an index's (SPX) closes and strikes read as points, not dollars. */
function firstOptionId(result: AnyBacktestResult): string | undefined {
  if (isCoveredResult(result)) return result.trades[0]?.entry_position.contract.id;
  return result.trades[0]?.entry_contracts[0]?.contract.id;
}

/**
 * Each skipped day's reason in today's words (a result saved before them named a roll's condition
 * by its code), read before grouping so an old reason groups with a new one. The result is not changed.
 */
function skippedInWords(result: AnyBacktestResult) {
  const indexPoints = isIndexOptionId(firstOptionId(result));
  // Large numbers grouped for reading, a minimum volume in words ('with a volume of at least 10,000,000'), in a result saved before too.
  return result.diagnostics.skipped_entries.map((s) => ({ date: s.date, reason: savedTextInWords(skipReasonWords(s.reason, { indexPoints })) }));
}

function runInfo(result: AnyBacktestResult) {
  return {
    dataPeriod: result.data_period,
    dataSource: result.data_source,
    skippedReasons: groupSkips(skippedInWords(result)),
    // The band in today's words in a result saved with the engine's term ('model-risk band'); the result is not changed.
    // A saved liquidity note quotes the skip list's old operator ('"no … with volume >= 100"'): in the list's words.
    // Its counts grouped as a fresh run's are ('the minimum volume of 3000 contracts' -> '3,000', audit 20 F3).
    notes: [
      ...result.diagnostics.notes.map((note) => savedTextInWords(noteInWords(note))),
      ...[putNotesSavedBefore(result)].filter((line) => line !== undefined),
    ],
    modelRisk: result.model_risk ?? null,
    minVolumeCheck: result.min_volume_check ?? null,
    volModel: result.vol_model ?? null,
  };
}

/** The headline figures, read the same way from either result shape. */
function summary(result: AnyBacktestResult, benchmarkEquity: Array<{ date: string; equity: number }> | null) {
  return {
    totalPnL: result.total_pnl,
    winRate: result.win_rate,
    maxDrawdown: result.max_drawdown_pct,
    cagrPercent: result.cagr_pct,
    sharpeRatio: result.sharpe_ratio,
    totalReturnPercent: result.total_return_pct,
    totalTrades: result.total_trades,
    startBalance: result.start_balance,
    endBalance: result.end_balance,
    benchmarkEquity,
    benchmarkReturnPercent: benchmarkReturnPctOf(result),
    excessReturnPercent: excessReturnPctOf(result),
    benchmarkKind: benchmarkEquityOf(result).benchmarkKind,
    interestEarned: result.interest_earned ?? null,
    interestPaid: result.interest_paid ?? null,
  };
}

/** Equity → cumulative P&L against the start balance (or the first point when the start is unknown). */
function pnlFrom(points: ReadonlyArray<{ date: string; value: number }>, start: number | null) {
  const base = start ?? points[0]?.value ?? 0;
  return points.map((point) => ({ date: point.date, cumulativePnL: point.value - base }));
}

/**
 * Shares a buy and hold of the whole start balance buys at the first close (0 without a price).
 * Drawn only for results without the engine's `benchmark_equity` (older saves), price only. A
 * covered result used the spec's 100 shares less the start balance: with more than 100 shares'
 * worth of capital the line began far below zero and the strategy looked better than it was.
 */
const buyAndHoldShares = (startBalance: number, firstPrice: number | undefined): number =>
  firstPrice && firstPrice > 0 ? startBalance / firstPrice : 0;

function deriveCovered(result: CoveredBacktestResult): DerivedResults {
  const benchmarkEquity = result.benchmark_equity?.map(([date, equity]) => ({ date, equity })) ?? null;
  return {
    mode: 'covered',
    pnlHistory: pnlFrom(result.equity_curve.map(([date, value]) => ({ date, value })), result.start_balance),
    ...summary(result, benchmarkEquity),
    netPremiumReceived: result.net_premium_received,
    premiumSold: cents(result.trades.reduce((sum, t) => sum + t.premium_received, 0)),
    benchmark_prices: result.benchmark_prices.map(([date, price]) => ({ date, price })),
    benchmarkShares: buyAndHoldShares(result.start_balance, result.benchmark_prices[0]?.[1]),
    trades: result.trades.map(deriveCoveredTrade),
    ...runInfo(result),
  };
}

/**
 * Net premium of a multi-leg run: credits of short legs minus debits of long legs at entry,
 * per contract of 100 shares, at the legs' fills (the last price for results saved without them).
 * The standard result has no such field, so it is derived.
 */
function netPremium(result: BacktestResult): number {
  let total = 0;
  for (const trade of result.trades) {
    for (const leg of trade.entry_contracts) {
      const cash = (leg.price ?? leg.contract.last_trade_price) * SHARES_PER_CONTRACT * leg.quantity;
      total += leg.side === 'short' ? cash : -cash;
    }
  }
  return cents(total);
}

function deriveStandard(result: BacktestResult, options: DeriveOptions): DerivedResults {
  return {
    mode: 'spreads',
    pnlHistory: pnlFrom(result.equity_curve.map(({ date, equity }) => ({ date, value: equity })), result.start_balance),
    ...summary(result, result.benchmark_equity?.map(({ date, equity }) => ({ date, equity })) ?? null),
    netPremiumReceived: netPremium(result),
    benchmark_prices: result.benchmark_prices.map(({ date, price }) => ({ date, price })),
    benchmarkShares: buyAndHoldShares(result.start_balance, result.benchmark_prices[0]?.price),
    trades: result.trades.map((trade, i) => deriveStandardTrade(trade, i, options.strategyName ?? 'Multi-leg')),
    ...runInfo(result),
  };
}

/** The derived results object of spec section 3, from either server result shape. */
export function deriveResults(result: AnyBacktestResult, options: DeriveOptions = {}): DerivedResults {
  return isCoveredResult(result) ? deriveCovered(result) : deriveStandard(result, options);
}
