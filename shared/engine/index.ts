/**
 * The backtest engine's public entry points (pure: request + market data in, result out).
 * Callers validate the request with the contract schemas first; the engine trusts parsed input.
 * Each result says which data priced its contracts (strategy/quote-provenance.ts).
 */
import type { BacktestRequest } from '../contracts/multileg';
import type { CoveredBacktestRequest } from '../contracts/covered';
import type { BacktestResult, CoveredBacktestResult } from '../contracts/results';
import type { MarketData } from './market/market-data';
import { runCoveredBacktest as runCovered } from './strategy/covered/run-covered';
import { runMultiLegBacktest as runMultiLeg } from './strategy/multileg/run-multileg';
import { withQuoteSources } from './strategy/quote-provenance';

export function runCoveredBacktest(request: CoveredBacktestRequest, market: MarketData): CoveredBacktestResult {
  return withQuoteSources(runCovered(request, market), market.options);
}

export function runMultiLegBacktest(request: BacktestRequest, market: MarketData): BacktestResult {
  return withQuoteSources(runMultiLeg(request, market), market.options);
}

export { EngineError, type EngineErrorCode } from './core/engine-error';
