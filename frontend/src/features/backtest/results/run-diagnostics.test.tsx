import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coveredResult } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { RunDiagnostics } from './run-diagnostics';

const unsecured = (date: string, cash: string, strike: number) => ({
  date,
  reason: `cash-secured put: cash $${cash} does not secure one put at the ${strike} strike ($${(strike * 100).toLocaleString('en-US')}.00 needed): no trade`,
});

describe('run notes', () => {
  const skipped = [
    unsecured('2023-06-02', '17,031.72', 175),
    unsecured('2023-06-05', '17,039.42', 175),
    unsecured('2023-12-28', '17,555.73', 190),
    { date: '2023-07-03', reason: 'cash-secured put: no expiration listed within the DTE window' },
  ];
  const results = deriveResults(coveredResult({ diagnostics: { skipped_entries: skipped, notes: ['Dividends received on shares held: $70.00'] } }));

  it('list one line per reason with its days and dates, each day opening from it', () => {
    const { container } = render(<RunDiagnostics results={results} />);
    // Days, not 'skipped entries': a cooldown or entry-condition day is no entry that was skipped.
    expect(screen.getByText('Run notes (4 days without an entry listed)')).toBeInTheDocument();
    const lines = [...container.querySelectorAll('.bt-diagnostics > ul > li')].map((li) => (li.querySelector(':scope > details > summary') ?? li).textContent);
    expect(lines).toEqual([
      'cash-secured put: cash $17,031.72–$17,555.73 does not secure one put at the 175–190 strike ($17,500.00–$19,000.00 needed): no trade · 3 days, 2023-06-02 … 2023-12-28',
      'cash-secured put: no expiration listed within the DTE window · 1 day, 2023-07-03',
      'Dividends received on shares held: $70.00',
    ]);
    // Nothing is lost: each day of the grouped reason, in its own words.
    const days = within(screen.getByRole('list', { name: 'Each skipped day' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(days).toEqual(skipped.slice(0, 3).map((s) => `${s.date}: ${s.reason}`));
  });

  it('count rolls not made apart from days without an entry (a roll not made kept the position)', () => {
    const withRoll = [...skipped, { date: '2023-07-05', reason: 'covered call roll (Delta above 0.50) not made: it would pick the same contract' }];
    render(<RunDiagnostics results={deriveResults(coveredResult({ diagnostics: { skipped_entries: withRoll, notes: [] } }))} />);
    expect(screen.getByText('Run notes (4 days without an entry, 1 roll not made listed)')).toBeInTheDocument();
  });

  it('read a roll not made in a result saved with condition codes as a new result reads it, grouped with it', () => {
    const rolls = [
      // Saved before 2026-12-02: the roll-on condition by its code, figures bare.
      { date: '2023-07-05', reason: 'covered call roll (take_profit_credit_capture: captured 52.00% of the 1.20 credit >= 50.00% (now 0.58)) not made: it would pick the same contract' },
      // As the engine wrote it from 2026-12-02 (2 decimals since 2026-12-03): shown as saved.
      { date: '2023-07-06', reason: 'covered call roll (Credit Capture: 60% of the $1.20 credit captured (target 50%; option marked at $0.48)) not made: it would pick the same contract' },
    ];
    render(<RunDiagnostics results={deriveResults(coveredResult({ diagnostics: { skipped_entries: rolls, notes: [] } }))} />);
    expect(screen.getByText('Run notes (2 rolls not made listed)')).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Each skipped day' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(days).toEqual([
      '2023-07-05: covered call roll (Credit Capture: 52.00% of the $1.20 credit captured (target 50.00%; option marked at $0.58)) not made: it would pick the same contract',
      '2023-07-06: covered call roll (Credit Capture: 60% of the $1.20 credit captured (target 50%; option marked at $0.48)) not made: it would pick the same contract',
    ]);
    expect(document.body.textContent).not.toContain('take_profit_credit_capture');
  });

  it('show every reason, not the first eight', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ date: `2023-01-${String(i + 10)}`, reason: `reason ${'abcdefghij'[i]}` }));
    const { container } = render(<RunDiagnostics results={deriveResults(coveredResult({ diagnostics: { skipped_entries: many, notes: [] } }))} />);
    expect(container.querySelectorAll('.bt-diagnostics > ul > li')).toHaveLength(10);
  });

  it('lead each long note with its first clause, the whole note behind it, and head the skipped days apart from the notes', () => {
    // Two notes of the Iron Condor preset on SPY 2024, as the engine wrote them: ~400 characters each, a wall of text.
    const liquidity = 'Liquidity filter on modeled data: the minimum volume of 100 contracts was checked against modeled volume on all 252 days (the underlying\'s trailing share volume times contracts-per-share rates fitted on real SPXW 2018, AAPL 2014 and GOOG 2015 chains; ETFs at ten times the SPX rate, an assumption), not against contracts that really traded; on a real chain other contracts could have passed or failed it.';
    const stressed = 'Stressed market on 25 of the run\'s 252 modeled days (VIX closed at 20 or more): on such days the modeled at-the-money volatility has measured about 1.3 vol points below the real one (12 real S&P 500 closes, 2010-2025), as large as the ±1.4 vol-point range the results show as the vol model\'s error and mostly on one side.';
    const short = 'Dividends received on shares held: $70.00';
    const withNotes = deriveResults(coveredResult({ diagnostics: { skipped_entries: skipped, notes: [liquidity, stressed, short] } }));
    const { container } = render(<RunDiagnostics results={withNotes} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Skipped: 4 days without an entry', 'Notes on the run']);
    const notes = within(screen.getByRole('list', { name: 'Notes on the run' }));
    const leads = [...container.querySelectorAll('.bt-note > summary')].map((el) => el.textContent);
    expect(leads).toEqual(['Liquidity filter on modeled data', "Stressed market on 25 of the run's 252 modeled days (VIX closed at 20 or more)"]);
    // Nothing is dropped: each long note is whole behind its lead, folded until asked for; a short one stays a plain line.
    for (const note of [liquidity, stressed]) {
      const body = notes.getByText(note);
      expect(body.closest('details')?.open).toBe(false);
    }
    expect(notes.getByText(short).tagName).toBe('LI');
  });

  it("fold the minimum-volume check's note under its opening clause, no comma left at the lead's end", () => {
    // As the engine wrote it for audit 16's MSFT calendar of 2022 (600 characters, 17 lines at 390 px when left open).
    const check = 'The minimum volume of 100 was checked against modeled volume, not contracts that really traded, and moved 13 picks off the contract nearest the target '
      + '(by up to 0.645 of delta) and sent 4 entries or rolls to a farther expiry; with no minimum volume the same strategy returned +25.01% (max drawdown 63.04%), '
      + 'this run -27.24%. On real chains of these dates the filter could have moved other picks, fewer or none: the gap between the two returns is what it did '
      + 'on modeled volume, and no real chain of these dates is here to say which of the two a trader would have traded.';
    const { container } = render(<RunDiagnostics results={deriveResults(coveredResult({ diagnostics: { skipped_entries: [], notes: [check] } }))} />);
    expect([...container.querySelectorAll('.bt-note > summary')].map((el) => el.textContent)).toEqual(['The minimum volume of 100 was checked against modeled volume']);
    expect(within(screen.getByRole('list', { name: 'Notes on the run' })).getByText(check).closest('details')?.open).toBe(false);
  });

  it("read a saved note's 'model-risk band' as the range the results show, with the figure it was saved with", () => {
    // A TSLA result saved when the single-name band was ±5.1 (today 5.9): the engine's term, not a trader's.
    const saved = "Stressed market on 3 of the run's 40 modeled days (VIX closed at 20 or more): on such days the modeled at-the-money volatility has measured about 1.9 vol points below the real one (Apple and Amazon priced as a stock without an index), within the ±5.1 model-risk band and mostly on one side, so option prices on those days are mostly understated.";
    render(<RunDiagnostics results={deriveResults(coveredResult({ diagnostics: { skipped_entries: [], notes: [saved] } }))} />);
    const note = within(screen.getByRole('list', { name: 'Notes on the run' })).getByText(/^Stressed market on 3/, { selector: 'p' });
    expect(note.textContent).toContain("within the ±5.1 vol-point range the results show as the vol model's error and mostly on one side");
    expect(document.body.textContent).not.toContain('model-risk');
  });
});
