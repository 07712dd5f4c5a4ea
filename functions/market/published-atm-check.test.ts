import { beforeAll, describe, expect, it } from 'vitest';
import { indexSmileFor, MODEL_RISK_VOL_POINTS, SUSTAINED_RV_WINDOW } from '../../shared/engine/market/chain-rules';
import { marketSurface } from '../../shared/engine/market/vol-anchors';
import { atmVol } from '../../shared/engine/market/vol-surface';
import type { MarketDataInput } from '../../shared/engine/market/create-market-data';
import { readBundledMarketInput } from './load-market-data';
import { monthlyAtmCheck, publishedAtmCheck, summaries, X_RANGES, type MonthlyRow, type PublishedAtmRow } from './published-atm-check';
import { PUBLISHED_ATM, PUBLISHED_MONTHLY_ATM } from './published-atm-data';

/** SPY's annualised sample sd of the `n` log returns ending at `date` (fewer at the data's start), computed here from the closes. */
function spyRv(spy: MarketDataInput, date: string, n: number): number {
  const j = spy.bars.findIndex((b) => b.date === date);
  const rs = spy.bars.slice(Math.max(j - n, 0), j + 1).map((b, k, a) => (k === 0 ? Number.NaN : Math.log(b.close / (a[k - 1]?.close ?? Number.NaN)))).slice(1);
  const mean = rs.reduce((s, r) => s + r, 0) / rs.length;
  return Math.sqrt((rs.reduce((s, r) => s + (r - mean) ** 2, 0) / (rs.length - 1)) * 252);
}

describe('published-atm-check on the real published values', () => {
  let rows: PublishedAtmRow[];
  let monthly: MonthlyRow[];
  let spx: MarketDataInput;
  let spy: MarketDataInput;
  beforeAll(async () => {
    [rows, monthly, spx, spy] = await Promise.all([publishedAtmCheck(), monthlyAtmCheck(), readBundledMarketInput('SPX'), readBundledMarketInput('SPY')]);
  });

  it('gives one row per published value, error = model − real, and the real ATM of a VIX-minus-ATM quote is the VIX minus it', () => {
    expect(rows.length).toBe(PUBLISHED_ATM.length);
    rows.forEach((r, k) => {
      const p = PUBLISHED_ATM[k];
      expect(r.date).toBe(p?.date);
      expect(Math.abs(r.error - (r.model - r.real))).toBeLessThanOrEqual(0.011);
      expect(r.real).toBeCloseTo(p?.kind === 'atm' ? (p?.value ?? Number.NaN) : r.vix - (p?.value ?? Number.NaN), 2);
    });
  });

  it("reads the model ATM, x and β the rule uses: an independent SPY realised vol and the surface fitted from the day's index row", () => {
    for (const r of rows) {
      const rv = spyRv(spy, r.date, 21);
      const quarterRv = spyRv(spy, r.date, SUSTAINED_RV_WINDOW);
      expect(r.x).toBeCloseTo(r.vix / 100 / rv, 2);
      expect(r.beta).toBeCloseTo(indexSmileFor(r.vix / 100 / rv, r.vix / 100, quarterRv).beta, 3);
      const input = r.underlying === 'SPX' ? spx : spy;
      const table = { rows: input.volIndices ?? [], vix: (d: string) => input.vix.find((v) => v.date === d)?.close };
      const row = table.rows.findIndex((d) => d.date === r.date);
      const day = marketSurface(table, row, rv, quarterRv);
      expect(day).toBeDefined();
      expect(r.model).toBeCloseTo(atmVol(day?.surface ?? { knots: [], tail: 0, shape: indexSmileFor(undefined) }, 30 / 365) * 100, 2);
    }
  });

  it('the dates are the sources\' dates: quoted VIX closes equal the bundled ones, quoted spots are within 0.3% of the bundled close', () => {
    const quotedVix = rows.filter((r) => r.vixQuoted !== undefined);
    expect(quotedVix.length).toBeGreaterThan(0);
    for (const r of quotedVix) expect(r.vix).toBeCloseTo(r.vixQuoted ?? Number.NaN, 2);
    const quotedSpot = rows.filter((r) => r.spotQuoted !== undefined);
    expect(quotedSpot.length).toBeGreaterThan(10);
    for (const r of quotedSpot) expect(Math.abs(r.spot / (r.spotQuoted ?? Number.NaN) - 1)).toBeLessThan(0.003);
  });

  it("sets each published monthly mean against the model's mean over the same number of bundled sessions", () => {
    expect(monthly.map((m) => [m.month, m.days])).toEqual(PUBLISHED_MONTHLY_ATM.map((m) => [m.month, m.days]));
    for (const m of monthly) {
      const dates = new Set(spx.bars.filter((b) => b.date.startsWith(`${m.month}-`)).map((b) => b.date));
      expect(dates.size).toBe(m.days);
      expect(Math.abs(m.error - (m.model - m.real))).toBeLessThanOrEqual(0.011);
      expect(Math.abs(m.vixMinusModel - (m.meanVix - m.model))).toBeLessThanOrEqual(0.011);
    }
  });

  it('summaries: the mean errors are those of the rows, and the x ranges split every row once', () => {
    const s = summaries(rows);
    const errors = rows.map((r) => r.error);
    expect(s.overall.n).toBe(rows.length);
    expect(s.overall.meanSigned).toBeCloseTo(errors.reduce((a, e) => a + e, 0) / errors.length, 2);
    expect(s.overall.meanAbs).toBeCloseTo(errors.reduce((a, e) => a + Math.abs(e), 0) / errors.length, 2);
    expect(Object.values(s.byX).reduce((n, g) => n + g.n, 0)).toBe(rows.length);
    expect(Object.values(s.bySource).reduce((n, g) => n + g.n, 0)).toBe(rows.length);
    expect(s.perSource.sources).toBe(new Set(rows.map((r) => r.group)).size);
    // Both premiums are over the same realised vols: their gap is minus the mean error of those rows.
    const withRv = rows.filter((r) => r.realisedNext !== undefined);
    expect(s.premiumOverNext21.n).toBe(withRv.length);
    expect(Math.abs(s.premiumOverNext21.model - s.premiumOverNext21.real - withRv.reduce((a, r) => a + r.model - r.real, 0) / withRv.length)).toBeLessThanOrEqual(0.011);
    for (const g of X_RANGES) {
      const inRange = rows.filter((r) => r.x >= g.lo && r.x < g.hi).map((r) => r.error);
      if (inRange.length) expect(s.byX[g.label]?.meanSigned).toBeCloseTo(inRange.reduce((a, e) => a + e, 0) / inRange.length, 2);
    }
  });

  it('stays within the model-risk shift of SPX and the ETFs: one vote per source of its mean |error| (the held-out set sizes it)', () => {
    const s = summaries(rows);
    const bySource = new Map<string, number[]>();
    for (const r of rows) bySource.set(r.group, [...(bySource.get(r.group) ?? []), Math.abs(r.error)]);
    const perSource = [...bySource.values()].map((es) => es.reduce((a, e) => a + e, 0) / es.length);
    const expected = perSource.reduce((a, m) => a + m, 0) / perSource.length;
    expect(s.perSource.meanAbsOfSources).toBeCloseTo(expected, 1);
    // The band shifts the whole surface by the level error a day without a real chain should expect:
    // 0.98 here (1.18 before the sustained-stress factor of chain-rules.ts section 3; in sample, it sized
    // the band, 1.2, until the held-out closes were found); the held-out set's 1.39 sized it then (1.4,
    // held-out-atm-check.test.ts), kept since.
    expect(s.perSource.meanAbsOfSources).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.index);
    expect(s.perSource.meanAbsOfSources).toBeGreaterThan(0.9);
    expect(s.perSource.meanAbsOfSources).toBeLessThan(1.05);
    expect(MODEL_RISK_VOL_POINTS.etf).toBe(MODEL_RISK_VOL_POINTS.index);
  });
});
