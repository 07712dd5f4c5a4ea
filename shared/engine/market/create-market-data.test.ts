import { describe, expect, it } from 'vitest';
import type { OptionQuote } from './market-data';
import { createMarketData, vixRangesByDate } from './create-market-data';
import { syntheticBars } from './testing/synthetic-market';

const spy = syntheticBars('2019-01-02', '2019-12-31', 280, 0.01);
const vix = spy.map((b, i) => ({ date: b.date, close: 14 + (i % 7) }));
const rates = [{ date: '2019-01-02', rate: 0.024 }, { date: '2019-07-01', rate: 0.021 }];

function realQuote(strike: number, bid: number, ask: number): OptionQuote {
  return {
    id: `SPY190719P${String(strike * 1000).padStart(8, '0')}`, call_or_put: 'put', strike, expiry_date: '2019-07-19',
    last_trade_price: (bid + ask) / 2, bid_price: bid, ask_price: ask, volume: 10, open_interest: 100,
    underlying_price: 290, delta: -0.3, gamma: 0.02, theta: -0.05, vega: 0.3, rho: -0.05,
    bid_implied_volatility: 0.14, ask_implied_volatility: 0.15,
  };
}

describe('createMarketData', () => {
  const imported = new Map([['2019-07-03', [realQuote(285, 1.5, 1.6), realQuote(280, 0.9, 1)]]]);
  const market = createMarketData({ ticker: 'spy', bars: spy, dividends: [], vix, rates, benchmarkBars: spy, imported });

  it('answers VIX on its dates and the last published rate on or before a date', () => {
    expect(market.ticker).toBe('SPY');
    expect(market.vix('2019-01-02')).toBe(14);
    expect(market.vix('2019-01-05')).toBeUndefined();
    expect(market.riskFreeRate('2019-06-28')).toBe(0.024);
    expect(market.riskFreeRate('2019-07-04')).toBe(0.021);
  });

  it("measures each day's VIX range as ln(high / low), holding the close, and none without both", () => {
    const ranges = vixRangesByDate([
      { date: '2018-02-05', close: 37.32, high: 38.8, low: 16.8 },
      { date: '2018-02-06', close: 29.98 },
      { date: '2018-02-07', close: 30, high: 28, low: 20 },
      { date: '2018-02-08', close: 20, high: 25, low: 0 },
    ]);
    expect(ranges.get('2018-02-05')).toBeCloseTo(0.837, 3);
    expect(ranges.has('2018-02-06')).toBe(false);
    expect(ranges.get('2018-02-07')).toBeCloseTo(Math.log(30 / 20), 12);
    expect(ranges.has('2018-02-08')).toBe(false);
  });

  it('prices from the imported chain on the days it covers and from the model elsewhere', () => {
    expect(market.options.source('2019-07-03')).toBe('imported');
    expect(market.options.source('2019-07-02')).toBe('modeled');
    expect(market.options.expirations('2019-07-03')).toEqual(['2019-07-19']);
    expect(market.options.chain('2019-07-03', '2019-07-19', 'put').map((q) => q.strike)).toEqual([280, 285]);
    expect(market.options.quote('2019-07-03', '2019-07-19', 'put', 285)?.bid_price).toBe(1.5);
    expect(market.options.expirations('2019-07-02').length).toBeGreaterThan(5);
    expect(market.options.quote('2019-07-02', '2019-07-19', 'put', 285)?.id).toBe('SPY190719P00285000');
    // Targeted selection only on model days: an imported day is scanned (and validated) whole.
    expect(market.options.strikes?.('2019-07-03', '2019-07-19')).toBeUndefined();
    expect(market.options.strikes?.('2019-07-02', '2019-07-19')).toContain(285);
  });

  it('leaves early exercise to the real quotes on an imported day: the American pricer answers on model days only', () => {
    // SPY is an ETF (American options): the chain's pricer answers on a model day...
    const modeled = market.options.americanExercise?.('2019-07-02', '2019-07-19', 'put', 285);
    expect(modeled?.hold).toBeGreaterThan(0);
    // ...and not on a day the imported chain covers, whose quotes the parity rule reads.
    expect(market.options.americanExercise?.('2019-07-03', '2019-07-19', 'put', 285)).toBeUndefined();
  });

  it('falls back to the model for a contract the imported day lacks, so positions keep a mark', () => {
    const q = market.options.quote('2019-07-03', '2019-07-19', 'put', 270);
    expect(q?.strike).toBe(270);
    expect(q?.bid_price).toBeGreaterThanOrEqual(0);
    // ... and says the model priced it, while the vendor's contracts say they are imported.
    expect(q?.quote_source).toBe('modeled');
    expect(market.options.quote('2019-07-03', '2019-07-19', 'put', 285)?.quote_source).toBe('imported');
    expect(market.options.quote('2019-07-02', '2019-07-19', 'put', 285)?.quote_source).toBeUndefined();
  });

  it('reprices an imported contract with its own implied vol: the mid at its spot, more when the spot falls', () => {
    const atSpot = market.options.priceAt('2019-07-03', '2019-07-19', 'put', 285, 290);
    expect(atSpot).toBeCloseTo(1.55, 6);
    expect(market.options.priceAt('2019-07-03', '2019-07-19', 'put', 285, 285)).toBeGreaterThan(atSpot + 1);
  });

  it('prices the open of an imported day as priceAt does (closes only), of a model day on the previous session\'s surface', () => {
    const modeledOnly = createMarketData({ ticker: 'spy', bars: spy, dividends: [], vix, rates, benchmarkBars: spy });
    // Imported: the vendor's close mid's vol, whatever the previous day.
    expect(market.options.priceAtOpen('2019-07-03', '2019-07-02', '2019-07-19', 'put', 285, 287)).toBe(market.options.priceAt('2019-07-03', '2019-07-19', 'put', 285, 287));
    // A contract the imported day lacks, and a model day: the model's open price.
    expect(market.options.priceAtOpen('2019-07-03', '2019-07-02', '2019-07-19', 'put', 270, 287)).toBe(modeledOnly.options.priceAtOpen('2019-07-03', '2019-07-02', '2019-07-19', 'put', 270, 287));
    const open = market.options.priceAtOpen('2019-07-02', '2019-07-01', '2019-07-19', 'put', 270, 287);
    expect(open).toBe(modeledOnly.options.priceAtOpen('2019-07-02', '2019-07-01', '2019-07-19', 'put', 270, 287));
    expect(open).toBeGreaterThan(0);
  });

  it('shifts the modeled surface for the model-risk runs and leaves imported days alone', () => {
    const up = market.withVolShift?.(0.8);
    const down = market.withVolShift?.(-0.8);
    const iv = (m: typeof market | undefined, date: string) => {
      const q = m?.options.quote(date, '2019-07-19', 'put', 285);
      return ((q?.bid_implied_volatility ?? 0) + (q?.ask_implied_volatility ?? 0)) / 2;
    };
    // A modeled day: the near-the-money vol moves by about the shift (0.008), prices follow.
    expect(iv(up, '2019-07-02') - iv(market, '2019-07-02')).toBeCloseTo(0.008, 2);
    expect(iv(market, '2019-07-02') - iv(down, '2019-07-02')).toBeCloseTo(0.008, 2);
    expect(up?.options.quote('2019-07-02', '2019-07-19', 'put', 285)?.ask_price).toBeGreaterThan(
      market.options.quote('2019-07-02', '2019-07-19', 'put', 285)?.ask_price ?? Infinity,
    );
    // An imported day is the vendor's data, shifted or not; the bars are the same.
    expect(up?.options.quote('2019-07-03', '2019-07-19', 'put', 285)).toEqual(market.options.quote('2019-07-03', '2019-07-19', 'put', 285));
    expect(up?.options.source('2019-07-03')).toBe('imported');
    expect(up?.bars).toBe(market.bars);
    // But a contract the imported day lacks is the model's price there, and moves with the shift
    // (README, model risk; audit 7 saw it on the SPXW sample's 2018-02-05).
    const standIn = (m: typeof market | undefined) => m?.options.quote('2019-07-03', '2019-07-19', 'put', 270);
    expect(standIn(up)?.quote_source).toBe('modeled');
    expect(standIn(up)?.ask_price).toBeGreaterThan(standIn(market)?.ask_price ?? Infinity);
    expect(standIn(down)?.ask_price).toBeLessThan(standIn(market)?.ask_price ?? -Infinity);
  });

  it('answers the prices, dividends and strikes that traded each day when the data is split-adjusted', () => {
    // The input is adjusted for a 4-for-1 split on 2019-07-01: before it, the stock traded at 4× the bar.
    const split = createMarketData({
      ticker: 'XYZ', bars: spy, dividends: [{ exDate: '2019-03-15', amount: 0.5 }, { exDate: '2019-09-16', amount: 0.5 }],
      vix, rates, benchmarkBars: spy, splits: [{ date: '2019-07-01', ratio: 4 }],
    });
    const at = (m: typeof split, date: string) => m.bars.find((b) => b.date === date);
    const adjusted = (date: string) => spy.find((b) => b.date === date);
    expect(at(split, '2019-06-28')?.close).toBeCloseTo((adjusted('2019-06-28')?.close ?? 0) * 4, 9);
    expect(at(split, '2019-06-28')?.volume).toBe(Math.round((adjusted('2019-06-28')?.volume ?? 0) / 4));
    expect(at(split, '2019-07-01')?.close).toBe(adjusted('2019-07-01')?.close);
    expect(split.dividends).toEqual([{ exDate: '2019-03-15', amount: 2 }, { exDate: '2019-09-16', amount: 0.5 }]);
    expect(split.splits).toEqual([{ date: '2019-07-01', ratio: 4 }]);
    const expiry = split.options.expirations('2019-06-28')[2] ?? '';
    const q = split.options.chain('2019-06-28', expiry, 'put')[0];
    expect(q?.underlying_price).toBeCloseTo(at(split, '2019-06-28')?.close ?? 0, 9);
    expect(q?.id.slice(-8)).toBe(String(Math.round((q?.strike ?? 0) * 1000)).padStart(8, '0'));
  });
});

