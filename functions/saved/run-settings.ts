/**
 * What a run was run with, every setting that changes its result, read by the request contracts
 * (keys a stored value carries that the contract no longer knows are left out: stored.ts), so that
 * a strategy sent to be saved over a run's result can be held to the run's (strategy-of-job.ts).
 * Read by the contract, a default filled in on one side and not the other, key order, the ticker's
 * case or the order of the days of week make no difference; labels (the strategy's name, a spreads
 * strategy's `year`) are not settings and are left out.
 */
import type { z } from 'zod';
import { DEFAULT_STANDARD_TICKER, LEGACY_COSTS, LOADED_STRATEGY_DEFAULTS } from '../../shared/domain/constants';
import { appliedCostFields, COST_FIELD_KEYS } from '../../shared/contracts/applied-cost-fields';
import { CoveredBacktestRequestSchema, type CoveredBacktestRequest } from '../../shared/contracts/covered';
import { firstIssueMessage } from '../../shared/contracts/fields';
import { isObject } from '../../shared/contracts/load-saved';
import { BacktestRequestSchema, type BacktestRequest } from '../../shared/contracts/multileg';
import { safeParseStored } from '../../shared/contracts/stored';

export type Builder = 'covered' | 'multileg';
/** A run's settings, or why a value cannot be read as a run's request (the contract's words). */
export type Settings = { ok: true; settings: Record<string, unknown> } | { ok: false; message: string };


function parsed<T>(result: z.ZodSafeParseResult<T>, settings: (data: T) => Record<string, unknown>): Settings {
  return result.success ? { ok: true, settings: settings(result.data) } : { ok: false, message: firstIssueMessage(result.error) };
}

/** The covered request without its label: the strategy's name. */
function coveredSettings(request: CoveredBacktestRequest): Record<string, unknown> {
  const { strategy: { name: _label, ...strategy }, ...run } = request;
  return { ...run, strategy };
}

/**
 * The spreads request as the run used it: the request's ticker, balance, min volume and dates (the
 * engine reads those, not the strategy's copies of them), the strategy's rules, the costs. Left out:
 * the name and `year` (labels) and the strategy's copies of the run's values (compared apart, for a
 * sent request: spreadsCopies).
 */
function spreadsSettings(request: BacktestRequest): Record<string, unknown> {
  const { strategy, balance, ticker, min_volume, start_date, end_date, ...costs } = request;
  const { name: _n, year: _y, ticker: _t, starting_balance: _b, min_volume: _m, start_date: _s, end_date: _e, ...rules } = strategy;
  return { ticker, starting_balance: balance, min_volume, start_date, end_date, ...rules, ...costs };
}

/** A job's stored request (request_json) as the runner reads it (jobs/backtest-runner.ts). */
export function settingsOfRequest(kind: Builder, request: unknown): Settings {
  return kind === 'covered'
    ? parsed(safeParseStored(CoveredBacktestRequestSchema, request), coveredSettings)
    : parsed(safeParseStored(BacktestRequestSchema, request), spreadsSettings);
}

/**
 * A spreads strategy as the builder holds it (spreads-form.ts SpreadsForm: the strategy's fields with
 * the run costs beside them), from a saved one that may also be a whole request (strategy nested, as
 * an API client may save it): the request's own ticker, balance, min volume, dates and costs, where
 * given, are the run's (as the builder loads it: spreads-storage.ts formFieldsOfRequest).
 */
export function spreadsForm(saved: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(saved.strategy)) return saved;
  const { strategy, ticker, balance, min_volume, start_date, end_date, ...costs } = saved;
  const run = { ticker: ticker ?? DEFAULT_STANDARD_TICKER, starting_balance: balance, min_volume, start_date, end_date, ...costs };
  return { ...strategy, ...Object.fromEntries(Object.entries(run).filter(([, v]) => v !== undefined)) };
}

/**
 * The POST /backtest body the spreads builder sends for a form (spreads-storage.ts spreadsRequest):
 * the form's fields but the costs are the strategy; its ticker, starting balance, min volume and
 * dates are also the run's. Every field of the saved form is thus a setting the request carries,
 * except the labels (name, year); none of the run's settings is missing from the form.
 */
export function spreadsRequestOf(form: Record<string, unknown>): Record<string, unknown> {
  const strategy: Record<string, unknown> = { ...form };
  const run: Record<string, unknown> = {};
  for (const key of COST_FIELD_KEYS) {
    delete strategy[key];
    if (form[key] !== undefined) run[key] = form[key];
  }
  // A blank date is no date: the page sends it as null (the data's first or last day).
  for (const key of ['start_date', 'end_date'] as const) if (strategy[key] === '') strategy[key] = null;
  const copies = { balance: form.starting_balance, ticker: form.ticker, min_volume: form.min_volume };
  for (const [key, value] of Object.entries(copies)) if (value !== undefined) run[key] = value;
  return { strategy, ...run, start_date: form.start_date || null, end_date: form.end_date || null };
}

/**
 * The run settings a saved strategy states (the builders save their form: a covered form is its
 * request, a spreads form is turned into the request it sends), read by the same contracts.
 */
export function settingsOfSaved(kind: Builder, saved: Record<string, unknown>): Settings {
  if (kind === 'covered') return settingsOfRequest('covered', saved);
  return settingsOfRequest('multileg', spreadsRequestOf(spreadsForm(saved)));
}

/**
 * The strategy's own copies of the run's ticker, balance, min volume and dates in a spreads save
 * sent as a whole request (a form's copies are its run values): the shared strategy table shows
 * them too, so they must be the run's as well. Dates left null there defer to the request's.
 */
export function spreadsCopies(saved: Record<string, unknown>): Record<string, unknown> {
  const strategy = saved.strategy;
  if (!isObject(strategy)) return {};
  const copies: Record<string, unknown> = {};
  for (const key of ['ticker', 'starting_balance', 'min_volume', 'start_date', 'end_date']) {
    const value = strategy[key];
    if (value === undefined || value === null || value === '') continue;
    copies[key] = key === 'ticker' && typeof value === 'string' ? value.trim().toUpperCase() : value;
  }
  return copies;
}

/**
 * A saved strategy as the builder loads it, for a saved run saved again (save-from-saved.ts): the
 * page sends what its loader made of the saved one, so the saved one is read the same way. A cost
 * it leaves out is the one its result says the run applied (covered-storage.ts coveredFormFrom,
 * spreads-storage.ts spreadsFormFrom): an API client's save by job that left them out ran at the
 * contract's defaults (audit 23 F1: read as LEGACY_COSTS, its copy stated $0 over a run that paid
 * $0.65 and 25%). A result without `costs` predates them and ran without them (LEGACY_COSTS): not
 * these fills, the contract's defaults would read it as paying them. A spreads strategy's blank
 * dates are the result's data period.
 */
export function asLoaded(kind: Builder, saved: Record<string, unknown>, results: Record<string, unknown>): Record<string, unknown> {
  const legacy: Record<string, unknown> = { ...LEGACY_COSTS, commission_per_share: 0 };
  const fromResult = appliedCostFields(isObject(results.costs) ? results.costs : {});
  if (kind === 'covered') return { ...legacy, ...fromResult, ...saved };
  const form = spreadsForm(saved);
  const period = isObject(results.data_period) ? results.data_period : {};
  // A saved form without a ticker loads as the loaded strategy's (SPY), not the request's default.
  return { ...legacy, ...fromResult, ticker: LOADED_STRATEGY_DEFAULTS.ticker, ...form, start_date: form.start_date || period.start_date || null, end_date: form.end_date || period.end_date || null };
}
