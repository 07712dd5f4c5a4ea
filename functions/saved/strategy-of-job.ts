/**
 * A run saved by its job (save-from-job.ts) is stored as 'run': the backtester's own record, shown
 * without the sent-copy notice. Its result is the job's, but the strategy shown over it (the share
 * page's settings table, the Saved card's ticker and year) comes from the body, so it must be the
 * run's too (audit 22 F3: a SPY job's result was saved and shared as a TSLA covered call). The body's
 * strategy is the builder's form, not the request, so what both hold is compared: the builder (covered
 * or spreads), the ticker and the dates. The words say what differs, in the run's terms.
 */
import { strategyTypeOf, type JsonObject } from '../../shared/contracts/saved';
import type { JobRecord } from '../adapters/jobs-table';

const BUILDER = { covered: 'a covered strategy', multileg: 'a spreads strategy' } as const;
const FIELDS = [['ticker', 'ticker'], ['start_date', 'start date'], ['end_date', 'end date']] as const;

/** Why `strategy` is not the one `job` ran, in words; undefined when it is (or the job's request cannot be read). */
export function strategyNotTheJobs(job: Pick<JobRecord, 'kind' | 'request_json'>, strategy: JsonObject): string | undefined {
  if (job.kind === 'sweep') return undefined;
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(job.request_json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  return strategyNotTheRan(job.kind, request, strategy);
}

/**
 * The same check against a saved run's own stored strategy (save-from-saved.ts): a run saved again
 * keeps being 'run' only with that run's builder, ticker and dates.
 */
export function strategyNotTheSaved(savedStrategy: JsonObject, strategy: JsonObject): string | undefined {
  return strategyNotTheRan(kindOf(savedStrategy), savedStrategy, strategy);
}

const kindOf = (strategy: JsonObject): 'covered' | 'multileg' => (strategyTypeOf(strategy) === 'covered' ? 'covered' : 'multileg');

/** `ran`: what the run held (its request, or its saved strategy), of builder `ranKind`. */
function strategyNotTheRan(ranKind: 'covered' | 'multileg', ran: Record<string, unknown>, strategy: JsonObject): string | undefined {
  const sentKind = kindOf(strategy);
  if (sentKind !== ranKind) return `The strategy sent is ${BUILDER[sentKind]}, but this run was ${BUILDER[ranKind]}: save the run with the strategy it ran.`;
  for (const [field, words] of FIELDS) {
    const value = ran[field];
    if (typeof value !== 'string') continue;
    const sent = strategy[field];
    if (typeof sent !== 'string' || sent.toUpperCase() !== value.toUpperCase()) {
      return `The strategy sent is not this run's: its ${words} is ${typeof sent === 'string' ? sent : 'missing'}, the run's ${value}. Save the run with the strategy it ran.`;
    }
  }
  return undefined;
}
