import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { CoveredBacktestRequestSchema, SweepRequestSchema, type SweepAnswer, type SweepResult } from '../lib/shared';
import type { SweepBase } from './sweep-form';
import { SweepPanel, type OpenedCell } from './sweep-panel';

const api = vi.hoisted(() => ({ start: vi.fn(), get: vi.fn(), openPaywall: vi.fn() }));
vi.mock('../../../lib/api/start-sweep', () => ({ startSweep: api.start }));
vi.mock('../../../lib/api/get-sweep', () => ({ getSweep: api.get }));
vi.mock('../../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ openPaywall: api.openPaywall }) }));
// ECharts needs a real layout; the heatmap's option is tested in sweep-form.test.ts.
vi.mock('./heatmap-view', () => ({ HeatmapView: () => <div aria-label="Heatmap stub" /> }));

const base: SweepBase = {
  kind: 'covered',
  base: CoveredBacktestRequestSchema.parse({ ticker: 'SPY', start_date: '2022-01-03', end_date: '2023-12-29', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } }),
};
const request = SweepRequestSchema.parse({ ...base, parameters: [{ field: 'put.dte', values: [14, 30] }, { field: 'put.delta', values: [0.2, 0.3] }] });

const cell = (index: number, values: number[], ret: number, trades: number) => ({
  index,
  values,
  status: 'ok' as const,
  metrics: { total_pnl: ret * 100, total_return_pct: ret, cagr_pct: ret / 2, sharpe_ratio: ret / 10, max_drawdown_pct: 5, win_rate: 75, total_trades: trades },
  in_sample: { return_pct: ret, sharpe: 1 },
  out_sample: { return_pct: ret / 2, sharpe: 0.5 },
  yearly: { '2022': ret / 200, '2023': ret / 200 },
  moments: { n: 500, sr: ret / 1000, skew: 0, kurt: 3 },
});
const result: SweepResult = {
  sweep_id: 'sw1',
  axes: [{ field: 'put.dte', label: 'put DTE target', values: [14, 30] }, { field: 'put.delta', label: 'put delta target', values: [0.2, 0.3] }],
  split_date: '2023-05-15',
  cells: [cell(0, [14, 0.2], 4, 30), cell(1, [14, 0.3], 8, 31), cell(2, [30, 0.2], 6, 16), { index: 3, values: [30, 0.3], status: 'failed', error: 'Bad option data: X' }],
  cells_failed: 1,
};
const running = (done: number): SweepAnswer => ({ sweep_id: 'sw1', status: 'running', cells_total: 4, cells_done: done, cells_failed: 0 });
const finished: SweepAnswer = { sweep_id: 'sw1', status: 'finished', cells_total: 4, cells_done: 4, cells_failed: 1, request, result };

async function openWithGrid(onOpenCell = vi.fn(), opened: OpenedCell | null = null) {
  const view = render(<SweepPanel base={base} onOpenCell={onOpenCell} opened={opened} />);
  await userEvent.click(screen.getByRole('button', { name: 'Sweep' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
  return view;
}

// The panel drives a form, a poll and tables: allow for a busy machine, as the page tests do.
describe('sweep panel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useRealTimers();
    api.start.mockReset();
    api.get.mockReset();
    api.openPaywall.mockReset();
  });

  it('names the fields in words, counts the cells and refuses a grid above the limit before sending', async () => {
    await openWithGrid();
    const field = screen.getByRole('combobox', { name: 'Parameter 1 field' });
    expect(within(field).getByRole('option', { name: 'put DTE target' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cell count')).toHaveTextContent('56 cells (at most 1,000)');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Parameter 1 step' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Parameter 1 step' }), '0.1');
    // A DTE step of 0.1 is refused by the contract (whole days), with its message.
    expect(screen.getByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('button', { name: 'Run sweep' })).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Parameter 1 step' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Parameter 1 step' }), '7');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Parameter 2 step' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Parameter 2 step' }), '0.0001');
    expect(screen.getByLabelText('Cell count')).toHaveTextContent('24,008 cells (at most 1,000)');
    expect(screen.getByRole('alert')).toHaveTextContent('This sweep has 24,008 cells; at most 1,000 are allowed.');
    expect(screen.getByRole('button', { name: 'Run sweep' })).toBeDisabled();
    expect(api.start).not.toHaveBeenCalled();
  });

  it('waits for typing or leaving before saying an empty list is wrong, and counts no cells while a row is not valid', async () => {
    // Picking 'values' showed 'type one or more values' at once, beside '56 cells' of a grid that could not run.
    await openWithGrid();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Parameter 1 mode' }), 'list');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cell count')).toHaveTextContent('not counted until every parameter is valid');
    expect(screen.getByRole('button', { name: 'Run sweep' })).toBeDisabled();
    const values = screen.getByRole('textbox', { name: 'Parameter 1 values' });
    await userEvent.click(values);
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('type one or more values, separated by commas');
    await userEvent.type(values, '14, x');
    expect(screen.getByRole('alert')).toHaveTextContent("'x' is not a number");
    expect(screen.getByLabelText('Cell count')).toHaveTextContent('not counted until every parameter is valid');
    await userEvent.clear(values);
    await userEvent.type(values, '14, 30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cell count')).toHaveTextContent('14 cells (at most 1,000)');
  });

  it('runs, shows progress, then the results; a click on a cell opens that cell exactly', async () => {
    api.start.mockResolvedValue({ sweep_id: 'sw1', cells_total: 4 });
    api.get.mockResolvedValueOnce(running(2)).mockResolvedValueOnce(finished);
    const onOpenCell = vi.fn();
    const view = await openWithGrid(onOpenCell);
    await userEvent.click(screen.getByRole('button', { name: 'Run sweep' }));
    expect(api.start).toHaveBeenCalledTimes(1);
    expect(api.start.mock.calls[0]?.[0].parameters.map((p: { field: string }) => p.field)).toEqual(['put.dte', 'put.delta']);
    const progress = await screen.findByRole('progressbar', { name: 'Sweep progress' }, { timeout: 3000 });
    await waitFor(() => expect(progress).toHaveAttribute('value', '2'), { timeout: 3000 });
    expect(screen.getByText('2 of 4 cells done')).toBeInTheDocument();
    // Said to a screen reader too, by a live region that was on the page before the run.
    const status = screen.getByRole('status', { name: 'Sweep status' });
    expect(status).toHaveTextContent('Sweeping: 2 of 4 cells done.');
    const results = await screen.findByRole('region', { name: 'Sweep results' }, { timeout: 4000 });
    expect(within(results).getByText(/4 cells, 1 failed/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sweep status' })).toBe(status);
    expect(status).toHaveTextContent('Sweep finished: 4 cells, 1 failed.');

    // The table is sorted by total return, best first; the failed cell says why.
    const table = within(results).getByRole('table', { name: 'Sweep cells' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'put DTE target 14, put delta target 0.3',
      'put DTE target 30, put delta target 0.2',
      'put DTE target 14, put delta target 0.2',
      'put DTE target 30, put delta target 0.3',
    ]);
    expect(rows[3]).toHaveTextContent('Failed: Bad option data: X');
    await userEvent.click(within(table).getByRole('button', { name: 'Total Trades' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('put DTE target 14, put delta target 0.3');
    expect(within(table).getByRole('columnheader', { name: /Trades/ })).toHaveAttribute('aria-sort', 'descending');

    // The overfitting controls: best cells with stability, out-of-sample table with the split date.
    const controls = within(results).getByRole('region', { name: 'Overfitting controls' });
    expect(within(controls).getByRole('table', { name: 'Out-of-sample table' })).toBeInTheDocument();
    expect(within(controls).getByText(/out of sample from 2023-05-15/)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'put DTE target 30, put delta target 0.2' }));
    expect(onOpenCell).toHaveBeenCalledTimes(1);
    const [opened, label] = onOpenCell.mock.calls[0] ?? [];
    expect(label).toBe('put DTE target 30, put delta target 0.2');
    expect(opened.kind).toBe('covered');
    expect(opened.request.strategy.cash_secured_put_config.DTE_target).toBe(30);
    expect(Math.abs(opened.request.strategy.cash_secured_put_config.strike_target_condition.delta)).toBe(0.2);

    // Once the builder has run it, Monte Carlo of that cell stands beside the cell's own figures.
    view.rerender(<SweepPanel base={base} onOpenCell={onOpenCell} opened={{ label, pnls: [400, -100, 300], startBalance: 10_000 }} />);
    expect(screen.getByLabelText('What the resamples leave out')).toHaveTextContent("The trades add up to $600.00 of the backtest's $600.00; the backtest's own max drawdown, marked to market daily, was 5.00%.");
  });

  it('names each Remove by its parameter (three buttons read "Remove")', async () => {
    await openWithGrid();
    expect(screen.getByRole('button', { name: 'Remove parameter 1' })).toHaveTextContent('Remove');
    await userEvent.click(screen.getByRole('button', { name: 'Remove parameter 2' }));
    expect(screen.queryByRole('button', { name: 'Remove parameter 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove parameter 1' })).toBeInTheDocument();
  });

  it('names a range\'s three numbers on screen (From, To, Step): filled in, the placeholders were gone', async () => {
    await openWithGrid();
    const row = screen.getByRole('group', { name: 'Sweep parameter 1' });
    for (const [word, name] of [['From', 'from'], ['To', 'to'], ['Step', 'step']] as const) {
      const input = within(row).getByRole('textbox', { name: `Parameter 1 ${name}` });
      expect(input).toHaveValue();
      expect(input.closest('label')).toHaveTextContent(word);
    }
  });

  it('opens the paywall on a 402 and shows the message', async () => {
    api.start.mockRejectedValue(new ApiError('Parameter sweeps are a Pro feature. Upgrade to Pro to run sweeps.', 402));
    await openWithGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Run sweep' }));
    expect(await screen.findByText('Parameter sweeps are a Pro feature. Upgrade to Pro to run sweeps.')).toBeInTheDocument();
    expect(api.openPaywall).toHaveBeenCalledTimes(1);
    expect(api.openPaywall).toHaveBeenCalledWith('Parameter sweeps are part of Pro. Upgrade to run this sweep.');
  });

  it('runs Monte Carlo on the opened cell and shows ruin and drawdown figures and the bands', async () => {
    const pnls = Array.from({ length: 40 }, (_, i) => (i % 5 === 0 ? -900 : 300));
    render(<SweepPanel base={base} onOpenCell={vi.fn()} opened={{ label: 'put DTE target 30, put delta target 0.2', pnls, startBalance: 10_000 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sweep' }));
    const mc = screen.getByRole('region', { name: 'Monte Carlo' });
    expect(within(mc).getByRole('heading', { name: 'Monte Carlo of put DTE target 30, put delta target 0.2' })).toBeInTheDocument();
    await userEvent.clear(within(mc).getByRole('spinbutton', { name: 'Ruin when equity falls below (% of start)' }));
    await userEvent.type(within(mc).getByRole('spinbutton', { name: 'Ruin when equity falls below (% of start)' }), '90');
    await act(() => userEvent.click(within(mc).getByRole('button', { name: 'Run Monte Carlo' })));
    const figures = within(mc).getByRole('region', { name: 'Monte Carlo results' });
    expect(within(figures).getByRole('group', { name: 'Probability of ruin' })).toHaveTextContent(/below \$9,000\)\d+\.\d%/);
    // Two decimals, as the Max Drawdown card and the lab's tables write a drawdown (it read one: '12.3%').
    expect(within(figures).getByRole('group', { name: 'Median max drawdown' })).toHaveTextContent(/\d+\.\d\d%$/);
    expect(within(figures).getByRole('group', { name: '95th percentile max drawdown' })).toHaveTextContent(/\d+\.\d\d%$/);
    const bands = within(figures).getByRole('table', { name: 'Equity bands' });
    const last = within(bands).getAllByRole('row').at(-1);
    // After all 40 trades the median equity is the start plus the sum of the P&L (resampling keeps the mix on average).
    expect(within(last as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('40');
  });
});
