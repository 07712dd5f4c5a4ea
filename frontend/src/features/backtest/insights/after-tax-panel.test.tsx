import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/providers';
import { coveredResult } from '../test/fixtures';
import { ResultInsights } from './result-insights';

// 2024: 100 shares (lot 0) called away on 01-03 at a $500 loss, 100 bought back on 01-04 (lot 1) and
// held at the end, $1,340 up: the loss is washed (IRC §1091) into lot 1, which the estimate taxes as
// if sold on the last day, the loss with it.
const year = {
  year: 2024, realised_short_term: -500, realised_long_term: 0, unrealised: 1_340, held_long_term: 0, dividends: 0,
  assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 },
  covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 1, deferred_losses: { short_term: 0, long_term: 0 } },
  lots: {
    bought: [{ lot: 0, date: '2024-01-02', shares: 100 }, { lot: 1, date: '2024-01-04', shares: 100 }],
    sold: [{ lot: 0, date: '2024-01-03', shares: 100, of_lot: 1, gain: -500, long_term: false }],
  },
};

describe('after-tax panel: wash sales on the shares (IRC §1091)', () => {
  it('says how many share sales were washed, the loss deferred and what is still in shares held at the end', async () => {
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [year] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('After-tax summary').textContent).toContain(
      "Wash sales: 1 share sale at a loss, $500.00 deferred into the replacement shares' basis (IRC §1091). $500.00 of it is still in shares held at the end",
    );
    expect(screen.getByText(/^Wash sales on the shares \(IRC §1091, Treas\. Reg\. §1\.1091-1\): a loss on shares sold or called away is disallowed/)).toBeInTheDocument();
    expect(screen.getByText(/Wash sales are out of scope on options \(on the shares they are applied: see the notes\)/)).toBeInTheDocument();
    expect(screen.queryByText(/wash sales \(IRC §1091\) were not applied/)).not.toBeInTheDocument();
  });

  it('a result saved before its lots: the old estimate, and the panel says wash sales were not applied there', async () => {
    const { lots: _, ...saved } = year;
    renderWithApp(<ResultInsights result={coveredResult({ shares_by_year: [saved] })} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    expect(screen.getByLabelText('After-tax summary').textContent).not.toContain('Wash sales:');
    expect(screen.getByText(/^This result was saved before it said its lots bought and sold, so wash sales \(IRC §1091\) were not applied to its shares/)).toBeInTheDocument();
    expect(screen.getByText(/it would apply the wash-sale rule to the shares/)).toBeInTheDocument();
    expect(screen.getByText(/An estimate, not tax advice\. Wash sales are out of scope, as are/)).toBeInTheDocument();
  });
});
