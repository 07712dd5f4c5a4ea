import { useMemo, useState } from 'react';
import { cellRequest, type CellRequest } from '../lib/shared';
import { MonteCarloPanel } from './monte-carlo-panel';
import { addRow, buildSweep, cellCountText, defaultRow, fieldChoices, type SweepBase, type SweepRow } from './sweep-form';
import { SweepResults } from './sweep-results';
import { useSweepRun } from './use-sweep-run';
import { cellLabel } from './sweep-analysis';

export interface OpenedCell {
  label: string;
  pnls: number[];
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
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<SweepRow[]>([]);
  const { answer, running, error, dismissError, run } = useSweepRun();
  const ready = typeof base === 'string' ? null : base;
  const choices = ready ? fieldChoices(ready) : [];
  const validRows = rows.filter((r) => choices.includes(r.field));
  const built = useMemo(() => (ready && validRows.length ? buildSweep(ready, validRows) : null), [ready, validRows]);
  const result = answer?.status === 'finished' ? answer.result : undefined;
  const sweep = answer?.request;

  const openCell = (index: number) => {
    const cell = result?.cells[index];
    if (!cell || !sweep || !result) return;
    onOpenCell(cellRequest(sweep, cell), cellLabel(result, cell));
  };
  const update = (i: number, patch: Partial<SweepRow>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <section aria-label="Sweep" className="bt-card">
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>Sweep</button>
      {open ? (
        <div>
          {!ready ? <p role="alert">{base as string}</p> : null}
          {validRows.map((row, i) => (
            <fieldset key={i} aria-label={`Sweep parameter ${i + 1}`}>
              <select aria-label={`Parameter ${i + 1} field`} value={row.field} onChange={(e) => update(i, defaultRow(e.target.value))}>
                {choices.map((f) => <option key={f} value={f}>{f}</option>)}
              </select>
              <select aria-label={`Parameter ${i + 1} mode`} value={row.mode} onChange={(e) => update(i, { mode: e.target.value as SweepRow['mode'] })}>
                <option value="range">range</option>
                <option value="list">values</option>
              </select>
              {row.mode === 'range' ? (
                <>
                  <input aria-label={`Parameter ${i + 1} from`} value={row.from} onChange={(e) => update(i, { from: e.target.value })} size={6} />
                  <input aria-label={`Parameter ${i + 1} to`} value={row.to} onChange={(e) => update(i, { to: e.target.value })} size={6} />
                  <input aria-label={`Parameter ${i + 1} step`} value={row.step} onChange={(e) => update(i, { step: e.target.value })} size={6} />
                </>
              ) : (
                <input aria-label={`Parameter ${i + 1} values`} placeholder="0, 1.5, 2" value={row.list} onChange={(e) => update(i, { list: e.target.value })} />
              )}
              <button type="button" onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>Remove</button>
            </fieldset>
          ))}
          {ready && validRows.length < 3 ? (
            <button type="button" onClick={() => setRows((rs) => addRow(rs.filter((r) => choices.includes(r.field)), ready) ?? rs)}>Add parameter</button>
          ) : null}
          {built ? <p aria-label="Cell count">{cellCountText(built.cells)}</p> : null}
          {built?.message ? <p role="alert">{built.message}</p> : null}
          <button type="button" disabled={!built?.request || running} onClick={() => built?.request && void run(built.request)}>
            {running ? 'Sweeping…' : 'Run sweep'}
          </button>
          {answer && answer.status === 'running' ? <p aria-label="Sweep progress">{answer.cells_done} of {answer.cells_total} cells done</p> : null}
          {error ? <p role="alert">{error} <button type="button" onClick={dismissError}>Dismiss</button></p> : null}
          {result ? <SweepResults result={result} onOpen={openCell} /> : null}
          {opened ? <MonteCarloPanel key={opened.label} label={opened.label} pnls={opened.pnls} startBalance={opened.startBalance} /> : null}
        </div>
      ) : null}
    </section>
  );
}
