import { describe, expect, it } from 'vitest';
import { summarise } from './saved-summary';

describe('summarise (GET /backtests list entries)', () => {
  it('keeps what a saved card shows, the data source included, and drops the trades', () => {
    const summary = summarise({
      strategy: { name: 'Condor', ticker: 'SPY', legs: [{ side: 'short' }] },
      results: { total_pnl: 12.5, data_period: { start_date: '2024-01-02', end_date: '2024-12-31' }, data_source: 'imported', trades: [{ pnl: 1 }] },
    });
    expect(summary).toEqual({
      strategy: { name: 'Condor', ticker: 'SPY' },
      results: { total_pnl: 12.5, data_period: { start_date: '2024-01-02', end_date: '2024-12-31' }, data_source: 'imported' },
    });
  });

  it('keeps what says a covered run\'s kind (its flags and which configs it has, not their content): the saved card names Covered Call, Cash-Secured Put or Wheel from the list', () => {
    const summary = summarise({
      strategy: { ticker: 'SPY', shares_multiple: 1, strategy: { name: 'Covered Strategy', wheel_enabled: true, start_type: 'cash_secured_put', catch_stop_loss: false, covered_call_config: { DTE_target: 30 }, cash_secured_put_config: { DTE_target: 30 } } },
      results: { total_pnl: 1 },
    });
    expect(summary.strategy).toEqual({
      ticker: 'SPY', shares_multiple: 1,
      strategy: { name: 'Covered Strategy', wheel_enabled: true, start_type: 'cash_secured_put', covered_call_config: {}, cash_secured_put_config: {} },
    });
  });

  it('leaves data_source out of an older result that has none', () => {
    expect(summarise({ strategy: {}, results: { total_pnl: 1 } }).results).toEqual({ total_pnl: 1 });
  });
});
