import { describe, expect, it } from 'vitest';
import type { OptionChainProvider, OptionQuote, OptionType } from '../market/market-data';
import { selectAtExpiry, type ContractRequest } from './select-contract';
import { volumeMoveCheck } from './volume-moved';

const DATE = '2024-01-02';
const EXPIRY = '2024-02-02';
const STRIKES = Array.from({ length: 41 }, (_, i) => 80 + i);

/** A monotone delta with plateaus (ties) and volume holes every fourth strike (the filter refuses them). */
function quoteOf(type: OptionType, strike: number): OptionQuote {
  const x = Math.round((100 - strike) / 3) / 10;
  const call = Math.min(0.99, Math.max(0.01, 0.5 + x));
  return {
    id: `X${type}${strike}`, call_or_put: type, strike, expiry_date: EXPIRY,
    last_trade_price: 1, bid_price: 0.9, ask_price: 1.1,
    volume: strike % 4 === 0 ? 0 : 500, open_interest: 100, underlying_price: 100,
    delta: type === 'call' ? call : call - 1, gamma: 0, theta: 0, vega: 0, rho: 0,
    bid_implied_volatility: 0.2, ask_implied_volatility: 0.2,
  };
}

let looks = 0;
const chains: OptionChainProvider = {
  expirations: () => [EXPIRY],
  strikes: () => STRIKES,
  chain: (_d, _e, type) => STRIKES.map((k) => quoteOf(type, k)),
  quote: (_d, _e, type, k) => {
    looks += 1;
    return quoteOf(type, k);
  },
  priceAt: () => 0,
  priceAtOpen: () => 0,
  source: () => 'modeled',
};

const request = (type: OptionType, target: number, minVolume: number): ContractRequest => ({
  date: DATE, type, dteTarget: 30, exactDte: false, measure: (q) => q.delta, target, targetLabel: `delta ${target}`,
  tolerance: null, minVolume, monotone: true,
});

describe('Selection.volumeBlind: a minimum volume that refused nothing the search looked at', () => {
  it('marks only picks that the same request with no minimum makes too, and both kinds occur', () => {
    let blind = 0;
    let shaped = 0;
    for (const type of ['call', 'put'] as const) {
      for (let t = -1.05; t <= 1.05; t += 0.0125) {
        const target = type === 'put' ? t - 0.5 : t;
        const filtered = selectAtExpiry(chains, request(type, target, 100), EXPIRY);
        const free = selectAtExpiry(chains, request(type, target, 0), EXPIRY);
        if (!('quote' in filtered) || !('quote' in free)) continue;
        // A request with no minimum is never marked: nothing to compare.
        expect(free.volumeBlind).toBeUndefined();
        if (filtered.volumeBlind === true) {
          blind += 1;
          expect(filtered.quote.strike).toBe(free.quote.strike);
        } else {
          shaped += 1;
        }
      }
    }
    expect(blind).toBeGreaterThan(20);
    expect(shaped).toBeGreaterThan(20);
  });

  it('spares the watch its search at no minimum (volume-moved.ts), with the same answer', () => {
    for (let target = 0.05; target < 0.95; target += 0.05) {
      const req = request('call', target, 100);
      const filtered = selectAtExpiry(chains, req, EXPIRY);
      if (!('quote' in filtered) || filtered.volumeBlind !== true) continue;
      looks = 0;
      const searched = volumeMoveCheck(chains, req, filtered.quote, true, false);
      const searchedLooks = looks;
      looks = 0;
      const spared = volumeMoveCheck(chains, req, filtered.quote, true, true);
      expect(spared).toEqual(searched);
      expect(looks).toBe(0);
      expect(searchedLooks).toBeGreaterThan(0);
    }
  });
});
