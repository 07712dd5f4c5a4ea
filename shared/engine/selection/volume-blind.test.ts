import { describe, expect, it } from 'vitest';
import type { OptionType } from '../market/market-data';
import { PLATEAU_DATE, PLATEAU_EXPIRY, plateauChain } from '../testing/plateau-chain';
import { selectAtExpiry, type ContractRequest } from './select-contract';
import { volumeMoveCheck } from './volume-moved';

const DATE = PLATEAU_DATE;
const EXPIRY = PLATEAU_EXPIRY;
// Monotone delta with plateaus, volume holes every fourth strike (the filter refuses them).
const { chains, looks } = plateauChain();

const request = (type: OptionType, target: number, minVolume: number): ContractRequest => ({
  date: DATE, type, dteTarget: 30, exactDte: false, measure: (q) => q.delta, target, targetLabel: `delta ${target}`,
  tolerance: null, toleranceUnit: 'delta', minVolume, monotone: true,
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
      looks.quotes = 0;
      const searched = volumeMoveCheck(chains, req, filtered.quote, true, false);
      const searchedLooks = looks.quotes;
      looks.quotes = 0;
      const spared = volumeMoveCheck(chains, req, filtered.quote, true, true);
      expect(spared).toEqual(searched);
      expect(looks.quotes).toBe(0);
      expect(searchedLooks).toBeGreaterThan(0);
    }
  });
});
