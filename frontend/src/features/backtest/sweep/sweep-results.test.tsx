import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SweepResult } from '../lib/shared';
import { SweepResults } from './sweep-results';

// ECharts needs a real layout; the heatmap's option is tested on its own.
vi.mock('./heatmap-view', () => ({ HeatmapView: () => <div aria-label="Heatmap stub" /> }));

// Two cells of the e2e sweep (SPY cash-secured put 2020-2023): the best and a losing one.
const cell = (index: number, values: number[], m: { ret: number; cagr: number; sharpe: number | null; dd: number; win: number; pnl: number; trades: number }) => ({
  index,
  values,
  status: 'ok' as const,
  metrics: { total_return_pct: m.ret, cagr_pct: m.cagr, sharpe_ratio: m.sharpe, max_drawdown_pct: m.dd, win_rate: m.win, total_pnl: m.pnl, total_trades: m.trades },
  in_sample: { return_pct: m.ret, sharpe: 1 },
  out_sample: { return_pct: m.ret / 2, sharpe: 0.5 },
  yearly: { '2022': m.ret / 200, '2023': m.ret / 200 },
  moments: { n: 1000, sr: m.ret / 1000, skew: 0, kurt: 3 },
});
const result: SweepResult = {
  sweep_id: 'sw1',
  axes: [{ field: 'put.dte', label: 'put DTE target', values: [14, 30] }],
  split_date: '2022-10-18',
  cells: [
    cell(0, [14], { ret: -8.0719, cagr: -2.0912, sharpe: -0.4012, dd: 22.6213, win: 71.4286, pnl: -2622.24, trades: 7 }),
    cell(1, [30], { ret: 10.3253, cagr: 2.4921, sharpe: 0.1012, dd: 16.9715, win: 83.3333, pnl: 3354.3, trades: 12 }),
  ],
  cells_failed: 0,
};

describe('every cell of a sweep', () => {
  it('writes money and percents as the results cards do, a gain with its plus sign, a loss in red', () => {
    render(<SweepResults result={result} onOpen={() => undefined} />);
    const rows = within(screen.getByRole('table', { name: 'Sweep cells' })).getAllByRole('row').slice(1);
    const cells = rows.map((r) => within(r).getAllByRole('cell'));
    expect(cells.map((row) => row.map((c) => c.textContent))).toEqual([
      ['put DTE target 30', '+10.33%', '+2.49%', '0.10', '16.97%', '83.33%', '+$3,354.30', '12'],
      ['put DTE target 14', '-8.07%', '-2.09%', '-0.40', '22.62%', '71.43%', '-$2,622.24', '7'],
    ]);
    // Gains and losses coloured as the cards colour them: return, CAGR and P&L.
    expect(cells[0]?.[6]).toHaveClass('bt-positive');
    expect(cells[1]?.[1]).toHaveClass('bt-negative');
    expect(cells[1]?.[6]).toHaveClass('bt-negative');
    expect(cells[1]?.[4]).not.toHaveClass('bt-negative');
  });

  it('says N/A for a figure the run does not have, as the cards do', () => {
    const noSharpe: SweepResult = { ...result, cells: [cell(0, [14], { ret: 1.2, cagr: 0.3, sharpe: null, dd: 1, win: 50, pnl: 120, trades: 2 })] };
    render(<SweepResults result={noSharpe} onOpen={() => undefined} />);
    const row = within(screen.getByRole('table', { name: 'Sweep cells' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('N/A');
  });

  it('names a unit once: the column headers leave out the $ and % their cells write', () => {
    // Was 'Total P&L $' over '+$21,245.02' and 'Win rate %' over '77.8%'.
    render(<SweepResults result={result} onOpen={() => undefined} />);
    const headers = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('columnheader').map((h) => h.textContent);
    // 'Sharpe' and 'Trades' beside the cards' 'Sharpe Ratio' and 'Total Trades' before.
    expect(headers('Sweep cells')).toEqual(['Cell', 'Total Return', 'CAGR', 'Sharpe Ratio', 'Max Drawdown', 'Win Rate', 'Total P&L', 'Total Trades']);
    expect(headers('Best cells')).toEqual(['Cell', 'Total Return', "Neighbours' mean", 'Stability']);
  });
});

describe('a sweep on a phone', () => {
  it('says each table wider than the screen scrolls sideways, as the Compare and returns tables do (Neighbours\' mean and Stability sat off a 390px screen unannounced)', () => {
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get: () => 700 });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 330 });
    try {
      render(<SweepResults result={result} onOpen={() => undefined} />);
      for (const name of ['Best cells', 'Out-of-sample table', 'Sweep cells']) {
        const frame = screen.getByRole('region', { name: `${name}, scrolling` });
        expect(frame).toContainElement(screen.getByRole('table', { name }));
        expect(frame.closest('.side-scroll')).toHaveTextContent(/^Scroll sideways to see every column/);
      }
    } finally {
      if (scrollWidth) Object.defineProperty(Element.prototype, 'scrollWidth', scrollWidth);
      if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
    }
  });
});

describe('a sweep whose every cell failed', () => {
  it('says there is nothing to compare and lists each cell with its error (no empty heatmap, no "best of 0 cells")', () => {
    const failed = (index: number, dte: number) => ({ index, values: [dte], status: 'failed' as const, error: 'No option chain for SPY on 2020-01-02' });
    const allFailed: SweepResult = { ...result, cells: [failed(0, 14), failed(1, 30)], cells_failed: 2 };
    render(<SweepResults result={allFailed} onOpen={() => undefined} />);
    expect(screen.getByRole('note', { name: 'No cell ran' })).toHaveTextContent(/^2 cells, all failed: there is nothing to compare\./);
    expect(screen.queryByLabelText('Heatmap stub')).not.toBeInTheDocument();
    expect(screen.queryByText(/best of 0 cells/)).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Sweep cells' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['put DTE target 14Failed: No option chain for SPY on 2020-01-02', 'put DTE target 30Failed: No option chain for SPY on 2020-01-02']);
  });
});
