import { BacktestResultSchema, CoveredBacktestResultReadSchema, type BacktestResult, type CoveredBacktestResult } from '../../../../shared/contracts';
import { parseAnswer } from './http';

/** Reads a spreads (multi-leg) result by its contract. */
export const parseBacktestResult = (raw: unknown): BacktestResult => parseAnswer(BacktestResultSchema, raw, 'backtest result');

/** Reads a covered result, accepting `entry`/`exit` for `entry_position`/`exit_position` (spec section 3). */
export const parseCoveredResult = (raw: unknown): CoveredBacktestResult =>
  parseAnswer(CoveredBacktestResultReadSchema, raw, 'covered backtest result');
