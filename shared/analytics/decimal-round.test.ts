import { describe, expect, it } from 'vitest';
import { fixedHalfAway, roundHalfAway } from './decimal-round';

describe('roundHalfAway: halves rounded away from zero on the written decimal', () => {
  it('rounds the exact halves toFixed gets wrong', () => {
    // toFixed rounds the binary double: 1.005.toFixed(2) is '1.00', 2.675.toFixed(2) '2.67'.
    expect(fixedHalfAway(1.005, 2)).toBe('1.01');
    expect(fixedHalfAway(2.675, 2)).toBe('2.68');
    expect(fixedHalfAway(-1.005, 2)).toBe('-1.01');
    expect(fixedHalfAway(0.125, 2)).toBe('0.13');
    expect(fixedHalfAway(-0.125, 2)).toBe('-0.13');
    expect(fixedHalfAway(1.0049, 2)).toBe('1.00');
    expect(fixedHalfAway(58.5, 2)).toBe('58.50');
    expect(fixedHalfAway(0.00005, 4)).toBe('0.0001');
    expect(fixedHalfAway(1e-7, 2)).toBe('0.00');
    expect(fixedHalfAway(-0.001, 2)).toBe('0.00');
    expect(roundHalfAway(86223.415, 2)).toBe(86223.42);
    expect(roundHalfAway(-86223.415, 2)).toBe(-86223.42);
    expect(roundHalfAway(12.5, 0)).toBe(13);
    expect(roundHalfAway(-12.5, 0)).toBe(-13);
  });

  it('leaves what it cannot shift as it is', () => {
    expect(fixedHalfAway(Number.NaN, 2)).toBe('NaN');
    expect(roundHalfAway(1e21, 2)).toBe(1e21);
  });
});
