import type { SweepResult } from '../lib/shared';
import { cellLabel, type SweepAnalysis } from './sweep-analysis';

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${v.toFixed(1)}%`);
const num = (v: number | null | undefined, digits = 2) => (v === null || v === undefined || Number.isNaN(v) ? '–' : v.toFixed(digits));

/** The overfitting controls beside the best cells: stability, out-of-sample, walk-forward, deflated Sharpe. */
export function OverfittingPanel({ result, analysis, metricLabel, onOpen }: { result: SweepResult; analysis: SweepAnalysis; metricLabel: string; onOpen: (index: number) => void }) {
  const { best, inOut, walk, dsr } = analysis;
  const cell = (index: number) => result.cells[index];
  return (
    <section aria-label="Overfitting controls" className="bt-card bt-card__body">
      <h3>Best cells by {metricLabel}</h3>
      <div className="bt-sweep__scroll">
        <table className="bt-table" aria-label="Best cells">
          <thead><tr><th>Cell</th><th>{metricLabel}</th><th>Neighbours' mean</th><th>Stability</th></tr></thead>
          <tbody>
            {best.map((b) => (
              <tr key={b.cell.index}>
                <td><button type="button" className="bt-link" onClick={() => onOpen(b.cell.index)}>{cellLabel(result, b.cell)}</button></td>
                <td>{num(b.value)}</td>
                <td>{num(b.stability.neighbour_mean)}</td>
                <td>{b.stability.lone_peak ? 'Lone peak: likely noise' : 'Supported by neighbours'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>Out of sample</h3>
      <p className="bt-note">Ranked on the first 70% of the period{result.split_date ? ` (until ${result.split_date})` : ''}; how the top cells did on the last 30%. Rank correlation {num(inOut.rank_correlation)} (1: the order holds; 0: it says nothing).</p>
      <div className="bt-sweep__scroll">
        <table className="bt-table" aria-label="Out-of-sample table">
          <thead><tr><th>Cell</th><th>In-sample rank</th><th>In sample</th><th>Out of sample</th><th>Out-of-sample rank (of {inOut.ranked})</th></tr></thead>
          <tbody>
            {inOut.rows.map((r) => {
              const c = cell(r.index);
              return (
                <tr key={r.index}>
                  <td>{c ? cellLabel(result, c) : r.index}</td>
                  <td>{r.in_rank}</td>
                  <td>{num(r.in_sample)}</td>
                  <td>{num(r.out_sample)}</td>
                  <td>{r.out_rank}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h3>Walk-forward ({walk.lookback_years}-year look-back)</h3>
      {walk.steps.length ? (
        <p>
          Re-choosing the best cell each year and chaining the choices: {pct(((walk.chained.at(-1)?.[1] ?? 1) - 1) * 100)} over {walk.steps[0]?.year}–{walk.steps.at(-1)?.year}, against{' '}
          {pct(((walk.best.at(-1)?.[1] ?? 1) - 1) * 100)} for the single best cell chosen with hindsight.
        </p>
      ) : (
        <p>Not enough years for a walk-forward with this look-back.</p>
      )}

      <h3>Deflated Sharpe ratio</h3>
      {dsr ? (
        <p>
          Best daily Sharpe {num(dsr.sr, 4)} after {dsr.trials} cells tried (luck alone would give about {num(dsr.expected_max_sr, 4)}): deflated Sharpe ratio{' '}
          <strong>{num(dsr.deflated_sharpe * 100, 1)}%</strong>, probability its Sharpe is above zero {num(dsr.prob_sr_above_zero * 100, 1)}%.
        </p>
      ) : (
        <p>No cell ran.</p>
      )}
    </section>
  );
}
