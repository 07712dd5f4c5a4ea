import { z } from 'zod';
import { DEFAULT_COVERED_TICKER, LEGACY_COSTS } from '../domain/constants';
import {
  CoveredBacktestRequestSchema,
  CoveredExitConditionSchema,
  CoveredStrategySchema,
  LegConfigSchema,
  RollConfigSchema,
  TechnicalConditionSchema,
  signLegConfig,
  type CoveredBacktestRequest,
  type CoveredStrategy,
  type LegConfig,
} from './covered';
import {
  ChildLegSchema,
  EntryConditionSchema,
  LegObjectSchema,
  MultiLegExitConditionSchema,
  MultiLegStrategySchema,
  signLeg,
  type Leg,
  type MultiLegStrategy,
} from './multileg';
import { safeParseStored } from './stored';

/**
 * Loading a saved backtest back into a builder (spec sections 3 and 5): "nothing a user saved is
 * ever lost", so a field that is missing or no longer valid falls back to its default on its own
 * instead of rejecting the whole strategy. Dates missing from the strategy come from the
 * result's data_period. The builder then validates as usual before a run.
 */

type Shape = Record<string, z.ZodType>;
/** A JSON object: not null, not a list. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The elements of a list that are still valid; the others are dropped one by one, not the whole list. */
const validItems =
  (schema: z.ZodType) =>
  (raw: unknown): unknown[] =>
    (Array.isArray(raw) ? raw : []).flatMap((item) => {
      const parsed = safeParseStored(schema, item);
      return parsed.success ? [parsed.data] : [];
    });

type Repair = (raw: unknown) => unknown;

/**
 * Each key parsed on its own; an invalid value is repaired (`repairs`), or replaced by the
 * key's default, or by `fallbacks`, or left out. Keys the contract does not know (written by an
 * older version) are left out at every depth, never a reason to reset a value (stored.ts).
 */
function lenient(shape: Shape, raw: unknown, fallbacks: Record<string, unknown> = {}, repairs: Record<string, Repair> = {}): Record<string, unknown> {
  const source = isObject(raw) ? raw : {};
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = safeParseStored(schema, source[key]);
    const repair = repairs[key];
    if (parsed.success) out[key] = parsed.data;
    else if (repair && source[key] != null) out[key] = repair(source[key]);
    else if (key in fallbacks) out[key] = fallbacks[key];
    else {
      const byDefault = schema.safeParse(undefined);
      if (byDefault.success) out[key] = byDefault.data;
    }
  }
  return out;
}

function dataPeriodOf(results: unknown): { start_date?: string; end_date?: string } {
  const period = isObject(results) ? results.data_period : undefined;
  if (!isObject(period)) return {};
  return {
    ...(typeof period.start_date === 'string' ? { start_date: period.start_date } : {}),
    ...(typeof period.end_date === 'string' ? { end_date: period.end_date } : {}),
  };
}

function withDates(raw: unknown, results: unknown): Record<string, unknown> {
  const source = isObject(raw) ? { ...raw } : {};
  const period = dataPeriodOf(results);
  if (!source.start_date && period.start_date) source.start_date = period.start_date;
  if (!source.end_date && period.end_date) source.end_date = period.end_date;
  return source;
}

const legRepairs: Record<string, Repair> = {
  entry_conditions: validItems(EntryConditionSchema),
  children: (raw) =>
    (Array.isArray(raw) ? raw : []).map((child) => lenient(ChildLegSchema.shape, child, {}, { entry_conditions: validItems(EntryConditionSchema) })),
};

const loadLegConfig =
  (type: 'call' | 'put'): Repair =>
  (raw) => {
    const leg = lenient(LegConfigSchema.shape, raw, {}, {
      entry_conditions: validItems(TechnicalConditionSchema),
      exit_conditions: validItems(CoveredExitConditionSchema),
      roll_config: (roll) => lenient(RollConfigSchema.shape, roll, {}, { roll_on_conditions: validItems(CoveredExitConditionSchema) }),
    });
    return signLegConfig(type, leg as LegConfig);
  };

/** A saved spreads strategy with the spec's load defaults ('Loaded Strategy', SPY, 100000, ...). */
export function loadSavedSpreadsStrategy(strategy: unknown, results?: unknown): MultiLegStrategy {
  const source = withDates(strategy, results);
  const { legs: _legs, ...shape } = MultiLegStrategySchema.shape;
  const rawLegs = Array.isArray(source.legs) ? source.legs : [];
  const legs: Leg[] = rawLegs.map((leg) => signLeg(lenient(LegObjectSchema.shape, leg, {}, legRepairs) as z.output<typeof LegObjectSchema>));
  const rest = lenient(shape, source, {}, { global_exit_conditions: validItems(MultiLegExitConditionSchema) });
  return { ...(rest as Omit<MultiLegStrategy, 'legs'>), legs };
}

/** A saved covered request (the covered form as it was sent), with the form's defaults (ticker SPY). */
export function loadSavedCoveredForm(strategy: unknown, results?: unknown): CoveredBacktestRequest {
  const source = withDates(strategy, results);
  const { strategy: _s, ...shape } = CoveredBacktestRequestSchema.shape;
  // Costs missing from a saved request mean it ran without any: never the newer defaults.
  const top = lenient(shape, { ...LEGACY_COSTS, ...source }, { ticker: DEFAULT_COVERED_TICKER, start_date: '', end_date: '', ...LEGACY_COSTS });
  // A saved covered strategy may be the request (strategy nested) or the strategy itself.
  const inner = isObject(source.strategy) ? source.strategy : source;
  const covered = lenient(CoveredStrategySchema.shape, inner, {}, {
    covered_call_config: loadLegConfig('call'),
    cash_secured_put_config: loadLegConfig('put'),
  }) as CoveredStrategy;
  return { ...(top as Omit<CoveredBacktestRequest, 'strategy'>), strategy: covered };
}
