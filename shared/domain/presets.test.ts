import { describe, expect, it } from 'vitest';
import { LegSchema } from '../contracts/multileg';
import { CUSTOM_PRESET, PRESETS, PRESET_NAMES, presetLegs, type PresetName } from './presets';

/** Flattens a preset to its contracts: [side, type, quantity, strike offset from the first parent (null when delta-placed)]. */
function contracts(name: PresetName) {
  return presetLegs(name).flatMap((leg) => [
    { side: leg.side, type: leg.option_type, qty: leg.quantity, offset: leg.children.length ? 0 : null, delta: leg.target_strike_condition.value },
    ...leg.children.map((c) => ({ side: c.side, type: c.option_type, qty: c.quantity, offset: c.strike_offset, delta: null })),
  ]);
}

describe('presets', () => {
  it('are the eight of the spec, in its order', () => {
    expect(PRESETS.map((p) => p.name)).toEqual([...PRESET_NAMES]);
    expect(PRESET_NAMES).toEqual([
      'Bull Call Spread', 'Bear Put Spread', 'Protective Collar', 'Long Straddle',
      'Long Strangle', 'Long Call Butterfly', 'Iron Condor', 'Iron Butterfly',
    ]);
  });

  it('are valid legs that parse to themselves (delta signs already right)', () => {
    for (const preset of PRESETS) {
      for (const leg of preset.legs) expect(LegSchema.parse(leg)).toEqual(leg);
      expect(preset.description.length).toBeGreaterThan(20);
    }
  });

  it('open every contract on the same expiration', () => {
    for (const preset of PRESETS) {
      const dtes = preset.legs.flatMap((l) => [l.dte_target, ...l.children.map((c) => c.dte_target)]);
      expect(new Set(dtes).size).toBe(1);
    }
  });

  it('have the textbook structures', () => {
    expect(contracts('Bull Call Spread')).toMatchObject([{ side: 'long', type: 'call', offset: 0 }, { side: 'short', type: 'call', offset: 5 }]);
    expect(contracts('Bear Put Spread')).toMatchObject([{ side: 'long', type: 'put', offset: 0 }, { side: 'short', type: 'put', offset: -5 }]);
    expect(contracts('Protective Collar')).toMatchObject([{ side: 'long', type: 'put', delta: -0.3 }, { side: 'short', type: 'call', delta: 0.3 }]);
    expect(contracts('Long Straddle')).toMatchObject([{ side: 'long', type: 'call', offset: 0 }, { side: 'long', type: 'put', offset: 0 }]);
    expect(contracts('Long Strangle')).toMatchObject([{ side: 'long', type: 'call', delta: 0.25 }, { side: 'long', type: 'put', delta: -0.25 }]);
    expect(contracts('Long Call Butterfly')).toMatchObject([
      { side: 'short', type: 'call', qty: 2, offset: 0 },
      { side: 'long', type: 'call', qty: 1, offset: -5 },
      { side: 'long', type: 'call', qty: 1, offset: 5 },
    ]);
    expect(contracts('Iron Condor')).toMatchObject([
      { side: 'short', type: 'put', delta: -0.2 },
      { side: 'long', type: 'put', offset: -5 },
      { side: 'short', type: 'call', delta: 0.2 },
      { side: 'long', type: 'call', offset: 5 },
    ]);
    expect(contracts('Iron Butterfly')).toMatchObject([
      { side: 'short', type: 'call', offset: 0 },
      { side: 'short', type: 'put', offset: 0 },
      { side: 'long', type: 'call', offset: 5 },
      { side: 'long', type: 'put', offset: -5 },
    ]);
  });

  it('hand out copies, and nothing for Custom', () => {
    const legs = presetLegs('Iron Condor');
    legs[0]!.quantity = 9;
    expect(presetLegs('Iron Condor')[0]?.quantity).toBe(1);
    expect(presetLegs(CUSTOM_PRESET)).toEqual([]);
  });
});
