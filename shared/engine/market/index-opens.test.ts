import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { indexOpensFromFund } from './index-opens';

const bar = (date: string, open: number, high: number, low: number, close: number): Bar => ({ date, open, high, low, close, volume: 0 });

describe('indexOpensFromFund: the index open the market traded, from its fund’s opening print', () => {
  // The published index open sits at the previous close (constituents not yet traded) while the fund gapped 1%.
  const index = [bar('2011-10-20', 1200, 1220, 1190, 1215.39), bar('2011-10-21', 1215.39, 1239.03, 1215.39, 1238.25)];
  const fund = [bar('2011-10-20', 120, 122, 119, 121.66), bar('2011-10-21', 123.09, 124.12, 122.72, 123.97)];

  it("carries the fund's opening gap to the index's previous close", () => {
    const out = indexOpensFromFund(index, fund, []);
    expect(out[1]?.open).toBe(Math.round(1215.39 * (123.09 / 121.66) * 1e4) / 1e4);
    expect(out[1]?.open).toBeCloseTo(1229.6758, 4);
    expect(out[1]?.close).toBe(1238.25);
    // The first bar has no previous session: kept as published.
    expect(out[0]).toEqual(index[0]);
  });

  it("adds back the dividend the fund's open dropped on its ex-date (the index does not drop it)", () => {
    const out = indexOpensFromFund(index, fund, [{ exDate: '2011-10-21', amount: 0.5 }]);
    expect(out[1]?.open).toBeCloseTo(1215.39 * ((123.09 + 0.5) / 121.66), 3);
  });

  it("widens the day's high or low to hold the open (a settlement value may lie outside the index's range)", () => {
    const gapDown = [bar('2016-01-14', 1900, 1934, 1878, 1921.84), bar('2016-01-15', 1916.68, 1916.68, 1857.83, 1880.33)];
    const spy = [bar('2016-01-14', 189, 193, 187, 191.93), bar('2016-01-15', 185.0, 188.76, 185.52, 187.81)];
    const out = indexOpensFromFund(gapDown, spy, []);
    const open = Math.round(1921.84 * (185.0 / 191.93) * 1e4) / 1e4;
    expect(out[1]).toMatchObject({ open, high: 1916.68, low: open });
  });

  it('keeps a day whose previous session the fund did not share, or the fund lacks', () => {
    const shifted = [bar('2011-10-19', 120, 122, 119, 121.66), bar('2011-10-21', 123.09, 124.12, 122.72, 123.97)];
    expect(indexOpensFromFund(index, shifted, [])[1]).toEqual(index[1]);
    expect(indexOpensFromFund(index, fund.slice(0, 1), [])[1]).toEqual(index[1]);
  });
});
