import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberJobOf } from '../../../lib/api/result-job';
import { STORAGE_KEYS } from '../../../lib/storage';
import { standardResult } from '../test/fixtures';
import { mocks, resetMocks } from '../test/page-mocks';
import { withLayoutBox } from '../test/virtual-rect';
import { defaultSpreadsForm, newEntryFilter, newExitCondition, newLeg, storedSpreadsForm, type SpreadsForm } from './spreads-form';
import { SpreadsBacktestPage } from './spreads-page';
import { SENT_RESULTS_NOTICE } from '../../../../../shared/contracts/saved';
import { QUANTITY_NOTE } from './labels';
import { DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_SLIPPAGE_PCT_OF_SPREAD } from '../lib/shared';
import { contract, standardTrade } from '../test/fixtures';

vi.mock('../../../lib/api/run-backtest', () => ({ useRunBacktest: () => ({ mutateAsync: mocks.runSpreads }) }));
vi.mock('../../../lib/api/save-backtest', () => ({ useSaveBacktest: () => ({ mutateAsync: mocks.save }) }));
vi.mock('../../../lib/paywall/paywall-context', () => ({ usePaywall: () => ({ guardRun: mocks.guardRun, openPaywall: mocks.openPaywall }) }));
vi.mock('../../../lib/user-status/user-status-context', () => ({ useUserStatus: () => ({ status: mocks.userStatus }) }));
vi.mock('../../../lib/saved-handoff', () => ({ useSavedHandoff: () => mocks.saved }));

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
const store = (form: SpreadsForm) => window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(form));
const valid = (): SpreadsForm => ({ ...defaultSpreadsForm(), start_date: '2024-01-02', end_date: '2024-12-31' });
const openSettings = () => userEvent.click(screen.getByRole('button', { name: 'Strategy Settings' }));

// Whole-page UI tests drive big forms: allow for a busy CI machine.
describe('spreads page', { timeout: 20_000 }, () => {
  withLayoutBox();
  beforeEach(resetMocks);

  it('opens with Strategy Settings collapsed and summarised, and shows its four sections when expanded', async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    expect(screen.getByRole('heading', { name: 'Your Strategy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Strategy Settings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('TSLA · 2024-01-02 → 2024-12-31')).toBeInTheDocument();
    await openSettings();
    for (const section of ['Basic Information', 'Execution Settings', 'Position Management', 'Risk Management']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('spinbutton', { name: 'Starting Balance ($)' })).toHaveAttribute('min', '1000');
    // Min Volume says its unit in its help (contracts traded that day, every leg).
    await userEvent.click(screen.getByRole('button', { name: 'Help: Min Volume' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('On a spread every leg must meet it');
    // Price Source and a leg's DTE Target say what they do (fill-model.ts, selection/expiration.ts).
    await userEvent.click(screen.getByRole('button', { name: 'Help: Min Volume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Help: Price Source' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('On real (imported) quotes a fill is never better than the mid');
    expect(screen.getByRole('combobox', { name: 'Price Source' })).toHaveValue('last');
    await userEvent.click(screen.getByRole('button', { name: 'Help: Price Source' }));
    await userEvent.click(screen.getByRole('button', { name: 'Help: DTE Target (Leg 1)' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('in calendar days from the day the position opens');
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 DTE Target' })).toHaveValue(30);
    await userEvent.click(screen.getByRole('button', { name: 'Help: DTE Target (Leg 1)' }));
    expect(screen.getByRole('spinbutton', { name: 'Starting Balance ($)' })).toHaveAttribute('step', '1000');
    expect(screen.getByRole('spinbutton', { name: 'Max Open Positions' })).toHaveAttribute('min', '1');
    expect(screen.getByRole('spinbutton', { name: 'Max Margin per Position (%)' })).toHaveAttribute('max', '100');
    expect(screen.getByRole('spinbutton', { name: 'Max Margin per Portfolio (%)' })).toHaveValue(100);
  });

  it('runs the eight checks in order through the UI', async () => {
    const cases: Array<[Partial<SpreadsForm>, string]> = [
      [{ name: '' }, 'Strategy name is required'],
      [{ ticker: '' }, 'Ticker symbol is required'],
      [{ end_date: 'not a date' }, 'Please select a valid start and end date'],
      [{ start_date: '2025-01-01' }, 'Start date must be before end date'],
      [{ legs: [] }, 'Strategy must have at least one leg'],
      [{ legs: [newLeg(), { ...newLeg(), target_strike_condition: { type: 'strike_price', value: null } }] }, 'Leg 2 requires a target strike condition value'],
      [{ legs: [{ ...newLeg(), dte_target: 0 }] }, 'Leg 1 requires a valid DTE target (>0)'],
      [{ legs: [{ ...newLeg(), quantity: 0 }] }, 'Leg 1 requires a valid quantity (>0)'],
    ];
    for (const [patch, message] of cases) {
      store({ ...valid(), ...patch });
      const { unmount } = render(<SpreadsBacktestPage />);
      await run();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      unmount();
    }
    expect(mocks.runSpreads).not.toHaveBeenCalled();
  });

  it("says under an exit's Value what it measures: a % of the entry credit (or debit), the position's dollars, days held", async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Exit Condition' }));
    const value = screen.getByRole('spinbutton', { name: 'Exit 1 Value' });
    expect(value).toHaveAccessibleDescription('Closes a position once its P&L reaches this % of its entry credit (or debit): 50 = half the credit');
    // Under the exit's whole row, not in its Value column (six lines tall there beside the Type).
    const note = screen.getByText(/^Closes a position once its P&L reaches/);
    expect(note.closest('.bt-field')).toBeNull();
    expect(note.previousElementSibling).toContainElement(value);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Exit 1 Type' }), 'Stop Loss ($)');
    expect(value).toHaveAccessibleDescription('Closes a position once it has lost this many dollars, all its contracts together');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Exit 1 Type' }), 'Time Stop (days)');
    expect(value).toHaveAccessibleDescription('Closes a position once it has been held this many days');
  });

  it("says under a leg's Target Value, and a filter's Min and Max, the unit they are in: IV and % OTM as fractions", async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    const target = screen.getByRole('spinbutton', { name: 'Leg 1 Target Value' });
    expect(target).toHaveAccessibleDescription("Per share, from -1 to 1: 0.30 is a 30-delta call; a put's is negative (-0.30)");
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leg 1 Target Strike Type' }), 'Implied Volatility');
    expect(target).toHaveAccessibleDescription(/A fraction: 0\.25 is 25% implied volatility/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leg 1 Target Strike Type' }), '% OTM');
    expect(target).toHaveAccessibleDescription(/0\.05 is 5% out of the money/);
    // Under the row, as wide as it, not in the Target Value column.
    expect(screen.getByText(/0\.05 is 5% out of the money/).closest('.bt-field')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Filter to Leg 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Filter 1 Min' })).toHaveAccessibleDescription("Per share, from -1 to 1: 0.30 is a 30-delta call; a put's is negative (-0.30)");
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leg 1 Filter 1 Type' }), 'Option Price');
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Filter 1 Max' })).toHaveAccessibleDescription('Dollars per share: 2.50 is $250 a contract');
    // A child leg's offset says what it is offset from.
    await userEvent.click(screen.getByRole('button', { name: 'Add Child Leg to Leg 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 Strike Offset ($)' })).toHaveAccessibleDescription(/^From the parent leg's strike: -5 targets the strike \$5 below it/);
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 Offset Tolerance ($)' })).toHaveAccessibleDescription(/within the Offset Tolerance; otherwise the position does not open that day$/);
  });

  it("says 'Required' under a leg's Target Value left blank, and Run refuses in the spec's words", async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    const target = screen.getByRole('spinbutton', { name: 'Leg 1 Target Value' });
    expect(target).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(target);
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription(/^Required /);
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Leg 1 requires a target strike condition value');
    expect(mocks.runSpreads).not.toHaveBeenCalled();
    await userEvent.type(target, '0.25');
    expect(target).not.toHaveAttribute('aria-invalid');
  });

  it('says under a leg\'s Quantity that it is contracts per unit, and what sizes the units, naming the settings fields', async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    const quantity = screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' });
    expect(quantity).toHaveAccessibleDescription(QUANTITY_NOTE);
    expect(QUANTITY_NOTE).toMatch(/^Contracts per unit/);
    // Under the leg's whole row, not inside the Quantity field (a narrow column of five to eight lines beside an empty one).
    const note = screen.getAllByText(QUANTITY_NOTE)[0];
    expect(note?.closest('.bt-field')).toBeNull();
    expect(note?.previousElementSibling).toHaveClass('bt-row');
    expect(note?.previousElementSibling).toContainElement(quantity);
    await openSettings();
    for (const field of ['Max Margin per Position (%)', 'Max Units per Position', 'Limit Units per Position']) expect(QUANTITY_NOTE).toContain(field);
    expect(screen.getByRole('spinbutton', { name: 'Max Margin per Position (%)' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Limit Units per Position' })).toBeInTheDocument();
  });

  it('says on the results the units each position was sized to, from the trades\' contracts and the legs\' quantities that ran', async () => {
    const legs = (n: number) => [
      { contract: contract({ id: 'A', strike: 480, call_or_put: 'call' }), side: 'long' as const, quantity: 2 * n },
      { contract: contract({ id: 'B', strike: 500, call_or_put: 'call' }), side: 'short' as const, quantity: 2 * n },
    ];
    mocks.runSpreads.mockResolvedValue(standardResult({ trades: [standardTrade({ entry_contracts: legs(19) }), standardTrade({ entry_contracts: legs(17) })], total_trades: 2 }));
    const form = valid();
    // Two legs of 2 contracts a unit, as the trades hold them (the units are read leg by leg).
    const [first] = form.legs;
    if (!first) throw new Error('the default form has a leg');
    store({ ...form, legs: [{ ...first, quantity: 2 }, { ...first, uid: `${first.uid}-2`, quantity: 2 }] });
    render(<SpreadsBacktestPage />);
    await run();
    // 38 and 34 contracts a leg at 2 contracts per unit: 19 and 17 units, not 38 and 34.
    expect(await screen.findByText('Sized 17–19 units per position (contracts per leg = quantity × units)')).toBeInTheDocument();
  });

  it('names the Bid/Ask Mid in the costs line of a run at the mid, from the form it ran with (audit 10, N6)', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store({ ...valid(), price_source: 'mid' });
    render(<SpreadsBacktestPage />);
    await run();
    expect(await screen.findByRole('note', { name: 'Costs of this run' }))
      .toHaveTextContent('Costs: $0.65 per contract · slippage 25% of the spread · price source Bid/Ask Mid (fills start from the bid/ask midpoint, not the last trade)');
  });

  it('keeps a typed quantity of 0 or -2 and blocks the run with the spec message; balance 0 is named in words', async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    const quantity = screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' });
    for (const typed of ['0', '-2']) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed);
      await userEvent.tab();
      expect(quantity).toHaveValue(Number(typed));
      expect(quantity).toHaveAccessibleDescription(`Must be at least 1 ${QUANTITY_NOTE}`);
      await run();
      expect(screen.getByRole('alert')).toHaveTextContent('Leg 1 requires a valid quantity (>0)');
    }
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await openSettings();
    const balance = screen.getByRole('spinbutton', { name: 'Starting Balance ($)' });
    await userEvent.clear(balance);
    await userEvent.type(balance, '0');
    await userEvent.tab();
    expect(balance).toHaveValue(0);
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Starting Balance must be at least $1,000');
    // Blanked after an out-of-range value: the screen shows nothing, so the run says it is required.
    await userEvent.clear(balance);
    await userEvent.tab();
    expect(balance).toHaveValue(null);
    expect(balance).toHaveAccessibleDescription('Required');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Starting Balance ($) is required');
    expect(mocks.runSpreads).not.toHaveBeenCalled();
  });

  it('keeps a blanked field blank across folding and reopening its card; the folded card says so and the run stays blocked', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store(valid());
    render(<SpreadsBacktestPage />);
    await openSettings();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Starting Balance ($)' }));
    await userEvent.tab();
    await openSettings();
    expect(screen.queryByRole('spinbutton', { name: 'Starting Balance ($)' })).toBeNull();
    const settings = screen.getByRole('region', { name: 'Strategy Settings' });
    expect(within(settings).getByText('Left blank, so Run is blocked: Starting Balance ($)')).toBeInTheDocument();
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Starting Balance ($) is required');
    await openSettings();
    const balance = screen.getByRole('spinbutton', { name: 'Starting Balance ($)' });
    expect(balance).toHaveValue(null);
    expect(balance).toHaveAccessibleDescription('Required');
    await userEvent.type(balance, '50000');

    // A leg folds with a child leg folded inside it; each blank comes back where it was.
    await userEvent.click(screen.getByRole('button', { name: 'Add Child Leg to Leg 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1' }));
    expect(screen.getByRole('region', { name: 'Leg 1' })).toHaveTextContent('Left blank, so Run is blocked: Leg 1 Child 1 DTE Target, Leg 1 Quantity');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Leg 1 Child 1 DTE Target is required');
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' })).toHaveValue(null);
    expect(screen.getByRole('region', { name: 'Leg 1 Child 1' })).toHaveTextContent('Left blank, so Run is blocked: Leg 1 Child 1 DTE Target');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' })).toHaveValue(null);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' }), '20');
    expect(mocks.runSpreads).not.toHaveBeenCalled();
    await run();
    await waitFor(() => expect(mocks.runSpreads).toHaveBeenCalledTimes(1));
    const sent = mocks.runSpreads.mock.calls[0]?.[0];
    expect(sent.balance).toBe(50_000);
    expect(sent.strategy.legs[0]).toMatchObject({ quantity: 3, children: [expect.objectContaining({ dte_target: 20 })] });
  });

  it('drops a folded blank with its card: a removed child leg no longer blocks the run, nor comes back in a new one', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store(valid());
    render(<SpreadsBacktestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Child Leg to Leg 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Leg 1 Child 1 DTE Target is required');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Leg 1 Child 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Child Leg to Leg 1' }));
    expect(screen.getByRole('region', { name: 'Leg 1 Child 1' })).not.toHaveTextContent('Left blank');
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' })).not.toHaveValue(null);
    await run();
    await waitFor(() => expect(mocks.runSpreads).toHaveBeenCalledTimes(1));
  });

  it('keeps a blank with its leg when a leg before it is removed, open or folded, and names it by its new label', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store({ ...valid(), legs: [newLeg(), { ...newLeg(), quantity: 2 }, { ...newLeg(), quantity: 3 }] });
    render(<SpreadsBacktestPage />);
    // Leg 2's quantity is blanked on an open card, Leg 3's on a card then folded.
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 2 Quantity' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 3 Quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Leg 1' }));
    // The former Leg 2, now Leg 1, is still open and still blank; the former Leg 3 is folded and says so.
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' })).toHaveAccessibleDescription(`Required ${QUANTITY_NOTE}`);
    expect(screen.getByRole('region', { name: 'Leg 2' })).toHaveTextContent('Left blank, so Run is blocked: Leg 2 Quantity');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Leg 1 Quantity is required');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' }), '5');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Leg 2 Quantity is required');
    // A removed leg's blank never moves to the leg that takes its place.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Leg 1' }));
    expect(screen.getByRole('region', { name: 'Leg 1' })).toHaveTextContent('Left blank, so Run is blocked: Leg 1 Quantity');
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' })).toHaveValue(null);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' }), '4');
    expect(mocks.runSpreads).not.toHaveBeenCalled();
    await run();
    await waitFor(() => expect(mocks.runSpreads).toHaveBeenCalledTimes(1));
    const sent = mocks.runSpreads.mock.calls[0]?.[0];
    expect(sent.strategy.legs).toHaveLength(1);
    expect(sent.strategy.legs[0]).toMatchObject({ quantity: 4 });
    // The legs' client-side ids key the cards only: neither the request nor the stored form holds them.
    expect(JSON.stringify(sent)).not.toContain('uid');
    expect(window.localStorage.getItem(STORAGE_KEYS.spreadsStrategy)).not.toContain('uid');
  });

  it('keeps a blank with its child leg when a child leg before it is removed, open or folded', async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Add Child Leg to Leg 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 2' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 1 Child 2 DTE Target' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 3' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 1 Child 3 Quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Leg 1 Child 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' })).toHaveValue(null);
    expect(screen.getByRole('region', { name: 'Leg 1 Child 2' })).toHaveTextContent('Left blank, so Run is blocked: Leg 1 Child 2 Quantity');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' }), '20');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Leg 1 Child 2 Quantity is required');
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1 Child 2' }));
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 2 Quantity' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 DTE Target' })).toHaveValue(20);
  });

  it('keeps an exit row\'s typed text and blank with the row when an exit before it is removed, after a fold too', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store({ ...valid(), global_exit_conditions: [
      { ...newExitCondition(), value: 50 }, { ...newExitCondition(), type: 'percentage_loss', value: 2.5 }, { ...newExitCondition(), type: 'time_stop', value: 5 },
    ] });
    render(<SpreadsBacktestPage />);
    const exitValue = (n: number) => screen.getByRole('spinbutton', { name: `Exit ${n} Value` });
    await userEvent.clear(exitValue(2));
    await userEvent.type(exitValue(2), '2.50');
    await userEvent.clear(exitValue(3));
    // Folded and reopened, the blank comes back (kept under the row's identity).
    await userEvent.click(screen.getByRole('button', { name: /^Exit Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Exit Conditions/ }));
    expect(exitValue(3)).toHaveValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Exit 1' }));
    // Each row keeps what was typed in it: the text never passes to the row now at its position.
    expect(exitValue(1)).toHaveDisplayValue('2.50');
    expect(exitValue(2)).toHaveDisplayValue('');
    expect(exitValue(2)).toHaveAccessibleDescription(/^Required\b/);
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Exit 2 Value is required');
    expect(mocks.runSpreads).not.toHaveBeenCalled();
    await userEvent.type(exitValue(2), '7');
    await run();
    await waitFor(() => expect(mocks.runSpreads).toHaveBeenCalledTimes(1));
    const sent = mocks.runSpreads.mock.calls[0]?.[0];
    expect(sent.strategy.global_exit_conditions).toEqual([{ type: 'percentage_loss', value: 2.5 }, { type: 'time_stop', value: 7 }]);
    // The rows' client-side ids key the rows only: neither the request nor the stored form holds them.
    expect(JSON.stringify(sent)).not.toContain('uid');
    expect(window.localStorage.getItem(STORAGE_KEYS.spreadsStrategy)).not.toContain('uid');
  });

  it('keeps an entry filter row\'s typed text with the row when a filter before it is removed, after its leg folds too', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store({ ...valid(), legs: [{ ...newLeg(), entry_conditions: [
      { ...newEntryFilter(), min_value: 0.1 }, { ...newEntryFilter(), min_value: 2.5 }, { ...newEntryFilter(), type: 'open_interest', max_value: 45 },
    ] }] });
    render(<SpreadsBacktestPage />);
    const filter = (n: number, bound: 'Min' | 'Max') => screen.getByRole('spinbutton', { name: `Leg 1 Filter ${n} ${bound}` });
    await userEvent.clear(filter(2, 'Min'));
    await userEvent.type(filter(2, 'Min'), '2.50');
    await userEvent.clear(filter(3, 'Max'));
    await userEvent.type(filter(3, 'Max'), '45.0');
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leg 1' }));
    expect(filter(2, 'Min')).toHaveDisplayValue('2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Leg 1 Filter 1' }));
    expect(filter(1, 'Min')).toHaveDisplayValue('2.50');
    expect(filter(2, 'Min')).toHaveDisplayValue('');
    expect(filter(2, 'Max')).toHaveDisplayValue('45.0');
    await run();
    await waitFor(() => expect(mocks.runSpreads).toHaveBeenCalledTimes(1));
    const sent = mocks.runSpreads.mock.calls[0]?.[0];
    expect(sent.strategy.legs[0].entry_conditions).toEqual([
      { type: 'delta', min_value: 2.5, max_value: null }, { type: 'open_interest', min_value: null, max_value: 45 }]);
    expect(JSON.stringify(sent)).not.toContain('uid');
    expect(window.localStorage.getItem(STORAGE_KEYS.spreadsStrategy)).not.toContain('uid');
  });

  it('refuses typed dates outside the data with a message at the field and on Run', async () => {
    store({ ...valid(), start_date: '2005-01-03', end_date: '2027-06-30' });
    render(<SpreadsBacktestPage />);
    await openSettings();
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start Date must be on or after 2010-01-01, the first day of data');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End Date must be on or before 2025-12-31, the last day of data');
    await run();
    expect(screen.getByRole('alert')).toHaveTextContent('Start Date must be on or after 2010-01-01');
    expect(mocks.runSpreads).not.toHaveBeenCalled();
  });

  it('sends the standard request and shows the results', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store(valid());
    render(<SpreadsBacktestPage />);
    await run();
    expect(await screen.findByRole('button', { name: 'Save Backtest' })).toBeInTheDocument();
    const request = mocks.runSpreads.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      balance: 100_000, ticker: 'TSLA', min_volume: 100, start_date: '2024-01-02', end_date: '2024-12-31',
      // A new form: realistic retail costs (issue 14 item 6).
      commission_per_contract: 0.65, slippage_pct_of_spread: 25, commission_per_share: 0,
    });
    const { uid: _uid, ...leg } = newLeg();
    expect(request.strategy).toMatchObject({ name: 'My Strategy', legs: [leg] });
    expect(request.strategy).not.toHaveProperty('commission_per_contract');
    expect(request.strategy).not.toHaveProperty('commission_per_share');
    // The request keeps the form's name; the trade's title is what the legs make, not the default
    // name every spreads run would read alike.
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(/^Long Call 2024-01-02/);
    expect(screen.getAllByRole('article')[0]).not.toHaveTextContent('My Strategy');
  });

  it('picks a preset (replacing legs), Custom clears, Add Leg appends; legs expand on their own', async () => {
    store(valid());
    render(<SpreadsBacktestPage />);
    const legs = screen.getByRole('region', { name: 'Legs' });
    await within(legs).findByRole('option', { name: 'Iron Condor' });
    await userEvent.selectOptions(within(legs).getByRole('combobox', { name: 'Preset' }), 'Iron Condor');
    const condorLegs = within(legs).getAllByRole('button', { name: /^Leg \d+$/ });
    expect(condorLegs.length).toBeGreaterThan(1);
    await userEvent.click(condorLegs[0]!);
    expect(condorLegs[0]).toHaveAttribute('aria-expanded', 'false');
    expect(condorLegs[1]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(within(legs).getByRole('combobox', { name: 'Preset' }), 'Custom');
    expect(within(legs).queryAllByRole('button', { name: /^Leg \d+$/ })).toHaveLength(0);
    expect(within(legs).getByText('No legs yet: pick a preset or add a leg.')).toBeInTheDocument();
    await userEvent.click(within(legs).getByRole('button', { name: 'Add Leg' }));
    expect(within(legs).getAllByRole('button', { name: /^Leg \d+$/ })).toHaveLength(1);
  });

  it('shows the preset the stored legs are after a reload; an edit keeps it shown, so Custom still clears the legs', async () => {
    const { presetLegs } = await import('../../../../../shared/domain/presets');
    const { applyPreset } = await import('./spreads-form');
    window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(storedSpreadsForm(applyPreset(valid(), presetLegs('Iron Condor')))));
    render(<SpreadsBacktestPage />);
    const legs = screen.getByRole('region', { name: 'Legs' });
    await within(legs).findByRole('option', { name: 'Iron Condor' });
    const preset = within(legs).getByRole('combobox', { name: 'Preset' });
    expect(preset).toHaveValue('Iron Condor');
    const before = within(legs).getAllByRole('button', { name: /^Leg \d+$/ }).length;
    await userEvent.click(within(legs).getByRole('button', { name: 'Add Leg' }));
    expect(within(legs).getAllByRole('button', { name: /^Leg \d+$/ })).toHaveLength(before + 1);
    // The edited legs still read their preset (before: 'Custom', and choosing it changed nothing).
    expect(preset).toHaveValue('Iron Condor');
    await userEvent.selectOptions(preset, 'Custom');
    expect(within(legs).queryAllByRole('button', { name: /^Leg \d+$/ })).toHaveLength(0);
    expect(preset).toHaveValue('Custom');
  });

  it('flips the delta with the option type, and child legs and filters edit on their own', async () => {
    const onStrategyChange = vi.fn();
    store(valid());
    render(<SpreadsBacktestPage onStrategyChange={onStrategyChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leg 1 Option Type' }), 'Put');
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Target Value' })).toHaveValue(-0.3);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Leg 1 Target Value' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Leg 1 Target Value' }), '0.4');
    expect(onStrategyChange.mock.calls.at(-1)?.[0].legs[0].target_strike_condition.value).toBe(-0.4);
    await userEvent.click(screen.getByRole('button', { name: 'Add Child Leg to Leg 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Filter to Leg 1' }));
    const last = onStrategyChange.mock.calls.at(-1)?.[0] as SpreadsForm;
    expect(last.legs[0]?.children).toHaveLength(1);
    expect(last.legs[0]?.entry_conditions).toEqual([{ type: 'delta', min_value: null, max_value: null, uid: expect.any(String) }]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.spreadsStrategy) ?? '{}')).toEqual(storedSpreadsForm(last));
    const child = screen.getByRole('button', { name: 'Leg 1 Child 1' });
    expect(child).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(child);
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 Child 1 Strike Offset ($)' })).toHaveValue(0);
  });

  it("shows Cboe's SPX exchange fee in Execution Settings on an SPX form, on for a new form, and sends it with the run (off when turned off); not on TSLA", async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store(valid());
    const tsla = render(<SpreadsBacktestPage />);
    await openSettings();
    // TSLA (the default ticker) has no exchange fee: no switch for it.
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: "Add Cboe's SPX Exchange Fee" })).not.toBeInTheDocument();
    tsla.unmount();
    store({ ...valid(), ticker: 'SPX' });
    render(<SpreadsBacktestPage />);
    await openSettings();
    const fee = screen.getByRole('switch', { name: "Add Cboe's SPX Exchange Fee" });
    // In the Execution Settings section: after its heading, before Position Management's.
    const execution = screen.getByRole('heading', { name: 'Execution Settings' });
    const position = screen.getByRole('heading', { name: 'Position Management' });
    expect(execution.compareDocumentPosition(fee) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fee.compareDocumentPosition(position) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fee).toBeChecked();
    await run();
    await screen.findByRole('button', { name: 'Save Backtest' });
    expect(mocks.runSpreads.mock.calls.at(-1)?.[0]).toMatchObject({ exchange_fees: true });
    await userEvent.click(screen.getByRole('switch', { name: "Add Cboe's SPX Exchange Fee" }));
    await run();
    await waitFor(() => expect(mocks.runSpreads.mock.calls.at(-1)?.[0]).toMatchObject({ exchange_fees: false }));
  });

  it("a draft kept before the exchange fee existed loads with it on (the new default); the same form saved loads with it off", async () => {
    const { exchange_fees: _fee, ...draft } = { ...valid(), ticker: 'SPX' };
    window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(draft));
    const { unmount } = render(<SpreadsBacktestPage />);
    await openSettings();
    expect(screen.getByRole('switch', { name: "Add Cboe's SPX Exchange Fee" })).toBeChecked();
    unmount();
    // A draft with its trading costs switched off stays frictionless.
    window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify({ ...draft, commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0 }));
    const frictionless = render(<SpreadsBacktestPage />);
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).not.toBeChecked();
    frictionless.unmount();
    // Saved (with its costs, before the field): it ran without the fee and loads without it.
    mocks.saved = { backtest_id: 'b9', name: 'S', description: '', tags: [], created_at: '2025-01-01T00:00:00Z', strategy: draft, results: standardResult() };
    render(<SpreadsBacktestPage />);
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).toBeChecked();
    expect(screen.getByRole('switch', { name: "Add Cboe's SPX Exchange Fee" })).not.toBeChecked();
  });

  it('a draft without any cost field (a strategy as the spec stores it) runs with the product\'s costs, not frictionless', async () => {
    const { commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, exchange_fees: _f, ...draft } = valid();
    window.localStorage.setItem(STORAGE_KEYS.spreadsStrategy, JSON.stringify(draft));
    mocks.runSpreads.mockResolvedValue(standardResult());
    render(<SpreadsBacktestPage />);
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).toBeChecked();
    await run();
    await waitFor(() => expect(mocks.runSpreads.mock.calls.at(-1)?.[0]).toMatchObject({
      commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT, slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD, exchange_fees: true,
    }));
  });

  it('announces a run once: the run announcer is the only status while the loading panel shows', async () => {
    mocks.runSpreads.mockReturnValue(new Promise(() => {}));
    store(valid());
    render(<SpreadsBacktestPage />);
    await run();
    const loading = await screen.findByRole('region', { name: 'Loading results' });
    expect(loading).toHaveTextContent('Running backtest simulation...');
    // Neither the loading panel nor anything in it is a second status saying the run.
    expect(screen.queryByRole('status', { name: 'Loading results' })).not.toBeInTheDocument();
    expect(within(loading).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').filter((status) => /backtest|running/i.test(status.textContent ?? ''))).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Backtest progress' })).toHaveTextContent('Backtest running.');
  });

  it('has an optional re-entry cooldown (default 0) that says why it exists, sent with the strategy', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    store(valid());
    render(<SpreadsBacktestPage />);
    await openSettings();
    const cooldown = screen.getByRole('spinbutton', { name: /Re-entry Cooldown/ });
    expect(cooldown).toHaveValue(0);
    await userEvent.click(screen.getByRole('button', { name: 'Help: Re-entry Cooldown' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('exit and re-enter day after day');
    await userEvent.clear(cooldown);
    await userEvent.type(cooldown, '5');
    await run();
    await screen.findByRole('button', { name: 'Save Backtest' });
    expect(mocks.runSpreads.mock.calls[0]?.[0].strategy.reentry_cooldown_days).toBe(5);
  });

  it('toggles the units limit and adds exit conditions', async () => {
    const onStrategyChange = vi.fn();
    store(valid());
    render(<SpreadsBacktestPage onStrategyChange={onStrategyChange} />);
    await openSettings();
    const toggle = screen.getByRole('switch', { name: 'Limit Units per Position' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(screen.getByRole('spinbutton', { name: 'Max Units per Position' })).toHaveValue(1);
    await userEvent.click(toggle);
    expect(onStrategyChange.mock.calls.at(-1)?.[0].max_units_per_position).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Exit Condition' }));
    expect(screen.getByRole('combobox', { name: 'Exit 1 Type' })).toHaveValue('percentage_profit');
    expect(screen.getByRole('spinbutton', { name: 'Exit 1 Value' })).toHaveValue(10);
  });

  it('loads a saved strategy with the load defaults and dates from data_period', async () => {
    mocks.saved = {
      backtest_id: 'b2', name: 'S', description: '', tags: [], created_at: '2025-01-01T00:00:00Z',
      strategy: { legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }] },
      results: standardResult(),
    };
    render(<SpreadsBacktestPage />);
    expect(screen.getByText('SPY · 2024-01-02 → 2024-01-20')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Leg 1 DTE Target' })).toHaveValue(45);
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    // Saved before costs existed: it ran frictionless and loads with the cost section off.
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).not.toBeChecked();
  });

  it("a loaded sent copy says so over its results and is sent again when saved; a loaded run copy says nothing and is saved by naming it (audit 22 F4, F6)", async () => {
    const loaded = {
      backtest_id: 'b-spread', name: 'S', description: '', tags: [], created_at: '2025-01-01T00:00:00Z',
      strategy: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-20', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }] },
      results: standardResult(),
    };
    mocks.save.mockResolvedValue({ answer: {} });
    const saveAs = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Save Backtest' }));
      const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return mocks.save.mock.lastCall?.[0] as Record<string, unknown>;
    };
    mocks.saved = { ...loaded, results_origin: 'sent' };
    const { unmount } = render(<SpreadsBacktestPage />);
    expect(screen.getByText(SENT_RESULTS_NOTICE)).toHaveAttribute('role', 'note');
    expect(await saveAs('sent again')).not.toHaveProperty('from_backtest_id');
    unmount();
    mocks.saved = { ...loaded, results_origin: 'run' };
    render(<SpreadsBacktestPage />);
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    expect(screen.queryByText(SENT_RESULTS_NOTICE)).toBeNull();
    expect(await saveAs('run again')).toMatchObject({ backtest_name: 'run again', from_backtest_id: 'b-spread' });
  });

  it("says why a save that named the run's job ended as a sent copy (the job expired), and says nothing when the job was copied (audit 23 F2)", async () => {
    mocks.runSpreads.mockImplementation(async () => rememberJobOf(standardResult(), 'job-old'));
    store(valid());
    render(<SpreadsBacktestPage />);
    await run();
    const saveAs = async (name: string) => {
      await userEvent.click(await screen.findByRole('button', { name: 'Save Backtest' }));
      const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    const expired = "Saved as a sent copy, as the backtester's record could not be copied: the run's stored result has expired (runs are kept 30 days).";
    // save-backtest.ts fell back: the job was gone, the page's copy was sent and stored as 'sent'.
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b-late', results_origin: 'sent' }, sentBecause: "the run's stored result has expired (runs are kept 30 days)" });
    await saveAs('late');
    expect(mocks.save.mock.lastCall?.[0]).toMatchObject({ job_id: 'job-old' });
    expect(screen.getByText('Saved as “late”')).toBeInTheDocument();
    expect(screen.getByText(expired)).toHaveAttribute('role', 'status');
    expect(screen.getByText(SENT_RESULTS_NOTICE)).toHaveAttribute('role', 'note');
    // Saved again, copied from the job ('run'): nothing fell back, the sentence and the notice go.
    mocks.save.mockResolvedValue({ answer: { backtest_id: 'b-copied', results_origin: 'run' } });
    await saveAs('copied');
    expect(screen.getByText('Saved as “copied”')).toBeInTheDocument();
    expect(screen.queryByText(/Saved as a sent copy/)).toBeNull();
    expect(screen.queryByText(SENT_RESULTS_NOTICE)).toBeNull();
  });

  it('a saved strategy without costs whose result applied some loads them: the run was not frictionless', async () => {
    mocks.saved = {
      backtest_id: 'b4', name: 'S', description: '', tags: [], created_at: '2025-01-01T00:00:00Z',
      strategy: { ticker: 'SPY', strategy: { name: 'API put', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 45, target_strike_condition: { type: 'delta', value: -0.2 } }] } },
      results: { ...standardResult(), costs: { commission_per_contract: 0.65, commission_per_share: 0, slippage_pct_of_spread: 25, price_source: 'last' } },
    };
    render(<SpreadsBacktestPage />);
    await openSettings();
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Commission per Contract ($)' })).toHaveValue(0.65);
  });

  it('saves the costs with the strategy and gets them back on load, so the numbers never change (issue 14 item 6)', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    mocks.save.mockResolvedValue({ answer: {} });
    store({ ...valid(), commission_per_contract: 1.25, slippage_pct_of_spread: 10, commission_per_share: 0.005 });
    const { unmount } = render(<SpreadsBacktestPage />);
    await run();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Backtest' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), 'costly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.save).toHaveBeenCalled());
    const saved = mocks.save.mock.calls[0]?.[0];
    expect(saved.strategy).toMatchObject({ commission_per_contract: 1.25, slippage_pct_of_spread: 10, commission_per_share: 0.005 });
    unmount();
    window.localStorage.clear();
    mocks.saved = { backtest_id: 'b3', name: 'costly', description: '', tags: [], created_at: '2025-01-01T00:00:00Z', strategy: saved.strategy, results: saved.results };
    render(<SpreadsBacktestPage />);
    await run();
    expect(mocks.runSpreads.mock.calls.at(-1)?.[0]).toMatchObject({ commission_per_contract: 1.25, slippage_pct_of_spread: 10, commission_per_share: 0.005 });
  });

  it('saves a shown result with the form it ran with, not the form as edited since (audit 22)', async () => {
    mocks.runSpreads.mockResolvedValue(standardResult());
    mocks.save.mockResolvedValue({ answer: {} });
    store(valid());
    render(<SpreadsBacktestPage />);
    await run();
    const ranBalance = mocks.runSpreads.mock.calls.at(-1)?.[0].balance as number;
    // Edited after the run, not run again: the result on screen is still the first run's.
    await openSettings();
    const balance = screen.getByRole('spinbutton', { name: 'Starting Balance ($)' });
    await userEvent.clear(balance);
    await userEvent.type(balance, '250000');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Backtest' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Backtest' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Backtest Name *' }), 'as ran');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.save).toHaveBeenCalled());
    expect(ranBalance).not.toBe(250000);
    expect(mocks.save.mock.calls[0]?.[0].strategy.starting_balance).toBe(ranBalance);
  });
});
