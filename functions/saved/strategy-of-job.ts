/**
 * A run saved by its job (save-from-job.ts) or copied from a saved run (save-from-saved.ts) is
 * stored as 'run': the backtester's own record, shown without the sent-copy notice. Its result is
 * the run's, but the strategy shown over it (the share page's settings table, the Saved card, the
 * builder it loads into) comes from the body, so every setting in it that changes the result must
 * be the run's: audit 22 F3 saved a SPY job's result as a TSLA covered call, and until every
 * setting was compared a 30-delta run could be saved as a 10-delta one, with other DTE, costs,
 * shares or legs. Both sides are read by the request contracts (run-settings.ts); labels (the name)
 * may differ. The words name the first setting that differs, in the form's labels.
 */
import { strategyTypeOf, type JsonObject } from '../../shared/contracts/saved';
import type { JobRecord } from '../adapters/jobs-table';
import { firstDifference } from './first-difference';
import { asLoaded, settingsOfRequest, settingsOfSaved, spreadsCopies, type Builder } from './run-settings';

const BUILDER = { covered: 'a covered strategy', multileg: 'a spreads strategy' } as const;
const AGAIN = 'Save the run with the strategy it ran.';

const kindOf = (strategy: JsonObject): Builder => (strategyTypeOf(strategy) === 'covered' ? 'covered' : 'multileg');

/** Why `strategy` is not the one `job` ran, in words; undefined when it is. */
export function strategyNotTheJobs(job: Pick<JobRecord, 'kind' | 'request_json'>, strategy: JsonObject): string | undefined {
  if (job.kind === 'sweep') return undefined;
  let request: unknown;
  try {
    request = JSON.parse(job.request_json);
  } catch {
    return undefined;
  }
  const ran = settingsOfRequest(job.kind, request);
  // The job's request is the server's own record, which the runner read to run it: one that today's
  // contract cannot read (a bound tightened within the job's 30 days) leaves nothing to compare,
  // and no sender can make it so.
  if (!ran.ok) return undefined;
  return notTheRan(job.kind, ran.settings, strategy, strategy);
}

/**
 * The same check against a saved run's own stored strategy (save-from-saved.ts), with its result
 * (`results`: the costs it applied and the dates it ran over, which the builder loads a strategy
 * that leaves them out with). Both are read as the builder loads a saved strategy, since the page
 * sends what it loaded.
 */
export function strategyNotTheSaved(savedStrategy: JsonObject, results: JsonObject, strategy: JsonObject): string | undefined {
  const ranKind = kindOf(savedStrategy);
  if (kindOf(strategy) !== ranKind) return builderWords(kindOf(strategy), ranKind);
  const ran = settingsOfSaved(ranKind, asLoaded(ranKind, savedStrategy, results));
  // A saved strategy is what a body once sent: one no contract reads is not vouched for again.
  if (!ran.ok) return `The saved run's strategy can no longer be read (${ran.message}), so it cannot be saved again as the run's.`;
  return notTheRan(ranKind, ran.settings, asLoaded(ranKind, strategy, results), strategy);
}

const builderWords = (sent: Builder, ran: Builder): string =>
  `The strategy sent is ${BUILDER[sent]}, but this run was ${BUILDER[ran]}: save the run with the strategy it ran.`;

/** `ran`: the run's settings, of builder `ranKind`; `sent`: the strategy sent, as it is read (`raw`: as it came). */
function notTheRan(ranKind: Builder, ran: Record<string, unknown>, sent: JsonObject, raw: JsonObject): string | undefined {
  const sentKind = kindOf(raw);
  if (sentKind !== ranKind) return builderWords(sentKind, ranKind);
  const read = settingsOfSaved(ranKind, sent);
  if (!read.ok) return `The strategy sent is not this run's: ${read.message}. ${AGAIN}`;
  const differs = firstDifference(ran, read.settings) ?? (ranKind === 'multileg' ? firstDifference(pick(ran, spreadsCopies(raw)), spreadsCopies(raw)) : undefined);
  return differs === undefined ? undefined : `The strategy sent is not this run's: ${differs}. ${AGAIN}`;
}

/** `ran`'s values of the keys `like` has. */
const pick = (ran: Record<string, unknown>, like: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(like).map((key) => [key, ran[key]]));
