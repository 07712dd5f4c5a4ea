import { describe, expect, it } from 'vitest';
import { holdsFieldParent } from './field-absence';

describe('whether a run holds the object a compared field sits in', () => {
  const spread = { name: 'S', starting_balance: 100000, legs: [{ side: 'short', children: [{ side: 'long' }] }] };
  const covered = { ticker: 'SPY', strategy: { name: 'C' }, covered_call_config: { DTE_target: 30 } };

  it('holds a leg it has (a missing tolerance there is a default), not a leg or a top-level field it lacks', () => {
    expect(holdsFieldParent(spread, 'legs.1.strike_tolerance')).toBe(true);
    expect(holdsFieldParent(spread, 'legs.1.children.1.strike_offset_tolerance')).toBe(true);
    expect(holdsFieldParent(spread, 'legs.2.side')).toBe(false);
    expect(holdsFieldParent(covered, 'legs.1.side')).toBe(false);
    expect(holdsFieldParent(covered, 'starting_balance')).toBe(false);
    expect(holdsFieldParent(covered, 'covered_call_config.delta')).toBe(true);
    // A field at different paths in different strategies: any of them.
    expect(holdsFieldParent(covered, 'name / strategy.name')).toBe(true);
    expect(holdsFieldParent(null, 'legs.1.side')).toBe(false);
  });
});
