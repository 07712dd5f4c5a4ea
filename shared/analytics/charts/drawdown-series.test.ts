import { describe, expect, it } from 'vitest';
import { underwaterSeries } from './drawdown-series';

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
