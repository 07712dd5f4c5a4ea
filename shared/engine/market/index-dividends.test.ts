import { describe, expect, it } from 'vitest';
import { indexDividendsFromFund } from './index-dividends';
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
