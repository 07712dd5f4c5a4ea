import { describe, expect, it } from 'vitest';
import { americanPrice, earlyExercisePremiumBound, latticeAmerican, NO_DIVIDENDS } from './american-price';
import { bsm } from './black-scholes';
import { referenceAmerican } from './testing/crr-reference';
import { gridCases, priceCase } from './testing/american-grid';

describe('the American pricer against a many-step CRR lattice of the same model', () => {
  it('prices the textbook put (S = K = 100, r 5%, σ 20%, 1 year) at 6.09, 0.52 over the European', () => {
    const a = americanPrice({ type: 'put', escrowed: 100, strike: 100, years: 1, rate: 0.05, vol: 0.2, dividends: NO_DIVIDENDS });
    const ref = referenceAmerican('put', 100, 100, 1, 0.05, 0.2, NO_DIVIDENDS, 2000);
    expect(ref.price).toBeCloseTo(6.09, 2);
    expect(Math.abs(a.price - ref.price)).toBeLessThan(0.01);
    expect(a.price - bsm({ type: 'put', spot: 100, strike: 100, years: 1, rate: 0.05, dividendYield: 0, vol: 0.2 }).price).toBeGreaterThan(0.5);
  });

  it('errs by under 2 cents in 95% of a grid sample (moneyness × tenor × rate × vol × dividends) and under 10 cents at worst', () => {
    // Every 37th case of the grid (61 cases, calls and puts): the whole grid is the measurement script's.
    const errors = gridCases().filter((_, i) => i % 37 === 0).map((c) => {
      const { pricer, reference } = priceCase(c, 1000);
      return Math.abs(pricer - reference) * 100;
    });
    const sorted = errors.sort((a, b) => a - b);
    expect(sorted.length).toBeGreaterThan(50);
    expect(sorted[Math.floor(sorted.length * 0.95)]).toBeLessThan(2);
    expect(sorted.at(-1)).toBeLessThan(10);
    expect(sorted[sorted.length >> 1]).toBeLessThan(0.2);
  });

  it('equals BSM for a call with no dividend (no early exercise), and is never below the European price', () => {
    const call = americanPrice({ type: 'call', escrowed: 100, strike: 95, years: 0.5, rate: 0.05, vol: 0.3, dividends: NO_DIVIDENDS });
    expect(call.price).toBe(bsm({ type: 'call', spot: 100, strike: 95, years: 0.5, rate: 0.05, dividendYield: 0, vol: 0.3 }).price);
    for (const strike of [60, 90, 100, 110, 150]) {
      const put = americanPrice({ type: 'put', escrowed: 100, strike, years: 0.75, rate: 0.053, vol: 0.25, dividends: NO_DIVIDENDS });
      expect(put.price).toBeGreaterThanOrEqual(bsm({ type: 'put', spot: 100, strike, years: 0.75, rate: 0.053, dividendYield: 0, vol: 0.25 }).price);
      expect(put.price).toBeGreaterThanOrEqual(Math.max(strike - 100, 0));
    }
  });

  it('prices a call far in the money at its exercise value, not twice it (the control variate\'s weights underflowed)', () => {
    // QQQ 2024-09-20: the 100 call of 2024-10-01 at 32.7%, spot 482.44, $0.677 ex on the Monday
    // (its eve the day itself): Leisen-Reimer's p came within 1e-8 of 1, (1 − p)^41 underflowed,
    // and the price read 763.81.
    const dividends = { years: [3 / 365], amounts: [0.677], eves: [0] };
    for (const vol of [0.25, 0.3266, 0.4]) {
      const a = latticeAmerican({ type: 'call', escrowed: 482.44 - 0.677 * Math.exp(-0.0475 * 3 / 365), strike: 100, years: 11 / 365, rate: 0.0475, vol, dividends });
      expect(a.price).toBeGreaterThanOrEqual(382.44 - 1e-9);
      expect(a.price).toBeLessThan(382.44 + 0.01);
    }
  });

  it('skips the lattice only where early exercise is worth under half a cent', () => {
    for (const c of gridCases().filter((_, i) => i % 11 === 0)) {
      const strike = c.type === 'put' ? 100 / c.moneyness : 100 * c.moneyness;
      const input = { type: c.type, escrowed: 100, strike, years: c.days / 365, rate: c.rate, vol: c.vol, dividends: NO_DIVIDENDS };
      const bound = earlyExercisePremiumBound(input);
      const lattice = latticeAmerican(input, 201).price;
      const european = bsm({ ...input, spot: 100, dividendYield: 0 }).price;
      // The bound holds: the premium the fine lattice finds is never above it (to the lattice's error).
      expect(lattice - european).toBeLessThanOrEqual(bound + 0.002);
    }
  });
});

describe('exercise on the lattice: hold against exercise at the root', () => {
  it('a deep put at 5% is exercised (holding worth no more than exercising), a shallower one held', () => {
    const deep = latticeAmerican({ type: 'put', escrowed: 60, strike: 100, years: 0.5, rate: 0.05, vol: 0.2, dividends: NO_DIVIDENDS }, 201);
    expect(deep.hold).toBeLessThanOrEqual(deep.exercise);
    expect(deep.price).toBe(40);
    expect(deep.delta).toBe(-1);
    const held = latticeAmerican({ type: 'put', escrowed: 90, strike: 100, years: 0.5, rate: 0.05, vol: 0.2, dividends: NO_DIVIDENDS }, 201);
    expect(held.hold).toBeGreaterThan(held.exercise + 0.1);
    const ref = referenceAmerican('put', 90, 100, 0.5, 0.05, 0.2, NO_DIVIDENDS, 2000);
    expect(Math.abs(held.hold - ref.hold)).toBeLessThan(0.01);
  });

  it('a deep put is held for a dividend two weeks out worth more than the interest on the strike until it', () => {
    const dividends = { years: [14 / 365], amounts: [2] };
    const pv = 2 * Math.exp(-0.05 * 14 / 365);
    const a = latticeAmerican({ type: 'put', escrowed: 60 - pv, strike: 100, years: 0.5, rate: 0.05, vol: 0.2, dividends }, 201);
    // 100·(1 − e^(−0.05·14/365)) = 0.19 of interest against 2.00 of dividend: wait for it.
    expect(a.hold).toBeGreaterThan(a.exercise + 1.5);
    const ref = referenceAmerican('put', 60 - pv, 100, 0.5, 0.05, 0.2, dividends, 2000);
    expect(Math.abs(a.hold - ref.hold)).toBeLessThan(0.01);
  });

  it('a deep call is exercised at the eve of an ex-date (the dividend going ex the next day), held two days before', () => {
    const eve = { years: [1 / 365], amounts: [2] };
    const a = latticeAmerican({ type: 'call', escrowed: 150 - 2, strike: 100, years: 20 / 365, rate: 0.02, vol: 0.2, dividends: eve }, 201);
    expect(a.exercise).toBeCloseTo(50, 2);
    expect(a.hold).toBeLessThan(a.exercise - 1.5);
    const before = { years: [3 / 365], amounts: [2] };
    const b = latticeAmerican({ type: 'call', escrowed: 150 - 2, strike: 100, years: 20 / 365, rate: 0.02, vol: 0.2, dividends: before }, 201);
    expect(b.hold).toBeGreaterThan(b.exercise);
    const ref = referenceAmerican('call', 150 - 2, 100, 20 / 365, 0.02, 0.2, eve, 2000);
    expect(Math.abs(a.hold - ref.hold)).toBeLessThan(0.01);
  });
});

describe("a call's last chance to exercise for a dividend is the close before its ex-date", () => {
  it('a Monday ex-date (its eve the Friday, three calendar days before): held past the Friday close the call is worth what it is before a weekday ex-date', () => {
    // SPY-like: 450 stock, 400 strike, 30 days, 15% vol, a $1 dividend, at 1%: the dividend outweighs
    // the interest on the strike, so the call is exercised at the eve's close.
    const priced = (days: number, eve: number) =>
      latticeAmerican({ type: 'call', escrowed: 450 - Math.exp((-0.01 * days) / 365), strike: 400, years: 30 / 365, rate: 0.01, vol: 0.15, dividends: { years: [days / 365], amounts: [1], eves: [eve] } }, 201);
    const weekday = priced(1, 0);
    const monday = priced(3, 0);
    expect(weekday.hold).toBeLessThan(weekday.exercise);
    // Without the eve the lattice exercised on the Saturday or Sunday for the dividend: hold 50.02 against 50.00.
    expect(monday.hold).toBeLessThan(monday.exercise);
    expect(Math.abs(monday.hold - weekday.hold)).toBeLessThan(0.01);
    // The eve defaults to the calendar day before the ex-date (a Tuesday to Friday ex-date's).
    const defaulted = latticeAmerican({ type: 'call', escrowed: 450 - Math.exp(-0.01 / 365), strike: 400, years: 30 / 365, rate: 0.01, vol: 0.15, dividends: { years: [1 / 365], amounts: [1] } }, 201);
    expect(defaulted.hold).toBe(weekday.hold);
  });
});

describe('a dividend that goes ex before the lattice\'s first step (audit 10, no-arbitrage)', () => {
  // SPY on 2024-09-19 (the eve of its 2024-09-20 ex-date, $1.75): a deep put expiring 2027-01-15 was
  // quoted at its exercise value 104.02 (41 steps of 20 days: the first chance after the ex-date
  // was 20 days on) while the put expiring the next day, worth K − S + D, bid 105.16: selling that
  // one and buying the long one paid 0.61 for nothing.
  it('a deep put a day before an ex-date is worth waiting a day for the dividend, whatever its expiry', () => {
    const all = { years: [1 / 365, 92 / 365, 183 / 365, 274 / 365, 365 / 365], amounts: [1.75, 1.75, 1.75, 1.75, 1.75] };
    const r = 0.05;
    const waited = (675 + 1.75) * Math.exp(-r / 365) - 570;
    for (const years of [10 / 365, 0.5, 1, 2.3]) {
      const by = all.years.filter((t) => t <= years).length;
      const dividends = { years: all.years.slice(0, by), amounts: all.amounts.slice(0, by) };
      const pv = dividends.years.reduce((s, t, i) => s + (dividends.amounts[i] as number) * Math.exp(-r * t), 0);
      const input = { type: 'put' as const, escrowed: 570 - pv, strike: 675, years, rate: r, vol: 0.2, dividends };
      const a = americanPrice(input);
      expect(a.price).toBeGreaterThanOrEqual(waited - 0.01);
      expect(a.hold).toBeGreaterThanOrEqual(waited - 0.01);
      const ref = referenceAmerican('put', input.escrowed, 675, years, r, 0.2, dividends, 1500);
      // 0.11-0.37 under the reference before (0.5-2.3 years); now within 3.2 cents (2.3 years: 401
      // steps of 2.1 days, LATTICE_MAX_STEPS, and the root's wait for the ex-date).
      expect(Math.abs(a.price - ref.price)).toBeLessThan(0.04);
    }
  });

  // SPY on 2020-03-16 (ex-date 2020-03-20, its eve 3 days on): the deep 125 call expiring 2020-08-21
  // (41 steps of 3.85 days) was priced at its exercise value, 0.2 under the one expiring 2020-07-17
  // (steps of 3 days, one on the eve).
  it('a later expiry is never cheaper (deep call, the eve before the first step; deep put, the ex-date)', () => {
    const dividends = { years: [4 / 365, 95 / 365, 186 / 365], amounts: [1.57, 1.57, 1.57], eves: [3 / 365, 94 / 365, 185 / 365] };
    for (const [type, strike, rate, vol] of [['call', 125, 0.0024, 0.65], ['put', 330, 0.0024, 0.65], ['put', 660, 0.05, 0.2]] as const) {
      let previous = 0;
      for (let days = 5; days <= 180; days += 1) {
        // The dividends by expiry, as the chain passes them (modeled-chain.ts expectedCashDividends).
        const by = dividends.years.filter((t) => t <= days / 365).length;
        const within = { years: dividends.years.slice(0, by), amounts: dividends.amounts.slice(0, by), eves: dividends.eves.slice(0, by) };
        const pv = within.years.reduce((s, t, i) => s + (within.amounts[i] as number) * Math.exp(-rate * t), 0);
        const a = americanPrice({ type, escrowed: 240 * (strike > 400 ? 2.4 : 1) - pv, strike, years: days / 365, rate, vol, dividends: within });
        expect(a.price, `${type} ${strike} ${days} days`).toBeGreaterThanOrEqual(previous - 0.01);
        previous = a.price;
      }
    }
  });
});
