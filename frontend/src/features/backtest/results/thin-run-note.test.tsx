import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { ResultsPanel } from './results-panel';
import { openDaysPercent, thinRunNote } from './thin-run-note';
import { cooldownSkip, entryConditionSkip, fewerPutsNote, moreSkipsNote, noBidSkip, unsecuredPutSkip } from '../lib/shared';

const unsecured = (date: string) => ({ date, reason: `cash-secured put: ${unsecuredPutSkip('$17,031.72', 175, '$17,500.00')}` });
const cooldown = (date: string) => ({ date, reason: `cash-secured put: ${cooldownSkip(3)}` });

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
      '8 entries skipped: cash could not secure the put; '
      + 'an option position was open on 20.0% of days (days holding only shares count as out); T-bill interest on idle cash was $70.00 of the $90.00 profit. '
      + 'Win Rate and Total Trades rest on 1 trade, the balance also on any shares held; see Run notes.',
    );
  });

  it('counts the days cash could not secure the put apart from the days the strategy\'s own rules did not enter (not "9 entries skipped")', () => {
    // The audit's wheel: 386 unsecured days and 7 days of its 3-day re-entry cooldown read as '393 entries skipped'.
    const mixed = coveredResult({
      equity_curve: days.map((d, i) => [d, 50_000 + i * 10]),
      trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-03' })],
      total_pnl: 90,
      interest_earned: 10,
      diagnostics: {
        skipped_entries: [...days.slice(2, 8).map(unsecured), ...days.slice(8).map(cooldown), { date: '2024-01-16', reason: `cash-secured put: ${entryConditionSkip('RSI(14) 71.20 is not below 70')}` }],
        notes: [],
      },
    });
    expect(thinRunNote(deriveResults(mixed))).toBe(
      "6 entries skipped: cash could not secure the put; on 3 days the strategy's own rules did not enter (re-entry cooldown after an exit, entry conditions not met); "
      + 'an option position was open on 20.0% of days (days holding only shares count as out). '
      + 'Win Rate and Total Trades rest on 1 trade, the balance also on any shares held; see Run notes.',
    );
  });

  it('adds the days past the listed 500 by their cause from the run note, and an old note\'s as not listed', () => {
    const past = coveredResult({
      equity_curve: days.map((d, i) => [d, 50_000 + i * 10]),
      trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-03' })],
      total_pnl: 90,
      interest_earned: 10,
      diagnostics: { skipped_entries: days.slice(2).map(unsecured), notes: [moreSkipsNote({ cash: 1000, rules: 2 }), '7 more skipped entry days not listed'] },
    });
    const note = thinRunNote(deriveResults(past)) ?? '';
    expect(note).toContain("1008 entries skipped: cash could not secure the put; 7 more days skipped, not listed; on 2 days the strategy's own rules did not enter;");
  });

  it('says on how many days cash secured fewer puts than the lots asked (a wheel of 3 lots that wrote 2), even when it traded throughout', () => {
    const fewer = fewerPutsNote({ asked: 3, writes: 2, byWritten: { 2: 1 }, first: { date: '2024-01-02', cash: '$30,000.00', strike: 105, written: 2 } });
    const wheel = coveredResult({
      equity_curve: days.map((d, i) => [d, 30_000 + i * 10]),
      trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-09' }), coveredTrade(1, { entry_date: '2024-01-09', exit_date: '2024-01-16' })],
      total_pnl: 90,
      interest_earned: 0,
      diagnostics: { skipped_entries: [], notes: [fewer] },
    });
    expect(thinRunNote(deriveResults(wheel))).toBe(
      'On 1 of the 2 days a put was written, cash secured fewer than the 3 lots asked; an option position was open on 100.0% of days (days holding only shares count as out). '
      + 'Win Rate and Total Trades rest on 2 trades, the balance also on any shares held; see Run notes.',
    );
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(wheel)} onSave={() => Promise.resolve()} />);
    expect(screen.getByText(fewer)).toBeTruthy();
  });

  it('tells the entries a spread skipped because its short leg had no bid apart from "no contract fit", naming the leg', () => {
    const unbid = (date: string) => ({ date, reason: `${noBidSkip('Leg 1, the short 95 put (TEST240119P00095000)', '0.00', '0.10')}, so no position was opened` });
    const spreads = standardResult({
      equity_curve: days.map((date, i) => ({ date, equity: 100_000 + i * 5 })),
      trades: [standardTrade({ entry_date: '2024-01-02', exit_date: '2024-01-03' })],
      total_pnl: 50,
      interest_earned: 1,
      diagnostics: { skipped_entries: [...days.slice(2, 5).map(unbid), { date: days[5] as string, reason: 'no put within the delta tolerance' }], notes: [moreSkipsNote({ 'no-bid': 4 })] },
    });
    expect(thinRunNote(deriveResults(spreads))).toMatch(
      /^1 entry skipped: no contract fit \(no put within the delta tolerance\); 7 entries skipped: the option to sell had no bid, so a sale would not fill \(most often: Leg 1, the short 95 put \(TEST240119P00095000\), has no bid/,
    );
  });

  it('says no option trade was opened rather than that the metrics rest on 0 trades', () => {
    const none = coveredResult({
      equity_curve: days.map((d, i) => [d, 50_000 + i * 10]),
      trades: [],
      total_pnl: 90,
      interest_earned: 90,
      diagnostics: { skipped_entries: days.map(unsecured), notes: [] },
    });
    const note = thinRunNote(deriveResults(none)) ?? '';
    expect(note).toMatch(/\. No option trade was opened: the balance moved only with any shares held and the interest; see Run notes\.$/);
    expect(note).not.toContain('rest on 0 trades');
  });

  it('is not shown for a run that was out only by its own rules while an option was open most days', () => {
    const ruled = standardResult({
      equity_curve: days.map((date, i) => ({ date, equity: 100_000 + i * 5 })),
      trades: [standardTrade({ entry_date: '2024-01-02', exit_date: '2024-01-15' })],
      total_pnl: 50,
      interest_earned: 1,
      diagnostics: { skipped_entries: [cooldown('2024-01-16')], notes: [] },
    });
    expect(thinRunNote(deriveResults(ruled))).toBeNull();
  });

  it('is not shown for a run open throughout with one roll not made (a roll not made is no thin run), and tells rolls after the limits when shown', () => {
    const roll = (date: string) => ({ date, reason: 'covered call roll (Delta above 0.50) not made: no contract within the strike tolerance' });
    const throughout = coveredResult({
      equity_curve: days.map((d, i) => [d, 50_000 + i * 10]),
      trades: [coveredTrade(0, { entry_date: '2024-01-02', exit_date: '2024-01-16' })],
      total_pnl: 90,
      interest_earned: 0,
      diagnostics: { skipped_entries: [roll('2024-01-09')], notes: [] },
    });
    expect(thinRunNote(deriveResults(throughout))).toBeNull();
    // Shown for the unsecured days, the roll told after them, not as a day out of the market.
    const thin = coveredResult({ ...thinResult, diagnostics: { skipped_entries: [...days.slice(2).map(unsecured), roll('2024-01-03')], notes: [] } });
    // One roll: its reason, not 'most often' of one (it read '1 roll not made (most often: …)').
    expect(thinRunNote(deriveResults(thin))).toMatch(/^8 entries skipped: cash could not secure the put; 1 roll not made \(covered call roll \(Delta above 0\.50\) not made: no contract within the strike tolerance\); an option position was open on 20\.0% of days/);
    const twoRolls = coveredResult({ ...thinResult, diagnostics: { skipped_entries: [...days.slice(2).map(unsecured), roll('2024-01-03'), roll('2024-01-04')], notes: [] } });
    expect(thinRunNote(deriveResults(twoRolls))).toMatch(/; 2 rolls not made \(most often: covered call roll \(Delta above 0\.50\) not made: no contract within the strike tolerance\);/);
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(throughout)} onSave={() => Promise.resolve()} />);
    expect(screen.queryByRole('note', { name: 'How much the run traded' })).toBeNull();
    // Run notes count it as a roll not made, not as a day without an entry.
    expect(screen.getByText('Run notes (1 roll not made listed)')).toBeTruthy();
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
    expect(note.textContent).toMatch(/^8 entries skipped: cash could not secure the put; /);
    const firstMetric = container.querySelector('.bt-metric');
    expect(firstMetric && note.compareDocumentPosition(firstMetric) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(<ResultsPanel mode="covered" loading={false} results={deriveResults(coveredResult())} onSave={() => Promise.resolve()} />);
    expect(screen.queryByRole('note', { name: 'How much the run traded' })).toBeNull();
  });
});
