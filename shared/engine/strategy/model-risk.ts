/**
 * Model risk, shown instead of hidden (issue 15): a run on modeled chains is repeated with the whole
 * modeled surface shifted down and up by the vol model's measured error for the ticker's class
 * (chain-rules.ts section 8, MODEL_RISK_VOL_POINTS); imported real days are not shifted. The result
 * then carries the shifted runs' metrics and daily equity (`model_risk`), which the results page
 * draws as a band around the P&L curve and a low-high range under each metric.
 */
import { DIAGNOSTICS_MAX_NOTES, type BacktestResult, type CoveredBacktestResult, type ModelRisk, type ModelRiskMetrics } from '../../contracts/results';
import type { MarketData } from '../market/market-data';
import { MODEL_RISK_BASIS, MODEL_RISK_VOL_POINTS, tickerClass } from '../market/chain-rules';
import { EngineError } from '../core/engine-error';

type Result = CoveredBacktestResult | BacktestResult;

function metricsOf(r: Result): ModelRiskMetrics {
  return {
    end_balance: r.end_balance,
    total_pnl: r.total_pnl,
    total_return_pct: r.total_return_pct,
    win_rate: r.win_rate,
    max_drawdown_pct: r.max_drawdown_pct,
    cagr_pct: r.cagr_pct,
    sharpe_ratio: r.sharpe_ratio,
    total_trades: r.total_trades,
  };
}

/** Daily equity of a result, one value per point of its curve (covered: [date, value] pairs). */
function equityOf(r: Result): number[] {
  return r.equity_curve.map((p) => (Array.isArray(p) ? p[1] : p.equity));
}

/**
 * The base result with `model_risk` added, from `rerun` on the market shifted down and up. Left
 * unchanged when no day was modeled (nothing to shift) or the market cannot shift. A shifted run
 * that the engine refuses (an EngineError the base run did not hit) leaves a note instead of a band.
 */
export function withModelRisk<R extends Result>(base: R, market: MarketData, rerun: (shifted: MarketData) => R): R {
  if (base.data_source === 'imported' || market.withVolShift === undefined) return base;
  const cls = tickerClass(market.ticker);
  const points = MODEL_RISK_VOL_POINTS[cls];
  let low: R;
  let high: R;
  try {
    low = rerun(market.withVolShift(-points));
    high = rerun(market.withVolShift(points));
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    const note = `Model-risk runs (surface shifted ±${points} vol points) failed: ${e.message}; no band is shown`;
    const notes = base.diagnostics.notes.length < DIAGNOSTICS_MAX_NOTES ? [...base.diagnostics.notes, note] : base.diagnostics.notes;
    return { ...base, diagnostics: { ...base.diagnostics, notes } };
  }
  const modelRisk: ModelRisk = {
    shift_vol_points: points,
    basis: MODEL_RISK_BASIS[cls],
    low: metricsOf(low),
    high: metricsOf(high),
    equity_low: equityOf(low),
    equity_high: equityOf(high),
  };
  return { ...base, model_risk: modelRisk };
}
