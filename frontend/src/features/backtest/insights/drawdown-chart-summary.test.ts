import { describe, expect, it } from 'vitest';
import { drawdownChartSummary } from './drawdown-chart-summary';

describe('the drawdown chart in words', () => {
  it('names the span and the deepest drawdown with its date, and where the run ended', () => {
    const points = [
      { date: '2024-01-02', drawdownPct: 0 },
      { date: '2024-03-15', drawdownPct: -12.3456 },
      { date: '2024-08-01', drawdownPct: -4 },
      { date: '2024-12-31', drawdownPct: -1.5 },
    ];
    expect(drawdownChartSummary(points)).toBe(
      'Drawdown chart from 2024-01-02 to 2024-12-31: deepest 12.35% below the running peak on 2024-03-15; 1.50% below it at the end',
    );
    expect(drawdownChartSummary([...points, { date: '2025-01-02', drawdownPct: 0 }])).toMatch(/on 2024-03-15; at a new peak at the end$/);
  });

  it('says so when the equity never fell below its peak, or there is nothing to draw', () => {
    expect(drawdownChartSummary([{ date: '2024-01-02', drawdownPct: 0 }, { date: '2024-01-03', drawdownPct: 0 }]))
      .toBe('Drawdown chart from 2024-01-02 to 2024-01-03: never below its running peak');
    expect(drawdownChartSummary([])).toBe('Drawdown chart: no days to draw');
  });
});
