import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, coveredResult, standardResult, standardTrade } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { LossDriversNote } from './loss-drivers-note';

describe('why a spreads run lost heavily, beside its metrics', () => {
  it('says nothing for a covered run, a spreads run that lost under 10%, or one that made money', () => {
    const loser = standardTrade({ pnl: -5_000, entry_capital_required: 5_000 });
    const cases = [
      deriveResults(coveredResult({ start_balance: 100_000, end_balance: 50_000, total_return_pct: -50 })),
      deriveResults(standardResult({ trades: [loser], total_return_pct: -5, end_balance: 95_000, total_pnl: -5_000 })),
      deriveResults(standardResult()),
    ];
    for (const results of cases) {
      const view = render(<LossDriversNote results={results} />);
      expect(view.container).toBeEmptyDOMElement();
      view.unmount();
    }
  });

  it('counts a loss of 90% or more of the capital as a full one, and reads the account at the trade\'s entry', () => {
    const trades = [
      standardTrade({ entry_date: '2024-01-02', exit_date: '2024-02-01', pnl: -19_000, entry_capital_required: 20_000, exit_scenario: 'EXPIRATION' }),
      standardTrade({ entry_date: '2024-02-01', exit_date: '2024-03-01', pnl: -8_000, entry_capital_required: 16_000, exit_scenario: 'BOUGHT_BACK' }),
    ];
    const equity_curve = [{ date: '2024-01-02', equity: 100_000 }, { date: '2024-01-31', equity: 81_000 }, { date: '2024-03-01', equity: 73_000 }];
    const results = deriveResults(standardResult({ trades, equity_curve, start_balance: 100_000, end_balance: 73_000, total_pnl: -27_000, total_return_pct: -27 }));
    render(<LossDriversNote results={results} />);
    const lines = within(screen.getByRole('region', { name: 'Why this run lost' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toBe('2 of 2 trades lost, $27,000.00 in all; 1 of them lost 90% or more of the capital it required. The worst, opened 2024-01-02, lost $19,000.00 (19.0% of the account then).');
    // 20,000 of 100,000 and 16,000 of 81,000 (the balance the day before the second entry): median 19.9%.
    expect(lines[1]).toBe('Each position tied up about 20% of the account (sizing: Max Margin per Position, or Max Units per Position when set), so a trade that lost all of its capital took about that share of the account.');
    expect(lines.at(-1)).toBe('1 of the 2 losing trades was held until expiration or assignment: no exit condition closed it earlier (a stop-loss or time stop under Exit Conditions would, at the cost of also closing some trades that would have recovered).');
  });

  it('says the credit was small beside the risk only where it was: not for a spread whose credit was larger than its capital', () => {
    const leg = (side: 'short' | 'long', price: number) => ({ contract: contract({ id: `${side}${price}`, last_trade_price: price }), side, quantity: 100, price });
    // An iron butterfly of 100 units: $4.25 of credit on $5.00 wings, $0.75 a share at risk.
    const fly = standardTrade({
      pnl: -7_800, entry_capital_required: 7_500, exit_scenario: 'EXPIRATION',
      entry_contracts: [leg('short', 5.89), leg('short', 6.29), leg('long', 3.62), leg('long', 4.31)],
    });
    const condor = standardTrade({
      pnl: -19_000, entry_capital_required: 19_716, exit_scenario: 'EXPIRATION',
      entry_contracts: [leg('short', 2.07), leg('long', 1.51), leg('short', 1.63), leg('long', 0.91)],
    });
    const lines = (trade: ReturnType<typeof standardTrade>) => {
      const results = deriveResults(standardResult({ trades: [trade], start_balance: 100_000, end_balance: 80_000, total_pnl: trade.pnl, total_return_pct: -20 }));
      const view = render(<LossDriversNote results={results} />);
      const texts = within(screen.getByRole('region', { name: 'Why this run lost' })).getAllByRole('listitem').map((li) => li.textContent ?? '');
      view.unmount();
      return texts;
    };
    expect(lines(fly).some((l) => l.startsWith('The credit was small'))).toBe(false);
    expect(lines(condor)).toContain('The credit was small beside the risk: the worst trade took in $12,800.00 against the $19,716.00 of capital it required, so losing that capital undid about 1.5 trades that kept their whole credit.');
  });
});
