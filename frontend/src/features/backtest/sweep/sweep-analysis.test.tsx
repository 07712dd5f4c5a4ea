import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SweepCellResult, SweepResult } from '../lib/shared';
import { MonteCarloPanel, ruinShare } from './monte-carlo-panel';
import { OverfittingPanel, rankText, yearsText } from './overfitting-panel';
import { analyseSweep } from './sweep-analysis';
import { spyRuinSweep } from '../test/spy-ruin-sweep';

const axes = [
  { field: 'put.dte', label: 'put DTE target', values: [14, 30, 45] },
  { field: 'put.delta', label: 'put delta target', values: [0.2, 0.3, 0.4] },
];

/**
 * The e2e sweep's cells (SPY cash-secured puts 2020-01-02 to 2023-12-29, as runCells summarised
 * them on 2026-11-28): in-sample and out-of-sample return %, Sharpe a year, max drawdown %, trades,
 * daily excess Sharpe. Every cell but DTE 30 / delta 0.2 held no position out of sample.
 */
const e2e: [number, number, number, number, number, number][] = [
  [-16.0382, 6.3127, -0.464, 21.51, 9, -0.02923],
  [-18.6964, 6.3123, -0.4963, 23.0, 7, -0.03126],
  [-13.5283, 6.3125, -0.398, 22.62, 7, -0.02507],
  [3.1333, 6.9754, 0.1043, 16.97, 12, 0.006573],
  [2.6071, 6.3125, 0.0744, 21.38, 10, 0.004689],
  [-1.5209, 6.3126, -0.0172, 24.24, 7, -0.001085],
  [-16.0967, 6.3127, -0.3186, 28.03, 4, -0.02007],
  [-17.8773, 6.3124, -0.3443, 29.5, 3, -0.02169],
  [-17.5239, 6.3124, -0.3261, 30.67, 3, -0.02054],
];

function e2eCell(index: number): SweepCellResult {
  const [ins, outs, sharpe, dd, trades, sr] = e2e[index] ?? [0, 0, 0, 0, 0, 0];
  return {
    index,
    values: [axes[0]?.values[Math.floor(index / 3)] ?? 0, axes[1]?.values[index % 3] ?? 0],
    status: 'ok',
    metrics: { total_pnl: 0, total_return_pct: ins + outs, cagr_pct: null, sharpe_ratio: sharpe, max_drawdown_pct: dd, win_rate: 70, total_trades: trades },
    in_sample: { return_pct: ins, sharpe: null, idle: false },
    out_sample: { return_pct: outs, sharpe: null, idle: index !== 3 },
    yearly: { '2020': 0.01 * index, '2021': 0, '2022': 0.02, '2023': index === 3 ? 0.0539 : 0.05392 },
    moments: { n: 1005, sr, skew: -1, kurt: 100 },
  };
}

const result: SweepResult = { sweep_id: 's', axes, split_date: '2022-10-18', cells: e2e.map((_, i) => e2eCell(i)), cells_failed: 0 };

describe('sweep analysis', () => {
  it("gives the neighbours' mean in the metric's units: a max drawdown's neighbours are drawdowns, not negated scores", () => {
    const a = analyseSweep(result, 'max_drawdown_pct');
    // Best (smallest) drawdown: DTE 30 / delta 0.2 (16.97), neighbours 21.51, 28.03 and 21.38.
    expect(a.best[0]?.cell.index).toBe(3);
    expect(a.best[0]?.neighbourMean).toBeCloseTo((21.51 + 28.03 + 21.38) / 3, 10);
  });

  it('deflates the best Sharpe among cells that traded, over distinct results', () => {
    // Every cell that traded lost against T-bills; a cell that never traded carries SR 0 (cash
    // against cash) and must not be "the best Sharpe". A value listed twice is one trial.
    const losing = result.cells.map((c) => ({ ...c, moments: c.moments && { ...c.moments, sr: -Math.abs(c.moments.sr) - 0.001 } }));
    const idle: SweepCellResult = { ...e2eCell(4), index: 9, metrics: { ...(e2eCell(4).metrics as NonNullable<SweepCellResult['metrics']>), sharpe_ratio: null, total_trades: 0 }, moments: { n: 1005, sr: 0, skew: 0, kurt: 3 } };
    const twice: SweepCellResult = { ...(losing[5] as SweepCellResult), index: 10 };
    const a = analyseSweep({ ...result, cells: [...losing, idle, twice] }, 'sharpe_ratio');
    expect(a.dsr?.sr).toBeCloseTo(-0.002085, 12);
    expect(a.dsr?.cell.index).toBe(5);
    expect(a.dsr?.cells).toBe(11);
    expect(a.dsr?.trials).toBe(10);
  });

  it('writes tied ranks as the places they span and one walk-forward year as that year', () => {
    expect(rankText(1, 1)).toBe('1');
    expect(rankText(5.5, 8)).toBe('2–9 (8 tied)');
    expect(rankText(3.5, 2)).toBe('3–4 (2 tied)');
    expect(yearsText(['2023'])).toBe('in 2023');
    expect(yearsText(['2019', '2020', '2021'])).toBe('over 2019–2021 (3 years)');
    // A sweep that ends inside its last year says so: that year's return is of part of it.
    expect(yearsText(['2019', '2020', '2021'], '2021-12-31')).toBe('over 2019–2021 (3 years)');
    expect(yearsText(['2019', '2020', '2021'], '2021-12-24')).toBe('over 2019–2021 (3 years)');
    expect(yearsText(['2013', '2014', '2026'], '2026-03-27')).toBe('over 2013–2026 (2 years and 2026 to 2026-03-27)');
    expect(yearsText(['2025', '2026'], '2026-03-27')).toBe('over 2025–2026 (1 year and 2026 to 2026-03-27)');
    expect(yearsText(['2026'], '2026-03-27')).toBe('in 2026 (to 2026-03-27)');
  });
});

describe('overfitting panel on the e2e sweep', () => {
  it('says which cells held no position out of sample, ties them, and gives Sharpe a year and a day', () => {
    render(<OverfittingPanel result={result} analysis={analyseSweep(result, 'total_return_pct')} metricLabel="Total return %" onOpen={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Overfitting controls' });
    expect(panel).toHaveTextContent('8 of 9 cells held no position out of sample: they made no trade and earned only interest on cash, the same return for each, so they tie.');
    expect(panel).toHaveTextContent(`Rank correlation ${(18 / Math.sqrt(1080)).toFixed(2)} (1: the order holds`);
    const rows = within(screen.getByRole('table', { name: 'Out-of-sample table' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['put DTE target 30, put delta target 0.2', '1', '+3.13%', '+6.98%', '1']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'put DTE target 30, put delta target 0.3', '2', '+2.61%', '+6.31% (no position: interest only)', '2–9 (8 tied)',
    ]);
    const best = within(screen.getByRole('table', { name: 'Best cells' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // Total return % = in + out here: 10.11 at DTE 30 / delta 0.2, beside −9.73 and −9.78 at DTE 14 and 45
    // and 8.92 at delta 0.3 (mean −3.53); the median of the nine is −9.73.
    expect(best[0]).toEqual(['put DTE target 30, put delta target 0.2', '+10.11%', '-3.53%', 'Alone along put DTE target']);
    expect(best[1]?.[3]).toBe('Not a peak');
    expect(panel).toHaveTextContent(/Chained: 5\.39% in 2023, against 5\.39% for the cell with the best return over the whole period, chosen with hindsight, over the same year\./);
    expect(panel).toHaveTextContent(/Best Sharpe: put DTE target 30, put delta target 0\.2, 0\.10 a year over T-bills \(0\.0066 a day, 1005 days\)\. 9 cells tried/);
  });
});

describe('overfitting panel wording a trader could misread', () => {
  it('says the best cell is the luckiest, that walk-forward switches free, and that P(SR > 0) leaves the search out', () => {
    const a = analyseSweep(result, 'sharpe_ratio');
    render(<OverfittingPanel result={result} analysis={a} metricLabel="Sharpe" onOpen={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Overfitting controls' });
    expect(panel).toHaveTextContent('The best of 9 cells is also the luckiest of them: its Sharpe flatters what the same rule would likely do again (a drawdown as much as a return).');
    expect(panel).toHaveTextContent(/from its book on 1 January with the positions it held then: switching cells costs nothing here/);
    // PSR(0) is not a second verdict beside the DSR: it is the best cell taken as the only one tried.
    const psr0 = ((a.dsr?.prob_sr_above_zero ?? 0) * 100).toFixed(1);
    expect(panel).toHaveTextContent(`As if it had been the only cell tried, not the best of 9, the probability its true Sharpe is above zero would read ${psr0}%: that figure leaves the search out.`);
    expect(panel).not.toHaveTextContent(/; probability its true Sharpe is above zero/);
    // The DSR counts the trials it is given: this grid's, not the trader's other runs.
    expect(panel).toHaveTextContent("The trials are this sweep's cells only: every other variant you backtested before choosing is a trial too, and would deflate it further.");
  });

  it("names a walk-forward's partial last year by the sweep's last trading day", () => {
    const partial = { ...result, last_date: '2023-06-30' };
    render(<OverfittingPanel result={partial} analysis={analyseSweep(partial, 'total_return_pct')} metricLabel="Total return %" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(/Chained: 5\.39% in 2023 \(to 2023-06-30\), against/);
  });
});

describe('Monte Carlo panel', () => {
  it('says what the resampled trades leave out, beside the backtest it came from', () => {
    // The e2e cell's 12 trades sum to $700.70 of a $3,354.30 P&L (the rest is interest on cash).
    const pnls = [300, 250.7, -1273.15, 400, 180, 220, 150, 90, 110, 95.15, 88, 90];
    render(<MonteCarloPanel label="put DTE target 30, put delta target 0.2" pnls={pnls} startBalance={32_487} backtest={{ total_pnl: 3354.3, max_drawdown_pct: 16.9715 }} />);
    expect(screen.getByLabelText('What the resamples leave out')).toHaveTextContent(
      // The minus held to its figure (U+2060): a phone broke the line between them.
      // In cents, as the cells table's Total P&L and the trade log write them (whole dollars read '$3,354' beside '+$3,354.30').
      'interest on cash and the marks of open positions are left out, so its drawdowns are between closed trades; and a resample only reorders and repeats these trades, so none of its trades loses more than the worst here, −\u2060$1,273.15. The trades add up to $700.70 of the backtest\'s $3,354.30; the backtest\'s own max drawdown, marked to market daily, was 16.97%.',
    );
  });
});

describe('Monte Carlo of days marked to market', () => {
  // A covered cell: one call trade lost $40 while the shares fell $3,000 and recovered; the days
  // hold every dollar of the P&L, the trade almost none of it (audit 11 N4).
  const trades = [-40];
  const daily = [-1000, -1000, -1000, 1500, 1500, 200.25];

  it('offers the days beside the trades and reads the drawdown the trades cannot see', async () => {
    render(<MonteCarloPanel label="cell" pnls={trades} dailyPnls={daily} startBalance={10_000} backtest={{ total_pnl: 200.25, max_drawdown_pct: 30 }} />);
    expect(screen.getByText('1 trade, resampled 10,000 times in blocks of consecutive trades.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run Monte Carlo' }));
    expect(screen.getByRole('group', { name: '95th percentile max drawdown' })).toHaveTextContent('Max drawdown between trades, 95th percentile0.40%');
    await userEvent.click(screen.getByRole('radio', { name: 'Days marked to market (6)' }));
    // Another unit is another question: the trades' answer goes, so no paragraph about days stands over trades' figures.
    expect(screen.queryByRole('region', { name: 'Monte Carlo results' })).toBeNull();
    expect(screen.getByText('6 days, resampled 10,000 times in blocks of consecutive days.')).toBeInTheDocument();
    expect(screen.getByLabelText('What the resamples leave out')).toHaveTextContent(
      "marked to market (shares, open positions, interest on cash and costs all in it), in the resampled order; a resample only reorders and repeats these days, so none of its days loses more than the worst here, −\u2060$1,000.00. The days add up to the backtest's whole P&L, $200.25; the backtest's own max drawdown, marked to market daily, was 30.00%.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run Monte Carlo' }));
    const p95 = screen.getByRole('group', { name: '95th percentile max drawdown' }).textContent ?? '';
    expect(p95).toMatch(/^Max drawdown marked daily, 95th percentile/);
    expect(Number(p95.match(/([\d.]+)%$/)?.[1])).toBeGreaterThan(20);
    expect(screen.getByRole('table', { name: 'Equity bands' })).toHaveTextContent('After day');
    expect(screen.getByRole('table', { name: 'Equity bands' })).toHaveTextContent('$10,200');
  });

  it('opens on the days of a run that held shares, saying why (audit 14 N1)', async () => {
    render(<MonteCarloPanel label="cell" pnls={trades} dailyPnls={daily} heldShares startBalance={10_000} />);
    expect(screen.getByRole('radio', { name: 'Days marked to market (6)' })).toBeChecked();
    expect(screen.getByText('This run held shares, whose P&L is in no closed trade: its days are resampled first.')).toBeInTheDocument();
    expect(screen.getByText('6 days, resampled 10,000 times in blocks of consecutive days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Closed trades (1)' }));
    expect(screen.getByText('1 trade, resampled 10,000 times in blocks of consecutive trades.')).toBeInTheDocument();
  });

  it('offers no choice where the run came without its days', () => {
    render(<MonteCarloPanel label="cell" pnls={trades} startBalance={10_000} />);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('Monte Carlo ruin level', () => {
  const pnls = [300, -1273.15, 400, 180, -220, 150];
  const ruinFigure = () => screen.getByRole('group', { name: 'Probability of ruin' }).textContent;

  it('refuses a level that is no percentage of the start from 0 to 100, rather than running an emptied field as $0', async () => {
    expect([ruinShare('50'), ruinShare('0'), ruinShare('100'), ruinShare(''), ruinShare(' '), ruinShare('150'), ruinShare('-5'), ruinShare('abc')]).toEqual([0.5, 0, 1, null, null, null, null, null]);
    render(<MonteCarloPanel label="cell" pnls={pnls} startBalance={10_000} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Ruin when equity falls below (% of start)' }));
    expect(screen.getByRole('button', { name: 'Run Monte Carlo' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The ruin level is a percentage of the start balance from 0 to 100.');
    // The field is named by its words on screen (it was 'Ruin level %') and its problem is tied to it.
    const field = screen.getByRole('spinbutton', { name: 'Ruin when equity falls below (% of start)' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The ruin level is a percentage of the start balance from 0 to 100.');
  });

  it('keeps the level a result was run with: editing the field does not relabel the old figure', async () => {
    render(<MonteCarloPanel label="cell" pnls={pnls} startBalance={10_000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Monte Carlo' }));
    expect(ruinFigure()).toMatch(/^Probability of ruin \(below \$5,000\)/);
    const field = screen.getByRole('spinbutton', { name: 'Ruin when equity falls below (% of start)' });
    await userEvent.clear(field);
    await userEvent.type(field, '95');
    expect(ruinFigure()).toMatch(/^Probability of ruin \(below \$5,000\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Run Monte Carlo' }));
    expect(ruinFigure()).toMatch(/^Probability of ruin \(below \$9,500\)/);
  });
});

describe('Monte Carlo of few trades', () => {
  it('says the figures of fewer than 10 trades are a rough sketch of the same few, and nothing of that at 10', () => {
    const { unmount } = render(<MonteCarloPanel label="cell" pnls={[4528.8, 4459, -16064.8, -20066.4]} startBalance={100_000} />);
    expect(screen.getByRole('note', { name: 'Few to draw from' })).toHaveTextContent(
      'Only 4 trades to draw from: every resample is made of the same 4, so the figures say how their order could have gone, not what more of them would do. Read them as a rough sketch.',
    );
    unmount();
    render(<MonteCarloPanel label="cell" pnls={Array.from({ length: 10 }, (_, i) => (i % 2 ? 100 : -50))} startBalance={100_000} />);
    expect(screen.queryByRole('note', { name: 'Few to draw from' })).toBeNull();
  });
});

describe('deflated Sharpe ratio text', () => {
  it('reads as one sentence, the whole paragraph behind it (16 lines at 375 px)', () => {
    const analysis = analyseSweep(result, 'total_return_pct');
    const { container } = render(<OverfittingPanel result={result} analysis={analysis} metricLabel="Total return %" onOpen={() => undefined} />);
    const dsr = container.querySelector<HTMLDetailsElement>('details.bt-dsr');
    expect(dsr?.open).toBe(false);
    const percent = ((analysis.dsr?.deflated_sharpe ?? NaN) * 100).toFixed(1);
    expect(dsr?.querySelector('summary')?.textContent).toBe(`Deflated Sharpe ratio ${percent}%: the probability that the best cell's true Sharpe (0.10 a year) beats what luck alone would give the best of 9 cells.`);
    // The whole paragraph, every figure of it, behind the lead.
    expect(dsr?.querySelector('p')?.textContent).toMatch(new RegExp(`^Best Sharpe: put DTE target 30, put delta target 0\\.2, 0\\.10 a year over T-bills \\(0\\.0066 a day, 1005 days\\)\\. 9 cells tried: .* Deflated Sharpe ratio ${percent.replace('.', '\\.')}%: the probability .* would deflate it further\\.$`));
  });

  it('says when the DSR cannot be computed rather than showing "–%"', () => {
    // One return: no standard error for the Sharpe, PSR is undefined.
    const short: SweepResult = { ...result, cells: result.cells.map((c) => ({ ...c, moments: { n: 1, sr: c.moments?.sr ?? 0, skew: 0, kurt: 3 } })) };
    render(<OverfittingPanel result={short} analysis={analyseSweep(short, 'total_return_pct')} metricLabel="Total return %" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent('Deflated Sharpe ratio cannot be computed for this cell (too few days');
  });
});

describe('out of sample on Sharpe', () => {
  it('leaves idle cells unranked (no Sharpe without a position) and says so', () => {
    const sharpe: SweepResult = {
      ...result,
      cells: result.cells.map((c) => ({ ...c, in_sample: { return_pct: 0, sharpe: (c.metrics?.sharpe_ratio ?? 0) + 0.05, idle: false }, out_sample: { return_pct: 6.31, sharpe: c.index === 3 ? 1.65 : null, idle: c.index !== 3 } })),
    };
    const a = analyseSweep(sharpe, 'sharpe_ratio');
    expect(a.inOut.ranked).toBe(1);
    expect(a.inOut.rank_correlation).toBeNull();
    render(<OverfittingPanel result={sharpe} analysis={a} metricLabel="Sharpe" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(
      'Ranked on Sharpe Ratio over the first 70% of the period (out of sample from 2022-10-18); how the top cells did on the last 30%. No rank correlation: fewer than 3 cells ranked. 8 of 9 cells held no position out of sample: they made no trade and earned only interest on cash, so they have no Sharpe there and are not ranked.',
    );
  });
});

describe('best cells and out of sample written as the every-cell table writes them', () => {
  it('shows a P&L ranking in signed dollars with separators, a gain green and a loss red', () => {
    // P&L $1,000 × (index − 6): the best cells are 8, 7, 6, 5, 4 (+$2,000 down to −$2,000).
    const pnl: SweepResult = { ...result, cells: result.cells.map((c) => ({ ...c, metrics: { ...(c.metrics as NonNullable<SweepCellResult['metrics']>), total_pnl: 1000 * (c.index - 6) } })) };
    render(<OverfittingPanel result={pnl} analysis={analyseSweep(pnl, 'total_pnl')} metricLabel="Total P&L $" onOpen={() => undefined} />);
    const rows = within(screen.getByRole('table', { name: 'Best cells' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell'));
    // Index 8 made +$2,000; its neighbours 5 and 7 −$1,000 and +$1,000, a mean of $0.00: no sign, no colour.
    expect(rows[0]?.slice(1, 3).map((c) => c.textContent)).toEqual(['+$2,000.00', '$0.00']);
    expect(rows[0]?.[1]).toHaveClass('bt-positive');
    expect(rows[0]?.[2]).not.toHaveClass('bt-positive');
    expect(rows[0]?.[2]).not.toHaveClass('bt-negative');
    // Index 4 lost $2,000; its neighbours 1, 3, 5, 7 lost $2,000 on average.
    expect(rows[4]?.slice(1, 3).map((c) => c.textContent)).toEqual(['-$2,000.00', '-$2,000.00']);
    expect(rows[4]?.[1]).toHaveClass('bt-negative');
    expect(rows[4]?.[2]).toHaveClass('bt-negative');
  });

  it('writes Sharpe in and out of sample as a ratio, without a percent sign or colour', () => {
    const sharpe: SweepResult = {
      ...result,
      cells: result.cells.map((c) => ({ ...c, in_sample: { return_pct: 0, sharpe: c.index / 10 - 0.25, idle: false }, out_sample: { return_pct: 6.31, sharpe: 1.5 - c.index / 10, idle: false } })),
    };
    render(<OverfittingPanel result={sharpe} analysis={analyseSweep(sharpe, 'sharpe_ratio')} metricLabel="Sharpe" onOpen={() => undefined} />);
    const first = within(screen.getByRole('table', { name: 'Out-of-sample table' })).getAllByRole('row')[1] as HTMLElement;
    const cells = within(first).getAllByRole('cell');
    expect(cells.slice(2, 4).map((c) => c.textContent)).toEqual(['0.55', '0.70']);
    expect(cells[2]).not.toHaveClass('bt-positive');
  });
});

describe('the deflated Sharpe ratio names its cell\'s Sharpe as the tables write it', () => {
  it("takes the cell's own Sharpe, not its per-day Sharpe × √252 re-rounded (0.13, not 0.12, for a Sharpe stored as 0.1250)", () => {
    // The SPY sweep's one cell that made money (45 DTE / 0.15): its Sharpe 0.124996 a year, which the engine stores as 0.1250.
    const r = spyRuinSweep();
    const c = r.cells[6]!;
    r.cells[6] = { ...c, metrics: { ...c.metrics!, sharpe_ratio: 0.125 }, moments: { ...c.moments!, sr: 0.124996 / Math.sqrt(252) } };
    render(<OverfittingPanel result={r} analysis={analyseSweep(r, 'sharpe_ratio')} metricLabel="Sharpe" onOpen={() => undefined} />);
    const best = within(screen.getByRole('table', { name: 'Best cells' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((x) => x.textContent));
    expect(best[0]?.slice(0, 2)).toEqual(['DTE target (every leg) 45, leg 1 delta target 0.15', '0.13']);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(/Best Sharpe: DTE target \(every leg\) 45, leg 1 delta target 0\.15, 0\.13 a year over T-bills \(0\.0079 a day, 1511 days\)/);
  });
});
