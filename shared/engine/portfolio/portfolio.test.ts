import { describe, expect, it } from 'vitest';
import { maxLossAtExpiration, payoffAt, regTMarginModel, type MarginLeg } from './margin-model';
import { unitsFor } from './sizing';

const ironCondor: MarginLeg[] = [
  { side: 'long', type: 'put', strike: 90, quantity: 1, price: 0.5 },
  { side: 'short', type: 'put', strike: 95, quantity: 1, price: 1.5 },
  { side: 'short', type: 'call', strike: 105, quantity: 1, price: 1.4 },
  { side: 'long', type: 'call', strike: 110, quantity: 1, price: 0.4 },
];

describe('Reg-T margin', () => {
  it('reserves a defined-risk structure’s max loss: wing width − credit', () => {
    // credit 2.00 a share; max loss (5 − 2) × 100
    expect(payoffAt(ironCondor, 100)).toBeCloseTo(200);
    expect(maxLossAtExpiration(ironCondor)).toBeCloseTo(300);
    expect(regTMarginModel.perUnit(ironCondor, 100)).toEqual({ margin: expect.closeTo(300), definedRisk: true });
  });
  it('reserves a long’s debit', () => {
    const straddle: MarginLeg[] = [
      { side: 'long', type: 'call', strike: 100, quantity: 1, price: 3 },
      { side: 'long', type: 'put', strike: 100, quantity: 1, price: 2.5 },
    ];
    expect(regTMarginModel.perUnit(straddle, 100).margin).toBeCloseTo(550);
  });
  it('applies the 20% / 10% rule to a naked short', () => {
    // call 110 on 100: max(20 − 10, 10) + 1 premium = 11 a share
    const naked: MarginLeg[] = [{ side: 'short', type: 'call', strike: 110, quantity: 1, price: 1 }];
    expect(regTMarginModel.perUnit(naked, 100)).toEqual({ margin: expect.closeTo(1100), definedRisk: false });
    // put 95 on 100: max(20 − 5, 9.5) + 2 = 17 a share
    expect(regTMarginModel.perUnit([{ side: 'short', type: 'put', strike: 95, quantity: 2, price: 2 }], 100).margin).toBeCloseTo(3400);
    expect(maxLossAtExpiration(naked)).toBeNull();
  });
  it('counts a long as cover only when it expires on or after the short (a reverse calendar is naked)', () => {
    // Calendar: short the 30-day 100 call at 2, long the 60-day at 3: the long covers, the debit is reserved.
    const calendar: MarginLeg[] = [
      { side: 'short', type: 'call', strike: 100, quantity: 1, price: 2, expiry: '2024-02-16' },
      { side: 'long', type: 'call', strike: 100, quantity: 1, price: 3, expiry: '2024-03-15' },
    ];
    expect(regTMarginModel.perUnit(calendar, 100)).toEqual({ margin: expect.closeTo(100), definedRisk: true });
    // Reversed: the long expires first, the short is naked once it is gone: 3 + max(20 − 0, 10) on the
    // short, the long's 2 paid in full = 2,500 (was 0: the long counted as cover, the credit as the most lost).
    const reverse: MarginLeg[] = [
      { side: 'long', type: 'call', strike: 100, quantity: 1, price: 2, expiry: '2024-02-16' },
      { side: 'short', type: 'call', strike: 100, quantity: 1, price: 3, expiry: '2024-03-15' },
    ];
    expect(regTMarginModel.perUnit(reverse, 100)).toEqual({ margin: expect.closeTo(2500), definedRisk: false });
  });
});

describe('sizing', () => {
  const base = { marginPerUnit: 300, equity: 100_000, openMargin: 0, maxMarginPctPerPosition: 20, maxMarginPctPerPortfolio: 100, maxUnitsPerPosition: null };
  it('fits units under the per-position share of equity', () => {
    expect(unitsFor(base)).toBe(66);
  });
  it('is capped by the units limit and by the portfolio room left', () => {
    expect(unitsFor({ ...base, maxUnitsPerPosition: 5 })).toBe(5);
    expect(unitsFor({ ...base, openMargin: 95_000 })).toBe(16);
    expect(unitsFor({ ...base, openMargin: 100_000 })).toBe(0);
  });
});
