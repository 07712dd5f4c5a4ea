import { describe, expect, it } from 'vitest';
import { bsm, impliedVol } from './black-scholes';
import { ImportedContract, importedQuote, type StoredContract } from './imported-quote';
import { plainQuote } from '../strategy/mark-quote';

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

describe('ImportedContract (what a search probes and a daily mark reads)', () => {
  // Every field the vendor may lack, alone or together: the model and the fallbacks answer alike.
  const variants: StoredContract[] = [
    contract,
    { ...contract, iv: null },
    { ...contract, delta: null },
    { ...contract, iv: null, delta: null, gamma: null, theta: null, vega: null },
    { ...contract, bid: null, ask: null, last: 5.25 },
    { ...contract, bid: 0, ask: 0.05, last: null, strike: 400, volume: null, openInterest: null },
    { ...contract, type: 'call', strike: 420, iv: null, delta: null },
    { ...contract, expiry: '2024-01-17', delta: null, iv: null },
    { ...contract, volume: 12.6, openInterest: -3 },
  ];
  const tidy = (v: number | null): number | null => (v === null ? null : Number(v.toPrecision(3)));

  it('has every value of importedQuote, in the same key order once plain', () => {
    for (const c of variants) {
      for (const clean of [undefined, tidy]) {
        const quote = importedQuote(c, '2024-01-17', 0.05, clean);
        const probe = new ImportedContract(c, '2024-01-17', 0.05, clean);
        expect(JSON.stringify(plainQuote(probe))).toBe(JSON.stringify(quote));
        for (const key of [...KEYS, 'last_only'] as const) expect(probe[key as keyof ImportedContract]).toStrictEqual(quote[key as keyof typeof quote]);
      }
    }
  });
});
