import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CollapsibleCard } from './collapsible-card';
import { FieldProblemsScope, useFieldProblems, type FieldProblems } from './field-problems';
import { NumberField } from './fields';

function Harness({ onValue, nullable, initial = 100_000 }: { onValue: (v: number | null) => void; nullable?: boolean; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <NumberField label="Balance" value={value} min={1000} max={1_000_000} nullable={nullable}
    onChange={(v) => { setValue(v); onValue(v); }} />;
}

// Typing into fields is slow on a busy shared machine (5.7 s once at load average 22): allow for it.
describe('NumberField', { timeout: 20_000 }, () => {
  it('keeps every typed value as typed, reports it, and says in words what is out of bounds', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Balance' });
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    expect(input).toHaveValue(5000);
    expect(onValue).toHaveBeenLastCalledWith(5000);
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue(0);
    expect(onValue).toHaveBeenLastCalledWith(0);
    expect(input).toHaveAccessibleDescription('Must be at least 1,000');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '-5000');
    await userEvent.tab();
    expect(input).toHaveValue(-5000);
    expect(onValue).toHaveBeenLastCalledWith(-5000);
    await userEvent.clear(input);
    await userEvent.type(input, '9999999');
    await userEvent.tab();
    expect(input).toHaveValue(9_999_999);
    expect(input).toHaveAccessibleDescription('Must be at most 1,000,000');
  });

  it('never rounds a whole-number field: 2.5 stays 2.5 with a message', async () => {
    const onValue = vi.fn();
    function Lots() {
      const [value, setValue] = useState<number | null>(1);
      return <NumberField label="Lots" value={value} min={1} integer onChange={(v) => { setValue(v); onValue(v); }} />;
    }
    render(<Lots />);
    const input = screen.getByRole('spinbutton', { name: 'Lots' });
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await userEvent.tab();
    expect(input).toHaveValue(2.5);
    expect(onValue).toHaveBeenLastCalledWith(2.5);
    expect(input).toHaveAccessibleDescription('Enter a whole number');
  });

  it('turns a blank nullable field into null; a blank non-nullable one stays blank with Required', async () => {
    const onValue = vi.fn();
    const { unmount } = render(<Harness onValue={onValue} nullable initial={2000} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Balance' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    unmount();
    const keep = vi.fn();
    render(<Harness onValue={keep} initial={2000} />);
    const input = screen.getByRole('spinbutton', { name: 'Balance' });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(keep).not.toHaveBeenCalled();
    expect(input).toHaveValue(null);
    expect(input).toHaveAccessibleDescription('Required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a blank or out-of-bounds field to its scope, in words, and clears the report when fixed', async () => {
    let problems: FieldProblems | null = null;
    function Scoped() {
      const registry = useFieldProblems();
      problems = registry;
      const [value, setValue] = useState<number | null>(5);
      return (
        <FieldProblemsScope problems={registry}>
          <NumberField context="Leg 1" label="Quantity" value={value} min={1} integer onChange={setValue} />
          <output aria-label="count">{registry.count}</output>
        </FieldProblemsScope>
      );
    }
    render(<Scoped />);
    const input = screen.getByRole('spinbutton', { name: 'Leg 1 Quantity' });
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
    expect(problems!.first()).toBe('Leg 1 Quantity is required');
    await userEvent.type(input, '0');
    expect(problems!.first()).toBe('Leg 1 Quantity: must be at least 1');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    expect(problems!.first()).toBeNull();
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
  });

  it('keeps text the form does not hold across folding its card: the same text, the same problem, reported while folded', async () => {
    let problems: FieldProblems | null = null;
    const onValue = vi.fn();
    function Folding() {
      const registry = useFieldProblems();
      problems = registry;
      const [value, setValue] = useState<number | null>(2);
      return (
        <FieldProblemsScope problems={registry}>
          <CollapsibleCard title="Rates">
            <NumberField label="Rate" value={value} min={0} onChange={(v) => { setValue(v); onValue(v); }} />
          </CollapsibleCard>
        </FieldProblemsScope>
      );
    }
    render(<Folding />);
    const toggle = screen.getByRole('button', { name: 'Rates' });
    const rate = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Rate' });
    // Text being typed that reads as the form's number comes back as typed, not reformatted.
    await userEvent.clear(rate());
    await userEvent.type(rate(), '2.50');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(rate().value).toBe('2.50');
    expect(onValue).toHaveBeenLastCalledWith(2.5);
    // A blank: the form still holds 2.5, the folded field still says it is required.
    await userEvent.clear(rate());
    await userEvent.click(toggle);
    expect(screen.queryByRole('spinbutton', { name: 'Rate' })).toBeNull();
    expect(problems!.first({ blankOnly: true })).toBe('Rate is required');
    expect(screen.getByRole('region', { name: 'Rates' })).toHaveTextContent('Left blank, so Run is blocked: Rate');
    await userEvent.click(toggle);
    expect(rate().value).toBe('');
    expect(rate()).toHaveAccessibleDescription('Required');
    expect(problems!.first()).toBe('Rate is required');
    await userEvent.type(rate(), '3');
    expect(problems!.first()).toBeNull();
    await userEvent.click(toggle);
    expect(problems!.first()).toBeNull();
    await userEvent.click(toggle);
    expect(rate().value).toBe('3');
  });

  it('shows a problem given from outside (a check across fields) under the field', () => {
    render(<NumberField label="Short Period" value={30} onChange={vi.fn()} problem="Must be less than the Long Period" />);
    expect(screen.getByRole('spinbutton', { name: 'Short Period' })).toHaveAccessibleDescription('Must be less than the Long Period');
  });
});
