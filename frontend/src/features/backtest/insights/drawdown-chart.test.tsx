import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsInputOf } from '../../../../../shared/analytics/analytics-input';
import { underwaterSeries } from '../../../../../shared/analytics/charts/drawdown-series';
import { coveredResult } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { DrawdownChart } from './insight-charts';

describe('drawdown chart', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('is an image named with its figures (span, deepest drawdown and its date), not a generic caption', async () => {
    // A dip of 4% below the peak of 2024-01-03 on 2024-01-04, recovered by the end.
    const input = analyticsInputOf(coveredResult({ equity_curve: [['2024-01-02', 50_000], ['2024-01-03', 50_400], ['2024-01-04', 48_384], ['2024-01-05', 51_000]] }));
    const points = underwaterSeries(input.startBalance, input.equity);
    const deepest = points.reduce((low, p) => (p.drawdownPct < low.drawdownPct ? p : low));
    expect(deepest).toEqual({ date: '2024-01-04', drawdownPct: -4 });
    render(<DrawdownChart input={input} />);
    const chart = await screen.findByRole('img', { name: /^Drawdown chart/ }, { timeout: 10_000 });
    expect(chart).toHaveAccessibleName('Drawdown chart from 2024-01-02 to 2024-01-05: deepest 4.00% below the running peak on 2024-01-04; at a new peak at the end');
  });
});
