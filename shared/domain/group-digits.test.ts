import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits: large numbers of a skip reason read with thousands separators', () => {
  it('groups a minimum volume and other long numbers (en-US)', () => {
    expect(groupDigits('no put with volume >= 10000000 at the chosen expiration')).toBe('no put with volume >= 10,000,000 at the chosen expiration');
    expect(groupDigits('no call with volume >= 1000 within tolerance 0.05 of delta 0.3')).toBe('no call with volume >= 1,000 within tolerance 0.05 of delta 0.3');
    expect(groupDigits('needs 123456.5 more')).toBe('needs 123,456.5 more');
    // A saved reason's share and contract counts, as the engine writes them since 2026-12-05.
    expect(groupDigits('the short 115 call was assigned: 4800 shares delivered short at 115')).toBe('the short 115 call was assigned: 4,800 shares delivered short at 115');
    expect(groupDigits('1000 contracts of the short 2665 put')).toBe('1,000 contracts of the short 2665 put');
  });

  it("groups a saved note's and reason's counts as the engine writes them since 2026-12-05 (audit 20 F3)", () => {
    expect(groupDigits('the minimum volume of 3000 contracts was checked against modeled volume on 1300 of 2500 days (x). It stopped an entry or roll on 1200 days (listed as skipped: "no … with volume >= 3000").'))
      .toBe('the minimum volume of 3,000 contracts was checked against modeled volume on 1,300 of 2,500 days (x). It stopped an entry or roll on 1,200 days (listed as skipped: "no … with volume >= 3,000").');
    expect(groupDigits('AMZN split 20-for-1: 100 shares became 2000.')).toBe('AMZN split 20-for-1: 100 shares became 2,000.');
    expect(groupDigits('The minimum volume of 1000 moved the pick for delta 0.3: the 4500 call (delta 0.250, volume 1500) was taken'))
      .toBe('The minimum volume of 1,000 moved the pick for delta 0.3: the 4500 call (delta 0.250, volume 1,500) was taken');
    expect(groupDigits('2667 more days skipped (no contract fit: 2600)')).toBe('2,667 more days skipped (no contract fit: 2600)');
    expect(groupDigits('1200 trades on 3 days, 1500 vendor rows')).toBe('1,200 trades on 3 days, 1,500 vendor rows');
  });

  it('leaves dates, years, strikes, contract ids, decimals and grouped figures as written', () => {
    for (const text of [
      'on 2024-01-02 the 2765 strike', 'AAPL220318P00175000 expired', 'volume >= 100', 'cash $17,031.72 does not secure one put',
      'delta 0.123456', 'the 10,000 shares', 'volume 2024-01-02', 'at least 2024-03-15', 'became 4500.5', 'RSI(14) above 70', 'the 2765 strike, 100 shares', 'a 2019 contract',
    ]) expect(groupDigits(text)).toBe(text);
  });
});
