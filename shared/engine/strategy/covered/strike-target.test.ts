import { describe, expect, it } from 'vitest';
import { strikeMeasure } from './strike-target';

describe("a covered strike target's words", () => {
  it('names the target and its tolerance in their units: an offset in dollars, a delta, a % OTM', () => {
    const offset = strikeMeasure('call', { type: 'strike_offset', strike_offset: 2.5, tolerance: 1 }, 100);
    expect([offset.label, offset.toleranceUnit, offset.target]).toEqual(['strike offset $2.50', 'dollars', 102.5]);
    expect(strikeMeasure('put', { type: 'strike_offset', strike_offset: 5, tolerance: null }, 100).label).toBe('strike offset $5.00');
    const delta = strikeMeasure('put', { type: 'delta', delta: -0.3, tolerance: 0.05 }, 100);
    expect([delta.label, delta.toleranceUnit]).toEqual(['delta -0.3', 'delta']);
    const otm = strikeMeasure('call', { type: 'percentage_otm', percentage_otm: 0.05, tolerance: 0.01 }, 100);
    expect([otm.label, otm.toleranceUnit]).toEqual(['5% OTM', 'fraction']);
  });
});
