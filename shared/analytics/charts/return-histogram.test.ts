import { describe, expect, it } from 'vitest';
import { returnHistogram } from './return-histogram';

describe('returnHistogram', () => {
  it('has no bins without trades and one for identical returns', () => {
    expect(returnHistogram([])).toEqual([]);
    expect(returnHistogram([0, 0])).toEqual([{ from: 0, to: 1, count: 2 }]);
  });
  it('bins on round edges with 0 as an edge', () => {
    // range 40 over 5 bins -> width 10 (8 rounded up to 10); edges -20..30
    const bins = returnHistogram([-20, -5, 0, 3, 9.99, 10, 20]);
    expect(bins).toEqual([
      { from: -20, to: -10, count: 1 },
      { from: -10, to: 0, count: 1 },
      { from: 0, to: 10, count: 3 },
      { from: 10, to: 20, count: 1 },
      { from: 20, to: 30, count: 1 },
    ]);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(7);
  });
});
