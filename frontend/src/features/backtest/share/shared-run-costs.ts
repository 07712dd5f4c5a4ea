import type { AnyBacktestResult } from '../lib/shared';
import { costsOf, type RunCosts } from '../common/cost-fields';
import { coveredFormFrom } from '../covered/covered-storage';
import { spreadsFormFrom } from '../spreads/spreads-storage';
import { legQuantitiesOf } from '../spreads/spreads-form';
import { strategyTypeOf } from '../../../../../shared/contracts/saved';
import type { RequestedRange } from '../results/data-period-notice';

/** What the costs and units lines of a shared result need from its saved request (results-sections.tsx RunHeaderLines), and the dates it asked for. */
export interface SharedRunCosts {
  costs: RunCosts | null;
  ticker: string;
  /** Spreads: each leg's contracts per unit, for the units line; null when the request cannot say. */
  legQuantities: number[] | null;
  /**
   * The dates the saved request asked for, as the owner's builder reads them when it opens the
   * backtest (the same loaders): the data-period notice (results-sections.tsx ResultsSections) says
   * when the data did not reach them. The share page once passed none, so a visitor read a run cut
   * short at the data's end as if it covered the dates asked. Null when the request cannot say.
   */
  requested: RequestedRange | null;
}

const rangeOf = (form: { start_date: string | null; end_date: string | null }): RequestedRange => ({ start_date: form.start_date, end_date: form.end_date });

/**
 * The costs a shared backtest ran with, read from its saved request (the shared answer's
 * `strategy`) by the same loaders that open it for its owner (covered-storage.ts,
 * spreads-storage.ts), so a visitor's costs line says what the owner's says: a request saved
 * before a cost field existed ran without it (LEGACY_COSTS), and a request that left a cost out
 * ran with what its result's `costs` says. The result's own `costs` still win (costsOfRun).
 * The request's price source goes with them, for the line to name one other than the last trade.
 * A spreads request's leg quantities go with them too, for the units line the owner sees.
 * A request neither loader reads gives no costs and no units (the lines then rest on the result alone).
 */
export function sharedRunCosts(strategy: Record<string, unknown>, result: AnyBacktestResult | null): SharedRunCosts {
  const applied = result && 'costs' in result ? result.costs : undefined;
  if (strategyTypeOf(strategy) === 'covered') {
    const form = coveredFormFrom(strategy, applied);
    return form
      ? { costs: { ...costsOf(form), price_source: form.strategy.price_source }, ticker: form.ticker, legQuantities: null, requested: rangeOf(form) }
      : { costs: null, ticker: '', legQuantities: null, requested: null };
  }
  const form = spreadsFormFrom(strategy, result?.data_period, applied);
  return form
    ? { costs: { ...costsOf(form), price_source: form.price_source }, ticker: form.ticker, legQuantities: legQuantitiesOf(form), requested: rangeOf(form) }
    : { costs: null, ticker: '', legQuantities: null, requested: null };
}
