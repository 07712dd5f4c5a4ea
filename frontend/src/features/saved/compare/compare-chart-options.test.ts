import { describe, expect, it } from 'vitest';
import { compareChartOption, RUN_COLORS, RUN_DASHES } from './compare-chart-options';
import { contrastRatio, hexRgb, simulateColourVision, warmth } from '../../../test/colour-vision';
import { compareIdsOf } from './compare-page';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { totalReturnPct } from '../../../../../shared/engine/metrics/total-return';

describe('comparison chart', () => {
  it('puts each run’s P&L (% of its start) and drawdown on one date axis', () => {
    const option = compareChartOption([
      { name: 'A', startBalance: 100, equity: [{ date: '2024-01-02', equity: 100 }, { date: '2024-01-03', equity: 110 }, { date: '2024-01-04', equity: 99 }] },
      { name: 'B', startBalance: 50, equity: [{ date: '2024-01-03', equity: 55 }] },
    ]);
    expect(option.xAxis[0]?.data).toEqual(['2024-01-02', '2024-01-03', '2024-01-04']);
    const data = option.series.map((s) => s.data);
    expect(data).toEqual([[0, 10, -1], [0, 0, -10], [null, 10, null], [null, 0, null]]);
  });
  it("reads a run's last P&L % as the table's Total Return, rounded once from the stored figure (a value on a rounding edge)", () => {
    // $105,984.99 on $100,000: +5.98499%, stored as total_return_pct 5.985 (4 decimals), which the table
    // and the results' card show as 5.99%. Rounded to 2 decimals for the chart and again by its tooltip it read 5.98%.
    const end = 105984.99;
    const option = compareChartOption([{ name: 'A', startBalance: 100000, equity: [{ date: '2024-01-02', equity: 100000 }, { date: '2024-12-31', equity: end }] }]);
    const last = option.series[0]?.data.at(-1);
    expect(last).toBe(totalReturnPct(100000, end));
    const tooltip = option.tooltip.valueFormatter(last);
    expect(tooltip).toBe(formatMetric('percent', totalReturnPct(100000, end)));
    expect(tooltip).toBe('5.99%');
  });
  it('draws the drawdown axis from 0% down even when no run fell below its peak', () => {
    const option = compareChartOption([{ name: 'A', startBalance: 100, equity: [{ date: '2024-01-02', equity: 100 }, { date: '2024-01-03', equity: 101 }] }]);
    const min = (option.yAxis[1] as { min?: (e: { min: number }) => number }).min;
    // A round floor under the worst: the worst itself was the bottom label ('-61.34%').
    expect([min?.({ min: 0 }), min?.({ min: -35 }), min?.({ min: -61.34 })]).toEqual([-1, -40, -80]);
  });
  it('labels the drawdown axis at even steps from 0% to its floor (a -50% floor read 0%, -30%, -50%)', () => {
    const fell = (worstEquity: number) => compareChartOption([{ name: 'A', startBalance: 100, equity: [{ date: '2024-01-02', equity: 100 }, { date: '2024-01-03', equity: worstEquity }] }]);
    expect((fell(59.04).yAxis[1] as { interval?: number }).interval).toBe(25); // -40.96%: floor -50%
    expect((fell(65).yAxis[1] as { interval?: number }).interval).toBe(20); // -35%: floor -40%
    expect((fell(99.5).yAxis[1] as { interval?: number }).interval).toBe(0.5); // -0.5%: floor -1%
  });
  it('keeps the legend to one row above the P&L grid, paged when the runs\' names do not fit (a second row sat on the top axis label)', () => {
    const option = compareChartOption(['Iron condor SPY 2024', 'Wheel AAPL 2022-2023', 'Covered call SPY 2024'].map((name) => ({ name, startBalance: 100, equity: [{ date: '2024-01-02', equity: 100 }] })));
    expect(option.legend).toMatchObject({ type: 'scroll', top: 0 });
    expect(option.grid[0]?.top).toBe(40);
  });
  it('reads at most four distinct ids from the query', () => {
    expect(compareIdsOf('a, b,a,,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIdsOf(null)).toEqual([]);
  });
  it('tells the four runs apart without hue: each its own dash, and colours apart in warmth or lightness under red-green colour blindness', () => {
    const option = compareChartOption(['A', 'B', 'C', 'D'].map((name) => ({ name, startBalance: 100, equity: [{ date: '2024-01-02', equity: 100 }] })));
    const dashes = option.series.filter((_, k) => k % 2 === 0).map((s) => JSON.stringify(s.lineStyle.type));
    expect(new Set(dashes).size).toBe(4);
    for (const vision of ['protanopia', 'deuteranopia'] as const) {
      const seen = RUN_COLORS.map((hex) => simulateColourVision(hexRgb(hex), vision));
      for (let i = 0; i < seen.length; i++) {
        for (let j = i + 1; j < seen.length; j++) {
          const a = seen[i] as [number, number, number];
          const b = seen[j] as [number, number, number];
          const warmthApart = Math.sign(warmth(a)) !== Math.sign(warmth(b));
          expect(warmthApart || contrastRatio(a, b) >= 1.35, `${vision}: runs ${i + 1} and ${j + 1}`).toBe(true);
        }
      }
    }
    expect(RUN_DASHES).toHaveLength(RUN_COLORS.length);
  });
});
