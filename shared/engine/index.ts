/**
 * The backtest engine's public entry points (pure: request + market data in, result out).
 * Callers validate the request with the contract schemas first; the engine trusts parsed input.
 * Each result says which data priced its contracts (strategy/quote-provenance.ts).
 */
import type { BacktestRequest } from '../contracts/multileg';
import type { CoveredBacktestRequest } from '../contracts/covered';
import type { BacktestResult, CoveredBacktestResult } from '../contracts/results';
import type { MarketData } from './market/market-data';
import { runCoveredBacktest as runCovered, runCoveredBand, runCoveredWithVolumeEffect } from './strategy/covered/run-covered';
import { runMultiLegBacktest as runMultiLeg, runMultiLegBand, simulateMultiLeg } from './strategy/multileg/run-multileg';
import { withQuoteSources } from './strategy/quote-provenance';
import { withModelRisk } from './strategy/model-risk';
import { withMinVolumeCheck } from './strategy/min-volume-check';

/**
 * A sweep cell's runs (shared/sweep/run-cells.ts): the headline metrics and dated daily equity of
 * the same backtest, without the rest of its result (strategy/band-run.ts MetricsRun).
 */
export { runCoveredMetrics } from './strategy/covered/run-covered';
export { runMultiLegMetrics } from './strategy/multileg/run-multileg';
export type { MetricsRun } from './strategy/band-run';

export function runCoveredBacktest(request: CoveredBacktestRequest, market: MarketData): CoveredBacktestResult {
  return withQuoteSources(runCovered(request, market), market.options);
}

export function runMultiLegBacktest(request: BacktestRequest, market: MarketData): BacktestResult {
  return withQuoteSources(runMultiLeg(request, market), market.options);
}

/**
 * The backtest worker's runs: the result plus `model_risk`, the same run on the modeled surface
 * shifted down and up by the vol model's measured error (strategy/model-risk.ts). Two more runs,
 * which build only what the band shows (strategy/band-run.ts): the bench times them
 * (`*_with_model_risk`), apart from the single run. When the minimum volume changed what the run
 * traded on modeled days, a third: the same request with no minimum volume, whose headline the
 * result carries as `min_volume_check` (strategy/min-volume-check.ts, audit 15 F1).
 */
/**
 * `minVolumeCheck: false` leaves out the run without the minimum, and the base run's watch of what
 * the minimum changed (Diagnostics.watchesVolumeOn: a selection at minimum volume 0 per pick, and per
 * refused try, on modeled days), which only that run's decision reads: the bench times the band's two
 * runs apart from the check's whole cost.
 */
export interface ModelRiskOptions {
  minVolumeCheck?: boolean;
}

export function runCoveredBacktestWithModelRisk(request: CoveredBacktestRequest, market: MarketData, options: ModelRiskOptions = {}): CoveredBacktestResult {
  const family = modelRiskFamily(market);
  const { result, volumeEffect } = runCoveredWithVolumeEffect(request, family, options.minVolumeCheck !== false);
  const banded = withModelRisk(withQuoteSources(result, family.options), family, (shifted) => runCoveredBand(request, shifted));
  if (options.minVolumeCheck === false) return banded;
  const minVolume = request.strategy.min_volume_for_entry;
  const withoutMinimum = { ...request, strategy: { ...request.strategy, min_volume_for_entry: 0 } };
  return withMinVolumeCheck(banded, minVolume, volumeEffect, () => runCoveredBand(withoutMinimum, family));
}

export function runMultiLegBacktestWithModelRisk(request: BacktestRequest, market: MarketData, options: ModelRiskOptions = {}): BacktestResult {
  const family = modelRiskFamily(market);
  const { result, volumeEffect } = simulateMultiLeg(request, family, options.minVolumeCheck !== false);
  const banded = withModelRisk(withQuoteSources(result, family.options), family, (shifted) => runMultiLegBand(request, shifted));
  if (options.minVolumeCheck === false) return banded;
  return withMinVolumeCheck(banded, request.min_volume, volumeEffect, () => runMultiLegBand({ ...request, min_volume: 0 }, family));
}

/**
 * The market the base run of a result with model risk runs on: the unshifted surface on the chain
 * code the shifted runs use (withVolShift(0): the same answers, day-listings.ts), so that the
 * listed expirations and strike grids the base run works out are kept for the two shifted runs
 * instead of being worked out again by the first of them (an iron condor on SPY 2010-2025: ~3,800
 * grids, 1.2M strikeIncrement calls). The store lives as long as the request's market.
 */
function modelRiskFamily(market: MarketData): MarketData {
  return market.withVolShift?.(0) ?? market;
}

export { EngineError, type EngineErrorCode } from './core/engine-error';
