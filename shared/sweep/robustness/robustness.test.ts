import { describe, expect, it } from 'vitest';
import { deflatedSharpe, expectedMaxSharpe, probabilisticSharpe } from './deflated-sharpe';
import { rankInOutSample } from './in-out-sample';
import { blockBootstrap, dailyPnls, percentile } from './monte-carlo';
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
    // From a start balance of 125: day 1's fall to 100 is in 2020's return (110 / 125 − 1).
    expect(yearlyReturns(eq, 125)).toEqual({ '2020': -0.12, '2021': 0.1 });
    expect(segmentStats(eq, () => 0).return_pct).toBe(21);
    expect(segmentStats([['2020-01-02', 100]], () => 0)).toEqual({ return_pct: 0, sharpe: null, idle: false });
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

  // The e2e sweep (SPY cash-secured puts 2020-2023, 3 DTEs x 3 deltas): 8 of 9 cells could no longer
  // secure a put after the split and earned interest only, 6.3123%-6.3127% (cent rounding).
  const e2e = [
    [3, 3.1333, 6.9754], [4, 2.6071, 6.3125], [5, -1.5209, 6.3126], [2, -13.5283, 6.3125], [0, -16.0382, 6.3127],
    [6, -16.0967, 6.3127], [8, -17.5239, 6.3124], [7, -17.8773, 6.3124], [1, -18.6964, 6.3123],
  ].map(([index, i, o]) => ({ index: index ?? 0, in_sample: i ?? 0, out_sample: o ?? 0 }));

  it('ties cells equal as shown: they share their mean rank, not an order made by rounding or the cell index', () => {
    const r = rankInOutSample(e2e, 10);
    expect(r.rows.map((x) => [x.index, x.in_rank, x.out_rank, x.out_tied])).toEqual([
      [3, 1, 1, 1], [4, 2, 5.5, 8], [5, 3, 5.5, 8], [2, 4, 5.5, 8], [0, 5, 5.5, 8], [6, 6, 5.5, 8], [8, 7, 5.5, 8], [7, 8, 5.5, 8], [1, 9, 5.5, 8],
    ]);
    // Pearson on mid-ranks: in-ranks 1…9 (mean 5), out-ranks 1 and 5.5 ×8 (mean 5):
    // Σab = (−4)(−4) + 0.5·(−3 −2 … +4) = 16 + 2 = 18, Σa² = 60, Σb² = 16 + 8·0.25 = 18 → ρ = 18/√1080.
    expect(r.rank_correlation).toBeCloseTo(18 / Math.sqrt(1080), 12);
    expect(r.top_mean_out_rank).toBe((1 + 5.5 * 8) / 9);
  });

  // The audit's QQQ put-spread sweep (audit 8, F1), out of sample: Sharpe and return % of its cells.
  // Every cell that lost money there still read a positive Sharpe (+0.16 on −81.08%).
  const qqqOut: [number, number, number][] = [[0, 0.1513, -45.88], [1, 0.8508, -4.3], [3, 0.3109, -27.61], [4, 0.0098, -73.29], [5, 0.1639, -81.08], [6, 1.5311, 40.77], [7, 1.5091, 25.93], [8, 2.0506, 77.61]];

  it('ranks a cell that lost money in a period below every cell that made money there, whatever its Sharpe', () => {
    // Cell 5 lost 81.08% out of sample at Sharpe +0.16; cell 9, made up, made 0.50% at −0.40 (under T-bills).
    const cells = [...qqqOut, [9, -0.4, 0.5] as [number, number, number]].map(([index, sharpe, ret]) => ({ index, in_sample: 10 - index, out_sample: sharpe, out_lost: ret < 0 }));
    const r = rankInOutSample(cells, 10);
    const outRank = new Map(r.rows.map((x) => [x.index, x.out_rank]));
    // Made money: 8 (2.05), 6 (1.53), 7 (1.51), 9 (−0.40); then the losses by Sharpe: 1, 3, 5, 0, 4.
    expect([8, 6, 7, 9, 1, 3, 5, 0, 4].map((i) => outRank.get(i))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Equal Sharpe ratios as shown tie only when both made money or both lost it.
    const tie = rankInOutSample([{ index: 0, in_sample: 1, out_sample: 0.5, out_lost: true }, { index: 1, in_sample: 2, out_sample: 0.5 }, { index: 2, in_sample: 3, out_sample: 0.5 }]);
    expect(tie.rows.map((x) => [x.index, x.out_rank, x.out_tied])).toEqual([[2, 1.5, 2], [1, 1.5, 2], [0, 3, 1]]);
  });

  it('has no rank correlation when every cell scored the same out of sample', () => {
    const flat = e2e.map((c) => ({ ...c, out_sample: 6.3125 + (c.index % 3) * 1e-4 }));
    const r = rankInOutSample(flat);
    expect(r.rows.every((x) => x.out_rank === 5 && x.out_tied === 9)).toBe(true);
    expect(r.rank_correlation).toBeNull();
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
    expect(rows[4]).toEqual({ index: 4, value: 10, neighbour_mean: 1, neighbours: 4, peak: true, lone_peak: true, lone_axes: [0, 1] });
    expect(rows[0]).toMatchObject({ neighbour_mean: 1, neighbours: 2, lone_peak: false });
    const plateau = neighbourStability([3, 3], [5, 5, 1, 5, 6, 1, 1, 1, 1]);
    // Centre 6 beats all neighbours (5, 1, 5, 1 → mean 3), above the median of all cells (1): not lone.
    expect(plateau[4]).toMatchObject({ neighbour_mean: 3, lone_peak: false });
    expect(neighbourStability([3], [2, null, 4])[0]).toMatchObject({ neighbour_mean: null, neighbours: 0, peak: false, lone_peak: false, lone_axes: [] });
  });

  it('never lets a cell that lost money beat a neighbour that made money (audit 8, F1)', () => {
    // The audit's QQQ sweep by Sharpe along delta 0.2/0.25/0.3 at DTE 14: 1.75 (made 317.36%), then
    // +1.32 and +1.26 on losses of 38.15% and 52.14%.
    const sharpe = [1.7521, 1.3242, 1.2598];
    const lost = [false, true, true];
    // Made up to show the rule: a made-money 1.0 beside a losing 1.3 (and a made-money 0.9 beyond).
    expect(neighbourStability([3], [1.0, 1.3, 0.9])[0]).toMatchObject({ peak: false });
    expect(neighbourStability([3], [1.0, 1.3, 0.9], [false, true, false])[0]).toMatchObject({ peak: true });
    expect(neighbourStability([3], [1.0, 1.3, 0.9])[1]).toMatchObject({ peak: true });
    expect(neighbourStability([3], [1.0, 1.3, 0.9], [false, true, false])[1]).toMatchObject({ peak: false, lone_peak: false, lone_axes: [] });
    // Two losing cells compare by their figures; the neighbours' mean stays the mean of the figures.
    const rows = neighbourStability([3], sharpe, lost);
    expect(rows[1]).toMatchObject({ peak: false, neighbour_mean: (1.7521 + 1.2598) / 2 });
    expect(rows[0]).toMatchObject({ peak: true });
    expect(neighbourStability([3], [0.5, 1.3, 1.2], [true, true, true])[1]).toMatchObject({ peak: true });
  });

  it('flags a peak alone along one parameter though supported along the other (the e2e sweep)', () => {
    // Total return % of SPY cash-secured puts 2020-2023, DTE 14/30/45 (rows) x delta 0.2/0.3/0.4.
    const e2e = [-10.74, -13.57, -8.07, 10.33, 9.08, 4.69, -10.8, -12.7, -12.32];
    const best = neighbourStability([3, 3], e2e)[3];
    // Neighbours −10.74, −10.80 (DTE) and 9.08 (delta): mean −4.15, above the median of all cells
    // (−10.74); along DTE alone the mean is −10.77, at or below it: alone along DTE.
    expect(best).toMatchObject({ peak: true, lone_peak: false, lone_axes: [0] });
    expect(best?.neighbour_mean).toBeCloseTo((-10.74 - 10.8 + 9.08) / 3, 10);
    expect(neighbourStability([3, 3], e2e)[0]).toMatchObject({ peak: false, lone_axes: [] });
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

describe('Monte Carlo of days marked to market', () => {
  it('reads the daily P&L from the start balance, so its sum is the whole P&L', () => {
    // A covered account: the shares' moves and the interest are in the equity, in no trade.
    const equity = [10_020, 9_950, 10_130.5, 10_400];
    const pnls = dailyPnls(10_000, equity);
    expect(pnls).toEqual([20, -70, 180.5, 269.5]);
    expect(pnls.reduce((s, p) => s + p, 0)).toBeCloseTo(400, 10);
    // Every resample of a rotation (one block as long as the days) ends at the backtest's end.
    const whole = blockBootstrap({ pnls, startBalance: 10_000, ruinLevel: 0, blockLength: 4, resamples: 50 });
    expect(whole.bands.at(-1)).toEqual([4, 10_400, 10_400, 10_400]);
  });

  it('reads a drawdown the closed trades cannot see', () => {
    // Shares bought at 10,000 fall to 6,000 and recover: no trade closed, so the trade resampling has
    // nothing; the days, marked to market, draw down 40% on the resamples that start with the fall.
    const equity = [9_000, 8_000, 7_000, 6_000, 8_000, 10_000];
    const days = blockBootstrap({ pnls: dailyPnls(10_000, equity), startBalance: 10_000, ruinLevel: 6_500, blockLength: 6, resamples: 100, seed: 5 });
    expect(days.max_drawdown_pct.p95).toBeCloseTo(40, 10);
    expect(days.ruin_probability).toBeGreaterThan(0);
  });
});
