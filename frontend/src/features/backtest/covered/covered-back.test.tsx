import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { rememberJobOf } from '../../../lib/api/result-job';
import { STORAGE_KEYS } from '../../../lib/storage';
import { coveredResult } from '../test/fixtures';
import { mocks, resetMocks } from '../test/page-mocks';
import { resultsText } from '../test/results-text';
import { withLayoutBox } from '../test/virtual-rect';
import { RESTORING_ON_RETURN_TEXT } from '../common/restoring-run';
import { RUN_GONE_ON_RETURN, runNotBackOnReturn } from '../common/use-run-over-checkout';
import { runInEntry } from '../../../lib/entry-run';
import { defaultCoveredForm, defaultLegConfig } from './covered-form';
import { CoveredBacktestPage } from './covered-page';

const getJob = vi.hoisted(() => vi.fn());
const getSavedBacktest = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/get-job', () => ({ getJob }));
vi.mock('../../../lib/api/get-saved-backtest', () => ({ getSavedBacktest }));
vi.mock('../../../lib/api/run-covered-backtest', () => ({ useRunCoveredBacktest: () => ({ mutateAsync: mocks.runCovered }) }));
vi.mock('../../../lib/api/save-backtest', () => ({ useSaveBacktest: () => ({ mutateAsync: mocks.save }) }));
vi.mock('../../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ guardRun: mocks.guardRun, openPaywall: mocks.openPaywall }) }));
vi.mock('../../../lib/user-status/user-status-context', () => ({ useUserStatus: () => ({ status: mocks.userStatus }) }));
vi.mock('../../../lib/saved-handoff', () => ({ useSavedHandoff: () => mocks.saved }));

const base = defaultCoveredForm();
const strategy = { ...base, ticker: 'AMD', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
const record = () => ({ backtest_id: 'b5', name: 'AMD calls', description: '', strategy, results: coveredResult({ total_pnl: 987, end_balance: 50_987 }), tags: [], created_at: '2025-01-01T00:00:00Z' });

/**
 * What the router does on a menu link and on the browser's Back: a new entry is pushed and the
 * builder unmounts (Spreads is drawn); Back pops to the builder's entry and mounts it afresh.
 */
async function menuTripAndBack(page: { unmount: () => void }): Promise<void> {
  window.history.pushState({ idx: 1 }, '', '/backtest/spreads');
  page.unmount();
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await popped;
}

describe('covered results after a menu trip and Back (audit 19, F3)', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(() => {
    resetMocks();
    getJob.mockReset();
    getSavedBacktest.mockReset();
    window.history.replaceState(null, '', '/backtest/covered');
  });

  it('a backtest loaded from Saved comes back, read again by its saved id, with the form as the trader left it', async () => {
    mocks.saved = record();
    const page = render(<CoveredBacktestPage />);
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    const shown = resultsText();
    // An edit after Load: Back must show it, not the saved form again.
    await userEvent.clear(screen.getByLabelText('Start Date', { exact: true }));
    await userEvent.type(screen.getByLabelText('Start Date', { exact: true }), '2024-02-01');
    await menuTripAndBack(page);
    mocks.saved = null; // The handoff was taken by the first mount.

    getSavedBacktest.mockResolvedValue(record());
    render(<CoveredBacktestPage />);
    // Said while it is read again: not the checkout wording.
    expect(screen.getByText(RESTORING_ON_RETURN_TEXT)).toBeInTheDocument();
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getSavedBacktest).toHaveBeenCalledWith('b5');
    expect(mocks.runCovered).not.toHaveBeenCalled();
    expect(screen.getByText('Saved as “AMD calls”')).toBeInTheDocument();
    expect(resultsText()).toBe(shown);
    expect(screen.getByLabelText('Start Date', { exact: true })).toHaveValue('2024-02-01');
  });

  it('a run comes back after a menu trip and Back, read again by its job id (nothing run again)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.coveredForm, JSON.stringify(strategy));
    mocks.runCovered.mockImplementation(async () => rememberJobOf(coveredResult({ total_pnl: 987, end_balance: 50_987 }), 'job-3'));
    const page = render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    const shown = resultsText();
    await menuTripAndBack(page);

    getJob.mockResolvedValue({ job_status: 'finished', result: { result: coveredResult({ total_pnl: 987, end_balance: 50_987 }) } });
    render(<CoveredBacktestPage />);
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getJob).toHaveBeenCalledWith('job-3');
    expect(mocks.runCovered).toHaveBeenCalledTimes(1);
    expect(resultsText()).toBe(shown);
  });

  it('a saved backtest deleted meanwhile says so on Back; the form stays', async () => {
    mocks.saved = record();
    const page = render(<CoveredBacktestPage />);
    await screen.findByRole('heading', { name: 'Performance' });
    await menuTripAndBack(page);
    mocks.saved = null;

    getSavedBacktest.mockRejectedValue(new ApiError('Not found', 404));
    render(<CoveredBacktestPage />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(RUN_GONE_ON_RETURN));
    expect(screen.getByRole('combobox', { name: 'Ticker' })).toHaveValue('AMD');
    expect(screen.queryByText('Trade Log')).not.toBeInTheDocument();
  });

  it('a server error says so where the results go, keeps the run with the entry (a reload tries again) and Try again shows it', async () => {
    mocks.saved = record();
    const page = render(<CoveredBacktestPage />);
    await screen.findByRole('heading', { name: 'Performance' });
    await menuTripAndBack(page);
    mocks.saved = null;

    getSavedBacktest.mockRejectedValueOnce(new ApiError('Internal server error', 500));
    render(<CoveredBacktestPage />);
    const panel = await screen.findByRole('region', { name: 'Results not loaded' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(runNotBackOnReturn('Internal server error'));
    // Not the empty state, as if there had been no backtest.
    expect(screen.queryByText('No covered results yet')).not.toBeInTheDocument();
    // The entry still names it: a reload now reads it again.
    expect(runInEntry('covered', null)?.saved?.backtestId).toBe('b5');

    getSavedBacktest.mockResolvedValueOnce(record());
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getSavedBacktest).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('region', { name: 'Results not loaded' })).not.toBeInTheDocument();
    expect(screen.getByText('Saved as “AMD calls”')).toBeInTheDocument();
  });

  it('a new page opened from the menu (a new entry) starts without results', async () => {
    mocks.saved = record();
    const page = render(<CoveredBacktestPage />);
    await screen.findByRole('heading', { name: 'Performance' });
    window.history.pushState({ idx: 1 }, '', '/backtest/covered');
    page.unmount();
    mocks.saved = null;
    render(<CoveredBacktestPage />);
    expect(screen.queryByText('Trade Log')).not.toBeInTheDocument();
    expect(getSavedBacktest).not.toHaveBeenCalled();
  });
});
