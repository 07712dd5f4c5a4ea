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

  it('a request without a run field keeps the strategy\'s copy; a flat strategy reads as before', () => {
    expect(spreadsFormFrom({ strategy: { name: 'Put sale', ticker: 'QQQ', starting_balance: 90_000, legs } })).toMatchObject({ ticker: 'QQQ', starting_balance: 90_000 });
    expect(spreadsFormFrom({ name: 'Flat', ticker: 'IWM', legs })).toMatchObject({ name: 'Flat', ticker: 'IWM' });
  });
});
