/**
 * The request's cost fields, in the order the loaders and the save check fill them.
 */
export const COST_FIELD_KEYS = ['commission_per_contract', 'slippage_pct_of_spread', 'commission_per_share', 'exchange_fees'] as const;
export type CostFieldKey = (typeof COST_FIELD_KEYS)[number];

/**
 * The cost fields a saved strategy leaves out, as its result's `costs` says the run applied them:
 * a body without them ran at the contract's defaults ($0.65, 25%, the exchange fee), not at a
 * form's 0. Read by the builders' loaders (covered-storage.ts, spreads-storage.ts) and by the
 * server's check of a saved run saved again (functions/saved/run-settings.ts asLoaded), so both read
 * a saved strategy alike. A cost the result does not carry is left out (a result without
 * `exchange_fees` ran before the field existed, without the fee: the stored form's default applies).
 */
export function appliedCostFields(costs: Partial<Record<CostFieldKey, unknown>>): Partial<Record<CostFieldKey, unknown>> {
  const fields: Partial<Record<CostFieldKey, unknown>> = {};
  for (const key of COST_FIELD_KEYS) if (costs[key] !== undefined) fields[key] = costs[key];
  return fields;
}
