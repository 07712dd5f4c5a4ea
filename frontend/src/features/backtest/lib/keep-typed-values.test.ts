import { z } from 'zod';
import { describe, expect, it } from 'vitest';
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
});
