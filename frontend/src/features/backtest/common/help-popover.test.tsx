import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpPopover, popoverShift } from './help-popover';

afterEach(() => vi.restoreAllMocks());

describe('help popover', () => {
  it('stays inside the window: moved left off the right edge, right off the left edge, else left alone', () => {
    // A phone 390 px wide: the CAGR card's popover measured 236 to 476 px (e2e 16-3-phone-results).
    expect(popoverShift({ left: 236, right: 476 }, 390)).toBe(-94);
    expect(popoverShift({ left: -20, right: 220 }, 390)).toBe(28);
    expect(popoverShift({ left: 40, right: 280 }, 390)).toBe(0);
    // Wider than the window: its left edge wins, the text wraps in its max-width.
    expect(popoverShift({ left: 100, right: 600 }, 390)).toBe(-92);
  });

  it('opens shifted so that the whole text is on screen', async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
      return (this.getAttribute('role') === 'tooltip' ? { left: 236, right: 476 } : { left: 0, right: 0 }) as DOMRect;
    });
    render(<HelpPopover topic="CAGR" text="Compound annual growth" />);
    await userEvent.click(screen.getByRole('button', { name: 'Help: CAGR' }));
    // By its margins, not a transform (Chrome kept the unmoved popover's scroll width: the page scrolled sideways).
    expect(screen.getByRole('tooltip')).toHaveStyle({ marginLeft: '-94px', marginRight: '94px' });
    expect(screen.getByRole('tooltip').style.transform).toBe('');
  });
});
