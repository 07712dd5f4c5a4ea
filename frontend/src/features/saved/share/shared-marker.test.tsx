import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { fakeBackend } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/providers';
import { SavedPage } from '../saved-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const item = (id: string, name: string, extra: object = {}) => ({
  backtest_id: id, name, description: '', tags: [], created_at: '2025-03-04T10:00:00Z',
  strategy: { ticker: 'SPY', shares_multiple: 100, strategy: { name: 'Covered Strategy' } }, results: { total_pnl: 10 }, ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('Saved card "Shared" marker (issue 18)', () => {
  it('marks only the shared backtest, shows its link without creating one, and drops the marker after Revoke', async () => {
    let shared = true;
    const { calls } = fakeBackend((call) => {
      if (call.method === 'GET') return { status: 200, body: { backtests: [item('b1', 'Shared run', shared ? { share_token: TOKEN } : {}), item('b2', 'Private run')] } };
      if (call.method === 'DELETE') {
        shared = false;
        return { status: 200, body: { revoked: 'b1' } };
      }
      return { status: 500, body: { error: 'unexpected' } };
    });
    renderWithApp(<Routes><Route path="/saved" element={<SavedPage />} /></Routes>, { path: '/saved', status: { paid: true } });

    const card = await screen.findByRole('article', { name: 'Shared run' });
    expect(within(card).getByText('Shared')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Private run' })).queryByText('Shared')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Share Shared run' }));
    expect(screen.getByRole('textbox', { name: 'Read-only link' })).toHaveValue(`${window.location.origin}/share#${TOKEN}`);
    expect(screen.getByText(/This backtest is shared/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText(/The link is revoked/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/api/backtests/b1/share' });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The list is read again after the revoke: the marker goes.
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Shared run' })).queryByText('Shared')).not.toBeInTheDocument());
  });

  it('marks a backtest once it is shared from its card', async () => {
    let shared = false;
    fakeBackend((call) => {
      if (call.method === 'GET') return { status: 200, body: { backtests: [item('b2', 'Private run', shared ? { share_token: TOKEN } : {})] } };
      shared = true;
      return { status: 201, body: { token: TOKEN, created_at: '2026-11-25T10:00:00Z' } };
    });
    renderWithApp(<Routes><Route path="/saved" element={<SavedPage />} /></Routes>, { path: '/saved', status: { paid: true } });
    const card = await screen.findByRole('article', { name: 'Private run' });
    expect(within(card).queryByText('Shared')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Share Private run' }));
    expect(await screen.findByRole('textbox', { name: 'Read-only link' })).toHaveValue(`${window.location.origin}/share#${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(screen.getByRole('article', { name: 'Private run' })).findByText('Shared')).toBeInTheDocument();
  });
});
