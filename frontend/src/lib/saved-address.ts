import { entryKey } from './entry-run';

/**
 * A saved backtest's results have an address a trader can bookmark or open in a new tab:
 * /backtest/covered?saved=<id> (or /backtest/spreads?saved=<id>). The routes stay the spec's (section
 * 2: the builder and its results at its path); the query names which saved backtest's results it
 * shows, as Load from Saved does (section 4: loading a saved backtest routes to its builder). Only
 * its owner can read it (GET /backtests/{id} answers its owner alone), so the address shares nothing:
 * sharing is the share link's (issue 18).
 */
export const SAVED_PARAM = 'saved';

/** The saved backtest id the address names, or null. */
export function savedIdInAddress(search = typeof window === 'undefined' ? '' : window.location.search): string | null {
  const id = new URLSearchParams(search).get(SAVED_PARAM);
  return id !== null && id.trim() !== '' ? id : null;
}

/**
 * The address of the history entry `key` names `backtestId` (null: no saved backtest). Written with
 * the entry's state as it is (the router's key, the kept run: lib/entry-run.ts), not through the
 * router: a router navigation would count as a new one (the scroll to the top). Only while that entry
 * is the current one, as keepRunInEntry.
 */
export function showSavedInAddress(backtestId: string | null, key: string | null): void {
  if (typeof window === 'undefined' || entryKey() !== key) return;
  const url = new URL(window.location.href);
  if ((url.searchParams.get(SAVED_PARAM) ?? null) === backtestId) return;
  if (backtestId === null) url.searchParams.delete(SAVED_PARAM);
  else url.searchParams.set(SAVED_PARAM, backtestId);
  try {
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    // The browser refused (too many calls): the address stays as it was, the results are not touched.
  }
}
