import { describe, expect, it } from 'vitest';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

// The close of the day a short is written is marked like every other close: at the price source's
// price (here the mid), not at the fill. The fill sits below the mark by the slippage, so marking
// the entry day at the fill hid that cost from the equity curve for a day (the spreads engine
// already marked its entry day at the day's price).
const dates = ['2024-01-02', '2024-01-03', '2024-01-04'];
const puts: QuoteRow[] = dates.map((date, i) => ({
  date, expiry: '2024-01-05', type: 'put', strike: 95, price: [1, 0.8, 0.6][i]!, bid: [0.9, 0.7, 0.5][i]!, ask: [1.1, 0.9, 0.7][i]!, delta: -0.3,
}));
const market = createSyntheticMarket({ bars: dates.map((date) => ({ date, close: 100 })), quotes: puts, rate: 0 });
const request = coveredRequest(
  {
    start_type: 'cash_secured_put',
    price_source: 'mid',
    min_volume_for_entry: 0,
    cash_secured_put_config: leg({ DTE_target: 3, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }),
    covered_call_config: leg(),
  },
  { slippage_pct_of_spread: 25, commission_per_contract: 0.65 },
);

describe('a covered leg is marked at the day price on the day it is written', () => {
  it('sells at mid less 25% of the spread and marks that close at the mid', () => {
    const result = runCoveredBacktest(request, market);
    // Sold at 1.00 - 0.25 × 0.20 = 0.95: cash 10,000 + 95 - 0.65 = 10,094.35; the short at its
    // mid 1.00 costs 100 to close: 9,994.35 (at the fill it read 9,999.35, the slippage unseen).
    expect(result.trades[0]!.entry_position.price).toBe(0.95);
    expect(result.equity_curve[0]).toEqual(['2024-01-02', 9_994.35]);
    // Next close, mid 0.80: 10,094.35 - 80.
    expect(result.equity_curve[1]).toEqual(['2024-01-03', 10_014.35]);
  });
});
