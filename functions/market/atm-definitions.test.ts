import { beforeAll, describe, expect, it } from 'vitest';
import { STRESSED_ATM_SHORTFALL, STRESSED_VIX } from '../../shared/engine/market/chain-rules';
import { tradingSessionsBetween } from '../../shared/engine/market/calendar';
import { atmVol, expirySurface, strikeVol, strikeZ } from '../../shared/engine/market/vol-surface';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from './load-market-data';
import { reportContexts } from './report-contexts';
import { definitionReport, IVX_STRIKES, readExpiry } from './atm-definitions';
import { VIX_RANGES } from './published-atm-check';
import { HELD_OUT_ATM } from './held-out-atm-data';
import { PUBLISHED_ATM } from './published-atm-data';

describe('atm-definitions: the model read as each publisher defines its 30-day ATM', () => {
  let report: Awaited<ReturnType<typeof definitionReport>>;
  let spx: MarketData;
  beforeAll(async () => {
    [report, spx] = await Promise.all([definitionReport(), loadMarketData('SPX', { store: null })]);
  });

  it('reads from the modeled prices the vols the surface gives: ATM at the forward, and each IVX strike', async () => {
    const { ctx } = await reportContexts('SPX');
    const date = '2020-03-13';
    const day = ctx(date);
    const spot = spx.bars.find((b) => b.date === date)?.close ?? Number.NaN;
    if (day === undefined) throw new Error('no surface');
    const expiries = spx.options.expirations(date).slice(0, 12);
    expect(expiries.length).toBe(12);
    for (const expiry of expiries) {
      const e = readExpiry(spx, date, expiry, spot);
      if (e === undefined) continue;
      // The chain reads the surface in trading sessions and quotes total variance over calendar days.
      // At the forward (z = 0) the far put tail still adds τ·h(−TAIL_START) ≈ 0.008·τ to (σ/atm)²: on
      // this day (β at its floor in sustained stress, τ 0.88 to meet SKEW) up to 0.0021 in vol; the
      // surface's own vol at z = 0 is read to 0.001.
      const n = tradingSessionsBetween(date, expiry);
      const t = e.dte / 365;
      const s = expirySurface('index', day.surface, e.f, t, n);
      expect(Math.abs(e.forward - strikeVol(s, 0))).toBeLessThan(0.001);
      expect(Math.abs(e.forward - atmVol(day.surface, n / 252) * Math.sqrt(n / 252 / t))).toBeLessThan(0.003);
      expect(e.ivxStrikes.length).toBe(IVX_STRIKES);
      // The 4 strikes nearest the spot: none of the others is nearer.
      const others = (spx.options.strikes?.(date, expiry) ?? []).filter((k) => !e.ivxStrikes.includes(k));
      const farthest = Math.max(...e.ivxStrikes.map((k) => Math.abs(k - spot)));
      for (const k of others) expect(Math.abs(k - spot)).toBeGreaterThanOrEqual(farthest);
      // Their vega-weighted mean, from the surface's vols at those strikes (Black vega on the forward).
      const vols = e.ivxStrikes.map((k) => strikeVol(s, strikeZ(s, k)));
      const vegas = e.ivxStrikes.map((k, i) => {
        const v = vols[i] ?? Number.NaN;
        const d1 = (Math.log(e.f / k) + (v * v * t) / 2) / (v * Math.sqrt(t));
        return e.f * Math.exp(-(d1 * d1) / 2) * Math.sqrt(t);
      });
      const mean = vols.reduce((a, v, i) => a + v * (vegas[i] ?? 0), 0) / vegas.reduce((a, w) => a + w, 0);
      expect(Math.abs(e.ivx - mean)).toBeLessThan(0.001);
    }
  });

  it('one row per published and held-out close, each with its source\'s definition', () => {
    expect(report.published.rows.map((r) => r.date)).toEqual(PUBLISHED_ATM.map((p) => p.date));
    expect(report.heldOut.rows.map((r) => r.date)).toEqual(HELD_OUT_ATM.map((p) => p.date));
    const rows = [...report.published.rows, ...report.heldOut.rows];
    // IVolatility's IVX on every IVolatility close; undocumented sources read at the listed forward.
    for (const r of rows) {
      if (r.group.startsWith('IVolatility')) expect(r.definition).toBe('ivx');
      if (r.definition === 'undocumented') expect(r.matched).toBe(r.listedForward);
      if (r.definition !== 'ivx') expect(r.ivxMonthly).toBeUndefined();
    }
    expect(rows.filter((r) => r.definition === 'ivx').length).toBe(18);
  });

  it("the strike part of the publishers' definitions moves the model's reading by at most 0.2 vol points", () => {
    // IVX's 4 strikes nearest the spot span ±$10 of SPX ($5 strikes): z within about ±0.05, where the
    // smile is flat to a few hundredths; the spot against the forward moves it by 0.15 at most.
    for (const r of [...report.published.rows, ...report.heldOut.rows]) expect(Math.abs(r.matched - r.listedForward), r.date).toBeLessThanOrEqual(0.2);
  });

  it('stressed markets: read as the publishers define their numbers, the shortfall stays about STRESSED_ATM_SHORTFALL', () => {
    const stressed = VIX_RANGES.find((g) => g.lo === STRESSED_VIX)?.label ?? '';
    const { both } = report;
    // 12 closes at VIX 20 or more: strict −1.28, at the listed forward −1.18, matched −1.18 (IVX on
    // monthly expiries only: −1.35 over 11); −2.04, −1.98, −1.97, −2.21 before the sustained-stress
    // factor (chain-rules.ts section 3).
    expect(both.strict.byVix[stressed]?.n).toBe(12);
    expect(both.matched.byVix[stressed]?.n).toBe(12);
    for (const reading of [both.strict, both.listedForward, both.matched, both.matchedIvxMonthly]) {
      const g = reading.byVix[stressed];
      expect(g?.meanSigned).toBeLessThan(0);
      expect(Math.abs((g?.meanSigned ?? 0) + STRESSED_ATM_SHORTFALL.index)).toBeLessThanOrEqual(0.3);
    }
    // Not an artefact of the definitions: matching them changes the stressed mean by under a quarter point.
    expect(Math.abs((both.matched.byVix[stressed]?.meanSigned ?? 0) - (both.strict.byVix[stressed]?.meanSigned ?? 0))).toBeLessThan(0.25);
    // The held-out set alone (all IVX but one) moves the other way: −1.09 strict, −1.18 matched.
    const heldOut = report.heldOut.summaries;
    expect(heldOut.matched.byVix[stressed]?.meanSigned).toBeLessThanOrEqual(heldOut.strict.byVix[stressed]?.meanSigned ?? 0);
  });
});
