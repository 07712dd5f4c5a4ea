import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_SLIPPAGE_PCT_OF_SPREAD } from '../lib/shared';
import { withDraftCostDefaults } from './draft-costs';

const ON = { commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT, slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD, commission_per_share: 0, exchange_fees: true };

describe('withDraftCostDefaults', () => {
  it('gives a draft without cost fields the product defaults (costs on), never frictionless', () => {
    // A strategy as the spec's storage holds it (no cost fields): it was 0, 0, 0 and no fee.
    expect(withDraftCostDefaults({ name: 'Iron Condor', ticker: 'SPX' })).toEqual({ name: 'Iron Condor', ticker: 'SPX', ...ON });
    // A field missing beside others kept: the missing one takes its default, the kept ones stay.
    expect(withDraftCostDefaults({ commission_per_contract: 1, exchange_fees: false })).toEqual({ ...ON, commission_per_contract: 1, exchange_fees: false });
    // commission_per_share 0 alone (its default) does not say costs were switched off.
    expect(withDraftCostDefaults({ commission_per_share: 0 })).toEqual(ON);
  });

  it('keeps a draft whose costs were switched off frictionless, the fee too', () => {
    expect(withDraftCostDefaults({ commission_per_contract: 0, slippage_pct_of_spread: 0 })).toEqual({
      commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0, exchange_fees: false,
    });
  });

  it('leaves a draft that holds every cost field as it is', () => {
    const draft = { commission_per_contract: 0.5, slippage_pct_of_spread: 10, commission_per_share: 0.01, exchange_fees: false };
    expect(withDraftCostDefaults(draft)).toEqual(draft);
    expect(withDraftCostDefaults(null)).toBeNull();
  });
});
