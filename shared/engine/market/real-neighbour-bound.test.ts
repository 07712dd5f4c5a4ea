import { describe, expect, it } from 'vitest';
import type { OptionQuote, OptionType } from './market-data';
import { boundByRealNeighbours, boundPriceByRealNeighbours } from './real-neighbour-bound';

const quote = (type: OptionType, strike: number, bid: number, ask: number, extra: Partial<OptionQuote> = {}): OptionQuote => ({
  id: `X${type}${strike}`, call_or_put: type, strike, expiry_date: '2018-02-28', last_trade_price: (bid + ask) / 2,
  bid_price: bid, ask_price: ask, volume: 0, open_interest: 0, underlying_price: 2650, delta: type === 'put' ? -0.6 : 0.4,
  gamma: 0, theta: 0, vega: 0, rho: 0, bid_implied_volatility: 0.3, ask_implied_volatility: 0.32, ...extra,
});
const DATE = '2018-02-05';
const RATE = 0.015;

describe('boundByRealNeighbours', () => {
  it('a put: each side held between the same side of the lower and higher real strikes, the model price between their midpoints', () => {
    const real = [quote('put', 2735, 123, 138.8), quote('put', 2745, 129, 145)];
    const model = quote('put', 2740, 133, 145.7, { quote_source: 'modeled' });
    const q = boundByRealNeighbours(model, real, DATE, RATE);
    expect([q.bid_price, q.ask_price, q.last_trade_price]).toEqual([129, 145, 137]);
    expect(q.neighbour_bounded).toBe(true);
    expect(q.quote_source).toBe('modeled');
    expect(q.delta).toBe(model.delta);
    // The implied vols are those of the bounded prices, no longer the model's.
    expect(q.bid_implied_volatility).not.toBe(model.bid_implied_volatility);
    expect(q.bid_implied_volatility).toBeGreaterThan(0);
  });

  it('a call mirrored: no dearer than the lower strike, no cheaper than the higher', () => {
    const real = [quote('call', 2640, 40, 42), quote('call', 2660, 38, 40)];
    expect(boundByRealNeighbours(quote('call', 2650, 43, 45), real, DATE, RATE)).toMatchObject({ bid_price: 40, ask_price: 42, last_trade_price: 41 });
    expect(boundByRealNeighbours(quote('call', 2650, 20, 22), real, DATE, RATE)).toMatchObject({ bid_price: 38, ask_price: 40, last_trade_price: 39 });
  });

  it('a quote already in order is returned as it was, unflagged', () => {
    const model = quote('put', 2740, 126, 141);
    expect(boundByRealNeighbours(model, [quote('put', 2735, 123, 138.8), quote('put', 2745, 129, 145)], DATE, RATE)).toBe(model);
  });

  it('neighbours out of order on one side (a bad real row) bound neither side by strike order', () => {
    // The sample's 2750 put of 2018-02-28 on 2018-02-05 bids 7.90 under the 2745's 129 (asks in order):
    // its ask is no better a bound than its bid, so the model's 165 stays (it bounded it to 160 before).
    const real = [quote('put', 2745, 129, 145), quote('put', 2750, 7.9, 160)];
    const model = quote('put', 2747.5, 140, 165);
    expect(boundByRealNeighbours(model, real, DATE, RATE)).toBe(model);
  });

  it("audit 13's N1: a bad row's ask no longer narrows a stand-in to a few cents under the real ask", () => {
    // Leave-one-out on the sample: the real 2745 put (129/145) taken out, a dear stand-in 151.85/167.85
    // bounded by the real 2735 (123/138.80; the 2740 is quoted 0/0) and the bad 2750 (7.90/139.60) read
    // 139.33/139.60 before: the ask lowered to the 2750's, the bid by the blend of the asks.
    const real = [quote('put', 2735, 123, 138.8), quote('put', 2750, 7.9, 139.6)];
    const q = boundByRealNeighbours(quote('put', 2745, 151.85, 167.85), real, DATE, RATE);
    expect(q.ask_price).toBe(167.85);
    // The convexity bound (a bid no higher than the blend of the neighbours' asks) still applies: it only moves against the trader.
    expect(q.bid_price).toBeCloseTo(138.8 / 3 + (139.6 * 2) / 3, 10);
  });

  it("the vertical's width and convexity move only a bid down or an ask up (their executable form)", () => {
    // Convexity: a bid above the blend of the neighbours' asks (2.5 + 2.5 / 2) is sold for more than the two bought.
    const real = [quote('put', 2600, 0.5, 1), quote('put', 2700, 3, 4)];
    expect(boundByRealNeighbours(quote('put', 2650, 3, 3.5), real, DATE, RATE)).toMatchObject({ bid_price: 2.5, ask_price: 3.5 });
    // Width: an ask under the dearer neighbour's bid less the strike distance would buy the vertical for less than nothing.
    const wide = [quote('put', 2700, 60, 62)];
    expect(boundByRealNeighbours(quote('put', 2690, 40, 45), wide, DATE, RATE)).toMatchObject({ bid_price: 40, ask_price: 50 });
    // The same bounds side by side are not applied: an ask above the blend of asks stays (real asks break it).
    const q = boundByRealNeighbours(quote('put', 2650, 2, 3.9), real, DATE, RATE);
    expect(q.ask_price).toBe(3.9);
  });

  it('last-price-only rows (a trade, not a quote) and rows of no market bound nothing', () => {
    const model = quote('put', 2740, 133, 145.7);
    const real = [quote('put', 2745, 100, 100, { last_only: true }), quote('put', 2750, 0, 0)];
    expect(boundByRealNeighbours(model, real, DATE, RATE)).toBe(model);
  });

  it('one neighbour only (beyond the real strikes): bounded from that side', () => {
    const q = boundByRealNeighbours(quote('put', 1000, 0.05, 0.3), [quote('put', 1200, 0, 0.05)], DATE, RATE);
    expect([q.bid_price, q.ask_price]).toEqual([0, 0.05]);
    expect(q.bid_implied_volatility).toBe(0);
  });
});

describe('boundPriceByRealNeighbours (a price at another spot)', () => {
  const real = [quote('put', 2735, 123, 138.8), quote('put', 2745, 129, 145)];
  it("held between the neighbours' prices at that spot, a call mirrored", () => {
    const at = (k: number) => (k === 2735 ? 164.5 : 171.5);
    expect(boundPriceByRealNeighbours(173.1, 'put', 2740, real, at)).toBe(171.5);
    expect(boundPriceByRealNeighbours(160, 'put', 2740, real, at)).toBe(164.5);
    expect(boundPriceByRealNeighbours(168, 'put', 2740, real, at)).toBe(168);
    const calls = [quote('call', 2735, 10, 11), quote('call', 2745, 6, 7)];
    expect(boundPriceByRealNeighbours(12, 'call', 2740, calls, (k) => (k === 2735 ? 10.5 : 6.5))).toBe(10.5);
  });
  it('left alone when the neighbours are out of order, or one side has no price', () => {
    expect(boundPriceByRealNeighbours(173.1, 'put', 2740, real, (k) => (k === 2735 ? 180 : 171.5))).toBe(173.1);
    expect(boundPriceByRealNeighbours(173.1, 'put', 2740, real, (k) => (k === 2735 ? 164.5 : Number.NaN))).toBe(173.1);
  });
});
