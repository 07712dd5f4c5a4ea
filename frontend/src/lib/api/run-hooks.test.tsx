import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaywall } from '../paywall/paywall-context';
import { fakeBackend } from '../../test/fake-api';
import { renderWithApp } from '../../test/providers';
import { queryKeys } from './query-keys';
import { useRunCoveredBacktest } from './run-covered-backtest';

function RunButton() {
  const run = useRunCoveredBacktest();
  const { isOpen } = usePaywall();
  return (
    <>
      <button type="button" onClick={() => run.mutate({} as never)}>
        Run
      </button>
      <output data-testid="state">{run.status}</output>
      {isOpen && <p>paywall open</p>}
      {run.error && <p role="alert">{run.error.message}</p>}
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('run hooks', () => {
  it('a 402 opens the paywall and shows the prefixed server message', async () => {
    fakeBackend(() => ({ status: 402, body: { error: 'No free backtests remaining. Upgrade to Pro for unlimited backtests.' } }));
    renderWithApp(<RunButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('paywall open')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Covered backtest failed: No free backtests remaining.');
  });

  it('a successful run (fast path: 200 with the result) refetches the user status', async () => {
    const result = {
      start_balance: 100000, end_balance: 100500, total_pnl: 500, total_return_pct: 0.5, win_rate: 100, max_drawdown_pct: 0,
      cagr_pct: 0.5, sharpe_ratio: null, total_trades: 0, data_period: { start_date: '2024-01-02', end_date: '2024-12-31' },
      data_source: 'modeled', net_premium_received: 500, equity_curve: [['2024-01-02', 100000]], benchmark_prices: [['2024-01-02', 470.1]], trades: [],
    };
    fakeBackend(() => ({ status: 200, body: result }));
    const { queryClient } = renderWithApp(<RunButton />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('success'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.userStatus() });
  });

  it('an answer that breaks the result contract is an error, and nothing is refetched', async () => {
    fakeBackend(() => ({ status: 200, body: { nope: true } }));
    const { queryClient } = renderWithApp(<RunButton />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    // The answer does not match the covered result contract: an error, and no refetch.
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('error'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Covered backtest failed: Unexpected covered backtest result answer/);
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: queryKeys.userStatus() });
  });
});
