import { Suspense, useMemo, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-chunk';
import type { SweepCellResult, SweepResult } from '../lib/shared';
import { heatmapOption } from './heatmap-option';
import { OverfittingPanel } from './overfitting-panel';
import { SideScroll } from '../../../components/side-scroll';
import { MetricCell } from './metric-cell';
import { lostText } from '../../../../../shared/analytics/ratio-on-loss';
import { madeMoneyFirst } from '../../../../../shared/sweep/robustness/made-money-first';
import { METRICS, analyseSweep, cellLabel, cellLost, metricOf, ranksMadeMoneyFirst, sharpeOnLoss, type MetricKey } from './sweep-analysis';

const HeatmapView = lazyNamed(() => import('./heatmap-view'), 'HeatmapView');

/** Heatmap, overfitting controls and the sortable table of every cell; a click opens the cell. */
export function SweepResults({ result, onOpen }: { result: SweepResult; onOpen: (index: number) => void }) {
  const [metric, setMetric] = useState<MetricKey>('total_return_pct');
  const [slice, setSlice] = useState(0);
  const [sortBy, setSortBy] = useState<{ key: MetricKey; desc: boolean }>({ key: 'total_return_pct', desc: true });
  const label = METRICS.find((m) => m.key === metric)?.label ?? metric;
  const analysis = useMemo(() => analyseSweep(result, metric), [result, metric]);
  const option = useMemo(() => heatmapOption(result, metric, label, slice), [result, metric, label, slice]);
  const third = result.axes[2];
  const rows = useMemo(() => {
    const value = (i: number) => {
      const c = result.cells[i];
      return (c ? metricOf(c, sortBy.key) : null) ?? -Infinity;
    };
    // By Sharpe, as the lab ranks: every cell that lost money below every cell that made money (descending; ascending the mirror).
    // A cell with no figure (failed, N/A) last, as before; the others in the lab's order (made-money-first.ts).
    const none = (i: number) => value(i) === -Infinity;
    const ranked = (i: number) => ({ score: value(i), lost: ranksMadeMoneyFirst(sortBy.key) && cellLost(result.cells[i] as SweepCellResult) });
    const order = (a: number, b: number) => Number(none(a)) - Number(none(b)) || (none(a) ? 0 : madeMoneyFirst(ranked(a), ranked(b)));
    return result.cells.map((c) => c.index).sort((a, b) => (sortBy.desc ? order(a, b) : order(b, a)) || a - b);
  }, [result, sortBy]);
  // Every cell failed: an empty heatmap and 'The best of 0 cells is also the luckiest' said nothing
  // of use. Say so, and leave the table, whose rows carry each cell's error.
  const noneRan = result.cells.every((c) => c.status !== 'ok');
  // The heatmap colours a positive Sharpe as above T-bills: on a cell that lost money, say it under the map (audit 8, F1).
  const onLoss = metric === 'sharpe_ratio' ? result.cells.filter(sharpeOnLoss) : [];
  return (
    <div className="bt-sweep__results" role="region" aria-label="Sweep results">
      {noneRan ? (
        <p className="bt-note" role="note" aria-label="No cell ran">
          {result.cells.length} cells, all failed: there is nothing to compare. Each cell's error is in the table below; change the values or the dates and sweep again.
        </p>
      ) : (
        <p className="bt-note">{result.cells.length} cells, {result.cells_failed} failed. Click a cell (heatmap or table) to open its backtest in the builder.</p>
      )}
      {noneRan ? null : (
        <>
        <div className="bt-sweep__controls">
          <label>
            Metric
            <select className="bt-input" aria-label="Heatmap metric" value={metric} onChange={(e) => setMetric(e.target.value as MetricKey)}>
              {METRICS.map((m) => <option key={m.key} value={m.key}>{m.label}</option>)}
            </select>
          </label>
          {third ? (
            <label>
              {third.label}
              <select className="bt-input" aria-label="Third parameter" value={slice} onChange={(e) => setSlice(Number(e.target.value))}>
                {third.values.map((v, i) => <option key={v} value={i}>{v}</option>)}
              </select>
            </label>
          ) : null}
        </div>
        <section aria-label="Sweep heatmap">
          <Suspense fallback={<div className="bt-chart bt-chart--heatmap bt-shimmer" aria-label="Loading heatmap" />}>
            <HeatmapView option={option} onCell={onOpen} />
          </Suspense>
          {onLoss.length ? (
            <p className="bt-note" role="note" aria-label="Positive Sharpe on a loss">
              Sharpe reads positive on {onLoss.length === 1 ? 'a cell' : `${onLoss.length} cells`} that lost money:{' '}
              {onLoss.map((c) => `${cellLabel(result, c)} (${lostText(c.metrics?.total_return_pct ?? 0)})`).join('; ')}. A positive Sharpe there comes from large daily
              swings, which lift the mean daily return above what the cell compounded; the lab ranks {onLoss.length === 1 ? 'it' : 'them'} below every cell that made money.
            </p>
          ) : null}
        </section>
        <OverfittingPanel result={result} analysis={analysis} metricLabel={METRICS.find((m) => m.key === metric)?.name ?? label} onOpen={onOpen} />
        </>
      )}
      <h3>Every cell</h3>
      <SideScroll label="Sweep cells, scrolling" what="every column" bodyClassName="bt-sweep__scroll">
        <table className="bt-table bt-table--cells" aria-label="Sweep cells">
          <thead>
            <tr>
              <th>Cell</th>
              {METRICS.map((m) => (
                <th key={m.key} aria-sort={sortBy.key === m.key ? (sortBy.desc ? 'descending' : 'ascending') : 'none'}>
                  <button type="button" onClick={() => setSortBy((s) => ({ key: m.key, desc: s.key === m.key ? !s.desc : true }))}>{m.name}</button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((i) => {
              const c = result.cells[i];
              if (!c) return null;
              return (
                <tr key={i}>
                  <td><button type="button" className="bt-link" onClick={() => onOpen(i)}>{cellLabel(result, c)}</button></td>
                  {c.status === 'ok'
                    ? METRICS.map((m) => (
                        <MetricCell
                          key={m.key}
                          format={m.format}
                          zeroIsBreakEven={m.zeroIsBreakEven}
                          value={metricOf(c, m.key)}
                          // A positive Sharpe on a loss carries the loss beside it (the note under the Sharpe heatmap says why).
                          note={m.key === 'sharpe_ratio' && sharpeOnLoss(c) ? ` (${lostText(c.metrics?.total_return_pct ?? 0)})` : undefined}
                        />
                      ))
                    : <td className="bt-failed" colSpan={METRICS.length}>Failed: {c.error}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </SideScroll>
    </div>
  );
}
