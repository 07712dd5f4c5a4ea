import { describe, expect, it, vi } from 'vitest';
import * as bs from './black-scholes';
import { bsmPriceDelta, type BsmInput } from './black-scholes';
import { createMarketData } from './create-market-data';
import { syntheticBars } from './testing/synthetic-market';

// Counts the full price-and-greeks evaluations (black-scholes.ts bsm) a probe makes.
const calls = vi.hoisted(() => ({ bsm: 0 }));
vi.mock('./black-scholes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./black-scholes')>();
  return {
    ...actual,
    bsm: (...args: Parameters<typeof actual.bsm>) => {
      calls.bsm += 1;
      return actual.bsm(...args);
    },
  };
});

describe("bsmPriceDelta (black-scholes.ts): bsm's price and delta to the bit", () => {
  it('matches bsm on calls and puts across moneyness, time, rates, yields and vols (and at expiry)', () => {
    let compared = 0;
    for (const type of ['call', 'put'] as const) {
      for (const strike of [50, 80, 99.5, 100, 100.5, 120, 200]) {
        for (const years of [0, 1 / 365, 7 / 365, 0.25, 2]) {
          for (const vol of [0, 0.05, 0.2, 0.9]) {
            for (const [rate, dividendYield] of [[0, 0], [0.05, 0.013], [-0.005, 0.04]] as const) {
              const input: BsmInput = { type, spot: 100, strike, years, rate, dividendYield, vol };
              const full = bs.bsm(input);
              const lean = bsmPriceDelta(type, input.spot, strike, years, rate, dividendYield, vol);
              expect(Object.is(lean.price, full.price)).toBe(true);
              expect(Object.is(lean.delta, full.delta)).toBe(true);
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * 7 * 5 * 4 * 3);
  });
});

describe('a modeled contract computes its gamma, theta, vega and rho when read (modeled-quote.ts)', () => {
  const bars = syntheticBars('2020-01-02', '2020-06-30', 300, 0.012);
  // SPY: American-style, so deep in-the-money contracts sit at the exercise floor.
  const market = createMarketData({ ticker: 'SPY', bars, dividends: [{ exDate: '2020-03-20', amount: 1.4 }], vix: bars.map((b) => ({ date: b.date, close: 18 })), rates: [{ date: '2020-01-02', rate: 0.01 }], benchmarkBars: bars });
  const date = bars[40]?.date ?? '';
  const expiry = market.options.expirations(date)[4] ?? '';
  const strikes = market.options.strikes?.(date, expiry) ?? [];

  it('prices a probe with no full bsm evaluation; the greeks, read, are the plain quote\'s', () => {
    let compared = 0;
    for (const type of ['call', 'put'] as const) {
      for (const strike of strikes) {
        calls.bsm = 0;
        const probe = market.options.probe?.(date, expiry, type, strike);
        expect(calls.bsm).toBe(0);
        const plain = market.options.quote(date, expiry, type, strike);
        for (const greek of ['delta', 'gamma', 'theta', 'vega', 'rho'] as const) expect(probe?.[greek]).toBe(plain?.[greek]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it("reads the exercise's greeks (0) on a contract at the American floor", () => {
    const probes = (['call', 'put'] as const).flatMap((type) => strikes.map((k) => market.options.probe?.(date, expiry, type, k)));
    const floored = probes.filter((q) => q !== undefined && Math.abs(q.delta) === 1);
    expect(floored.length).toBeGreaterThan(0);
    for (const q of floored) expect([q?.gamma, q?.theta, q?.vega, q?.rho]).toEqual([0, 0, 0, 0]);
  });
});
