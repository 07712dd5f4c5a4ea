import { describe, expect, it } from 'vitest';
import type { OptionChainProvider } from '../market/market-data';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { lowestFartherPut, lowestPut } from './lowest-put';

const TODAY = '2024-01-02';
/** Three listed expiries (10, 17, 24 DTE) whose lowest strikes are given; counts the chain's answers. */
function chains(lowest: Record<string, number | undefined>) {
  const base = createSyntheticMarket({ bars: [{ date: TODAY, close: 100 }], quotes: [] }).options;
  const asked: string[] = [];
  const provider: OptionChainProvider = {
    ...base,
    expirations: () => ['2024-01-12', '2024-01-19', '2024-01-26'],
    lowestStrike: (_date, expiry) => {
      asked.push(expiry);
      return lowest[expiry];
    },
  };
  return { provider, asked };
}

describe('lowest put strikes for the secured-put check', () => {
  it('takes the least over the farther expiries of the target, and asks the chain once per day and expiry', () => {
    const { provider, asked } = chains({ '2024-01-12': 90, '2024-01-19': 85, '2024-01-26': 80 });
    // 17 DTE: the nearest is 01-19; 01-12 and 01-26 are 7 days away, inside the 9-day window.
    expect(lowestFartherPut(provider, TODAY, 17, 100)).toBe(80);
    expect(lowestPut(provider, TODAY, '2024-01-19', 100)).toBe(85);
    expect(lowestFartherPut(provider, TODAY, 17, 100)).toBe(80);
    expect(lowestPut(provider, TODAY, '2024-01-26', 100)).toBe(80);
    expect(asked.sort()).toEqual(['2024-01-12', '2024-01-19', '2024-01-26']);
  });
  it('is undefined when a farther expiry cannot say, Infinity when there is none', () => {
    expect(lowestFartherPut(chains({ '2024-01-12': 90, '2024-01-19': 85 }).provider, TODAY, 17, 100)).toBeUndefined();
    const one = chains({ '2024-01-19': 85 }).provider;
    expect(lowestFartherPut({ ...one, expirations: () => ['2024-01-19'] }, TODAY, 17, 100)).toBe(Infinity);
  });
});
