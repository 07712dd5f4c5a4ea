import { expect } from 'vitest';
import type { z } from 'zod';

/** Parses `input` and asserts it is rejected with exactly `message` among the issues. */
export function expectRejected(schema: z.ZodType, input: unknown, message: string): void {
  const result = schema.safeParse(input);
  expect(result.success, `expected rejection with '${message}'`).toBe(false);
  if (!result.success) expect(result.error.issues.map((i) => i.message)).toContain(message);
}

/** Parses `input`, asserts success and returns the output. */
export function expectParsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return result.data;
}
