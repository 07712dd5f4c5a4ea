import { describe, expect, it } from 'vitest';
import { condors, coverage, holds, singleCoverage, verticals } from './coverage';
import type { Leg } from './legs';

// Legs priced on [base, low, high]: one day and expiry, puts 100..80 and calls 110..130 (5 apart).
const leg = (type: 'put' | 'call', strike: number, delta: number, real: number, model: number[]): Leg => ({
  date: '2018-01-02', expiry: '2018-01-31', dte: 29, type, strike, delta, real, model,
});
const puts = [
  leg('put', 100, -0.29, 3, [3, 2.8, 3.2]),
  leg('put', 95, -0.2, 2, [2.2, 2.0, 2.4]),
  leg('put', 90, -0.12, 1.2, [1.1, 1.0, 1.2]),
  leg('put', 85, -0.06, 0.6, [0.5, 0.45, 0.55]),
  leg('put', 80, -0.03, 0.3, [0.25, 0.2, 0.3]),
];
const calls = [
  leg('call', 110, 0.27, 1.5, [1.6, 1.5, 1.7]),
  leg('call', 115, 0.14, 0.8, [0.9, 0.85, 0.95]),
  leg('call', 120, 0.08, 0.4, [0.45, 0.4, 0.5]),
];

describe('spread coverage: verticals and condors from real legs', () => {
  it('builds each credit spread from a 0.10-0.30 |delta| short leg and the k-th strike further out', () => {
    const v = verticals([...puts, ...calls]);
    const put = v.filter((p) => p.cls === 'put spread');
    // Shorts 100, 95, 90 (|delta| 0.29, 0.20, 0.12); widths 1 and 2 exist for each, width 5 and 10 for none.
    expect(put.map((p) => `${p.shortDelta}/${p.width}`)).toEqual(['0.29/1', '0.29/2', '0.2/1', '0.2/2', '0.12/1', '0.12/2']);
    // 100/95 put spread: real 3 − 2, model on each market short minus long.
    expect(put[0]?.real).toBe(1);
    expect(put[0]?.model).toEqual([3 - 2.2, 2.8 - 2.0, 3.2 - 2.4].map((x) => expect.closeTo(x, 12)));
    // Calls go up from the money: 110/115 and 110/120, 115/120.
    const call = v.filter((p) => p.cls === 'call spread');
    expect(call.map((p) => `${p.shortDelta}/${p.width}`)).toEqual(['0.27/1', '0.27/2', '0.14/1']);
    expect(call[0]?.real).toBeCloseTo(0.7, 12);
  });

  it('sums a put and a call spread into a condor, each pair once', () => {
    const c = condors([...puts, ...calls]);
    // Targets 0.10..0.30 pick puts 90 (0.10, 0.15), 95 (0.20), 100 (0.25, 0.30) and calls 115 (0.10,
    // 0.15, 0.20), 110 (0.25, 0.30): three pairs (a condor's |delta| is its larger short's); width 2
    // needs a call two strikes out, only from 110.
    const keys = c.map((p) => `${p.shortDelta}/${p.width}`);
    expect(keys).toEqual(['0.14/1', '0.2/1', '0.29/1', '0.29/2']);
    // 95/90 put spread (0.8) + 115/120 call spread (0.4).
    expect(c[1]?.real).toBeCloseTo(1.2, 12);
  });

  it('holds a real price within the low-high range, ends included, either order', () => {
    expect(holds({ real: 1, model: [1, 0.9, 1.1] }, 1, 2)).toBe(true);
    expect(holds({ real: 1.1, model: [1, 1.1, 0.9] }, 1, 2)).toBe(true);
    expect(holds({ real: 1.11, model: [1, 0.9, 1.1] }, 1, 2)).toBe(false);
    // A band of zero width holds only an exact price: the measure can fail.
    expect(holds({ real: 1.01, model: [1, 1, 1] }, 1, 2)).toBe(false);
  });

  it('reports the share held, the median error and the band half-width', () => {
    const c = coverage([
      { real: 1, model: [1.2, 1.1, 1.3] },
      { real: 2, model: [2.1, 1.9, 2.3] },
      { real: 4, model: [3.5, 3.4, 3.6] },
      { real: -0.1, model: [0, 0, 0] },
    ]);
    expect(c.n).toBe(3);
    expect(c.coverage).toBeCloseTo(1 / 3, 3);
    expect(c.medianError).toBeCloseTo(0.1, 6);
    expect(c.medianHalfBand).toBeCloseTo(0.1, 6);
    expect(c.medianErrorFraction).toBeCloseTo(0.05, 3);
  });

  it('takes single contracts of 0.10-0.30 |delta| as the reference', () => {
    const s = singleCoverage([...puts, ...calls]);
    // 100, 95, 90 puts and 110, 115 calls; held: 100 (3 in 2.8-3.2), 95 (2 in 2.0-2.4), 90 (1.2 in 1.0-1.2), 110 (1.5 in 1.5-1.7); not 115 (0.8 < 0.85).
    expect(s.n).toBe(5);
    expect(s.coverage).toBeCloseTo(0.8, 3);
  });
});
