import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tickGridNote } from '../../../../../shared/engine/strategy/tick-grid-note';
import { coveredResult } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { RunDiagnostics } from './run-diagnostics';

describe('the tick note among the run notes', () => {
  // The engine's own words for a TSLA run of 2023 with 14 fills (strategy/tick-grid-note.ts).
  const note = tickGridNote('TSLA', ['2023-01-03', '2023-06-01', '2023-12-29'], Array.from({ length: 14 }, () => '2023-06-01'));

  it('leads with the grid, the days and the fills, the whole note behind it', () => {
    if (note === undefined) throw new Error('a TSLA run with fills has a tick note');
    const results = deriveResults(coveredResult({ diagnostics: { skipped_entries: [], notes: ['Dividends received on shares held: $70.00.', note] } }));
    const { container } = render(<RunDiagnostics results={results} />);
    const notes = within(screen.getByRole('list', { name: 'Notes on the run' }));
    expect([...container.querySelectorAll('.bt-note > summary')].map((el) => el.textContent)).toEqual([
      'TSLA options on the nickel-dime tick from 2023-01-03 to 2023-12-29 (14 fills)',
    ]);
    // Word for word as the engine wrote it, the cost a trader reads in dollars a share and a contract.
    const body = notes.getByText(note);
    expect(body.textContent).toContain("no dated source puts TSLA on the penny program's $0.01/$0.05 increments");
    expect(body.textContent).toContain('up to $0.04 a share under $3 and $0.05 from $3 ($4.00/$5.00 a contract)');
  });
});
