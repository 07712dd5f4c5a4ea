import { describe, expect, it } from 'vitest';
import { compareChartOption } from './compare-chart-options';
import { compareIdsOf } from './compare-page';

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
  it('draws the drawdown axis from 0% down even when no run fell below its peak', () => {
    const option = compareChartOption([{ name: 'A', startBalance: 100, equity: [{ date: '2024-01-02', equity: 100 }, { date: '2024-01-03', equity: 101 }] }]);
    const min = (option.yAxis[1] as { min?: (e: { min: number }) => number }).min;
    // A round floor under the worst: the worst itself was the bottom label ('-61.34%').
    expect([min?.({ min: 0 }), min?.({ min: -35 }), min?.({ min: -61.34 })]).toEqual([-1, -40, -80]);
  });
  it('reads at most four distinct ids from the query', () => {
    expect(compareIdsOf('a, b,a,,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIdsOf(null)).toEqual([]);
  });
});
