import { z } from 'zod';
import {
  ALL_WEEKDAYS,
  DEFAULT_COVERED_STRATEGY_NAME,
  DEFAULT_DELTA_TARGET,
  DEFAULT_DTE_TARGET,
  DEFAULT_MIN_VOLUME,
  DEFAULT_SHARES_MULTIPLE,
  REENTRY_COOLDOWN_DEFAULT_DAYS,
  REENTRY_COOLDOWN_MAX_DAYS,
  ROLL_DTE_OFFSET_MIN,
} from '../domain/constants';
import { signedDelta } from '../domain/delta-sign';
import { COVERED_RUN_MESSAGES } from '../domain/messages';
import { CoveredExitConditionSchema, TechnicalConditionSchema } from './covered-conditions';
import { FIELD, PriceSourceSchema, bool, costFields, shareCostFields, int, isIsoDate, isoDate, num, ticker } from './fields';
import { MAX_CONDITIONS } from './limits';

export * from './covered-conditions';

/** Blank tolerance / min premium fields become null (spec section 5). Tolerance is an absolute distance. */
const tolerance = num().min(0).nullable().default(null);

/**
 * How a covered leg picks its strike (spec section 3), within `tolerance` of the target
 * (null: the nearest listed strike, however far):
 * - delta: the contract whose delta is nearest `delta` (-1..1; puts negative, see below);
 * - strike_offset: strike = underlying price + offset for calls, - offset for puts, in dollars
 *   (positive is out of the money);
 * - percentage_otm: a fraction out of the money (0.05 = 5% above spot for calls, below for puts).
 */
export const StrikeTargetConditionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('delta', FIELD), delta: num().min(-1).max(1).default(DEFAULT_DELTA_TARGET), tolerance }, FIELD),
    z.strictObject({ type: z.literal('strike_offset', FIELD), strike_offset: num().default(0), tolerance }, FIELD),
    z.strictObject({ type: z.literal('percentage_otm', FIELD), percentage_otm: num().min(-1).max(1).default(0.05), tolerance }, FIELD),
  ],
  FIELD,
);
export type StrikeTargetCondition = z.infer<typeof StrikeTargetConditionSchema>;
export type StrikeTargetType = StrikeTargetCondition['type'];

const defaultStrikeTarget = (): StrikeTargetCondition => ({ type: 'delta', delta: DEFAULT_DELTA_TARGET, tolerance: null });

/**
 * Rolling (spec section 3): when a roll-on condition fires, the open contract is bought back
 * and a new one sold with DTE target = the leg's DTE_target + DTE_offset and this strike
 * target, at most `max_rolls` times per position (null: no limit).
 */
export const RollConfigSchema = z.strictObject(
  {
    DTE_offset: int().min(ROLL_DTE_OFFSET_MIN).default(0),
    exact_dte: bool().default(false),
    min_premium_target: num().min(0).nullable().default(null),
    strike_target_condition: StrikeTargetConditionSchema.default(defaultStrikeTarget),
    roll_on_conditions: z.array(CoveredExitConditionSchema, FIELD).max(MAX_CONDITIONS).default([]),
    max_rolls: int().min(0).nullable().default(null),
  },
  FIELD,
);
export type RollConfig = z.infer<typeof RollConfigSchema>;

/**
 * Covered call or cash-secured put leg (spec section 3). `min_premium_target` is dollars per
 * share; entry conditions are technical conditions that must all be met to open a position.
 */
export const LegConfigSchema = z.strictObject(
  {
    DTE_target: int().min(0).default(DEFAULT_DTE_TARGET),
    exact_dte: bool().default(false),
    strike_target_condition: StrikeTargetConditionSchema.default(defaultStrikeTarget),
    min_premium_target: num().min(0).nullable().default(null),
    entry_conditions: z.array(TechnicalConditionSchema, FIELD).max(MAX_CONDITIONS).default([]),
    exit_conditions: z.array(CoveredExitConditionSchema, FIELD).max(MAX_CONDITIONS).default([]),
    roll_config: RollConfigSchema.nullable().default(null),
  },
  FIELD,
);
export type LegConfig = z.infer<typeof LegConfigSchema>;

/** The default roll config: the strike target is copied from the leg's (spec section 3). */
export function defaultRollConfig(leg?: Pick<LegConfig, 'strike_target_condition'> | null): RollConfig {
  return RollConfigSchema.parse({
    strike_target_condition: leg?.strike_target_condition ?? defaultStrikeTarget(),
  });
}

const signCondition = (type: 'call' | 'put', c: StrikeTargetCondition): StrikeTargetCondition =>
  c.type === 'delta' ? { ...c, delta: signedDelta(type, c.delta) } : c;

/** Apply the delta sign rule (puts negative, calls positive) to a leg and its roll config. */
export function signLegConfig(type: 'call' | 'put', leg: LegConfig): LegConfig {
  return {
    ...leg,
    strike_target_condition: signCondition(type, leg.strike_target_condition),
    roll_config: leg.roll_config && {
      ...leg.roll_config,
      strike_target_condition: signCondition(type, leg.roll_config.strike_target_condition),
    },
  };
}

/** The call leg: delta targets forced positive (a call's delta is). */
export const CallLegConfigSchema = LegConfigSchema.transform((leg) => signLegConfig('call', leg));
/** The put leg: delta targets forced negative ("Puts force delta negative", spec section 5). */
export const PutLegConfigSchema = LegConfigSchema.transform((leg) => signLegConfig('put', leg));

/** The default put leg config: delta -0.3 (spec section 3). */
export const defaultPutLegConfig = (): LegConfig => PutLegConfigSchema.parse({});
export const defaultCallLegConfig = (): LegConfig => CallLegConfigSchema.parse({});

export const StartTypeSchema = z.enum(['covered_call', 'cash_secured_put'], FIELD);
export type StartType = z.infer<typeof StartTypeSchema>;

/**
 * The covered strategy (spec section 3). `days_of_week` (0 = Monday .. 4 = Friday) are the days
 * a new position may be opened; kept sorted and without duplicates. The configs are null until
 * enabled; which must be present for a run is checked by the request (section 5 messages).
 */
export const CoveredStrategySchema = z.strictObject(
  {
    name: z.string(FIELD).trim().min(1).max(100).default(DEFAULT_COVERED_STRATEGY_NAME),
    catch_stop_loss: bool().default(false),
    days_of_week: z
      .array(int().min(0).max(4), FIELD)
      .min(1)
      .max(5)
      .default([...ALL_WEEKDAYS])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    price_source: PriceSourceSchema.default('last'),
    min_volume_for_entry: int().min(0).default(DEFAULT_MIN_VOLUME),
    wheel_enabled: bool().default(false),
    start_type: StartTypeSchema.default('covered_call'),
    covered_call_config: CallLegConfigSchema.nullable().default(null),
    cash_secured_put_config: PutLegConfigSchema.nullable().default(null),
    /** Calendar days after a position closes (bought back, expired, assigned) before the next opens; 0: none. */
    reentry_cooldown_days: int().min(0).max(REENTRY_COOLDOWN_MAX_DAYS).default(REENTRY_COOLDOWN_DEFAULT_DAYS),
  },
  FIELD,
);
export type CoveredStrategy = z.infer<typeof CoveredStrategySchema>;

/**
 * The first section-5 config rule a covered strategy breaks (rules 3 and 4), with the path of
 * the missing config, or null.
 */
export function missingCoveredConfig(
  s: Pick<CoveredStrategy, 'wheel_enabled' | 'start_type'> & {
    covered_call_config?: unknown;
    cash_secured_put_config?: unknown;
  },
): { message: string; field: 'covered_call_config' | 'cash_secured_put_config' } | null {
  const hasCall = s.covered_call_config != null;
  const hasPut = s.cash_secured_put_config != null;
  if (s.wheel_enabled) {
    if (hasCall && hasPut) return null;
    return { message: COVERED_RUN_MESSAGES.wheelConfigs, field: hasCall ? 'cash_secured_put_config' : 'covered_call_config' };
  }
  if (s.start_type === 'covered_call') return hasCall ? null : { message: COVERED_RUN_MESSAGES.callConfig, field: 'covered_call_config' };
  return hasPut ? null : { message: COVERED_RUN_MESSAGES.putConfig, field: 'cash_secured_put_config' };
}

/**
 * POST /backtest/covered (spec sections 3 and 7): the covered form object as the UI sends it.
 * `shares_multiple` is the number of shares (a multiple of 100; one contract per 100 shares;
 * at least 100, since 0 shares cannot write a contract). Dates are YYYY-MM-DD; a start after
 * the end and a missing config are rejected with the spec's section-5 messages. The range is
 * not bounded here: the engine clips it to the data and reports `data_period`.
 * Unknown keys are refused at every depth (stored requests are read with `parseStored`).
 */
export const CoveredBacktestRequestSchema = z
  .strictObject(
    {
      ticker: ticker(),
      shares_multiple: int().min(DEFAULT_SHARES_MULTIPLE).multipleOf(100).default(DEFAULT_SHARES_MULTIPLE),
      start_date: isoDate(),
      end_date: isoDate(),
      strategy: CoveredStrategySchema,
      ...costFields,
      ...shareCostFields,
    },
    FIELD,
  )
  .superRefine((req, ctx) => {
    // Compared only as real dates: a malformed one has its own message, not also this one.
    if (isIsoDate(req.start_date) && isIsoDate(req.end_date) && req.start_date > req.end_date) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: COVERED_RUN_MESSAGES.dateOrder });
    }
    const missing = missingCoveredConfig(req.strategy);
    if (missing) ctx.addIssue({ code: 'custom', path: ['strategy', missing.field], message: missing.message });
  });
export type CoveredBacktestRequest = z.infer<typeof CoveredBacktestRequestSchema>;
/** What a client may send: every defaulted field optional. */
export type CoveredBacktestRequestInput = z.input<typeof CoveredBacktestRequestSchema>;
