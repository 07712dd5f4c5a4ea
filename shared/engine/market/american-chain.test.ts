import { describe, expect, it } from 'vitest';
import { createModeledChainProvider, type ModeledChainInput } from './modeled-chain';
import { americanFloor, bsm, intrinsicValue } from './black-scholes';
import { quarterlyDividends, syntheticBars } from './testing/synthetic-market';
import type { OptionQuote } from './market-data';

// 2023: the T-bill near 5%, where a deep in-the-money European put is worth less than intrinsic.
const spy = syntheticBars('2021-01-04', '2023-12-29', 400, 0.01);
const spx = spy.map((b) => ({ ...b, open: b.open * 10, high: b.high * 10, low: b.low * 10, close: b.close * 10 }));
const aapl = syntheticBars('2021-01-04', '2023-12-29', 150, 0.012, 2);
const aaplDivs = quarterlyDividends(aapl, 1.5);

function input(ticker: 'AAPL' | 'SPX'): ModeledChainInput {
  return {
    ticker,
    bars: ticker === 'AAPL' ? aapl : spx,
    benchmarkBars: spy,
    vix: () => 18,
    riskFreeRate: () => 0.05,
    dividends: ticker === 'AAPL' ? aaplDivs : quarterlyDividends(spy, 1.6),
    ...(ticker === 'SPX' ? { yieldBars: spy } : {}),
  };
}

/** The trading day before an ex-date of AAPL in 2023, and the first listed expiry after the ex-date. */
function dayBeforeExDate(): { date: string; expiry: string; exDate: string } {
  const exDate = aaplDivs.find((d) => d.exDate >= '2023-06-01')?.exDate as string;
  const date = aapl[aapl.findIndex((b) => b.date === exDate) - 1]?.date as string;
  const p = createModeledChainProvider(input('AAPL'));
  const expiry = p.expirations(date).find((e) => e > exDate) as string;
  return { date, expiry, exDate };
}

const mid = (q: OptionQuote) => (q.bid_price + q.ask_price) / 2;

describe('American floor on the modeled chain (chain-rules.ts section 4)', () => {
  it('quotes a deep in-the-money AAPL call the day before an ex-date at least at intrinsic', () => {
    const { date, expiry } = dayBeforeExDate();
    const p = createModeledChainProvider(input('AAPL'));
    const chain = p.chain(date, expiry, 'call');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike <= spot * 0.8);
    expect(deep.length).toBeGreaterThan(0);
    for (const c of deep) {
      const intrinsic = intrinsicValue('call', c.strike, spot);
      // Escrowed European BSM sits a dividend's worth below intrinsic here; the quote does not.
      expect(c.last_trade_price).toBeGreaterThanOrEqual(intrinsic - 0.025);
      expect(mid(c)).toBeGreaterThanOrEqual(intrinsic - 0.025);
      expect(c.ask_price).toBeGreaterThan(intrinsic);
      // At the floor the option is the exercise it stands for: the stock less the strike.
      expect(c.delta).toBe(1);
      expect(c.gamma).toBe(0);
      expect(c.vega).toBe(0);
      expect(c.theta).toBe(0);
      // The catch stop and marks reprice the same way (priceAt), at any underlying.
      for (const s of [spot, spot * 1.1]) expect(p.priceAt(date, expiry, 'call', c.strike, s)).toBeGreaterThanOrEqual(intrinsicValue('call', c.strike, s));
    }
  });

  it('quotes a deep in-the-money put in 2023 (5% rates) at least at intrinsic', () => {
    const date = '2023-06-01';
    const p = createModeledChainProvider(input('AAPL'));
    const expiry = p.expirations(date).find((e) => e >= '2023-12-01') as string;
    const chain = p.chain(date, expiry, 'put');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike >= spot * 1.4);
    expect(deep.length).toBeGreaterThan(0);
    for (const c of deep) {
      const intrinsic = intrinsicValue('put', c.strike, spot);
      expect(c.last_trade_price).toBeGreaterThanOrEqual(intrinsic - 0.025);
      expect(c.ask_price).toBeGreaterThan(intrinsic);
      expect(c.delta).toBe(-1);
      expect(p.priceAt(date, expiry, 'put', c.strike, spot)).toBeGreaterThanOrEqual(intrinsic);
    }
  });

  it('leaves SPX (European, cash-settled) unfloored: its deep put is still worth less than intrinsic', () => {
    const date = '2023-06-01';
    const p = createModeledChainProvider(input('SPX'));
    const expiry = p.expirations(date).find((e) => e >= '2023-12-01') as string;
    const chain = p.chain(date, expiry, 'put');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike >= spot * 1.3);
    expect(deep.length).toBeGreaterThan(0);
    for (const c of deep) {
      const intrinsic = intrinsicValue('put', c.strike, spot);
      expect(p.priceAt(date, expiry, 'put', c.strike, spot)).toBeLessThan(intrinsic - 1);
      expect(c.delta).toBeGreaterThan(-1);
    }
  });
});

describe('implied vols of a contract at the American floor', () => {
  /** The chain's contracts at the floor (delta ±1 with time left), each with the same strike's other type. */
  function floored(ticker: 'AAPL', date: string, expiry: string, type: 'call' | 'put') {
    const p = createModeledChainProvider(input(ticker));
    const other = type === 'call' ? 'put' : 'call';
    return p.chain(date, expiry, type)
      .filter((c) => Math.abs(c.delta) === 1)
      .map((c) => ({ c, twin: p.quote(date, expiry, other, c.strike) as OptionQuote }));
  }

  it('reports the surface\'s vol at the strike on both sides, where the European inversion gave none or one far off the surface', () => {
    const { date, expiry } = dayBeforeExDate();
    const calls = floored('AAPL', date, expiry, 'call');
    const late = floored('AAPL', '2023-06-01', createModeledChainProvider(input('AAPL')).expirations('2023-06-01').find((e) => e >= '2023-12-01') as string, 'put');
    expect(calls.length).toBeGreaterThan(0);
    expect(late.length).toBeGreaterThan(0);
    for (const { c, twin } of [...calls, ...late]) {
      // The quote was made at the floor, by no vol: both sides show the vol the surface gives its strike,
      // which the same strike's other type (priced by that vol, not at a floor) brackets with its bid and ask.
      expect(c.bid_implied_volatility).toBeGreaterThan(0);
      expect(c.ask_implied_volatility).toBe(c.bid_implied_volatility);
      expect(Math.abs(twin.delta)).toBeLessThan(1);
      expect(c.bid_implied_volatility).toBeLessThanOrEqual(twin.ask_implied_volatility + 1e-6);
      if (twin.bid_price > 0) expect(c.bid_implied_volatility).toBeGreaterThanOrEqual(twin.bid_implied_volatility - 1e-6);
    }
  });
});

describe('americanFloor', () => {
  it('raises a European price below intrinsic to intrinsic with the greeks of the exercise, and leaves others alone', () => {
    const input = { type: 'put' as const, spot: 60, strike: 100, years: 1, rate: 0.05, dividendYield: 0, vol: 0.2 };
    const european = bsm(input);
    expect(european.price).toBeLessThan(40);
    expect(americanFloor(european, 'put', 100, 60)).toEqual({ price: 40, delta: -1, gamma: 0, theta: 0, vega: 0, rho: 0 });
    const atm = bsm({ ...input, spot: 100 });
    expect(americanFloor(atm, 'put', 100, 100)).toBe(atm);
    // Against the real spot, not the escrowed one: a call priced on S − PV(dividend) is floored at S − K.
    const call = bsm({ ...input, type: 'call', spot: 148, strike: 100, years: 5 / 365 });
    expect(americanFloor(call, 'call', 100, 150).price).toBe(50);
  });
});
