import { describe, expect, it } from 'vitest';
import type { OptionQuote } from './market-data';
import { createModeledChainProvider, type ModeledChainInput } from './modeled-chain';
import { LONG_DATED_WIDTH_FROM, LONG_DATED_WIDTH_MAX, LONG_DATED_WIDTH_PER, MIN_WIDTH, tickGrid, tickSize } from './chain-rules';
import { daysBetween, isMonthlyExpiration } from './calendar';
import { quarterlyDividends, syntheticBars } from './testing/synthetic-market';

const spy = syntheticBars('2019-01-02', '2020-12-31', 250, 0.01);
const tsla = syntheticBars('2019-01-02', '2020-12-31', 60, 0.03, 1);
const spx = spy.map((b) => ({ ...b, open: b.open * 10, high: b.high * 10, low: b.low * 10, close: b.close * 10 }));
const spyDivs = quarterlyDividends(spy, 1.4);

function input(ticker: string, vixLevel: number): ModeledChainInput {
  const bars = ticker === 'TSLA' ? tsla : ticker === 'SPX' ? spx : spy;
  return {
    ticker,
    bars,
    benchmarkBars: spy,
    vix: () => vixLevel,
    riskFreeRate: () => 0.02,
    dividends: ticker === 'TSLA' ? [] : spyDivs,
    ...(ticker === 'SPX' ? { yieldBars: spy } : {}),
  };
}

const DATE = '2020-06-17';
const isMultiple = (x: number, tick: number): boolean => Math.abs(x / tick - Math.round(x / tick)) < 1e-6;

describe('modeled chain', () => {
  it('lists the calendar expirations and full contracts with OCC ids', () => {
    const p = createModeledChainProvider(input('SPY', 20));
    const exps = p.expirations(DATE);
    expect(exps[0]).toBe(DATE); // SPY had Wednesday expirations in 2020
    expect(exps).toContain('2020-07-17');
    const chain = p.chain(DATE, '2020-07-17', 'call');
    expect(chain.length).toBeGreaterThan(20);
    const atm = chain.find((q) => q.strike === Math.round(spy.find((b) => b.date === DATE)?.close ?? 0));
    expect(atm).toBeDefined();
    const q = atm as OptionQuote;
    expect(q.id).toMatch(/^SPY200717C\d{8}$/);
    expect(q.id.slice(-8)).toBe(String(q.strike * 1000).padStart(8, '0'));
    expect(Object.keys(q).sort()).toEqual([
      'ask_implied_volatility', 'ask_price', 'bid_implied_volatility', 'bid_price', 'call_or_put', 'delta', 'expiry_date', 'gamma',
      'id', 'last_trade_price', 'open_interest', 'rho', 'strike', 'theta', 'underlying_price', 'vega', 'volume',
    ]);
    for (const v of Object.values(q)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
    expect(q.delta).toBeGreaterThan(0.4);
    expect(q.delta).toBeLessThan(0.65);
    expect(q.bid_implied_volatility).toBeLessThan(q.ask_implied_volatility);
    expect(p.source(DATE)).toBe('modeled');
  });

  it('uses SPXW for SPX weeklies and SPX for the monthly', () => {
    const p = createModeledChainProvider(input('SPX', 20));
    expect(p.quote(DATE, '2020-07-17', 'put', 3000)?.id).toBe('SPX200717P03000000');
    expect(p.quote(DATE, '2020-06-26', 'put', 3000)?.id).toBe('SPXW200626P03000000');
  });

  it('quotes any strike of a listed contract but no chain for an unlisted expiry or a non-trading day', () => {
    const p = createModeledChainProvider(input('SPY', 20));
    expect(p.quote(DATE, '2020-07-17', 'put', 123)?.strike).toBe(123);
    expect(p.chain(DATE, '2020-07-18', 'put')).toEqual([]);
    expect(p.expirations('2020-06-20')).toEqual([]);
    expect(p.quote('2020-06-20', '2020-07-17', 'put', 300)).toBeUndefined();
  });

  for (const ticker of ['SPY', 'SPX', 'TSLA']) {
    for (const vix of [10, 25, 60]) {
      it(`${ticker} at VIX ${vix}: parity, monotone calls, convex prices, bid <= mid <= ask on the tick grid`, () => {
        const p = createModeledChainProvider(input(ticker, vix));
        const grid = tickGrid(ticker, DATE);
        const problems: string[] = [];
        const exps = p.expirations(DATE);
        // The first (0 DTE), a weekly, a monthly two months or more out (stocks list only their
        // near and cycle months) and the longest LEAPS.
        const monthly = exps.find((e) => e >= '2020-08-17' && isMonthlyExpiration(e));
        for (const expiry of [exps[0], exps[3], monthly, exps[exps.length - 1]].filter((e): e is string => e !== undefined)) {
          const calls = p.chain(DATE, expiry, 'call');
          const puts = p.chain(DATE, expiry, 'put');
          expect(calls.length).toBeGreaterThan(10);
          expect(calls.map((c) => c.strike)).toEqual(puts.map((c) => c.strike));
          const t = daysBetween(DATE, expiry) / 365;
          const s = calls[0]?.underlying_price ?? 0;
          const q = ticker === 'TSLA' ? 0 : undefined;
          const price = calls.map((c) => p.priceAt(DATE, expiry, 'call', c.strike, s));
          calls.forEach((c, i) => {
            const put = puts[i] as OptionQuote;
            const parity = (price[i] ?? 0) - p.priceAt(DATE, expiry, 'put', c.strike, s);
            // American options without dividends: S − K ≤ C − P ≤ S − K·e^{−rT} (Hull 11.5). The
            // European equality no longer holds: the American put is worth more than the European
            // one (american-price.ts), and the call, with no dividend, the same.
            if (q === 0 && (parity < s - c.strike - 1e-6 || parity > s - c.strike * Math.exp(-0.02 * t) + 1e-6)) problems.push(`parity ${c.id}`);
            // Put-call parity brackets hold on the quoted markets as well.
            if (c.bid_price - put.ask_price > parity + 1e-9 || c.ask_price - put.bid_price < parity - 1e-9) problems.push(`parity bracket ${c.id}`);
            for (const x of [c, put]) {
              const mid = (x.bid_price + x.ask_price) / 2;
              if (!(x.bid_price <= mid && mid <= x.ask_price && x.bid_price >= 0)) problems.push(`bid/mid/ask ${x.id}`);
              if (!(x.bid_price <= x.last_trade_price && x.last_trade_price <= x.ask_price)) problems.push(`last ${x.id}`);
              if (!isMultiple(x.bid_price, tickSize(grid, x.bid_price)) || !isMultiple(x.ask_price, tickSize(grid, x.ask_price))) problems.push(`tick ${x.id}`);
            }
          });
          for (let i = 1; i < price.length; i += 1) if ((price[i] ?? 0) > (price[i - 1] ?? 0) + 1e-9) problems.push(`call rises at ${calls[i]?.id}`);
          for (let i = 2; i < price.length; i += 1) {
            const [k1, k2, k3] = [calls[i - 2], calls[i - 1], calls[i]].map((c) => c?.strike ?? 0) as [number, number, number];
            const [c1, c2, c3] = [price[i - 2], price[i - 1], price[i]] as [number, number, number];
            // Butterfly k1/k2/k3 (weights for uneven spacing) costs >= 0.
            if (c1 * (k3 - k2) - c2 * (k3 - k1) + c3 * (k2 - k1) < -1e-7 * k3) problems.push(`butterfly at ${calls[i - 1]?.id}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }

  it('answers spot, strikes, ticks and ids in the prices that traded before a later split', () => {
    // TSLA bars are adjusted for a 10:1 split on 2020-08-31: on 2020-06-17 the stock traded at 10× the bar.
    const p = createModeledChainProvider({ ...input('TSLA', 25), splits: [{ date: '2020-08-31', ratio: 10 }] });
    const traded = (tsla.find((b) => b.date === DATE)?.close ?? 0) * 10;
    const chain = p.chain(DATE, '2020-07-17', 'put');
    expect(chain[0]?.underlying_price).toBeCloseTo(traded, 9);
    // A standard month: $2.50 under $200, $5 above (chain-rules.ts section 2; $10 only on LEAPS).
    const increment = traded < 200 ? 2.5 : 5;
    const near = chain.filter((q) => Math.abs(q.strike - traded) < traded * 0.05);
    expect(near.length).toBeGreaterThan(2);
    for (const q of near) expect(isMultiple(q.strike, increment)).toBe(true);
    for (const q of chain) {
      expect(q.id.slice(-8)).toBe(String(Math.round(q.strike * 1000)).padStart(8, '0'));
      expect(isMultiple(q.ask_price, tickSize(tickGrid('TSLA', DATE), q.ask_price))).toBe(true);
      expect(q.bid_price).toBeLessThanOrEqual(q.ask_price);
    }
    // After the split the spot is the bar itself (no later split), and strikes follow it.
    const afterSpot = tsla.find((b) => b.date === '2020-09-16')?.close ?? 0;
    const after = p.chain('2020-09-16', '2020-10-16', 'put');
    expect(after[0]?.underlying_price).toBeCloseTo(afterSpot, 9);
    expect(after.every((q) => q.strike > afterSpot * 0.3 && q.strike < afterSpot * 3)).toBe(true);
  });

  it("widens a stock's long-dated quotes by their days to expiry (chain-rules.ts rule 5, LONG_DATED_WIDTH_FROM)", () => {
    const p = createModeledChainProvider(input('TSLA', 25));
    const exps = p.expirations(DATE);
    const leaps = exps[exps.length - 1] ?? '';
    const dte = daysBetween(DATE, leaps);
    expect(dte).toBeGreaterThan(400);
    const long = Math.min(1 + (dte - LONG_DATED_WIDTH_FROM.stock) / LONG_DATED_WIDTH_PER.stock, LONG_DATED_WIDTH_MAX.stock);
    // Past about 14 months the cap holds it (VXX's one- and two-year series were quoted alike).
    expect(long).toBe(LONG_DATED_WIDTH_MAX.stock);
    // Every quote with a bid is at least long × the minimum wide (rounding is outward): about $0.17
    // here, where the same option 90 days out or less would be quoted a few cents wide.
    const quoted = [...p.chain(DATE, leaps, 'call'), ...p.chain(DATE, leaps, 'put')].filter((q) => q.bid_price > 0);
    expect(quoted.length).toBeGreaterThan(10);
    for (const q of quoted) expect(q.ask_price - q.bid_price).toBeGreaterThanOrEqual(long * MIN_WIDTH.stock - 1e-9);
  });

  it('volume and open interest fall away from the money and with time', () => {
    const p = createModeledChainProvider(input('SPY', 20));
    const near = p.chain(DATE, '2020-06-26', 'put');
    const far = p.chain(DATE, '2020-12-18', 'put');
    const spot = near[0]?.underlying_price ?? 0;
    const atOr = (c: readonly OptionQuote[], k: number): OptionQuote => c.reduce((a, b) => (Math.abs(b.strike - k) < Math.abs(a.strike - k) ? b : a));
    expect(atOr(near, spot).volume).toBeGreaterThan(atOr(near, spot * 0.9).volume);
    expect(atOr(near, spot).open_interest).toBeGreaterThan(atOr(near, spot * 0.85).open_interest);
    expect(atOr(near, spot).volume).toBeGreaterThan(atOr(far, spot).volume / 2);
  });

  it('has no look-ahead: a provider that only has bars up to the day answers the same', () => {
    const full = createModeledChainProvider(input('TSLA', 30));
    const cut = createModeledChainProvider({ ...input('TSLA', 30), bars: tsla.filter((b) => b.date <= DATE), benchmarkBars: spy.filter((b) => b.date <= DATE) });
    expect(cut.chain(DATE, '2020-07-17', 'call')).toEqual(full.chain(DATE, '2020-07-17', 'call'));
  });

  it('memoises a chain for its day, expiry and type', () => {
    const p = createModeledChainProvider(input('SPY', 20));
    expect(p.chain(DATE, '2020-07-17', 'call')).toBe(p.chain(DATE, '2020-07-17', 'call'));
  });

  it('lists the strikes of a chain without pricing it; each quoted alone equals its chain entry', () => {
    const p = createModeledChainProvider(input('SPY', 20));
    for (const type of ['call', 'put'] as const) {
      const chain = p.chain(DATE, '2020-07-17', type);
      expect(p.strikes?.(DATE, '2020-07-17')).toEqual(chain.map((q) => q.strike));
      for (const q of chain) {
        expect(p.quote(DATE, '2020-07-17', type, q.strike)).toEqual(q);
        // A probe reads the same in every field, implied vols (computed on read) included.
        const probe = p.probe?.(DATE, '2020-07-17', type, q.strike);
        for (const key of Object.keys(q) as (keyof OptionQuote)[]) expect(probe?.[key], key).toBe(q[key]);
      }
    }
    expect(p.strikes?.(DATE, '2020-07-16')).toEqual([]); // not a listed expiration: no chain either
  });

  it("keeps each day's listing with its day numbers once the days are walked again (a sweep batch's next cell)", () => {
    const p = createModeledChainProvider(input('SPY', 20));
    const walk = () => spy.map((b) => p.expirations(b.date));
    // A single run walking forward: its picks parse the dates, as the chain always did.
    expect(spy.filter((b) => (p.expirations(b.date), p.expirationDays?.(b.date) !== undefined))).toEqual([]);
    const second = walk();
    const third = walk();
    third.forEach((listed, i) => expect(listed).toBe(second[i]));
    const days = p.expirationDays?.(DATE);
    expect(Array.from(days ?? [])).toEqual(p.expirations(DATE).map((e) => daysBetween('1970-01-01', e)));
    walk();
    expect(p.expirationDays?.(DATE)).toBe(days);
    expect(p.expirationDays?.('2020-06-20')).toBeUndefined(); // a Saturday: no priced day, no listing
  });
});
