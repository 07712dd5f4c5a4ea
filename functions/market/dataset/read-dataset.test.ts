import { describe, expect, it } from 'vitest';
import { tradingDays } from '../../../shared/engine/market/calendar';
import { coverage, listTickers, readBars, readDividends, readRates, readSplits, readVix } from './read-dataset';

const QUICK_TICKERS = ['SPY', 'QQQ', 'IWM', 'SPX', 'NVDA', 'TSLA', 'BABA', 'AAPL', 'PLTR', 'MSTR', 'GOOGL', 'AMD', 'MSFT', 'AMZN', 'META', 'AVGO', 'HOOD', 'NFLX', 'GLD'];

describe('bundled dataset readers', () => {
  it('has all 19 quick tickers', async () => {
    expect(await listTickers()).toEqual([...QUICK_TICKERS].sort());
  });

  it('SPY has every trading day from 2010-01-04 to at least 2025-09-30', async () => {
    const bars = await readBars('SPY');
    expect(bars[0]?.date).toBe('2010-01-04');
    const last = bars[bars.length - 1]?.date ?? '';
    expect(last >= '2025-09-30').toBe(true);
    expect(bars.map((b) => b.date)).toEqual(tradingDays('2010-01-04', last));
  });

  it('every ticker reaches 2025-09-30 with no calendar gaps', async () => {
    const cov = await coverage();
    for (const ticker of QUICK_TICKERS) {
      const c = cov[ticker];
      expect(c, ticker).toBeDefined();
      expect(c && c.last >= '2025-09-30', ticker).toBe(true);
      expect(c?.rows, ticker).toBe(tradingDays(c?.first ?? '', c?.last ?? '').length);
    }
  });

  it('prices are the traded prices scaled for splits, not dividend-adjusted', async () => {
    const spy = await readBars('SPY');
    expect(spy[0]?.close).toBeCloseTo(113.33, 2); // SPY's traded close on 2010-01-04
    const aapl = await readBars('AAPL');
    const aaplDay = aapl.find((b) => b.date === '2014-06-06'); // the day before the 7:1 split
    expect((aaplDay?.close ?? 0) * 28).toBeCloseTo(645.57, 0); // traded close, 7:1 and 4:1 later
    const nvda = await readBars('NVDA');
    const nvdaDay = nvda.find((b) => b.date === '2024-06-07'); // before the 10:1 split
    expect((nvdaDay?.close ?? 0) * 10).toBeCloseTo(1208.88, 0);
  });

  it("SPX levels are the index's published cents, not the float32 the source file stores", async () => {
    // ^GSPC's file holds 2108.639892578125 for 2015-06-01's open of 2108.64; kept to 4 decimals it
    // read 2108.6399, and an index option settled against such a level at $2.7689 a share.
    const spx = await readBars('SPX');
    const day = spx.find((b) => b.date === '2015-06-01');
    expect([day?.open, day?.high, day?.low, day?.close]).toEqual([2108.64, 2119.15, 2102.54, 2111.73]);
    const offCent = spx.filter((b) => [b.open, b.high, b.low, b.close].some((p) => Math.abs(p * 100 - Math.round(p * 100)) > 1e-6));
    expect(offCent.map((b) => b.date)).toEqual([]);
  });

  it('reads dividends by ex-date and the split history', async () => {
    const divs = await readDividends('MSFT');
    expect(divs.find((d) => d.date === '2019-02-20')?.amount).toBeCloseTo(0.46, 3);
    expect(await readDividends('TSLA')).toEqual([]);
    expect(await readSplits('NVDA')).toEqual([
      { date: '2021-07-20', ratio: 4 },
      { date: '2024-06-10', ratio: 10 },
    ]);
  });

  it('reads VIX on trading days only and DGS3MO in percent', async () => {
    const vix = await readVix();
    expect(vix.find((v) => v.date === '2020-03-16')?.close).toBeCloseTo(82.69, 2);
    expect(vix.some((v) => v.date === '2024-07-04')).toBe(false);
    const rates = await readRates();
    expect(rates.find((r) => r.date === '2010-01-04')?.dgs3mo).toBe(0.08);
  });

  it('names the ticker and the available tickers when there is no data', async () => {
    await expect(readBars('ZZZZ')).rejects.toThrow(/'ZZZZ'.*SPY/);
  });
});
