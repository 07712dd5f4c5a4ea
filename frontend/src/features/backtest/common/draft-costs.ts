import { DEFAULT_EXCHANGE_FEES, isObject } from '../lib/shared';

/**
 * A form draft kept in browser storage, ready for its form's loader: a draft kept before
 * `exchange_fees` existed takes the new default (on), as a new form does, unless its trading costs
 * were switched off (all three 0, the Include Trading Costs switch off: frictionless, the fee too).
 * Only drafts: a saved backtest keeps loading without the fee (its stored schema's default false),
 * as it ran, so nothing a user saved changes its numbers.
 */
export function withDraftCostDefaults(draft: unknown): unknown {
  if (!isObject(draft) || draft.exchange_fees !== undefined) return draft;
  const zero = (value: unknown) => value === undefined || value === 0;
  const costsOff = zero(draft.commission_per_contract) && zero(draft.slippage_pct_of_spread) && zero(draft.commission_per_share);
  return { ...draft, exchange_fees: costsOff ? false : DEFAULT_EXCHANGE_FEES };
}
