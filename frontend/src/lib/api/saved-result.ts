import { getSavedBacktest } from './get-saved-backtest';

/**
 * The results of a saved backtest, read again by its id (GET /backtests/{id}, answered to its owner
 * only; a large result is followed to its `results_url`), for a result loaded from Saved that was on
 * screen before checkout. `fromSaved` reads them as the builder reads a loaded saved backtest.
 */
export async function loadSavedResult<T>(backtestId: string, fromSaved: (results: unknown) => T | null): Promise<T> {
  const saved = await getSavedBacktest(backtestId);
  const result = fromSaved(saved.results);
  if (result === null) throw new Error('its saved results could not be read');
  return result;
}
