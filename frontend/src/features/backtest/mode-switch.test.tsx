import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { defaultCoveredForm, defaultLegConfig } from './covered/covered-form';
import { CoveredBacktestPage, SpreadsBacktestPage } from './index';
import { coveredResult } from './test/fixtures';
import { mocks, resetMocks } from './test/page-mocks';
import { withLayoutBox } from './test/virtual-rect';

vi.mock('../../lib/api/run-covered-backtest', () => ({ useRunCoveredBacktest: () => ({ mutateAsync: mocks.runCovered }) }));
vi.mock('../../lib/api/run-backtest', () => ({ useRunBacktest: () => ({ mutateAsync: mocks.runSpreads }) }));
vi.mock('../../lib/api/save-backtest', () => ({ useSaveBacktest: () => ({ mutateAsync: mocks.save }) }));
vi.mock('../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ guardRun: mocks.guardRun, openPaywall: mocks.openPaywall }) }));
vi.mock('../../lib/user-status/user-status-context', () => ({ useUserStatus: () => ({ status: mocks.userStatus }) }));
vi.mock('../../lib/saved-handoff', () => ({ useSavedHandoff: () => mocks.saved }));

function App() {
  return (
    <MemoryRouter initialEntries={['/backtest/covered']}>
      <nav><Link to="/backtest/covered">Covered</Link> <Link to="/backtest/spreads">Spreads</Link></nav>
      <Routes>
        <Route path="/backtest/covered" element={<CoveredBacktestPage />} />
        <Route path="/backtest/spreads" element={<SpreadsBacktestPage />} />
      </Routes>
    </MemoryRouter>
  );
}

// A whole-page test driving both builders, like the page tests: allow for a busy CI machine.
describe('switching mode', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(resetMocks);

  it('clears results and errors', async () => {
    const base = defaultCoveredForm();
    window.localStorage.setItem(STORAGE_KEYS.coveredForm, JSON.stringify({
      ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') },
    }));
    mocks.runCovered.mockResolvedValue(coveredResult());
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    expect(await screen.findByRole('button', { name: 'Save Backtest' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Spreads' }));
    expect(screen.getByRole('heading', { name: 'No backtest data yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Strategy Settings' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Strategy Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Strategy name is required');

    await userEvent.click(screen.getByRole('link', { name: 'Covered' }));
    expect(screen.getByRole('heading', { name: 'No covered results yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Spreads' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
