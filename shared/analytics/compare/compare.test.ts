import { describe, expect, it } from 'vitest';
import { bestIndexes } from './best-of';
import { strategyDiff } from './strategy-diff';

describe('bestIndexes', () => {
  it('marks nothing without a direction, with fewer than two values or when all are equal', () => {
    expect(bestIndexes([1, 2], null)).toEqual([]);
    expect(bestIndexes([1, null], 'higher')).toEqual([]);
    expect(bestIndexes([3, 3, null], 'higher')).toEqual([]);
  });
  it('marks the highest or lowest, ties together', () => {
    expect(bestIndexes([1, 5, 5, null], 'higher')).toEqual([1, 2]);
    expect(bestIndexes([12.5, 4, 8], 'lower')).toEqual([1]);
  });
});

describe('strategyDiff', () => {
  it('lists nothing for identical strategies', () => {
    expect(strategyDiff([{ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } }])).toEqual([]);
  });
  it('lists each differing leaf with every strategy’s value, missing fields as —', () => {
    const a = { ticker: 'SPY', covered_call_config: { DTE_target: 30, delta: 0.3 }, legs: [{ strike: 1 }] };
    const b = { ticker: 'QQQ', covered_call_config: { DTE_target: 30, delta: 0.2 }, legs: [{ strike: 1 }, { strike: 2 }] };
    const c = { ticker: 'SPY', covered_call_config: { DTE_target: 45, delta: 0.3 }, legs: [{ strike: 1 }], note: 'x' };
    expect(strategyDiff([a, b, c])).toEqual([
      { path: 'ticker', values: ['SPY', 'QQQ', 'SPY'] },
      { path: 'covered_call_config.DTE_target', values: ['30', '30', '45'] },
      { path: 'covered_call_config.delta', values: ['0.3', '0.2', '0.3'] },
      { path: 'legs.1.strike', values: ['—', '2', '—'] },
      { path: 'note', values: ['—', '—', 'x'] },
    ]);
  });
});
