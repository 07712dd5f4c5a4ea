import { describe, expect, it } from 'vitest';
import { SPXW_FIXTURE, accuracyOfFile, widthFit, type WidthBucket } from './chain-accuracy';
import { FAR_PUT_VOL_SHORTFALL, MODEL_RISK_VOL_POINTS } from '../../shared/engine/market/chain-rules';

// The real SPXW chains of Jan-Feb 2018 are out of sample: no constant of the surface was fitted to
// them (each day is fitted to that day's VIX family and SKEW). Issue 15's bounds: median over days
// of the per-day median |model IV - real IV| for 0.10-0.50 |delta| at or under 0.8 vol points, and
// 2018-02-05 (the Volmageddon close) under 4 points. Measured 2026-11-28 with the regime rule of
// chain-rules.ts (β 0.6 · max(x / 1.36, 1)^1.2): 0.75, 2018-02-05 2.14, worst day 3.02 (02-06); with
// its first constants (0.76 · (x / 1.36)^0.6, chosen on this sample alone) 0.765, 2.05 and 2.33; with
// the fixed β 0.9 of before 0.775, 2.28 and worst day 2.77.
const feb = (report: { widthsByMonth: readonly { month: string; widths: WidthBucket[] }[] }): WidthBucket[] =>
  report.widthsByMonth.find((m) => m.month === '2018-02')?.widths ?? [];

describe('modeled chain vs the real SPXW sample (out of sample)', () => {
  it('stays within the issue bounds on the sample days', async () => {
    const report = await accuracyOfFile(SPXW_FIXTURE);
    expect(report.ticker).toBe('SPX');
    // 40 quote days minus the two expiry days (no time value left to invert).
    expect(report.days).toHaveLength(38);
    expect(report.medianOfDays).toBeLessThanOrEqual(0.8);
    // The model-risk band of SPX and the ETFs covers this error (it is sized by the larger level error
    // of the published ATM check: published-atm-check.test.ts).
    expect(report.medianOfDays).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.index);
    expect(report.days.find((d) => d.date === '2018-02-05')?.medianAbsErrorVolPoints).toBeLessThan(4);
    expect(report.worstDay).toBeLessThan(4);
    // Bid/ask widths (rule 5, chosen on this sample, so in sample): within 15% of the real median
    // in all 12 (|delta|, DTE) cells since the minimum widens with the vol left to expiry
    // (FLOOR_WIDENS_FROM, 2026-12-02; 11 of 12 before). The cell that was missed, 0-0.10 |delta| at
    // 22-35 DTE, has a real median of exactly 0.125, between two ticks (516 of its 1,032 real widths
    // are $0.10 or less, the median the mean of the 516th, $0.10, and the 517th, $0.15): the model's
    // plain median was 0.10 (554 quotes at $0.10), now 0.15, which reads 1.15 only because 0.125 is
    // printed 0.13 (1.20 of the unrounded median). The measure that is not a coin flip on a tick
    // boundary: interpolated medians 0.119 -> 0.126 against 0.125 (0.95 -> 1.01), quote by quote
    // 0.97 -> 1.00. Why it was narrow: the flat $0.10 minimum. Its quotes at $0.10 against real ones
    // of $0.15+ were January's cheap options (real 2 or 3 ticks, about one in four at 3 at every
    // price under $1) and 2018-02-01/02 (VIX 13.5 -> 17.3), when the real cheapest quotes widened to
    // $0.15-0.20 and the model's minimum did not move.
    expect(report.widths).toHaveLength(12);
    expect(report.widths.filter((w) => Math.abs(w.ratio - 1) <= 0.15)).toHaveLength(12);
    const cell = (ws: readonly WidthBucket[], delta: string, dte: string) => ws.find((w) => w.delta === delta && w.dte === dte);
    expect(Math.abs((cell(report.widths, '0.10-0.25', '22-35')?.ratio ?? 0) - 1)).toBeLessThanOrEqual(0.15);
    const knife = cell(report.widths, '0.00-0.10', '22-35');
    expect(knife?.real).toBe(0.13);
    expect(knife?.realInterpolated).toBe(0.125);
    expect(knife?.interpolatedRatio).toBeGreaterThanOrEqual(0.98);
    expect(Math.abs((knife?.quoteRatio ?? 0) - 1)).toBeLessThanOrEqual(0.03);
    expect(report.widths.filter((w) => Math.abs(w.interpolatedRatio - 1) <= 0.15)).toHaveLength(12);
    for (const m of report.widthsByMonth) {
      const plain = m.widths.filter((w) => Math.abs(w.ratio - 1) <= 0.15).length;
      expect(m.widths.filter((w) => Math.abs(w.interpolatedRatio - 1) <= 0.15).length).toBe(plain);
    }
    // Quote by quote (QuoteFit, |delta| under 0.50): the criterion FLOOR_WIDENS_FROM was chosen by on
    // the 1-21 DTE days, 0.2193 with the flat minimum, 0.2047 at 5.25 (0.2042 at 4.5-4.75, 0.2050 at
    // 5.5-6, 0.2096 at 4: flat within tick noise from 4.25 to 6; 5.25 and 5.5 keep February's 9 cells,
    // 4.5-5 lose two to the wide side, from 5.75 the pooled cell above is missed again). Read on the
    // 22-35 DTE days: 0.1948 -> 0.1888, the model's side 0.975 -> 0.996 of real.
    expect(report.quoteFit.inSample.quotes).toBe(3802);
    expect(report.quoteFit.inSample.meanAbsLogRatio).toBeLessThan(0.21);
    expect(report.quoteFit.outOfSample.quotes).toBe(1519);
    expect(report.quoteFit.outOfSample.meanAbsLogRatio).toBeLessThan(0.19);
    // Quote by quote every out-of-the-money cell is within 20% of real (the ¼-power rule: 1.03-1.21,
    // all on the wide side; now 0.94-1.19).
    for (const w of report.widths.filter((x) => x.delta !== '0.50-1.00')) expect(Math.abs(w.quoteRatio - 1)).toBeLessThanOrEqual(0.2);
    // No cell more than $0.30 off, or 15% in the in-the-money cells ($5.20-5.40 real).
    for (const w of report.widths) expect(Math.abs(w.model - w.real)).toBeLessThanOrEqual(Math.max(0.3, 0.15 * w.real) + 1e-9);
    for (const dte of ['1-7', '8-21', '22-35']) expect(Math.abs((cell(report.widths, '0.50-1.00', dte)?.ratio ?? 0) - 1)).toBeLessThanOrEqual(0.15);
    expect(cell(report.widths, '0.10-0.25', '22-35')?.model).toBeLessThanOrEqual(0.5);
    // The in-the-money quotes by price (the pooled cells above mix $20 and $2,000 options). Measured
    // 2026-11-28, real / model: $0-50 0.80/1.00, $50-100 2.30/2.30, $100-200 5.20/4.60, $200-400
    // 5.50/5.50, $400-600 6.00/6.00, $600+ 12.10/10.50. The rule before (2% of any price) read
    // 0.90, 1.60, 3.10, 6.10, 9.85 and 17.60: 0.60-1.64 of real, too cheap where a breached short
    // option is closed ($50-200) and too dear deep in the money.
    const bands = report.widthsInTheMoneyByPrice;
    expect(bands.map((b) => b.price)).toEqual(['0-50', '50-100', '100-200', '200-400', '400-600', '600+']);
    expect(bands.reduce((n, b) => n + b.contracts, 0)).toBeGreaterThan(6000);
    for (const b of bands.slice(1)) expect(Math.abs(b.ratio - 1)).toBeLessThanOrEqual(0.15);
    // The cheapest band is quoted wider than real (its vol-risk part), never narrower (1.31; 1.25
    // under the ¼-power vol term).
    expect(bands[0]?.ratio).toBeGreaterThanOrEqual(1);
    expect(bands[0]?.ratio).toBeLessThanOrEqual(1.35);
    // The vol term (issue 15, 2026-11-27) brought 0.25-0.50 |delta| from 0.87 (8-21 DTE) and 0.89
    // (22-35) of the real median to 1.00 and 0.94; the rule without it fails this.
    // Since the vol term reads √(ATM × realised), 22-35 DTE's median is a tick under (0.80 vs 0.90,
    // 0.89) while quote by quote it is at 1.02 of real.
    for (const dte of ['8-21', '22-35']) {
      expect(cell(report.widths, '0.25-0.50', dte)?.ratio).toBeGreaterThanOrEqual(0.85);
      expect(cell(report.widths, '0.25-0.50', dte)?.quoteRatio).toBeGreaterThanOrEqual(0.95);
    }
    // Month by month: 12 of 12 cells on January alone (6 under the ¼-power vol term, a tick too wide
    // in the calm month: 0.10-0.50 |delta| 1.20-1.50) and 9 of 12 on February (1 without the vol term,
    // 6 without the VIX range, 8 before the $5 limit widened with the ATM vol).
    expect(report.widthsByMonth.map((m) => m.month)).toEqual(['2018-01', '2018-02']);
    for (const m of report.widthsByMonth) expect(m.widths).toHaveLength(12);
    for (const w of report.widths) {
      const perMonth = report.widthsByMonth.map((m) => m.widths.find((x) => x.delta === w.delta && x.dte === w.dte)?.contracts ?? 0);
      expect(perMonth[0]! + perMonth[1]!).toBe(w.contracts);
    }
    const [january, february] = report.widthsByMonth.map((m) => m.widths.filter((w) => Math.abs(w.ratio - 1) <= 0.15).length);
    expect(january).toBeGreaterThanOrEqual(11);
    expect(february).toBeGreaterThanOrEqual(9);
    // After the spike the real in-the-money quotes stayed wide ($6-12) for two weeks: the limit widened
    // with the ATM vol meets February's 1-7 and 8-21 DTE cells at 0.89 and 0.81 (0.81 and 0.69 with a
    // fixed $5; 0.75 and 0.72 with 2% of any price before the limit).
    // February's 22-35 DTE cells are its first four days, 2018-02-01/02/05/06: the Volmageddon close
    // (VIX 16.80-38.80 that day) and the day after (22.42-50.30). The VIX-range rule (its 0.34 chosen
    // on the 1-21 DTE days, so this is out of sample) took them from 0.40/0.44/0.51 of the real medians
    // ($3.00/$4.50/$13.45) to 0.93/1.07/0.77; the rule before fails the lower bound.
    for (const delta of ['0.10-0.25', '0.25-0.50']) {
      expect(cell(feb(report), delta, '22-35')?.ratio).toBeGreaterThanOrEqual(0.85);
      expect(cell(feb(report), delta, '22-35')?.ratio).toBeLessThanOrEqual(1.15);
    }
    // In the money those days stay under real (0.64: 2018-02-05/06's real $14-24 against the model's
    // surged limit and 1.2% part; 0.66 under the ¼-power vol term, whose ATM alone did not lag the
    // spike as the realised vol does; 0.77 with 2% of any price before the limit).
    expect(cell(feb(report), '0.50-1.00', '22-35')?.ratio).toBeGreaterThanOrEqual(0.6);
    expect(cell(feb(report), '0.50-1.00', '1-7')?.ratio).toBeGreaterThanOrEqual(0.85);
    expect(cell(feb(report), '0.50-1.00', '8-21')?.ratio).toBeGreaterThanOrEqual(0.8);
    // The threshold's criterion (chain-rules.ts rule 5): Σ|ln(model/real)| of per-day median widths,
    // 0-0.50 |delta|. Chosen on the 1-21 DTE days (84 cells: 12.57; 12.65 without the rule), checked on
    // the 22-35 DTE days (30 cells: 7.45; 12.54 without the rule, which fails here). On the surface of
    // the regime rule's second form (widths follow the ATM vol) the in-sample days no longer pick it:
    // 13.34 with it, 13.18 without (0.30-0.38 read 13.34-13.46; from 0.42 on it never fires); out of
    // sample 7.15 with it, 12.22 without. Kept at 0.34. The vol term read as √(ATM × realised) to the
    // 0.45 power (2026-11-28): 9.18 in sample, 3.70 out of sample (13.34 / 7.15 with ⁴√ATM).
    expect(report.widthFit.inSample.cells).toBe(84);
    expect(report.widthFit.inSample.sumAbsLogRatio).toBeLessThanOrEqual(9.5);
    expect(report.widthFit.outOfSample.cells).toBe(30);
    expect(report.widthFit.outOfSample.sumAbsLogRatio).toBeLessThan(4.2);
    // The whole smile by |delta| (12+ DTE), both wings. Measured 2026-11-25: puts 0.01-0.10 +0.5 to
    // +0.9, calls 0.01-0.25 +0.6 to +0.8, puts under 0.01 -1.9 (real quotes sit at the minimum tick).
    expect(report.errorsByDelta).toHaveLength(14);
    for (const b of report.errorsByDelta) expect(Math.abs(b.medianError)).toBeLessThanOrEqual(2.5);
    // The model-risk band shifts every strike's vol by the same points (vol-surface.ts expirySurface):
    // the wings' error must not exceed it. Median |error| (2026-12-03): 0.71 (puts) / 0.79 (calls)
    // at 0.25-0.50, larger further out, puts 0.73-1.39 (0.68-1.39 before, measured 2026-12-04) and calls 0.87-1.34 from 0.01 to 0.25 (the
    // 0.10-0.25 puts, 1.39, at the band's edge), so a parallel shift is no narrower than the wings'
    // error; puts under 0.01 read 1.72 (1.68 before, measured 2026-12-04; under real, by $0.35-0.41 a share
    // on the ask: the far-put run note says so). The index smile's shape was chosen on this sample, so these wings are in sample.
    // The far-put run note (far-put-note.ts) quotes the puts under 0.01's median error: it follows this check.
    const farPuts = report.errorsByDelta.find((b) => b.type === 'put' && b.delta.startsWith('0.00-'));
    expect(Math.abs((farPuts?.medianError ?? 0) + FAR_PUT_VOL_SHORTFALL)).toBeLessThanOrEqual(0.15);
    const wings = report.errorsByDelta.filter((b) => !b.delta.startsWith('0.00-'));
    expect(wings).toHaveLength(12);
    for (const b of wings) expect(b.medianAbsError, `${b.type} ${b.delta}`).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.index);
    // Days within 1.5 points: 28 of 38 with the regime rule's second form (2018-02-16 1.54 and 02-27
    // 1.52 just over), 29 with its first.
    const calm = report.days.filter((d) => d.medianAbsErrorVolPoints <= 1.5);
    expect(calm.length).toBeGreaterThanOrEqual(28);
  });
});

describe('widthFit (the VIX-range threshold criterion)', () => {
  it('sums |ln(model/real)| of the 1-21 DTE days in sample and of the later days out of sample, skipping empty cells', () => {
    const day = (dte: number, real: number, model: number) => ({ date: '2018-02-05', dte, delta: '0.10-0.25', contracts: 5, real, model });
    const fit = widthFit([day(21, 1, 2), day(8, 2, 1), day(22, 3, 3), day(35, 1, Math.E), day(30, 0, 1)]);
    expect(fit.inSample).toEqual({ cells: 2, sumAbsLogRatio: Math.round(2 * Math.log(2) * 100) / 100 });
    expect(fit.outOfSample).toEqual({ cells: 2, sumAbsLogRatio: 1 });
  });
});
