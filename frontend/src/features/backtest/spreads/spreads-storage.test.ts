import { describe, expect, it } from 'vitest';
import { spreadsFormFrom } from './spreads-storage';

const legs = [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }];

describe('a saved spreads strategy loaded into the form', () => {
  it('saved as a whole run request: the run\'s ticker, balance, min volume and costs, with the strategy\'s legs (before: SPY default legs-less form)', () => {
    // Saved through the API before the two tickers had to agree: the run used the request's (SPY).
    const form = spreadsFormFrom({
      ticker: 'SPY', balance: 25_000, min_volume: 5, commission_per_contract: 1,
      strategy: { name: 'Put sale', ticker: 'QQQ', starting_balance: 90_000, min_volume: 50, legs },
    });
    expect(form).toMatchObject({ name: 'Put sale', ticker: 'SPY', starting_balance: 25_000, min_volume: 5, commission_per_contract: 1 });
    expect(form?.legs.map((l) => l.dte_target)).toEqual([45]);
  });

  it('a request without a run field: the balance and min volume of the strategy\'s copy, as the contract reads them; a flat strategy reads as before', () => {
    expect(spreadsFormFrom({ ticker: 'QQQ', strategy: { name: 'Put sale', ticker: 'QQQ', starting_balance: 90_000, min_volume: 7, legs } })).toMatchObject({ ticker: 'QQQ', starting_balance: 90_000, min_volume: 7 });
    expect(spreadsFormFrom({ name: 'Flat', ticker: 'IWM', legs })).toMatchObject({ name: 'Flat', ticker: 'IWM' });
  });

  it('a request without its ticker ran on the contract\'s default (TSLA), not on the strategy\'s copy (before: QQQ, another run)', () => {
    // Before 503a6b7 refused it, a body without the top-level ticker ran on TSLA (BacktestRequestSchema's
    // default; the engine never reads strategy.ticker): test/integration/saved-run-ticker.int.test.ts runs it.
    expect(spreadsFormFrom({ strategy: { name: 'Put sale', ticker: 'QQQ', legs } })?.ticker).toBe('TSLA');
  });

  it('costs the saved strategy does not give are the ones the result says the run applied (a request left them to the contract\'s $0.65 and 25%)', () => {
    const applied = { commission_per_contract: 0.65, commission_per_share: 0, slippage_pct_of_spread: 25, price_source: 'last' as const };
    const request = { ticker: 'SPY', strategy: { name: 'Put sale', legs } };
    expect(spreadsFormFrom(request, undefined, applied)).toMatchObject({ commission_per_contract: 0.65, slippage_pct_of_spread: 25, commission_per_share: 0 });
    // Given ones win; a result without costs (saved before they existed) ran frictionless.
    expect(spreadsFormFrom({ ...request, commission_per_contract: 1 }, undefined, applied)).toMatchObject({ commission_per_contract: 1, slippage_pct_of_spread: 25 });
    expect(spreadsFormFrom(request)).toMatchObject({ commission_per_contract: 0, slippage_pct_of_spread: 0 });
    expect(spreadsFormFrom({ name: 'Flat', ticker: 'IWM', legs }, undefined, applied)).toMatchObject({ commission_per_contract: 0.65, slippage_pct_of_spread: 25 });
  });

  it("Cboe's SPX fee: a saved run from before the field loads without it (its numbers do not change); one that recorded it keeps it", () => {
    const request = { ticker: 'SPX', strategy: { name: 'Condor', legs } };
    const before = { commission_per_contract: 0.65, commission_per_share: 0, slippage_pct_of_spread: 25, price_source: 'last' as const };
    expect(spreadsFormFrom(request, undefined, before)?.exchange_fees).toBe(false);
    expect(spreadsFormFrom(request)?.exchange_fees).toBe(false);
    expect(spreadsFormFrom(request, undefined, { ...before, exchange_fees: true })?.exchange_fees).toBe(true);
    expect(spreadsFormFrom({ ...request, exchange_fees: false }, undefined, { ...before, exchange_fees: true })?.exchange_fees).toBe(false);
  });
});
