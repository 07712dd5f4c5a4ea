import { describe, expect, it } from 'vitest';
import { underwaterSeries } from './drawdown-series';

const pts = (values: number[]) => values.map((equity, i) => ({ date: `2024-01-0${i + 1}`, equity }));

describe('underwaterSeries', () => {
  it('is empty for an empty curve and flat at 0 for a flat one', () => {
    expect(underwaterSeries([])).toEqual([]);
    expect(underwaterSeries(pts([100, 100])).map((p) => p.drawdownPct)).toEqual([0, 0]);
  });
  it('measures each day against the running peak', () => {
    expect(underwaterSeries(pts([100, 120, 90, 130, 117])).map((p) => p.drawdownPct)).toEqual([0, 0, -25, 0, -10]);
  });
});
