/**
 * The strategy a 'run' save stores, without the keys no request contract knows. The comparison
 * with the run (strategy-of-job.ts) reads the strategy as the contracts do, so it leaves such keys
 * out, but the share page's settings table shows every key of the stored strategy, in the form's
 * words: a covered call saved with an extra top-level `DTE_target: 45` passed the check and its
 * share page read 'DTE Target 45' over a 30-DTE run's figures. The builders never send such keys
 * (their loaders keep only the form's fields; the spreads rows' uids are stripped before saving),
 * so what a trader saves is stored as sent; only keys that are no setting and no label go.
 */
import { CoveredBacktestRequestSchema } from '../../shared/contracts/covered';
import { isObject } from '../../shared/contracts/load-saved';
import { BacktestRequestSchema } from '../../shared/contracts/multileg';
import type { JsonObject } from '../../shared/contracts/saved';
import { dropUnknownKeys } from '../../shared/contracts/stored';
import { spreadsRequestOf, type Builder } from './run-settings';

/** Rounds of dropping before giving up, as stored.ts: one finds the unknown keys at every depth. */
const MAX_ROUNDS = 8;

/** `strategy` (not changed) without the keys its builder's request contract does not know. */
export function withoutUnknownKeys(kind: Builder, strategy: JsonObject): JsonObject {
  const clean = structuredClone(strategy);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (kind === 'covered' || isObject(clean.strategy)) {
      // The covered form is its request, as is a spreads request saved whole: the paths are the strategy's.
      const result = (kind === 'covered' ? CoveredBacktestRequestSchema : BacktestRequestSchema).safeParse(clean);
      if (result.success || dropUnknownKeys(clean, result.error.issues) === 0) break;
    } else {
      // A spreads form is read as the request it sends, whose `strategy` holds the form's own fields:
      // an unknown key at strategy.<path> is the form's <path> (its costs go to the request's top).
      const result = BacktestRequestSchema.safeParse(spreadsRequestOf(clean));
      if (result.success || dropUnknownKeys({ strategy: clean }, result.error.issues) === 0) break;
    }
  }
  return clean;
}
