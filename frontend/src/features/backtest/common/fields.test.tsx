import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('turns a blank nullable field into null and keeps a non-nullable one', async () => {
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
    expect(input).toHaveValue(2000);
  });
});
