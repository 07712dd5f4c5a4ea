import { describe, expect, it } from 'vitest';
import { deflatedSharpe, expectedMaxSharpe, probabilisticSharpe } from './deflated-sharpe';
import { rankInOutSample } from './in-out-sample';
import { blockBootstrap, percentile } from './monte-carlo';
import { normCdf, normInv } from './normal';
import { dailyReturns, returnMoments, segmentStats, yearlyReturns } from './return-stats';
import { neighbourStability } from './stability';
import { walkForward } from './walk-forward';

describe('normal distribution', () => {
  it('matches tabulated values', () => {
    expect(normCdf(0)).toBeCloseTo(0.5, 7);
    expect(normCdf(1)).toBeCloseTo(0.8413447, 6);
    expect(normCdf(-2.5)).toBeCloseTo(0.0062097, 6);
    expect(normInv(0.975)).toBeCloseTo(1.959964, 6);
    expect(normInv(0.001)).toBeCloseTo(-3.090232, 6);
    expect(normInv(0.5)).toBe(0);
  });
});

describe('return statistics', () => {
  it('computes returns, segment stats and calendar-year returns by hand', () => {
    const eq = [['2020-12-30', 100], ['2020-12-31', 110], ['2021-01-04', 99], ['2021-06-01', 121]] as const;
    expect(dailyReturns(eq).map((r) => Math.round(r * 1e6) / 1e6)).toEqual([0.1, -0.1, 0.222222]);
    expect(yearlyReturns(eq)).toEqual({ '2020': 0.1, '2021': 0.1 });
    expect(segmentStats(eq).return_pct).toBe(21);
    expect(segmentStats([['2020-01-02', 100]])).toEqual({ return_pct: 0, sharpe: null });
  });

  it('gives the moments of a hand-computed series (skewness and kurtosis of population moments)', () => {
    // x = 1, 2, 3, 10: mean 4, deviations -3 -2 -1 6; m2 = 50/4 = 12.5, m3 = (−27 −8 −1 +216)/4 = 45,
    // m4 = (81 + 16 + 1 + 1296)/4 = 348.5; sample σ = √(50/3).
    const m = returnMoments([1, 2, 3, 10]);
    expect(m.n).toBe(4);
    expect(m.sr).toBeCloseTo(4 / Math.sqrt(50 / 3), 10);
    expect(m.skew).toBeCloseTo(45 / 12.5 ** 1.5, 10);
    expect(m.kurt).toBeCloseTo(348.5 / 156.25, 10);
    expect(returnMoments([0.01, 0.01, 0.01])).toEqual({ n: 3, sr: 0, skew: 0, kurt: 3 });
  });
});

describe('deflated Sharpe ratio', () => {
  // Hand computation: V = 0.0001, N = 100 → SR₀ = 0.01·(0.42278·Φ⁻¹(0.99) + 0.57722·Φ⁻¹(1 − 1/(100e)))
  // = 0.01·(0.42278·2.32635 + 0.57722·2.68028) = 0.025306.
  it('gives the expected maximum Sharpe of N null trials', () => {
    expect(expectedMaxSharpe(100, 0.0001)).toBeCloseTo(0.025306, 5);
    expect(expectedMaxSharpe(1, 0.0001)).toBe(0);
  });

  // SR 0.05 over T = 1000 days, skew −0.5, kurtosis 5: denominator √(1 + 0.025 + 0.0025) = 1.01366;
  // PSR(0) = Φ(0.05·√999 / 1.01366) = Φ(1.5591) = 0.94051; DSR = Φ(0.024694·√999 / 1.01366) = 0.77935.
  it('gives PSR(0) and the DSR by hand', () => {
    const best = { n: 1000, sr: 0.05, skew: -0.5, kurt: 5 };
    expect(probabilisticSharpe(best, 0)).toBeCloseTo(0.940508, 5);
    expect(probabilisticSharpe(best, expectedMaxSharpe(100, 0.0001))).toBeCloseTo(0.779346, 5);
  });

  it('deflates more the more cells were tried', () => {
    const best = { n: 1000, sr: 0.05, skew: 0, kurt: 3 };
    const few = deflatedSharpe(best, [0.05, 0.03, 0.01]);
    const many = deflatedSharpe(best, Array.from({ length: 300 }, (_, i) => 0.05 - (i % 3) * 0.02));
    expect(few.trials).toBe(3);
    expect(many.deflated_sharpe).toBeLessThan(few.deflated_sharpe);
    expect(few.prob_sr_above_zero).toBe(many.prob_sr_above_zero);
  });
});

describe('in-sample / out-of-sample ranking', () => {
  it('ranks on the in-sample score and shows where those cells land out of sample', () => {
    const cells = [
      { index: 0, in_sample: 3, out_sample: 1 },
      { index: 1, in_sample: 2, out_sample: 2 },
      { index: 2, in_sample: 1, out_sample: 3 },
      { index: 3, in_sample: null, out_sample: 5 },
    ];
    const r = rankInOutSample(cells, 2);
    expect(r.rows.map((x) => [x.index, x.in_rank, x.out_rank])).toEqual([[0, 1, 3], [1, 2, 2]]);
    expect(r.ranked).toBe(3);
    // d = (1−3, 2−2, 3−1) → Σd² = 8; ρ = 1 − 6·8 / (3·8) = −1: the order reverses out of sample.
    expect(r.rank_correlation).toBe(-1);
    expect(r.top_mean_out_rank).toBe(2.5);
  });
});

describe('walk-forward', () => {
  it('re-chooses each year on the previous N years and chains the choices', () => {
    const cells = [
      { index: 0, yearly: { '2020': 0.5, '2021': -0.2, '2022': 0.1, '2023': 0.1 } },
      { index: 1, yearly: { '2020': 0.0, '2021': 0.3, '2022': 0.2, '2023': -0.1 } },
    ];
    const wf = walkForward(cells, 1);
    // 2021: best 2020 is cell 0 (−20%); 2022: best 2021 is cell 1 (+20%); 2023: best 2022 is cell 1 (−10%).
    expect(wf.steps).toEqual([
      { year: '2021', chosen: 0, return: -0.2 },
      { year: '2022', chosen: 1, return: 0.2 },
      { year: '2023', chosen: 1, return: -0.1 },
    ]);
    expect(wf.chained.map(([y, e]) => [y, Math.round(e * 1e6) / 1e6])).toEqual([['2021', 0.8], ['2022', 0.96], ['2023', 0.864]]);
    // Whole period: cell 0 1.5·0.8·1.1·1.1 = 1.452, cell 1 1.3·1.2·0.9 = 1.404 → cell 0, over 2021-2023: 0.8·1.1·1.1.
    expect(wf.best_cell).toBe(0);
    expect(wf.best.at(-1)?.[1]).toBeCloseTo(0.968, 10);
  });
});

describe('neighbour stability', () => {
  it('gives the mean of the cells one step away and flags a lone peak', () => {
    // 3 x 3 grid, row-major; a peak of 10 in the centre among 1s, and a strong corner block.
    const values = [1, 1, 1, 1, 10, 1, 1, 1, 1];
    const rows = neighbourStability([3, 3], values);
    expect(rows[4]).toEqual({ index: 4, value: 10, neighbour_mean: 1, neighbours: 4, lone_peak: true });
    expect(rows[0]).toMatchObject({ neighbour_mean: 1, neighbours: 2, lone_peak: false });
    const plateau = neighbourStability([3, 3], [5, 5, 1, 5, 6, 1, 1, 1, 1]);
    // Centre 6 beats all neighbours (5, 1, 5, 1 → mean 3), above the median of all cells (1): not lone.
    expect(plateau[4]).toMatchObject({ neighbour_mean: 3, lone_peak: false });
    expect(neighbourStability([3], [2, null, 4])[0]).toMatchObject({ neighbour_mean: null, neighbours: 0, lone_peak: false });
  });
});

describe('Monte Carlo block bootstrap', () => {
  it('has no spread when every trade is the same', () => {
    const mc = blockBootstrap({ pnls: [10, 10, 10, 10], startBalance: 100, ruinLevel: 50, resamples: 200 });
    expect(mc.bands.at(-1)).toEqual([4, 140, 140, 140]);
    expect(mc.max_drawdown_pct.p95).toBe(0);
    expect(mc.ruin_probability).toBe(0);
  });

  it('finds the probability of ruin of a hand-countable case', () => {
    // Two trades, +100 and −100, blocks of 1: four equally likely paths; equity dips below 950
    // exactly when the first draw is −100 → P(ruin) = 1/2. Max drawdown is 0 on (+,+) and (−,−)
    // from the start... (−,−) falls 20%, (−,+) 10%, (+,−) 100/1100 = 9.09%, (+,+) 0.
    const mc = blockBootstrap({ pnls: [100, -100], startBalance: 1000, ruinLevel: 950, blockLength: 1, resamples: 10_000, seed: 7 });
    expect(mc.ruin_probability).toBeGreaterThan(0.48);
    expect(mc.ruin_probability).toBeLessThan(0.52);
    expect(mc.max_drawdown_pct.p95).toBeCloseTo(20, 10);
    expect(mc.max_drawdown_pct.mean).toBeGreaterThan((0 + 9.0909 + 10 + 20) / 4 - 0.3);
    expect(mc.max_drawdown_pct.mean).toBeLessThan((0 + 9.0909 + 10 + 20) / 4 + 0.3);
    expect(mc.bands[0]).toEqual([0, 1000, 1000, 1000]);
    expect(mc.bands.at(-1)).toEqual([2, 800, 1000, 1200]);
    expect(mc.max_drawdown_pct.histogram.reduce((s, b) => s + b.count, 0)).toBe(10_000);
  });

  it('is deterministic for a seed and keeps blocks of consecutive trades', () => {
    const pnls = [5, -3, 8, -12, 4, 7, -1, 2];
    expect(blockBootstrap({ pnls, startBalance: 100, ruinLevel: 0, seed: 3, resamples: 500 })).toEqual(
      blockBootstrap({ pnls, startBalance: 100, ruinLevel: 0, seed: 3, resamples: 500 }),
    );
    // A block as long as the series is a rotation: every resample ends at the same total.
    const whole = blockBootstrap({ pnls, startBalance: 100, ruinLevel: 0, blockLength: 8, resamples: 300 });
    expect(whole.bands.at(-1)).toEqual([8, 110, 110, 110]);
  });

  it('interpolates percentiles between order statistics', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 5)).toBeCloseTo(1.15, 10);
  });
});
