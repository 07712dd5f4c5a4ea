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
});
