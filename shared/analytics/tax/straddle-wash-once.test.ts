import { describe, expect, it } from 'vitest';
import type { ShareYear } from '../../contracts/results';
import { estimateAfterTax, type TaxInput } from './after-tax';
import type { OptionPosition } from './option-wash-sales';
import { deferredOnce } from './straddle-wash-once';

/**
 * A covered call on one lot of 100 shares, +1,000 unrealised at the end of 2023 and of 2024 (the
 * last year: taxed as if sold, short term). 2023: a call expired +2,000; the 110 call of 2024-01-19
 * written 2023-11-20 and bought back 2023-12-15 at −500 (not qualified: a straddle with the lot),
 * written again 2023-12-20 and expired 2024-01-19 +200 (the same contract within 30 days: washed,
 * the replacement open at 2023's end). The engine deferred the −500 at 2023's end (the lot's 1,000 of gain).
 */
const rates = { regime: 'holding_period' as const, shortTermRatePct: 35, longTermRatePct: 15, startBalance: 100_000 };
const NONE_ASSIGNED = { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 };
const shareYear = (year: number, deferred: { short_term: number; long_term: number }): ShareYear => ({
  year, realised_short_term: 0, realised_long_term: 0, unrealised: 1_000, held_long_term: 0, dividends: 0, assigned_options: NONE_ASSIGNED,
  covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 2, deferred_losses: deferred },
});
const call = (seq: number, opened: string, closed: string, pnl: number, contract = 'call 11000 2024-01-19'): OptionPosition => ({
  seq, opened, closed, side: 'short', contract, closedContract: contract, contracts: 1, closedContracts: 1, shortTerm: pnl, longTerm: 0, washable: true,
});
const positions = [call(0, '2023-06-01', '2023-06-30', 2_000, 'call 10500 2023-06-30'), call(1, '2023-11-20', '2023-12-15', -500), call(2, '2023-12-20', '2024-01-19', 200)];
const trades = positions.map((p) => ({ entryDate: p.opened, exitDate: p.closed, pnl: p.shortTerm, shortTermPnl: p.shortTerm }));
const equity = [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 102_500 }, { date: '2024-12-31', equity: 102_700 }];
const input = (deferred2023: number, optionPositions?: OptionPosition[]): TaxInput => ({
  ...rates, equity, trades, optionPositions,
  sharesByYear: [shareYear(2023, { short_term: deferred2023, long_term: 0 }), shareYear(2024, { short_term: 0, long_term: 0 })],
});
const byYear = (i: TaxInput) => estimateAfterTax(i).years.map((y) => [y.year, y.shortTerm, y.longTerm, y.tax]);

describe('a covered call\'s loss washed into a replacement open at a year\'s end and deferred by the straddle rules there: deferred once (Temp. Treas. Reg. §1.1092(b)-1T)', () => {
  it('the wash applies first: 2023 taxes its 2,000 of premium, not the washed loss as well; 2024 takes the loss with its replacement', () => {
    // Both deferrals (before): 2023 1,500 + the wash's 500 + the deferral's 500 = 2,500 (875); 2024
    // 200 − 500 (wash released) − 500 (deferral released) + 1,000 (the lot) = 200 (70).
    // Once: 2023 2,000 (700); 2024 200 − 500 + 1,000 = 700 (245). The same total, 175 moved to 2024.
    expect(byYear(input(-500, positions))).toEqual([[2023, 2_000, 0, 700], [2024, 700, 0, 245]]);
    expect(estimateAfterTax(input(-500, positions)).totalTax).toBe(945);
  });

  it('the gain the washed loss no longer takes defers the year\'s other losses (the deferral held to the losses it can reach)', () => {
    // Another call bought back in 2023 at −800 (not washed): the engine deferred 1,000 (the lot's
    // whole gain) of the 1,300; without the washed 500 the pool is 800, all deferred: 200 taken out.
    const years = deferredOnce(input(-1_000).sharesByYear!, new Map([[2023, 800]]));
    expect(years.map((y) => y.covered_calls?.deferred_losses)).toEqual([{ short_term: -800, long_term: 0 }, { short_term: 0, long_term: 0 }]);
    // A washed loss that was not the engine's to defer (a qualified covered call's), the 800 deferred
    // being the other call's: the bound (800 left in the year) leaves it whole.
    const other = deferredOnce(input(-800).sharesByYear!, new Map([[2023, 800]]));
    expect(other[0]?.covered_calls?.deferred_losses).toEqual({ short_term: -800, long_term: 0 });
  });

  it('the replacement closed at a gain the next year, the lot still up: the engine\'s deferral carried on there is not the law\'s either', () => {
    // 2023 as above; the replacement closes 2024-01-19 at +700 (700 − 500 = +200 for tax: no loss
    // left); the engine, the lot still $1,000 up, carries its −500 on at 2024's end; 2025 the last year.
    const withGain = [positions[0]!, positions[1]!, { ...positions[2]!, shortTerm: 700 }];
    const tradesOf = withGain.map((p) => ({ entryDate: p.opened, exitDate: p.closed, pnl: p.shortTerm, shortTermPnl: p.shortTerm }));
    const years3 = [shareYear(2023, { short_term: -500, long_term: 0 }), shareYear(2024, { short_term: -500, long_term: 0 }), shareYear(2025, { short_term: 0, long_term: 0 })];
    const eq = [{ date: '2023-01-03', equity: 100_000 }, { date: '2023-12-29', equity: 102_500 }, { date: '2024-12-31', equity: 103_200 }, { date: '2025-12-31', equity: 103_200 }];
    const est = estimateAfterTax({ ...rates, equity: eq, trades: tradesOf, sharesByYear: years3, optionPositions: withGain });
    // 2023 2,000 (700); 2024 the call's 700 less the washed 500: 200 (70), the deferral (the engine's
    // 500 carried on) none; 2025 the lot's 1,000 (350). Before: 2023 2,500 (875), 2024 200 (70), 2025 500 (175);
    // held to the washed loss past 2023 only: 2024 700 (245), 2025 500 (175).
    expect(est.years.map((y) => [y.year, y.shortTerm, y.tax])).toEqual([[2023, 2_000, 700], [2024, 200, 70], [2025, 1_000, 350]]);
  });

  it('a result saved before option_wash_sales (no option positions) is estimated as before: its deferral whole, no wash', () => {
    // 2023 1,500 + 500 deferred = 2,000 (700); 2024 200 − 500 + 1,000 = 700 (245).
    expect(byYear(input(-500))).toEqual([[2023, 2_000, 0, 700], [2024, 700, 0, 245]]);
  });

  it('takes a part out of the long-term deferral first', () => {
    const year = shareYear(2023, { short_term: -300, long_term: -400 });
    // Nothing left in the year to defer: the 700 taken out.
    expect(deferredOnce([year], new Map())[0]?.covered_calls?.deferred_losses).toEqual({ short_term: 0, long_term: 0 });
    // 600 left: 100 out, of the long term.
    expect(deferredOnce([year], new Map([[2023, 600]]))[0]?.covered_calls?.deferred_losses).toEqual({ short_term: -300, long_term: -300 });
    // Carried in from the year before as held there (400 + 300 of 2024's losses: 700 deferrable, all of 2024's 700 kept).
    const two = deferredOnce([shareYear(2023, { short_term: -500, long_term: 0 }), shareYear(2024, { short_term: -700, long_term: 0 })], new Map([[2023, 400], [2024, 300]]));
    expect(two.map((y) => y.covered_calls?.deferred_losses)).toEqual([{ short_term: -400, long_term: 0 }, { short_term: -700, long_term: 0 }]);
  });
});
