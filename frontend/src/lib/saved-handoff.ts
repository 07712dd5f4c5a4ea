import { useEffect, useState } from 'react';
import { strategyTypeOf, type SavedBacktest } from '../../../shared/contracts/saved';
import type { StrategyMode } from './storage';

/**
 * Loading a saved backtest (spec section 4): the saved screen hands the record over here and routes
 * to the builder of its strategy type; the builder picks it up on mount and restores its form from
 * `strategy` and its results from `results`. Kept in memory: it only has to survive one navigation.
 */
let pending: SavedBacktest | null = null;

export function modeOfSaved(saved: Pick<SavedBacktest, 'strategy'>): StrategyMode {
  return strategyTypeOf(saved.strategy);
}

/** Stores the record for the builder and returns the route to navigate to. */
export function handOffSavedBacktest(saved: SavedBacktest): string {
  pending = saved;
  return `/backtest/${modeOfSaved(saved)}`;
}

/** The pending record for this mode, without consuming it. */
export function peekSavedBacktest(mode: StrategyMode): SavedBacktest | null {
  return pending && modeOfSaved(pending) === mode ? pending : null;
}

export function clearSavedBacktest(saved?: SavedBacktest): void {
  if (!saved || pending === saved) pending = null;
}

/**
 * For the builders: the saved backtest to restore on mount (or null). Read in the state
 * initialiser and cleared in an effect, so React's StrictMode double render still sees it.
 */
export function useSavedHandoff(mode: StrategyMode): SavedBacktest | null {
  const [saved] = useState(() => peekSavedBacktest(mode));
  useEffect(() => {
    if (saved) clearSavedBacktest(saved);
  }, [saved]);
  return saved;
}
