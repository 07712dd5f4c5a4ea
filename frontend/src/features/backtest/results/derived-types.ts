import type { BenchmarkKind } from '../../../../../shared/analytics/analytics-input';
import type { Contract, MinVolumeCheck, ModelRisk, VolModelSummary } from '../lib/shared';
import type { SkipGroup } from './skip-groups';

// The derived results object of spec section 3 ('Derived results object (used by the UI)'):
// a UI view model built from either server result shape, never sent to the server.

export type BacktestMode = 'covered' | 'spreads';

export interface DerivedLeg {
  contract: Contract;
  side: 'long' | 'short';
  quantity: number;
  /**
   * What the fill actually cost per share, when the server says (covered positions and multi-leg
   * legs carry it; multi-leg results saved before that do not). It differs from the contract's last
   * price under mid pricing, slippage, a last outside the day's bid/ask (filled at the mid), or a
   * catch-stop exit at the stop level; a settled multi-leg leg's is its settlement value. The
   * trade's P&L is booked on it.
   */
  fillPrice?: number;
  /**
   * A position a split adjusted while open (a covered trade's `split_adjusted`, a multi-leg entry
   * leg's): what was held from the split on, beside the contract as opened, and the shares a
   * contract of the exit delivers. Absent otherwise, on exit legs, and on results saved before it.
   */
  splitAdjusted?: { contracts: number; strike: number; sharesPerContract: number };
  /**
   * How a multi-leg exit leg left without a fill (results.ts TradeExitContract): 'assigned early' (a
   * short settled at its intrinsic value against the close before its expiry: its quote is that
   * settlement) or 'exercised' (a long exercised against the close rather than sold). Absent on other
   * legs and on results saved before the engine wrote the flags.
   */
  settledAs?: 'assigned early' | 'exercised';
}

/** The per-share price a leg traded at: its fill when known, else the contract's last price. */
export const legPrice = (leg: DerivedLeg): number => leg.fillPrice ?? leg.contract.last_trade_price;

export interface DerivedTrade {
  /** Position in the server's trade list (stable key; 'Oldest First' order). */
  index: number;
  entryDate: string;
  exitDate: string | null;
  pnl: number;
  /** 'EXPIRATION' | 'BOUGHT_BACK' | 'ASSIGNMENT' | 'ROLLED', a server string kept as is, or 'N/A'. */
  exitScenario: string;
  reason: string | null;
  entryMarginRequired?: number;
  entryCapitalRequired?: number;
  /** Paired by index: exit_contracts[i] closes entry_contracts[i] (null while still open). */
  entry_contracts: DerivedLeg[];
  exit_contracts: Array<DerivedLeg | null>;
  /**
   * Dollars of commissions the trade paid, included in `pnl` (the covered result's field; a
   * multi-leg trade's legs at their fills less its P&L, trade-costs.ts). Null on older results.
   */
  commissions: number | null;
  /** The part of `commissions` paid as the exchange's fee (SPX: Cboe's); 0 when none was paid. */
  exchangeFees: number;
  strategy: string;
  dte: number | null;
  entryPrice: number | null;
  exitPrice: number | null;
  pnlPercent: number | null;
  contractType: 'call' | 'put' | null;
  strikePrice: number | null;
  quantity: number;
  positionType: 'long' | 'short';
  /** An assigned covered call's shares (derive-trades.ts sharesCalledAway): the other side of its option loss. */
  sharesCalledAway?: SharesCalledAway;
}

/**
 * The shares an assigned covered call delivered, from the result: the underlying at the call's
 * entry (its contract's underlying_price) and at assignment (the strike plus the intrinsic value
 * it settled at). The option's loss is the shares' rise above the strike given back: the row showed
 * '-$1,545.14' while the shares' gain it came with was only in the totals.
 */
export interface SharesCalledAway {
  shares: number;
  strike: number;
  /** The underlying's close on the call's entry and on its assignment, a share. */
  entryPrice: number;
  assignedPrice: number;
  /** The shares' P&L while the call was open, and with the call's P&L (the covered position's outcome). */
  dollars: number;
  withCall: number;
}

export interface PnlPoint {
  date: string;
  cumulativePnL: number;
}

export interface BenchmarkPoint {
  date: string;
  price: number;
}

export interface DerivedResults {
  mode: BacktestMode;
  pnlHistory: PnlPoint[];
  totalPnL: number;
  /** Percentages (0–100), not fractions. Null (N/A) with no trade or a flat curve. */
  winRate: number | null;
  maxDrawdown: number;
  /** Null (N/A) under one year, with no trade or a flat curve: the total return is shown instead. */
  cagrPercent: number | null;
  sharpeRatio: number | null;
  totalReturnPercent: number;
  totalTrades: number;
  startBalance: number | null;
  endBalance: number | null;
  netPremiumReceived: number | null;
  /**
   * Covered: the premium of every option sold (the trades' premium_received summed), of which the
   * net premium is what is left after the buy-backs. Absent for spreads.
   */
  premiumSold?: number | null;
  benchmark_prices: BenchmarkPoint[];
  benchmarkShares: number;
  /** Buy-and-hold total return with the same start balance, when the server sent it (newer results). */
  benchmarkEquity: Array<{ date: string; equity: number }> | null;
  /** Buy-and-hold total return in percent (null for older results without benchmark_equity). */
  benchmarkReturnPercent: number | null;
  /** The total return less that buy and hold's, in points, from the dollars when they give both returns (excessReturnPctOf). */
  excessReturnPercent: number | null;
  /** How that buy and hold treated dividends: reinvested (runs since audit 7's N9) or kept as cash (saved before). */
  benchmarkKind: BenchmarkKind;
  /** T-bill interest on idle cash and debit interest on negative cash (null for older results). */
  interestEarned: number | null;
  interestPaid: number | null;
  trades: DerivedTrade[];
  /** What actually ran (the request's range clipped to the data) and which chains priced it. */
  dataPeriod: { start_date: string; end_date: string } | null;
  dataSource: 'modeled' | 'imported' | 'mixed' | null;
  /** Why entries were skipped, one group per reason (figures as ranges, every day kept), most days first. */
  skippedReasons: SkipGroup[];
  notes: string[];
  /**
   * The same run on the modeled surface shifted down and up by the vol model's measured error
   * (issue 15): the chart's band and the metric ranges. Absent/null on older results and imported-only runs.
   */
  modelRisk?: ModelRisk | null;
  /**
   * The same request run with no minimum volume, when the run's minimum was checked against modeled
   * volume and changed what it traded (audit 15 F1). Absent/null on older results and runs it did not change.
   */
  minVolumeCheck?: MinVolumeCheck | null;
  /**
   * The Cboe indices that anchored the modeled surface and the days a documented fallback was used
   * (issue 15; the result's `vol_model`). Absent/null on older results and imported-only runs.
   */
  volModel?: VolModelSummary | null;
}
