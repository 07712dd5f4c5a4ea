import { SavedBacktestSchema, type SavedBacktest } from '../../../../shared/contracts';
import { ERROR_PREFIX } from '../../../../shared/domain/messages';
import { wrapErrors } from './api-error';
import { apiJson } from './http';

/** GET /backtests/{id} → the whole saved backtest (strategy and results), to load it into a builder. */
export function getSavedBacktest(backtestId: string): Promise<SavedBacktest> {
  return wrapErrors(ERROR_PREFIX.fetchBacktests, () => apiJson(`/backtests/${encodeURIComponent(backtestId)}`, SavedBacktestSchema, 'saved backtest'));
}
