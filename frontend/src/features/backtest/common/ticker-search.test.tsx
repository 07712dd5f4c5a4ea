import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TickerSearch } from './ticker-search';

describe('TickerSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes the quick tickers 150 ms after blur', () => {
    render(<TickerSearch value="SPY" onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Ticker' });
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(149));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when focus comes back before the blur delay has run out', () => {
    render(<TickerSearch value="SPY" onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Ticker' });
    fireEvent.focus(input);
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.focus(input);
    act(() => vi.advanceTimersByTime(200));
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('TickerSearch choices', () => {
  it('offers every quick choice on focus, then filters by what is typed', () => {
    let value = 'SPY';
    const { rerender } = render(<TickerSearch value={value} onChange={(v) => (value = v)} />);
    const input = screen.getByRole('combobox', { name: 'Ticker' });
    fireEvent.focus(input);
    expect(screen.getAllByRole('option').length).toBeGreaterThan(10);
    fireEvent.change(input, { target: { value: 'ms' } });
    rerender(<TickerSearch value={value} onChange={(v) => (value = v)} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MSTR', 'MSFT']);
  });
});
