import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract, standardResult, standardTrade } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { AnyBacktestResultSchema, type Trade } from '../lib/shared';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';

const noSave = () => Promise.resolve();

// Audit 16 F2, the MSFT 2022 deep in-the-money call calendar at the form's defaults: the short
// 08-19 250 call assigned on 2022-08-16 ahead of the 08-17 ex-date, settled at 292.71 − 250 = 42.71
// (its exit quote a point: bid = ask = last = 42.71, the IV the engine found for that price 47.6%);
// the long 09-16 250 call sold at 42.80 on a 42.60/43.50 quote, or (second case) exercised at 42.71.
const short = (exit: Partial<Trade['exit_contracts'][number]>): Trade['exit_contracts'][number] => ({
  contract: contract({
    id: 'MSFT220819C00250000', strike: 250, expiry_date: '2022-08-19', last_trade_price: 42.71, bid_price: 42.71, ask_price: 42.71,
    underlying_price: 292.71, bid_implied_volatility: 0.476, ask_implied_volatility: 0.476, volume: 100, open_interest: 900,
  }),
  side: 'short', quantity: 41, price: 42.71, ...exit,
});
const long = (exit: Partial<Trade['exit_contracts'][number]>): Trade['exit_contracts'][number] => ({
  contract: contract({
    id: 'MSFT220916C00250000', strike: 250, expiry_date: '2022-09-16', last_trade_price: 43.05, bid_price: 42.6, ask_price: 43.5, underlying_price: 292.71,
  }),
  side: 'long', quantity: 41, price: 42.8, ...exit,
});

function calendar(shortExit: Partial<Trade['exit_contracts'][number]>, longExit: Partial<Trade['exit_contracts'][number]> = {}) {
  const trade = standardTrade({
    entry_date: '2022-07-22', exit_date: '2022-08-16', exit_scenario: 'ASSIGNMENT', pnl: -15_741.95,
    reason: 'Early assignment before the ex-dividend date 2022-08-17: …',
    entry_contracts: [
      { contract: contract({ id: 'MSFT220819C00250000', strike: 250, expiry_date: '2022-08-19', last_trade_price: 12.1 }), side: 'short', quantity: 41, price: 12.05 },
      { contract: contract({ id: 'MSFT220916C00250000', strike: 250, expiry_date: '2022-09-16', last_trade_price: 16.3 }), side: 'long', quantity: 41, price: 16.35 },
    ],
    exit_contracts: [short(shortExit), long(longExit)],
  });
  // Through the schema a saved result is read with: the flag loads, and a result without it loads as saved.
  return deriveResults(AnyBacktestResultSchema.parse(standardResult({ trades: [trade] })), { strategyName: 'Calendar' });
}

async function exitDetails(leg: RegExp) {
  await userEvent.click(within(screen.getByRole('article', { name: 'Trade 1' })).getByRole('button', { name: leg }));
  const dialog = screen.getByRole('dialog', { name: 'Contract Details' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
  const value = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
  return { dialog, value };
}

describe('Contract Details of a leg that left without a fill (audit 16 F2)', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('a short assigned early reads as settled at its intrinsic value against the close: no modeled quote, no implied volatility', async () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={calendar({ assigned_early: true })} />);
    const { dialog, value } = await exitDetails(/SHORT 41× CALL/);
    expect(dialog).toHaveTextContent("Assigned early: settled at its intrinsic value $42.71 a share against the close $292.71 before its expiry (the trade's reason says why)");
    expect(dialog).not.toHaveTextContent('Quote from the modeled option chain');
    expect([value('Bid'), value('Ask'), value('Last Price')]).toEqual(['$42.71', '$42.71', '$42.71']);
    expect([value('Bid IV'), value('Ask IV')]).toEqual(['N/A', 'N/A']);
    // The day's chain still gave its volume and open interest: the model's, and said so.
    expect(value('Volume')).toBe('100 (modeled)');
    expect(dialog).toHaveTextContent("Volume, open interest and greeks from the day's modeled option chain");
  });

  it('a result saved before the flag loads and shows the leg as before', async () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={calendar({})} />);
    const { dialog, value } = await exitDetails(/SHORT 41× CALL/);
    expect(dialog).toHaveTextContent('Quote from the modeled option chain');
    expect(dialog).not.toHaveTextContent('Assigned early');
    expect([value('Bid'), value('Bid IV')]).toEqual(['$42.71 (modeled)', '47.6%']);
  });

  it('a long exercised at the close says so beside the quote it was not sold at; a long sold says nothing of it', async () => {
    const { unmount } = render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={calendar({ assigned_early: true }, { price: 42.71, exercised_at_close: true })} />);
    let details = await exitDetails(/LONG 41× CALL/);
    expect(details.dialog).toHaveTextContent('Exercised at its intrinsic value $42.71 a share against the close $292.71, which netted more than selling it');
    expect([details.value('Bid'), details.value('Fill Price')]).toEqual(['$42.60 (modeled)', '$42.71 (its settlement value)']);
    unmount();
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={calendar({ assigned_early: true })} />);
    details = await exitDetails(/LONG 41× CALL/);
    expect(details.dialog).not.toHaveTextContent('Exercised');
    expect(details.dialog).toHaveTextContent('Quote from the modeled option chain');
    expect(details.value('Bid IV')).toBe('15.2%');
    expect(details.dialog).not.toHaveTextContent('below its intrinsic value');
  });

  it("a live bid below the intrinsic value says why its Bid IV reads N/A (the engine finds no volatility for it)", async () => {
    // The long 09-16 250 call as the engine wrote it on 2022-08-16: bid 42.60 against 292.71 − 250 = 42.71, no bid IV, ask IV 36.2%.
    const longExit = { contract: { ...long({}).contract, bid_implied_volatility: 0, ask_implied_volatility: 0.362 } };
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={calendar({ assigned_early: true }, longExit)} />);
    const { dialog, value } = await exitDetails(/LONG 41× CALL/);
    expect([value('Bid IV'), value('Ask IV')]).toEqual(['N/A', '36.2%']);
    expect(dialog).toHaveTextContent('The bid $42.60 is below its intrinsic value $42.71 against the close: no volatility prices it, so its Bid IV reads N/A.');
  });
});
