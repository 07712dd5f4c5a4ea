import { describe, expect, it } from 'vitest';
import { drawdownAxisStep, underwaterSeries } from './drawdown-series';

const pts = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-0${i + 1}`, equity }));

describe('underwaterSeries', () => {
  it('is empty for an empty curve and flat at 0 for a flat one', () => {
    expect(underwaterSeries(100, [])).toEqual([]);
    expect(underwaterSeries(100, pts([100, 100])).map((p) => p.drawdownPct)).toEqual([0, 0]);
  });
  it('measures each day against the running peak', () => {
    expect(underwaterSeries(100, pts([100, 120, 90, 130, 117])).map((p) => p.drawdownPct)).toEqual([0, 0, -25, 0, -10]);
  });
  it("starts under water when day 1 marks below the start balance (an entry's costs), as max drawdown does", () => {
    expect(underwaterSeries(100, pts([99, 100, 98])).map((p) => p.drawdownPct)).toEqual([-1, 0, -2]);
  });
});

describe('drawdownAxisStep', () => {
  it('splits the floor into 2, 3 or 4 round steps, the fewest that are round', () => {
    expect([-50, -40, -80, -15, -1, -6].map(drawdownAxisStep)).toEqual([25, 20, 40, 5, 0.5, 2]);
  });
  it('is undefined when no such step is round, or for a floor at or above 0', () => {
    expect([-25, 0].map(drawdownAxisStep)).toEqual([undefined, undefined]);
  });
});
