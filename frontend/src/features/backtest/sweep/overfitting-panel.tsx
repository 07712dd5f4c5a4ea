import type { SweepResult } from '../lib/shared';
import type { InOutRow } from '../../../../../shared/sweep/robustness/in-out-sample';
import type { StabilityRow } from '../../../../../shared/sweep/robustness/stability';
import { SideScroll } from '../../../components/side-scroll';
import { MetricCell } from './metric-cell';
import { DEPLETED_IN_SAMPLE_LOSS_PCT, depletedInSample, depletedNote, depletedYearNote, dollarsText, type DepletedCell } from './depleted-cells';
import { lostMoney, lostText, positiveRatioOnLoss, ratioOnLossNote } from '../../../../../shared/analytics/ratio-on-loss';
import { formatMetric } from '../../../../../shared/analytics/format-metric';
import { fixedHalfAway } from '../../../../../shared/analytics/decimal-round';
import { METRICS, cellLabel, cellLost, inOutSegment, sharpeOnLoss, type SweepAnalysis, type SweepDsr } from './sweep-analysis';

/** A return as the cards and the tables write it (formatMetric, 2 decimals): the walk-forward's read '5.4%' beside a table's '5.44%'. */
const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : formatMetric('percent', v));
const num = (v: number | null | undefined, digits = 2) => (v === null || v === undefined || Number.isNaN(v) ? '–' : fixedHalfAway(v, digits));
const ANNUAL = Math.sqrt(252);

/** A mid-rank as the places it spans: 1, or "2–9 (8 tied)" for 8 cells tied at mid-rank 5.5. */
export function rankText(rank: number, tied: number): string {
  if (tied <= 1) return String(rank);
  const half = (tied - 1) / 2;
  return `${rank - half}–${rank + half} (${tied} tied)`;
}

/** A cell shown out of sample that lost DEPLETED_IN_SAMPLE_LOSS_PCT or more in sample. */
export interface DepletedRow {
  label: string;
  depleted: DepletedCell;
  /** Its out-of-sample and whole-period returns, %. */
  outReturnPct: number | undefined;
  totalReturnPct: number | undefined;
}

/**
 * The out-of-sample table's words on cells that lost DEPLETED_IN_SAMPLE_LOSS_PCT or more in sample
 * (audit 10, N1), with the largest out-of-sample gain among them in dollars: their ranks are kept
 * (the out-of-sample part starts from what each cell had left, README), and the trader is told what
 * those figures are on.
 */
export function depletedText(rows: readonly DepletedRow[]): string {
  const one = rows.length === 1;
  const head = `${one ? 'One of these cells' : `${rows.length} of these cells`} lost ${DEPLETED_IN_SAMPLE_LOSS_PCT}% or more of ${one ? 'its' : 'their'} start in sample, ` +
    `so out of sample ${one ? 'it' : 'they'} traded what was left, named beside ${one ? 'its figure' : 'their figures'}: a percentage there is of that smaller account, ` +
    `not of the one the grid started with, and a small account cannot size positions as the rule would at full size.`;
  const top = [...rows].filter((r) => r.depleted.left !== null && (r.outReturnPct ?? 0) > 0).sort((a, b) => (b.outReturnPct ?? 0) - (a.outReturnPct ?? 0))[0];
  if (!top || top.depleted.left === null || top.depleted.outGain === null || top.outReturnPct === undefined) return head;
  // The gain in dollars is the stored end less what was left, not what was left × the rounded return.
  const gain = `${top.label}: +${formatMetric('percent', top.outReturnPct)} out of sample on ${dollarsText(top.depleted.left)} is ${dollarsText(top.depleted.outGain, true)}`;
  const total = top.totalReturnPct === undefined ? '' : `, and over the whole period it ${lostMoney(top.totalReturnPct) ? lostText(top.totalReturnPct) : `made ${formatMetric('percent', top.totalReturnPct)}`}`;
  return `${head} ${gain}${total}.`;
}

/** The walk-forward's words on years whose chosen cell began them having lost half its start or more. */
export function depletedYearsText(notes: readonly string[]): string {
  const one = notes.length === 1;
  return `Held on what was left: ${notes.join('; ')}, having lost ${DEPLETED_IN_SAMPLE_LOSS_PCT}% or more before; ${one ? "that year's return is" : "those years' returns are"} of that smaller account, chained here as if it were the whole book.`;
}

/**
 * The walk-forward's years: "in 2023" for one, "over 2019–2023 (5 years)" for more. A last year the
 * sweep ends inside (its last trading day before 24 December) is named partial: a sweep to the
 * data's end read "over 2013–2026 (14 years)" with 2026 three months long.
 */
export function yearsText(years: readonly string[], lastDate?: string | null): string {
  const last = years.at(-1) ?? '';
  const partial = lastDate && lastDate.slice(0, 4) === last && lastDate.slice(5) < '12-24' ? `${last} to ${lastDate}` : null;
  if (years.length === 1) return `in ${last}${partial ? ` (to ${lastDate ?? ''})` : ''}`;
  const full = partial ? years.length - 1 : years.length;
  return `over ${years[0] ?? ''}–${last} (${full} year${full === 1 ? '' : 's'}${partial ? ` and ${partial}` : ''})`;
}

/** What a best cell made over the sweep period, beside its peak: its total return, and whether every neighbour lost money. */
export interface PeakMoney {
  returnPct: number | null | undefined;
  neighboursLost: boolean;
}

/**
 * A best cell's stability in words (shared/sweep/robustness/stability.ts). A peak is read with what
 * it made (audit 10, N2): beating neighbours that all lost money makes a cell the least bad of them,
 * not a setting to trust ('Least bad of losing neighbours (lost 99.25%)', where it had read 'Lone
 * peak: likely noise'); the one cell that made money among neighbours that all lost is not
 * 'supported' by them; a peak that lost money beside a neighbour that made some (on drawdown, win
 * rate or trades) carries its loss.
 */
export function stabilityText(row: StabilityRow, result: Pick<SweepResult, 'axes'>, money?: PeakMoney): string {
  const words = peakWords(row, result);
  if (!row.peak || !money || money.returnPct === null || money.returnPct === undefined) return words;
  const ret = money.returnPct;
  if (lostMoney(ret)) return money.neighboursLost ? `Least bad of losing neighbours (${lostText(ret)})` : `${words}, but it ${lostText(ret)}`;
  return money.neighboursLost ? `Made ${formatMetric('percent', ret)} where every neighbour lost money` : words;
}

function peakWords(row: StabilityRow, result: Pick<SweepResult, 'axes'>): string {
  if (row.lone_peak) return 'Lone peak: likely noise';
  // Along one parameter its neighbours are ordinary (their mean at or below the median): it rests on that one value.
  if (row.lone_axes.length) return `Alone along ${row.lone_axes.map((d) => result.axes[d]?.label ?? '').join(' and ')}`;
  if (row.peak) return 'Supported by neighbours';
  // A neighbour does as well or better: no peak to doubt or support.
  return row.neighbours ? 'Not a peak' : 'No neighbours';
}

/** The overfitting controls beside the best cells: stability, out-of-sample, walk-forward, deflated Sharpe. */
export function OverfittingPanel({ result, analysis, metricLabel, onOpen }: { result: SweepResult; analysis: SweepAnalysis; metricLabel: string; onOpen: (index: number) => void }) {
  const { best, inOut, walk, dsr } = analysis;
  const cell = (index: number) => result.cells[index];
  const labelOf = (index: number) => {
    const c = cell(index);
    return c ? cellLabel(result, c) : String(index);
  };
  const bySharpe = metricLabel === 'Sharpe';
  const segmentCells = result.cells.filter((c) => c.status === 'ok');
  // Cells that held no position in the last 30%: interest on cash, the same for each.
  const idleOut = segmentCells.filter((c) => c.out_sample?.idle).length;
  const unit = bySharpe ? ' (Sharpe)' : ' (return %)';
  // Figures as the 'Every cell' table and the cards write them; a mean of trade counts keeps its decimals.
  const ranked = METRICS.find((m) => m.key === analysis.metric) ?? { format: 'ratio' as const, zeroIsBreakEven: true };
  const meanFormat = ranked.format === 'count' ? 'ratio' : ranked.format;
  const sampleFormat = inOutSegment(analysis.metric) === 'sharpe' ? 'ratio' : 'percent';
  // A positive Sharpe on a segment that lost money says so beside it (audit 8, F1: +0.16 on a loss of 81.08% out of sample).
  const lossNote = (value: number | null, returnPct: number | undefined) =>
    sampleFormat === 'ratio' && returnPct !== undefined && positiveRatioOnLoss(value, returnPct) ? ratioOnLossNote(returnPct, 'Sharpe') : undefined;
  // `depleted`: out of sample, a cell that lost half its start or more in sample: its figure is on what was left (audit 10, N1).
  const sampleCell = (value: number | null, idle: boolean | undefined, returnPct?: number, depleted?: DepletedCell | null) => {
    const first = idle ? 'no position: interest only' : lossNote(value, returnPct);
    const notes = [first, depleted ? depletedNote(depleted) : undefined].filter((n): n is string => !!n);
    return <MetricCell format={sampleFormat} zeroIsBreakEven value={value} note={notes.length ? ` (${notes.join('; ')})` : undefined} />;
  };
  const depletedRows = inOut.rows.flatMap((r): DepletedRow[] => {
    const c = cell(r.index);
    const depleted = depletedInSample(c);
    return depleted ? [{ label: labelOf(r.index), depleted, outReturnPct: c?.out_sample?.return_pct, totalReturnPct: c?.metrics?.total_return_pct }] : [];
  });
  // Walk-forward years held on what a chosen cell had left (audit 10, N1).
  const depletedYears = walk.steps.flatMap((st) => {
    const note = depletedYearNote(cell(st.chosen), st.year);
    return note ? [`${labelOf(st.chosen)} ${note}`] : [];
  });
  const onLoss = bySharpe ? segmentCells.filter(sharpeOnLoss) : [];
  const outOnLoss = bySharpe ? inOut.rows.filter((r) => positiveRatioOnLoss(r.out_sample, cell(r.index)?.out_sample?.return_pct)).length : 0;
  return (
    <section aria-label="Overfitting controls" className="bt-card bt-card__body">
      <h3>Best cells by {metricLabel}</h3>
      {/* A grid's best figure is the best of many tries: shown alone it reads as what the rule earns. */}
      <p className="bt-note">
        The best of {segmentCells.length} cells is also the luckiest of them: its {metricLabel} flatters what the same rule would likely do again
        (a drawdown as much as a return). The controls below test how much of it holds.
        {onLoss.length
          ? ` ${onLoss.length === 1 ? 'One cell' : `${onLoss.length} cells`} lost money with a positive Sharpe: a Sharpe is the mean daily return over its deviation, and large daily swings lift that mean above what the cell compounded. Every cell that lost money ranks below every cell that made money, whatever its Sharpe.`
          : ''}
      </p>
      <SideScroll label="Best cells, scrolling" what="every column" bodyClassName="bt-sweep__scroll">
        <table className="bt-table" aria-label="Best cells">
          <thead><tr><th>Cell</th><th>{metricLabel}</th><th>Neighbours' mean</th><th>Stability</th></tr></thead>
          <tbody>
            {best.map((b) => (
              <tr key={b.cell.index}>
                <td><button type="button" className="bt-link" onClick={() => onOpen(b.cell.index)}>{cellLabel(result, b.cell)}</button></td>
                <MetricCell
                  format={ranked.format}
                  zeroIsBreakEven={ranked.zeroIsBreakEven}
                  value={b.value}
                  note={bySharpe && sharpeOnLoss(b.cell) ? ` (${ratioOnLossNote(b.cell.metrics?.total_return_pct ?? 0, 'Sharpe')})` : undefined}
                />
                <MetricCell format={meanFormat} zeroIsBreakEven={ranked.zeroIsBreakEven} value={b.neighbourMean} />
                <td>{stabilityText(b.stability, result, { returnPct: b.cell.metrics?.total_return_pct, neighboursLost: b.neighboursLost })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SideScroll>

      <h3>Out of sample</h3>
      <p className="bt-note">
        Ranked on {bySharpe ? 'Sharpe Ratio' : 'Total Return'} over the first 70% of the period{result.split_date ? ` (out of sample from ${result.split_date})` : ''}; how the top cells did on the last 30%.{' '}
        {inOut.rank_correlation !== null
          ? `Rank correlation ${num(inOut.rank_correlation)} (1: the order holds; 0: it says nothing; tied cells share their mean rank).`
          : inOut.ranked >= 3
            ? 'No rank correlation: every cell scored the same in one of the two periods, so there is no order to compare.'
            : 'No rank correlation: fewer than 3 cells ranked.'}
        {idleOut
          ? ` ${idleOut} of ${segmentCells.length} cells held no position out of sample: they made no trade and earned only interest on cash${bySharpe ? ', so they have no Sharpe there and are not ranked' : ', the same return for each, so they tie'}.`
          : ''}
        {bySharpe ? ' In each period a cell that lost money there ranks below every cell that made money there, whatever its Sharpe.' : ''}
        {outOnLoss ? ` ${outOnLoss === 1 ? 'One of these cells' : `${outOnLoss} of these cells`} lost money out of sample with a positive Sharpe, from large daily swings.` : ''}
        {depletedRows.length ? ` ${depletedText(depletedRows)}` : ''}
      </p>
      <SideScroll label="Out-of-sample table, scrolling" what="every column" bodyClassName="bt-sweep__scroll">
        <table className="bt-table" aria-label="Out-of-sample table">
          <thead><tr><th>Cell</th><th>In-sample rank</th><th>In sample{unit}</th><th>Out of sample{unit}</th><th>Out-of-sample rank (of {inOut.ranked})</th></tr></thead>
          <tbody>
            {inOut.rows.map((r: InOutRow) => {
              return (
                <tr key={r.index}>
                  <td>{labelOf(r.index)}</td>
                  <td>{rankText(r.in_rank, r.in_tied)}</td>
                  {sampleCell(r.in_sample, r.in_idle, cell(r.index)?.in_sample?.return_pct)}
                  {sampleCell(r.out_sample, r.out_idle, cell(r.index)?.out_sample?.return_pct, depletedInSample(cell(r.index)))}
                  <td>{rankText(r.out_rank, r.out_tied)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </SideScroll>

      <h3>Walk-forward ({walk.lookback_years}-year look-back)</h3>
      {walk.steps.length ? (
        <p>
          Each year, the cell with the best compounded return over the previous {walk.lookback_years} years is held through that year, a choice made before
          the year it is held. Chained: {pct(((walk.chained.at(-1)?.[1] ?? 1) - 1) * 100)} {yearsText(walk.steps.map((s) => s.year), result.last_date)}, against{' '}
          {pct(((walk.best.at(-1)?.[1] ?? 1) - 1) * 100)} for the cell with the best return over the whole period, chosen with hindsight, over the same
          {walk.steps.length === 1 ? ' year' : ' years'}. Chosen:{' '}
          {walk.steps.map((s) => `${s.year} ${labelOf(s.chosen)} (${pct(s.return * 100)})`).join('; ')}. Each year counts the chosen cell's own
          calendar-year return, from its book on 1 January with the positions it held then: switching cells costs nothing here, where a trader would
          close one cell's positions and open the other's.{depletedYears.length ? ` ${depletedYearsText(depletedYears)}` : ''}
        </p>
      ) : (
        <p>Not enough years for a walk-forward with this look-back: it needs {walk.lookback_years + 1} calendar years or more.</p>
      )}

      <h3>Deflated Sharpe ratio</h3>
      <DsrText result={result} dsr={dsr} />
    </section>
  );
}

function DsrText({ result, dsr }: { result: SweepResult; dsr: SweepDsr | null }) {
  if (!dsr) return <p>{result.cells.some((c) => c.status === 'ok') ? 'No cell traded: there is no Sharpe ratio to deflate.' : 'No cell ran.'}</p>;
  const annual = (daily: number) => num(daily * ANNUAL);
  // The cell's own Sharpe, as the tables write it: its per-day Sharpe × √252, re-rounded, can read a
  // hundredth apart from it (0.124996 a year stored as 0.1250: '0.12' here beside '0.13' there).
  const cellSharpe = dsr.cell.metrics?.sharpe_ratio ?? dsr.sr * ANNUAL;
  // PSR needs two returns or more and 1 − skew·SR + (kurt − 1)/4·SR² > 0 (its variance term).
  const verdict = Number.isNaN(dsr.deflated_sharpe) ? (
    <>cannot be computed for this cell (too few days, or a skewness that leaves its Sharpe's standard error undefined).</>
  ) : (
    <>
      <strong>{num(dsr.deflated_sharpe * 100, 1)}%</strong>: the probability that its true Sharpe beats that, allowing for the returns' skewness and fat tails.
      {/* PSR(0) takes the best cell as if it were the only one tried: beside the DSR it read as a second verdict, and a kinder one. */}
      {dsr.trials > 1
        ? ` As if it had been the only cell tried, not the best of ${dsr.trials}, the probability its true Sharpe is above zero would read ${num(dsr.prob_sr_above_zero * 100, 1)}%: that figure leaves the search out.`
        : ''}{' '}
      The trials are this sweep's cells only: every other variant you backtested before choosing is a trial too, and would deflate it further.
    </>
  );
  // Cells passed over for the DSR though their Sharpe reads higher: they lost money (sweep-analysis.ts, sweepDsr).
  const higherOnLoss = cellLost(dsr.cell) ? [] : result.cells.filter((c) => cellLost(c) && c.moments && c.metrics?.sharpe_ratio !== null && c.moments.sr > dsr.sr);
  const lossWords = (c: SweepResult['cells'][number]) => (sharpeOnLoss(c) ? ratioOnLossNote(c.metrics?.total_return_pct ?? 0, 'Sharpe') : lostText(c.metrics?.total_return_pct ?? 0));
  const whole = (
    <p>
      Best Sharpe: {cellLabel(result, dsr.cell)}, {num(cellSharpe)} a year over T-bills ({num(dsr.sr, 4)} a day, {dsr.cell.moments?.n ?? 0} days)
      {cellLost(dsr.cell) ? ` (${lossWords(dsr.cell)}; every cell that traded lost money)` : ''}.{' '}
      {higherOnLoss.length
        ? `Chosen among the cells that made money: ${higherOnLoss.map((c) => `${cellLabel(result, c)} (${lossWords(c)})`).join('; ')} read a higher Sharpe. `
        : ''}
      {dsr.cells} cells tried{dsr.trials < dsr.cells ? ` (${dsr.trials} distinct results)` : ''}: with their spread of Sharpe ratios, luck alone would make the best of{' '}
      {dsr.trials} about {annual(dsr.expected_max_sr)} a year ({num(dsr.expected_max_sr, 4)} a day). Deflated Sharpe ratio {verdict}
    </p>
  );
  const lead = dsrLead(dsr);
  if (lead === null) return whole;
  // One sentence in view, the whole paragraph behind it: 16 lines at 375 px (a disclosure, as the results' long paragraphs).
  return (
    <details className="bt-dsr">
      <summary>{lead}</summary>
      {whole}
    </details>
  );
}

/**
 * The deflated Sharpe ratio in one sentence ('Deflated Sharpe ratio 99.6%: the probability that the
 * best cell's true Sharpe (2.79 a year) beats what luck alone would give the best of 4 cells.'),
 * and that every cell lost when the best did; null when it cannot be computed (that text is short).
 */
export function dsrLead(dsr: SweepDsr): string | null {
  if (Number.isNaN(dsr.deflated_sharpe)) return null;
  const of = dsr.trials > 1 ? `the best of ${dsr.trials} cells` : 'a single cell';
  return `Deflated Sharpe ratio ${num(dsr.deflated_sharpe * 100, 1)}%: the probability that the best cell's true Sharpe (${num(dsr.sr * ANNUAL)} a year) beats what luck alone would give ${of}.`
    + (cellLost(dsr.cell) ? ' Every cell that traded lost money.' : '');
}
