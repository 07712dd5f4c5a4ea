import { z } from 'zod';
import { FIELD, at, int, num, str } from './fields';

/**
 * Conditions of the covered builder (spec section 3, "Exit condition types", "Technical
 * condition"). Re-exported from `covered.ts`.
 */

export const IndicatorKindSchema = z.enum(['price', 'sma', 'ema', 'rsi', 'macd', 'atr', 'vix'], FIELD);
export type IndicatorKind = z.infer<typeof IndicatorKindSchema>;

/**
 * `percent_offset` shifts the indicator's value by a percentage: value * (1 + percent_offset / 100),
 * e.g. SMA 50 with 2 is 2% above the average. `name` is a display label; when missing,
 * `indicatorLabel` gives the spec's default.
 */
const common = {
  percent_offset: num().min(-100).default(0),
  name: str().trim().max(60).optional(),
};

/** Default periods where the spec names none: 20 for averages, 14 for RSI and ATR (Wilder's). */
const periodic = <K extends 'sma' | 'ema' | 'rsi' | 'atr'>(kind: K, period: number) =>
  z.strictObject({ kind: z.literal(kind, FIELD), ...common, period: int().min(1).default(period) }, FIELD);

/**
 * An indicator of the underlying, evaluated on day t from data up to and including t:
 * price (close), SMA/EMA of closes, RSI (Wilder), MACD line (EMA short - EMA long of closes;
 * defaults 12 and 26), ATR (Wilder) and the VIX close.
 */
export const IndicatorSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('price', FIELD), ...common }, FIELD),
    periodic('sma', 20),
    periodic('ema', 20),
    periodic('rsi', 14),
    periodic('atr', 14),
    z
      .strictObject(
        {
          kind: z.literal('macd', FIELD),
          ...common,
          short_period: int().min(1).default(12),
          long_period: int().min(1).default(26),
        },
        FIELD,
      )
      .refine((m) => m.short_period < m.long_period, {
        error: at('must be < long_period'),
        path: ['short_period'],
      }),
    z.strictObject({ kind: z.literal('vix', FIELD), ...common }, FIELD),
  ],
  FIELD,
);
export type Indicator = z.infer<typeof IndicatorSchema>;

/** The spec's default label: Underlying Price, SMA {period}, EMA, RSI, MACD, ATR or VIX. */
export function indicatorLabel(indicator: Indicator): string {
  if (indicator.name) return indicator.name;
  switch (indicator.kind) {
    case 'price':
      return 'Underlying Price';
    case 'sma':
      return `SMA ${indicator.period}`;
    default:
      return indicator.kind.toUpperCase();
  }
}

/** A band edge: a fixed number or another indicator's value on the same day; null = unbounded. */
export const TechnicalBoundSchema = z
  .strictObject({ value: z.union([num(), IndicatorSchema], FIELD) }, FIELD)
  .nullable()
  .default(null);
export type TechnicalBound = z.infer<typeof TechnicalBoundSchema>;

/**
 * A technical condition is MET on day t when bottom <= target <= top (a null edge is open).
 * As an exit or roll-on condition it fires when met; as an entry condition it allows entry
 * only when met. So "exit when RSI > 70" is {target: rsi, bottom: {value: 70}, top: null}.
 * At least one edge must be set, or the condition would always hold.
 */
export const TechnicalConditionSchema = z
  .strictObject(
    {
      type: z.literal('technical', FIELD),
      target: IndicatorSchema,
      bottom: TechnicalBoundSchema,
      top: TechnicalBoundSchema,
    },
    FIELD,
  )
  .refine((c) => c.bottom !== null || c.top !== null, { error: at('needs a bottom or a top') });
export type TechnicalCondition = z.infer<typeof TechnicalConditionSchema>;

/**
 * Exit (and roll-on) conditions of a covered leg, with the spec's defaults and bounds.
 * Amounts are per share of the option (an option contract is 100 shares):
 * - time_stop: exit after more than max_days_in_trade calendar days ('> N day(s)');
 * - dte_stop: exit when days to expiration <= min_dte ('<= N DTE');
 * - fixed_profit / fixed_loss: exit when the position's P&L per share reaches +amount / -amount;
 * - take_profit_credit_capture: buy back when tp_pct (0-1) of the credit is captured;
 * - stop_loss_credit_multiple: buy back when the option costs sl_multiple x the credit.
 */
export const CoveredExitConditionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('time_stop', FIELD), max_days_in_trade: int().min(1).default(10) }, FIELD),
    z.strictObject({ type: z.literal('dte_stop', FIELD), min_dte: int().min(0).default(5) }, FIELD),
    z.strictObject({ type: z.literal('fixed_profit', FIELD), amount_per_share: num().min(0).default(50) }, FIELD),
    z.strictObject({ type: z.literal('fixed_loss', FIELD), amount_per_share: num().min(0).default(100) }, FIELD),
    z.strictObject({ type: z.literal('take_profit_credit_capture', FIELD), tp_pct: num().min(0).max(1).default(0.8) }, FIELD),
    z.strictObject({ type: z.literal('stop_loss_credit_multiple', FIELD), sl_multiple: num().min(0).default(2) }, FIELD),
    TechnicalConditionSchema,
  ],
  FIELD,
);
export type CoveredExitCondition = z.infer<typeof CoveredExitConditionSchema>;
export type CoveredExitConditionType = CoveredExitCondition['type'];

export const COVERED_EXIT_CONDITION_TYPES = [
  'time_stop',
  'dte_stop',
  'fixed_profit',
  'fixed_loss',
  'take_profit_credit_capture',
  'stop_loss_credit_multiple',
  'technical',
] as const satisfies readonly CoveredExitConditionType[];
