import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SweepCellResult, SweepResult } from '../lib/shared';
import { heatmapOption } from './heatmap-option';
import { OverfittingPanel } from './overfitting-panel';
import { analyseSweep } from './sweep-analysis';
import { SweepResults } from './sweep-results';

// ECharts needs a real layout; the heatmap's option is read on its own below.
vi.mock('./heatmap-view', () => ({ HeatmapView: () => <div aria-label="Heatmap stub" /> }));

/**
 * The audit's QQQ put-spread sweep (test/audits/configs8/sweep-qqq-put-spread.json, 2021, DTE
 * 7/14/21 × short delta 0.2/0.25/0.3, as runCells summarised it on 2026-12-03; audit 8, F1): total
 * return %, Sharpe, in-sample return % and Sharpe, out-of-sample return % and Sharpe (null: idle).
 * Cells 4 and 5 lost 38.15% and 52.14% at Sharpe +1.32 and +1.26; out of sample, five cells lost
 * money at a positive Sharpe (+0.16 on −81.08%).
 */
const QQQ: [number, number, number, number, number, number | null][] = [
  [186.02, 1.5847, 428.51, 2.3542, -45.88, 0.1513],
  [868.0, 2.2406, 911.51, 2.7301, -4.3, 0.8508],
  [-100.0, -0.5011, -100.0, -0.5991, 0.0, null],
  [317.36, 1.7521, 476.57, 2.5138, -27.61, 0.3109],
  [-38.15, 1.3242, 131.54, 2.034, -73.29, 0.0098],
  [-52.14, 1.2598, 152.95, 1.926, -81.08, 0.1639],
  [213.1, 1.5834, 122.41, 1.6223, 40.77, 1.5311],
  [20.64, 1.2873, -4.2, 1.1781, 25.93, 1.5091],
  [348.44, 1.9502, 152.49, 1.9191, 77.61, 2.0506],
];
const DTES = [7, 14, 21];
const DELTAS = [0.2, 0.25, 0.3];

function qqqCell(index: number, sharpeOf: (i: number) => number = (i) => QQQ[i]?.[1] ?? 0): SweepCellResult {
  const [ret, , ins, insSharpe, outs, outSharpe] = QQQ[index] ?? [0, 0, 0, 0, 0, null];
  const sharpe = sharpeOf(index);
  return {
    index,
    values: [DTES[Math.floor(index / 3)] ?? 0, DELTAS[index % 3] ?? 0],
    status: 'ok',
    metrics: { total_pnl: ret * 200, total_return_pct: ret, cagr_pct: null, sharpe_ratio: sharpe, max_drawdown_pct: 50, win_rate: 70, total_trades: 100 },
    in_sample: { return_pct: ins, sharpe: insSharpe, idle: false },
    out_sample: { return_pct: outs, sharpe: outSharpe, idle: outSharpe === null },
    yearly: { '2021': ret / 100 },
    moments: { n: 252, sr: sharpe / Math.sqrt(252), skew: -1, kurt: 10 },
  };
}

const axes = [
  { field: 'legs.dte', label: 'DTE target (every leg)', values: DTES },
  { field: 'leg1.target', label: 'leg 1 delta target', values: DELTAS },
];
const qqq = (sharpeOf?: (i: number) => number): SweepResult => ({ sweep_id: 'q', axes, split_date: '2021-10-08', cells: QQQ.map((_, i) => qqqCell(i, sharpeOf)), cells_failed: 0 });

const NOTE_4 = 'lost 38.15%: its positive Sharpe comes from large daily swings';

describe('the lab ranked on Sharpe puts every cell that lost money below every cell that made money (audit 8, F1)', () => {
  it('orders the best cells made money first: the cell that lost 38.15% at +1.32 below the one that made 20.64% at +1.29', () => {
    const a = analyseSweep(qqq(), 'sharpe_ratio', 3, 9);
    expect(a.best.map((b) => b.cell.index)).toEqual([1, 8, 3, 0, 6, 7, 4, 5, 2]);
    // The figures are kept as README defines them.
    expect(a.best[6]?.value).toBe(1.3242);
    // Ranked on return the order is the returns' own.
    expect(analyseSweep(qqq(), 'total_return_pct', 3, 9).best.map((b) => b.cell.index)).toEqual([1, 8, 3, 6, 0, 7, 4, 5, 2]);
  });

  it('deflates the best Sharpe among the cells that made money, and names the higher Sharpe of a cell that lost', () => {
    // Made up from the audit's grid: the cell that lost 38.15% reads the grid's highest Sharpe, 2.50.
    const r = qqq((i) => (i === 4 ? 2.5 : (QQQ[i]?.[1] ?? 0)));
    const a = analyseSweep(r, 'sharpe_ratio');
    expect(a.best[0]?.cell.index).toBe(1);
    expect(a.dsr?.cell.index).toBe(1);
    render(<OverfittingPanel result={r} analysis={a} metricLabel="Sharpe" onOpen={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Overfitting controls' });
    expect(panel).toHaveTextContent(/Best Sharpe: DTE target \(every leg\) 7, leg 1 delta target 0\.25, 2\.24 a year over T-bills/);
    expect(panel).toHaveTextContent(`Chosen among the cells that made money: DTE target (every leg) 14, leg 1 delta target 0.25 (${NOTE_4}) read a higher Sharpe.`);
  });

  it('deflates a losing cell only when every cell that traded lost money, and says so', () => {
    // The audit's two cells at DTE 14 that lost money, alone in a grid of delta 0.25 and 0.3.
    const lost: SweepResult = { ...qqq(), axes: [{ ...axes[0], values: [14] }, { ...axes[1], values: [0.25, 0.3] }] as SweepResult['axes'], cells: [{ ...qqqCell(4), index: 0 }, { ...qqqCell(5), index: 1 }] };
    const a = analyseSweep(lost, 'sharpe_ratio');
    expect(a.dsr?.cell.index).toBe(0);
    render(<OverfittingPanel result={lost} analysis={a} metricLabel="Sharpe" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(`252 days) (${NOTE_4}; every cell that traded lost money).`);
  });

  it('names a losing cell whose negative Sharpe read higher than the deflated one by its loss alone', () => {
    // Made up: a cell made 5.00% at −0.20 (under T-bills), the other lost 3.00% at −0.10.
    const made = { ...qqqCell(6), index: 0, values: [14, 0.25], metrics: { ...(qqqCell(6).metrics as NonNullable<SweepCellResult['metrics']>), total_return_pct: 5, sharpe_ratio: -0.2 }, moments: { n: 252, sr: -0.2 / Math.sqrt(252), skew: 0, kurt: 3 } };
    const lost = { ...qqqCell(4), index: 1, values: [14, 0.3], metrics: { ...(qqqCell(4).metrics as NonNullable<SweepCellResult['metrics']>), total_return_pct: -3, sharpe_ratio: -0.1 }, moments: { n: 252, sr: -0.1 / Math.sqrt(252), skew: 0, kurt: 3 } };
    const r: SweepResult = { ...qqq(), axes: [{ ...axes[0], values: [14] }, { ...axes[1], values: [0.25, 0.3] }] as SweepResult['axes'], cells: [made, lost] };
    const a = analyseSweep(r, 'sharpe_ratio');
    expect(a.dsr?.cell.index).toBe(0);
    render(<OverfittingPanel result={r} analysis={a} metricLabel="Sharpe" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent('Chosen among the cells that made money: DTE target (every leg) 14, leg 1 delta target 0.3 (lost 3.00%) read a higher Sharpe.');
  });

  it("marks a positive Sharpe on a loss in the best cells and out of sample, the period's own loss", () => {
    const r = qqq();
    render(<OverfittingPanel result={r} analysis={analyseSweep(r, 'sharpe_ratio', 3, 9)} metricLabel="Sharpe" onOpen={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Overfitting controls' });
    expect(panel).toHaveTextContent('2 cells lost money with a positive Sharpe: a Sharpe is the mean daily return over its deviation, and large daily swings lift that mean above what the cell compounded. Every cell that lost money ranks below every cell that made money, whatever its Sharpe.');
    const best = within(screen.getByRole('table', { name: 'Best cells' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(best[6]?.slice(0, 2)).toEqual(['DTE target (every leg) 14, leg 1 delta target 0.25', `1.32 (${NOTE_4})`]);
    expect(best[5]?.[1]).toBe('1.29');
    const out = within(screen.getByRole('table', { name: 'Out-of-sample table' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    const cell5 = out.find((row) => row[0] === 'DTE target (every leg) 14, leg 1 delta target 0.3');
    // In sample it made 152.95%: no note; out of sample it lost 81.08% at +0.16.
    expect(cell5?.slice(2, 4)).toEqual(['1.93', '0.16 (lost 81.08%: its positive Sharpe comes from large daily swings)']);
    expect(panel).toHaveTextContent('In each period a cell that lost money there ranks below every cell that made money there, whatever its Sharpe. 5 of these cells lost money out of sample with a positive Sharpe, from large daily swings.');
  });

  it('ranks a cell that lost money out of sample below one that made money there at a lower Sharpe', () => {
    // Made up: the cell that made 25.93% out of sample reads +0.50 there, under the +0.85 of one that lost 4.30%.
    const r = { ...qqq(), cells: qqq().cells.map((c) => (c.index === 7 ? { ...c, out_sample: { return_pct: 25.93, sharpe: 0.5, idle: false } } : c)) };
    const rows = analyseSweep(r, 'sharpe_ratio').inOut.rows;
    const outRank = (i: number) => rows.find((x) => x.index === i)?.out_rank;
    expect([outRank(8), outRank(6), outRank(7), outRank(1)]).toEqual([1, 2, 3, 4]);
  });

  it('says under the heatmap which cells read a positive Sharpe on a loss, and in their tooltips', () => {
    render(<SweepResults result={qqq()} onOpen={() => undefined} />);
    expect(screen.queryByRole('note', { name: 'Positive Sharpe on a loss' })).toBeNull();
    // Shown for the Sharpe heatmap only.
    const select = screen.getByRole('combobox', { name: 'Heatmap metric' }) as HTMLSelectElement;
    select.value = 'sharpe_ratio';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(screen.getByRole('note', { name: 'Positive Sharpe on a loss' })).toHaveTextContent(
      'Sharpe reads positive on 2 cells that lost money: DTE target (every leg) 14, leg 1 delta target 0.25 (lost 38.15%); DTE target (every leg) 14, leg 1 delta target 0.3 (lost 52.14%). A positive Sharpe there comes from large daily swings, which lift the mean daily return above what the cell compounded; the lab ranks them below every cell that made money.',
    );
    const option = heatmapOption(qqq(), 'sharpe_ratio', 'Sharpe') as { tooltip: { formatter: (p: { data?: { cellIndex?: number } }) => string }; aria: { label: { description: string } } };
    expect(option.tooltip.formatter({ data: { cellIndex: 4 } })).toBe(`DTE target (every leg) 14, leg 1 delta target 0.25<br/>Sharpe: +1.32 (above T-bills; ${NOTE_4})`);
    expect(option.tooltip.formatter({ data: { cellIndex: 7 } })).toBe('DTE target (every leg) 21, leg 1 delta target 0.25<br/>Sharpe: +1.29 (above T-bills)');
    expect(option.aria.label.description).toContain(`DTE target (every leg) 14, leg 1 delta target 0.25: +1.32 (${NOTE_4});`);
  });

  it("sorts the every-cell table by Sharpe as the lab ranks, each positive Sharpe on a loss with its loss", async () => {
    render(<SweepResults result={qqq()} onOpen={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Sweep cells' });
    const sharpeColumn = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    await userEvent.click(within(table).getByRole('button', { name: 'Sharpe Ratio' }));
    // Made money (2.24 … 1.29), then the losses (1.32, 1.26, −0.50).
    expect(sharpeColumn()).toEqual(['2.24', '1.95', '1.75', '1.58', '1.58', '1.29', '1.32 (lost 38.15%)', '1.26 (lost 52.14%)', '-0.50']);
    // Ascending, the mirror: the losses first, the worst Sharpe first.
    await userEvent.click(within(table).getByRole('button', { name: 'Sharpe Ratio' }));
    expect(sharpeColumn()[0]).toBe('-0.50');
    expect(sharpeColumn().at(-1)).toBe('2.24');
  });
});
