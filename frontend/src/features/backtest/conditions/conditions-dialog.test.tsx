import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CoveredExitCondition } from '../lib/shared';
import { ConditionSection } from './condition-section';
import { ConditionsDialog } from './conditions-dialog';

describe('conditions dialog', () => {
  it('is titled by its use', () => {
    const { unmount } = render(<ConditionsDialog kind="exit" onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Exit Conditions' })).toBeInTheDocument();
    unmount();
    render(<ConditionsDialog kind="roll" onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Roll-on Conditions' })).toBeInTheDocument();
  });

  it('filters the list and says when nothing matches', async () => {
    render(<ConditionsDialog kind="exit" onAdd={vi.fn()} onClose={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Condition types' });
    expect(within(list).getAllByRole('button')).toHaveLength(7);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conditions' }), 'dte');
    expect(within(screen.getByRole('list', { name: 'Condition types' })).getAllByRole('button').map((b) => b.firstChild?.textContent))
      .toEqual(['DTE Stop']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No matching conditions')).toBeInTheDocument();
  });

  it('moves to configure on a choice, Back returns, Add Condition appends and resets the search', async () => {
    const onAdd = vi.fn();
    render(<ConditionsDialog kind="exit" onAdd={onAdd} onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('searchbox'), 'time');
    await userEvent.click(screen.getByRole('button', { name: /Time Stop/ }));
    const days = screen.getByRole('spinbutton', { name: 'Max Days in Trade' });
    expect(days).toHaveValue(10);
    expect(days).toHaveAttribute('min', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox')).toHaveValue('time');
    await userEvent.click(screen.getByRole('button', { name: /Time Stop/ }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Max Days in Trade' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Max Days in Trade' }), '21');
    await userEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    expect(onAdd).toHaveBeenCalledWith({ type: 'time_stop', max_days_in_trade: 21 });
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('list', { name: 'Condition types' })).toBeInTheDocument();
  });

  it('offers each exit type with its default and bounds', async () => {
    const onAdd = vi.fn();
    render(<ConditionsDialog kind="exit" onAdd={onAdd} onClose={vi.fn()} />);
    const cases: Array<[RegExp, string, number, Record<string, string>]> = [
      [/DTE Stop/, 'Min DTE', 5, { min: '0' }],
      [/Fixed Profit/, 'Profit per Share ($)', 50, { min: '0', step: '0.01' }],
      [/Fixed Loss/, 'Loss per Share ($)', 100, { min: '0' }],
      [/Credit Capture/, 'Credit to Capture (0–1)', 0.8, { min: '0', max: '1', step: '0.05' }],
      [/Credit Multiple Stop/, 'Credit Multiple', 2, { min: '0', step: '0.1' }],
    ];
    for (const [option, label, value, attrs] of cases) {
      await userEvent.click(screen.getByRole('button', { name: option }));
      const input = screen.getByRole('spinbutton', { name: label });
      expect(input).toHaveValue(value);
      for (const [attr, v] of Object.entries(attrs)) expect(input).toHaveAttribute(attr, v);
      await userEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    }
    expect(onAdd.mock.calls.map(([c]) => c)).toEqual([
      { type: 'dte_stop', min_dte: 5 },
      { type: 'fixed_profit', amount_per_share: 50 },
      { type: 'fixed_loss', amount_per_share: 100 },
      { type: 'take_profit_credit_capture', tp_pct: 0.8 },
      { type: 'stop_loss_credit_multiple', sl_multiple: 2 },
    ]);
  });

  it('edits a technical condition: target indicator, bounds as null, value or indicator', async () => {
    const onAdd = vi.fn();
    render(<ConditionsDialog kind="exit" onAdd={onAdd} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Technical/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Target Indicator' }), 'MACD');
    expect(screen.getByRole('spinbutton', { name: 'Target Short Period' })).toHaveValue(12);
    expect(screen.getByRole('spinbutton', { name: 'Target Long Period' })).toHaveValue(26);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bottom' }), 'None');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Top' }), 'Indicator');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Top Indicator' }), 'SMA');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Top Period' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Top Period' }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Top Name' }), 'Trend');
    await userEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    expect(onAdd).toHaveBeenCalledWith({
      type: 'technical',
      target: { kind: 'macd', short_period: 12, long_period: 26, percent_offset: 0 },
      bottom: null,
      top: { value: { kind: 'sma', period: 50, percent_offset: 0, name: 'Trend' } },
    });
  });

  it('refuses a technical condition without any bound', async () => {
    render(<ConditionsDialog kind="exit" onAdd={vi.fn()} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Technical/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bottom' }), 'None');
    expect(screen.getByRole('button', { name: 'Add Condition' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Set a bottom or a top: a condition with neither edge would always hold.');
  });

  it('says what is wrong with a typed value in words at the field, never by its path, and refuses to add it', async () => {
    const onAdd = vi.fn();
    render(<ConditionsDialog kind="exit" onAdd={onAdd} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Credit Capture/ }));
    const tp = screen.getByRole('spinbutton', { name: 'Credit to Capture (0–1)' });
    await userEvent.clear(tp);
    await userEvent.type(tp, '1.5');
    expect(tp).toHaveValue(1.5);
    expect(tp).toHaveAccessibleDescription('Must be at most 1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/tp_pct|conditions\.|must be <=/);
    expect(screen.getByRole('button', { name: 'Add Condition' })).toBeDisabled();
    await userEvent.clear(tp);
    await userEvent.tab();
    expect(tp).toHaveValue(null);
    expect(tp).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('button', { name: 'Add Condition' })).toBeDisabled();
    await userEvent.type(tp, '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    expect(onAdd).toHaveBeenCalledWith({ type: 'take_profit_credit_capture', tp_pct: 0.5 });
  });

  it('puts a MACD short period that is not below the long one at the short period field', async () => {
    render(<ConditionsDialog kind="exit" onAdd={vi.fn()} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Technical/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Target Indicator' }), 'MACD');
    const short = screen.getByRole('spinbutton', { name: 'Target Short Period' });
    await userEvent.clear(short);
    await userEvent.type(short, '30');
    expect(short).toHaveAccessibleDescription('Must be less than the Long Period');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Condition' })).toBeDisabled();
  });
});

function Harness({ kind }: { kind: 'exit' | 'roll' }) {
  const [conditions, setConditions] = useState<CoveredExitCondition[]>([]);
  return <ConditionSection kind={kind} owner="Covered Call" conditions={conditions} onChange={setConditions} />;
}

describe('condition section', () => {
  it('shows the empty text, counts, adds through the dialog and removes by index', async () => {
    render(<Harness kind="roll" />);
    expect(screen.getByText('No roll-on conditions added. Click the + button to configure when the contract should be rolled.')).toBeInTheDocument();
    expect(screen.getByLabelText('0 roll-on conditions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Covered Call roll-on condition' }));
    await userEvent.click(screen.getByRole('button', { name: /DTE Stop/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    await userEvent.click(screen.getByRole('button', { name: /Time Stop/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Condition' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('2 roll-on conditions')).toBeInTheDocument();
    expect(screen.getByText('<= 5 DTE')).toBeInTheDocument();
    expect(screen.getByText('> 10 day(s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove DTE Stop <= 5 DTE' }));
    expect(screen.queryByText('<= 5 DTE')).not.toBeInTheDocument();
    expect(screen.getByText('> 10 day(s)')).toBeInTheDocument();
  });

  it('uses the exit empty text for exits', () => {
    render(<Harness kind="exit" />);
    expect(screen.getByText('No exit conditions added. Click the + button to configure profit targets, stop losses, or time-based exits.')).toBeInTheDocument();
  });
});

describe('entry conditions', () => {
  it('offers only the technical condition under its own title', () => {
    render(<ConditionsDialog kind="entry" onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Entry Conditions' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Condition types' })).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Technical/ })).toBeInTheDocument();
  });
});
