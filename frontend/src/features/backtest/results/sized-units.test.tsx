import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract } from '../test/fixtures';
import { SizedUnitsLine, sizedUnitsRange, unitsOfTrade } from './sized-units';

/** A trade's entry legs by their contract counts, in the strategy's leg order. */
const trade = (...counts: number[]) => ({
  entry_contracts: counts.map((quantity, i) => ({ contract: contract({ id: `L${i}` }), side: 'short' as const, quantity })),
});

describe('units each position was sized to', () => {
  it('reads each leg over its own quantity: a 1-and-2 ratio spread of 3 units is 3, 6 contracts', () => {
    expect(unitsOfTrade(trade(3, 6), [1, 2])).toBe(3);
    expect(unitsOfTrade(trade(38, 38), [2, 2])).toBe(19);
  });

  it('does not claim the units of a trade holding only some legs (was 6 for the second leg alone at 6 contracts: 3 units)', () => {
    expect(sizedUnitsRange([trade(3, 6), trade(6)], [1, 2])).toEqual({ min: 3, max: 3, unread: 1 });
    expect(sizedUnitsRange([trade(6)], [1, 2])).toBeNull();
    expect(unitsOfTrade(trade(6), [1, 2])).toBeNull();
    // Legs that disagree, or a count no whole multiple of its quantity: not known either.
    expect(unitsOfTrade(trade(4, 6), [1, 2])).toBeNull();
    expect(unitsOfTrade(trade(3, 3), [2, 2])).toBeNull();
  });

  it('says how many trades it could not read rather than counting them', () => {
    render(<SizedUnitsLine trades={[trade(3, 6), trade(5, 10), trade(6)]} legQuantities={[1, 2]} />);
    expect(screen.getByText(
      "Sized 3–5 units per position (contracts per leg = quantity × units); units not known for 1 of 3 trades (their legs do not match the strategy's)",
    )).toBeTruthy();
  });
});
