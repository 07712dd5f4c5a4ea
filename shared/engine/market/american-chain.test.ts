import { describe, expect, it } from 'vitest';
import { createModeledChainProvider, type ModeledChainInput } from './modeled-chain';
import { bsm, intrinsicValue } from './black-scholes';
import { quarterlyDividends, syntheticBars } from './testing/synthetic-market';
import { referenceAmerican } from './testing/crr-reference';
import { dividendsPresentValue, escrowedSpot, expectedCashDividends, createDividendForecaster } from './dividend-forecast';
import { toDayNumber } from './calendar';
import type { OptionQuote } from './market-data';
import type { ModeledContract } from './modeled-quote';

// 2023: the T-bill near 5%, where a deep in-the-money put is worth exercising.
const spy = syntheticBars('2021-01-04', '2023-12-29', 400, 0.01);
const spx = spy.map((b) => ({ ...b, open: b.open * 10, high: b.high * 10, low: b.low * 10, close: b.close * 10 }));
const aapl = syntheticBars('2021-01-04', '2023-12-29', 150, 0.012, 2);
const aaplDivs = quarterlyDividends(aapl, 1.5);
const RATE = 0.05;

function input(ticker: 'AAPL' | 'SPX'): ModeledChainInput {
  return {
    ticker,
    bars: ticker === 'AAPL' ? aapl : spx,
    benchmarkBars: spy,
    vix: () => 18,
    riskFreeRate: () => RATE,
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

/** The chain's own inputs for a contract, priced on the reference lattice (4000 steps). */
function reference(date: string, expiry: string, type: 'call' | 'put', strike: number, spot: number, vol: number) {
  const today = toDayNumber(date);
  const expected = createDividendForecaster(aaplDivs)(date);
  const pv = dividendsPresentValue(expected, today, toDayNumber(expiry), RATE);
  const d = expectedCashDividends(expected, today, toDayNumber(expiry));
  const escrowed = escrowedSpot(spot, pv);
  const years = (toDayNumber(expiry) - today) / 365;
  return { ...referenceAmerican(type, escrowed, strike, years, RATE, vol, d, 2000), escrowed, years };
}

const mid = (q: OptionQuote) => (q.bid_price + q.ask_price) / 2;

describe('American prices on the modeled chain (chain-rules.ts section 4)', () => {
  it('prices a deep in-the-money 2023 put above the old European floor, at the lattice\'s American value', () => {
    const date = '2023-06-01';
    const p = createModeledChainProvider(input('AAPL'));
    const expiry = p.expirations(date).find((e) => e >= '2023-12-01') as string;
    const chain = p.chain(date, expiry, 'put');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike >= spot * 1.1 && c.strike <= spot * 1.3);
    expect(deep.length).toBeGreaterThan(0);
    let above = 0;
    for (const c of deep) {
      const price = p.priceAt(date, expiry, 'put', c.strike, spot);
      const vol = surfaceVol(p, date, expiry, c.strike);
      const ref = reference(date, expiry, 'put', c.strike, spot, vol);
      // The price before: escrowed European BSM at the surface's vol, floored at intrinsic.
      const old = Math.max(ref.exercise, bsm({ type: 'put', spot: ref.escrowed, strike: c.strike, years: ref.years, rate: RATE, dividendYield: 0, vol }).price);
      expect(Math.abs(price - ref.price)).toBeLessThan(0.03);
      if (ref.price > old + 0.05) {
        above += 1;
        expect(price).toBeGreaterThan(old + 0.04);
      }
      // The quote sits around the American price.
      expect(c.bid_price).toBeLessThanOrEqual(price + 1e-9);
      expect(c.ask_price).toBeGreaterThanOrEqual(price - 1e-9);
    }
    expect(above).toBeGreaterThan(0);
  });

  it('prices a deep in-the-money AAPL call the day before an ex-date at about its exercise value; the rule, told the ex-date, exercises it', () => {
    const { date, expiry, exDate } = dayBeforeExDate();
    const p = createModeledChainProvider(input('AAPL'));
    const chain = p.chain(date, expiry, 'call');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike <= spot * 0.8);
    expect(deep.length).toBeGreaterThan(0);
    for (const c of deep) {
      const intrinsic = intrinsicValue('call', c.strike, spot);
      // Never below exercising (the old floor's promise, kept by the American price itself).
      expect(c.last_trade_price).toBeGreaterThanOrEqual(intrinsic - 0.025);
      expect(mid(c)).toBeGreaterThanOrEqual(intrinsic - 0.025);
      expect(c.ask_price).toBeGreaterThan(intrinsic);
      expect(c.delta).toBeGreaterThan(0.99);
      for (const s of [spot, spot * 1.1]) expect(p.priceAt(date, expiry, 'call', c.strike, s)).toBeGreaterThanOrEqual(intrinsicValue('call', c.strike, s) - 1e-9);
      // Told that the 1.50 dividend goes ex the next day, holding past it is worth less than exercising.
      const a = p.americanExercise?.(date, expiry, 'call', c.strike, { amount: 1.5, days: toDayNumber(exDate) - toDayNumber(date) });
      expect(a?.exercise).toBeCloseTo(intrinsic, 9);
      expect(a!.hold).toBeLessThanOrEqual(a!.exercise + 0.01);
    }
  });

  it('exercises the same deep call before a Monday ex-date: the Friday close is the last chance to exercise for the dividend', () => {
    const { date } = dayBeforeExDate();
    const p = createModeledChainProvider(input('AAPL'));
    // An expiry two weeks or more out, so that the dividend three calendar days on is before it.
    const expiry = p.expirations(date).find((e) => toDayNumber(e) - toDayNumber(date) >= 14) as string;
    const chain = p.chain(date, expiry, 'call');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike <= spot * 0.8);
    expect(deep.length).toBeGreaterThan(0);
    for (const c of deep) {
      // The lattice had let a step on the Saturday or Sunday exercise for the dividend, worth the
      // weekend's interest on the strike more than exercising (3 cents a share at 5% on a 120
      // strike): the call was held past the Friday close and the writer kept the dividend.
      const monday = p.americanExercise?.(date, expiry, 'call', c.strike, { amount: 1.5, days: 3 });
      expect(monday!.exercise).toBeCloseTo(intrinsicValue('call', c.strike, spot), 9);
      expect(monday!.hold).toBeLessThanOrEqual(monday!.exercise + 0.01);
    }
  });

  it('leaves SPX (European, cash-settled) as it was: its deep put is still worth less than intrinsic', () => {
    const date = '2023-06-01';
    const p = createModeledChainProvider(input('SPX'));
    const expiry = p.expirations(date).find((e) => e >= '2023-12-01') as string;
    const chain = p.chain(date, expiry, 'put');
    const spot = chain[0]?.underlying_price as number;
    const deep = chain.filter((c) => c.strike >= spot * 1.3);
    expect(deep.length).toBeGreaterThan(0);
    for (const c of deep) {
      expect(p.priceAt(date, expiry, 'put', c.strike, spot)).toBeLessThan(intrinsicValue('put', c.strike, spot) - 1);
      expect(c.delta).toBeGreaterThan(-1);
      expect(p.americanExercise?.(date, expiry, 'put', c.strike)).toBeUndefined();
    }
  });

  it('gives an American put greeks of its American price: delta below the European one, vega and gamma positive', () => {
    const date = '2023-06-01';
    const p = createModeledChainProvider(input('AAPL'));
    const expiry = p.expirations(date).find((e) => e >= '2023-12-01') as string;
    const spot = p.chain(date, expiry, 'put')[0]?.underlying_price as number;
    const atm = p.chain(date, expiry, 'put').reduce((a, b) => (Math.abs(b.strike - spot) < Math.abs(a.strike - spot) ? b : a));
    const up = p.priceAt(date, expiry, 'put', atm.strike, spot + 0.5);
    const down = p.priceAt(date, expiry, 'put', atm.strike, spot - 0.5);
    // Delta agrees with the chain's own American prices a dollar apart, and is below the European
    // delta at the same vol (an American put moves more with the stock: it may be exercised).
    expect(atm.delta).toBeCloseTo((up - down) / 1, 1);
    const ref = reference(date, expiry, 'put', atm.strike, spot, surfaceVol(p, date, expiry, atm.strike));
    const european = bsm({ type: 'put', spot: ref.escrowed, strike: atm.strike, years: ref.years, rate: RATE, dividendYield: 0, vol: surfaceVol(p, date, expiry, atm.strike) });
    expect(atm.delta).toBeLessThan(european.delta - 0.01);
    expect(atm.gamma).toBeGreaterThan(0);
    expect(atm.vega).toBeGreaterThan(0);
    expect(atm.theta).toBeLessThan(0);
  });
});

describe('a contract worth its exercise value', () => {
  it('has the exercise\'s greeks, and the surface\'s vol at its strike on both sides, where the European inversion gave none or one far off the surface', () => {
    // Just after an ex-date: the next dividend (1.50, three months out) is worth less than the
    // interest on a deep put's strike until then, so its holder exercises now (two weeks before an
    // ex-date the same puts are held for the dividend).
    const date = '2023-06-20';
    const p = createModeledChainProvider(input('AAPL'));
    const expiry = p.expirations(date).find((e) => e >= '2023-12-01') as string;
    const puts = p.chain(date, expiry, 'put').filter((c) => c.delta === -1);
    expect(puts.length).toBeGreaterThan(0);
    for (const c of puts) {
      expect(c.gamma).toBe(0);
      expect(c.vega).toBe(0);
      expect(c.theta).toBe(0);
      expect(c.bid_implied_volatility).toBeCloseTo(surfaceVol(p, date, expiry, c.strike), 12);
      expect(c.ask_implied_volatility).toBe(c.bid_implied_volatility);
      const intrinsic = intrinsicValue('put', c.strike, c.underlying_price);
      expect(p.priceAt(date, expiry, 'put', c.strike, c.underlying_price)).toBeCloseTo(intrinsic, 9);
    }
  });
});

/** The surface's vol at a strike, which the chain priced the contract at. */
function surfaceVol(p: ReturnType<typeof createModeledChainProvider>, date: string, expiry: string, strike: number): number {
  return (p.probe?.(date, expiry, 'put', strike) as ModeledContract).surfaceVol;
}
