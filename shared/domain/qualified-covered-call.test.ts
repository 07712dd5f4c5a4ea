import { describe, expect, it } from 'vitest';
import { applicableStockPrice, coveredCallTreatment, lowestQualifiedBenchmark } from './qualified-covered-call';

/** SPY-like listing: $1 strikes from 380 to 420. */
const DOLLAR_STRIKES = Array.from({ length: 41 }, (_, i) => 380 + i);

describe('qualified covered calls (IRC §1092(c)(4))', () => {
  it('a call written 30 days or less before its expiry is not qualified, whatever its strike', () => {
    const otm = { strike: 410, applicablePrice: 400, listedStrikes: DOLLAR_STRIKES };
    expect(coveredCallTreatment({ ...otm, termDays: 30 })).toBe('not_qualified');
    expect(coveredCallTreatment({ ...otm, termDays: 28 })).toBe('not_qualified');
    expect(coveredCallTreatment({ ...otm, termDays: 31 })).toBe('qualified');
  });

  it('at or out of the money it is qualified without looking at the strikes; in the money, qualified down to the benchmark', () => {
    const call = { termDays: 45, applicablePrice: 400.5, listedStrikes: undefined };
    expect(coveredCallTreatment({ ...call, strike: 401 })).toBe('qualified');
    expect(coveredCallTreatment({ ...call, strike: 400.5 })).toBe('qualified');
    // In the money: the highest listed strike below 400.5 is 400 (the benchmark).
    const listed = { ...call, listedStrikes: DOLLAR_STRIKES };
    expect(coveredCallTreatment({ ...listed, strike: 400 })).toBe('qualified_in_the_money');
    expect(coveredCallTreatment({ ...listed, strike: 399 })).toBe('not_qualified');
    // The day's strikes not known: an in-the-money call is taken as deep in the money (conservative proxy).
    expect(coveredCallTreatment({ ...call, strike: 400 })).toBe('not_qualified');
  });

  it('over 90 days with a strike above $50 the benchmark is the second highest strike below the price; over a year, not qualified', () => {
    const call = { applicablePrice: 400.5, listedStrikes: DOLLAR_STRIKES };
    expect(lowestQualifiedBenchmark({ ...call, termDays: 91, strike: 399 })).toBe(399);
    expect(coveredCallTreatment({ ...call, termDays: 91, strike: 399 })).toBe('qualified_in_the_money');
    expect(coveredCallTreatment({ ...call, termDays: 90, strike: 399 })).toBe('not_qualified');
    expect(coveredCallTreatment({ ...call, termDays: 400, strike: 410 })).toBe('not_qualified');
  });

  it('low-priced stock: the benchmark is at least price − $10 ($150 or less) and 85% of the price ($25 or less)', () => {
    // $100 stock with only $20 strikes listed below it: the highest (80) is lifted to 90.
    expect(lowestQualifiedBenchmark({ termDays: 45, strike: 80, applicablePrice: 100, listedStrikes: [60, 80, 120] })).toBe(90);
    expect(coveredCallTreatment({ termDays: 45, strike: 80, applicablePrice: 100, listedStrikes: [60, 80, 120] })).toBe('not_qualified');
    // $20 stock with $5 strikes: 15 is lifted to 17.
    expect(lowestQualifiedBenchmark({ termDays: 45, strike: 15, applicablePrice: 20, listedStrikes: [10, 15, 25] })).toBe(17);
  });

  it("the applicable stock price is the prior close, or the day's open when above 110% of it", () => {
    expect(applicableStockPrice(100, 109)).toBe(100);
    expect(applicableStockPrice(100, 111)).toBe(111);
  });
});
