import { z } from 'zod';
import {
  DEFAULT_DELTA_TARGET,
  DEFAULT_DTE_TARGET,
  DEFAULT_MIN_VOLUME,
  DEFAULT_STANDARD_TICKER,
  DEFAULT_STARTING_BALANCE,
  LOADED_STRATEGY_DEFAULTS,
  STARTING_BALANCE_MIN,
  REENTRY_COOLDOWN_DEFAULT_DAYS,
  REENTRY_COOLDOWN_MAX_DAYS,
} from '../domain/constants';
import { signedDelta } from '../domain/delta-sign';
import { SPREADS_RUN_MESSAGES } from '../domain/messages';
import { FIELD, OptionTypeSchema, PriceSourceSchema, SideSchema, at, bool, costFields, shareCostFields, int, isIsoDate, isoDate, num, str, ticker } from './fields';
import { MAX_CHILD_LEGS, MAX_CONDITIONS, MAX_LEGS, MAX_OPEN_POSITIONS } from './limits';

export { OptionTypeSchema, PriceSourceSchema, SideSchema } from './fields';
export type { OptionType, PriceSource, Side } from './fields';

/** Target strike types (spec section 3, "Enumerations"). */
export const TARGET_STRIKE_TYPES = [
  'delta', 'gamma', 'vega', 'theta', 'rho', 'implied_volatility', 'percentage_otm', 'strike_price', 'last_trade_price',
] as const;
export const TargetStrikeTypeSchema = z.enum(TARGET_STRIKE_TYPES, FIELD);
export type TargetStrikeType = z.infer<typeof TargetStrikeTypeSchema>;

/** Entry filter types: the target strike types plus open_interest. */
export const ENTRY_FILTER_TYPES = [...TARGET_STRIKE_TYPES, 'open_interest'] as const;
export const EntryFilterTypeSchema = z.enum(ENTRY_FILTER_TYPES, FIELD);
export type EntryFilterType = z.infer<typeof EntryFilterTypeSchema>;

/** Exit types of multi-leg strategies. */
export const EXIT_TYPES = ['percentage_profit', 'percentage_loss', 'dollar_profit', 'dollar_loss', 'time_stop'] as const;
export const ExitTypeSchema = z.enum(EXIT_TYPES, FIELD);
export type ExitType = z.infer<typeof ExitTypeSchema>;

/** DTE matching shown in the builder; it maps to the strategy's `exact_dte` boolean. */
export const DteMatchingSchema = z.enum(['flexible', 'exact'], FIELD);
export type DteMatching = z.infer<typeof DteMatchingSchema>;

/**
 * Which strike a leg opens: the contract whose `type` field is nearest `value` (delta -1..1,
 * implied_volatility a fraction, percentage_otm a fraction out of the money, strike_price and
 * last_trade_price in dollars, other greeks as quoted). A put's delta is made negative and a
 * call's positive by `LegSchema` (spec section 4).
 */
export const TargetStrikeConditionSchema = z
  .strictObject({ type: TargetStrikeTypeSchema, value: num() }, FIELD)
  .refine((c) => c.type !== 'delta' || Math.abs(c.value) <= 1, { error: at('must be between -1 and 1 for delta'), path: ['value'] });
export type TargetStrikeCondition = z.infer<typeof TargetStrikeConditionSchema>;

/** Entry filter: the contract's `type` field must lie in [min_value, max_value] (null = open). */
export const EntryConditionSchema = z
  .strictObject(
    { type: EntryFilterTypeSchema, min_value: num().nullable().default(null), max_value: num().nullable().default(null) },
    FIELD,
  )
  .refine((c) => c.min_value === null || c.max_value === null || c.min_value <= c.max_value, {
    error: at('must be <= max_value'),
    path: ['min_value'],
  });
export type EntryCondition = z.infer<typeof EntryConditionSchema>;

/**
 * Position exit: percentage_profit / percentage_loss in percent of the entry debit or credit,
 * dollar_profit / dollar_loss in dollars per position, time_stop in whole calendar days held.
 */
export const MultiLegExitConditionSchema = z
  .strictObject({ type: ExitTypeSchema, value: num().min(0) }, FIELD)
  .refine((c) => c.type !== 'time_stop' || Number.isInteger(c.value), {
    error: at('must be an integer for time_stop'),
    path: ['value'],
  });
export type MultiLegExitCondition = z.infer<typeof MultiLegExitConditionSchema>;

/**
 * A child leg opens with its parent at strike = parent strike + strike_offset (dollars; negative
 * is lower), the nearest listed strike within strike_offset_tolerance dollars (0: exact).
 */
export const ChildLegSchema = z.strictObject(
  {
    side: SideSchema.default('long'),
    option_type: OptionTypeSchema.default('call'),
    quantity: int().min(1).default(1),
    dte_target: int().min(0).default(DEFAULT_DTE_TARGET),
    strike_offset: num().default(0),
    strike_offset_tolerance: num().min(0).default(0),
    entry_conditions: z.array(EntryConditionSchema, FIELD).max(MAX_CONDITIONS).default([]),
  },
  FIELD,
);
export type ChildLeg = z.infer<typeof ChildLegSchema>;

/**
 * A leg (spec section 3) with its children. dte_target must be > 0 and quantity >= 1 (the
 * spreads run rules of section 5). Parsing applies the delta sign rule of the option type.
 */
export const LegObjectSchema = z.strictObject(
  {
    side: SideSchema.default('long'),
    option_type: OptionTypeSchema.default('call'),
    quantity: int().min(1).default(1),
    dte_target: int().positive().default(DEFAULT_DTE_TARGET),
    target_strike_condition: TargetStrikeConditionSchema.default({ type: 'delta', value: DEFAULT_DELTA_TARGET }),
    entry_conditions: z.array(EntryConditionSchema, FIELD).max(MAX_CONDITIONS).default([]),
    children: z.array(ChildLegSchema, FIELD).max(MAX_CHILD_LEGS).default([]),
  },
  FIELD,
);

/** Apply the delta sign rule of the leg's option type to its delta target. */
export function signLeg<L extends z.output<typeof LegObjectSchema>>(leg: L): L {
  const target = leg.target_strike_condition;
  return target.type === 'delta' ? { ...leg, target_strike_condition: { ...target, value: signedDelta(leg.option_type, target.value) } } : leg;
}

export const LegSchema = LegObjectSchema.transform(signLeg);
export type Leg = z.infer<typeof LegSchema>;
export type LegInput = z.input<typeof LegSchema>;

const optionalDate = () => isoDate().nullable().default(null);

/**
 * The multi-leg strategy ('Your Strategy'). Defaults are the spec's defaults on load of a saved
 * spreads strategy (section 5). Margin percentages are 0-100 of the balance. max_units_per_position
 * null means no limit (the units-limit toggle is off). `year` is a display label of saved
 * backtests. Dates may be null (the request's dates then decide).
 */
const multiLegStrategyShape = {
      name: str().trim().min(1, { error: SPREADS_RUN_MESSAGES.name }).max(100).default(LOADED_STRATEGY_DEFAULTS.name),
      ticker: ticker().default(LOADED_STRATEGY_DEFAULTS.ticker),
      start_date: optionalDate(),
      end_date: optionalDate(),
      year: int().min(1900).max(2200).nullable().optional(),
      starting_balance: num().min(STARTING_BALANCE_MIN).default(LOADED_STRATEGY_DEFAULTS.starting_balance),
      exact_dte: bool().default(false),
      price_source: PriceSourceSchema.default('last'),
      min_volume: int().min(0).default(LOADED_STRATEGY_DEFAULTS.min_volume),
      max_open_positions: int().min(1).max(MAX_OPEN_POSITIONS).default(LOADED_STRATEGY_DEFAULTS.max_open_positions),
      max_units_per_position: int().min(1).nullable().default(null),
      max_margin_percentage_per_position: num().min(0).max(100).default(LOADED_STRATEGY_DEFAULTS.max_margin_percentage_per_position),
      max_margin_percentage_per_portfolio: num().min(0).max(100).default(LOADED_STRATEGY_DEFAULTS.max_margin_percentage_per_portfolio),
      // prefault: a missing list is parsed as [] and so rejected with the spec's message.
      legs: z.array(LegSchema, FIELD).min(1, { error: SPREADS_RUN_MESSAGES.legs }).max(MAX_LEGS).prefault([]),
      global_exit_conditions: z.array(MultiLegExitConditionSchema, FIELD).max(MAX_CONDITIONS).default([]),
      /** Calendar days after a position closes before the next opens; 0: none (issue 16). */
      reentry_cooldown_days: int().min(0).max(REENTRY_COOLDOWN_MAX_DAYS).default(REENTRY_COOLDOWN_DEFAULT_DAYS),
};

/** Start before end, compared only as real dates: a malformed one has its own message, not also this one. */
const datesInOrder = ({ start_date: start, end_date: end }: { start_date: string | null; end_date: string | null }) =>
  !start || !end || !isIsoDate(start) || !isIsoDate(end) || start < end;
const dateOrderIssue = { error: SPREADS_RUN_MESSAGES.dateOrder, path: ['start_date'] };

export const MultiLegStrategySchema = z.strictObject(multiLegStrategyShape, FIELD).refine(datesInOrder, dateOrderIssue);
export type MultiLegStrategy = z.infer<typeof MultiLegStrategySchema>;
export type MultiLegStrategyInput = z.input<typeof MultiLegStrategySchema>;

/**
 * The strategy as a request carries it: its ticker, starting balance and min volume may be left
 * out, and the request's ticker, balance and min_volume (the ones the run uses) then fill them, so
 * a stored run never says SPY / $100,000 / 100 in its strategy beside a TSLA / $50,000 / 0 run.
 * The other way too: a request that leaves out balance or min_volume runs on the strategy's
 * starting_balance and min_volume (spec section 3: balance comes "from the strategy's
 * starting_balance"), not on the defaults beside a strategy saying otherwise. A new request whose
 * two copies differ is refused (spreadsRequestFaults); a stored one is read as it was written.
 */
const RequestStrategySchema = z
  .strictObject(
    {
      ...multiLegStrategyShape,
      ticker: ticker().optional(),
      starting_balance: multiLegStrategyShape.starting_balance.unwrap().optional(),
      min_volume: multiLegStrategyShape.min_volume.unwrap().optional(),
    },
    FIELD,
  )
  .refine(datesInOrder, dateOrderIssue);

/** The strategy's copies of the run's values (either fills the other when left out): strategy key → request key. */
export const STRATEGY_COPIES_OF_REQUEST = { ticker: 'ticker', starting_balance: 'balance', min_volume: 'min_volume' } as const;

/**
 * POST /backtest (spec sections 3 and 7). `balance` is the strategy's starting balance;
 * `ticker`, `min_volume` and the dates are the ones the run uses (the strategy's copies are the
 * form's; either copy left out takes the other's, see RequestStrategySchema; both left out, the
 * defaults). A null start or end means the start or end of the data. Start must be before end.
 */
export const BacktestRequestSchema = z
  .strictObject(
    {
      strategy: RequestStrategySchema,
      // Optional here, defaulted in the transform: left out, the strategy's copy is the run's.
      balance: num().min(STARTING_BALANCE_MIN).optional(),
      ticker: ticker().default(DEFAULT_STANDARD_TICKER),
      min_volume: int().min(0).optional(),
      start_date: optionalDate(),
      end_date: optionalDate(),
      ...costFields,
      ...shareCostFields,
    },
    FIELD,
  )
  .refine(datesInOrder, dateOrderIssue)
  // Keys in the contract's order (strategy, balance, ticker, min_volume, …; in the strategy name,
  // ticker, …, starting_balance, …, min_volume): a stored request's JSON reads as before.
  .transform((request) => {
    const { strategy: own, balance: runBalance, ticker: runTicker, min_volume: runMinVolume, ...runRest } = request;
    const { name, ticker: ownTicker, start_date, end_date, year, starting_balance, exact_dte, price_source, min_volume, ...rest } = own;
    const balance = runBalance ?? starting_balance ?? DEFAULT_STARTING_BALANCE;
    const minVolume = runMinVolume ?? min_volume ?? DEFAULT_MIN_VOLUME;
    const strategy = {
      name,
      ticker: ownTicker ?? runTicker,
      start_date,
      end_date,
      ...(year === undefined ? {} : { year }),
      starting_balance: starting_balance ?? balance,
      exact_dte,
      price_source,
      min_volume: min_volume ?? minVolume,
      ...rest,
    };
    return { strategy, balance, ticker: runTicker, min_volume: minVolume, ...runRest };
  });
export type BacktestRequest = z.infer<typeof BacktestRequestSchema>;
export type BacktestRequestInput = z.input<typeof BacktestRequestSchema>;
