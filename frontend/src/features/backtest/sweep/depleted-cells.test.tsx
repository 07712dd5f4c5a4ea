import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spyRuinSweep } from '../test/spy-ruin-sweep';
import { cellStartBalance, depletedInSample, depletedNote, shareAtYearStart } from './depleted-cells';
import { OverfittingPanel } from './overfitting-panel';
import { analyseSweep } from './sweep-analysis';

const outRows = () =>
  within(screen.getByRole('table', { name: 'Out-of-sample table' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
const CELL_8 = 'DTE target (every leg) 45, leg 1 delta target 0.3';

describe('out of sample, a cell that lost half its start or more in sample says what it had left (audit 10, N1)', () => {
  it("derives the start and what was left from the cell's own figures", () => {
    const r = spyRuinSweep();
    expect(cellStartBalance(r.cells[8]!)?.value).toBeCloseTo(30000, 1);
    const d8 = depletedInSample(r.cells[8]);
    expect(d8?.lossPct).toBe(97.6128);
    expect(d8?.left?.value).toBeCloseTo(716.16, 1);
    expect(depletedNote(d8!)).toBe('on the $716 left of $30,000 after losing 97.61% in sample');
    expect(depletedNote(depletedInSample(r.cells[6])!)).toBe('on the $4,020 left of $30,000 after losing 86.60% in sample');
    // Under half lost: nothing to say; a return that rounds to nothing gives no start, and the words then name no dollars.
    expect(depletedInSample({ ...r.cells[6]!, in_sample: { return_pct: -49.99, sharpe: 0.1, idle: false } })).toBeNull();
    const flat = { ...r.cells[8]!, metrics: { ...r.cells[8]!.metrics!, total_pnl: 0.5, total_return_pct: 0.0017 } };
    expect(depletedNote(depletedInSample(flat)!)).toBe('on what was left after losing 97.61% in sample');
  });

  it('on total return: +2891.35% out of sample ranks first and reads with the $716 it was made on', () => {
    const r = spyRuinSweep();
    const a = analyseSweep(r, 'total_return_pct');
    render(<OverfittingPanel result={r} analysis={a} metricLabel="Total return" onOpen={() => undefined} />);
    const row = outRows().find((x) => x[0] === CELL_8);
    // The figures and the rank are kept.
    expect(row?.slice(2)).toEqual(['-97.61%', '+2891.35% (on the $716 left of $30,000 after losing 97.61% in sample)', '1']);
    // The idle cell (no spread fits its $723) keeps its interest-only note beside the dollars.
    expect(outRows().find((x) => x[0] === 'DTE target (every leg) 14, leg 1 delta target 0.2')?.[3])
      .toBe('+0.06% (no position: interest only; on the $723 left of $30,000 after losing 97.59% in sample)');
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(
      '9 of these cells lost 50% or more of their start in sample, so out of sample they traded what was left, named beside their figures: a percentage there is of that smaller account, ' +
        'not of the one the grid started with, and a small account cannot size positions as the rule would at full size. ' +
        `${CELL_8}: +2891.35% out of sample on $716 is +$20,707, and over the whole period it lost 28.59%.`,
    );
  });

  it("on Sharpe: a positive Sharpe on a loss keeps its note, the dollars beside it", () => {
    const r = spyRuinSweep();
    render(<OverfittingPanel result={r} analysis={analyseSweep(r, 'sharpe_ratio')} metricLabel="Sharpe" onOpen={() => undefined} />);
    expect(outRows().find((x) => x[0] === CELL_8)?.[3]).toBe('2.13 (on the $716 left of $30,000 after losing 97.61% in sample)');
    expect(outRows().find((x) => x[0] === 'DTE target (every leg) 45, leg 1 delta target 0.15')?.[3]).toBe('2.53 (on the $4,020 left of $30,000 after losing 86.60% in sample)');
  });

  it("walk-forward: the year held on what its chosen cell had left says so (2021's +188.85% began from $11,549 of $30,000)", () => {
    const r = spyRuinSweep();
    const a = analyseSweep(r, 'total_return_pct');
    expect(a.walk.steps.map((st) => st.chosen)).toEqual([7, 2, 6]);
    // 2019's cell had 62% of its start, 2020's 89%: nothing to say of them.
    expect(shareAtYearStart(r.cells[7], '2019')).toBeCloseTo(0.6233, 4);
    expect(shareAtYearStart(r.cells[2], '2020')).toBeCloseTo(0.8897, 4);
    render(<OverfittingPanel result={r} analysis={a} metricLabel="Total return" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).toHaveTextContent(
      "Held on what was left: DTE target (every leg) 45, leg 1 delta target 0.15 began 2021 with $11,549 of its $30,000, having lost 50% or more before; that year's return is of that smaller account, chained here as if it were the whole book.",
    );
  });

  it('says nothing new on a sweep whose cells kept half their start', () => {
    const r = spyRuinSweep();
    const kept = { ...r, cells: r.cells.map((c) => ({ ...c, in_sample: { return_pct: -20, sharpe: 0.2, idle: false }, yearly: { 2019: -0.1, 2020: 0.1, 2021: 0.2 } })) };
    render(<OverfittingPanel result={kept} analysis={analyseSweep(kept, 'total_return_pct')} metricLabel="Total return" onOpen={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Overfitting controls' })).not.toHaveTextContent(/left of|start in sample|what was left/);
  });
});
