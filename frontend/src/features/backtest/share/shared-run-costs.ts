import type { AnyBacktestResult } from '../lib/shared';
import { costsOf, type RunCosts } from '../common/cost-fields';
import { coveredFormFrom } from '../covered/covered-storage';
import { spreadsFormFrom } from '../spreads/spreads-storage';
import { strategyTypeOf } from '../../../../../shared/contracts/saved';

/** What the costs line of a shared result needs: the costs its request ran with and its underlying. */
export interface SharedRunCosts {
  costs: RunCosts | null;
  ticker: string;
}

/**
 * The costs a shared backtest ran with, read from its saved request (the shared answer's
 * `strategy`) by the same loaders that open it for its owner (covered-storage.ts,
 * spreads-storage.ts), so a visitor's costs line says what the owner's says: a request saved
 * before a cost field existed ran without it (LEGACY_COSTS), and a spreads request that left a cost
 * out ran with what its result's `costs` says. The result's own `costs` still win (costsOfRun).
 * The request's price source goes with them, for the line to name one other than the last trade.
 * A request neither loader reads gives no costs (the line then rests on the result alone).
 */
export function sharedRunCosts(strategy: Record<string, unknown>, result: AnyBacktestResult | null): SharedRunCosts {
  if (strategyTypeOf(strategy) === 'covered') {
    const form = coveredFormFrom(strategy);
    return form ? { costs: { ...costsOf(form), price_source: form.strategy.price_source }, ticker: form.ticker } : { costs: null, ticker: '' };
  }
  const applied = result && 'costs' in result ? result.costs : undefined;
  const form = spreadsFormFrom(strategy, result?.data_period, applied);
  return form ? { costs: { ...costsOf(form), price_source: form.price_source }, ticker: form.ticker } : { costs: null, ticker: '' };
}
