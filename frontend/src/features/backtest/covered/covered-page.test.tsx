import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { coveredResult } from '../test/fixtures';
import { mocks, resetMocks } from '../test/page-mocks';
import { withLayoutBox } from '../test/virtual-rect';
import { defaultCoveredForm, defaultLegConfig } from './covered-form';
import { CoveredBacktestPage } from './covered-page';
import { SENT_RESULTS_NOTICE } from '../../../../../shared/contracts/saved';

vi.mock('../../../lib/api/run-covered-backtest', () => ({ useRunCoveredBacktest: () => ({ mutateAsync: mocks.runCovered }) }));
vi.mock('../../../lib/api/save-backtest', () => ({ useSaveBacktest: () => ({ mutateAsync: mocks.save }) }));
vi.mock('../../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ guardRun: mocks.guardRun, openPaywall: mocks.openPaywall }) }));
vi.mock('../../../lib/user-status/user-status-context', () => ({ useUserStatus: () => ({ status: mocks.userStatus }) }));
vi.mock('../../../lib/saved-handoff', () => ({ useSavedHandoff: () => mocks.saved }));

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
const banner = () => screen.getByRole('alert');
const store = (form: unknown) => window.localStorage.setItem(STORAGE_KEYS.coveredForm, JSON.stringify(form));

// Whole-page UI tests drive big forms: allow for a busy CI machine.
describe('covered page', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(resetMocks);

  it('keeps typed starting shares and a delta of 5, and names them in words on Run', async () => {
    store(defaultCoveredForm());
    render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByText('Covered Call Config'));
    const lots = screen.getByRole('spinbutton', { name: /Starting Shares/ });
    await userEvent.clear(lots);
    await userEvent.type(lots, '0');
    await userEvent.tab();
    expect(lots).toHaveValue(0);
    expect(lots).toHaveAccessibleDescription('Must be at least 1');
    await run();
    expect(banner()).toHaveTextContent('Starting Shares must be at least 1 lot (100 shares)');
    expect(banner()).not.toHaveTextContent('shares_multiple');
    await userEvent.clear(lots);
    await userEvent.type(lots, '2.5');
    await userEvent.tab();
    expect(lots).toHaveValue(2.5);
    await run();
    expect(banner()).toHaveTextContent('Starting Shares must be a whole number of lots of 100');
    await userEvent.clear(lots);
    await userEvent.type(lots, '1');
    const delta = screen.getByRole('spinbutton', { name: 'Covered Call Delta' });
    await userEvent.clear(delta);
    await userEvent.type(delta, '5');
    await userEvent.tab();
    expect(delta).toHaveValue(5);
    await run();
    expect(banner()).toHaveTextContent('Covered Call Delta must be at most 1');
    expect(mocks.runCovered).not.toHaveBeenCalled();
  });

  it('keeps a stored out-of-range delta on reload, says so at the field and refuses to run until it is fixed', async () => {
    const base = defaultCoveredForm();
    const call = defaultLegConfig('covered_call_config');
    const stored = {
      ...base, ticker: 'NVDA', shares_multiple: 300,
      strategy: { ...base.strategy, name: 'Mine', covered_call_config: { ...call, DTE_target: 45, strike_target_condition: { type: 'delta', delta: 5, tolerance: null } } },
    };
    store(stored);
    mocks.runCovered.mockResolvedValue(coveredResult());
    render(<CoveredBacktestPage />);
    expect(screen.getByRole('combobox', { name: 'Ticker' })).toHaveValue('NVDA');
    expect(screen.getByRole('textbox', { name: 'Strategy Name' })).toHaveValue('Mine');
    expect(screen.getByRole('spinbutton', { name: /Starting Shares/ })).toHaveValue(3);
    const delta = screen.getByRole('spinbutton', { name: 'Covered Call Delta' });
    expect(delta).toHaveValue(5);
    expect(delta).toHaveAccessibleDescription('Must be at most 1');
    expect(screen.getByRole('spinbutton', { name: 'Covered Call DTE Target' })).toHaveValue(45);
    await run();
    expect(banner()).toHaveTextContent('Covered Call Delta must be at most 1');
    expect(mocks.runCovered).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.coveredForm) ?? '{}').strategy.covered_call_config.strike_target_condition.delta).toBe(5);
    await userEvent.clear(delta);
    await userEvent.type(delta, '0.25');
    // Corrected: the refusal no longer stands over the form (it stayed, naming a delta now 0.25).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await run();
    await waitFor(() => expect(mocks.runCovered).toHaveBeenCalledTimes(1));
  });

  it("keeps a server's error after an edit: only the form's own refusal goes when the form changes", async () => {
    store({ ...defaultCoveredForm(), strategy: { ...defaultCoveredForm().strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    mocks.runCovered.mockRejectedValue(new Error('Market data store unavailable'));
    render(<CoveredBacktestPage />);
    await run();
    await waitFor(() => expect(banner()).toHaveTextContent('Market data store unavailable'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Strategy Name' }), ' 2');
    expect(banner()).toHaveTextContent('Market data store unavailable');
  });

  it('keeps a blanked field blank with Required and refuses to run, naming the field', async () => {
    const base = defaultCoveredForm();
    store({ ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    render(<CoveredBacktestPage />);
    const volume = screen.getByRole('spinbutton', { name: 'Min Volume for Entry' });
    await userEvent.clear(volume);
    await userEvent.tab();
    expect(volume).toHaveValue(null);
    expect(volume).toHaveAccessibleDescription('Required');
    await run();
    expect(banner()).toHaveTextContent('Min Volume for Entry is required');
    expect(mocks.runCovered).not.toHaveBeenCalled();
  });

  it('keeps a blanked field blank across folding and reopening its card; the folded card says so and the run stays blocked', async () => {
    const base = defaultCoveredForm();
    store({ ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    mocks.runCovered.mockResolvedValue(coveredResult());
    render(<CoveredBacktestPage />);
    const setupToggle = screen.getByRole('button', { name: 'Strategy Setup' });
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Min Volume for Entry' }));
    await userEvent.tab();
    await userEvent.click(setupToggle);
    expect(setupToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton', { name: 'Min Volume for Entry' })).toBeNull();
    const setup = screen.getByRole('region', { name: 'Strategy Setup' });
    expect(within(setup).getByText('Left blank, so Run is blocked: Min Volume for Entry')).toBeInTheDocument();
    await run();
    expect(banner()).toHaveTextContent('Min Volume for Entry is required');
    await userEvent.click(setupToggle);
    const volume = screen.getByRole('spinbutton', { name: 'Min Volume for Entry' });
    expect(volume).toHaveValue(null);
    expect(volume).toHaveAccessibleDescription('Required');
    expect(within(setup).queryByText(/Left blank/)).toBeNull();
    await run();
    expect(banner()).toHaveTextContent('Min Volume for Entry is required');

    // The leg's own fold, and a roll card folded inside it that then folds with the leg.
    await userEvent.type(volume, '10');
    await userEvent.click(screen.getByRole('switch', { name: 'Covered Call Roll Contract' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Covered Call DTE Target' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Covered Call Roll DTE Offset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Covered Call Roll Config' }));
    expect(screen.getByRole('region', { name: 'Covered Call Roll Config' })).toHaveTextContent('Left blank, so Run is blocked: Covered Call Roll DTE Offset');
    await userEvent.click(screen.getByRole('button', { name: 'Covered Call Config' }));
    expect(screen.getByRole('region', { name: 'Covered Call Config' }))
      .toHaveTextContent('Left blank, so Run is blocked: Covered Call Roll DTE Offset, Covered Call DTE Target');
    // Folded blanks block the run in the order they were folded away.
    await run();
    expect(banner()).toHaveTextContent('Covered Call Roll DTE Offset is required');
    await userEvent.click(screen.getByRole('button', { name: 'Covered Call Config' }));
    expect(screen.getByRole('spinbutton', { name: 'Covered Call DTE Target' })).toHaveValue(null);
    // The roll card opens with the leg again (its own default), its blank still blank.
    const offset = screen.getByRole('spinbutton', { name: 'Covered Call Roll DTE Offset' });
    expect(offset).toHaveValue(null);
    expect(offset).toHaveAccessibleDescription('Required');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Covered Call DTE Target' }), '30');
    await run();
    expect(banner()).toHaveTextContent('Covered Call Roll DTE Offset is required');
    await userEvent.type(offset, '7');
    expect(mocks.runCovered).not.toHaveBeenCalled();
    await run();
    await waitFor(() => expect(mocks.runCovered).toHaveBeenCalledTimes(1));
    const sent = mocks.runCovered.mock.calls[0]?.[0];
    expect(sent.strategy.min_volume_for_entry).toBe(10);
    expect(sent.strategy.covered_call_config.DTE_target).toBe(30);
    expect(sent.strategy.covered_call_config.roll_config.DTE_offset).toBe(7);
  });

  it('drops a folded blank when its card goes away: the roll switched off no longer blocks the run', async () => {
    const base = defaultCoveredForm();
    store({ ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    mocks.runCovered.mockResolvedValue(coveredResult());
    render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByRole('switch', { name: 'Covered Call Roll Contract' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Covered Call Roll DTE Offset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Covered Call Roll Config' }));
    await run();
    expect(banner()).toHaveTextContent('Covered Call Roll DTE Offset is required');
    await userEvent.click(screen.getByRole('switch', { name: 'Covered Call Roll Contract' }));
    await run();
    await waitFor(() => expect(mocks.runCovered).toHaveBeenCalledTimes(1));
    expect(mocks.runCovered.mock.calls[0]?.[0].strategy.covered_call_config.roll_config).toBeNull();
    // Switched on again, the new roll config shows its own numbers, not the old blank.
    await userEvent.click(screen.getByRole('switch', { name: 'Covered Call Roll Contract' }));
    expect(screen.getByRole('spinbutton', { name: 'Covered Call Roll DTE Offset' })).not.toHaveValue(null);
  });

  it('refuses a typed end date past the data with a message at the field and on Run, rather than running to the data\'s end', async () => {
    const base = defaultCoveredForm();
    store({ ...base, start_date: '2024-01-02', end_date: '2027-06-30', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    render(<CoveredBacktestPage />);
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End Date must be on or before 2025-12-31, the last day of data');
    await run();
    expect(banner()).toHaveTextContent('End Date must be on or before 2025-12-31');
    expect(mocks.runCovered).not.toHaveBeenCalled();
  });

  it('applies the covered run checks in order', async () => {
    const base = defaultCoveredForm();
    store({ ...base, ticker: '' });
    const { unmount } = render(<CoveredBacktestPage />);
    await run();
    expect(banner()).toHaveTextContent('Please fill ticker and date range');
    unmount();

    store({ ...base, start_date: '2024-05-01', end_date: '2024-01-01' });
    const second = render(<CoveredBacktestPage />);
    await run();
    expect(banner()).toHaveTextContent('Start date must be before end date');
    // The pickers show the browser's format; under them the range picked reads the same in any country.
    expect(screen.getByRole('note', { name: 'Date range picked' })).toHaveTextContent('Wed, May 1, 2024 → Mon, Jan 1, 2024');
    second.unmount();

    store({ ...base, strategy: { ...base.strategy, wheel_enabled: true, covered_call_config: defaultLegConfig('covered_call_config') } });
    const third = render(<CoveredBacktestPage />);
    await run();
    expect(banner()).toHaveTextContent('Wheel requires both Covered Call and Cash-Secured Put configs');
    third.unmount();

    store({ ...base, strategy: { ...base.strategy, start_type: 'cash_secured_put' } });
    const fourth = render(<CoveredBacktestPage />);
    await run();
    expect(banner()).toHaveTextContent('Please configure Cash-Secured Put');
    fourth.unmount();

    store(base);
    render(<CoveredBacktestPage />);
    await run();
    expect(banner()).toHaveTextContent('Please configure Covered Call');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mocks.runCovered).not.toHaveBeenCalled();
  });

  it('runs: Running… while loading, then the results; the form is sent as it is', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mocks.runCovered.mockImplementation(() => new Promise((resolve) => { finish = resolve; }));
    const base = defaultCoveredForm();
    const form = { ...base, ticker: 'qqq', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    store(form);
    render(<CoveredBacktestPage />);
    await run();
    expect(screen.getByRole('button', { name: 'Running…' })).toBeDisabled();
    expect(screen.getByText('Running covered strategy simulation...')).toBeInTheDocument();
    expect(mocks.runCovered).toHaveBeenCalledWith({ ...form, ticker: 'QQQ' });
    finish(coveredResult());
    expect(await screen.findByRole('button', { name: 'Save Backtest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Backtest' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Net Premium Received' })).toHaveTextContent('$640.00');
    // The costs the run was made with (issue 14) and which quotes priced it (issue 20), above the results.
    expect(screen.getByRole('note', { name: 'Costs of this run' })).toHaveTextContent('Costs: $0.65 per contract · slippage 25% of the spread');
    expect(screen.getByRole('note', { name: 'Quote source' })).toHaveTextContent('Modeled quotes');
  });

  it('names the Bid/Ask Mid in the costs line of a run at the mid, from the form it ran with (audit 10, N6)', async () => {
    const base = defaultCoveredForm();
    store({ ...base, strategy: { ...base.strategy, price_source: 'mid', covered_call_config: defaultLegConfig('covered_call_config') } });
    mocks.runCovered.mockResolvedValue(coveredResult());
    render(<CoveredBacktestPage />);
    await run();
    expect(await screen.findByRole('note', { name: 'Costs of this run' }))
      .toHaveTextContent('Costs: $0.65 per contract · slippage 25% of the spread · price source Bid/Ask Mid (fills start from the bid/ask midpoint, not the last trade)');
  });

  it('shows the run error message in the banner', async () => {
    mocks.runCovered.mockRejectedValue(new Error('Covered backtest failed: No data for ticker ZZZ'));
    const base = defaultCoveredForm();
    store({ ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    render(<CoveredBacktestPage />);
    await run();
    expect(await screen.findByRole('alert')).toHaveTextContent('Covered backtest failed: No data for ticker ZZZ');
    mocks.runCovered.mockRejectedValue(new Error(''));
    await run();
    await waitFor(() => expect(banner()).toHaveTextContent('Failed to run backtest'));
  });

  it('a failed run clears the previous results; a run short of data says so above the results', async () => {
    mocks.runCovered.mockResolvedValue(coveredResult({ data_period: { start_date: '2024-01-02', end_date: '2024-06-28' } }));
    const base = defaultCoveredForm();
    store({ ...base, start_date: '2024-01-01', end_date: '2024-12-31', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    render(<CoveredBacktestPage />);
    await run();
    expect(await screen.findByRole('heading', { name: 'P&L Over Time' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Data period' })).toHaveTextContent(
      'This run covers 2024-01-02 → 2024-06-28 only: the data ends on 2024-06-28, before the requested end 2024-12-31.',
    );
    mocks.runCovered.mockRejectedValue(new Error('Covered backtest failed: No data for ticker ZZZ'));
    await run();
    expect(await screen.findByRole('alert')).toHaveTextContent('No data for ticker ZZZ');
    expect(screen.queryByRole('heading', { name: 'P&L Over Time' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No covered results yet' })).toBeInTheDocument();
  });

  it('is blocked by the paywall when nothing is left', async () => {
    mocks.guardRun.mockReturnValue(false);
    const base = defaultCoveredForm();
    store({ ...base, strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } });
    render(<CoveredBacktestPage />);
    await run();
    expect(mocks.guardRun).toHaveBeenCalled();
    expect(mocks.runCovered).not.toHaveBeenCalled();
  });

  it("runs a draft kept before the exchange fee existed with it on (the new default); the same form saved runs with it off, as it ran", async () => {
    const base = defaultCoveredForm();
    const { exchange_fees: _fee, ...draft } = { ...base, ticker: 'SPX', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    store(draft);
    mocks.runCovered.mockResolvedValue(coveredResult());
    const { unmount } = render(<CoveredBacktestPage />);
    await run();
    await waitFor(() => expect(mocks.runCovered.mock.calls.at(-1)?.[0]).toMatchObject({ exchange_fees: true }));
    expect(await screen.findByRole('note', { name: 'Costs of this run' })).not.toHaveTextContent('not charged');
    unmount();
    mocks.saved = { backtest_id: 'b7', name: 'Saved', description: '', strategy: draft, results: coveredResult(), tags: [], created_at: '2025-01-01T00:00:00Z' };
    render(<CoveredBacktestPage />);
    // The SPX result ran without the fee, and its costs line says so.
    expect(screen.getByRole('note', { name: 'Costs of this run' })).toHaveTextContent("Cboe's SPX exchange fee not charged ($0.44 a contract a fill left out)");
    await run();
    await waitFor(() => expect(mocks.runCovered).toHaveBeenCalledTimes(2));
    expect(mocks.runCovered.mock.calls.at(-1)?.[0]).toMatchObject({ exchange_fees: false });
  });

  it('persists every edit locally and reports it upward', async () => {
    const onFormChange = vi.fn();
    render(<CoveredBacktestPage onFormChange={onFormChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Wheel' }));
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.coveredForm) ?? '{}');
    expect(stored.strategy.wheel_enabled).toBe(true);
    expect(onFormChange).toHaveBeenLastCalledWith(stored);
  });

  it('restores form and results from a loaded saved backtest, and saves with the form and the raw result', async () => {
    const base = defaultCoveredForm();
    const strategy = { ...base, ticker: 'NVDA', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    const result = coveredResult();
    mocks.saved = { backtest_id: 'b1', name: 'Saved', description: '', strategy, results: result, tags: [], created_at: '2025-01-01T00:00:00Z' };
    mocks.save.mockResolvedValue({ answer: {} });
    render(<CoveredBacktestPage />);
    expect(screen.getByRole('combobox', { name: 'Ticker' })).toHaveValue('NVDA');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.coveredForm) ?? '{}').ticker).toBe('NVDA');
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), 'NVDA calls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.save).toHaveBeenCalledWith({ backtest_name: 'NVDA calls', description: '', strategy, results: result, tags: [] });
  });

  it("loads a saved run whose strategy leaves its costs out with the costs its result says it paid, and saves them (audit 23 F1)", async () => {
    // An API client's save by job: no cost fields, so the run paid the contract's defaults, which its result records.
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, exchange_fees: _e, ...base } = defaultCoveredForm();
    const strategy = { ...base, ticker: 'NVDA', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    const result = { ...coveredResult(), costs: { commission_per_contract: 0.65, commission_per_share: 0, slippage_pct_of_spread: 25, price_source: 'last' as const, exchange_fees: true } };
    mocks.saved = { backtest_id: 'b1', name: 'Saved', description: '', strategy, results: result, tags: [], created_at: '2025-01-01T00:00:00Z', results_origin: 'run' };
    mocks.save.mockResolvedValue({ answer: {} });
    render(<CoveredBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), 'NVDA again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.save).toHaveBeenCalledWith(expect.objectContaining({ from_backtest_id: 'b1', strategy: { ...strategy, commission_per_contract: 0.65, slippage_pct_of_spread: 25, exchange_fees: true } }));
  });

  it('saves a shown result with the form it ran with, not the form as edited since (audit 22)', async () => {
    const base = defaultCoveredForm();
    const strategy = { ...base, ticker: 'NVDA', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    const result = coveredResult();
    mocks.saved = { backtest_id: 'b1', name: 'Saved', description: '', strategy, results: result, tags: [], created_at: '2025-01-01T00:00:00Z' };
    mocks.save.mockResolvedValue({ answer: {} });
    render(<CoveredBacktestPage />);
    // Edited after the result was shown, not run: the result on screen is still the NVDA run's.
    fireEvent.change(screen.getByLabelText('Start Date', { exact: true }), { target: { value: '2015-03-02' } });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.coveredForm) ?? '{}').start_date).toBe('2015-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), 'NVDA calls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.save).toHaveBeenCalledWith({ backtest_name: 'NVDA calls', description: '', strategy, results: result, tags: [] });
  });

  it('a loaded sent copy says so over its results until a new run replaces them; a run copy and an answer without the field say nothing (audit 22 F4)', async () => {
    const base = defaultCoveredForm();
    const strategy = { ...base, ticker: 'NVDA', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    const loaded = { backtest_id: 'b1', name: 'Imported', description: '', strategy, results: coveredResult(), tags: [], created_at: '2025-01-01T00:00:00Z' };
    mocks.saved = { ...loaded, results_origin: 'sent' };
    mocks.runCovered.mockResolvedValue(coveredResult());
    const { unmount } = render(<CoveredBacktestPage />);
    expect(screen.getByText(SENT_RESULTS_NOTICE)).toHaveAttribute('role', 'note');
    // A new run's results are the backtester's own: the notice goes with the loaded ones.
    await run();
    await screen.findByRole('heading', { name: 'Performance' });
    expect(screen.queryByText(SENT_RESULTS_NOTICE)).toBeNull();
    unmount();
    for (const origin of ['run', undefined] as const) {
      mocks.saved = { ...loaded, ...(origin ? { results_origin: origin } : {}) };
      const { unmount: gone } = render(<CoveredBacktestPage />);
      expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
      expect(screen.queryByText(SENT_RESULTS_NOTICE)).toBeNull();
      gone();
    }
  });

  it("saves a loaded saved run again by naming it, so it stays the run's; a loaded sent copy is sent again (audit 22 F6)", async () => {
    const base = defaultCoveredForm();
    const strategy = { ...base, ticker: 'NVDA', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    const result = coveredResult();
    const saveAs = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
      const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    mocks.saved = { backtest_id: 'b-run', name: 'NVDA calls', description: '', strategy, results: result, tags: [], created_at: '2025-01-01T00:00:00Z', results_origin: 'run' };
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b-new', results_origin: 'run' } });
    const { unmount } = render(<CoveredBacktestPage />);
    await saveAs('NVDA calls, renamed');
    expect(mocks.save).toHaveBeenLastCalledWith({ backtest_name: 'NVDA calls, renamed', description: '', strategy, results: result, tags: [], from_backtest_id: 'b-run' });
    unmount();

    mocks.saved = { ...mocks.saved, backtest_id: 'b-sent', results_origin: 'sent' };
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b-new2', results_origin: 'sent' } });
    render(<CoveredBacktestPage />);
    await saveAs('Imported again');
    expect(mocks.save.mock.lastCall?.[0]).not.toHaveProperty('from_backtest_id');
    expect(mocks.save.mock.lastCall?.[0]).not.toHaveProperty('job_id');
    // Saved again from a sent copy, the new save is sent too: the notice stays over the results.
    expect(screen.getByText('Saved as “Imported again”')).toBeInTheDocument();
    expect(screen.getByText(SENT_RESULTS_NOTICE)).toHaveAttribute('role', 'note');
  });

  it('says why a save that named the loaded saved run ended as a sent copy, in the refusal\'s words; says nothing when the run was copied (audit 23 F2)', async () => {
    const base = defaultCoveredForm();
    const strategy = { ...base, ticker: 'SPY', strategy: { ...base.strategy, covered_call_config: defaultLegConfig('covered_call_config') } };
    const saveAs = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
      const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    mocks.saved = { backtest_id: 'b-run', name: 'SPY calls', description: '', strategy, results: coveredResult(), tags: [], created_at: '2025-01-01T00:00:00Z', results_origin: 'run' };
    // save-backtest.ts fell back on the server's 400 for the named saved run: the page's copy was stored as 'sent'.
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b-new', results_origin: 'sent' }, sentBecause: "the strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.3" });
    const { unmount } = render(<CoveredBacktestPage />);
    expect(screen.queryByText(/Saved as a sent copy/)).toBeNull();
    await saveAs('SPY again');
    expect(mocks.save.mock.lastCall?.[0]).toMatchObject({ from_backtest_id: 'b-run' });
    expect(screen.getByText('Saved as “SPY again”')).toBeInTheDocument();
    expect(screen.getByText("Saved as a sent copy, as the backtester's record could not be copied: the strategy sent is not this run's: its Covered Call Delta is 0.1, the run's 0.3."))
      .toHaveAttribute('role', 'status');
    unmount();

    // Copied ('run'): nothing new is said.
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b-copy', results_origin: 'run' } });
    render(<CoveredBacktestPage />);
    await saveAs('SPY copied');
    expect(screen.getByText('Saved as “SPY copied”')).toBeInTheDocument();
    expect(screen.queryByText(/Saved as a sent copy/)).toBeNull();
    expect(screen.queryByText(SENT_RESULTS_NOTICE)).toBeNull();
  });
});
