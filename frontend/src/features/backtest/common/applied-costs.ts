import type { AppliedCosts } from '../lib/shared';

/**
 * The cost fields a saved strategy leaves out, as its result's `costs` says the run applied them:
 * a body without them ran at the contract's defaults ($0.65, 25%, the exchange fee), not at the
 * form's 0 (covered-storage.ts, spreads-storage.ts). A result without `exchange_fees` ran before the
 * field existed, without the fee: left out here, the stored form's default (false) applies.
 */
export const appliedCostFields = ({ commission_per_contract, slippage_pct_of_spread, commission_per_share, exchange_fees }: AppliedCosts) =>
  ({ commission_per_contract, slippage_pct_of_spread, commission_per_share, ...(exchange_fees === undefined ? {} : { exchange_fees }) });
