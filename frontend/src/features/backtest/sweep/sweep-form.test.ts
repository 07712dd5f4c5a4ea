import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema, SweepRequestSchema, type SweepResult } from '../lib/shared';
import { heatmapOption, heatPoints } from './heatmap-option';
import { analyseSweep, cellLabel } from './sweep-analysis';
import { addRow, buildSweep, cellCountText, defaultRow, sweepShown, type SweepBase } from './sweep-form';

const base: SweepBase = {
  kind: 'covered',
  base: CoveredBacktestRequestSchema.parse({ ticker: 'SPY', start_date: '2020-01-02', end_date: '2023-12-29', strategy: { start_type: 'cash_secured_put', cash_secured_put_config: {} } }),
};

describe('sweep form', () => {
  it('adds rows on free fields with a runnable range and counts the cells', () => {
    const one = addRow([], base) ?? [];
    const two = addRow(one, base) ?? [];
    expect(two.map((r) => r.field)).toEqual(['put.dte', 'put.delta']);
    const built = buildSweep(base, two);
    expect(built.cells).toBe(8 * 7); // DTE 7..56 by 7, delta 0.1..0.4 by 0.05
    expect(built.message).toBeNull();
    expect(cellCountText(built.cells)).toBe('56 cells (at most 1,000)');
  });

  it('says why a grid cannot run: too many cells, or a value out of bounds', () => {
    const big = buildSweep(base, [{ ...defaultRow('put.dte'), from: '1', to: '300', step: '1' }, { ...defaultRow('put.delta'), from: '0.01', to: '0.5', step: '0.01' }]);
    expect(big.request).toBeNull();
    expect(big.cells).toBe(15_000);
    expect(big.message).toBe('This sweep has 15,000 cells; at most 1,000 are allowed. Narrow a range, raise a step or drop a parameter.');
    const list = buildSweep(base, [{ ...defaultRow('put.stop_multiple'), mode: 'list', list: '0, 1.5, 2, 3' }]);
    expect(list.message).toBeNull();
    expect(list.request?.parameters[0]).toEqual({ field: 'put.stop_multiple', values: [0, 1.5, 2, 3] });
  });

  it('says what is wrong with a row in the panel\'s words, not the contract\'s paths (was \'parameters[1].values must have at least 1 item\')', () => {
    const dte = defaultRow('put.dte');
    const delta = defaultRow('put.delta');
    const message = (rows: ReturnType<typeof defaultRow>[]) => buildSweep(base, rows).message;
    expect(message([dte, { ...delta, mode: 'list', list: '' }])).toBe('Parameter 2, put delta target: type one or more values, separated by commas');
    expect(message([dte, { ...delta, mode: 'list', list: '0.1, abc' }])).toBe("Parameter 2, put delta target: 'abc' is not a number");
    expect(message([{ ...dte, from: '' }])).toBe('Parameter 1, put DTE target: give a number in From, To and Step');
    expect(message([{ ...dte, step: '0' }])).toBe('Parameter 1, put DTE target: Step must be more than 0');
    expect(message([{ ...dte, from: '60', to: '7' }])).toBe('Parameter 1, put DTE target: To must be at least From');
    // 'Infinity' is no number a sweep can take (it read 'parameters[0].values[0] must be a number', a path).
    expect(message([{ ...delta, mode: 'list', list: '0.1, Infinity' }])).toBe("Parameter 1, put delta target: 'Infinity' is not a number");
    expect(message([{ ...dte, to: 'Infinity' }])).toBe('Parameter 1, put DTE target: give a number in From, To and Step');
    // A value listed twice ran the same cells twice and counted them against the limits; 10.0 is 10.
    expect(message([{ ...dte, mode: 'list', list: '10, 10.0, 20' }])).toBe('Parameter 1, put DTE target: 10 is listed twice; list each value once (a repeat runs the same cells again)');
    expect(buildSweep(base, [{ ...dte, mode: 'list', list: '10, 10.0, 20' }]).request).toBeNull();
    // Two values typed apart are two values (was '0.10000000001 is listed twice', compared to 10 decimals).
    expect(message([{ ...delta, mode: 'list', list: '0.1, 0.10000000001' }])).toBeNull();
    expect(buildSweep(base, [{ ...delta, mode: 'list', list: '0.1, 0.10000000001' }]).request?.parameters[0]?.values).toEqual([0.1, 0.10000000001]);
    // Out of the field's range and repeated: the range first (was '0 is listed twice').
    expect(message([{ ...dte, mode: 'list', list: '0, 0' }])).toBe('put DTE target takes whole numbers from 1 to 365; got 0');
    const zeroTwice = [{ ...dte, mode: 'list' as const, list: '0, 0', edited: true }];
    expect(sweepShown(buildSweep(base, zeroTwice), base, zeroTwice).message).toBe('put DTE target takes whole numbers from 1 to 365; got 0');
    // A field's own bounds keep the contract's words, which name the field.
    expect(message([{ ...dte, step: '0.5' }])).toBe('put DTE target takes whole numbers from 1 to 365; got 7.5');
  });

  it('refuses a range whose step is so small that two values round to one (it ran the same cell twice)', () => {
    const delta = defaultRow('put.delta');
    const tiny = [{ ...delta, from: '0.1', to: '0.1000000001', step: '0.00000000001', edited: true }];
    const built = buildSweep(base, tiny);
    expect(built.request).toBeNull();
    expect(built.message).toBe('Parameter 1, put delta target: a step of 1e-11 gives 0.1 twice (values are rounded to 10 decimal places); use a larger step (a repeat runs the same cells again)');
    expect(sweepShown(built, base, tiny).message).toBe(built.message);
    // One step of the rounding is still distinct values: 0.1, 0.1000000001, 0.1000000002.
    expect(buildSweep(base, [{ ...delta, from: '0.1', to: '0.1000000002', step: '0.0000000001' }]).request?.parameters[0]).toMatchObject({ step: 1e-10 });
  });
});

describe('sweep analysis and heatmap', () => {
  const sweep = SweepRequestSchema.parse({ ...base, parameters: [{ field: 'put.dte', values: [14, 30] }, { field: 'put.delta', values: [0.2, 0.3] }] });
  const cell = (index: number, values: number[], ret: number, yearly: Record<string, number>) => ({
    index,
    values,
    status: 'ok' as const,
    metrics: { total_pnl: ret * 1000, total_return_pct: ret, cagr_pct: ret / 4, sharpe_ratio: ret / 10, max_drawdown_pct: 10, win_rate: 80, total_trades: 40 },
    in_sample: { return_pct: ret, sharpe: 1 },
    out_sample: { return_pct: -ret, sharpe: 0.5 },
    yearly,
    moments: { n: 1000, sr: ret / 1000, skew: 0, kurt: 3 },
  });
  const result: SweepResult = {
    sweep_id: 's1',
    axes: [{ field: 'put.dte', label: 'put DTE target', values: [14, 30] }, { field: 'put.delta', label: 'put delta target', values: [0.2, 0.3] }],
    split_date: '2022-10-20',
    cells: [
      cell(0, [14, 0.2], 10, { '2020': 0.1, '2021': 0.0 }),
      cell(1, [14, 0.3], 30, { '2020': 0.0, '2021': 0.3 }),
      cell(2, [30, 0.2], 20, { '2020': 0.2, '2021': 0.0 }),
      { index: 3, values: [30, 0.3], status: 'failed', error: 'Bad option data' },
    ],
    cells_failed: 1,
  };

  it('ranks the best cells, reverses out of sample, and chooses walk-forward by the prior year', () => {
    const a = analyseSweep(result, 'total_return_pct', 1);
    expect(a.best.map((b) => b.cell.index)).toEqual([1, 2, 0]);
    expect(a.inOut.rank_correlation).toBe(-1);
    expect(a.walk.steps).toEqual([{ year: '2021', chosen: 2, return: 0 }]);
    expect(a.dsr?.trials).toBe(3);
    expect(cellLabel(result, { values: [14, 0.3] })).toBe('put DTE target 14, put delta target 0.3');
  });

  it('places cells on the heatmap, failed cells blank', () => {
    expect(heatPoints(result, 'total_return_pct')).toEqual([
      { y: 0, x: 0, value: 10, index: 0 },
      { y: 0, x: 1, value: 30, index: 1 },
      { y: 1, x: 0, value: 20, index: 2 },
      { y: 1, x: 1, value: null, index: 3 },
    ]);
    expect(sweep.parameters).toHaveLength(2);
  });

  it("writes a cell's value with the same two decimals as the cells table (toFixed), halves included", () => {
    // −10.015 is stored just below itself: toFixed reads −10.02, Math.round(v × 100) / 100 −10.01.
    const tricky: SweepResult = { ...result, cells: [cell(0, [14, 0.2], -10.015, {}), ...result.cells.slice(1)] };
    const option = heatmapOption(tricky, 'total_return_pct', 'Total return %') as { aria: { label: { description: string } }; series: { label: { formatter: (p: { value: unknown[] }) => string } }[] };
    expect((-10.015).toFixed(2)).toBe('-10.02');
    expect(option.aria.label.description).toContain('put delta target 0.2: -10.02;');
    expect(option.series[0]?.label.formatter({ value: [0, 0, -10.015] })).toBe('-10.02');
  });

  it('describes the grid in words for screen readers (ECharts aria label)', () => {
    const option = heatmapOption(result, 'total_return_pct', 'Total return %') as { aria: { label: { description: string } } };
    expect(option.aria.label.description).toBe(
      'Heatmap of Total return %. put DTE target 14, put delta target 0.2: +10.00; put DTE target 14, put delta target 0.3: +30.00; put DTE target 30, put delta target 0.2: +20.00; put DTE target 30, put delta target 0.3: –.',
    );
  });
});
