import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compareRows } from '../../../../../shared/analytics/compare/compare-rows';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { standardResult } from '../test/fixtures';
import { AnyBacktestResultSchema } from '../lib/shared';
import { deriveResults } from './derive-results';
import { MetricCards } from './metric-cards';

describe('metric cards beside the comparison table', () => {
  it("write a run's win rate as the Saved screen's comparison does (was '66.7%' on the card, '66.67%' in the table)", () => {
    const result = AnyBacktestResultSchema.parse(standardResult({ win_rate: 66.6667 }));
    render(<MetricCards results={deriveResults(result)} />);
    const card = within(screen.getByRole('group', { name: 'Win Rate' })).getByText(/%$/).textContent;
    const row = compareRows([result, result]).find((r) => r.label === 'Win Rate');
    expect(row).toBeDefined();
    expect(card).toBe('66.67%');
    expect(card).toBe(formatMetric(row?.format ?? 'count', row?.values[0] ?? null));
  });

  it("says beside a positive Sharpe that the run lost money (audit 8, F1), as Compare withholds its star", () => {
    // The audit's QQQ put spread: −38.15% at a Sharpe of +1.3242 (the mean of large daily swings).
    const lost = AnyBacktestResultSchema.parse(standardResult({ start_balance: 20_000, end_balance: 12_370.53, total_pnl: -7_629.47, total_return_pct: -38.1473, sharpe_ratio: 1.3242 }));
    render(<MetricCards results={deriveResults(lost)} />);
    expect(screen.getByRole('group', { name: 'Sharpe Ratio' })).toHaveTextContent('1.32The run lost 38.15%: its positive Sharpe comes from large daily swings');
  });

  it('says nothing beside a Sharpe whose sign agrees with the run, or that shows as 0.00', () => {
    const cases = [
      { total_return_pct: 30.26, sharpe_ratio: 1.0926 },
      { total_return_pct: -38.15, sharpe_ratio: -0.16 },
      { total_return_pct: -0.5, sharpe_ratio: 0.004 },
    ];
    for (const c of cases) {
      const { unmount } = render(<MetricCards results={deriveResults(AnyBacktestResultSchema.parse(standardResult(c)))} />);
      expect(screen.getByRole('group', { name: 'Sharpe Ratio' })).not.toHaveTextContent(/lost/);
      unmount();
    }
  });
});
