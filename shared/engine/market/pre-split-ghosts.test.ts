import { describe, expect, it } from 'vitest';
import { createImportedChainProvider } from './imported-chain';
import { importedQuote, type StoredContract } from './imported-quote';
import { outsideBounds, preSplitGhosts } from './pre-split-ghosts';
import type { OptionQuote } from './market-data';

const RATE = 0.0004;
const row = (date: string, over: Partial<StoredContract>): OptionQuote => importedQuote({
  root: 'AAPL', expiry: '2014-07-11', type: 'call', strike: 89.29, bid: null, ask: null, last: 5.05, volume: 14, openInterest: 10,
  underlying: 93.7, iv: null, delta: null, gamma: null, theta: null, vega: null, rho: null, ...over,
}, date, RATE);

/** LEAN's AAPL days around the 7:1 of 2014-06-09 (06-06 has no prices: not imported). */
const days = new Map<string, OptionQuote[]>([
  ['2014-06-05', [row('2014-06-05', { strike: 625, last: 30.77, volume: 15, underlying: 647.35 })]],
  ['2014-06-09', [
    row('2014-06-09', { strike: 89.29, last: 5.05, volume: 14 }),
    // The pre-split 625 call, frozen at its last pre-split close, beside its adjusted twin 89.29.
    row('2014-06-09', { strike: 625, last: 31.35, volume: 0 }),
    // A real post-split strike at volume 0, with no twin (95 / 7 = 13.57 is not listed).
    row('2014-06-09', { strike: 95, last: 1.9, volume: 0 }),
  ]],
  ['2014-06-10', [
    row('2014-06-10', { strike: 89.29, last: 5.6, volume: 30, underlying: 94.25 }),
    row('2014-06-10', { strike: 625, last: 31.35, volume: 0, underlying: 94.25 }),
    row('2014-06-10', { strike: 95, last: 2.1, volume: 0, underlying: 94.25 }),
  ]],
  ['2014-06-11', [
    row('2014-06-11', { strike: 89.29, last: 5.4, volume: 30, underlying: 94.1 }),
    // Moved since 06-10: a close made that day, not the frozen one.
    row('2014-06-11', { strike: 625, last: 30.1, volume: 0, underlying: 94.1 }),
  ]],
]);
const splits = [{ date: '2014-06-09', ratio: 7 }];

describe('pre-split ghosts (audit 12 D1)', () => {
  it('are the last-only, volume-0 rows beside their adjusted twin after a split, frozen since the day before', () => {
    const provider = createImportedChainProvider(days, () => RATE, undefined, splits);
    // 06-09: the first day after the split, the 625 call is not quoted; the twin and the real 95 are.
    expect(provider.quote('2014-06-09', '2014-07-11', 'call', 625)).toBeUndefined();
    expect(provider.chain('2014-06-09', '2014-07-11', 'call').map((q) => q.strike)).toEqual([89.29, 95]);
    expect(Number.isNaN(provider.priceAt('2014-06-09', '2014-07-11', 'call', 625, 93.7))).toBe(true);
    // 06-10: frozen at 06-09's close: still a ghost.
    expect(provider.probe?.('2014-06-10', '2014-07-11', 'call', 625)).toBeUndefined();
    // 06-11: its close moved, so it is a price of the day: quoted.
    expect(provider.quote('2014-06-11', '2014-07-11', 'call', 625)?.last_trade_price).toBe(30.1);
    // Before the split it is the real series.
    expect(provider.quote('2014-06-05', '2014-07-11', 'call', 625)?.last_trade_price).toBe(30.77);
    // The day is scanned, not searched from the source's strikes.
    expect(provider.strikes?.('2014-06-09', '2014-07-11')).toBeUndefined();
    // Asked why the model answers it: the day's row is a ghost (a trade's reason says so); the rest are not.
    expect(provider.preSplitGhost('2014-06-09', '2014-07-11', 'call', 625)).toBe(true);
    expect(provider.preSplitGhost('2014-06-11', '2014-07-11', 'call', 625)).toBe(false);
    expect(provider.preSplitGhost('2014-06-09', '2014-07-11', 'call', 95)).toBe(false);
    expect(provider.preSplitGhost('2014-06-09', '2014-07-11', 'call', 600)).toBe(false);
  });

  it('leaves out a ghost LEAN refreshed against the pre-split spot: its close is no price of an option on the day\'s stock', () => {
    const refreshed = new Map<string, OptionQuote[]>([
      ['2014-06-09', [row('2014-06-09', { type: 'put', strike: 108.57, last: 15, volume: 20 }), row('2014-06-09', { type: 'put', strike: 760, last: 174.35, volume: 0 })]],
      // Moved, but 114.98 for a 760 put on a $94.25 stock is under its intrinsic value (665.75).
      ['2014-06-10', [row('2014-06-10', { type: 'put', strike: 108.57, last: 14.3, volume: 20, underlying: 94.25 }), row('2014-06-10', { type: 'put', strike: 760, last: 114.98, volume: 0, underlying: 94.25 })]],
    ]);
    const provider = createImportedChainProvider(refreshed, () => RATE, undefined, splits);
    expect(provider.quote('2014-06-10', '2014-07-11', 'put', 760)).toBeUndefined();
    expect(provider.quote('2014-06-10', '2014-07-11', 'put', 108.57)).toBeDefined();
    expect(outsideBounds({ call_or_put: 'put', strike: 760, underlying_price: 94.25, last_trade_price: 114.98 })).toBe(true);
    expect(outsideBounds({ call_or_put: 'call', strike: 255, underlying_price: 94.25, last_trade_price: 390.63 })).toBe(true);
    expect(outsideBounds({ call_or_put: 'call', strike: 89.29, underlying_price: 94.25, last_trade_price: 5.6 })).toBe(false);
    expect(outsideBounds({ call_or_put: 'put', strike: 100, underlying_price: 94.25, last_trade_price: 5.75 })).toBe(false);
  });

  it('keeps a row that traded, one with a vendor bid/ask, and every row without a split', () => {
    const traded = new Map([['2014-06-09', [row('2014-06-09', { strike: 89.29 }), row('2014-06-09', { strike: 625, last: 31.35, volume: 3 })]]]);
    expect(createImportedChainProvider(traded, () => RATE, undefined, splits).quote('2014-06-09', '2014-07-11', 'call', 625)).toBeDefined();
    const quoted = new Map([['2014-06-09', [row('2014-06-09', { strike: 89.29 }), row('2014-06-09', { strike: 625, bid: 31, ask: 31.7, last: 31.35, volume: 0 })]]]);
    expect(createImportedChainProvider(quoted, () => RATE, undefined, splits).quote('2014-06-09', '2014-07-11', 'call', 625)).toBeDefined();
    expect(createImportedChainProvider(days, () => RATE).quote('2014-06-09', '2014-07-11', 'call', 625)).toBeDefined();
    expect(preSplitGhosts({ days: () => [], quote: () => undefined }, [])).toBeUndefined();
  });

  it('does not reach expiries listed after the split window', () => {
    const late = new Map([['2014-06-09', [row('2014-06-09', { expiry: '2017-07-21', strike: 89.29 }), row('2014-06-09', { expiry: '2017-07-21', strike: 625, last: 31.35, volume: 0 })]]]);
    expect(createImportedChainProvider(late, () => RATE, undefined, splits).quote('2014-06-09', '2017-07-21', 'call', 625)).toBeDefined();
  });
});
