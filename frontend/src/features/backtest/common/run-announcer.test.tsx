import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coveredResult } from '../test/fixtures';
import { deriveResults } from '../results/derive-results';
import { formatSignedUsd } from '../lib/format';
import { RunAnnouncer } from './run-announcer';

describe('the run announcer (a live region that outlives the loading panel)', () => {
  it('is on the page, empty, before a run; says a run started and how it ended, in the same region', () => {
    const results = deriveResults(coveredResult());
    const view = render(<RunAnnouncer running={false} results={null} />);
    const region = screen.getByRole('status', { name: 'Backtest progress' });
    expect(region).toHaveTextContent('');
    view.rerender(<RunAnnouncer running results={null} />);
    expect(screen.getByRole('status', { name: 'Backtest progress' })).toBe(region);
    expect(region).toHaveTextContent('Backtest running. Results will appear when it finishes.');
    view.rerender(<RunAnnouncer running={false} results={results} />);
    expect(screen.getByRole('status', { name: 'Backtest progress' })).toBe(region);
    expect(region).toHaveTextContent(`Backtest finished: ${results.totalTrades} trades, Total P&L ${formatSignedUsd(results.totalPnL)}.`);
  });

  it('goes quiet when a run fails (the error banner, an alert, says why)', () => {
    const view = render(<RunAnnouncer running results={null} />);
    view.rerender(<RunAnnouncer running={false} results={null} />);
    expect(screen.getByRole('status', { name: 'Backtest progress' })).toHaveTextContent('');
  });

  it('says nothing for results that came without a run (a saved backtest loaded)', () => {
    render(<RunAnnouncer running={false} results={deriveResults(coveredResult())} />);
    expect(screen.getByRole('status', { name: 'Backtest progress' })).toHaveTextContent('');
  });
});
