import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neighbourIndices } from '../../../../../shared/sweep/robustness/stability';
import { spyRuinSweep } from '../test/spy-ruin-sweep';
import { OverfittingPanel, stabilityText } from './overfitting-panel';
import { analyseSweep } from './sweep-analysis';

const bestRows = () =>
  within(screen.getByRole('table', { name: 'Best cells' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe("a peak among losing neighbours reads as what it is (audit 10, N2)", () => {
  it('finds the neighbours the stability test compares, one step along one parameter', () => {
    expect(neighbourIndices([3, 3], 2)).toEqual([1, 5]);
    expect(neighbourIndices([3, 3], 4)).toEqual([1, 3, 5, 7]);
    expect(neighbourIndices([2, 3, 2], 0)).toEqual([1, 2, 6]);
    const r = spyRuinSweep();
    const a = analyseSweep(r, 'sharpe_ratio', 3, 9);
    for (const b of a.best) expect(neighbourIndices([3, 3], b.cell.index)).toHaveLength(b.stability.neighbours);
  });

  it("on Sharpe: the cell that lost 99.25% was a 'Lone peak' because its neighbours lost too; it is the least bad of them", () => {
    const r = spyRuinSweep();
    const a = analyseSweep(r, 'sharpe_ratio', 3, 9);
    // The rule is unchanged: it beats both neighbours, alone along both parameters.
    const cell2 = a.best.find((b) => b.cell.index === 2);
    expect(cell2?.stability).toMatchObject({ peak: true, lone_peak: true, lone_axes: [0, 1] });
    expect(cell2?.neighboursLost).toBe(true);
    render(<OverfittingPanel result={r} analysis={a} metricLabel="Sharpe" onOpen={() => undefined} />);
    const rows = bestRows();
    const row = (label: string) => rows.find((x) => x[0] === label);
    expect(row('DTE target (every leg) 14, leg 1 delta target 0.3')?.[3]).toBe('Least bad of losing neighbours (lost 99.25%)');
    // Cell 8 lost 28.59% beside cells that lost 60.39% and 98.67%: a peak on Sharpe alone along DTE, had read 'Alone along …'.
    expect(row('DTE target (every leg) 45, leg 1 delta target 0.3')?.[3]).toBe('Least bad of losing neighbours (lost 28.59%)');
    // The one cell that made money (+11.20%) beside two that lost: not 'supported', not a loss either.
    expect(row('DTE target (every leg) 45, leg 1 delta target 0.15')?.[3]).toBe('Made 11.20% where every neighbour lost money');
    // Cells that are no peak read as before.
    expect(row('DTE target (every leg) 45, leg 1 delta target 0.2')?.[3]).toBe('Not a peak');
  });

  it("on total return: the cell that made 11.20% between losses of 79.29% and 60.39% had read 'Supported by neighbours'", () => {
    const r = spyRuinSweep();
    const a = analyseSweep(r, 'total_return_pct', 3, 9);
    expect(a.best[0]?.stability).toMatchObject({ peak: true, lone_peak: false, lone_axes: [] });
    render(<OverfittingPanel result={r} analysis={a} metricLabel="Total return" onOpen={() => undefined} />);
    const rows = bestRows();
    expect(rows[0]?.[3]).toBe('Made 11.20% where every neighbour lost money');
    expect(rows[1]?.[3]).toBe('Least bad of losing neighbours (lost 28.59%)');
  });

  it('says the loss of a peak whose neighbours did not all lose (a peak on drawdown, win rate or trades)', () => {
    const r = spyRuinSweep();
    const row = { index: 0, value: 1, neighbour_mean: 0, neighbours: 2, peak: true, lone_peak: true, lone_axes: [0, 1] };
    expect(stabilityText(row, r, { returnPct: -12.3, neighboursLost: false })).toBe('Lone peak: likely noise, but it lost 12.30%');
    expect(stabilityText({ ...row, lone_peak: false, lone_axes: [] }, r, { returnPct: 4, neighboursLost: false })).toBe('Supported by neighbours');
    expect(stabilityText({ ...row, peak: false, lone_peak: false, lone_axes: [] }, r, { returnPct: -50, neighboursLost: true })).toBe('Not a peak');
  });
});
