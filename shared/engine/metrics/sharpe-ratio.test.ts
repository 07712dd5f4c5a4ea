import { describe, expect, it } from 'vitest';
import { sharpeRatio } from './sharpe-ratio';

const curve = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-${String(i + 2).padStart(2, '0')}`, equity }));

describe('Sharpe ratio', () => {
  it('is null (cannot be computed) for an empty and a flat series', () => {
    expect(sharpeRatio(100, [], () => 0)).toBeNull();
    expect(sharpeRatio(100, curve([100, 100, 100, 100]), () => 0)).toBeNull();
  });
  it('annualises the mean over the sample deviation of daily excess returns', () => {
    // returns +1 % (from the start balance), −1 %, +2 % with rf 2.52 % a year = 0.01 % a day
    const c = curve([101, 99.99, 101.9898]);
    const e = [0.01 - 0.0001, -0.01 - 0.0001, 0.02 - 0.0001];
    const mean = (e[0]! + e[1]! + e[2]!) / 3;
    const sd = Math.sqrt(e.reduce((s, x) => s + (x - mean) ** 2, 0) / 2);
    expect(sharpeRatio(100, c, () => 0.0252)!).toBeCloseTo((mean / sd) * Math.sqrt(252), 3);
  });
  it("counts day 1's move from the start balance: an entry's costs on day 1 are a return", () => {
    // Day 1 loses 1 % to the entry's costs, then +1 %, +1 %, +2 %. Read from day 1's equity the
    // loss is in no return and the Sharpe is far higher than the account's.
    const c = curve([99, 99.99, 100.9899, 103.009698]);
    const e = [-0.01, 0.01, 0.01, 0.02];
    const mean = e.reduce((s, x) => s + x, 0) / 4;
    const sd = Math.sqrt(e.reduce((s, x) => s + (x - mean) ** 2, 0) / 3);
    expect(sharpeRatio(100, c, () => 0)!).toBeCloseTo((mean / sd) * Math.sqrt(252), 3);
    expect(sharpeRatio(100, c, () => 0)!).toBeLessThan(sharpeRatio(99, c, () => 0)!);
  });
});
