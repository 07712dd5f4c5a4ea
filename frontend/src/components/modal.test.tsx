import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Example" onClose={() => setOpen(false)}>
          <p>Body</p>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog; Escape, the close button and the overlay close it; focus returns', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener);
    await userEvent.click(screen.getByText('Body'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('modal-overlay') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns the focus to the opener when a field inside took it on open (autoFocus: the sign-in dialog\'s Email)', async () => {
    function AutoFocusHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Sign in</button>
          {open && (
            <Modal title="Sign in" onClose={() => setOpen(false)}>
              <input aria-label="Email" autoFocus />
            </Modal>
          )}
        </>
      );
    }
    render(<AutoFocusHarness />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside: from the last control Tab goes to the first, and Shift+Tab back (it went on to the page behind)', async () => {
    render(
      <>
        <button type="button">Behind</button>
        <Modal title="Sign in" onClose={() => {}}>
          <input aria-label="Email" />
          <button type="button">Create one</button>
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Create one' });
    last.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('calls onClose once per close action', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="X" onClose={onClose}>
        body
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
