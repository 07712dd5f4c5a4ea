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

  it('leaves data_source out of an older result that has none', () => {
    expect(summarise({ strategy: {}, results: { total_pnl: 1 } }).results).toEqual({ total_pnl: 1 });
  });
});
