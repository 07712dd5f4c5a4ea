import { screen } from '@testing-library/react';
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
      short: saved('s1', 'Three trades', { ...standardResult, total_trades: 3, sharpe_ratio: 9 }),
      long: saved('l1', 'Forty trades', { ...standardResult, total_trades: 40, sharpe_ratio: 1.2 }),
      other: saved('o1', 'Twelve trades', { ...standardResult, total_trades: 12, sharpe_ratio: 0.8 }),
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
});
