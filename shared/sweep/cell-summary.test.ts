import { describe, expect, it } from 'vitest';
import { cents } from '../engine/core/money';
import { addCalendarDays, daysBetween, dayOfWeek } from '../engine/market/calendar-dates';
import { sharpeRatio } from '../engine/metrics/sharpe-ratio';
import { interestOn } from '../engine/portfolio/cash-interest';
import { summarizeCell, type EngineOutcome } from './cell-summary';
import { isIdle, segmentStats, type RiskFreeRate } from './robustness/return-stats';

/** Weekdays from `start`, `count` of them. */
function weekdays(start: string, count: number): string[] {
  const out: string[] = [];
  for (let d = start; out.length < count; d = addCalendarDays(d, 1)) if (dayOfWeek(d) % 6 !== 0) out.push(d);
  return out;
}

/** T-bill rates of 2023 (4.5% rising to 5.4%): the rate of a date moves with its day number. */
const rate: RiskFreeRate = (date) => 0.045 + (0.009 * daysBetween('2023-01-01', date)) / 365;

/** Cash earning the engine's credit interest, nothing else: an account with no position. */
function interestOnly(start: number, dates: readonly string[]): [string, number][] {
  const out: [string, number][] = [];
  let cash = start;
  dates.forEach((date, i) => {
    const prev = dates[i - 1];
    if (prev) cash = cents(cash + interestOn(cash, rate(prev), daysBetween(prev, date)));
    out.push([date, cash]);
  });
  return out;
}

/** A strategy's equity: interest plus a deterministic daily P&L of ±0.3-1.1%. */
function trading(start: number, dates: readonly string[]): [string, number][] {
  let equity = start;
  return dates.map((date, i) => {
    if (i > 0) equity = cents(equity * (1 + Math.sin(i * 1.7) * 0.008 + 0.0006));
    return [date, equity];
  });
}

const outcome = (sharpe: number | null, trades: number, startBalance = 100_000): EngineOutcome => ({
  end_balance: startBalance, total_pnl: 0, total_return_pct: 0, cagr_pct: null, sharpe_ratio: sharpe, max_drawdown_pct: 0, win_rate: null, total_trades: trades,
});

describe('a cell that holds only cash', () => {
  const dates = weekdays('2023-01-03', 250);
  const cash = interestOnly(32_488, dates);

  it('is idle in both segments: its return is interest, its Sharpe none (not 25.8 a year on raw returns)', () => {
    expect(isIdle(cash, rate)).toBe(true);
    const s = summarizeCell(0, [14, 0.2], outcome(null, 0, 32_488), cash, rate);
    expect(s.out_sample).toEqual({ return_pct: expect.any(Number) as number, sharpe: null, idle: true });
    expect(s.out_sample?.return_pct).toBeGreaterThan(1);
    expect(s.in_sample?.idle).toBe(true);
    // Cash against cash: 0 in excess of the T-bill for the deflated Sharpe ratio's trials; a
    // return into each of the 250 days, the first from the start balance.
    expect(s.moments).toEqual({ n: 250, sr: 0, skew: 0, kurt: 3 });
  });

  it('is not idle once a day moves by more than its interest (a cent more is a position)', () => {
    const moved = cash.map(([d, v], i): [string, number] => [d, i === 100 ? v + 0.02 : v]);
    expect(isIdle(moved, rate)).toBe(false);
    expect(isIdle(cash.slice(0, 1), rate)).toBe(false);
  });
});

describe('a cell that trades', () => {
  it('has the daily excess-return Sharpe of the result: moments.sr × √252 is the engine Sharpe', () => {
    // Day 1 marks 1% under the 100,000 start (the entry's costs): a return of the engine's Sharpe.
    const equity = trading(99_000, weekdays('2021-01-04', 500));
    const engine = sharpeRatio(100_000, equity.map(([date, e]) => ({ date, equity: e })), rate);
    expect(engine).not.toBeNull();
    const s = summarizeCell(3, [30, 0.2], outcome(engine, 12, 100_000), equity, rate);
    expect((s.moments?.sr ?? 0) * Math.sqrt(252)).toBeCloseTo(engine ?? 0, 3);
    expect(s.in_sample?.idle).toBe(false);
    expect(s.out_sample?.idle).toBe(false);
    expect(s.out_sample?.sharpe).not.toBeNull();
  });

  it('that stops trading at the split is idle out of sample only', () => {
    const dates = weekdays('2021-01-04', 400);
    const cut = Math.floor(400 * 0.7);
    const active = trading(100_000, dates.slice(0, cut));
    const rest = interestOnly(active.at(-1)?.[1] ?? 0, dates.slice(cut - 1)).slice(1);
    const s = summarizeCell(0, [14, 0.2], outcome(0.1, 5), [...active, ...rest], rate);
    expect(s.in_sample?.idle).toBe(false);
    expect(s.out_sample).toMatchObject({ sharpe: null, idle: true });
    expect(segmentStats(active, rate).idle).toBe(false);
  });
});

/** A run's outcome whose start balance and end balance are those of its curve (total P&L between them). */
const ran = (startBalance: number, equity: readonly (readonly [string, number])[], sharpe: number | null): EngineOutcome => {
  const end = equity.at(-1)?.[1] ?? startBalance;
  return { ...outcome(sharpe, 9, startBalance), end_balance: end, total_pnl: cents(end - startBalance), total_return_pct: ((end - startBalance) / startBalance) * 100 };
};

describe('the split', () => {
  it('gives each segment the stats of its own curve (one pass over the rates for both)', () => {
    const equity = trading(50_000, weekdays('2022-01-03', 300));
    const cut = Math.floor(300 * 0.7);
    const s = summarizeCell(0, [1], ran(50_000, equity, 0.5), equity, rate);
    // Day 1 is the start balance here: the in-sample curve from it is the first 70% of points.
    expect(s.in_sample).toEqual(segmentStats([['2022-01-03', 50_000], ...equity.slice(0, cut)], rate));
    expect(s.out_sample).toEqual(segmentStats(equity.slice(cut - 1), rate));
  });

  it('starts in sample from the start balance: day 1\'s entry costs are in it, and in × out compounds to the total return', () => {
    // Day 1 marks 1% under the 100,000 start (an entry's costs and spread), as in the engine's Sharpe.
    const equity = trading(99_000, weekdays('2021-01-04', 500));
    const cut = Math.floor(500 * 0.7);
    const result = ran(100_000, equity, 0.4);
    const s = summarizeCell(0, [1], result, equity, rate);
    const inSample = s.in_sample?.return_pct ?? 0;
    const outSample = s.out_sample?.return_pct ?? 0;
    // From day 1's 99,000 the in-sample return would be ~1.01 points higher and the product off by as much.
    expect(inSample).toBeCloseTo(((equity[cut - 1]?.[1] ?? 0) / 100_000 - 1) * 100, 4);
    expect(((1 + inSample / 100) * (1 + outSample / 100) - 1) * 100).toBeCloseTo(result.total_return_pct, 3);
    // Its Sharpe is the engine's Sharpe of the in-sample days, the first return from the start balance.
    const engineIn = sharpeRatio(100_000, equity.slice(0, cut).map(([date, e]) => ({ date, equity: e })), rate);
    expect(s.in_sample?.sharpe).toBeCloseTo(engineIn ?? 0, 4);
  });
});

describe('the balances a cell keeps', () => {
  it('are the run\'s own dollars: the start, the equity out of sample starts from, the end, and each year\'s last equity', () => {
    // Day 1 marks 1% under the 100,000 start: the start is the run's, not day 1's.
    const equity = trading(99_000, weekdays('2021-01-04', 500));
    const cut = Math.floor(500 * 0.7);
    const s = summarizeCell(0, [1], ran(100_000, equity, 0.4), equity, rate);
    const lastOf = (year: string) => equity.filter(([d]) => d.startsWith(year)).at(-1)?.[1];
    expect(s.balances).toEqual({ start: 100_000, at_split: equity[cut - 1]?.[1], end: equity.at(-1)?.[1], year_end: { 2021: lastOf('2021'), 2022: lastOf('2022') } });
    // The segments' returns are of these dollars: out of sample from at_split to the end.
    const b = s.balances!;
    expect(s.out_sample?.return_pct).toBeCloseTo((b.end / b.at_split - 1) * 100, 4);
    expect(s.in_sample?.return_pct).toBeCloseTo((b.at_split / b.start - 1) * 100, 4);
    expect(s.yearly?.['2022']).toBeCloseTo(b.year_end['2022']! / b.year_end['2021']! - 1, 6);
  });
});
