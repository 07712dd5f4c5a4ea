import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FieldProblemsScope, useFieldProblems, type FieldProblems } from './field-problems';
import { NumberField } from './fields';

function Harness({ onValue, nullable, initial = 100_000 }: { onValue: (v: number | null) => void; nullable?: boolean; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return <NumberField label="Balance" value={value} min={1000} max={1_000_000} nullable={nullable}
    onChange={(v) => { setValue(v); onValue(v); }} />;
}

describe('NumberField', () => {
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

  it('shows a problem given from outside (a check across fields) under the field', () => {
    render(<NumberField label="Short Period" value={30} onChange={vi.fn()} problem="Must be less than the Long Period" />);
    expect(screen.getByRole('spinbutton', { name: 'Short Period' })).toHaveAccessibleDescription('Must be less than the Long Period');
  });
});
