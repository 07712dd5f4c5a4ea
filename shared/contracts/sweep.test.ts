import { describe, expect, it } from 'vitest';
import { cellAt, cellRequest, expandCells, outOfBoundsMessage, parameterValues, repeatedRangeValue, sweepCellCount, sweepFieldDef, SweepRequestSchema, sweepFieldsFor, type SweepRequestInput } from './sweep';
import { BacktestRequestSchema } from './multileg';
import type { CoveredBacktestRequestInput } from './covered';

const cspBase: CoveredBacktestRequestInput = {
  ticker: 'SPY',
  start_date: '2010-01-04',
  end_date: '2025-12-31',
  strategy: { start_type: 'cash_secured_put', cash_secured_put_config: { exit_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0.5 }] } },
} as const;

const cspSweep = (parameters: SweepRequestInput['parameters']): SweepRequestInput => ({ kind: 'covered', base: cspBase, parameters });

const spreadsBase = {
  ticker: 'SPY',
  balance: 100_000,
  strategy: {
    name: 'Put spread',
    legs: [
      { side: 'short', option_type: 'put', dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } },
      { side: 'long', option_type: 'put', dte_target: 30, target_strike_condition: { type: 'delta', value: 0.2 } },
    ],
    global_exit_conditions: [{ type: 'percentage_profit', value: 50 }],
  },
};

describe('sweep parameters', () => {
  it('lists a range with both ends, free of float noise', () => {
    expect(parameterValues({ field: 'put.delta', from: 0.1, to: 0.4, step: 0.05 })).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4]);
    expect(parameterValues({ field: 'put.dte', from: 7, to: 60, step: 7 })).toEqual([7, 14, 21, 28, 35, 42, 49, 56]);
    expect(parameterValues({ field: 'put.take_profit', values: [0, 0.5, 1] })).toEqual([0, 0.5, 1]);
  });

  it('finds a value a range gives twice after rounding (a step under 1e-10), and none in a range, list or invalid range that cannot', () => {
    expect(parameterValues({ field: 'put.delta', from: 0.1, to: 0.1000000001, step: 1e-11 }).slice(0, 3)).toEqual([0.1, 0.1, 0.1]);
    expect(repeatedRangeValue({ field: 'put.delta', from: 0.1, to: 0.1000000001, step: 1e-11 })).toBe(0.1);
    expect(repeatedRangeValue({ field: 'put.delta', from: 0.1, to: 0.1000000003, step: 1e-10 })).toBeUndefined();
    expect(repeatedRangeValue({ field: 'put.delta', from: 0.1, to: 0.4, step: 0.05 })).toBeUndefined();
    expect(repeatedRangeValue({ field: 'put.dte', values: [10, 10] })).toBeUndefined(); // a list's repeat is repeatedValue's
    expect(repeatedRangeValue({ field: 'put.delta', from: 0.2, to: 0.1, step: 1e-11 })).toBeUndefined();
    // Over the cell limit: counted and refused for its size, never listed.
    expect(repeatedRangeValue({ field: 'put.delta', from: 0, to: 1, step: 1e-11 })).toBeUndefined();
  });

  it('counts cells as the product of the parameters', () => {
    expect(sweepCellCount([{ field: 'a', from: 7, to: 60, step: 7 }, { field: 'b', from: 0.1, to: 0.4, step: 0.05 }])).toBe(56);
  });
});

describe('SweepRequestSchema', () => {
  it('accepts a DTE x delta sweep of a cash-secured put', () => {
    const parsed = SweepRequestSchema.parse(cspSweep([{ field: 'put.dte', from: 7, to: 60, step: 7 }, { field: 'put.delta', from: 0.1, to: 0.4, step: 0.05 }]));
    expect(parsed.kind).toBe('covered');
    expect(sweepCellCount(parsed.parameters)).toBe(56);
  });

  it('refuses more than 1,000 cells with the count in the message', () => {
    const r = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.dte', from: 1, to: 365, step: 1 }, { field: 'put.delta', from: 0.01, to: 0.99, step: 0.01 }]));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(
      'This sweep has 36,135 cells; at most 1,000 are allowed. Narrow a range, raise a step or drop a parameter.',
    );
  });

  it('accepts exactly 1,000 cells', () => {
    const r = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.dte', from: 1, to: 100, step: 1 }, { field: 'put.delta', from: 0.01, to: 0.1, step: 0.01 }]));
    expect(r.success).toBe(true);
  });

  it('refuses four parameters, a field twice, an unknown field and a leg the strategy lacks', () => {
    const four = SweepRequestSchema.safeParse(cspSweep(['put.dte', 'put.delta', 'put.take_profit', 'put.stop_multiple'].map((field) => ({ field, values: [1] }))));
    expect(four.error?.issues[0]?.message).toBe('parameters must have at most 3 items');
    const twice = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.dte', values: [7] }, { field: 'put.dte', values: [14] }]));
    expect(twice.error?.issues[0]?.message).toBe('put.dte is swept twice');
    const unknown = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.color', values: [1] }]));
    expect(unknown.error?.issues[0]?.message).toMatch(/put.color is not a sweepable covered field/);
    const noCall = SweepRequestSchema.safeParse(cspSweep([{ field: 'call.dte', values: [30] }]));
    expect(noCall.error?.issues[0]?.message).toBe('call.dte needs the covered call leg in the strategy');
  });

  it('refuses values outside a field\'s bounds, naming the field and the value', () => {
    const r = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.dte', values: [7, 7.5] }]));
    expect(r.error?.issues[0]?.message).toBe('put DTE target takes whole numbers from 1 to 365; got 7.5');
    const delta = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.delta', from: 0.5, to: 1.5, step: 0.5 }]));
    expect(delta.error?.issues[0]?.message).toBe('put delta target takes values from 0.01 to 0.99; got 1');
  });

  it("refuses a put's delta typed with its minus sign, as the form shows it, in words that say the sign is not asked for", () => {
    // The builder shows the put's delta as -0.30; typed so in the sweep it read 'takes values from 0.01 to 0.99; got -0.3'.
    const put = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.delta', values: [-0.3, -0.2] }]));
    expect(put.error?.issues[0]?.message).toBe("put delta target takes the delta without its sign, from 0.01 to 0.99 (a put's is made negative when it runs); got -0.3");
    // Beyond a delta's size, the bounds' own words.
    const far = SweepRequestSchema.safeParse(cspSweep([{ field: 'put.delta', values: [-1.5] }]));
    expect(far.error?.issues[0]?.message).toBe('put delta target takes values from 0.01 to 0.99; got -1.5');
    // The same on a spreads leg's delta target (an iron condor's short put shows -0.20).
    const def = sweepFieldDef('spreads', BacktestRequestSchema.parse({ strategy: { legs: [{ side: 'short', option_type: 'put', target_strike_condition: { type: 'delta', value: -0.2 } }] } }), 'leg1.target');
    expect(typeof def !== 'string' && outOfBoundsMessage(def, [-0.2])).toBe("leg 1 delta target takes the delta without its sign, from 0.01 to 0.99 (a put's is made negative when it runs); got -0.2");
  });

  it('refuses a parameter with both values and a range, or an incomplete range', () => {
    expect(SweepRequestSchema.safeParse(cspSweep([{ field: 'put.dte', values: [7], from: 1, to: 2, step: 1 }])).error?.issues[0]?.message).toBe(
      'put.dte: give either values or from/to/step, not both',
    );
    expect(SweepRequestSchema.safeParse(cspSweep([{ field: 'put.dte', from: 1, to: 2 }])).error?.issues[0]?.message).toBe('put.dte: give values, or from, to and step');
  });

  it('offers the fields of the legs present', () => {
    const parsed = SweepRequestSchema.parse(cspSweep([{ field: 'put.dte', values: [30] }]));
    expect(sweepFieldsFor('covered', parsed.base)).toEqual(['put.dte', 'put.delta', 'put.take_profit', 'put.stop_multiple']);
  });
});

describe('expandCells and cellRequest', () => {
  it('numbers cells row-major: the last parameter varies fastest', () => {
    const cells = expandCells([{ field: 'a', values: [7, 14] }, { field: 'b', values: [0.1, 0.2, 0.3] }]);
    expect(cells.map((c) => c.values)).toEqual([[7, 0.1], [7, 0.2], [7, 0.3], [14, 0.1], [14, 0.2], [14, 0.3]]);
    expect(cells[4]).toEqual({ index: 4, coords: [1, 1], values: [14, 0.2] });
    expect(cellAt([[7, 14], [0.1, 0.2, 0.3]], 5)).toEqual({ index: 5, coords: [1, 2], values: [14, 0.3] });
  });

  it('writes DTE and delta into the put leg, with the put sign rule applied', () => {
    const sweep = SweepRequestSchema.parse(cspSweep([{ field: 'put.dte', values: [14] }, { field: 'put.delta', values: [0.2] }]));
    const { request } = cellRequest(sweep, { values: [14, 0.2] });
    const leg = (request as { strategy: { cash_secured_put_config: { DTE_target: number; strike_target_condition: unknown } } }).strategy.cash_secured_put_config;
    expect(leg.DTE_target).toBe(14);
    expect(leg.strike_target_condition).toEqual({ type: 'delta', delta: -0.2, tolerance: null });
  });

  it('replaces the take-profit condition, and removes it with 0 (hold to expiry)', () => {
    const sweep = SweepRequestSchema.parse(cspSweep([{ field: 'put.take_profit', values: [0, 0.25] }]));
    const exits = (v: number) => (cellRequest(sweep, { values: [v] }).request as { strategy: { cash_secured_put_config: { exit_conditions: unknown[] } } }).strategy.cash_secured_put_config.exit_conditions;
    expect(exits(0.25)).toEqual([{ type: 'take_profit_credit_capture', tp_pct: 0.25 }]);
    expect(exits(0)).toEqual([]);
  });

  it('writes spreads fields: every leg\'s DTE, one leg\'s target, the profit exit', () => {
    const sweep = SweepRequestSchema.parse({
      kind: 'spreads',
      base: spreadsBase,
      parameters: [{ field: 'legs.dte', values: [45] }, { field: 'leg2.target', values: [0.1] }, { field: 'exit.percentage_profit', values: [0, 75] }],
    });
    const a = cellRequest(sweep, { values: [45, 0.1, 75] });
    if (a.kind !== 'spreads') throw new Error('kind');
    expect(a.request.strategy.legs.map((l) => l.dte_target)).toEqual([45, 45]);
    expect(a.request.strategy.legs[1]?.target_strike_condition).toEqual({ type: 'delta', value: -0.1 });
    expect(a.request.strategy.global_exit_conditions).toEqual([{ type: 'percentage_profit', value: 75 }]);
    const off = cellRequest(sweep, { values: [45, 0.1, 0] });
    expect(off.kind === 'spreads' && off.request.strategy.global_exit_conditions).toEqual([]);
  });
});

describe("sweeps carry Cboe's SPX exchange fee switch (exchange_fees) to every cell", () => {
  it('on by default in a new base, off when the base says so, and refused in words when not a boolean', () => {
    const on = SweepRequestSchema.parse({ kind: 'spreads', base: { ...spreadsBase, ticker: 'SPX' }, parameters: [{ field: 'exit.percentage_profit', values: [25, 50] }] });
    expect(cellRequest(on, { values: [25] }).request.exchange_fees).toBe(true);
    const off = SweepRequestSchema.parse({ kind: 'covered', base: { ...cspBase, ticker: 'SPX', exchange_fees: false }, parameters: [{ field: 'put.dte', values: [14] }] });
    expect(cellRequest(off, { values: [14] }).request.exchange_fees).toBe(false);
    const bad = SweepRequestSchema.safeParse({ kind: 'covered', base: { ...cspBase, exchange_fees: 'no' }, parameters: [{ field: 'put.dte', values: [14] }] });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toContain('base.exchange_fees must be a boolean');
  });
});
