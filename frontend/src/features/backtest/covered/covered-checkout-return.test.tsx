import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberJobOf } from '../../../lib/api/result-job';
import { arriveFromCheckout, keepRunForCheckout } from '../../../lib/checkout-run';
import { STORAGE_KEYS } from '../../../lib/storage';
import { coveredResult } from '../test/fixtures';
import { mocks, resetMocks } from '../test/page-mocks';
import { resultsText } from '../test/results-text';
import { withLayoutBox } from '../test/virtual-rect';
import { defaultCoveredForm, defaultLegConfig } from './covered-form';
import { CoveredBacktestPage } from './covered-page';
import { SENT_RESULTS_NOTICE } from '../../../../../shared/contracts/saved';

const getJob = vi.hoisted(() => vi.fn());
const getSavedBacktest = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/get-job', () => ({ getJob }));
vi.mock('../../../lib/api/get-saved-backtest', () => ({ getSavedBacktest }));
vi.mock('../../../lib/api/run-covered-backtest', () => ({ useRunCoveredBacktest: () => ({ mutateAsync: mocks.runCovered }) }));
vi.mock('../../../lib/api/save-backtest', () => ({ useSaveBacktest: () => ({ mutateAsync: mocks.save }) }));
vi.mock('../../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ guardRun: mocks.guardRun, openPaywall: mocks.openPaywall }) }));
vi.mock('../../../lib/user-status/user-status-context', () => ({ useUserStatus: () => ({ status: mocks.userStatus }) }));
vi.mock('../../../lib/saved-handoff', () => ({ useSavedHandoff: () => mocks.saved }));

const result = () => coveredResult({ total_pnl: 987, end_balance: 50_987 });

async function save(name: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
  const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('covered results over checkout', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(() => {
    resetMocks();
    getJob.mockReset();
    getSavedBacktest.mockReset();
    window.sessionStorage.clear();
  });

  it('a saved covered run comes back after checkout with its results, still saved, and is saved by its job again', async () => {
    const base = defaultCoveredForm();
    window.localStorage.setItem(STORAGE_KEYS.coveredForm, JSON.stringify({ ...base, ticker: 'NVDA', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } }));
    mocks.runCovered.mockImplementation(async () => rememberJobOf(result(), 'job-3'));
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b9' } });
    const page = render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    await screen.findByText('Trade Log', {}, { timeout: 10_000 });
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    await save('NVDA calls');
    expect(screen.getByText('Saved as “NVDA calls”')).toBeInTheDocument();
    const shown = resultsText();
    keepRunForCheckout();
    page.unmount();
    arriveFromCheckout();

    getJob.mockResolvedValue({ job_status: 'finished', result: { result: result() } });
    render(<CoveredBacktestPage />);
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getJob).toHaveBeenCalledWith('job-3');
    expect(mocks.runCovered).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Saved as “NVDA calls”')).toBeInTheDocument();
    expect(screen.getByLabelText('Results')).toHaveTextContent('+$987.00');
    expect(resultsText()).toBe(shown);
    expect(screen.getByRole('combobox', { name: 'Ticker' })).toHaveValue('NVDA');
    await save('NVDA calls again');
    expect(mocks.save).toHaveBeenLastCalledWith(expect.objectContaining({ backtest_name: 'NVDA calls again', job_id: 'job-3' }));
  });

  it('a run started while the kept result loads wins: the loaded result does not replace it', async () => {
    const base = defaultCoveredForm();
    window.localStorage.setItem(STORAGE_KEYS.coveredForm, JSON.stringify({ ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } }));
    mocks.runCovered.mockImplementation(async () => rememberJobOf(result(), 'job-3'));
    const page = render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    await screen.findByText('Trade Log', {}, { timeout: 10_000 });
    keepRunForCheckout();
    page.unmount();
    arriveFromCheckout();

    let answer: (body: unknown) => void = () => undefined;
    getJob.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    mocks.runCovered.mockImplementation(async () => rememberJobOf(coveredResult({ total_pnl: 5, end_balance: 50_005 }), 'job-4'));
    render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    await waitFor(() => expect(screen.getByLabelText('Results')).toHaveTextContent('+$5.00'));
    answer({ job_status: 'finished', result: { result: result() } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Results')).toHaveTextContent('+$5.00');
    expect(screen.getByLabelText('Results')).not.toHaveTextContent('+$987.00');
  });

  it('a backtest loaded from Saved (no job) comes back after checkout read by its saved id, still saved, and still a sent copy (audit 22 F4)', async () => {
    const base = defaultCoveredForm();
    const strategy = { ...base, ticker: 'AMD', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    mocks.saved = { backtest_id: 'b5', name: 'AMD calls', description: '', strategy, results: result(), tags: [], created_at: '2025-01-01T00:00:00Z', results_origin: 'sent' };
    const page = render(<CoveredBacktestPage />);
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    const shown = resultsText();
    keepRunForCheckout();
    page.unmount();
    mocks.saved = null;
    arriveFromCheckout();

    getSavedBacktest.mockResolvedValue({ backtest_id: 'b5', name: 'AMD calls', description: '', strategy, results: result(), tags: [], created_at: '2025-01-01T00:00:00Z' });
    render(<CoveredBacktestPage />);
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getSavedBacktest).toHaveBeenCalledWith('b5');
    expect(getJob).not.toHaveBeenCalled();
    expect(mocks.runCovered).not.toHaveBeenCalled();
    expect(screen.getByText('Saved as “AMD calls”')).toBeInTheDocument();
    expect(screen.getByText(SENT_RESULTS_NOTICE)).toHaveAttribute('role', 'note');
    expect(resultsText()).toBe(shown);
  });
});
