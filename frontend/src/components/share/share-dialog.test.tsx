import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaywall } from '../../lib/paywall/paywall-context';
import { fakeBackend } from '../../test/fake-api';
import { renderWithApp } from '../../test/providers';
import { ShareDialog } from './share-dialog';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

function PaywallProbe() {
  const { isOpen, reason } = usePaywall();
  return <><p>{isOpen ? 'paywall open' : 'paywall closed'}</p><p>{reason}</p></>;
}

afterEach(() => vi.unstubAllGlobals());

describe('share dialog (issue 18)', () => {
  it('creates the link, shows it with Copy, and revokes it', async () => {
    const { calls } = fakeBackend((call) => (call.method === 'POST' ? { status: 201, body: { token: TOKEN, created_at: '2026-11-25T10:00:00Z' } } : { status: 200, body: { revoked: 'b1' } }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    renderWithApp(<ShareDialog backtestId="b1" name="My run" onClose={onClose} />, { status: { paid: true } });
    const link = await screen.findByRole('textbox', { name: 'Read-only link' });
    // The token in the fragment, which no server (nor its access log, nor a Referer) ever sees.
    expect(link).toHaveValue(`${window.location.origin}/share#${TOKEN}`);
    expect(screen.getByText(/^Send the whole link: the part after “#” is its key/)).toBeInTheDocument();
    // Focus on the link (was on the dialog box): selected, ready to copy.
    await waitFor(() => expect(link).toHaveFocus());
    // Dated as the Saved cards and the shared page date it (was '11/25/2026').
    expect(screen.getByText(/^Shared Nov 25, 2026\. Revoke the link/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/backtests/b1/share', headers: { authorization: 'Bearer test-id-token' } });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share#${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // Revoke asks first (it was done at once and cannot be undone); Keep link goes back untouched.
    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(screen.getByRole('group', { name: 'Confirm revoke' })).toHaveTextContent('Anyone with this link will lose access.');
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keep link' }));
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText(/The link is revoked/)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/backtests/b1/share' });
  });

  it('opens the paywall for a free user (the server answers 402) and closes itself', async () => {
    fakeBackend(() => ({ status: 402, body: { error: 'Share links are a Pro feature. Upgrade to Pro to share your backtests.' } }));
    const onClose = vi.fn();
    renderWithApp(<><ShareDialog backtestId="b1" name="My run" onClose={onClose} /><PaywallProbe /></>);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByText('paywall open')).toBeInTheDocument();
    // It says why: Share is Pro (the plain upsell spoke only of unlimited backtests).
    expect(screen.getByText('Share links are part of Pro. Upgrade to share a read-only link to this backtest.')).toBeInTheDocument();
  });

  it('shows the server message when the link cannot be made', async () => {
    fakeBackend(() => ({ status: 404, body: { error: 'Backtest not found' } }));
    renderWithApp(<ShareDialog backtestId="gone" name="Gone" onClose={() => {}} />, { status: { paid: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Backtest not found');
  });
});
