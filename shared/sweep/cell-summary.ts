/**
 * A cell's result reduced to what the sweep keeps: metrics, the 70/30 in-sample/out-of-sample
 * split (whether each part held any position), calendar-year returns and the moments of the daily
 * returns in excess of the T-bill. The full result is not kept: opening a
 * cell re-runs its exact request, which the engine's determinism makes the same backtest.
 */
import type { CellBalances, SweepCellResult } from '../contracts/sweep-result';
import { cents } from '../engine/core/money';
import { excessSteps, returnMoments, returnsOf, segmentStats, yearlyReturns, type EquitySeries, type ReturnMoments, type RiskFreeRate } from './robustness/return-stats';

/** The share of trading days ranked in sample (issue 19: first 70% of the period). */
export const IN_SAMPLE_SHARE = 0.7;

export interface EngineOutcome {
  end_balance: number;
  total_pnl: number;
  total_return_pct: number;
  cagr_pct: number | null;
  sharpe_ratio: number | null;
  max_drawdown_pct: number;
  win_rate: number | null;
  total_trades: number;
}

/** Index of the first out-of-sample point of a curve of n points. */
export const splitIndex = (n: number): number => Math.floor(n * IN_SAMPLE_SHARE);

/**
 * The daily excess-return moments of the deflated Sharpe ratio. A run the engine gives no Sharpe
 * (no trade, or a flat curve: standard-metrics.ts) held cash earning the T-bill: its Sharpe in
 * excess of the T-bill is 0, not the ratio of the day-count noise in its interest to its own tiny σ.
 */
function cellMoments(result: EngineOutcome, excess: readonly number[]): ReturnMoments {
  const moments = returnMoments(excess);
  return result.sharpe_ratio === null ? { n: moments.n, sr: 0, skew: 0, kurt: 3 } : moments;
}

/** The run's start balance: the end balance less the total P&L (both to the cent). */
const startBalanceOf = (result: EngineOutcome): number => cents(result.end_balance - result.total_pnl);

/**
 * The excess return from the start balance to day 1's equity, as the engine's Sharpe counts it
 * (engine/metrics/sharpe-ratio.ts): day 1's move, an entry's costs, is a return.
 */
function startStep(start: number, equity: EquitySeries, riskFreeRate: RiskFreeRate): number | null {
  const first = equity[0];
  return first && start > 0 ? first[1] / start - 1 - riskFreeRate(first[0]) / 252 : null;
}

/**
 * The in-sample curve from the start balance: a point dated day 1 holding the start balance, then
 * days 1 … cut. Its return and Sharpe then hold day 1's move (an entry's costs), as the run's total
 * return and Sharpe do, and in-sample compounded with out-of-sample is the total return. (A cash
 * account's day 1 equals its start balance, so an idle segment stays idle: no interest accrues
 * over the zero days between the two points.)
 */
const fromStart = (start: number, inSample: EquitySeries): EquitySeries => {
  const first = inSample[0];
  return first && start > 0 ? [[first[0], start], ...inSample] : inSample;
};

/**
 * The account in dollars as the run booked it: the start, the equity the out-of-sample part starts
 * from (point `from`, the last in-sample day's), the end, and each calendar year's last equity. The
 * lab names these dollars beside a depleted cell's figures; derived from the rounded P&L and return,
 * audit 10's idle cell read $723 left, and its start could be wrong by dollars on a small return.
 */
function balancesOf(start: number, result: EngineOutcome, equity: EquitySeries, from: number): CellBalances {
  const yearEnd: Record<string, number> = {};
  for (const [date, value] of equity) yearEnd[date.slice(0, 4)] = value;
  return { start, at_split: equity[from]?.[1] ?? start, end: result.end_balance, year_end: yearEnd };
}

export function summarizeCell(index: number, values: number[], result: EngineOutcome, equity: EquitySeries, riskFreeRate: RiskFreeRate): SweepCellResult {
  const cut = splitIndex(equity.length);
  // One pass over the rates: steps[k] is point k to point k + 1, so the in-sample curve (the start
  // balance, then points 0 … cut − 1) has the start step and steps 0 … cut − 2, and the
  // out-of-sample one (from point cut − 1) the rest.
  const steps = excessSteps(equity, riskFreeRate);
  const from = Math.max(0, cut - 1);
  const start = startBalanceOf(result);
  const first = startStep(start, equity, riskFreeRate);
  return {
    index,
    values,
    status: 'ok',
    metrics: {
      total_pnl: result.total_pnl,
      total_return_pct: result.total_return_pct,
      cagr_pct: result.cagr_pct,
      sharpe_ratio: result.sharpe_ratio,
      max_drawdown_pct: result.max_drawdown_pct,
      win_rate: result.win_rate,
      total_trades: result.total_trades,
    },
    // The in-sample segment starts from the start balance, as the run's total return does; the
    // out-of-sample one from the last in-sample equity, so its return is the growth over the last
    // 30% only, positions carried across the cut included. Compounded, they are the total return.
    in_sample: segmentStats(fromStart(start, equity.slice(0, cut)), riskFreeRate, returnsOf([first, ...steps.slice(0, from)])),
    out_sample: segmentStats(equity.slice(from), riskFreeRate, returnsOf(steps.slice(from))),
    yearly: yearlyReturns(equity, start),
    moments: cellMoments(result, returnsOf([first, ...steps])),
    balances: balancesOf(start, result, equity, from),
  };
}
