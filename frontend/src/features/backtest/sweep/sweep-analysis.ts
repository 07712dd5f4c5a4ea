/**
 * What the sweep results show, derived from the server's SweepResult with the shared pure
 * overfitting functions (shared/sweep/robustness): the chosen metric per cell, the best cells with
 * their neighbour stability, the in-sample/out-of-sample table, walk-forward and the deflated
 * Sharpe ratio of the best cell.
 */
import { deflatedSharpe, type DeflatedSharpe } from '../../../../../shared/sweep/robustness/deflated-sharpe';
import { rankInOutSample, type InOutRanking } from '../../../../../shared/sweep/robustness/in-out-sample';
import { neighbourIndices, neighbourStability, type StabilityRow } from '../../../../../shared/sweep/robustness/stability';
import { madeMoneyFirst } from '../../../../../shared/sweep/robustness/made-money-first';
import { walkForward, type WalkForward } from '../../../../../shared/sweep/robustness/walk-forward';
import type { CellMetrics, SweepCellResult, SweepResult } from '../lib/shared';
import type { MetricFormat } from '../../../../../shared/analytics/format-metric';
import { lostMoney, positiveRatioOnLoss } from '../../../../../shared/analytics/ratio-on-loss';

export type MetricKey = keyof CellMetrics;

/**
 * The metrics a sweep shows. `format`: written as the results cards write them (shared
 * format-metric.ts: '10.33%', '+$3,354.30', the win rate too: '83.33%'). `zeroIsBreakEven`: 0 splits
 * gains from losses (the heatmap's scale diverges there, the table colours the sign); drawdown,
 * win rate and trades have no such zero. `label` names the unit, for the heatmap whose cells leave
 * it out; `name` does not, for the tables whose cells write it ('Total P&L' over '+$21,245.02', not
 * 'Total P&L $': a unit in one place only).
 */
/**
 * Named as the results' metric cards (and Compare's rows) name them ('Total Return', 'Max Drawdown',
 * 'Win Rate', 'Sharpe Ratio', 'Total Trades'): the lab read 'Total return', 'Sharpe' and 'Trades' beside them.
 */
export const METRICS: { key: MetricKey; label: string; name: string; higherIsBetter: boolean; format: MetricFormat; zeroIsBreakEven: boolean }[] = [
  { key: 'total_return_pct', label: 'Total Return %', name: 'Total Return', higherIsBetter: true, format: 'percent', zeroIsBreakEven: true },
  { key: 'cagr_pct', label: 'CAGR %', name: 'CAGR', higherIsBetter: true, format: 'percent', zeroIsBreakEven: true },
  { key: 'sharpe_ratio', label: 'Sharpe Ratio', name: 'Sharpe Ratio', higherIsBetter: true, format: 'ratio', zeroIsBreakEven: true },
  { key: 'max_drawdown_pct', label: 'Max Drawdown %', name: 'Max Drawdown', higherIsBetter: false, format: 'percent', zeroIsBreakEven: false },
  { key: 'win_rate', label: 'Win Rate %', name: 'Win Rate', higherIsBetter: true, format: 'percent', zeroIsBreakEven: false },
  { key: 'total_pnl', label: 'Total P&L $', name: 'Total P&L', higherIsBetter: true, format: 'pnl', zeroIsBreakEven: true },
  { key: 'total_trades', label: 'Total Trades', name: 'Total Trades', higherIsBetter: true, format: 'count', zeroIsBreakEven: false },
];

export const metricOf = (cell: SweepCellResult, key: MetricKey): number | null => (cell.status === 'ok' ? (cell.metrics?.[key] ?? null) : null);

/** A score where higher is better (drawdown negated), for ranking. */
export function scoreOf(cell: SweepCellResult, key: MetricKey): number | null {
  const v = metricOf(cell, key);
  if (v === null) return null;
  return METRICS.find((m) => m.key === key)?.higherIsBetter === false ? -v : v;
}

/**
 * Ranked on Sharpe, a cell that lost money ranks below every cell that made money, whatever their
 * Sharpe ratios (lexicographic: made money first, then the Sharpe). The Sharpe is the mean daily
 * return over its deviation, and large daily swings lift that mean above what a cell compounded:
 * the audit's QQQ sweep had a cell that lost 38.15% at Sharpe +1.32 ranked above one that made
 * 20.64% at +1.29 (audit 8, F1). The other metrics are money or risk figures themselves. Every
 * ranking below orders cells with the one comparator (shared/sweep/robustness/made-money-first.ts).
 */
export const ranksMadeMoneyFirst = (key: MetricKey): boolean => key === 'sharpe_ratio';

/** The cell lost money over the whole sweep period. */
export const cellLost = (cell: SweepCellResult): boolean => cell.status === 'ok' && lostMoney(cell.metrics?.total_return_pct);

/** The cell's Sharpe reads positive though it lost money over the sweep period. */
export const sharpeOnLoss = (cell: SweepCellResult): boolean => cell.status === 'ok' && positiveRatioOnLoss(cell.metrics?.sharpe_ratio, cell.metrics?.total_return_pct);

export interface BestCell {
  cell: SweepCellResult;
  value: number;
  /** Its neighbours' mean in the metric's own units (the stability rows hold scores: drawdown negated). */
  neighbourMean: number | null;
  stability: StabilityRow;
  /**
   * Every neighbour the stability test compared it with lost money over the sweep period (false
   * without neighbours): a peak among them is the least bad of losing cells, or the one that made
   * money among cells that lost (audit 10, N2: a cell that lost 99.25% read 'Lone peak' on Sharpe).
   */
  neighboursLost: boolean;
}

/** The deflated Sharpe ratio of the cell with the best Sharpe among those that traded. */
export interface SweepDsr extends DeflatedSharpe {
  cell: SweepCellResult;
  /** Cells that ran; `trials` counts their distinct results (identical backtests are one trial). */
  cells: number;
}

export interface SweepAnalysis {
  /** The metric the best cells are ranked on (and in and out of sample: its segment, inOutSegment). */
  metric: MetricKey;
  best: BestCell[];
  inOut: InOutRanking;
  walk: WalkForward;
  dsr: SweepDsr | null;
  stability: StabilityRow[];
}

/**
 * The DSR's trials: one per distinct result (cells whose moments are identical are the same
 * backtest: a value listed twice, two settings that both mean "off", cells that never traded), as
 * Bailey and López de Prado count independent trials. The best is chosen among cells that traded:
 * a cell without trades has no Sharpe in the result (its moments carry 0, cash against cash).
 */
function sweepDsr(cells: readonly SweepCellResult[]): SweepDsr | null {
  const ran = cells.filter((c) => c.status === 'ok' && c.moments);
  const traded = ran.filter((c) => c.metrics?.sharpe_ratio !== null && c.metrics?.sharpe_ratio !== undefined);
  // The best Sharpe among the cells that made money (ranksMadeMoneyFirst); a losing cell only when every cell lost.
  const ranked = (c: SweepCellResult) => ({ score: c.moments?.sr ?? 0, lost: cellLost(c) });
  const best = [...traded].sort((a, b) => madeMoneyFirst(ranked(a), ranked(b)) || a.index - b.index)[0];
  if (!best?.moments) return null;
  const distinct = new Map(ran.map((c) => [JSON.stringify(c.moments), c.moments?.sr ?? 0]));
  return { ...deflatedSharpe(best.moments, [...distinct.values()]), cell: best, cells: ran.length };
}

/** In and out of sample are ranked on Sharpe when the metric is Sharpe, else on return. */
export const inOutSegment = (key: MetricKey): 'sharpe' | 'return_pct' => (key === 'sharpe_ratio' ? 'sharpe' : 'return_pct');

export function analyseSweep(result: SweepResult, key: MetricKey, lookbackYears = 3, top = 5): SweepAnalysis {
  const sizes = result.axes.map((a) => a.values.length);
  const scores = result.cells.map((c) => scoreOf(c, key));
  const moneyFirst = ranksMadeMoneyFirst(key);
  const lost = result.cells.map((c) => moneyFirst && cellLost(c));
  const stability = neighbourStability(sizes, scores, lost);
  const ranked = result.cells
    .map((cell, i) => ({ cell, score: scores[i] ?? null, lost: lost[i] === true }))
    .filter((x): x is { cell: SweepCellResult; score: number; lost: boolean } => x.score !== null)
    .sort((a, b) => madeMoneyFirst(a, b) || a.cell.index - b.cell.index);
  const sign = METRICS.find((m) => m.key === key)?.higherIsBetter === false ? -1 : 1;
  const best = ranked.slice(0, top).map(({ cell }) => {
    const row = stability[cell.index] as StabilityRow;
    // The neighbours with a figure, as the stability test counts them.
    const around = neighbourIndices(sizes, cell.index).filter((i) => scores[i] !== null && scores[i] !== undefined).map((i) => result.cells[i]);
    const neighboursLost = around.length > 0 && around.every((c) => c !== undefined && cellLost(c));
    return { cell, value: metricOf(cell, key) ?? 0, neighbourMean: row.neighbour_mean === null ? null : sign * row.neighbour_mean, stability: row, neighboursLost };
  });
  const segment = inOutSegment(key);
  const inOut = rankInOutSample(
    result.cells
      .filter((c) => c.status === 'ok')
      .map((c) => ({
        index: c.index,
        in_sample: c.in_sample?.[segment] ?? null,
        out_sample: c.out_sample?.[segment] ?? null,
        in_idle: c.in_sample?.idle ?? false,
        out_idle: c.out_sample?.idle ?? false,
        // Each segment by what it made: in sample for the ranking, out of sample for the cells' later places.
        in_lost: moneyFirst && lostMoney(c.in_sample?.return_pct),
        out_lost: moneyFirst && lostMoney(c.out_sample?.return_pct),
      })),
    10,
  );
  const walk = walkForward(result.cells.filter((c) => c.status === 'ok' && c.yearly).map((c) => ({ index: c.index, yearly: yearlyOf(c) })), lookbackYears);
  return { metric: key, best, inOut, walk, dsr: sweepDsr(result.cells), stability };
}

/**
 * A cell's calendar-year returns, fractions: from its stored year-end balances (each year's last
 * equity over the one before, the first year's over the start) when it has them, else its `yearly`,
 * rounded to 6 decimals: 105,449.96 on 100,000 is 5.44996%, which rounded read '5.5%' in the
 * walk-forward for '5.4%'.
 */
export function yearlyOf(cell: SweepCellResult): Record<string, number> {
  const yearly = cell.yearly ?? {};
  const b = cell.balances;
  if (!b) return { ...yearly };
  const out: Record<string, number> = {};
  let base = b.start;
  for (const year of Object.keys(yearly).sort()) {
    const end = b.year_end[year];
    out[year] = end !== undefined && base > 0 ? end / base - 1 : (yearly[year] ?? 0);
    if (end !== undefined) base = end;
  }
  return out;
}

/** "DTE target 14, delta target 0.2": a cell named by its values. */
export function cellLabel(result: SweepResult, cell: Pick<SweepCellResult, 'values'>): string {
  return result.axes.map((a, d) => `${a.label} ${cell.values[d] === 0 && /take profit|stop|%/.test(a.label) ? 'off' : String(cell.values[d])}`).join(', ');
}
