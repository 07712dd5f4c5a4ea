import { describe, expect, it } from 'vitest';
import { totalPnl } from './total-pnl';

describe('total P&L', () => {
  it('is zero on an empty account and on a flat one', () => {
    expect(totalPnl(0, 0)).toBe(0);
    expect(totalPnl(1000, 1000)).toBe(0);
  });
  it('is end minus start, to the cent', () => {
    expect(totalPnl(10_000, 10_512.345)).toBe(512.35);
    expect(totalPnl(10_000, 9_000.1)).toBe(-999.9);
  });
});
