import { describe, expect, it } from 'vitest';
import { expirySurface, shiftSurface, strikeVol, type DaySurface } from './vol-surface';
import { MODEL_RISK_WING_PIVOT_Z, MODEL_RISK_WING_TILT, SMILE } from './chain-rules';
import { createMarketData } from './create-market-data';
import { quarterlyDividends, syntheticBars } from './testing/synthetic-market';

const day: DaySurface = { knots: [{ years: 30 / 365, atm: 0.16 }, { years: 0.5, atm: 0.18 }], tail: 0.3, shape: SMILE.index };
const years = 30 / 365;
const at = (points: number, tilt: number, z: number) => strikeVol(expirySurface('index', day, 100, years, 21, points, tilt), z);
const moved = (points: number, tilt: number, z: number) => (at(points, tilt, z) - at(0, 0, z)) * 100;

describe("the band's wing tilt (vol-surface.ts strikeVol, chain-rules.ts MODEL_RISK_WING_TILT)", () => {
  it('is the adopted constant, not 0 (a parallel band held 21-31% of delta-picked SPXW spreads)', () => {
    expect(MODEL_RISK_WING_TILT).toBe(0.5);
    expect(MODEL_RISK_WING_PIVOT_Z).toBe(1.28);
  });

  it('moves a strike at z by points × (1 − tilt × (|z| − pivot)), both sides alike', () => {
    for (const z of [-3, -1.28, -0.84, 0, 0.52, 1.28, 2.5]) {
      const expected = -1.4 * (1 - 0.5 * (Math.abs(z) - 1.28));
      expect(moved(-1.4, 0.5, z)).toBeCloseTo(expected, 9);
      expect(moved(1.4, 0.5, z)).toBeCloseTo(-expected, 9);
    }
  });

  it('never moves a strike within |z| 1.28 (0.10 |delta| at the ATM vol) less than the points; the wings beyond less', () => {
    // |z| 0.52 (0.30 delta at the ATM vol) to 1.28 (0.10): at least 1.4 points, more nearer the money.
    for (const z of [-1.28, -1, -0.84, -0.52, 0.52, 0.84, 1.28]) expect(Math.abs(moved(-1.4, 0.5, z))).toBeGreaterThanOrEqual(1.4 - 1e-9);
    // The low run's long wing of a put credit spread (z −2) falls less than its short strike (z −0.84):
    // the spread is worth less on the low run than a parallel shift makes it.
    expect(moved(-1.4, 0.5, -2) - moved(-1.4, 0.5, -0.84)).toBeCloseTo(1.4 * 0.5 * (2 - 0.84), 9);
    expect(moved(-1.4, 0, -2) - moved(-1.4, 0, -0.84)).toBeCloseTo(0, 9);
  });

  it('leaves the base surface alone and tilts a shifted copy (shiftSurface) as it tilts a run', () => {
    expect(at(0, 0.5, -1)).toBe(at(0, 0, -1));
    const copy = shiftSurface(day, -1.4);
    for (const tilt of [0, 0.5]) expect(strikeVol(expirySurface('index', copy, 100, years, 21, 0, tilt), -2)).toBeCloseTo(at(-1.4, tilt, -2), 12);
  });

  it('reaches a surface one way, the expiry\'s argument: a day surface carries no tilt, and 0 means parallel', () => {
    // A tilt left on a day surface (as shiftSurface wrote one until 2026-12-03) is not read: the
    // argument alone says how the shift is spread, so an explicit 0 is the parallel shift.
    const stale = { ...shiftSurface(day, -1.4), wingTilt: 0.5 } as DaySurface;
    const surface = expirySurface('index', stale, 100, years, 21, 0, 0);
    expect(surface.wingTilt).toBe(0);
    expect(strikeVol(surface, -2)).toBeCloseTo(at(-1.4, 0, -2), 12);
    expect(Object.keys(shiftSurface(day, -1.4))).not.toContain('wingTilt');
  });

  it("is the band markets' default: a far put falls less than a near one on the low run", () => {
    const bars = syntheticBars('2019-01-02', '2020-12-31', 250, 0.01);
    const market = createMarketData({ ticker: 'SPY', bars, benchmarkBars: bars, vix: bars.map((b) => ({ date: b.date, close: 18 })), rates: [{ date: '2019-01-02', rate: 0.02 }], dividends: quarterlyDividends(bars, 1.2) });
    const date = '2020-06-01';
    const spot = bars.find((b) => b.date === date)?.close ?? 0;
    const expiry = market.options.expirations(date).find((e) => e >= '2020-07-01') ?? '';
    const low = market.withVolShift?.(-1.4);
    const parallel = market.withVolShift?.(-1.4, 0);
    const near = spot * 0.97;
    const far = spot * 0.85;
    const drop = (m: typeof market | undefined, k: number) => market.options.priceAt(date, expiry, 'put', k, spot) - (m?.options.priceAt(date, expiry, 'put', k, spot) ?? Number.NaN);
    // The near-minus-far put spread loses more of its value on the tilted low run than on the parallel one.
    expect(drop(low, near) - drop(low, far)).toBeGreaterThan(drop(parallel, near) - drop(parallel, far));
  });
});
