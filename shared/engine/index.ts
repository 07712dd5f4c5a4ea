/**
 * The backtest engine's public entry points (pure: request + market data in, result out).
 * Callers validate the request with the contract schemas first; the engine trusts parsed input.
 */
export { runCoveredBacktest } from './strategy/covered/run-covered';
export { runMultiLegBacktest } from './strategy/multileg/run-multileg';
export { EngineError, type EngineErrorCode } from './core/engine-error';
