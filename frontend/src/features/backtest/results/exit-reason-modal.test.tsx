import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExitReasonModal } from './exit-reason-modal';

describe('Exit Reason dialog', () => {
  it("says what 'PM-settled' in a reason means, in a help beside it", async () => {
    render(<ExitReasonModal reason="Expired on 2024-03-15: PM-settled at the close 512.34, the short put out of the money" onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help: PM-settled' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent("settled by the underlying's closing price on its expiration day");
    expect(screen.queryByRole('button', { name: 'Help: AM-settled' })).not.toBeInTheDocument();
  });

  it('explains an AM settlement as modelled from the open; a reason naming no settlement has no such help', async () => {
    const { unmount } = render(<ExitReasonModal reason="Expired: AM-settled (SPX monthly, trading stopped the day before) at the expiration day's special opening quotation, modelled as the market's open, 4,500.00" onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help: AM-settled' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent("the backtest uses that day's open");
    unmount();
    render(<ExitReasonModal reason="Profit target: 50% of the credit captured" onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Help:/ })).not.toBeInTheDocument();
  });
});
