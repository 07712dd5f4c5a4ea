import { describe, expect, it } from 'vitest';
import type { OptionChainProvider } from '../market/market-data';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { fartherPutBound, putBound } from './secured-put-bound';

const TODAY = '2024-01-02';
const LISTED = ['2024-01-12', '2024-01-19', '2024-01-26'];
/** Three listed expiries (10, 17, 24 DTE) whose lowest strikes are given; counts what the chain is asked. */
function chains(lowest: Record<string, number | undefined>) {
  const base = createSyntheticMarket({ bars: [{ date: TODAY, close: 100 }], quotes: [] }).options;
  const asked = { listings: 0, strikes: [] as string[] };
  const provider: OptionChainProvider = {
    ...base,
    expirations: () => ((asked.listings += 1), LISTED),
    lowestStrike: (_date, expiry) => (asked.strikes.push(expiry), lowest[expiry]),
  };
  return { provider, asked };
}

describe('the secured-put check, kept per chain provider', () => {
  it('answers the lowest strike of the expiry the target picks, and the farther ones on first need', () => {
    const { provider } = chains({ '2024-01-12': 90, '2024-01-19': 85, '2024-01-26': 80 });
    const bound = putBound(provider, TODAY, 17, false, 100);
    expect([bound.lowest, bound.liquid, bound.fartherAsked]).toEqual([85, false, false]);
    expect(fartherPutBound(provider, bound, TODAY, 17, 100)).toBe(80);
    expect(putBound(provider, TODAY, 10, true, 100).lowest).toBe(90);
    // No expiry exactly 11 days out: nothing to bound.
    expect(putBound(provider, TODAY, 11, true, 100).lowest).toBeUndefined();
  });

  it('asks the chain once per day and key: the next run on the same provider (a sweep cell) reads the kept answer', () => {
    const { provider, asked } = chains({ '2024-01-12': 90, '2024-01-19': 85, '2024-01-26': 80 });
    const firstRun = () => {
      const bound = putBound(provider, TODAY, 17, false, 100);
      expect(fartherPutBound(provider, bound, TODAY, 17, 100)).toBe(80);
    };
    firstRun();
    const listings = asked.listings;
    expect(listings).toBeGreaterThan(0);
    for (let run = 0; run < 2; run++) firstRun();
    // The later runs asked the chain nothing; each expiry's lowest strike was asked once.
    expect(asked.listings).toBe(listings);
    expect(asked.strikes.sort()).toEqual(LISTED);
    // Another minimum volume is another key (a liquid put's bound depends on it).
    putBound(provider, TODAY, 17, false, 0);
    expect(asked.listings).toBeGreaterThan(listings);
  });

  it('keeps "cannot say" as undefined, for the expiry and for the farther ones', () => {
    const { provider } = chains({ '2024-01-12': 90, '2024-01-26': 80 });
    const bound = putBound(provider, TODAY, 17, false, 100);
    expect(bound.lowest).toBeUndefined();
    expect(fartherPutBound(provider, putBound(provider, TODAY, 10, false, 100), TODAY, 10, 100)).toBeUndefined();
  });

  it('keeps at most 64 keys per provider: past them its bounds start over', () => {
    const { provider, asked } = chains({ '2024-01-12': 90, '2024-01-19': 85, '2024-01-26': 80 });
    const first = putBound(provider, TODAY, 17, false, 100);
    for (let v = 1; v < 64; v++) putBound(provider, TODAY, 17, false, 100 + v);
    expect(putBound(provider, TODAY, 17, false, 100)).toBe(first);
    const before = asked.listings;
    putBound(provider, TODAY, 17, false, 1000); // the 65th key
    expect(putBound(provider, TODAY, 17, false, 100)).not.toBe(first);
    expect(asked.listings).toBeGreaterThan(before);
  });
});
