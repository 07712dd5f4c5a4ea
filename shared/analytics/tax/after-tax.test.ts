import { describe, expect, it } from 'vitest';
import { estimateAfterTax, regimeForTicker } from './after-tax';

const rates = { shortTermRatePct: 35, longTermRatePct: 15 };

describe('estimateAfterTax', () => {
  it('taxes nothing on an empty or flat run', () => {
    const empty = estimateAfterTax({ regime: 'section1256', ...rates, startBalance: 10_000, equity: [], trades: [] });
    expect(empty.years).toEqual([]);
    expect(empty.totalTax).toBe(0);
    const flat = estimateAfterTax({ regime: 'holding_period', ...rates, startBalance: 10_000, equity: [{ date: '2020-01-02', equity: 10_000 }, { date: '2020-12-31', equity: 10_000 }], trades: [] });
    expect(flat.years).toEqual([{ year: 2020, pnl: 0, shortTerm: 0, longTerm: 0, untaxed: 0, carryUsed: 0, tax: 0, afterTaxPnl: 0 }]);
  });

  it('Section 1256: 60/40 on the year-end marked gain, a loss carried into the next year', () => {
    // 2020: +10,000 marked at year end (open positions included) -> 6,000 x 15% + 4,000 x 35% = 900 + 1,400 = 2,300.
    // 2021: -4,000 -> no tax, 4,000 carried. 2022: +5,000 -> 1,000 taxable after the carry: 600 x 15% + 400 x 35% = 90 + 140 = 230.
    const equity = [
      { date: '2020-01-02', equity: 100_000 }, { date: '2020-12-31', equity: 110_000 },
      { date: '2021-12-31', equity: 106_000 }, { date: '2022-12-30', equity: 111_000 },
    ];
    const est = estimateAfterTax({ regime: 'section1256', ...rates, startBalance: 100_000, equity, trades: [] });
    expect(est.years.map((y) => y.tax)).toEqual([2300, 0, 230]);
    expect(est.years[2]?.carryUsed).toBe(4000);
    expect(est.totalTax).toBe(2530);
    expect(est.afterTaxEndBalance).toBe(108_470);
    // 2020-01-02 -> 2022-12-30 is 1,093 days.
    expect(est.afterTaxCagrPct).toBeCloseTo((Math.pow(1.0847, 365 / 1093) - 1) * 100, 3);
    expect(est.afterTaxReturnPct).toBe(8.47);
  });

  it('does not annualise a run under a year (the result\'s CAGR rule): total returns instead', () => {
    // Six months, -40% pre-tax: annualised it would read -64%, a figure the run never saw.
    const equity = [{ date: '2024-01-02', equity: 100_000 }, { date: '2024-06-28', equity: 60_000 }];
    const est = estimateAfterTax({ regime: 'section1256', ...rates, startBalance: 100_000, equity, trades: [] });
    expect(est.preTaxCagrPct).toBeNull();
    expect(est.afterTaxCagrPct).toBeNull();
    expect(est.preTaxReturnPct).toBe(-40);
    expect(est.afterTaxReturnPct).toBe(-40);
  });

  it('holding period: short term up to 365 days, long term beyond, netted within the year; shares untaxed', () => {
    // 2021 trades: +3,000 short (30 days), -1,000 short, +2,000 long (400 days).
    // ST net 2,000 x 35% = 700; LT 2,000 x 15% = 300; tax 1,000. Equity +5,000: 1,000 is shares (untaxed).
    const trades = [
      { entryDate: '2021-03-01', exitDate: '2021-03-31', pnl: 3000 },
      { entryDate: '2021-05-01', exitDate: '2021-06-01', pnl: -1000 },
      { entryDate: '2020-01-02', exitDate: '2021-02-05', pnl: 2000 },
    ];
    const equity = [{ date: '2021-01-04', equity: 50_000 }, { date: '2021-12-31', equity: 55_000 }];
    const est = estimateAfterTax({ regime: 'holding_period', ...rates, startBalance: 50_000, equity, trades });
    expect(est.years).toEqual([{ year: 2021, pnl: 5000, shortTerm: 2000, longTerm: 2000, untaxed: 1000, carryUsed: 0, tax: 1000, afterTaxPnl: 4000 }]);
  });

  it('holding period: a short-term loss larger than the long-term gain leaves a carry', () => {
    const trades = [
      { entryDate: '2021-03-01', exitDate: '2021-03-31', pnl: -3000 },
      { entryDate: '2020-01-02', exitDate: '2021-02-05', pnl: 1000 },
      { entryDate: '2022-03-01', exitDate: '2022-03-31', pnl: 5000 },
    ];
    const equity = [{ date: '2021-12-31', equity: 48_000 }, { date: '2022-12-30', equity: 53_000 }];
    const est = estimateAfterTax({ regime: 'holding_period', ...rates, startBalance: 50_000, equity, trades });
    // 2021: net -2,000 carried; 2022: 5,000 - 2,000 = 3,000 short term x 35% = 1,050.
    expect(est.years.map((y) => [y.tax, y.carryUsed])).toEqual([[0, 0], [1050, 2000]]);
    expect(est.carryForward).toBe(0);
  });

  it('picks 1256 for broad-based index roots only', () => {
    expect(regimeForTicker('SPX')).toBe('section1256');
    expect(regimeForTicker('spxw')).toBe('section1256');
    expect(regimeForTicker('SPY')).toBe('holding_period');
  });
});
