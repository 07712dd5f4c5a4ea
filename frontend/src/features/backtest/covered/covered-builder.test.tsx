import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoveredBuilder } from './covered-builder';
import { defaultCoveredForm, type CoveredForm } from './covered-form';

function Harness({ initial, onForm }: { initial?: CoveredForm; onForm?: (f: CoveredForm) => void }) {
  const [form, setForm] = useState(initial ?? defaultCoveredForm(new Date('2025-06-15T00:00:00Z')));
  return (
    <CoveredBuilder form={form} onChange={(f) => { setForm(f); onForm?.(f); }} onRun={vi.fn()} running={false} error={null} onDismissError={vi.fn()} />
  );
}

const lastForm = (spy: ReturnType<typeof vi.fn>): CoveredForm => spy.mock.calls.at(-1)?.[0] as CoveredForm;

describe('covered builder', { timeout: 20_000 }, () => {
  it('shows the call config for covered_call, the put config for cash-secured put, both with the wheel', async () => {
    render(<Harness />);
    expect(screen.getByRole('region', { name: 'Covered Call Config' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cash-Secured Put Config' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Type' }), 'Cash-Secured Put');
    expect(screen.getByRole('region', { name: 'Cash-Secured Put Config' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Covered Call Config' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Wheel' }));
    expect(screen.getByRole('region', { name: 'Covered Call Config' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cash-Secured Put Config' })).toBeInTheDocument();
  });

  it('creates the default config on entering the card and summarises it when collapsed', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    const card = screen.getByRole('region', { name: 'Covered Call Config' });
    expect(within(card).getByText('Not configured: open to configure')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Covered Call Config' }));
    expect(lastForm(onForm).strategy.covered_call_config?.DTE_target).toBe(30);
    expect(within(card).getByRole('spinbutton', { name: 'Covered Call DTE Target' })).toHaveValue(30);
    await userEvent.click(within(card).getByRole('button', { name: 'Covered Call Config' }));
    expect(within(card).getByText('30 DTE · Δ 0.30 · Roll off')).toBeInTheDocument();
  });

  it('resets the strike target to the type defaults and keeps put deltas negative', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Type' }), 'Cash-Secured Put');
    const card = screen.getByRole('region', { name: 'Cash-Secured Put Config' });
    const delta = within(card).getByRole('spinbutton', { name: 'Cash-Secured Put Delta' });
    expect(delta).toHaveValue(-0.3);
    await userEvent.clear(delta);
    await userEvent.type(delta, '0.2');
    expect(lastForm(onForm).strategy.cash_secured_put_config?.strike_target_condition).toMatchObject({ type: 'delta', delta: -0.2 });
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Cash-Secured Put Strike Target' }), '% OTM');
    expect(lastForm(onForm).strategy.cash_secured_put_config?.strike_target_condition)
      .toEqual({ type: 'percentage_otm', percentage_otm: 0.05, tolerance: null });
    await userEvent.type(within(card).getByRole('spinbutton', { name: 'Cash-Secured Put Tolerance' }), '0.01');
    expect(lastForm(onForm).strategy.cash_secured_put_config?.strike_target_condition).toMatchObject({ tolerance: 0.01 });
    await userEvent.clear(within(card).getByRole('spinbutton', { name: 'Cash-Secured Put Tolerance' }));
    expect(lastForm(onForm).strategy.cash_secured_put_config?.strike_target_condition).toMatchObject({ tolerance: null });
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Cash-Secured Put Strike Target' }), 'Delta');
    expect(lastForm(onForm).strategy.cash_secured_put_config?.strike_target_condition).toEqual({ type: 'delta', delta: -0.3, tolerance: null });
  });

  it('reveals the Roll Config card with Roll-on Conditions when Roll Contract is on', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    const card = screen.getByRole('region', { name: 'Covered Call Config' });
    await userEvent.click(within(card).getByRole('button', { name: 'Covered Call Config' }));
    expect(within(card).getByText(/No exit conditions added/)).toBeInTheDocument();
    expect(within(card).getByLabelText('0 exit conditions')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Covered Call exit condition' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('switch', { name: 'Covered Call Roll Contract' }));
    expect(lastForm(onForm).strategy.covered_call_config?.roll_config).toMatchObject({ DTE_offset: 0, max_rolls: null, roll_on_conditions: [] });
    const roll = within(card).getByRole('region', { name: 'Covered Call Roll Config' });
    expect(within(roll).getByText(/No roll-on conditions added/)).toBeInTheDocument();
    expect(within(roll).getByRole('spinbutton', { name: 'Covered Call Roll DTE Offset' })).toHaveAttribute('min', '-365');
    await userEvent.click(within(card).getByRole('switch', { name: 'Covered Call Roll Contract' }));
    expect(lastForm(onForm).strategy.covered_call_config?.roll_config).toBeNull();
    expect(within(card).queryByRole('region', { name: 'Covered Call Roll Config' })).not.toBeInTheDocument();
  });

  it('filters quick tickers, closes on Escape and 150 ms after blur', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Harness />);
      const input = screen.getByRole('combobox', { name: 'Ticker' });
      fireEvent.focus(input);
      // A field already holding SPY still offers every quick choice on focus.
      expect(within(screen.getByRole('listbox', { name: 'Quick tickers' })).getAllByRole('option')).toHaveLength(19);
      fireEvent.change(input, { target: { value: '' } });
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(19);
      fireEvent.change(input, { target: { value: 'am' } });
      expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['AMD', 'AMZN']);
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      fireEvent.focus(input);
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(149));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      fireEvent.focus(input);
      fireEvent.click(screen.getByRole('option', { name: 'AMZN' }));
      expect(input).toHaveValue('AMZN');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes starting shares in lots of 100, and has help for Starting Shares and Catch Stop Loss', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    const lots = screen.getByRole('spinbutton', { name: /Starting Shares/ });
    expect(lots).toHaveValue(1);
    await userEvent.clear(lots);
    await userEvent.type(lots, '3');
    expect(lastForm(onForm).shares_multiple).toBe(300);
    await userEvent.click(screen.getByRole('button', { name: 'Help: Catch Stop Loss' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Black-Scholes');
    await userEvent.click(screen.getByRole('button', { name: 'Help: Starting Shares' }));
    expect(screen.getAllByRole('tooltip').some((t) => t.textContent?.includes('lots of 100'))).toBe(true);
    // What a put start holds (cash, not shares), in the trader's words, not the request's ('The value sent is lots × 100').
    const help = screen.getAllByRole('tooltip').find((t) => t.textContent?.includes('lots of 100'));
    expect(help).toHaveTextContent('a Cash-Secured Put start holds their value in cash instead');
    expect(help).not.toHaveTextContent('sent');
  });

  it('says what Min Volume for Entry counts (the field named no unit): contracts of the option traded that day', async () => {
    render(<Harness onForm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help: Min Volume for Entry' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('In contracts: an option is picked only if at least this many of its contracts traded that day');
    expect(screen.getByRole('spinbutton', { name: 'Min Volume for Entry' })).toHaveValue(100);
  });

  it("says what Price Source and a leg's DTE Target do, in the help beside each", async () => {
    render(<Harness onForm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help: Price Source' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent("Last Trade: the option's last traded price that day; a last outside the bid/ask (a stale print) is read as the mid instead");
    expect(screen.getByRole('combobox', { name: 'Price Source' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Help: Price Source' }));
    const card = screen.getByRole('region', { name: 'Covered Call Config' });
    await userEvent.click(within(card).getByRole('button', { name: 'Covered Call Config' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Help: DTE Target (Covered Call)' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('The leg takes the listed expiration nearest this many days out');
  });

  it("says which sign a delta typed with the other one runs with: '-0.3' on the call runs 0.30, '0.3' on the put -0.30", async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    const card = screen.getByRole('region', { name: 'Covered Call Config' });
    await userEvent.click(within(card).getByRole('button', { name: 'Covered Call Config' }));
    const call = screen.getByRole('spinbutton', { name: 'Covered Call Delta' });
    expect(call).not.toHaveAccessibleDescription();
    await userEvent.clear(call);
    await userEvent.type(call, '-0.3');
    expect(lastForm(onForm).strategy.covered_call_config?.strike_target_condition).toMatchObject({ type: 'delta', delta: 0.3 });
    expect(call).toHaveAccessibleDescription("Runs as 0.30: a call's delta is positive");
    await userEvent.clear(call);
    await userEvent.type(call, '0.25');
    expect(call).not.toHaveAccessibleDescription();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Type' }), 'Cash-Secured Put');
    const putCard = screen.getByRole('region', { name: 'Cash-Secured Put Config' });
    if (!screen.queryByRole('spinbutton', { name: 'Cash-Secured Put Delta' })) await userEvent.click(within(putCard).getByRole('button', { name: 'Cash-Secured Put Config' }));
    const put = screen.getByRole('spinbutton', { name: 'Cash-Secured Put Delta' });
    await userEvent.clear(put);
    await userEvent.type(put, '0.3');
    expect(lastForm(onForm).strategy.cash_secured_put_config?.strike_target_condition).toMatchObject({ type: 'delta', delta: -0.3 });
    expect(put).toHaveAccessibleDescription("Runs as -0.30: a put's delta is negative");
  });

  it("says what a roll's DTE Offset does, in the help beside it", async () => {
    render(<Harness onForm={vi.fn()} />);
    const card = screen.getByRole('region', { name: 'Covered Call Config' });
    await userEvent.click(within(card).getByRole('button', { name: 'Covered Call Config' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Covered Call Roll Contract' }));
    await userEvent.click(screen.getByRole('button', { name: 'Help: DTE Offset (Covered Call Roll)' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent("Days added to the leg's DTE Target to choose the contract rolled into, counted from the roll day: with a 30 DTE leg, 0 rolls to the expiration nearest 30 days out");
    expect(screen.getByRole('spinbutton', { name: 'Covered Call Roll DTE Offset' })).toHaveValue(0);
  });

  it('keeps days of week sorted, and date pickers bounded by each other', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tue' }));
    expect(lastForm(onForm).strategy.days_of_week).toEqual([0, 2, 3, 4]);
    await userEvent.click(screen.getByRole('button', { name: 'Tue' }));
    expect(lastForm(onForm).strategy.days_of_week).toEqual([0, 1, 2, 3, 4]);
    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    expect(start).toHaveAttribute('min', '2010-01-01');
    expect(start).toHaveAttribute('max', '2025-06-14');
    expect(end).toHaveAttribute('min', '2024-06-14');
    expect(end).toHaveAttribute('max', '2025-12-31');
  });

  it('has realistic trading costs on by default, showing the values; off sets both to 0, on restores them', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Commission per Contract ($)' })).toHaveValue(0.65);
    expect(screen.getByRole('spinbutton', { name: 'Slippage (% of spread)' })).toHaveValue(25);
    await userEvent.click(screen.getByRole('switch', { name: 'Include Trading Costs' }));
    expect(lastForm(onForm)).toMatchObject({ commission_per_contract: 0, slippage_pct_of_spread: 0 });
    expect(screen.queryByRole('spinbutton', { name: 'Commission per Contract ($)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Include Trading Costs' }));
    expect(lastForm(onForm)).toMatchObject({ commission_per_contract: 0.65, slippage_pct_of_spread: 25 });
  });

  it("shows no SPX exchange fee switch on SPY (the fee never applies there) and keeps a saved 'on' as it was", async () => {
    const onForm = vi.fn();
    // A saved SPY request with the fee on (the engine charges SPY nothing): it loads, the switch is not offered.
    render(<Harness onForm={onForm} initial={{ ...defaultCoveredForm(new Date('2025-06-15T00:00:00Z')), ticker: 'SPY', exchange_fees: true }} />);
    expect(screen.getByRole('switch', { name: 'Include Trading Costs' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: "Add Cboe's SPX Exchange Fee" })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Commission per Contract ($)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Commission per Contract ($)' }), '1');
    expect(lastForm(onForm)).toMatchObject({ ticker: 'SPY', commission_per_contract: 1, exchange_fees: true });
  });

  it("has Cboe's SPX exchange fee on for a new SPX form, with its rate and source in the help; off and on again go in the request", async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} initial={{ ...defaultCoveredForm(new Date('2025-06-15T00:00:00Z')), ticker: 'SPX' }} />);
    const fee = screen.getByRole('switch', { name: "Add Cboe's SPX Exchange Fee" });
    expect(fee).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: "Help: Cboe's SPX Exchange Fee" }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('$0.44 a contract a fill to 2024-10-31; from 2024-11-01, $0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Fees Schedule, February 7, 2019');
    expect(screen.getByRole('tooltip')).toHaveTextContent('fee codes effective November 1, 2024');
    await userEvent.click(fee);
    expect(lastForm(onForm)).toMatchObject({ exchange_fees: false });
    await userEvent.click(screen.getByRole('switch', { name: "Add Cboe's SPX Exchange Fee" }));
    expect(lastForm(onForm)).toMatchObject({ exchange_fees: true });
    // Trading costs off: frictionless, the exchange fee too; on again restores it with the others.
    await userEvent.click(screen.getByRole('switch', { name: 'Include Trading Costs' }));
    expect(lastForm(onForm)).toMatchObject({ commission_per_contract: 0, exchange_fees: false });
    await userEvent.click(screen.getByRole('switch', { name: 'Include Trading Costs' }));
    expect(lastForm(onForm)).toMatchObject({ commission_per_contract: 0.65, exchange_fees: true });
  });

  it('has a per-share stock commission with help, bounds and a message in words (issue 14)', async () => {
    const onForm = vi.fn();
    render(<Harness onForm={onForm} />);
    const perShare = screen.getByRole('spinbutton', { name: /Commission per Share/ });
    expect(perShare).toHaveValue(0);
    expect(perShare).toHaveAttribute('min', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Help: Commission per Share' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('every stock trade the backtest makes');
    await userEvent.type(perShare, '{backspace}-0.01');
    expect(perShare).toHaveAccessibleDescription('Must be at least 0');
    await userEvent.clear(perShare);
    await userEvent.type(perShare, '0.005');
    expect(lastForm(onForm)).toMatchObject({ commission_per_share: 0.005 });
    await userEvent.click(screen.getByRole('switch', { name: 'Include Trading Costs' }));
    expect(lastForm(onForm)).toMatchObject({ commission_per_contract: 0, slippage_pct_of_spread: 0, commission_per_share: 0 });
  });
});
