import { describe, expect, it } from 'vitest';
import { presetOfLegs } from './leg-structure';
import { PRESETS, presetLegs } from './presets';

describe('presetOfLegs', () => {
  it('names every preset from its own template (the shapes agree with the lazily loaded templates)', () => {
    for (const p of PRESETS) expect(presetOfLegs(p.legs)).toBe(p.name);
  });
  it('reads the structure, not the tuning: deltas, DTEs, widths and a common quantity', () => {
    const condor = presetLegs('Iron Condor').map((l) => ({
      ...l, quantity: 3, dte_target: 45, target_strike_condition: { type: 'delta' as const, value: l.option_type === 'put' ? -0.1 : 0.1 },
      children: l.children.map((c) => ({ ...c, quantity: 3, strike_offset: c.strike_offset * 2 })),
    }));
    expect(presetOfLegs(condor)).toBe('Iron Condor');
  });
  it('names nothing it cannot read or that is no preset', () => {
    expect(presetOfLegs([])).toBeUndefined();
    expect(presetOfLegs([{ side: 'short', option_type: 'put', quantity: 1 }])).toBeUndefined();
    // An iron condor with one wing of 2: a broken-wing structure, not the preset.
    const broken = presetLegs('Iron Condor');
    broken[1]!.children[0]!.quantity = 2;
    expect(presetOfLegs(broken)).toBeUndefined();
    expect(presetOfLegs([{ side: 'short', option_type: 'put' }])).toBeUndefined();
  });
});
