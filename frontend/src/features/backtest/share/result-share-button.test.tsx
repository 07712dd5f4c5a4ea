import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/providers';
import { ResultShareButton, SAVE_BEFORE_SHARE } from './result-share-button';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

afterEach(() => vi.unstubAllGlobals());

describe('Share in the results panel (issue 18)', () => {
  it('says a result that is not saved must be saved first, and asks the server nothing', async () => {
    const { calls } = fakeBackend(() => ({ status: 500, body: {} }));
    renderWithApp(<ResultShareButton saved={null} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_BEFORE_SHARE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('opens the share dialog for a saved backtest: its existing link, or a new one, which it then remembers', async () => {
    const { calls } = fakeBackend(() => ({ status: 201, body: { token: TOKEN, created_at: '2026-11-25T10:00:00Z' } }));
    renderWithApp(<ResultShareButton saved={{ backtestId: 'b1', name: 'Just saved' }} />, { status: { paid: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share “Just saved”' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Read-only link' })).toHaveValue(`${window.location.origin}/share#${TOKEN}`);
    // (React's StrictMode runs the opening effect twice in tests; the server answers the same link.)
    const posts = calls.filter((c) => c.method === 'POST').length;
    expect(posts).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // Opened again, the link is shown from what the panel learned: no second request.
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('textbox', { name: 'Read-only link' })).toHaveValue(`${window.location.origin}/share#${TOKEN}`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(posts);
  });
});
