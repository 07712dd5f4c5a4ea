import { describe, expect, it } from 'vitest';
import { ShareYearSchema } from '../../contracts/results';
import { ShareLots } from './share-lots';

describe('ShareLots (shares_by_year)', () => {
  it('realises the oldest lot first, long term only past its anniversary, in the year of the sale', () => {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 100, 10_001);
    lots.buy('2020-06-01', 100, 12_000);
    lots.mark('2020-12-31', 130, 200);
    // 150 sold on 2021-03-01 for 19,500: the first lot (over a year) +2,999 long, half the second +500 short.
    lots.sell('2021-03-01', 150, 19_500);
    lots.dividend('2021-06-10', 25);
    lots.mark('2021-12-31', 140, 50);
    expect(lots.byYear()).toEqual([
      { year: 2020, realised_short_term: 0, realised_long_term: 0, unrealised: 200 * 130 - 22_001, unrealised_long_term: 0, dividends: 0 },
      { year: 2021, realised_short_term: 500, realised_long_term: 2_999, unrealised: 50 * 140 - 6_000, unrealised_long_term: 50 * 140 - 6_000, dividends: 25 },
    ]);
    // One ShareYear: the result contract's (before, the engine wrote its own interface beside it).
    for (const year of lots.byYear()) expect(ShareYearSchema.strict().parse(year)).toEqual(year);
  });

  it("a split carries each lot's date and basis; selling shares it does not hold is an error", () => {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 101, 9_090);
    lots.split(1.5);
    lots.sell('2020-02-01', 0.5, 30);
    lots.sell('2021-01-03', 151, 15_100);
    // The fraction's basis 9,090 × 0.5 / 151.5 = 30: no gain; the rest held past the anniversary: long.
    expect(lots.byYear().map((y) => [y.year, y.realised_short_term, y.realised_long_term])).toEqual([[2020, 0, 0], [2021, 0, 15_100 - 9_060]]);
    expect(() => lots.sell('2021-02-01', 1, 100)).toThrow(/lots hold fewer/);
  });

  it('marks the part of the unrealised P&L on lots held more than a year on the day (a split carries their dates)', () => {
    const lots = new ShareLots();
    lots.buy('2020-01-02', 100, 10_000);
    lots.buy('2020-09-01', 100, 11_000);
    lots.split(2);
    // 2021-01-02 is the first lot's anniversary, not past it: nothing long term yet.
    lots.mark('2021-01-02', 60, 400);
    expect(lots.byYear()[0]).toMatchObject({ unrealised: 24_000 - 21_000, unrealised_long_term: 0 });
    // On 2021-06-30 the first lot (200 shares after the split, basis 10,000) is held over a year: 12,800 − 10,000.
    lots.mark('2021-06-30', 64, 400);
    expect(lots.byYear()[0]).toMatchObject({ unrealised: 25_600 - 21_000, unrealised_long_term: 2_800 });
    // On 2021-12-31 both are: all of it.
    lots.mark('2021-12-31', 50, 400);
    expect(lots.byYear()[0]).toMatchObject({ unrealised: 20_000 - 21_000, unrealised_long_term: -1_000 });
  });
});
