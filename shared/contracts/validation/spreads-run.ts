import { SPREADS_RUN_MESSAGES as M, copiesDifferMessage } from '../../domain/messages';
import { fieldPath, ticker } from '../fields';
import { STRATEGY_COPIES_OF_REQUEST } from '../multileg';
import { filled, formDate, formNumber } from './form-values';
import { absent, asRecord, notAnObject, type RunRuleFault } from './run-fault';
import { balanceFaults } from './size-bounds';

/** The spreads strategy as the frontend holds it (only what the run check reads). */
export interface SpreadsRunForm {
  name?: string | null;
  ticker?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  legs?: ReadonlyArray<{
    target_strike_condition?: { value?: number | string | null } | null;
    dte_target?: number | string | null;
    quantity?: number | string | null;
  }> | null;
}

/**
 * The leg rules (6 to 8) of every leg, one leg after the other; leg numbers are 1-based. A target
 * value of 0 is a value (e.g. 0% OTM); blank is not. With `absentIsDefault` (a request sent to the
 * API or the CLI) a field left out takes its documented default (NEW_LEG), so only a value given
 * is checked; the form always holds every field.
 */
function legFaults(legs: readonly unknown[], absentIsDefault: boolean): RunRuleFault[] {
  const faults: RunRuleFault[] = [];
  const given = (v: unknown) => !absentIsDefault || v !== undefined;
  for (const [i, raw] of legs.entries()) {
    const leg = asRecord(raw);
    const n = i + 1;
    const at = (...rest: string[]) => [['strategy', 'legs', i, ...rest]];
    const target = leg.target_strike_condition;
    if (given(target) && formNumber(asRecord(target).value) === null) faults.push({ message: M.legTarget(n), paths: at('target_strike_condition') });
    const dte = formNumber(leg.dte_target);
    if (given(leg.dte_target) && (dte === null || dte <= 0)) faults.push({ message: M.legDte(n), paths: at('dte_target') });
    const quantity = formNumber(leg.quantity);
    if (given(leg.quantity) && (quantity === null || quantity <= 0)) faults.push({ message: M.legQuantity(n), paths: at('quantity') });
  }
  return faults;
}

/** A value as a request compares it: a ticker as the contract reads it (' spy ' is SPY), a finite number; else null (the contract names it). */
function comparable(key: string, v: unknown): string | null {
  if (key === 'ticker') {
    const t = ticker().safeParse(v);
    return t.success ? t.data : null;
  }
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
}

/**
 * The strategy's copies of the run's ticker, balance and min volume that say another value than the
 * run's; the message names both fields by their path in the body sent (`at`: ['base'] in a sweep).
 */
function copyFaults(req: Record<string, unknown>, strategy: Record<string, unknown>, at: readonly string[]): RunRuleFault[] {
  return Object.entries(STRATEGY_COPIES_OF_REQUEST).flatMap(([own, run]) => {
    const a = comparable(run, req[run]);
    const b = comparable(run, strategy[own]);
    if (a === null || b === null || a === b) return [];
    return [{ message: copiesDifferMessage(fieldPath([...at, run]), a, fieldPath([...at, 'strategy', own]), b), paths: [['strategy', own]] }];
  });
}

/**
 * The spreads run checks of spec section 5, in its order; the first failing message, or null.
 * Legs are checked one after the other, each for target value, DTE (> 0) and quantity (> 0).
 * The start must be strictly before the end.
 */
export function validateSpreadsRun(strategy: SpreadsRunForm): string | null {
  if (!filled(strategy.name)) return M.name;
  if (!filled(strategy.ticker)) return M.ticker;
  const start = formDate(strategy.start_date);
  const end = formDate(strategy.end_date);
  if (start === null || end === null) return M.dates;
  if (start >= end) return M.dateOrder;
  const legs = strategy.legs ?? [];
  if (legs.length === 0) return M.legs;
  return legFaults(legs, false)[0]?.message ?? null;
}

/**
 * The same rules on a POST /backtest body as the API and the CLI receive it (every fault, in the
 * spec's order, with the request fields it is about). Where the request differs from the form:
 * - the strategy name and the run's ticker (the top-level one) are required: a request without
 *   them is refused, never run on a default the caller did not choose ('Loaded Strategy', TSLA);
 *   a strategy.ticker, when sent, must not be blank either; it, strategy.starting_balance and
 *   strategy.min_volume must not say another value than the run's ticker, balance and min_volume
 *   (the saved strategy would say one and the run have used the other); either left out, the
 *   contract fills it with the other (`at` is where the request sits in the body sent, for the
 *   fields that message names: ['base'] in a sweep);
 * - a date left out or null is open (the start or end of the data, as the contract documents), a
 *   date given must be a date, and both given must be in order;
 * - a leg field left out takes its default (see legFaults).
 * A value of the wrong type (a number as the name, a string as the strategy) is left to the
 * contract's message.
 */
export function spreadsRequestFaults(body: unknown, at: readonly string[] = []): RunRuleFault[] {
  const req = asRecord(body);
  const strategy = asRecord(req.strategy);
  const faults: RunRuleFault[] = [];
  const strategyReadable = !notAnObject(req.strategy);
  if (strategyReadable && absent(strategy.name)) faults.push({ message: M.name, paths: [['strategy', 'name']] });
  const blankTickers = [['ticker'], ...('ticker' in strategy ? [['strategy', 'ticker']] : [])].filter(
    (path) => absent(path.length === 1 ? req.ticker : strategy.ticker),
  );
  if (blankTickers.length) faults.push({ message: M.ticker, paths: blankTickers });
  faults.push(...copyFaults(req, strategy, at));
  faults.push(...balanceFaults(req, strategy));
  const dates = (['start_date', 'end_date'] as const).filter((k) => req[k] != null && formDate(req[k]) === null);
  if (dates.length) faults.push({ message: M.dates, paths: dates.map((k) => [k]) });
  const start = formDate(req.start_date);
  const end = formDate(req.end_date);
  if (start !== null && end !== null && start >= end) faults.push({ message: M.dateOrder, paths: [['start_date']] });
  const legs = strategy.legs;
  if (!strategyReadable) return faults;
  if (legs === undefined || (Array.isArray(legs) && legs.length === 0)) faults.push({ message: M.legs, paths: [['strategy', 'legs']] });
  else if (Array.isArray(legs)) faults.push(...legFaults(legs, true));
  return faults;
}
