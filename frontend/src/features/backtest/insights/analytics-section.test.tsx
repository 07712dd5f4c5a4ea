import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsInput } from '../../../../../shared/analytics/analytics-input';
import { AnalyticsCards } from './analytics-section';

/** A run whose equity swings +50%, −40%, +50%, −40% from $20,000: it ends at $16,200 (−19%) while its mean daily return is +5%. */
function swings(end = 16_200): AnalyticsInput {
  const equity = [30_000, 18_000, 27_000, end].map((e, i) => ({ date: `2021-01-0${i + 4}`, equity: e }));
  return { startBalance: 20_000, endBalance: end, totalPnl: end - 20_000, idleCashInterest: 0, cagrPct: null, maxDrawdownPct: 40, equity, benchmark: [], benchmarkKind: 'price_only', trades: [] };
}

describe('the Sortino card', () => {
  it('says beside a positive Sortino that the run lost money (audit 8, F1)', () => {
    render(<AnalyticsCards input={swings()} />);
    const card = screen.getByRole('group', { name: 'Sortino Ratio' });
    // mean +5%, downside √((0.4² + 0.4²)/4) = 0.2828: 0.05 / 0.2828 × √252 = 2.81.
    expect(card).toHaveTextContent('2.81The run lost 19.00%: its positive Sortino comes from large daily swings');
  });

  it('says nothing when the run made money', () => {
    render(<AnalyticsCards input={swings(27_000)} />);
    expect(screen.getByRole('group', { name: 'Sortino Ratio' })).not.toHaveTextContent(/lost/);
  });
});
