import { describe, expect, it } from 'vitest';
import { indexDividendsFromFund, indexDividendsInFundTail } from './index-dividends';
import { tradingDays } from './calendar';
import type { Bar } from './market-data';

const bar = (date: string, close: number): Bar => ({ date, open: close, high: close, low: close, close, volume: 0 });

describe('indexDividendsFromFund', () => {
  it("takes each fund dividend in index points at the close ratio of the last common day before the ex-date", () => {
    // Ex-date Monday 2018-03-19: the Friday 03-16 closes set the ratio 2,752.01 / 274.20 = 10.0365.
    const index = [bar('2018-03-15', 2747.33), bar('2018-03-16', 2752.01), bar('2018-03-19', 2712.92)];
    const fund = [bar('2018-03-15', 274.2), bar('2018-03-16', 274.2), bar('2018-03-19', 270.49)];
    const got = indexDividendsFromFund(index, fund, [{ exDate: '2018-03-19', amount: 1.0967 }]);
    expect(got).toEqual([{ exDate: '2018-03-19', amount: 11.007 }]);
  });

  it('skips a dividend with no common close before it (the index data starts later)', () => {
    const index = [bar('2018-03-19', 2712.92)];
    const fund = [bar('2018-03-16', 274.2), bar('2018-03-19', 270.49)];
    expect(indexDividendsFromFund(index, fund, [{ exDate: '2018-03-19', amount: 1.0967 }])).toEqual([]);
  });

  it('needs the fund close of the same day as the index close', () => {
    const index = [bar('2018-03-16', 2752.01)];
    const fund = [bar('2018-03-15', 274.2)];
    expect(indexDividendsFromFund(index, fund, [{ exDate: '2018-03-19', amount: 1.0967 }])).toEqual([]);
  });
});

describe('indexDividendsInFundTail', () => {
  // SPY's ex-dates 2022-03..2024-03, 91 days apart each: the schedule projects 2024-06-14, 09-13, ...
  // (the cadence wins the tie, as it did for SPY that June: README 'the forecast ex-date').
  const known = ['2022-03-18', '2022-06-17', '2022-09-16', '2022-12-16', '2023-03-17', '2023-06-16', '2023-09-15', '2023-12-15', '2024-03-15'].map((exDate) => ({ exDate, amount: 1.6 }));
  const days = tradingDays('2024-03-01', '2024-10-31');
  // The index flat at 1,000; the fund's total-return bars step up 0.4% at the close of 2024-06-14
  // (the dividend folded into the price) and 0.3% on 2024-09-13, flat between.
  const fundClose = (d: string) => 100 * (d >= '2024-06-14' ? 1.004 : 1) * (d >= '2024-09-13' ? 1.003 : 1);
  const index = days.map((d) => bar(d, 1000));
  const fund = days.map((d) => bar(d, fundClose(d)));

  it("pays at each projected ex-date in the tail the fund's growth over the index since the ex-date before", () => {
    expect(indexDividendsInFundTail(index, fund, known, '2024-04-01')).toEqual([
      // 1,000 × (100.4 / 100 − 1) = 4 points, $0.4016 at the fund's 100.4; 1,000 × 0.003 = 3 at 100.7012.
      { exDate: '2024-06-14', amount: 4, fundAmount: 0.4016 },
      { exDate: '2024-09-13', amount: 3, fundAmount: 0.3021 },
    ]);
  });

  it('pays nothing before the tail, nothing past the last common close, and nothing where the fund trailed', () => {
    // Held from 2024-07-01: the 06-14 step is a known dividend's business, not the tail's.
    expect(indexDividendsInFundTail(index, fund, known, '2024-07-01')).toEqual([{ exDate: '2024-09-13', amount: 3, fundAmount: 0.3021 }]);
    expect(indexDividendsInFundTail(index.slice(0, 60), fund, known, '2024-04-01').map((d) => d.exDate)).toEqual([]);
    const trailing = days.map((d) => bar(d, d >= '2024-06-14' ? 99.9 : 100));
    expect(indexDividendsInFundTail(index, trailing, known, '2024-04-01')).toEqual([]);
  });
});
