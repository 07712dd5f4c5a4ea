import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standardResult } from '../../../../../shared/contracts/test-support/examples';
import { fakeBackend } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/providers';
import { ComparePage } from './compare-page';

const saved = (id: string, name: string, results: object) => ({ backtest_id: id, name, description: '', strategy: { name }, results, tags: [], created_at: '2025-01-01T00:00:00Z' });

describe('compare page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says in the cell why a higher ratio of a run of few trades has no star, beside the starred lower one', async () => {
    const runs = {
      short: saved('s1', 'Three trades', { ...standardResult, total_trades: 3, sharpe_ratio: 9, total_return_pct: 2 }),
      long: saved('l1', 'Forty trades', { ...standardResult, total_trades: 40, sharpe_ratio: 1.2, total_return_pct: 2 }),
      other: saved('o1', 'Twelve trades', { ...standardResult, total_trades: 12, sharpe_ratio: 0.8, total_return_pct: 2 }),
    };
    fakeBackend((call) => {
      const run = Object.values(runs).find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=s1,l1,o1' });
    const sharpe = (await screen.findByRole('rowheader', { name: 'Sharpe Ratio' }, { timeout: 3000 })).closest('tr');
    const cells = [...(sharpe?.querySelectorAll('td') ?? [])];
    expect(cells.map((c) => c.textContent)).toEqual(['9.00no ★: 3 trades, under 10', '1.20 ★', '0.80']);
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual(['9.00 (not starred: 3 trades, fewer than the 10 a star needs)', '1.20 (best)', null]);
  });

  it('stars the excess return only among runs over the same dates; a higher one over other dates says why in its cell', async () => {
    const year = { start_date: '2024-01-02', end_date: '2024-12-31' };
    const runs = {
      a: saved('a1', 'Delta 0.30', { ...standardResult, data_period: year, total_return_pct: 6, benchmark_return_pct: 2 }),
      b: saved('b1', 'Delta 0.20', { ...standardResult, data_period: year, total_return_pct: 4, benchmark_return_pct: 2 }),
      longer: saved('c1', 'Three years', { ...standardResult, data_period: { start_date: '2022-01-03', end_date: '2024-12-31' }, total_return_pct: 30, benchmark_return_pct: 10 }),
    };
    fakeBackend((call) => {
      const run = Object.values(runs).find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=a1,b1,c1' });
    const excess = (await screen.findByRole('rowheader', { name: 'Excess Return vs Buy & Hold' }, { timeout: 3000 })).closest('tr');
    const cells = [...(excess?.querySelectorAll('td') ?? [])];
    // Was '+20.00 pts ★' for three years against one.
    expect(cells.map((c) => c.textContent)).toEqual(['+4.00 pts ★', '+2.00 pts', '+20.00 ptsno ★: other dates']);
    expect(cells[2]?.getAttribute('aria-label')).toBe('+20.00 pts (not starred: over other dates than the starred runs)');
  });

  it("gives no win-rate star to a run that lost money, says so in its cell, and stars the best run that made money (audit 11 N5)", async () => {
    // The SPX put spread's 88.52% on a run that lost 12.02% had the star over three runs that made money.
    const runs = {
      spx: saved('p1', 'SPX put spread', { ...standardResult, total_trades: 61, win_rate: 88.5246, total_return_pct: -12.0228 }),
      spy: saved('p2', 'SPY put spread', { ...standardResult, total_trades: 28, win_rate: 78.5714, total_return_pct: 0.8249 }),
      qqq: saved('p3', 'QQQ covered call', { ...standardResult, total_trades: 14, win_rate: 57.1429, total_return_pct: 15.3291 }),
    };
    fakeBackend((call) => {
      const run = Object.values(runs).find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=p1,p2,p3' });
    const winRate = (await screen.findByRole('rowheader', { name: 'Win Rate' }, { timeout: 3000 })).closest('tr');
    const cells = [...(winRate?.querySelectorAll('td') ?? [])];
    expect(cells.map((c) => c.textContent)).toEqual(['88.52%no ★: lost 12.02%', '78.57% ★', '57.14%']);
    expect(cells[0]?.getAttribute('aria-label')).toBe('88.52% (not starred: the run lost 12.02%: a win rate counts winning trades, not the dollars they made, and the star goes only to runs that made money)');
  });

  it('reads the star rule as one sentence under the table, the rules behind it (13 lines at 375 px)', async () => {
    const runs = [saved('a1', 'Delta 0.30', standardResult), saved('b1', 'Delta 0.20', { ...standardResult, total_return_pct: 4 })];
    fakeBackend((call) => {
      const run = runs.find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    const { container } = renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=a1,b1' });
    await screen.findByRole('rowheader', { name: 'Sharpe Ratio' }, { timeout: 3000 });
    const rules = container.querySelector<HTMLDetailsElement>('details.compare-star-rules');
    expect(rules?.open).toBe(false);
    expect(rules?.querySelector('summary')?.textContent).toBe('★ marks the best of a row among the runs that compare.');
    // Every rule stays behind it.
    expect(rules?.querySelector('p')?.textContent?.replace(/\s+/g, ' ').trim()).toMatch(/^A figure that reads as good without one says why: dollar figures among runs with the same start balance; .* runs of at least 10 trades \(below that one trade decides them\); the win rate only among runs that made money \(it counts trades, not dollars: a run can win most of its trades and still lose\), .*\. Across different dates a star also compares their markets\. Each run's Buy & Hold is its own underlying .* kept as cash\)\.$/);
  });

  it("lists a field only one run has under 'Only in …', not as a row of N/A: a covered run beside a spread", async () => {
    const spreads = { ...saved('sp1', 'Put spread', standardResult), strategy: {
      name: 'Put spread', ticker: 'SPY', price_source: 'last', starting_balance: 100000,
      legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 30 }, { side: 'long', option_type: 'put', quantity: 1, dte_target: 30 }],
    } };
    const covered = { ...saved('cv1', 'Covered call', standardResult), strategy: {
      ticker: 'SPY', shares_multiple: 100, strategy: { name: 'Covered call', price_source: 'mid', start_type: 'covered_call' },
      covered_call_config: { DTE_target: 30, exact_dte: false },
    } };
    fakeBackend((call) => {
      const run = [spreads, covered].find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=sp1,cv1' });
    const table = await screen.findByRole('table', { name: 'Strategy differences' }, { timeout: 3000 });
    // The table keeps the fields both have; no cell of it reads N/A.
    expect(within(table).getByRole('rowheader', { name: 'Price Source' })).toBeInTheDocument();
    expect(within(table).queryAllByRole('cell').map((c) => c.textContent)).not.toContain('N/A');
    expect(within(table).queryByRole('rowheader', { name: 'Leg 1 Side' })).not.toBeInTheDocument();
    const onlySpread = screen.getByRole('list', { name: 'Only in Put spread' });
    expect(within(onlySpread).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['Starting Balance: $100,000.00']));
    expect(within(onlySpread).getAllByRole('listitem').some((li) => li.textContent?.startsWith('Leg 2 Side: '))).toBe(true);
    const onlyCovered = screen.getByRole('list', { name: 'Only in Covered call' });
    expect(within(onlyCovered).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['Starting Shares: 100']));
  });
  it("says 'not in this run', not N/A, in the column of a run without a field two of three runs share", async () => {
    const spread = (id: string, name: string, dte: number) => ({ ...saved(id, name, standardResult), strategy: {
      name, ticker: 'SPY', price_source: 'last', starting_balance: 100000,
      legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: dte }, { side: 'long', option_type: 'put', quantity: 1, dte_target: dte }],
    } });
    const runs = [spread('a1', 'Spread 30', 30), spread('b1', 'Spread 45', 45), { ...saved('c1', 'Covered call', standardResult), strategy: {
      ticker: 'SPY', shares_multiple: 100, strategy: { name: 'Covered call', price_source: 'mid', start_type: 'covered_call' },
      covered_call_config: { DTE_target: 30, exact_dte: false },
    } }];
    fakeBackend((call) => {
      const run = runs.find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=a1,b1,c1' });
    const table = await screen.findByRole('table', { name: 'Strategy differences' }, { timeout: 3000 });
    // The two spreads share Leg 1 Side (equal values): the covered run's cell says it has no such field.
    const side = within(table).getByRole('rowheader', { name: 'Leg 1 Side' }).closest('tr');
    expect([...(side?.querySelectorAll('td') ?? [])].map((c) => c.textContent)).toEqual(['Short', 'Short', 'not in this run']);
    const dte = within(table).getByRole('rowheader', { name: 'Leg 1 DTE Target' }).closest('tr');
    expect([...(dte?.querySelectorAll('td') ?? [])].map((c) => c.textContent)).toEqual(['30', '45', 'not in this run']);
    expect(within(table).queryAllByRole('cell').map((c) => c.textContent)).not.toContain('N/A');
    expect(screen.getByText(/^'not in this run': that run's strategy has no such field/)).toBeInTheDocument();
  });

  it('keeps the two-run table free of the absent-field legend (each shared row has a value in both)', async () => {
    const a = { ...saved('x1', 'A', standardResult), strategy: { name: 'A', ticker: 'SPY', price_source: 'last' } };
    const b = { ...saved('y1', 'B', standardResult), strategy: { name: 'B', ticker: 'SPY', price_source: 'mid' } };
    fakeBackend((call) => {
      const run = [a, b].find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=x1,y1' });
    const table = await screen.findByRole('table', { name: 'Strategy differences' }, { timeout: 3000 });
    expect(within(table).getByRole('rowheader', { name: 'Price Source' })).toBeInTheDocument();
    expect(screen.queryByText(/not in this run/)).not.toBeInTheDocument();
  });

  it("reads a field left out of a config the run has as its default ('Any'), not as 'not in this run'", async () => {
    const covered = (id: string, name: string, tolerance?: number) => ({ ...saved(id, name, standardResult), strategy: {
      ticker: 'SPY', shares_multiple: 100, strategy: { name, price_source: 'mid', start_type: 'covered_call' },
      covered_call_config: { DTE_target: 30, exact_dte: false, ...(tolerance === undefined ? {} : { tolerance }) },
    } });
    const runs = [covered('a1', 'Tolerance 0.05', 0.05), covered('b1', 'Tolerance 0.10', 0.1), covered('c1', 'Saved without one')];
    fakeBackend((call) => {
      const run = runs.find((r) => call.url.endsWith(`/backtests/${r.backtest_id}`));
      return run ? { status: 200, body: run } : { status: 404, body: { error: 'Not found' } };
    });
    renderWithApp(<Routes><Route path="/saved/compare" element={<ComparePage />} /></Routes>, { path: '/saved/compare?ids=a1,b1,c1' });
    const table = await screen.findByRole('table', { name: 'Strategy differences' }, { timeout: 3000 });
    const row = within(table).getAllByRole('row').find((r) => r.querySelector('th')?.getAttribute('title') === 'covered_call_config.tolerance');
    expect([...(row?.querySelectorAll('td') ?? [])].map((c) => c.textContent)).toEqual(['0.05', '0.1', 'Any']);
    expect(screen.queryByText(/not in this run/)).not.toBeInTheDocument();
  });
});
