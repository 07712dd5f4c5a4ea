import { describe, expect, it } from 'vitest';
import { gridMedian, median } from './median';

const repeat = (value: number, count: number): number[] => Array.from({ length: count }, () => value);

describe('median', () => {
  it('is the middle value, or the mean of the middle two, and NaN when empty', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('gridMedian', () => {
  it('reads a run of ties as the interval they were rounded from', () => {
    // All four values round to 1 on a grid of 1: the middle of [0.5, 1.5) is 1.
    expect(gridMedian([1, 1, 1, 1], 1)).toBeCloseTo(1, 12);
    // Half the count is reached halfway into the 0.10 ties: 0.075 + ½ · 0.05.
    expect(gridMedian([0.05, 0.1, 0.1, 0.15], 0.05)).toBeCloseTo(0.1, 12);
    expect(gridMedian([], 0.05)).toBeNaN();
  });

  it('moves a fraction of a tick where the plain median jumps a whole one', () => {
    // The real SPXW widths of 0-0.10 |delta| at 22-35 DTE (chain-accuracy.ts): 38 at $0.05 and 478
    // at $0.10 are exactly half of 1,032, so the plain median is the mean of $0.10 and $0.15.
    const real = [...repeat(0.05, 38), ...repeat(0.1, 478), ...repeat(0.15, 262), ...repeat(0.2, 254)];
    expect(median(real)).toBeCloseTo(0.125, 12);
    expect(gridMedian(real, 0.05)).toBeCloseTo(0.125, 12);
    // One $0.15 quote more at $0.10: the plain median falls a whole half-tick, the grid median 0.0001.
    const oneMore = [...repeat(0.05, 38), ...repeat(0.1, 479), ...repeat(0.15, 261), ...repeat(0.2, 254)];
    expect(median(oneMore)).toBeCloseTo(0.1, 12);
    expect(gridMedian(oneMore, 0.05)).toBeCloseTo(0.075 + (478 / 479) * 0.05, 12);
  });

  it('treats float noise from ask − bid as a tie', () => {
    expect(gridMedian([0.3 - 0.2, 0.1, 0.25 - 0.15, 0.2], 0.05)).toBeCloseTo(0.075 + (2 / 3) * 0.05, 12);
  });
});
