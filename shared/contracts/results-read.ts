import { z } from 'zod';
import { CoveredBacktestResultSchema, CoveredTradeSchema } from './results';

/**
 * Client-side read of a covered result: the spec (section 3) lets a trade carry `entry` in place
 * of `entry_position` and `exit` in place of `exit_position`. This normalises the aliases to the
 * canonical names before the strict schema checks them; the server always writes the canonical ones.
 */
function normaliseTradeAliases(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { entry, exit, ...rest } = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (out.entry_position === undefined && entry !== undefined) out.entry_position = entry;
  if (out.exit_position === undefined && exit !== undefined) out.exit_position = exit;
  // A trade still open has no exit at all: read it as null, like an expiration.
  if (out.exit_position === undefined) out.exit_position = null;
  return out;
}

export const CoveredTradeReadSchema = z.preprocess(normaliseTradeAliases, CoveredTradeSchema);

export const CoveredBacktestResultReadSchema = CoveredBacktestResultSchema.extend({
  trades: z.array(CoveredTradeReadSchema),
});
