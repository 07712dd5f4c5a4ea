import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsInput } from '../../../../../shared/analytics/analytics-input';
import { AnalyticsCards } from './analytics-section';

/** A run whose equity swings +50%, −40%, +50%, −40% from $20,000: it ends at $16,200 (−19%) while its mean daily return is +5%. */
function swings(end = 16_200, start = 20_000): AnalyticsInput {
  const equity = [start * 1.5, start * 0.9, start * 1.35, end].map((e, i) => ({ date: `2021-01-0${i + 4}`, equity: e }));
  // The engine's total return: to 4 decimals of a percent.
  const totalReturnPct = Math.round(((end - start) / start) * 1e6) / 1e4;
  return { startBalance: start, endBalance: end, totalPnl: end - start, totalReturnPct, idleCashInterest: 0, cagrPct: null, maxDrawdownPct: 40, equity, benchmark: [], benchmarkKind: 'price_only', trades: [] };
}

describe('the Sortino card', () => {
  it('says beside a positive Sortino that the run lost money (audit 8, F1)', () => {
    render(<AnalyticsCards input={swings()} />);
    const card = screen.getByRole('group', { name: 'Sortino Ratio' });
    // mean +5%, downside √((0.4² + 0.4²)/4) = 0.2828: 0.05 / 0.2828 × √252 = 2.81.
    expect(card).toHaveTextContent('2.81The run lost 19.00%: its positive Sortino comes from large daily swings');
  });

  it("names the loss the Total Return card shows, not one recomputed from the balances (a basis point apart)", () => {
    // $100,000 to $99,985.04: -0.01496%, stored -0.0150, which the Total Return card and the Sharpe
    // note write -0.02% (the half rounded away from zero); from the balances it would read 0.01%.
    const input = swings(99_985.04, 100_000);
    expect(input.totalReturnPct).toBe(-0.015);
    render(<AnalyticsCards input={input} />);
    expect(screen.getByRole('group', { name: 'Sortino Ratio' })).toHaveTextContent('The run lost 0.02%: its positive Sortino comes from large daily swings');
    expect(screen.getByRole('group', { name: 'Sortino Ratio' })).not.toHaveTextContent('lost 0.01%');
  });

  it('says nothing when the run made money', () => {
    render(<AnalyticsCards input={swings(27_000)} />);
    expect(screen.getByRole('group', { name: 'Sortino Ratio' })).not.toHaveTextContent(/lost/);
  });
});
