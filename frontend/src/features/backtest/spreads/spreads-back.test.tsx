import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberJobOf } from '../../../lib/api/result-job';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { STORAGE_KEYS } from '../../../lib/storage';
import { standardResult, standardTrade } from '../test/fixtures';
import { mocks, resetMocks } from '../test/page-mocks';
import { resultsText } from '../test/results-text';
import { withLayoutBox } from '../test/virtual-rect';
import { defaultSpreadsForm, type SpreadsForm } from './spreads-form';
import { SpreadsBacktestPage } from './spreads-page';

const getJob = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/get-job', () => ({ getJob }));
vi.mock('../../../lib/api/run-backtest', () => ({ useRunBacktest: () => ({ mutateAsync: mocks.runSpreads }) }));
vi.mock('../../../lib/api/save-backtest', () => ({ useSaveBacktest: () => ({ mutateAsync: mocks.save }) }));
vi.mock('../../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ guardRun: mocks.guardRun, openPaywall: mocks.openPaywall }) }));
vi.mock('../../../lib/user-status/user-status-context', () => ({ useUserStatus: () => ({ status: mocks.userStatus }) }));
vi.mock('../../../lib/saved-handoff', () => ({ useSavedHandoff: () => mocks.saved }));

const form = (): SpreadsForm => ({ ...defaultSpreadsForm(), name: 'Kept Condor', ticker: 'QQQ', start_date: '2024-01-02', end_date: '2024-06-28' });
const result = () => standardResult({ total_pnl: 321, end_balance: 100_321, trades: [standardTrade(), standardTrade({ pnl: 171 })], total_trades: 2 });

function asUser(userId: string, node: React.ReactNode) {
  const value = { state: { status: 'signedIn', user: { userId, email: `${userId}@example.com` } } } as unknown as AuthContextValue;
  return <AuthContext.Provider value={value}>{node}</AuthContext.Provider>;
}

/** Runs the form (job-7) and goes to another screen from the menu (a new entry), then Back. */
async function runThenMenuAndBack(): Promise<string> {
  window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(form()));
  mocks.runSpreads.mockImplementation(async () => rememberJobOf(result(), 'job-7'));
  const page = render(asUser('u1', <SpreadsBacktestPage />));
  await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
  await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
  const shown = resultsText();
  window.history.pushState({ idx: 1 }, '', '/saved');
  page.unmount();
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await popped;
  return shown;
}

describe('spreads results after a menu trip and Back (audit 19, F3)', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(() => {
    resetMocks();
    getJob.mockReset();
    window.history.replaceState(null, '', '/backtest/spreads');
  });

  it('a run comes back, read again by its job id, with the name it ran under', async () => {
    const shown = await runThenMenuAndBack();
    getJob.mockResolvedValue({ job_status: 'finished', result: { result: result() } });
    render(asUser('u1', <SpreadsBacktestPage />));
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getJob).toHaveBeenCalledWith('job-7');
    expect(mocks.runSpreads).toHaveBeenCalledTimes(1);
    expect(resultsText()).toBe(shown);
    expect(resultsText()).toContain('Kept Condor');
  });

  it('another user signed in on the tab is never shown it, nor is the server asked', async () => {
    await runThenMenuAndBack();
    render(asUser('u2', <SpreadsBacktestPage />));
    expect(screen.getAllByRole('heading', { name: 'No backtest data yet' })).toHaveLength(1);
    expect(getJob).not.toHaveBeenCalled();
  });
});
