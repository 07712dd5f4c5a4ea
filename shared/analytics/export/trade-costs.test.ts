import { describe, expect, it } from 'vitest';
import type { Trade, TradeContract } from '../../contracts/results';
import { multiLegCommissions } from './trade-costs';

const put = (strike: number, last: number): TradeContract['contract'] => ({
  id: `SPY240216P${String(strike * 1000).padStart(8, '0')}`, call_or_put: 'put', strike, expiry_date: '2024-02-16', last_trade_price: last,
  bid_price: last, ask_price: last, volume: 100, open_interest: 1000, underlying_price: 410, delta: -0.3, gamma: 0.01, theta: -0.05, vega: 0.2, rho: -0.02,
  bid_implied_volatility: 0.2, ask_implied_volatility: 0.2,
});

const spread = (exits: Trade['exit_contracts'], pnl: number): Trade => ({
  entry_date: '2024-01-02', exit_date: '2024-01-20', pnl, entry_margin_required: 2000, entry_capital_required: 2000, reason: 'time_stop',
  entry_contracts: [
    { contract: put(400, 8), side: 'short', quantity: 1, price: 8 },
    { contract: put(380, 5), side: 'long', quantity: 1, price: 5 },
  ],
  exit_contracts: exits,
});

describe("a multi-leg trade's commissions: its legs at their fills less its P&L", () => {
  it('a put credit spread, no split: +300 in, −200 out, $2.60 of commissions (4 fills at $0.65)', () => {
    const trade = spread([
      { contract: put(400, 6), side: 'short', quantity: 1, price: 6 },
      { contract: put(380, 4), side: 'long', quantity: 1, price: 4 },
    ], 97.4);
    expect(multiLegCommissions(trade)).toBe(2.6);
  });

  it('through a 4-for-1 split each side counts its own contracts (1 in at 8.00, 4 out at 1.50): $2.60, not $212.60', () => {
    // Cash: +800 − 500 in, −600 + 320 out = +20 before commissions. Read at the entry's 1 contract,
    // the exits made +650 − 420 = +230 and the commissions a $212.60 plug.
    const trade = spread([
      { contract: put(100, 1.5), side: 'short', quantity: 4, price: 1.5 },
      { contract: put(95, 0.8), side: 'long', quantity: 4, price: 0.8 },
    ], 17.4);
    expect(multiLegCommissions(trade)).toBe(2.6);
  });

  it('is null for a result saved before legs carried their fills', () => {
    const trade = spread([{ contract: put(400, 6), side: 'short', quantity: 1 }, { contract: put(380, 4), side: 'long', quantity: 1 }], 97.4);
    expect(multiLegCommissions(trade)).toBeNull();
  });
});
