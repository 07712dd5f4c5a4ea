import { beforeAll, describe, expect, it } from 'vitest';
import { MODEL_RISK_BASIS, MODEL_RISK_VOL_POINTS, STRESSED_ATM_SHORTFALL, STRESSED_VIX } from '../../shared/engine/market/chain-rules';
import type { MarketDataInput } from '../../shared/engine/market/create-market-data';
import { readBundledMarketInput } from './load-market-data';
import { heldOutAtmCheck, overlapWithPublished, type HeldOutReport } from './held-out-atm-check';
import { HELD_OUT_ATM, IVXM_WEEKLY_CHANGES } from './held-out-atm-data';
import { PUBLISHED_ATM } from './published-atm-data';
import { VIX_RANGES, publishedAtmCheck, summaries as summariesOf } from './published-atm-check';

describe('held-out-atm-check on the real held-out values', () => {
  let report: HeldOutReport;
  let spx: MarketDataInput;
  beforeAll(async () => {
    [report, spx] = await Promise.all([heldOutAtmCheck(), readBundledMarketInput('SPX')]);
  });

  it('gives one row per held-out value with error = model − real and real = the published value', () => {
    expect(report.rows.length).toBe(HELD_OUT_ATM.length);
    report.rows.forEach((r, k) => {
      const p = HELD_OUT_ATM[k];
      expect(r.date).toBe(p?.date);
      expect(p?.kind).toBe('atm');
      expect(r.real).toBeCloseTo(p?.value ?? Number.NaN, 2);
      expect(Math.abs(r.error - (r.model - r.real))).toBeLessThanOrEqual(0.011);
    });
  });

  it("the dates are the posts' dates: quoted VIX closes equal the bundled ones, quoted SPX closes are within 0.3%, an unquoted date is explained", () => {
    const vixOf = new Map(spx.vix.map((v) => [v.date, v.close]));
    const closeOf = new Map(spx.bars.map((b) => [b.date, b.close]));
    const quotedVix = HELD_OUT_ATM.filter((p) => p.vixQuoted !== undefined);
    expect(quotedVix.length).toBeGreaterThanOrEqual(12);
    for (const p of quotedVix) expect(vixOf.get(p.date)).toBeCloseTo(p.vixQuoted ?? Number.NaN, 2);
    const quotedSpot = HELD_OUT_ATM.filter((p) => p.spotQuoted !== undefined);
    expect(quotedSpot.length).toBeGreaterThanOrEqual(17);
    for (const p of quotedSpot) expect(Math.abs((closeOf.get(p.date) ?? Number.NaN) / (p.spotQuoted ?? Number.NaN) - 1)).toBeLessThan(0.003);
    // A row whose source quotes no close must say how its date was read (and is not graded A).
    for (const p of HELD_OUT_ATM.filter((q) => q.spotQuoted === undefined && q.vixQuoted === undefined)) {
      expect(p.note ?? '').toMatch(/date/);
      expect(p.grade).not.toBe('A');
    }
    // The report reads the same bundled closes.
    for (const r of report.rows) expect(r.vix).toBe(vixOf.get(r.date));
  });

  it("the values follow the posts' own weekly changes (points to 0.025, percent to 0.01)", () => {
    const valueOf = new Map(HELD_OUT_ATM.map((p) => [p.date, p.value]));
    for (const c of IVXM_WEEKLY_CHANGES) {
      const now = valueOf.get(c.weekEnding);
      const before = valueOf.get(c.previous);
      expect(now, c.weekEnding).toBeDefined();
      expect(before, c.previous).toBeDefined();
      expect(Math.abs((now ?? Number.NaN) - (before ?? Number.NaN) - c.points), c.weekEnding).toBeLessThanOrEqual(0.025);
      if (c.percent !== undefined) expect(Math.abs((c.points / (before ?? Number.NaN)) * 100 - c.percent), c.weekEnding).toBeLessThanOrEqual(0.01);
    }
  });

  it('is held out: no close of the in-sample published set, and the check refuses one', async () => {
    expect(overlapWithPublished()).toEqual([]);
    for (const p of HELD_OUT_ATM) expect(p.date >= '2010-01-01' && p.date <= '2025-12-31').toBe(true);
    const inSample = PUBLISHED_ATM[0];
    if (inSample === undefined) throw new Error('no published values');
    expect(overlapWithPublished([inSample])).toEqual([`${inSample.underlying} ${inSample.date}`]);
    await expect(heldOutAtmCheck([inSample])).rejects.toThrow(/in sample/);
  });

  it('summaries: overall and per-regime means are those of the rows, every row in one VIX regime, and the band verdict follows', () => {
    const { rows, summaries } = report;
    const mean = (es: number[]) => es.reduce((a, e) => a + e, 0) / es.length;
    expect(summaries.overall.n).toBe(rows.length);
    expect(summaries.overall.meanSigned).toBeCloseTo(mean(rows.map((r) => r.error)), 2);
    expect(summaries.overall.meanAbs).toBeCloseTo(mean(rows.map((r) => Math.abs(r.error))), 2);
    expect(Object.values(summaries.byVix).reduce((n, g) => n + g.n, 0)).toBe(rows.length);
    for (const g of VIX_RANGES) {
      const inRange = rows.filter((r) => r.vix >= g.lo && r.vix < g.hi);
      if (inRange.length) {
        expect(summaries.byVix[g.label]?.meanSigned).toBeCloseTo(mean(inRange.map((r) => r.error)), 2);
        expect(summaries.byVix[g.label]?.meanAbs).toBeCloseTo(mean(inRange.map((r) => Math.abs(r.error))), 2);
      }
    }
    expect(summaries.perSource.sources).toBe(new Set(rows.map((r) => r.group)).size);
    expect(report.band).toBe(MODEL_RISK_VOL_POINTS.index);
    expect(report.meanAbsOverBand).toBe(summaries.overall.meanAbs > MODEL_RISK_VOL_POINTS.index);
  });

  it('stays under the model-risk band of SPX and the ETFs, which it sized before the sustained-stress factor', () => {
    // 1.39 (IVXM 1.22, Cboe 1.55) sized the band, 1.4; with the sustained-stress factor (chain-rules.ts
    // section 3, 2026-11-28) 0.51 (IVXM 0.94, Cboe 0.07), the rows' own mean |error| 1.24 -> 0.89. These
    // closes were read to decide on that factor, so the band keeps its size (chain-rules.ts section 8).
    const perSource = report.summaries.perSource.meanAbsOfSources;
    expect(perSource).toBeLessThan(0.7);
    expect(report.summaries.overall.meanAbs).toBeLessThan(1);
    expect(MODEL_RISK_VOL_POINTS.index).toBe(1.4);
    expect(MODEL_RISK_VOL_POINTS.etf).toBe(MODEL_RISK_VOL_POINTS.index);
    expect(report.meanAbsOverBand).toBe(false);
    // The band's caption quotes what this check reads now beside the 1.39 that set it (audit 18 N3).
    expect(MODEL_RISK_BASIS.index).toContain(`brought it to ${report.summaries.overall.meanAbs.toFixed(2)}, and the band keeps its width`);
  });

  it('stressed markets: the model sits about STRESSED_ATM_SHORTFALL under the real ATM in both sets (the result note says so)', async () => {
    const published = summariesOf(await publishedAtmCheck(PUBLISHED_ATM));
    const stressedLabel = VIX_RANGES.find((g) => g.lo === STRESSED_VIX)?.label ?? '';
    const sets = [published.byVix[stressedLabel], report.summaries.byVix[stressedLabel]];
    // 4 published closes (-1.66) and 8 held out (-1.09): the note's "12 real S&P 500 closes"; -2.01 and
    // -2.06 before the sustained-stress factor (chain-rules.ts section 3), which the held-out set was
    // read for, not chosen on (the factor's power is not fitted).
    expect(sets.map((g) => g?.n)).toEqual([4, 8]);
    for (const g of sets) {
      expect(g?.meanSigned).toBeLessThan(0);
      expect(Math.abs((g?.meanSigned ?? 0) + STRESSED_ATM_SHORTFALL.index)).toBeLessThanOrEqual(0.5);
      // Mostly one-sided and about the band's size (mean |error| 1.66 and 1.29 against ±1.4).
      expect(g?.meanAbs).toBeGreaterThan(MODEL_RISK_VOL_POINTS.index - 0.2);
    }
    // Calm days (VIX under 20) stay inside the band in both sets.
    for (const s of [published, report.summaries]) {
      for (const [label, g] of Object.entries(s.byVix)) if (label !== stressedLabel) expect(g.meanAbs).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.index);
    }
  });
});
