import { describe, expect, it } from 'vitest';
import type { ShareYear } from '../../contracts/results';
import { ShareLots } from '../../engine/portfolio/share-lots';
import { carriesStraddleLosses, estimateAfterTax } from './after-tax';

const rates = { regime: 'holding_period' as const, shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000 };
const NONE_ASSIGNED = { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 };
const shareYear = (year: number, fields: Partial<ShareYear>, deferred: [number, number] | null): ShareYear => ({
  year, realised_short_term: 0, realised_long_term: 0, unrealised: 0, dividends: 0, assigned_options: NONE_ASSIGNED, ...fields,
  covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 1, ...(deferred ? { deferred_losses: { short_term: deferred[0], long_term: deferred[1] } } : {}) },
});

describe('after-tax estimate with the straddle rules\' losses (IRC §1092(a), Treas. Reg. §1.1092(b)-2T(b))', () => {
  it('takes a call\'s loss in the years the deferral lets it count, by its character', () => {
    // 2020: a call +2,000 and a call bought back −700 (short term), the shares +500 unrealised at the
    // year's end, which defers 500 of the loss. 2021: the shares fall to +300 (−200): 300 stays deferred.
    // 2022 (the last year): the shares sold, +800 long term; the 300 counts.
    const trades = [
      { entryDate: '2020-06-01', exitDate: '2020-06-30', pnl: 2_000, shortTermPnl: 2_000 },
      { entryDate: '2020-11-02', exitDate: '2020-11-20', pnl: -700, shortTermPnl: -700 },
    ];
    const equity = [{ date: '2020-01-02', equity: 100_000 }, { date: '2020-12-31', equity: 101_800 }, { date: '2021-12-31', equity: 101_600 }, { date: '2022-12-30', equity: 102_100 }];
    const years = (deferred: boolean) => [
      shareYear(2020, { unrealised: 500 }, deferred ? [-500, 0] : null),
      shareYear(2021, { unrealised: 300 }, deferred ? [-300, 0] : null),
      shareYear(2022, { realised_long_term: 800 }, deferred ? [0, 0] : null),
    ];
    const estimate = (deferred: boolean) => estimateAfterTax({ ...rates, equity, trades, sharesByYear: years(deferred) });
    // Before (a result saved before deferred_losses): 2020 short 1,300 x 35% = 455; 2021 nothing; 2022
    // long 800 x 15% = 120: 575.
    expect(estimate(false).years.map((y) => [y.shortTerm, y.longTerm, y.tax])).toEqual([[1_300, 0, 455], [0, 0, 0], [0, 800, 120]]);
    // Deferred: 2020 short 1,800 x 35% = 630; 2021 the 200 no longer deferred is a short-term loss,
    // carried; 2022 the last 300 and the 200 carried against the 800 long: 300 x 15% = 45: 675, the loss
    // moved from a year of short-term income into one of long-term gain.
    expect(estimate(true).years.map((y) => [y.shortTerm, y.longTerm, y.tax])).toEqual([[1_800, 0, 630], [0, 0, 0], [0, 300, 45]]);
    expect(estimate(true).totalTax).toBe(675);
    expect([carriesStraddleLosses(years(true)), carriesStraddleLosses(years(false))]).toEqual([true, false]);
  });

  it('a loss still deferred in the run\'s last year counts there: the shares that defer it are taxed as if sold that day', () => {
    const trades = [{ entryDate: '2020-11-02', exitDate: '2020-11-20', pnl: -700, shortTermPnl: -700 }];
    const equity = [{ date: '2020-01-02', equity: 100_000 }, { date: '2020-12-31', equity: 99_800 }];
    // −700 on the call, +500 on the shares held: short term −200, no tax, 200 carried; deferred or not.
    for (const deferred of [true, false]) {
      const est = estimateAfterTax({ ...rates, equity, trades, sharesByYear: [shareYear(2020, { unrealised: 500 }, deferred ? [-500, 0] : null)] });
      expect([est.totalTax, est.carryForward]).toEqual([0, 200]);
    }
  });

  it('a loss on a lot of a straddle with a long-term position is long term: it offsets the long-term gain first', () => {
    // share-lots: a lot held over a year (100 for 5,000) and one not (100 for 11,000) when a call not
    // qualified is written; it is assigned and takes both for 20,000: +5,000 long, −1,000 now long too.
    const lots = new ShareLots();
    lots.buy('2019-01-02', 100, 5_000);
    lots.buy('2020-03-02', 100, 11_000);
    lots.writeCall('2020-06-01', 'not_qualified');
    lots.closeCall('2020-06-19');
    lots.sell('2020-06-19', 200, 20_000);
    lots.mark('2020-12-31', 100, 0);
    // With 3,000 of short-term premium: short 3,000 x 35% + long 4,000 x 15% = 1,650 (the lot's loss
    // short term, before: 2,000 x 35% + 5,000 x 15% = 1,450).
    const equity = [{ date: '2020-01-02', equity: 100_000 }, { date: '2020-12-31', equity: 107_000 }];
    const trades = [{ entryDate: '2020-06-01', exitDate: '2020-06-19', pnl: 3_000, shortTermPnl: 3_000 }];
    const est = estimateAfterTax({ ...rates, equity, trades, sharesByYear: lots.byYear() });
    expect(est.years.map((y) => [y.shortTerm, y.longTerm, y.tax])).toEqual([[3_000, 4_000, 1_650]]);
  });
});
