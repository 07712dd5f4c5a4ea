import { describe, expect, it } from 'vitest';
import { LIQUIDITY_FIT } from '../../shared/engine/market/liquidity-constants';
import { dteBucket, modeledVolume, strikeRoundness } from '../../shared/engine/market/liquidity-model';
import { allObservations, liquidityReport, shareVolumeReader, type Observation } from './liquidity-fit-report';
import { median } from '../../shared/engine/core/median';

const between = (lo: number, hi: number) => (o: Observation) => o.absDelta >= lo && o.absDelta <= hi;
const medians = (obs: readonly Observation[]) => ({
  n: obs.length,
  real: median(obs.map((o) => o.volume)),
  model: median(obs.map((o) => modeledVolume(o.cls, o.shareVolume, o))),
});

describe('liquidity fit on the real SPXW and LEAN chains', () => {
  it('reproduces the committed constants and keeps the SPXW volume within 2x of the real median, 0.02-0.50 |delta|', async () => {
    const report = await liquidityReport();
    expect(report.fitted).toEqual(LIQUIDITY_FIT);
    const spxw = report.files.find((f) => f.file.startsWith('SPXW'));
    const near = (spxw?.volume ?? []).filter((c) => ['0.02-0.05', '0.05-0.10', '0.10-0.25', '0.25-0.50'].includes(c.delta));
    expect(near.length).toBe(12);
    for (const c of near) {
      expect(c.ratioOfMedians ?? NaN).toBeGreaterThan(0.5);
      expect(c.ratioOfMedians ?? NaN).toBeLessThan(2);
    }
    // The stock table is the mean of AAPL's and GOOG's rates: AAPL's real chain is the more liquid per
    // share, so its modeled near-the-money monthly volume sits under its real one and GOOG's over.
    const nearMonthly = (file: string) => report.files.find((f) => f.file === file)?.volume
      .filter((c) => c.delta === '0.25-0.50' && (c.dte === '8-21' || c.dte === '36-60')) ?? [];
    for (const c of nearMonthly('LEAN aapl')) expect(c.ratioOfMedians ?? NaN).toBeLessThan(1.5);
    expect(nearMonthly('LEAN goog').length).toBe(2);
  }, 120_000);

  it('AAPL, MSTR and HOOD get different modeled volumes on the same day (their own share volumes)', () => {
    const date = '2024-06-03';
    const volumes = ['AAPL', 'MSTR', 'HOOD'].map((ticker) => {
      const { spot, shareVolume } = shareVolumeReader(ticker, ticker)(date);
      expect(spot).toBeGreaterThan(0);
      // A 30-DTE 0.40-delta monthly call: same class, same cell, only the share volume differs.
      return modeledVolume('stock', shareVolume, { type: 'call', absDelta: 0.4, dte: 30, monthly: true, strike: 100 });
    });
    expect(new Set(volumes).size).toBe(3);
    expect(volumes.every((v) => v > 0)).toBe(true);
  });

  it('round strikes: the modeled SPXW median per strike roundness is within 2x of the real one (odd $5 to $50 multiples, 15x apart)', async () => {
    const obs = (await allObservations()).filter((o) => o.file.startsWith('SPXW') && between(0.05, 0.5)(o));
    for (const t of [1, 2]) {
      for (const level of [0, 1, 2, 3]) {
        const m = medians(obs.filter((o) => dteBucket(o.dte) === t && strikeRoundness('index', o.strike) === level));
        expect(m.n, `DTE bucket ${t} level ${level}`).toBeGreaterThanOrEqual(30);
        expect(m.model / m.real, `DTE bucket ${t} level ${level}: ${m.model} vs ${m.real}`).toBeGreaterThan(0.5);
        expect(m.model / m.real, `DTE bucket ${t} level ${level}: ${m.model} vs ${m.real}`).toBeLessThan(2);
      }
    }
  }, 120_000);

  it('SPX monthlies follow the real SPX monthly sample (LEAN 2015-12): no more than 2x its median past 35 DTE, as at 22-35', async () => {
    const obs = (await allObservations()).filter((o) => o.file === 'LEAN spx' && o.monthly && between(0.05, 0.5)(o));
    for (const t of [2, 3, 4]) {
      const m = medians(obs.filter((o) => dteBucket(o.dte) === t));
      expect(m.n).toBeGreaterThanOrEqual(13);
      // The copied end-of-month rate gave 146 contracts against a real median of 0.5 at 61-120 DTE.
      expect(m.model, `DTE bucket ${t}: ${m.model} vs ${m.real}`).toBeLessThanOrEqual(2 * Math.max(m.real, 10));
    }
    const at2235 = medians(obs.filter((o) => dteBucket(o.dte) === 2));
    expect(at2235.model / at2235.real).toBeGreaterThan(0.5);
  }, 120_000);

  it('AAPL weeklies: the modeled median keeps the real fall with DTE (June 2014), one class level throughout', async () => {
    const obs = (await allObservations()).filter((o) => o.file === 'LEAN aapl' && !o.monthly && between(0.05, 0.5)(o));
    const ratios = [0, 1, 2].map((t) => {
      const m = medians(obs.filter((o) => dteBucket(o.dte) === t));
      return m.model / m.real;
    });
    // Real medians 10,866 / 416 / 33 at 0-7 / 8-21 / 22-35 days: the model's are one factor (the stock
    // table is the mean of AAPL's and GOOG's rates, GOOG's weeklies idle) times those, not a steeper fall.
    for (const r of ratios) expect(r).toBeGreaterThan(0.3);
    expect(Math.max(...ratios) / Math.min(...ratios)).toBeLessThan(1.6);
    const far = medians(obs.filter((o) => dteBucket(o.dte) === 3));
    expect(far.real).toBeLessThanOrEqual(2); // weeklies 36-53 days out, days after their listing
  }, 120_000);
});
