import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { pickExpiration } from './expiration';
import { isVolumeMiss, selectContract, toleranceWords } from './select-contract';

describe('expiration by DTE target', () => {
  const listed = ['2024-01-05', '2024-01-12', '2024-01-19', '2024-02-16'];
  it('takes the nearest, a tie going to the shorter, never today', () => {
    expect(pickExpiration(listed, '2024-01-02', 10, false)).toBe('2024-01-12');
    expect(pickExpiration(listed, '2024-01-02', 7, false)).toBe('2024-01-12'); // 3 and 10 DTE: 4 vs 3 away
    expect(pickExpiration(['2024-01-05', '2024-01-09'], '2024-01-02', 5, false)).toBe('2024-01-05'); // 3 and 7 DTE: a tie
    expect(pickExpiration(['2024-01-02', '2024-01-03'], '2024-01-02', 0, false)).toBe('2024-01-03');
  });
  it('with exact_dte takes exactly that DTE or nothing', () => {
    expect(pickExpiration(listed, '2024-01-02', 17, true)).toBe('2024-01-19');
    expect(pickExpiration(listed, '2024-01-02', 16, true)).toBeUndefined();
  });
});

describe('contract selection', () => {
  const market = createSyntheticMarket({
    bars: [{ date: '2024-01-02', close: 100 }],
    quotes: [
      { date: '2024-01-02', expiry: '2024-01-19', type: 'call', strike: 100, price: 3, delta: 0.5, volume: 50 },
      { date: '2024-01-02', expiry: '2024-01-19', type: 'call', strike: 105, price: 1.2, delta: 0.32 },
      { date: '2024-01-02', expiry: '2024-01-19', type: 'call', strike: 110, price: 0.4, delta: 0.12 },
    ],
  });
  const base = {
    date: '2024-01-02',
    type: 'call' as const,
    dteTarget: 17,
    exactDte: false,
    measure: (q: { delta: number }) => q.delta,
    targetLabel: 'delta',
    toleranceUnit: 'delta' as const,
    minVolume: 0,
  };
  it('picks the nearest target within tolerance', () => {
    expect(selectContract(market.options, { ...base, target: 0.3, tolerance: null })).toMatchObject({ quote: { strike: 105 } });
    expect(selectContract(market.options, { ...base, target: 0.2, tolerance: 0.05 })).toEqual({ miss: 'no call within the 0.05 delta tolerance of delta' });
  });
  it('filters on volume and on the accept rule before choosing', () => {
    expect(selectContract(market.options, { ...base, target: 0.5, tolerance: null, minVolume: 100 })).toMatchObject({ quote: { strike: 105 } });
    expect(selectContract(market.options, { ...base, target: 0.5, tolerance: null, accept: (q) => q.last_trade_price < 1 })).toMatchObject({ quote: { strike: 110 } });
    expect(selectContract(market.options, { ...base, target: 0.5, tolerance: null, minVolume: 5000 })).toEqual({
      miss: 'no call with a volume of at least 5,000 at the chosen expiration',
    });
  });
  it('says a tolerance miss is a volume miss when the minimum volume removed the contracts within it', () => {
    // The 100 strike (delta 0.5) trades 50: within 0.05 of 0.5 only it, so the minimum volume decided.
    expect(selectContract(market.options, { ...base, target: 0.5, tolerance: 0.05, minVolume: 100 })).toEqual({
      miss: 'no call with a volume of at least 100 within the 0.05 delta tolerance of delta',
    });
    // Nothing within 0.05 of 0.2 at all: the plain tolerance miss.
    expect(selectContract(market.options, { ...base, target: 0.2, tolerance: 0.05, minVolume: 100 })).toEqual({ miss: 'no call within the 0.05 delta tolerance of delta' });
  });
  it('says what a tolerance measures: a strike in dollars, a delta, a % OTM in points; none measured when no tolerance', () => {
    expect(toleranceWords(2.5, 'dollars')).toBe('$2.50');
    expect(toleranceWords(0.125, 'dollars')).toBe('$0.125');
    expect(toleranceWords(0.05, 'delta')).toBe('0.05 delta');
    expect(toleranceWords(0.1 + 0.2, 'delta')).toBe('0.3 delta');
    expect(toleranceWords(0.01, 'fraction')).toBe('1 percentage point');
    expect(toleranceWords(0.025, 'fraction')).toBe('2.5 percentage points');
    const byStrike = { ...base, measure: (q: { strike: number }) => q.strike, targetLabel: 'the parent strike − 5', toleranceUnit: 'dollars' as const };
    expect(selectContract(market.options, { ...byStrike, target: 102.5, tolerance: 2 })).toEqual({ miss: 'no call within the $2.00 tolerance of the parent strike − 5' });
    expect(selectContract(market.options, { ...base, measure: () => Number.NaN, target: 0.3, tolerance: null })).toEqual({ miss: 'no call that could be measured against delta' });
  });
});

describe('the minimum-volume miss', () => {
  it("is read in today's words and in a saved result's ('with volume >='), nothing else", () => {
    expect(isVolumeMiss('Leg 1: no put with a volume of at least 1,000 at the chosen expiration')).toBe(true);
    expect(isVolumeMiss('Leg 1: no put with volume >= 1000 at the chosen expiration')).toBe(true);
    expect(isVolumeMiss('no put within the $2.50 tolerance of the parent strike − 5')).toBe(false);
    expect(isVolumeMiss('no put passed the premium and entry filters')).toBe(false);
  });
});
