/**
 * A real small close sold for nothing (after audit 12 D2): a last-price-only long wing whose close is
 * a cent carries an imputed spread whose bid rounds down to 0, and a long leg with no bid is sold for
 * 0 as a modeled one is (fill-model.ts: no bid, no sale; the engine sells it, it does not hold it to
 * expiry). The trade's reason says the bid was 0 and that it was imputed around the vendor's close.
 * The "vendor" chain is SPY's modeled chain of January 2024 stored as a last-only layout stores it
 * (last = the model's mid, at least a cent: the far wings close at 0.01).
 */
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { spyModeledAsImported } from './testing/modeled-as-imported';

const DAYS = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];

describe('a last-only long wing closing at a cent', () => {
  it('is sold for nothing at its imputed zero bid, and the reason says the bid was 0, imputed around the close', async () => {
    const market = await spyModeledAsImported(() => DAYS, (q) => ({ bid: null, ask: null, last: Math.max(Math.round(((q.bid_price + q.ask_price) / 2) * 100) / 100, 0.01) }));
    const request = BacktestRequestSchema.parse({
      ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-01-04', balance: 100_000, min_volume: 0,
      strategy: {
        name: 'SPY put spread', ticker: 'SPY', starting_balance: 100_000, min_volume: 0, max_margin_percentage_per_position: 50,
        legs: [
          { side: 'short', option_type: 'put', quantity: 1, dte_target: 14, target_strike_condition: { type: 'delta', value: -0.2 }, entry_conditions: [] },
          { side: 'long', option_type: 'put', quantity: 1, dte_target: 14, target_strike_condition: { type: 'delta', value: -0.001 }, entry_conditions: [] },
        ],
        global_exit_conditions: [],
      },
    });
    const result = runMultiLegBacktest(request, market);
    const trade = result.trades[0];
    const wing = trade?.exit_contracts.find((c) => c.side === 'long');
    if (!trade || !wing) throw new Error('no trade');
    expect(trade.exit_date).toBe('2024-01-04');
    // A real close of a cent, quoted 0.00 bid: the imputed spread rounds the bid down to 0.
    expect(wing.contract).toMatchObject({ quote_source: 'imported', last_only: true, last_trade_price: 0.01, bid_price: 0 });
    expect(wing.contract.ask_price).toBeGreaterThan(0.01);
    expect(wing.price).toBe(0);
    expect(trade.reason).toContain(`Sold for nothing, no bid: the long ${wing.contract.strike} put (`);
    expect(trade.reason).toContain(`bid/ask $0.00/$${wing.contract.ask_price.toFixed(2)} imputed around the vendor's last of $0.01`);
  });
});
