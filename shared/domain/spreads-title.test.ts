import { describe, expect, it } from 'vitest';
import { presetLegs } from './presets';
import { spreadsKindOf, spreadsStrategyTitle } from './spreads-title';

describe('spreadsStrategyTitle', () => {
  it("gives a default name's place to what the legs make", () => {
    expect(spreadsStrategyTitle('My Strategy', presetLegs('Iron Condor'))).toBe('Iron Condor');
    expect(spreadsStrategyTitle('Loaded Strategy', presetLegs('Long Straddle'))).toBe('Long Straddle');
    expect(spreadsStrategyTitle('  ', presetLegs('Bull Call Spread'))).toBe('Bull Call Spread');
  });
  it("keeps a trader's own name as typed", () => {
    expect(spreadsStrategyTitle('SPY weekly condor', presetLegs('Iron Condor'))).toBe('SPY weekly condor');
  });
  it('keeps the default name when there is no leg to read', () => {
    expect(spreadsStrategyTitle('My Strategy', [])).toBe('My Strategy');
    expect(spreadsStrategyTitle('My Strategy', undefined)).toBe('My Strategy');
  });
});

describe('spreadsKindOf', () => {
  it('a single leg by its side and type, anything else by its count of legs', () => {
    expect(spreadsKindOf([{ side: 'short', option_type: 'put', quantity: 1, children: [] }])).toBe('Short Put');
    const three = [{ side: 'long', option_type: 'call', quantity: 1, children: [{ side: 'short', option_type: 'call', quantity: 2, strike_offset: 5 }] }, { side: 'long', option_type: 'put', quantity: 1 }];
    expect(spreadsKindOf(three)).toBe('Custom, 3 legs');
  });
});
