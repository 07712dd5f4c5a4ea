import { describe, expect, it } from 'vitest';
import { bsm, impliedVol } from './black-scholes';
import { importedQuote, type StoredContract } from './imported-quote';

const contract: StoredContract = {
  root: 'SPY', expiry: '2024-02-16', type: 'put', strike: 480, bid: 5.1, ask: 5.3, last: null, volume: 120, openInterest: 900,
  underlying: 492.3, iv: 0.15, delta: -0.31, gamma: 0.012, theta: -0.11, vega: 0.42, rho: null,
};
const KEYS = ['id', 'call_or_put', 'strike', 'expiry_date', 'last_trade_price', 'bid_price', 'ask_price', 'volume', 'open_interest', 'underlying_price', 'delta', 'gamma', 'theta', 'vega', 'rho', 'bid_implied_volatility', 'ask_implied_volatility', 'quote_source'];

describe('importedQuote', () => {
  it('computes the lazily read fields as the eager formulas would, and behaves as plain data', () => {
    const q = importedQuote(contract, '2024-01-17', 0.05);
    const base = { type: 'put', spot: 492.3, strike: 480, years: 30 / 365, rate: 0.05, dividendYield: 0 } as const;
    expect(q.id).toBe('SPY240216P00480000');
    expect(q.rho).toBe(bsm({ ...base, vol: 0.15 }).rho);
    expect(q.gamma).toBe(0.012);
    expect(q.bid_implied_volatility).toBe(impliedVol(base, 5.1, 1e-6, 0.15));
    expect(q.ask_implied_volatility).toBe(impliedVol(base, 5.3, 1e-6, 0.15));
    expect(q.last_trade_price).toBe(5.2);
    // JSON, a spread and structured clone all see every field, in the contract's key order.
    const json = JSON.parse(JSON.stringify(q)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(KEYS);
    expect({ ...q }).toEqual(json);
    expect(structuredClone(q)).toEqual(json);
    expect(json.rho).toBe(q.rho);
  });

  it('applies clean to the stored greeks when they are read', () => {
    const q = importedQuote({ ...contract, rho: 0.123456789 }, '2024-01-17', 0.05, (v) => (v === null ? null : Math.round(v * 100) / 100));
    expect(q.rho).toBe(0.12);
    expect(q.vega).toBe(0.42);
  });
});
