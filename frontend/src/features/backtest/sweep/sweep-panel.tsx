import { useMemo, useState } from 'react';
import { CollapsibleCard } from '../common/collapsible-card';
import { cellRequest, sweepFieldDef, type CellRequest, type SweepAnswer } from '../lib/shared';
import './sweep.css';
import { MonteCarloPanel } from './monte-carlo-panel';
import { addRow, buildSweep, defaultRow, fieldChoices, sweepShown, type SweepBase, type SweepRow } from './sweep-form';
import { SweepResults } from './sweep-results';
import { useSweepRun } from './use-sweep-run';
import { cellLabel } from './sweep-analysis';

export interface OpenedCell {
  label: string;
  pnls: number[];
  /** The run's daily P&L marked to market (monte-carlo.ts `dailyPnls`), for resampling days. */
  dailyPnls?: number[];
  /** The run held shares (a covered call, a wheel assigned): the Monte Carlo opens on its days. */
  heldShares?: boolean;
  startBalance: number;
}

export interface SweepPanelProps {
  /** The builder's current request, or the message saying why it is not runnable yet. */
  base: SweepBase | string;
  /** Opens the cell's exact backtest in the builder (its form, then a run with full results). */
  onOpenCell: (cell: CellRequest, label: string) => void;
  /** The trades of the cell opened last, once its run has finished (for Monte Carlo). */
  opened: OpenedCell | null;
}

/** 'Sweep' in either builder (issue 19): one to three numeric fields as ranges or lists. */
export function SweepPanel({ base, onOpenCell, opened }: SweepPanelProps) {
  const [rows, setRows] = useState<SweepRow[]>([]);
  // The cell opened last, to show its sweep metrics beside its Monte Carlo.
  const [openedIndex, setOpenedIndex] = useState<number | null>(null);
  const { answer, running, error, dismissError, run } = useSweepRun();
  const ready = typeof base === 'string' ? null : base;
  const choices = ready ? fieldChoices(ready) : [];
  const validRows = rows.filter((r) => choices.includes(r.field));
  const built = useMemo(() => (ready && validRows.length ? buildSweep(ready, validRows) : null), [ready, validRows]);
  const shown = built && ready ? sweepShown(built, ready, validRows) : null;
  const result = answer?.status === 'finished' ? answer.result : undefined;
  const sweep = answer?.request;

  const openCell = (index: number) => {
    const cell = result?.cells[index];
    if (!cell || !sweep || !result) return;
    setOpenedIndex(index);
    onOpenCell(cellRequest(sweep, cell), cellLabel(result, cell));
  };
  // The opened cell's metrics, when the run shown is that cell's (its label matches).
  const openedMetrics = (label: string) => {
    const cell = openedIndex === null ? undefined : result?.cells[openedIndex];
    return cell?.metrics && result && cellLabel(result, cell) === label ? cell.metrics : undefined;
  };
  const update = (i: number, patch: Partial<SweepRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const fieldLabel = (field: string): string => {
    const def = ready ? sweepFieldDef(ready.kind, ready.base, field) : field;
    return typeof def === 'string' ? field : def.label;
  };

  return (
    <CollapsibleCard title="Sweep" defaultOpen={false} className="bt-sweep" summary="Run a grid of up to 1,000 variants of this strategy (Pro)">
      {!ready ? <p className="bt-note" role="alert">{base as string}</p> : null}
      {validRows.map((row, i) => (
        <fieldset key={i} className="bt-sweep__row" aria-label={`Sweep parameter ${i + 1}`}>
          <select className="bt-input" aria-label={`Parameter ${i + 1} field`} value={row.field} onChange={(e) => update(i, defaultRow(e.target.value))}>
            {choices.map((f) => <option key={f} value={f}>{fieldLabel(f)}</option>)}
          </select>
          <select className="bt-input" aria-label={`Parameter ${i + 1} mode`} value={row.mode} onChange={(e) => update(i, { mode: e.target.value as SweepRow['mode'], edited: false })}>
            <option value="range">range</option>
            <option value="list">values</option>
          </select>
          {row.mode === 'range' ? (
            <span className="bt-sweep__values">
              {/* Named on screen: filled in ('7 60 7') the placeholders were gone and nothing said which was the step. */}
              <label className="bt-sweep__num"><span>From</span><input className="bt-input" inputMode="decimal" aria-label={`Parameter ${i + 1} from`} value={row.from} onChange={(e) => update(i, { from: e.target.value, edited: true })} onBlur={() => update(i, { edited: true })} /></label>
              <label className="bt-sweep__num"><span>To</span><input className="bt-input" inputMode="decimal" aria-label={`Parameter ${i + 1} to`} value={row.to} onChange={(e) => update(i, { to: e.target.value, edited: true })} onBlur={() => update(i, { edited: true })} /></label>
              <label className="bt-sweep__num"><span>Step</span><input className="bt-input" inputMode="decimal" aria-label={`Parameter ${i + 1} step`} value={row.step} onChange={(e) => update(i, { step: e.target.value, edited: true })} onBlur={() => update(i, { edited: true })} /></label>
            </span>
          ) : (
            <input className="bt-input bt-sweep__list" aria-label={`Parameter ${i + 1} values`} placeholder="0, 1.5, 2" value={row.list} onChange={(e) => update(i, { list: e.target.value, edited: true })} onBlur={() => update(i, { edited: true })} />
          )}
          {/* 'Remove' three times over was which one to a screen reader listing the buttons. */}
          <button type="button" className="bt-btn bt-btn--small" aria-label={`Remove parameter ${i + 1}`} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>Remove</button>
        </fieldset>
      ))}
      <div className="bt-actions">
        {ready && validRows.length < 3 ? (
          <button type="button" className="bt-btn" onClick={() => setRows((rs) => addRow(rs.filter((r) => choices.includes(r.field)), ready) ?? rs)}>Add parameter</button>
        ) : null}
        <button type="button" className="bt-btn bt-btn--primary" disabled={!built?.request || running} onClick={() => built?.request && void run(built.request)}>
          {running ? 'Sweeping…' : 'Run sweep'}
        </button>
        {shown ? <span className="bt-sweep__count" aria-label="Cell count">{shown.count}</span> : null}
      </div>
      {shown?.message ? <p className="bt-note bt-sweep__problem" role="alert">{shown.message}</p> : null}
      {/* On the page from the start, so a screen reader hears the sweep go on and end (the progress bar is silent). */}
      <p className="sr-only" role="status" aria-label="Sweep status">{sweepStatusWords(running, answer)}</p>
      {answer && answer.status === 'running' ? (
        <div className="bt-sweep__progress">
          <progress aria-label="Sweep progress" max={answer.cells_total} value={answer.cells_done} />
          <span>{answer.cells_done} of {answer.cells_total} cells done</span>
        </div>
      ) : null}
      {error ? (
        <div className="bt-error" role="alert">
          <span>{error}</span>
          <button type="button" className="bt-btn bt-btn--small" onClick={dismissError}>Dismiss</button>
        </div>
      ) : null}
      {result ? <SweepResults result={result} onOpen={openCell} /> : null}
      {opened ? <MonteCarloPanel key={opened.label} label={opened.label} pnls={opened.pnls} dailyPnls={opened.dailyPnls} heldShares={opened.heldShares} startBalance={opened.startBalance} backtest={openedMetrics(opened.label)} /> : null}
    </CollapsibleCard>
  );
}

/** What the sweep's live region says: started, cells done, finished (a failure is said by the alert). */
export function sweepStatusWords(running: boolean, answer: SweepAnswer | null | undefined): string {
  if (answer?.status === 'finished' && answer.result) return `Sweep finished: ${answer.result.cells.length} cells, ${answer.result.cells_failed} failed.`;
  if (!running) return '';
  if (answer?.status === 'running') return `Sweeping: ${answer.cells_done} of ${answer.cells_total} cells done.`;
  return 'Sweep started.';
}
