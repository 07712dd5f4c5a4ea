import { COVERED_DATE_FORMAT_MESSAGES, COVERED_RUN_MESSAGES } from '../../domain/messages';
import { missingCoveredConfig } from '../covered';
import { filled, formDate } from './form-values';
import { asRecord, notAnObject, type RunRuleFault } from './run-fault';
import { sharesFaults } from './size-bounds';

/** The covered form as the frontend holds it (only what the run check reads). */
export interface CoveredRunForm {
  ticker?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  strategy?: {
    wheel_enabled?: boolean | null;
    start_type?: 'covered_call' | 'cash_secured_put' | string | null;
    covered_call_config?: unknown;
    cash_secured_put_config?: unknown;
  } | null;
}

/**
 * Every covered run check of spec section 5 the value breaks, in its order, with the fields each
 * is about: 1. ticker, start and end required; 2. start after end; 3. wheel needs both configs;
 * 4. otherwise the start type's config. A date given that is not YYYY-MM-DD gets our message
 * between 1 and 2 (the spec has none: its date pickers cannot produce one). Reads a form or a POST /backtest/covered body alike
 * (every field the rules read is required there too).
 */
export function coveredRequestFaults(body: unknown): RunRuleFault[] {
  const form = asRecord(body);
  const faults: RunRuleFault[] = [];
  // Left out, null or blank is 'not filled'; a date given in another form or type (a number) is malformed.
  const unfilled = (['ticker', 'start_date', 'end_date'] as const).filter((k) => form[k] == null || (typeof form[k] === 'string' && !filled(form[k])));
  if (unfilled.length) faults.push({ message: COVERED_RUN_MESSAGES.required, paths: unfilled.map((k) => [k]) });
  for (const k of ['start_date', 'end_date'] as const) {
    if (!unfilled.includes(k) && formDate(form[k]) === null) faults.push({ message: COVERED_DATE_FORMAT_MESSAGES[k], paths: [[k]] });
  }
  const start = formDate(form.start_date);
  const end = formDate(form.end_date);
  if (start !== null && end !== null && start > end) faults.push({ message: COVERED_RUN_MESSAGES.dateOrder, paths: [['start_date']] });
  faults.push(...sharesFaults(form));
  if (notAnObject(form.strategy)) return faults;
  const s = asRecord(form.strategy);
  const missing = missingCoveredConfig({
    wheel_enabled: s.wheel_enabled === true,
    start_type: s.start_type === 'cash_secured_put' ? 'cash_secured_put' : 'covered_call',
    covered_call_config: s.covered_call_config,
    cash_secured_put_config: s.cash_secured_put_config,
  });
  if (missing) faults.push({ message: missing.message, paths: [['strategy', missing.field]] });
  return faults;
}

/** The covered run checks of spec section 5, in its order; the first failing message, or null. */
export function validateCoveredRun(form: CoveredRunForm): string | null {
  return coveredRequestFaults(form)[0]?.message ?? null;
}
