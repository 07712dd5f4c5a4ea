import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { coveredFormFrom } from '../covered/covered-storage';
import { spreadsFormFrom } from '../spreads/spreads-storage';
import { parseKeepingTypedValues } from './keep-typed-values';

const Schema = z.object({
  name: z.string(),
  lots: z.int().min(1).default(1),
  leg: z.object({ delta: z.number().min(-1).max(1), dte: z.number().positive() }),
  conditions: z.array(z.object({ pct: z.number().min(0).max(1) })).default([]),
  fee: z.number().min(0).default(0.65),
});

describe('parseKeepingTypedValues', () => {
  it('is the strict parse when the value is valid, defaults included', () => {
    expect(parseKeepingTypedValues(Schema, { name: 'a', leg: { delta: 0.3, dte: 30 } }))
      .toEqual({ name: 'a', lots: 1, leg: { delta: 0.3, dte: 30 }, conditions: [], fee: 0.65 });
  });

  it('keeps every out-of-range or fractional number as stored and fills the defaults around them', () => {
    const raw = { name: 'mine', lots: 2.5, leg: { delta: 5, dte: 0 }, conditions: [{ pct: 0.5 }, { pct: -3 }] };
    expect(parseKeepingTypedValues(Schema, raw))
      .toEqual({ name: 'mine', lots: 2.5, leg: { delta: 5, dte: 0 }, conditions: [{ pct: 0.5 }, { pct: -3 }], fee: 0.65 });
    expect(raw.leg.delta).toBe(5);
  });

  it('gives null when something other than a number is wrong, as the strict parse would', () => {
    expect(parseKeepingTypedValues(Schema, { name: 'x', leg: { delta: 'high', dte: 30 } })).toBeNull();
    expect(parseKeepingTypedValues(Schema, { name: 'x' })).toBeNull();
    expect(parseKeepingTypedValues(Schema, null)).toBeNull();
    expect(parseKeepingTypedValues(Schema, { leg: { delta: 9, dte: 30 } })).toBeNull();
  });

  it('leaves out a key a strict contract does not know (written by an older version) and keeps the rest as stored', () => {
    const Strict = z.strictObject({ name: z.string(), leg: z.strictObject({ delta: z.number().min(-1).max(1) }) });
    expect(parseKeepingTypedValues(Strict, { name: 'old', legacy: 1, leg: { delta: 5, rounding: 'up' } })).toEqual({ name: 'old', leg: { delta: 5 } });
  });

  it('loads a saved covered form and spreads strategy that carry keys the contracts no longer know', () => {
    const covered = coveredFormFrom({
      ticker: 'QQQ',
      start_date: '2024-01-02',
      end_date: '2024-03-28',
      legacy_top: 1,
      strategy: {
        legacy_flag: true,
        covered_call_config: { DTE_target: 45, strike_target_condition: { type: 'delta', delta: 0.2, tolerance: null, legacy: 'x' }, exit_conditions: [{ type: 'dte_stop', min_dte: 3, legacy: 1 }] },
      },
    });
    expect(covered).toMatchObject({ ticker: 'QQQ', strategy: { covered_call_config: { DTE_target: 45, strike_target_condition: { delta: 0.2 }, exit_conditions: [{ type: 'dte_stop', min_dte: 3 }] } } });
    expect(JSON.stringify(covered)).not.toContain('legacy');
    const spreads = spreadsFormFrom({
      name: 'Old IC',
      ticker: 'SPY',
      legs: [{ side: 'short', option_type: 'put', quantity: 2, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.16 }, children: [{ strike_offset: -5, legacy: 1 }] }],
      global_exit_conditions: [{ type: 'percentage_profit', value: 50, legacy: 1 }],
    });
    expect(spreads?.legs[0]?.children[0]).toMatchObject({ strike_offset: -5 });
    expect(spreads?.global_exit_conditions).toMatchObject([{ type: 'percentage_profit', value: 50 }]);
    expect(JSON.stringify(spreads)).not.toContain('legacy');
  });
});
