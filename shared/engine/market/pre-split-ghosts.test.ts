import { describe, expect, it } from 'vitest';
import { createImportedChainProvider } from './imported-chain';
import { importedQuote, type StoredContract } from './imported-quote';
import { breaksStrikeOrder, outsideBounds, preSplitGhosts } from './pre-split-ghosts';
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
    // Moved since 06-10 (LEAN refreshes some ghosts), but still 5.6 times its twin: a price of the pre-split call.
    row('2014-06-11', { strike: 625, last: 30.1, volume: 0, underlying: 94.1 }),
  ]],
]);
const splits = [{ date: '2014-06-09', ratio: 7 }];

describe('pre-split ghosts (audit 12 D1)', () => {
  it('are the last-only, volume-0 rows beside their adjusted twin after a split, priced on the pre-split stock', () => {
    const provider = createImportedChainProvider(days, () => RATE, undefined, splits);
    // 06-09: the first day after the split, the 625 call is not quoted; the twin and the real 95 are.
    expect(provider.quote('2014-06-09', '2014-07-11', 'call', 625)).toBeUndefined();
    expect(provider.chain('2014-06-09', '2014-07-11', 'call').map((q) => q.strike)).toEqual([89.29, 95]);
    expect(Number.isNaN(provider.priceAt('2014-06-09', '2014-07-11', 'call', 625, 93.7))).toBe(true);
    // 06-10 and 06-11: dearer than the 89.29 call, which no 625 call on the same stock is, moved or not.
    expect(provider.probe?.('2014-06-10', '2014-07-11', 'call', 625)).toBeUndefined();
    expect(provider.quote('2014-06-11', '2014-07-11', 'call', 625)).toBeUndefined();
    // Before the split it is the real series.
    expect(provider.quote('2014-06-05', '2014-07-11', 'call', 625)?.last_trade_price).toBe(30.77);
    // The day is scanned, not searched from the source's strikes.
    expect(provider.strikes?.('2014-06-09', '2014-07-11')).toBeUndefined();
    // Asked why the model answers it: the day's row is a ghost (a trade's reason says so); the rest are not.
    expect(provider.preSplitGhost('2014-06-09', '2014-07-11', 'call', 625)).toBe(true);
    expect(provider.preSplitGhost('2014-06-11', '2014-07-11', 'call', 625)).toBe(true);
    expect(provider.preSplitGhost('2014-06-10', '2014-07-11', 'call', 95)).toBe(false);
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
    expect(preSplitGhosts({ days: () => [], expirations: () => [], chain: () => [], quote: () => undefined }, [])).toBeUndefined();
  });

  it('does not reach expiries listed after the split window', () => {
    const late = new Map([['2014-06-09', [row('2014-06-09', { expiry: '2017-07-21', strike: 89.29 }), row('2014-06-09', { expiry: '2017-07-21', strike: 625, last: 31.35, volume: 0 })]]]);
    expect(createImportedChainProvider(late, () => RATE, undefined, splits).quote('2014-06-09', '2017-07-21', 'call', 625)).toBeDefined();
  });

  // Audit 13 D1: a split other than 7:1 (AAPL's 4:1 of 2020-08-31, spots as on those days) lists real
  // new strikes whose strike / 4 is listed too. Closes unchanged from the day before, or a first day
  // after the split, are no test of a ghost; a price of the pre-split series is.
  const q4 = (date: string, over: Partial<StoredContract>): OptionQuote => row(date, { expiry: '2020-09-18', volume: 0, ...over });
  const aapl4 = [{ date: '2020-08-31', ratio: 4 }];
  const postSplit = (date: string, underlying: number, extra: OptionQuote[] = []): [string, OptionQuote[]] => [date, [
    q4(date, { strike: 50, last: 79.1, volume: 40, underlying }),
    // A real far call that did not trade: its close stays 0.03, and 200 / 4 = 50 is listed.
    q4(date, { strike: 200, last: 0.03, underlying }),
    ...extra,
  ]];
  const preSplitDay: [string, OptionQuote[]] = ['2020-08-28', [q4('2020-08-28', { strike: 200, last: 299.5, volume: 5, underlying: 499.23 })]];

  it('keeps a real row of a 4:1 whose close is unchanged since the day before, on the first day after the split and later', () => {
    for (const input of [[preSplitDay, postSplit('2020-08-31', 129.04), postSplit('2020-09-01', 134.18)], [postSplit('2020-08-31', 129.04), postSplit('2020-09-01', 134.18)]]) {
      const provider = createImportedChainProvider(new Map(input), () => RATE, undefined, aapl4);
      expect(provider.quote('2020-08-31', '2020-09-18', 'call', 200)?.last_trade_price).toBe(0.03);
      expect(provider.quote('2020-09-01', '2020-09-18', 'call', 200)?.last_trade_price).toBe(0.03);
      expect(provider.preSplitGhost('2020-08-31', '2020-09-18', 'call', 200)).toBe(false);
    }
  });

  it('leaves out a row frozen at its pre-split close, but only when the day before the split is in pre-split units', () => {
    // The pre-split 100 put (25 after the split) at 0.02: also a possible price of a post-split 100 put, but the pre-split one's.
    const ghost = (date: string, underlying: number): OptionQuote[] => [q4(date, { type: 'put', strike: 25, last: 0.01, volume: 12, underlying }), q4(date, { type: 'put', strike: 100, last: 0.02, underlying })];
    const frozen = (underlyingBefore: number): Map<string, OptionQuote[]> => new Map([
      ['2020-08-28', [q4('2020-08-28', { type: 'put', strike: 100, last: 0.02, volume: 3, underlying: underlyingBefore })]],
      postSplit('2020-08-31', 129.04, ghost('2020-08-31', 129.04)),
      postSplit('2020-09-01', 134.18, ghost('2020-09-01', 134.18)),
    ]);
    const provider = createImportedChainProvider(frozen(499.23), () => RATE, undefined, aapl4);
    expect(provider.quote('2020-08-31', '2020-09-18', 'put', 100)).toBeUndefined();
    expect(provider.quote('2020-09-01', '2020-09-18', 'put', 100)).toBeUndefined();
    // A vendor that already wrote its 08-28 file in post-split units (as LEAN did 2014-06-06): 0.02 there is a post-split price.
    const adjusted = createImportedChainProvider(frozen(124.81), () => RATE, undefined, aapl4);
    expect(adjusted.quote('2020-08-31', '2020-09-18', 'put', 100)?.last_trade_price).toBe(0.02);
    // Without the day before the split, a possible price of the day is kept (when in doubt, the real row).
    const missing = frozen(499.23);
    missing.delete('2020-08-28');
    expect(createImportedChainProvider(missing, () => RATE, undefined, aapl4).quote('2020-09-01', '2020-09-18', 'put', 100)?.last_trade_price).toBe(0.02);
  });

  it('keeps a real close made at an earlier spot since the split, and leaves out one no spot since the split explains', () => {
    const puts = (date: string, underlying: number, stale: number): OptionQuote[] => [
      q4(date, { type: 'put', strike: 37.5, last: 0.01, volume: 9, underlying }),
      // The real 150 put, last traded on 09-01 at 16.50 with the stock at 134.18.
      q4(date, { type: 'put', strike: 150, last: stale, volume: date === '2020-09-01' ? 4 : 0, underlying }),
      // The pre-split 600 put (150 after the split), its close an option's on a $499 stock.
      q4(date, { type: 'put', strike: 600, last: 100.5, underlying }),
    ];
    const stale = new Map([postSplit('2020-08-31', 129.04, puts('2020-08-31', 129.04, 21)), postSplit('2020-09-01', 134.18, puts('2020-09-01', 134.18, 16.5)), postSplit('2020-09-02', 131.4, puts('2020-09-02', 131.4, 16.5))]);
    // Under the 09-02 intrinsic value (18.60) by more than the tolerance: the old rule's one-spot bound.
    expect(outsideBounds({ call_or_put: 'put', strike: 150, underlying_price: 131.4, last_trade_price: 16.5 })).toBe(true);
    const provider = createImportedChainProvider(stale, () => RATE, undefined, aapl4);
    expect(provider.quote('2020-09-02', '2020-09-18', 'put', 150)?.last_trade_price).toBe(16.5);
    expect(provider.quote('2020-09-02', '2020-09-18', 'put', 600)).toBeUndefined();
    expect(provider.quote('2020-08-31', '2020-09-18', 'put', 600)).toBeUndefined();
  });

  it('leaves out a pre-split put near the new money whose call is a ghost: the series were listed in pairs (audit 14 G1)', () => {
    // A 2:1 on a $258 stock (spots as AAPL's 4:1 days): the pre-split 125 put, far out of the money
    // then, closes 0.30, inside its bounds at the new $129 and dearer than its twin, the 62.50 put;
    // but its call closes 133.50, dearer than the twin 62.50 call, which no call on the new stock is.
    const pair = (date: string, underlying: number, put: number, call: number): [string, OptionQuote[]] => [date, [
      q4(date, { type: 'put', strike: 62.5, last: 0.01, volume: 5, underlying }),
      q4(date, { type: 'call', strike: 62.5, last: 66.6, volume: 5, underlying }),
      q4(date, { type: 'put', strike: 125, last: put, underlying }),
      q4(date, { type: 'call', strike: 125, last: call, underlying }),
    ]];
    const twoForOne = [{ date: '2020-08-31', ratio: 2 }];
    const ghosts = createImportedChainProvider(new Map([pair('2020-08-31', 129.04, 0.3, 133.5)]), () => RATE, undefined, twoForOne);
    expect(ghosts.preSplitGhost('2020-08-31', '2020-09-18', 'call', 125)).toBe(true);
    expect(ghosts.quote('2020-08-31', '2020-09-18', 'put', 125)).toBeUndefined();
    // The real 125 put of the new stock beside its real call (5.80): both quoted.
    const real = createImportedChainProvider(new Map([pair('2020-08-31', 129.04, 0.3, 5.8)]), () => RATE, undefined, twoForOne);
    expect(real.quote('2020-08-31', '2020-09-18', 'put', 125)?.last_trade_price).toBe(0.3);
    expect(real.quote('2020-08-31', '2020-09-18', 'call', 125)?.last_trade_price).toBe(5.8);
  });

  it('reads the order of prices in strike between a row and its twin', () => {
    const at = (call_or_put: 'call' | 'put', strike: number, last_trade_price: number) => ({ call_or_put, strike, last_trade_price, underlying_price: 93.7 });
    // The pre-split 625 call at 31.35 against the 89.29 call at 5.05.
    expect(breaksStrikeOrder(at('call', 625, 31.35), at('call', 89.29, 5.05))).toBe(true);
    expect(breaksStrikeOrder(at('call', 200, 0.03), at('call', 50, 79.1))).toBe(false);
    // Within the tolerance (5 cents, or 5% of the cheaper): stale cents of two far calls.
    expect(breaksStrikeOrder(at('call', 300, 0.06), at('call', 150, 0.01))).toBe(false);
    expect(breaksStrikeOrder(at('call', 300, 0.07), at('call', 150, 0.01))).toBe(true);
    // Puts: the higher strike is the dearer.
    expect(breaksStrikeOrder(at('put', 100, 0.02), at('put', 25, 0.01))).toBe(false);
    expect(breaksStrikeOrder(at('put', 100, 0.5), at('put', 200, 0.2))).toBe(true);
  });
});
