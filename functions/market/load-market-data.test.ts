import { describe, expect, it } from 'vitest';
import { loadMarketData } from './load-market-data';
import { UnknownTickerError } from './market-errors';
import { createFolderChainStore } from './chains/chain-store';
import { importedSampleFolder } from './chains/testing/imported-sample';

describe('loadMarketData (bundled dataset)', () => {
  const sampleStore = importedSampleFolder('chains-load-');

  it('rejects an unknown ticker with a typed error naming it and the tickers with data', async () => {
    const error = await loadMarketData('ZZZZ', { store: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownTickerError);
    expect((error as UnknownTickerError).message).toMatch(/'ZZZZ'.*SPY/);
    expect((error as UnknownTickerError).available).toContain('TSLA');
    expect((error as UnknownTickerError).status).toBe(400);
  });

  it('gives SPY bars, dividends, VIX, the T-bill rate and a modeled chain', async () => {
    const market = await loadMarketData('spy', { store: null });
    expect(market.ticker).toBe('SPY');
    expect(market.bars.find((b) => b.date === '2020-03-16')?.close).toBeGreaterThan(230);
    expect(market.dividends.length).toBeGreaterThan(40);
    expect(market.vix('2020-03-16')).toBeCloseTo(82.69, 2);
    expect(market.riskFreeRate('2019-01-02')).toBeCloseTo(0.024, 2);
    const puts = market.options.chain('2020-03-16', '2020-04-17', 'put');
    expect(puts.length).toBeGreaterThan(50);
    expect(market.options.source('2020-03-16')).toBe('modeled');
  });

  it("gives SPX, a price index, SPY's dividends in index points (the benchmark's and index units' dividends)", async () => {
    const [spx, spy] = await Promise.all([loadMarketData('SPX', { store: null }), loadMarketData('SPY', { store: null })]);
    const spyMarch2018 = spy.dividends.find((d) => d.exDate === '2018-03-16');
    const spxMarch2018 = spx.dividends.find((d) => d.exDate === '2018-03-16');
    expect(spyMarch2018).toBeDefined();
    // About ten SPY shares to one SPX point: the 2018-03-15 closes' ratio.
    const ratio = (spx.bars.find((b) => b.date === '2018-03-15')?.close ?? 0) / (spy.bars.find((b) => b.date === '2018-03-15')?.close ?? 1);
    expect(spxMarch2018?.amount).toBeCloseTo((spyMarch2018?.amount ?? 0) * ratio, 3);
    expect(spx.dividends.filter((d) => d.exDate < '2024-11-11').length).toBe(spy.dividends.filter((d) => d.exDate > (spx.bars[0]?.date ?? '')).length);
  });

  it("keeps paying SPX's holder in SPY's auto-adjusted tail, where SPY lists no dividend (audit 11)", async () => {
    const [spx, spy] = await Promise.all([loadMarketData('SPX', { store: null }), loadMarketData('SPY', { store: null })]);
    // SPY's bars from 2024-11-11 hold its dividends in the price (PROVENANCE 'Known gaps'): its growth
    // there is its total return. SPX bought at the 2024-11-08 close with each of its dividends
    // reinvested at the ex-date's close must earn about as much (SPY's 0.09% a year fee aside), not
    // SPX's price return alone (1.6 points less by 2026-03-27).
    const from = '2024-11-08';
    const to = '2026-03-27';
    const close = (bars: typeof spx.bars, d: string) => bars.find((b) => b.date === d)?.close ?? NaN;
    let units = 1;
    for (const d of spx.dividends) if (d.exDate > from && d.exDate <= to) units += (units * d.amount) / close(spx.bars, d.exDate);
    const spxTotal = (units * close(spx.bars, to)) / close(spx.bars, from);
    const spyTotal = close(spy.bars, to) / close(spy.bars, from);
    expect(spy.dividends.filter((d) => d.exDate > from)).toEqual([]);
    expect(Math.abs(spxTotal - spyTotal)).toBeLessThan(0.004);
  });

  it("tells the chain where a ticker's bars hold its dividends in the price, so none is expected there (audit 11)", async () => {
    const markets = await Promise.all(['SPY', 'AAPL', 'MSFT', 'HOOD', 'SPX'].map((t) => loadMarketData(t, { store: null })));
    expect(markets.map((m) => m.dividendsInPriceFrom)).toEqual(['2024-11-11', '2024-03-11', undefined, undefined, undefined]);
    const spy = markets[0]!;
    // 2025-01-03: SPY's last known dividend (1.7459, 2024-09-20) was projected for 2024-12-20 and,
    // overdue, counted imminent each day to 2025-02-03, on bars that never drop for it. The American
    // band is S − PV(D) − K ≤ C − P ≤ S − K·e^(−rT): with no dividend expected, C − P sits within
    // the put's early-exercise premium of its top, not a dividend below it.
    const date = '2025-01-03';
    const expiry = '2025-02-21';
    const s = spy.bars.find((b) => b.date === date)?.close ?? NaN;
    const k = Math.round(s);
    const mid = (type: 'call' | 'put') => {
      const q = spy.options.quote(date, expiry, type, k);
      return ((q?.bid_price ?? NaN) + (q?.ask_price ?? NaN)) / 2;
    };
    const top = s - k * Math.exp((-spy.riskFreeRate(date) * 49) / 365);
    expect(mid('call') - mid('put')).toBeGreaterThan(top - 0.5);
  });

  it("gives SPX the level the market opened at, not the published open that still sat at the previous close", async () => {
    const [spx, spy] = await Promise.all([loadMarketData('SPX', { store: null }), loadMarketData('SPY', { store: null })]);
    const day = (bars: typeof spx.bars, date: string) => bars.find((b) => b.date === date);
    // 2011-10-21, the October monthly's AM settlement: the published open 1215.39 is 2011-10-20's
    // close; SPY opened 1.18% up (123.09 over 121.66), and so did the constituents' opening trades.
    expect(day(spx.bars, '2011-10-20')?.close).toBeCloseTo(1215.39, 2);
    expect(day(spx.bars, '2011-10-21')?.open).toBeCloseTo(1215.39 * (123.09 / 121.66), 3);
    expect(day(spx.bars, '2011-10-21')?.open).toBeCloseTo(1229.68, 2);
    // Every day after the first carries SPY's opening gap (SPY's ex-dates add the dividend back).
    const spyDays = new Map(spy.bars.map((b, i) => [b.date, i]));
    const gaps = spx.bars.slice(1).map((b, i) => {
      const j = spyDays.get(b.date) ?? -1;
      const fund = spy.bars[j];
      const before = spy.bars[j - 1];
      const dividend = spy.dividends.find((d) => d.exDate === b.date)?.amount ?? 0;
      return fund && before ? Math.abs(b.open / (spx.bars[i]?.close ?? 1) - (fund.open + dividend) / before.close) : 0;
    });
    expect(Math.max(...gaps)).toBeLessThan(1e-6);
    expect(spx.bars.every((b) => b.low <= b.open && b.open <= b.high)).toBe(true);
  });

  it('uses the imported SPXW chains on the days they cover', async () => {
    const market = await loadMarketData('SPX', { store: createFolderChainStore(sampleStore()) });
    expect(market.options.source('2018-01-17')).toBe('imported');
    expect(market.options.expirations('2018-01-17')).toEqual(['2018-01-31']);
    expect(market.options.quote('2018-01-17', '2018-01-31', 'call', 2800)?.bid_price).toBe(21.7);
    expect(market.options.source('2018-03-01')).toBe('modeled');
  });
});
