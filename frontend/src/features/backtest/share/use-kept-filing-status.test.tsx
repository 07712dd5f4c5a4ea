import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedBacktest } from '../../../../../shared/contracts/saved';
import { fakeBackend } from '../../../test/fake-api';
import { useKeptFilingStatus } from './use-kept-filing-status';

afterEach(() => vi.unstubAllGlobals());

const loaded = (extra: Partial<SavedBacktest> = {}): SavedBacktest => ({
  backtest_id: 'b1', name: 'Mine', description: '', strategy: {}, results: {}, tags: [], created_at: '2026-12-04T00:00:00Z', ...extra,
});

describe("the after-tax panel's filing status kept with a saved backtest", () => {
  it('opens with the saved choice, and a save made before it existed opens with the default (none given)', () => {
    fakeBackend(() => ({ status: 500 }));
    const kept = renderHook(() => useKeptFilingStatus(loaded({ filing_status: 'married_filing_separately' }), { backtestId: 'b1', name: 'Mine' }));
    expect(kept.result.current.keeping.status).toBe('married_filing_separately');
    expect(kept.result.current.saveField).toEqual({ filing_status: 'married_filing_separately' });
    const old = renderHook(() => useKeptFilingStatus(loaded(), { backtestId: 'b1', name: 'Mine' }));
    expect(old.result.current.keeping.status).toBeUndefined();
    expect(old.result.current.saveField).toEqual({});
  });

  it('sends each choice on a saved backtest to POST /backtests/{id}/settings, in the order chosen', async () => {
    const { calls } = fakeBackend((call) => ({ status: 200, body: call.body }));
    const { result } = renderHook(() => useKeptFilingStatus(loaded(), { backtestId: 'b 1', name: 'Mine' }));
    act(() => result.current.keeping.onChange?.('married_filing_separately'));
    act(() => result.current.keeping.onChange?.('single_or_joint'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => [c.method, c.url, c.body, c.headers.authorization])).toEqual([
      ['POST', '/api/backtests/b%201/settings', { filing_status: 'married_filing_separately' }, 'Bearer test-id-token'],
      ['POST', '/api/backtests/b%201/settings', { filing_status: 'single_or_joint' }, 'Bearer test-id-token'],
    ]);
    expect(result.current.keeping.status).toBe('single_or_joint');
    expect(result.current.keeping.keepError).toBeNull();
  });

  it('results not saved yet: nothing is sent, and the choice goes with the next save', () => {
    const { calls } = fakeBackend(() => ({ status: 200, body: {} }));
    const { result } = renderHook(() => useKeptFilingStatus(null, null));
    act(() => result.current.keeping.onChange?.('married_filing_separately'));
    expect(calls).toEqual([]);
    expect(result.current.saveField).toEqual({ filing_status: 'married_filing_separately' });
  });

  it('says why a choice could not be kept (the server refused it)', async () => {
    fakeBackend(() => ({ status: 404, body: { error: 'Backtest not found' } }));
    const { result } = renderHook(() => useKeptFilingStatus(loaded(), { backtestId: 'gone', name: 'Gone' }));
    act(() => result.current.keeping.onChange?.('married_filing_separately'));
    await waitFor(() => expect(result.current.keeping.keepError).toBe('Backtest not found'));
  });

  it('a choice that fails and is then replaced by one that is kept shows no error: the last choice is the one kept', async () => {
    // The first answer fails (the server did not keep it), the second keeps the choice now on screen.
    const { calls } = fakeBackend((call) => (calls.length === 1 ? { status: 503, body: { error: 'Service unavailable' } } : { status: 200, body: call.body }));
    const { result } = renderHook(() => useKeptFilingStatus(loaded(), { backtestId: 'b1', name: 'Mine' }));
    act(() => result.current.keeping.onChange?.('married_filing_separately'));
    act(() => result.current.keeping.onChange?.('single_or_joint'));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.keeping.status).toBe('single_or_joint');
    expect(result.current.keeping.keepError).toBeNull();
  });
});
