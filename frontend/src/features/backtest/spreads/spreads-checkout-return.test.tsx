import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { rememberJobOf } from '../../../lib/api/result-job';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { arriveFromCheckout, keepRunForCheckout } from '../../../lib/checkout-run';
import { STORAGE_KEYS } from '../../../lib/storage';
import { RUN_GONE_AFTER_CHECKOUT } from '../common/use-run-over-checkout';
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
/** The Strategy Name field, in Strategy Settings (folded on open). */
async function nameField(): Promise<HTMLElement> {
  const open = screen.queryByRole('textbox', { name: /Strategy Name/ });
  if (open) return open;
  await userEvent.click(screen.getByRole('button', { name: 'Strategy Settings' }));
  return screen.getByRole('textbox', { name: /Strategy Name/ });
}

/** The page as one signed-in user sees it (the kept run names its user). */
function asUser(userId: string, node: React.ReactNode) {
  const value = { state: { status: 'signedIn', user: { userId, email: `${userId}@example.com` } } } as unknown as AuthContextValue;
  return <AuthContext.Provider value={value}>{node}</AuthContext.Provider>;
}

/** Runs the form (the server's answer names job-7), then leaves for checkout: the text the results showed. */
async function runThenLeaveForCheckout(userId = 'u1'): Promise<string> {
  window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(form()));
  mocks.runSpreads.mockImplementation(async () => rememberJobOf(result(), 'job-7'));
  const page = render(asUser(userId, <SpreadsBacktestPage />));
  await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
  await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
  const shown = resultsText();
  // The trader edits the form after the run: the form comes back as edited, the results as they ran.
  await userEvent.clear(await nameField());
  await userEvent.type(await nameField(), 'Edited after the run');
  keepRunForCheckout(); // what startCheckout does just before the browser leaves
  page.unmount(); // the browser leaves the app
  window.sessionStorage.removeItem('obt.checkout-return');
  arriveFromCheckout(); // '/?checkout=...' on the return
  return shown;
}

describe('spreads results over checkout', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(() => {
    resetMocks();
    getJob.mockReset();
    window.sessionStorage.clear();
  });

  it('shows the same result again after checkout, read by its job id: nothing is run again', async () => {
    const shown = await runThenLeaveForCheckout();
    getJob.mockResolvedValue({ job_status: 'finished', result: { result: result() } });
    render(asUser('u1', <SpreadsBacktestPage />));
    expect(screen.getByText('Loading the backtest you had on screen before checkout…')).toBeInTheDocument();
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    expect(getJob).toHaveBeenCalledWith('job-7');
    expect(mocks.runSpreads).toHaveBeenCalledTimes(1);
    expect(resultsText()).toBe(shown);
    expect(resultsText()).toContain('Kept Condor');
    expect(await nameField()).toHaveValue('Edited after the run');
    // Brought back once: the builder opened again later (from the menu: a new history entry, which
    // holds no run; Back to the first is lib/entry-run.ts's) starts empty, without asking the server.
    getJob.mockClear();
    window.history.pushState(null, '', '/backtest/spreads');
    render(asUser('u1', <SpreadsBacktestPage />));
    expect(screen.getAllByRole('heading', { name: 'No backtest data yet' })).toHaveLength(1);
    expect(getJob).not.toHaveBeenCalled();
  });

  it("brings the after-tax panel's filing status back with the result, and the next save carries it", async () => {
    window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(form()));
    mocks.runSpreads.mockImplementation(async () => rememberJobOf(result(), 'job-7'));
    const page = render(asUser('u1', <SpreadsBacktestPage />));
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    await userEvent.selectOptions(screen.getByLabelText('Filing status'), 'married_filing_separately');
    keepRunForCheckout();
    page.unmount();
    arriveFromCheckout();
    getJob.mockResolvedValue({ job_status: 'finished', result: { result: result() } });
    render(asUser('u1', <SpreadsBacktestPage />));
    await screen.findByRole('img', { name: /Cumulative P&L chart/ }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'After-tax estimate' }));
    // Before: the default again, whatever was on screen.
    expect(screen.getByLabelText('Filing status')).toHaveValue('married_filing_separately');
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b9' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
    await userEvent.type(screen.getByLabelText('Backtest Name *'), 'Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(mocks.save).toHaveBeenCalledWith(expect.objectContaining({ backtest_name: 'Kept', filing_status: 'married_filing_separately' }));
  });

  it('says in words when the result is no longer kept, and keeps the form', async () => {
    await runThenLeaveForCheckout();
    getJob.mockRejectedValue(new ApiError('Job not found', 404));
    render(asUser('u1', <SpreadsBacktestPage />));
    expect(await screen.findByRole('alert')).toHaveTextContent(RUN_GONE_AFTER_CHECKOUT);
    expect(screen.getByRole('heading', { name: 'No backtest data yet' })).toBeInTheDocument();
    expect(await nameField()).toHaveValue('Edited after the run');
    expect(mocks.runSpreads).toHaveBeenCalledTimes(1);
  });

  it('never asks for the run when another user is signed in on the tab', async () => {
    await runThenLeaveForCheckout('u1');
    getJob.mockResolvedValue({ job_status: 'finished', result: { result: result() } });
    render(asUser('u2', <SpreadsBacktestPage />));
    expect(screen.getByRole('heading', { name: 'No backtest data yet' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getJob).not.toHaveBeenCalled();
  });

  it('keeps nothing for checkout when no run is on screen (an older kept run is dropped)', async () => {
    await runThenLeaveForCheckout();
    window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(form()));
    const page = render(asUser('u1', <SpreadsBacktestPage />));
    getJob.mockRejectedValue(new ApiError('Job not found', 404));
    await screen.findByRole('alert');
    page.unmount();
    keepRunForCheckout();
    expect(window.sessionStorage.getItem('obt.checkout-run')).toBeNull();
  });
});
