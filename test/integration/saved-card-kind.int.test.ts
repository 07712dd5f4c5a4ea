/**
 * A saved card names a covered run's kind (Covered Call, Cash-Secured Put, Wheel) from what GET
 * /backtests answers: list entries are server summaries (functions/saved/saved-summary.ts), and
 * the card's naming once read fields the summary dropped, so in the real app every covered card
 * still read 'Covered Strategy'. Saved and listed through the real routes on dynalite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedBacktest } from '../../shared/contracts/saved';
import { toCardView } from '../../frontend/src/features/saved/saved-display';
import { startBackend, type Backend } from '../../functions/testing/backend-harness';
import { handler as listBacktests } from '../../functions/saved/list-backtests.http';
import { handler as saveBacktest } from '../../functions/saved/save-backtest.http';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({});
});
afterAll(() => backend.stop());

const covered = (inner: Record<string, unknown>) => ({
  ticker: 'SPY', shares_multiple: 1, start_date: '2023-01-03', end_date: '2023-12-29',
  strategy: { name: 'Covered Strategy', ...inner },
});

describe('saved cards name the covered kind from the list', () => {
  it('a wheel, a cash-secured put and a covered call each read as what they are, and the configs\' content stays out of the list', async () => {
    const runs = {
      Wheel: covered({ wheel_enabled: true, start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30 }, covered_call_config: { DTE_target: 30 } }),
      'Cash-Secured Put': covered({ start_type: 'cash_secured_put', cash_secured_put_config: { DTE_target: 30 } }),
      'Covered Call': covered({ covered_call_config: { DTE_target: 30 } }),
    };
    for (const [name, strategy] of Object.entries(runs)) {
      const saved = await backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user: 'kinds', body: { backtest_name: name, strategy, results: { total_pnl: 1, trades: [] } } });
      expect(saved.status).toBe(201);
    }
    const listed = ((await backend.call(listBacktests, { method: 'GET', path: '/backtests', user: 'kinds' })).body as { backtests: SavedBacktest[] }).backtests;
    expect(listed).toHaveLength(3);
    for (const entry of listed) {
      expect(entry.strategy).not.toHaveProperty('strategy.cash_secured_put_config.DTE_target');
      expect(toCardView(entry)).toMatchObject({ typeLabel: 'Covered', strategyName: entry.name, ticker: 'SPY' });
    }
  });
});
