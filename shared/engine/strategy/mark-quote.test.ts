import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../market/market-data';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { markQuote, plainQuote } from './mark-quote';

describe('marking an open contract', () => {
  const row = { date: '2024-01-02', expiry: '2024-01-19', type: 'call' as const, strike: 105, price: 1 };
  const held = createSyntheticMarket({ bars: [{ date: '2024-01-02', close: 100 }], quotes: [row] }).options.chain('2024-01-02', '2024-01-19', 'call')[0]!;

  it('uses the day quote when the chain lists the contract', () => {
    const market = createSyntheticMarket({ bars: [{ date: '2024-01-03', close: 101 }], quotes: [{ ...row, date: '2024-01-03', price: 1.4 }] });
    expect(markQuote(market.options, held, '2024-01-03', 101).last_trade_price).toBe(1.4);
  });
  it('falls back to the model price at the close, then to the last quote', () => {
    const modeled = createSyntheticMarket({ bars: [{ date: '2024-01-03', close: 101 }], quotes: [], priceAt: () => 1.25 });
    expect(markQuote(modeled.options, held, '2024-01-03', 101)).toMatchObject({ id: held.id, last_trade_price: 1.25, underlying_price: 101 });
    const none = createSyntheticMarket({ bars: [{ date: '2024-01-03', close: 101 }], quotes: [], priceAt: () => Number.NaN });
    expect(markQuote(none.options, held, '2024-01-03', 101)).toBe(held);
  });

  it('turns a probe (a field as a prototype getter) into plain data that JSON and a spread keep', () => {
    const { bid_implied_volatility: _dropped, ...own } = held;
    const lazy = { get bid_implied_volatility(): number { return 0.21; } };
    const probe: OptionQuote = Object.assign(Object.create(lazy) as typeof lazy, own);
    expect(JSON.stringify(probe)).not.toContain('bid_implied_volatility');
    const plain = plainQuote(probe);
    expect(Object.keys(plain)).toEqual(Object.keys(held));
    expect(JSON.parse(JSON.stringify(plain))).toEqual({ ...held, bid_implied_volatility: 0.21 });
  });
});
