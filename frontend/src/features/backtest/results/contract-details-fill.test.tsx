import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract, coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';
import type { DerivedResults } from './derived-types';

const noSave = () => Promise.resolve();

// A phone shows no hover: the trade row's leg prices ('as filled, slippage included') and leg dollars
// ('per share × contracts × 100') were explained in their title alone. Contract Details, which a tap
// on the leg opens, now says both in sight.

async function openLeg(results: DerivedResults, mode: 'spreads' | 'covered', leg: RegExp) {
  render(<ResultsPanel mode={mode} loading={false} onSave={noSave} results={results} />);
  await userEvent.click(within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: leg }));
  const dialog = screen.getByRole('dialog', { name: 'Contract Details' });
  const value = (term: string) => within(dialog).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
  return { dialog, value };
}

// The real SPXW 2765 call of the January 2018 condor (results-panel.test.tsx): sold at 5.175 on a
// 5.10/5.40 quote, its last 6.30; bought back at 12.60, its last also 12.60.
const spxw = () => deriveResults(standardResult({ trades: [standardTrade({
  entry_date: '2018-01-04', exit_date: '2018-01-24', exit_scenario: 'EARLY_EXIT', pnl: -40_136.1,
  entry_contracts: [{ contract: contract({ strike: 2765, expiry_date: '2018-01-31', last_trade_price: 6.3, bid_price: 5.1, ask_price: 5.4 }), side: 'short', quantity: 54, price: 5.175 }],
  exit_contracts: [{ contract: contract({ strike: 2765, expiry_date: '2018-01-31', last_trade_price: 12.6, bid_price: 12.3, ask_price: 12.6 }), side: 'short', quantity: 54, price: 12.6 }],
})] }), { strategyName: 'Iron Condor' });

describe('Contract Details says in sight what the trade row says on hover', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('the fill price reads as filled, slippage included, on both sides, even where the fill equals the last', async () => {
    const { dialog, value } = await openLeg(spxw(), 'spreads', /SHORT 54× CALL/);
    expect(value('Fill Price')).toBe('$5.175 (as filled, slippage included)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect([value('Last Price'), value('Fill Price')]).toEqual(['$12.60', '$12.60 (as filled, slippage included)']);
  });

  it("the leg's dollars show their working, per share × contracts × 100, on both sides", async () => {
    const { dialog, value } = await openLeg(spxw(), 'spreads', /SHORT 54× CALL/);
    // (5.175 − 12.60) × 54 × 100 = −40,095.00, the figure beside the leg on the row.
    const row = within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: /SHORT 54× CALL/ });
    expect(row).toHaveTextContent('-$40,095.00');
    expect(value('Leg P&L')).toBe('-$40,095.00 before commissions: -$7.425 a share × 54 × 100 shares');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(value('Leg P&L')).toBe('-$40,095.00 before commissions: -$7.425 a share × 54 × 100 shares');
  });

  it("a leg a split adjusted shows each side's cash", async () => {
    // AAPL's 7-for-1 of 2014-06-09 (results-panel.test.tsx): 1 × the 535 put sold at 0.16 became 7 × 76.43, bought at 0.01.
    const put = (strike: number, last: number) => contract({ call_or_put: 'put', strike, expiry_date: '2014-06-21', last_trade_price: last });
    const results = deriveResults(standardResult({ trades: [standardTrade({
      entry_date: '2014-06-02', exit_date: '2014-06-16', exit_scenario: 'END_OF_RANGE', pnl: 9,
      entry_contracts: [{ contract: put(535, 0.16), side: 'short', quantity: 1, price: 0.16, split_adjusted: { contracts: 7, strike: 76.43, shares_per_contract: 100 } }],
      exit_contracts: [{ contract: put(76.43, 0.01), side: 'short', quantity: 7, price: 0.01 }],
    })] }), { strategyName: 'Short Put' });
    const { value } = await openLeg(results, 'spreads', /SHORT 1× PUT/);
    expect(value('Leg P&L')).toBe('+$9.00 before commissions: Split while open: in 1 × 100 shares at $0.16, out 7 × 100 shares at $0.01 (7× $76.43 after the split)');
  });

  it('a result saved without fills says the row shows the last price', async () => {
    const { value } = await openLeg(deriveResults(standardResult()), 'spreads', /LONG 1× CALL/);
    expect(value('Fill Price')).toBe('Not recorded: the trade log shows the last price');
    expect(value('Leg P&L')).toBe('+$400.00 before commissions: +$4.00 a share × 1 × 100 shares');
  });

  it('a covered option that expired has no closing leg and so no Leg P&L row', async () => {
    const trade = coveredTrade(0, { exit_position: undefined, exit_scenario: 1 });
    const { value } = await openLeg(deriveResults(coveredResult({ trades: [trade] })), 'covered', /SHORT 1× CALL/);
    expect(value('Fill Price')).toBe('$3.20 (as filled, slippage included)');
    expect(value('Leg P&L')).toBeUndefined();
  });
});
