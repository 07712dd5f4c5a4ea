import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_EXCHANGE_FEES, DEFAULT_SLIPPAGE_PCT_OF_SPREAD, isObject } from '../lib/shared';

/** The product's trading costs of a new form (constants.ts; commission_per_share's default is 0). */
const DEFAULT_DRAFT_COSTS = {
  commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT,
  slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD,
  commission_per_share: 0,
  exchange_fees: DEFAULT_EXCHANGE_FEES,
};
/** What the Include Trading Costs switch writes when turned off: frictionless, the fee too. */
const COSTS_OFF = { commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0, exchange_fees: false };
const COST_KEYS = ['commission_per_contract', 'slippage_pct_of_spread', 'commission_per_share'] as const;

/**
 * A form draft kept in browser storage, ready for its form's loader, with the product's default
 * trading costs (on) for any cost field it lacks, as a new form has them. Only a draft that says
 * its costs were switched off (the cost fields it holds all 0, one of them an option cost) keeps
 * them off, the fee too. A missing field never means 'frictionless': the form loaders' schema
 * gives a missing cost 0, which is right for a saved backtest (it ran without costs, LEGACY_COSTS)
 * and wrong for a draft. Every draft this app wrote holds the two option costs (since aa5c806);
 * one kept before commission_per_share (bebfc09) or exchange_fees (2026-12-02) lacks those, and one
 * written by another client under the spec's storage keys (section 3) may lack them all (the
 * spec's strategy has no cost fields). Only drafts: a saved backtest keeps loading as it ran.
 */
export function withDraftCostDefaults(draft: unknown): unknown {
  if (!isObject(draft)) return draft;
  const held = COST_KEYS.filter((key) => draft[key] !== undefined);
  const costsOff = held.some((key) => key !== 'commission_per_share') && held.every((key) => draft[key] === 0);
  const missing = costsOff ? COSTS_OFF : DEFAULT_DRAFT_COSTS;
  const filled: Record<string, unknown> = { ...draft };
  for (const key of [...COST_KEYS, 'exchange_fees'] as const) if (filled[key] === undefined) filled[key] = missing[key];
  return filled;
}
