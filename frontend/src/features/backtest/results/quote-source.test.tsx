import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract, standardResult, standardTrade } from '../test/fixtures';
import { withLayoutBox } from '../test/virtual-rect';
import { deriveResults } from './derive-results';
import { tradeQuoteSource } from './quote-source';
import { ResultsPanel } from './results-panel';

const noSave = () => Promise.resolve();
const leg = (id: string, quote_source?: 'modeled' | 'imported') => ({ contract: contract({ id, quote_source }), side: 'long' as const, quantity: 1 });
const imported = standardTrade({ entry_contracts: [leg('A', 'imported'), leg('B', 'imported')], exit_contracts: [leg('A', 'imported')] });
const filled = standardTrade({ entry_date: '2024-02-01', entry_contracts: [leg('C', 'imported'), leg('D', 'modeled')], exit_contracts: [] });

describe('tradeQuoteSource', () => {
  it('reads each contract, entry and exit, and falls back to the run only when it is one kind', () => {
    const derived = deriveResults(standardResult({ data_source: 'mixed', trades: [imported, filled] }));
    expect(derived.trades.map((t) => tradeQuoteSource(t, 'mixed'))).toEqual(['imported', 'mixed']);
    const old = deriveResults(standardResult({ trades: [standardTrade()] })).trades[0]!;
    expect(tradeQuoteSource(old, 'modeled')).toBe('modeled');
    expect(tradeQuoteSource(old, 'mixed')).toBeNull();
    expect(tradeQuoteSource(old, null)).toBeNull();
  });
});

describe('real versus modeled quotes in the results', { timeout: 20_000 }, () => {
  withLayoutBox();

  it('says in the header and on each trade whether real or modeled quotes priced it', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave}
      results={deriveResults(standardResult({ data_source: 'mixed', total_trades: 2, trades: [imported, filled] }))} />);
    expect(screen.getByRole('note', { name: 'Quote source' })).toHaveTextContent('Real and modeled quotes (1 of 2 trades used modeled quotes)');
    const [first, second] = screen.getAllByRole('article');
    expect(within(second!).getByText('Real quotes')).toHaveAttribute('title', expect.stringContaining('imported real option chain'));
    expect(within(first!).getByText('Real and modeled quotes')).toBeInTheDocument();
  });

  it('marks a modeled run and its trades as modeled', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult())} />);
    expect(screen.getByRole('note', { name: 'Quote source' })).toHaveTextContent(/^Modeled quotes$/);
    expect(within(screen.getByRole('article')).getByText('Modeled quotes')).toHaveAttribute('title', expect.stringContaining('not real prints'));
  });
});

describe('what the quote source means, without hover', { timeout: 20_000 }, () => {
  withLayoutBox();

  it("the run's line opens to what its quotes are and what the trades' chips say (a phone shows no title)", async () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave}
      results={deriveResults(standardResult({ data_source: 'mixed', total_trades: 2, trades: [imported, filled] }))} />);
    const more = screen.getByText('What this means');
    await userEvent.click(more);
    const meaning = more.closest('details')!;
    expect(meaning).toHaveAttribute('open');
    expect(meaning).toHaveTextContent("partly from the modeled chain where the import lacked the contract or day. Each trade's chip says which priced it: Real quotes, Modeled quotes or Real and modeled quotes.");
    // The title stays for a desktop's hover, and the note is still the line alone.
    expect(screen.getByRole('note', { name: 'Quote source' })).toHaveAttribute('title', expect.stringContaining('imported real option chain'));
  });

  it('a modeled run says its bid, ask, volume and open interest are the model\'s, not real prints', () => {
    render(<ResultsPanel mode="spreads" loading={false} onSave={noSave} results={deriveResults(standardResult())} />);
    expect(screen.getByText('What this means').closest('details')).toHaveTextContent("follow the model, not real prints. Each trade's chip says the same. Tap a leg for its contract's quote.");
  });
});
