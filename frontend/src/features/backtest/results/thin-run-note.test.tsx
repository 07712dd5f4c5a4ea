import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';
import { openDaysPercent, thinRunNote } from './thin-run-note';

const unsecured = (date: string) => ({ date, reason: 'cash-secured put: cash $17,031.72 does not secure one put at the 175 strike ($17,500.00 needed): no trade' });

// Ten trading days, one trade open on two of them, eight entries skipped, most of the profit interest.
const days = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08', '2024-01-09', '2024-01-10', '2024-01-11', '2024-01-12', '2024-01-16'];
const thinResult = coveredResult({
  equity_curve: days.map((d, i) => [d, 50_000 + i * 10]),
  trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-03' })],
  total_pnl: 90,
  interest_earned: 70,
  diagnostics: { skipped_entries: days.slice(2).map(unsecured), notes: [] },
});

describe('thin run note beside the metrics', () => {
  it('counts the days a position was open', () => {
    expect(openDaysPercent(deriveResults(thinResult))).toBeCloseTo(20);
  });

  it('says how many entries were skipped, why, the open days and the interest share', () => {
    expect(thinRunNote(deriveResults(thinResult))).toBe(
      '8 entries skipped (most often: cash-secured put: cash $17,031.72 does not secure one put at the 175 strike ($17,500.00…); '
      + 'an option position was open on 20.0% of days (days holding only shares count as out); T-bill interest on idle cash was $70.00 of the $90.00 profit. '
      + 'Win Rate and Total Trades rest on 1 trade, the balance also on any shares held; see Run notes.',
    );
  });

  it('says a covered call\'s days holding only shares count as out, and its balance moved with them (not "the metrics rest on 2 trades")', () => {
    // A covered call whose calls were open 4 days of 10: the shares were held all 10.
    const coveredCall = coveredResult({
      equity_curve: days.map((d, i) => [d, 50_000 + i * 400]),
      trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-03' }), coveredTrade(1, { entry_date: '2024-01-10', exit_date: '2024-01-11' })],
      total_pnl: 3600,
      interest_earned: 0,
      diagnostics: { skipped_entries: [], notes: [] },
    });
    const note = thinRunNote(deriveResults(coveredCall)) ?? '';
    expect(note).toContain('An option position was open on 40.0% of days (days holding only shares count as out)');
    expect(note).toContain('Win Rate and Total Trades rest on 2 trades, the balance also on any shares held');
    expect(note).not.toContain('The metrics rest on');
  });

  it('says a run whose interest was more than its profit lost money without it (not "$120.00 of the $50.00 profit")', () => {
    const spreads = standardResult({
      equity_curve: days.map((date, i) => ({ date, equity: 100_000 + i * 5 })),
      trades: [standardTrade({ entry_date: '2024-01-02', exit_date: '2024-01-03' })],
      total_pnl: 50,
      interest_earned: 120,
      diagnostics: { skipped_entries: [], notes: [] },
    });
    expect(thinRunNote(deriveResults(spreads))).toBe(
      'An option position was open on 20.0% of days; T-bill interest on idle cash was $120.00: without it the run lost $70.00. The metrics rest on 1 trade; see Run notes.',
    );
  });

  it('is shown above the metric cards in the results panel, and not for a run that traded throughout', () => {
    const { container, unmount } = render(<ResultsPanel mode="covered" loading={false} results={deriveResults(thinResult)} onSave={() => Promise.resolve()} />);
    const note = screen.getByRole('note', { name: 'How much the run traded' });
    const firstMetric = container.querySelector('.bt-metric');
    expect(firstMetric && note.compareDocumentPosition(firstMetric) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={() => Promise.resolve()} />);
    expect(screen.queryByRole('note', { name: 'How much the run traded' })).toBeNull();
  });
});
