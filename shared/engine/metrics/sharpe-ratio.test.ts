import { describe, expect, it } from 'vitest';
import { sharpeRatio } from './sharpe-ratio';

const curve = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-${String(i + 2).padStart(2, '0')}`, equity }));

describe('Sharpe ratio', () => {
  it('is null (cannot be computed) for an empty and a flat series', () => {
    expect(sharpeRatio([], () => 0)).toBeNull();
    expect(sharpeRatio(curve([100, 100, 100, 100]), () => 0)).toBeNull();
  });
  it('annualises the mean over the sample deviation of daily excess returns', () => {
    // returns +1 %, −1 %, +2 % with rf 2.52 % a year = 0.01 % a day
    const c = curve([100, 101, 99.99, 101.9898]);
    const e = [0.01 - 0.0001, -0.01 - 0.0001, 0.02 - 0.0001];
    const mean = (e[0]! + e[1]! + e[2]!) / 3;
    const sd = Math.sqrt(e.reduce((s, x) => s + (x - mean) ** 2, 0) / 2);
    expect(sharpeRatio(c, () => 0.0252)!).toBeCloseTo((mean / sd) * Math.sqrt(252), 3);
  });
});
