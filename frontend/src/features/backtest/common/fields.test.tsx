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
  it('lets a number be typed through values below the minimum, and bounds it on blur', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Balance' });
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    expect(input).toHaveValue(5000);
    expect(onValue).toHaveBeenLastCalledWith(5000);
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.tab();
    expect(input).toHaveValue(1000);
    expect(onValue).toHaveBeenLastCalledWith(1000);
    await userEvent.clear(input);
    await userEvent.type(input, '9999999');
    await userEvent.tab();
    expect(input).toHaveValue(1_000_000);
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
