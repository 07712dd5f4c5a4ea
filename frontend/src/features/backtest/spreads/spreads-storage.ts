import { z } from 'zod';
import {
  BacktestRequestSchema, BacktestResultSchema, DEFAULT_STANDARD_TICKER, REENTRY_COOLDOWN_DEFAULT_DAYS, ChildLegSchema, EntryConditionSchema,
  LOADED_STRATEGY_DEFAULTS, MultiLegExitConditionSchema, appliedCostFields, isObject, OptionTypeSchema, PriceSourceSchema, SideSchema, TargetStrikeTypeSchema,
  type AppliedCosts, type BacktestRequest, type BacktestResult,
} from '../lib/shared';
import { firstIssueInWords } from '../lib/field-words';
import { parseKeepingTypedValues } from '../lib/keep-typed-values';
import { storedSpreadsForm, withDefaultDates, withRowUids, withUids, type SpreadsForm } from './spreads-form';

const D = LOADED_STRATEGY_DEFAULTS;

/** A leg as stored: lenient on the values the user may still be editing. */
const StoredLegSchema = z.object({
  side: SideSchema.default('long'),
  option_type: OptionTypeSchema.default('call'),
  quantity: z.number().default(1),
  dte_target: z.number().default(D.dte_target),
  target_strike_condition: z.object({ type: TargetStrikeTypeSchema, value: z.number().nullable() }).default({ type: 'delta', value: D.delta }),
  entry_conditions: z.array(EntryConditionSchema).default([]),
  children: z.array(ChildLegSchema).default([]),
});

/**
 * The spreads strategy as local storage or a saved backtest holds it, with the spec's defaults
 * on load of a saved strategy (section 5: 'Loaded Strategy', SPY, 100000, 1, 20, 100, 100, 30, 0.3).
 */
export const StoredSpreadsFormSchema = z.object({
  name: z.string().default(D.name),
  ticker: z.string().default(D.ticker),
  start_date: z.string().nullable().default(null),
  end_date: z.string().nullable().default(null),
  year: z.number().int().nullable().optional(),
  starting_balance: z.number().default(D.starting_balance),
  exact_dte: z.boolean().default(false),
  price_source: PriceSourceSchema.default('last'),
  min_volume: z.number().default(D.min_volume),
  max_open_positions: z.number().default(D.max_open_positions),
  max_units_per_position: z.number().nullable().default(null),
  max_margin_percentage_per_position: z.number().default(D.max_margin_percentage_per_position),
  max_margin_percentage_per_portfolio: z.number().default(D.max_margin_percentage_per_portfolio),
  legs: z.array(StoredLegSchema).default([]),
  global_exit_conditions: z.array(MultiLegExitConditionSchema).default([]),
  reentry_cooldown_days: z.number().default(REENTRY_COOLDOWN_DEFAULT_DAYS),
  commission_per_contract: z.number().min(0).default(0),
  slippage_pct_of_spread: z.number().min(0).max(100).default(0),
  commission_per_share: z.number().min(0).default(0),
  // Saved before the field: it ran without the exchange's fee (LEGACY_COSTS), and loads without it.
  exchange_fees: z.boolean().default(false),
});

export function spreadsResultFrom(raw: unknown): BacktestResult | null {
  const parsed = BacktestResultSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * A POST /backtest body (a sweep cell's request, or one an API client saved as its strategy) as the
 * form holds it: the run's own ticker, balance, min volume, dates and costs, where given, win over
 * the strategy's copies, for they are what the run used. Before the two tickers had to agree
 * (8ac0ba9), a body with ticker SPY and strategy.ticker QQQ ran on SPY (the runner, the CLI and the
 * sweeps load the request's ticker; the engine never reads the strategy's).
 */
export function formFieldsOfRequest(request: Record<string, unknown>): Record<string, unknown> {
  const { strategy, ticker, balance, min_volume, start_date, end_date, commission_per_contract, slippage_pct_of_spread, commission_per_share, exchange_fees } = request;
  // A body without its ticker ran on the contract's default (BacktestRequestSchema), never on
  // strategy.ticker: such bodies ran until 503a6b7 refused them, and were saved with their results.
  const run = {
    ticker: ticker ?? DEFAULT_STANDARD_TICKER, starting_balance: balance, min_volume, start_date, end_date,
    commission_per_contract, slippage_pct_of_spread, commission_per_share, exchange_fees,
  };
  return { ...(isObject(strategy) ? strategy : {}), ...Object.fromEntries(Object.entries(run).filter(([, v]) => v !== undefined)) };
}

/**
 * A saved strategy: its dates may come from the result's data_period; empty dates take the default
 * range. Saved as a whole run request (strategy nested, as the API takes any object), it is read as
 * that run: its legs from the strategy, its ticker and the other run fields from the request; the
 * costs neither gives from the result's `appliedCosts`.
 */
export function spreadsFormFrom(raw: unknown, dataPeriod?: { start_date: string; end_date: string }, appliedCosts?: AppliedCosts): SpreadsForm | null {
  const request = isObject(raw) && isObject(raw.strategy) ? formFieldsOfRequest(raw) : raw;
  // Costs the saved strategy leaves out are the ones its result says the run applied: a body without
  // them ran at the contract's defaults ($0.65, 25%), not at the form's 0. A result without `costs`
  // predates them and ran frictionless (the form's 0).
  const source = isObject(request) && appliedCosts ? { ...appliedCostFields(appliedCosts), ...request } : request;
  // A number out of the contract's range (an exit condition's value) is kept as it was saved.
  const form = parseKeepingTypedValues(StoredSpreadsFormSchema, source);
  if (!form) return null;
  return withDefaultDates({
    ...form,
    legs: withUids(form.legs),
    global_exit_conditions: withRowUids(form.global_exit_conditions),
    start_date: form.start_date || dataPeriod?.start_date || null,
    end_date: form.end_date || dataPeriod?.end_date || null,
  });
}

/** The strategy part of the form (the run costs travel on the request, not in the strategy). */
export function strategyOf(form: SpreadsForm) {
  const { commission_per_contract: _c, slippage_pct_of_spread: _s, commission_per_share: _p, exchange_fees: _e, ...strategy } = storedSpreadsForm(form);
  return strategy;
}

/**
 * POST /backtest body (spec section 3): balance from the strategy's starting balance, and its
 * ticker, min volume and dates. Parsed by the contract, so a bad value is named in words, never sent.
 */
export function spreadsRequest(form: SpreadsForm): { ok: true; request: BacktestRequest } | { ok: false; message: string } {
  const strategy = strategyOf(form);
  const parsed = BacktestRequestSchema.safeParse({
    strategy,
    balance: form.starting_balance,
    ticker: form.ticker,
    min_volume: form.min_volume,
    start_date: form.start_date || null,
    end_date: form.end_date || null,
    commission_per_contract: form.commission_per_contract,
    slippage_pct_of_spread: form.slippage_pct_of_spread,
    commission_per_share: form.commission_per_share,
    exchange_fees: form.exchange_fees,
  });
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, message: firstIssueInWords(parsed.error) };
}
