import { describe, expect, it } from 'vitest';
import { CROSS_VENDOR_NOISE, stepsToDividends } from './dividends';

/** r = adjusted / raw close: 0.99 before the ex-date on day 10, 1 after; closes of 100. */
function series(blips: Record<number, number> = {}) {
  return Array.from({ length: 20 }, (_, i) => ({
    date: `2021-03-${String(i + 1).padStart(2, '0')}`,
    r: (i < 10 ? 0.99 : 1) * (blips[i] ?? 1),
    close: 100,
  }));
}

describe('stepsToDividends', () => {
  it('finds the ex-date and the amount of a persistent step', () => {
    expect(stepsToDividends(series(), CROSS_VENDOR_NOISE)).toEqual([{ date: '2021-03-11', amount: 1 }]);
  });

  it('ignores one-day vendor disagreements that come back', () => {
    const found = stepsToDividends(series({ 3: 1.002, 15: 0.997 }), CROSS_VENDOR_NOISE);
    expect(found).toEqual([{ date: '2021-03-11', amount: 1 }]);
  });

  it('finds nothing in a flat ratio', () => {
    expect(stepsToDividends(series().map((x) => ({ ...x, r: 1 })), CROSS_VENDOR_NOISE)).toEqual([]);
  });
});
