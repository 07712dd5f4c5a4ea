import { describe, expect, it } from 'vitest';
import { bsm, bsmPrice, impliedVol, normCdf, priceBounds } from './black-scholes';

describe('normCdf', () => {
  it('matches tabulated values to 1e-12', () => {
    expect(normCdf(0)).toBeCloseTo(0.5, 14);
    expect(normCdf(1)).toBeCloseTo(0.8413447460685429, 12);
    expect(normCdf(-1.96)).toBeCloseTo(0.024997895148220435, 12);
    expect(normCdf(2.5)).toBeCloseTo(0.9937903346742238, 12);
    expect(normCdf(-8)).toBeCloseTo(6.22096057427178e-16, 20);
  });
});

describe('bsm against Hull (Options, Futures, and Other Derivatives)', () => {
  it('Example 15.6: S=42, K=40, r=10%, σ=20%, T=0.5 → call 4.76, put 0.81', () => {
    const base = { spot: 42, strike: 40, years: 0.5, rate: 0.1, dividendYield: 0, vol: 0.2 };
    expect(bsmPrice({ ...base, type: 'call' })).toBeCloseTo(4.76, 2);
    expect(bsmPrice({ ...base, type: 'put' })).toBeCloseTo(0.81, 2);
  });

  it('Example 17.1: index call with dividend yield (S=930, K=900, r=8%, q=3%, σ=20%, 2 months) → 51.83', () => {
    const price = bsmPrice({ type: 'call', spot: 930, strike: 900, years: 2 / 12, rate: 0.08, dividendYield: 0.03, vol: 0.2 });
    expect(price).toBeCloseTo(51.83, 2);
  });

  it('Greek letters chapter: S=49, K=50, r=5%, σ=20%, T=20 weeks → price 2.40, Δ 0.522, Γ 0.066, Θ -4.31/yr, vega 12.1, ρ 8.91', () => {
    const g = bsm({ type: 'call', spot: 49, strike: 50, years: 20 / 52, rate: 0.05, dividendYield: 0, vol: 0.2 });
    expect(g.price).toBeCloseTo(2.4005, 3);
    expect(g.delta).toBeCloseTo(0.522, 3);
    expect(g.gamma).toBeCloseTo(0.066, 3);
    // Hull quotes theta per year, vega and rho per 1.00; here they are per day and per point.
    expect(g.theta * 365).toBeCloseTo(-4.31, 2);
    expect(g.vega * 100).toBeCloseTo(12.1, 1);
    expect(g.rho * 100).toBeCloseTo(8.91, 2);
  });

  it('put greeks follow from the call by parity (Δp = Δc - e^{-qT}, same Γ and vega)', () => {
    const base = { spot: 100, strike: 95, years: 0.3, rate: 0.04, dividendYield: 0.02, vol: 0.3 };
    const c = bsm({ ...base, type: 'call' });
    const p = bsm({ ...base, type: 'put' });
    const dq = Math.exp(-0.02 * 0.3);
    expect(p.delta).toBeCloseTo(c.delta - dq, 12);
    expect(p.gamma).toBeCloseTo(c.gamma, 12);
    expect(p.vega).toBeCloseTo(c.vega, 12);
  });

  it('put-call parity: C - P = S e^{-qT} - K e^{-rT} across strikes and maturities', () => {
    for (const strike of [50, 90, 100, 110, 200]) {
      for (const years of [1 / 365, 0.1, 1, 3]) {
        const base = { spot: 100, strike, years, rate: 0.05, dividendYield: 0.015, vol: 0.25 };
        const diff = bsmPrice({ ...base, type: 'call' }) - bsmPrice({ ...base, type: 'put' });
        expect(diff).toBeCloseTo(100 * Math.exp(-0.015 * years) - strike * Math.exp(-0.05 * years), 10);
      }
    }
  });

  it('at expiry an option is worth its intrinsic value', () => {
    expect(bsm({ type: 'call', spot: 105, strike: 100, years: 0, rate: 0.05, dividendYield: 0, vol: 0.2 })).toMatchObject({ price: 5, delta: 1 });
    expect(bsm({ type: 'put', spot: 105, strike: 100, years: 0, rate: 0.05, dividendYield: 0, vol: 0.2 })).toMatchObject({ price: 0, delta: 0 });
  });
});

describe('impliedVol', () => {
  it('Hull Example 20.x: call 1.875 with S=21, K=20, r=10%, T=0.25 → σ ≈ 23.5%', () => {
    const vol = impliedVol({ type: 'call', spot: 21, strike: 20, years: 0.25, rate: 0.1, dividendYield: 0 }, 1.875);
    expect(vol).toBeCloseTo(0.235, 3);
  });

  it('recovers the volatility that priced the option, deep in and out of the money', () => {
    for (const type of ['call', 'put'] as const) {
      for (const strike of [60, 80, 100, 120, 150]) {
        for (const vol of [0.05, 0.2, 0.8, 2]) {
          const input = { type, spot: 100, strike, years: 0.25, rate: 0.03, dividendYield: 0.01 };
          const price = bsmPrice({ ...input, vol });
          // With no time value left the price no longer identifies the volatility.
          if (price - priceBounds(input).lower < 1e-4) continue;
          expect(impliedVol(input, price)).toBeCloseTo(vol, 4);
        }
      }
    }
  });

  it('is undefined outside the no-arbitrage bounds or with no time left', () => {
    const input = { type: 'call' as const, spot: 100, strike: 90, years: 0.5, rate: 0, dividendYield: 0 };
    expect(impliedVol(input, 9.99)).toBeUndefined();
    expect(impliedVol(input, 100)).toBeUndefined();
    expect(impliedVol({ ...input, years: 0 }, 12)).toBeUndefined();
  });
});
