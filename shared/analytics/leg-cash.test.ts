import { describe, expect, it } from 'vitest';
import { exitDeliverable, legCash, legSides } from './leg-cash';

// The 3-for-1 of multileg/split.test.ts: 1 unit of the 950/890 put spread opened at 12.00/3.00,
// adjusted to 3 × 316.67/296.67 (OCC's strikes to the cent) and closed at 2.00/0.50:
// (12 − 3) × 100 − (2 − 0.5) × 100 × 3 = 900 − 450 = 450.
const put = (strike: number) => ({ strike });
type Leg = { side: 'short' | 'long'; entry: { quantity: number; contract: { strike: number }; price: number }; exit: { quantity: number; contract: { strike: number }; price: number } };
const short: Leg = { side: 'short', entry: { quantity: 1, contract: put(950), price: 12 }, exit: { quantity: 3, contract: put(316.67), price: 2 } };
const long: Leg = { side: 'long', entry: { quantity: 1, contract: put(890), price: 3 }, exit: { quantity: 3, contract: put(296.67), price: 0.5 } };
const adjusted = (leg: Leg, strike: number) => ({ ...leg, entry: { ...leg.entry, split_adjusted: { contracts: 3, strike, shares_per_contract: 100 } } });

describe('a leg carried over a split', () => {
  it('reads the shares a contract delivers from split_adjusted: 100 after a whole-number split, so the legs make the trade to the cent', () => {
    const legs = [adjusted(short, 316.67), adjusted(long, 296.67)];
    const cash = legs.map((l) => legCash(l.side, ...legSides(l.entry, l.exit)));
    expect(cash).toEqual([600, -150]);
    expect(cash[0]! + cash[1]!).toBe(450);
    expect(exitDeliverable(...legSides(legs[0]!.entry, legs[0]!.exit))).toBe(100);
  });

  it('a result saved before the field: the deliverable is read back from the strikes, which the cent rounding leaves off 100', () => {
    // 950 / 316.67 = 2.99997: 99.999 shares, so the short leg reads 600.01 and the legs 450.01.
    const [entry, exit] = legSides(short.entry, short.exit);
    expect(exitDeliverable(entry, exit)).toBe(99.999);
    expect(legCash('short', entry, exit) + legCash('long', ...legSides(long.entry, long.exit))).toBeCloseTo(450.01, 6);
  });

  it('a ratio that is not whole: the contracts stay, each delivers 100 × ratio shares (GOOGL 2014, 1.998: 199.8)', () => {
    const entry = { quantity: 1, contract: put(1150), price: 13.1, split_adjusted: { contracts: 1, strike: 575.575576, shares_per_contract: 199.8 } };
    const exit = { quantity: 1, contract: put(575.575576), price: 32.235576 };
    // 13.10 × 100 − 32.235576 × 199.8 = 1,310 − 6,440.67.
    expect(legCash('short', ...legSides(entry, exit))).toBe(-5130.67);
  });
});
