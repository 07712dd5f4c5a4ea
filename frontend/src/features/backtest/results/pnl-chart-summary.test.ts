import { describe, expect, it } from 'vitest';
import { pnlChartSummary } from './pnl-chart-summary';

describe('the P&L chart in words', () => {
  it('names the span, the end and the highest and lowest points with their signs and dates', () => {
    const pnlHistory = [
      { date: '2024-01-02', cumulativePnL: 0 },
      { date: '2024-03-15', cumulativePnL: -1250.5 },
      { date: '2024-08-01', cumulativePnL: 4200 },
      { date: '2024-12-31', cumulativePnL: 3354.3 },
    ];
    expect(pnlChartSummary({ pnlHistory })).toBe(
      'Cumulative P&L chart from 2024-01-02 to 2024-12-31: ended at +$3,354.30; highest +$4,200.00 on 2024-08-01, lowest -$1,250.50 on 2024-03-15',
    );
  });

  it('says so when there is nothing to draw', () => {
    expect(pnlChartSummary({ pnlHistory: [] })).toBe('Cumulative P&L chart: no days to draw');
  });
});
