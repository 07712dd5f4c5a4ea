import type { DerivedResults } from './derived-types';
import { skipCause } from '../lib/shared';
import type { SkipGroup } from './skip-groups';
import { noteParts } from './note-parts';

const SOURCE_TEXT = { modeled: 'modeled option chains', imported: 'imported option chains', mixed: 'imported and modeled option chains' } as const;

/**
 * What ran: the underlying, the period after clipping to the data, and which chains priced it
 * ('SPX · 2023-01-03 → 2024-12-31 · modeled option chains', as the spreads settings sum up a form).
 * The underlying leads because the form beside the results may already name another: after an SPX
 * run with SPY typed in, only the costs line's 'Cboe's SPX exchange fee' said which one had run.
 */
export function runSummary(results: Pick<DerivedResults, 'dataPeriod' | 'dataSource'>, ticker = ''): string | null {
  if (!results.dataPeriod) return null;
  const period = `${results.dataPeriod.start_date} → ${results.dataPeriod.end_date}`;
  const parts = [ticker.trim().toUpperCase(), period, results.dataSource ? SOURCE_TEXT[results.dataSource] : ''];
  return parts.filter(Boolean).join(' · ');
}

/** How long a reason stopped entries: '47 days, 2022-03-01 … 2023-12-29'. */
function span(group: SkipGroup): string {
  if (group.first === group.last) return `${group.days} day, ${group.first}`;
  return `${group.days} days, ${group.first} … ${group.last}`;
}

/** One reason, its figures as ranges; a reason of several entries opens to each day's own line. */
function SkipLine({ group }: { group: SkipGroup }) {
  const when = <span className="bt-muted">· {span(group)}</span>;
  if (group.entries.length === 1) return <li>{group.reason} {when}</li>;
  return (
    <li>
      <details>
        <summary>{group.reason} {when}</summary>
        <ul aria-label="Each skipped day">
          {group.entries.map((e, i) => <li key={i}>{e.date}: {e.reason}</li>)}
        </ul>
      </details>
    </li>
  );
}

/**
 * What the list holds: '3 days without an entry, 1 roll not made'. Days, not 'entries': a day the
 * strategy's own rules kept it out was no entry skipped (thin-run-note.tsx counts each cause); and a
 * roll not made is no day without an entry (the position was kept), so it is counted apart.
 */
function listedCount(groups: readonly SkipGroup[]): string | null {
  const entries = groups.flatMap((g) => g.entries);
  const rolls = entries.filter((e) => skipCause(e.reason) === 'roll').length;
  const days = new Set(entries.filter((e) => skipCause(e.reason) !== 'roll').map((e) => e.date)).size;
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} without an entry` : null,
    rolls > 0 ? `${rolls} ${rolls === 1 ? 'roll' : 'rolls'} not made` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * One engine note: a short one whole; a long one (the liquidity filter's and the stressed market's
 * ran to 400 characters each, a wall of text) as its lead, a heading that opens to the note whole
 * (note-parts.ts). Whole, not the rest after the lead: the note stays one text, word for word, as
 * the engine wrote it and as a search of the page (or a test) finds it.
 */
function NoteLine({ note }: { note: string }) {
  const { lead, detail } = noteParts(note);
  if (detail === null) return <li>{note}</li>;
  return (
    <li>
      <details className="bt-note">
        <summary>{lead.replace(/[:,]$/, '')}</summary>
        <p className="bt-note__detail">{note}</p>
      </details>
    </li>
  );
}

/**
 * Why entries were skipped and the engine's notes, folded away unless asked for; the two kinds under
 * their own small headings, so a trader finds the skipped days apart from the notes on the data.
 */
export function RunDiagnostics({ results }: { results: Pick<DerivedResults, 'skippedReasons' | 'notes' | 'trades'> }) {
  const listed = listedCount(results.skippedReasons);
  if (!listed && results.notes.length === 0) return null;
  return (
    <details className="bt-diagnostics" open={results.trades.length === 0}>
      <summary>Run notes{listed ? ` (${listed} listed)` : ''}</summary>
      {results.skippedReasons.length > 0 ? (
        <>
          <h4 className="bt-diagnostics__group">Skipped: {listed}</h4>
          <ul aria-label="Skipped entries and rolls">{results.skippedReasons.map((g, i) => <SkipLine key={i} group={g} />)}</ul>
        </>
      ) : null}
      {results.notes.length > 0 ? (
        <>
          <h4 className="bt-diagnostics__group">Notes on the run</h4>
          <ul aria-label="Notes on the run">{results.notes.map((note) => <NoteLine key={note} note={note} />)}</ul>
        </>
      ) : null}
    </details>
  );
}
