import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cents, round } from '../../../../../shared/engine/core/money';
import { addCalendarDays, dayOfWeek } from '../../../../../shared/engine/market/calendar-dates';
import { splitIndex, summarizeCell } from '../../../../../shared/sweep/cell-summary';
import { parseAnswer } from '../../../lib/api/http';
import { SweepAnswerSchema, type SweepCellResult, type SweepResult } from '../lib/shared';
import { spyRuinSweep } from '../test/spy-ruin-sweep';
import { cellStartBalance, depletedInSample, depletedNote, depletedYearNote, dollarsText, equityAtYearStart } from './depleted-cells';
import { OverfittingPanel } from './overfitting-panel';
import { analyseSweep } from './sweep-analysis';
import { SweepResults } from './sweep-results';

// ECharts needs a real layout; the heatmap's option is tested on its own.
vi.mock('./heatmap-view', () => ({ HeatmapView: () => <div aria-label="Heatmap stub" /> }));

/** Weekdays from `start`, `count` of them. */
function weekdays(start: string, count: number): string[] {
  const out: string[] = [];
  for (let d = start; out.length < count; d = addCalendarDays(d, 1)) if (dayOfWeek(d) % 6 !== 0) out.push(d);
  return out;
}

/**
 * A cell of $30,000 over 1,000 weekdays (2017-2020) whose equity falls in a straight line to
 * `atSplit` on the last in-sample day, then climbs to `end`: summarised by the lab's own
 * summarizeCell, as a batch stores it.
 */
function summarised(atSplit: number, end: number, index = 0): SweepCellResult {
  const dates = weekdays('2017-01-02', 1000);
  const last = splitIndex(dates.length) - 1;
  const equity = dates.map((d, i): [string, number] => [d, cents(i <= last ? 30_000 + ((atSplit - 30_000) * i) / last : atSplit + ((end - atSplit) * (i - last)) / (dates.length - 1 - last))]);
  const outcome = {
    end_balance: end, total_pnl: cents(end - 30_000), total_return_pct: round(((end - 30_000) / 30_000) * 100, 4),
    cagr_pct: null, sharpe_ratio: 0.5, max_drawdown_pct: 97.6, win_rate: 80, total_trades: 100,
  };
  return summarizeCell(index, [index], outcome, equity, () => 0);
}

/** What a sweep saved before 2026-12-03 holds of the same cell: no balances. */
const savedBefore = (c: SweepCellResult): SweepCellResult => {
  const { balances: _dropped, ...rest } = c;
  return rest;
};

const sweepOf = (cells: SweepCellResult[]): SweepResult => ({
  sweep_id: 'stored-balances',
  axes: [{ field: 'legs.dte', label: 'DTE target (every leg)', values: cells.map((c) => c.index) }],
  split_date: '2019-09-06',
  last_date: '2020-10-30',
  cells,
  cells_failed: 0,
});

describe('a sweep stores each cell\'s balances: the lab names dollars it knows, not dollars derived from rounded figures', () => {
  it('what was left at the cut: $716.50 stored, where the rounded in-sample return gave $716.49 ("$716", a wrong whole dollar)', () => {
    const c = summarised(716.5, 21_432.17);
    expect(c.balances).toMatchObject({ start: 30_000, at_split: 716.5, end: 21_432.17 });
    // The in-sample return, rounded to 4 decimals of a percent, puts the cut a cent under $716.50.
    expect(c.in_sample?.return_pct).toBe(-97.6117);
    expect(depletedNote(depletedInSample(savedBefore(c))!)).toBe('on the $716 left of $30,000 after losing 97.61% in sample');
    expect(depletedNote(depletedInSample(c)!)).toBe('on the $716.50 left of $30,000.00 after losing 97.61% in sample');
  });

  it("out of sample it made the stored end less what was left, not what was left × the rounded return", () => {
    const c = summarised(716.5, 21_432.17);
    const d = depletedInSample(c)!;
    expect(d.outGain).toEqual({ value: 21_432.17 - 716.5, error: 0 });
    render(<OverfittingPanel result={sweepOf([c])} analysis={analyseSweep(sweepOf([c]), 'total_return_pct')} metricLabel="Total return" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(
      `DTE target (every leg) 0: +${c.out_sample?.return_pct.toFixed(2)}% out of sample on $716.50 is +$20,715.67, and over the whole period it lost 28.56%.`,
    );
  });

  it('a start derived from a small return is named about, to what its rounding supports; stored, to the cent', () => {
    // Lost 97.61% in sample, ended $15.01 up: the return +0.05% (of +0.050033%) puts the derived start at $30,020.
    const c = summarised(716.5, 30_015.01);
    expect(c.metrics?.total_return_pct).toBe(0.05);
    const derived = cellStartBalance(savedBefore(c))!;
    expect(derived.value).toBeCloseTo(30_020, 6);
    expect(dollarsText(derived)).toBe('about $30,000');
    expect(depletedNote(depletedInSample(savedBefore(c))!)).toBe('on about $720 left of about $30,000 after losing 97.61% in sample');
    expect(depletedNote(depletedInSample(c)!)).toBe('on the $716.50 left of $30,000.00 after losing 97.61% in sample');
  });

  it("walk-forward: the year began with the stored last equity of the year before", () => {
    const c = summarised(716.5, 21_432.17);
    const endOf2018 = c.balances?.year_end['2018'];
    expect(endOf2018).toBeDefined();
    expect(depletedYearNote(c, '2019')).toBe(`began 2019 with ${dollarsText({ value: endOf2018 ?? 0, error: 0 })} of its $30,000.00`);
    // The first year begins with the start balance; derived, 2019 begins with start × 2017 and 2018 compounded, in whole dollars.
    expect(equityAtYearStart(c, '2017')).toEqual({ value: 30_000, error: 0 });
    const derived = equityAtYearStart(savedBefore(c), '2019')!;
    expect(Math.abs(derived.value - (endOf2018 ?? 0))).toBeLessThanOrEqual(derived.error);
    expect(derived.error).toBeLessThan(0.5);
  });
});

describe('the walk-forward reads a year from the stored balances', () => {
  it("2020's 105,449.96 on 100,000 is +5.44996%: '5.45%', as the tables write a return (at one decimal it read '5.4%', and the year's return rounded to 6 decimals, 0.0545, '5.5%')", () => {
    const yearEnd = { 2017: 110_000, 2018: 99_000, 2019: 100_000, 2020: 105_449.96 };
    const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
    const base = summarised(716.5, 21_432.17);
    const c: SweepCellResult = {
      ...base,
      yearly: { 2017: round6(110_000 / 100_000 - 1), 2018: round6(99_000 / 110_000 - 1), 2019: round6(100_000 / 99_000 - 1), 2020: round6(105_449.96 / 100_000 - 1) },
      balances: { start: 100_000, at_split: 100_000, end: 105_449.96, year_end: yearEnd },
    };
    expect(c.yearly?.['2020']).toBe(0.0545);
    const words = (cell: SweepCellResult) => {
      const { unmount } = render(<OverfittingPanel result={sweepOf([cell])} analysis={analyseSweep(sweepOf([cell]), 'total_return_pct')} metricLabel="Total return" onOpen={() => undefined} />);
      const text = screen.getByRole('region', { name: 'Overfitting controls' }).textContent ?? '';
      unmount();
      return [/Chained: [^ ]+ in 2020/.exec(text)?.[0], /Chosen: 2020 DTE target \(every leg\) 0 \([^)]+\)/.exec(text)?.[0]];
    };
    // Two decimals, as the cells table's Total Return and the cards write a return: one decimal read '5.4%' beside '+5.45%'.
    expect(words(c)).toEqual(['Chained: 5.45% in 2020', 'Chosen: 2020 DTE target (every leg) 0 (5.45%)']);
    // Saved before (no balances): the year from its 6-decimal yearly 0.0545, which read 5.5% at one decimal beside a chain of 5.4%.
    expect(words(savedBefore(c))).toEqual(['Chained: 5.45% in 2020', 'Chosen: 2020 DTE target (every leg) 0 (5.45%)']);
    expect(analyseSweep(sweepOf([c]), 'total_return_pct').walk.steps).toEqual([{ year: '2020', chosen: 0, return: 105_449.96 / 100_000 - 1 }]);
  });
});

describe('a sweep saved before the balances were stored loads and renders as it did', () => {
  it('parses through the API contract and names the derived whole dollars of audit 10\'s SPY sweep', () => {
    const saved = JSON.parse(JSON.stringify({ sweep_id: 'spy-ruin', status: 'finished', cells_total: 9, cells_done: 9, cells_failed: 0, result: spyRuinSweep() })) as unknown;
    const answer = parseAnswer(SweepAnswerSchema, saved, 'sweep');
    expect(answer.result?.cells.every((c) => c.balances === undefined)).toBe(true);
    render(<SweepResults result={answer.result!} onOpen={() => undefined} />);
    const rows = within(screen.getByRole('table', { name: 'Out-of-sample table' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((x) => x.textContent));
    expect(rows.find((x) => x[0] === 'DTE target (every leg) 45, leg 1 delta target 0.3')?.[3]).toBe('+2891.35% (on the $716 left of $30,000 after losing 97.61% in sample)');
    expect(rows.find((x) => x[0] === 'DTE target (every leg) 14, leg 1 delta target 0.2')?.[3]).toBe('+0.06% (no position: interest only; on the $723 left of $30,000 after losing 97.59% in sample)');
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent('+2891.35% out of sample on $716 is +$20,707, and over the whole period it lost 28.59%.');
  });

  it('a stored result with a malformed balance is refused by name, not half-read', () => {
    const c = summarised(716.5, 21_432.17);
    const bad = JSON.parse(JSON.stringify({ sweep_id: 's', status: 'finished', cells_total: 1, cells_done: 1, cells_failed: 0, result: sweepOf([{ ...c, balances: { ...c.balances!, at_split: 'x' } as unknown as SweepCellResult['balances'] }]) })) as unknown;
    expect(() => parseAnswer(SweepAnswerSchema, bad, 'sweep')).toThrow('Unexpected sweep answer from the server (result.cells.0.balances.at_split)');
  });
});
