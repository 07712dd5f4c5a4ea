import { describe, expect, it } from 'vitest';
import { expirySurface, strikeVol, strikeZ, type DaySurface } from './vol-surface';
import { bsm } from './black-scholes';
import { SMILE } from './chain-rules';

/**
 * European call prices on the quoted smile of one expiry at strikes 0.5% of the forward apart, from
 * far in the put wing to far in the call wing; the least second difference over the strike step²
 * (a butterfly of neighbouring strikes, per unit of payoff): negative where a butterfly is worth
 * less than nothing. Priced with BSM, not with the check the surface runs (vol-surface.ts
 * butterflyMargin), so the test does not read the rule it tests.
 */
function leastButterfly(day: DaySurface, days: number, points = 0): { least: number; at: number } {
  const forward = 100;
  const years = days / 365;
  const s = expirySurface('index', day, forward, years, Math.round((days * 252) / 365), points);
  const strikes: number[] = [];
  for (let k = 0.2 * forward; k <= 2.5 * forward; k += 0.005 * forward) strikes.push(k);
  const call = strikes.map((k) => bsm({ type: 'call', spot: forward, strike: k, years, rate: 0, dividendYield: 0, vol: strikeVol(s, strikeZ(s, k)) }).price);
  let least = Infinity;
  let at = NaN;
  for (let i = 1; i + 1 < strikes.length; i++) {
    const h = (strikes[i + 1] as number) - (strikes[i] as number);
    const fly = ((call[i - 1] as number) - 2 * (call[i] as number) + (call[i + 1] as number)) / (h * h);
    if (fly < least) {
      least = fly;
      at = strikes[i] as number;
    }
  }
  return { least, at };
}

describe('the quoted smile has no butterfly arbitrage (audit 10, no-arbitrage)', () => {
  // SPY/SPX on 2024-09-19: SKEW put the day's tail at its limit 1.2 at the reference β 0.6; the
  // 2027-01-15 SPY 315 put bid 5.10, over what a fly of its neighbours' asks cost (4.76).
  const highSkew: DaySurface = { knots: [{ years: 30 / 365, atm: 0.137 }], tail: 1.2, shape: { ...SMILE.index, beta: 0.6 } };
  // A low-SKEW day with the regime's β at its top: the tail at its lower limit, the put wing falling.
  const lowSkew: DaySurface = { knots: [{ years: 30 / 365, atm: 0.15 }], tail: -1, shape: { ...SMILE.index, beta: 1.4 } };
  for (const [name, day] of [['a tail of 1.2 at β 0.6', highSkew], ['a tail of −1 at β 1.4', lowSkew]] as const) {
    for (const days of [7, 30, 365, 850]) {
      for (const points of [0, -1.4, 1.4]) {
        it(`${name}, ${days} days, shifted ${points} points: every butterfly of neighbouring strikes is worth at least nothing`, () => {
          const { least, at } = leastButterfly(day, days, points);
          expect(least, `at strike ${at.toFixed(1)}`).toBeGreaterThanOrEqual(-1e-7);
        });
      }
    }
  }
});
