import { describe, expect, it } from 'vitest';
import { createDividendForecaster } from './dividend-forecast';
import { createDayContexts } from './day-context';
import { DECLARED_NOTICE_DAYS } from './chain-rules';
import { fromDayNumber } from './calendar';
import { SPY_LIKE_DIVIDENDS, syntheticBars } from './testing/synthetic-market';

// Then a 2.00 dividend on 2016-06-17.
const paid = [...SPY_LIKE_DIVIDENDS, { exDate: '2016-06-17', amount: 2 }];
const asDates = (list: readonly { day: number; amount: number }[]) => list.slice(0, 2).map((d) => ({ exDate: fromDayNumber(d.day), amount: d.amount }));

describe('a declared dividend within its notice stands in for the forecast one (chain-rules.ts DECLARED_NOTICE_DAYS)', () => {
  it('from 5 calendar days before the real ex-date its amount and date are expected; before, the forecast', () => {
    const declared = createDividendForecaster(paid, undefined, undefined, 5);
    // 2016-03-13 is 5 days before the 03-18 ex-date: the declared 1.05, and the next projected from it.
    expect(asDates(declared('2016-03-13'))).toEqual([{ exDate: '2016-03-18', amount: 1.05 }, { exDate: '2016-06-17', amount: 1.05 }]);
    // 2016-03-12, 6 days before: the forecast, the last gone ex (0.60) on the projected date.
    expect(asDates(declared('2016-03-12'))).toEqual([{ exDate: '2016-03-18', amount: 0.6 }, { exDate: '2016-06-17', amount: 0.6 }]);
    // The payment after the declared one is never read: 2016-06-17's 2 changes nothing on 03-13.
    const later = paid.map((d) => (d.exDate === '2016-06-17' ? { ...d, amount: 9 } : d));
    expect(createDividendForecaster(later, undefined, undefined, 5)('2016-03-13')).toEqual(declared('2016-03-13'));
    // Without a notice (ETFs, SPX, the old rule) the forecast throughout.
    const forecast = createDividendForecaster(paid);
    expect(asDates(forecast('2016-03-17'))).toEqual([{ exDate: '2016-03-18', amount: 0.6 }, { exDate: '2016-06-17', amount: 0.6 }]);
    expect(createDividendForecaster(paid, undefined, undefined, 0)('2016-03-17')).toEqual(forecast('2016-03-17'));
  });

  it('a declared ex-date off the forecast schedule replaces the projected one, and an overdue forecast', () => {
    // The real ex-date a month late (2016-04-15): on 04-10 it is declared, though the forecast had
    // counted 03-18 overdue (imminent, the next trading day) since then.
    const late = paid.slice(0, 4).concat({ exDate: '2016-04-15', amount: 0.7 });
    expect(asDates(createDividendForecaster(late)('2016-04-10'))[0]).toEqual({ exDate: '2016-04-11', amount: 0.6 });
    expect(asDates(createDividendForecaster(late, undefined, undefined, 5)('2016-04-10'))[0]).toEqual({ exDate: '2016-04-15', amount: 0.7 });
  });

  it('not where the bars hold the dividends in the price (an auto-adjusted tail)', () => {
    // The tail from 2016-03-15: the 03-18 ex-date is never expected, declared or not.
    expect(createDividendForecaster(paid, undefined, '2016-03-15', 5)('2016-03-14')).toEqual([]);
    // Before the tail the declared one is priced as usual.
    expect(asDates(createDividendForecaster(paid, undefined, '2016-03-19', 5)('2016-03-14'))).toEqual([{ exDate: '2016-03-18', amount: 1.05 }]);
  });

  it('the chain of a stock prices it, in the day\'s units across a split; an ETF\'s and SPX\'s keep the forecast', () => {
    expect(DECLARED_NOTICE_DAYS).toEqual({ index: 0, etf: 0, stock: 5 });
    const bars = syntheticBars('2015-01-02', '2016-12-30', 100, 0.01);
    // A 2:1 split effective 2016-03-16, between the declaration and the 03-18 ex-date: the rows are
    // split-adjusted like the bars (the 1.05 is per post-split share), a pre-split day's units are 2x.
    const dividends = paid.map((d) => (d.exDate < '2016-03-16' ? { ...d, amount: d.amount / 2 } : d));
    const splits = [{ date: '2016-03-16', ratio: 2 }];
    const context = (ticker: string) => createDayContexts({
      ticker, bars, benchmarkBars: bars, vix: () => 20, riskFreeRate: () => 0.01, ownDividends: dividends, yieldBars: bars, yieldDividends: dividends, splits,
    });
    const next = (ticker: string, date: string) => asDates(context(ticker)(date)?.expectedDividends ?? [])[0];
    // 2016-03-14, pre-split: AAPL's chain expects the declared 1.05 a post-split share, 2.10 a share that day.
    expect(next('AAPL', '2016-03-14')).toEqual({ exDate: '2016-03-18', amount: 2.1 });
    // 2016-03-11, outside the notice: the last gone ex, 0.60 a pre-split share.
    expect(next('AAPL', '2016-03-11')).toEqual({ exDate: '2016-03-18', amount: 0.6 });
    // 2016-03-16, post-split: 1.05 a share.
    expect(next('AAPL', '2016-03-16')).toEqual({ exDate: '2016-03-18', amount: 1.05 });
    // An ETF's amount is not public days ahead: the forecast (0.30 a post-split share on 03-16).
    expect(next('SPY', '2016-03-16')).toEqual({ exDate: '2016-03-18', amount: 0.3 });
  });
});
