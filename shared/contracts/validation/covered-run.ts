import { COVERED_RUN_MESSAGES } from '../../domain/messages';
import { missingCoveredConfig } from '../covered';
import { filled, formDate } from './form-values';

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
 * The covered run checks of spec section 5, in its order; the first failing message, or null:
 * 1. ticker, start and end required; 2. start after end; 3. wheel needs both configs;
 * 4. otherwise the start type's config.
 */
export function validateCoveredRun(form: CoveredRunForm): string | null {
  if (!filled(form.ticker) || !filled(form.start_date) || !filled(form.end_date)) return COVERED_RUN_MESSAGES.required;
  const start = formDate(form.start_date);
  const end = formDate(form.end_date);
  if (start !== null && end !== null && start > end) return COVERED_RUN_MESSAGES.dateOrder;
  const s = form.strategy ?? {};
  const missing = missingCoveredConfig({
    wheel_enabled: s.wheel_enabled === true,
    start_type: s.start_type === 'cash_secured_put' ? 'cash_secured_put' : 'covered_call',
    covered_call_config: s.covered_call_config,
    cash_secured_put_config: s.cash_secured_put_config,
  });
  return missing ? missing.message : null;
}
