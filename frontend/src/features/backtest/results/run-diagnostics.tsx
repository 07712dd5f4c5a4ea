import type { DerivedResults } from './derived-types';

const SOURCE_TEXT = { modeled: 'modeled option chains', imported: 'imported option chains', mixed: 'imported and modeled option chains' } as const;

/** What ran: the period after clipping to the data, and which chains priced it. */
export function runSummary(results: Pick<DerivedResults, 'dataPeriod' | 'dataSource'>): string | null {
  if (!results.dataPeriod) return null;
  const period = `${results.dataPeriod.start_date} → ${results.dataPeriod.end_date}`;
  return results.dataSource ? `${period} · ${SOURCE_TEXT[results.dataSource]}` : period;
}

/** Why entries were skipped and the engine's notes, folded away unless asked for. */
export function RunDiagnostics({ results }: { results: Pick<DerivedResults, 'skippedReasons' | 'notes' | 'trades'> }) {
  const skipped = results.skippedReasons.reduce((sum, r) => sum + r.count, 0);
  if (skipped === 0 && results.notes.length === 0) return null;
  return (
    <details className="bt-diagnostics" open={results.trades.length === 0}>
      <summary>Run notes{skipped > 0 ? ` (${skipped} skipped ${skipped === 1 ? 'entry' : 'entries'})` : ''}</summary>
      <ul>
        {results.skippedReasons.slice(0, 8).map((r) => <li key={r.reason}>{r.reason} <span className="bt-muted">× {r.count}</span></li>)}
        {results.notes.map((note) => <li key={note}>{note}</li>)}
      </ul>
    </details>
  );
}
