import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { clearSavedBacktest, peekSavedBacktest } from '../../../lib/saved-handoff';
import { coveredResult } from '../test/fixtures';
import { defaultCoveredForm } from '../covered/covered-form';
import { SAVED_NOT_FOUND_AT_ADDRESS, SavedFromAddress, savedNotReadAtAddress } from './saved-from-address';

const getSavedBacktest = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/get-saved-backtest', () => ({ getSavedBacktest }));

const covered = { backtest_id: 'b5', name: 'AMD calls', description: '', strategy: defaultCoveredForm(), results: coveredResult(), tags: [], created_at: '2025-01-01T00:00:00Z' };
const spreads = { ...covered, backtest_id: 's7', strategy: { name: 'Condor', legs: [] } };

/** The builder stands in as what it would take over: the record Load would hand it. */
function Builder({ mode }: { mode: 'covered' | 'spreads' }) {
  return <p>{mode} builder with {peekSavedBacktest(mode)?.backtest_id ?? 'nothing'}</p>;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/backtest/covered" element={<SavedFromAddress mode="covered"><Builder mode="covered" /></SavedFromAddress>} />
        <Route path="/backtest/spreads" element={<SavedFromAddress mode="spreads"><Builder mode="spreads" /></SavedFromAddress>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a builder opened at a saved backtest's address", () => {
  beforeEach(() => {
    getSavedBacktest.mockReset();
    clearSavedBacktest();
  });

  it('reads it by its id and hands it to the builder as Load does', async () => {
    getSavedBacktest.mockResolvedValue(covered);
    renderAt('/backtest/covered?saved=b5');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the saved backtest');
    expect(await screen.findByText('covered builder with b5')).toBeInTheDocument();
    expect(getSavedBacktest).toHaveBeenCalledWith('b5');
  });

  it('goes to the builder of its type', async () => {
    getSavedBacktest.mockResolvedValue(spreads);
    renderAt('/backtest/covered?saved=s7');
    expect(await screen.findByText('spreads builder with s7')).toBeInTheDocument();
    expect(getSavedBacktest).toHaveBeenCalledTimes(1);
  });

  it('a server error says so with Try again (not the builder, which would take the id off the address); Try again reads it', async () => {
    getSavedBacktest.mockRejectedValueOnce(new ApiError('Internal server error', 500)).mockResolvedValueOnce(covered);
    renderAt('/backtest/covered?saved=b5');
    expect(await screen.findByRole('alert')).toHaveTextContent(savedNotReadAtAddress('Internal server error'));
    expect(screen.queryByText(/covered builder/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('covered builder with b5')).toBeInTheDocument();
  });

  it('an id not in the account is said, the builder shown alone and the address no longer naming it', async () => {
    getSavedBacktest.mockRejectedValue(new ApiError('Not found', 404));
    renderAt('/backtest/covered?saved=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_NOT_FOUND_AT_ADDRESS);
    expect(screen.getByText('covered builder with nothing')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('an id that is no id (the server answers 400) is said as not in the account, without a Try again that could never read it (audit 22)', async () => {
    getSavedBacktest.mockRejectedValue(new ApiError('Invalid path parameter: id', 400));
    renderAt('/backtest/covered?saved=..%2F..%2Fx');
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_NOT_FOUND_AT_ADDRESS);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('covered builder with nothing')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('without an id, the builder at once and nothing read', () => {
    renderAt('/backtest/covered');
    expect(screen.getByText('covered builder with nothing')).toBeInTheDocument();
    expect(getSavedBacktest).not.toHaveBeenCalled();
  });
});
