import type { BacktestRequest, BacktestResult } from '../../../contracts';
import type { MarketData } from '../../market/market-data';
import { EngineError } from '../../core/engine-error';

export function runMultiLegBacktest(_request: BacktestRequest, _market: MarketData): BacktestResult {
  throw new EngineError('engine.bad_request', 'Multi-leg backtests are not available yet');
}
