/**
 * A saved covered strategy without cost fields loads with the costs its result says the run applied
 * (audit 23 F1: an API client's save by job leaves them out and ran at the contract's defaults, yet
 * the builder loaded $0 and no exchange fee over that result); a result without `costs` predates them
 * and ran without costs (LEGACY_COSTS), and a strategy's own costs always win.
 */
import { describe, expect, it } from 'vitest';
import { coveredFormFrom } from './covered-storage';

const WITHOUT_COSTS = {
  ticker: 'SPY',
  shares_multiple: 100,
  start_date: '2024-01-02',
  end_date: '2024-02-29',
  strategy: { name: 'Calls', covered_call_config: {} },
};
const APPLIED = { commission_per_contract: 0.65, commission_per_share: 0.005, slippage_pct_of_spread: 25, price_source: 'last' as const, exchange_fees: true };

describe('coveredFormFrom with the costs the run applied', () => {
  it('fills the costs a saved strategy leaves out from its result', () => {
    expect(coveredFormFrom(WITHOUT_COSTS, APPLIED)).toMatchObject({ commission_per_contract: 0.65, slippage_pct_of_spread: 25, commission_per_share: 0.005, exchange_fees: true });
  });

  it('keeps the costs a saved strategy states, and loads a result without costs as frictionless', () => {
    expect(coveredFormFrom({ ...WITHOUT_COSTS, commission_per_contract: 1, slippage_pct_of_spread: 10, exchange_fees: false }, APPLIED)).toMatchObject({ commission_per_contract: 1, slippage_pct_of_spread: 10, exchange_fees: false });
    expect(coveredFormFrom(WITHOUT_COSTS)).toMatchObject({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0, exchange_fees: false });
  });
});
