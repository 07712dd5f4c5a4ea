import { describe, expect, it } from 'vitest';
import { dollarsText, fillPriceText } from './money';

describe('fillPriceText', () => {
  it('writes a fill in dollars to the cent, or to the fraction of a cent it had', () => {
    expect(fillPriceText(1.51)).toBe('$1.51');
    expect(fillPriceText(0.9)).toBe('$0.90');
    // An end-of-range buyback of a nearly worthless call: '0.00' at the cent, as if for nothing.
    expect(fillPriceText(0.0025)).toBe('$0.0025');
    expect(fillPriceText(0.265)).toBe('$0.265');
    expect(fillPriceText(1234.5)).toBe('$1,234.50');
  });
});

describe('dollarsText', () => {
  it('writes an amount or price of a reason in dollars to the cent, grouped as a trader reads it', () => {
    expect(dollarsText(1674.4)).toBe('$1,674.40');
    expect(dollarsText(0.6449)).toBe('$0.64');
    expect(dollarsText(-5)).toBe('-$5.00');
    expect(dollarsText(0)).toBe('$0.00');
  });
});
