import { SPREADS_RUN_MESSAGES as M } from '../../domain/messages';
import { filled, formDate, formNumber } from './form-values';

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
 * The spreads run checks of spec section 5, in its order; the first failing message, or null.
 * Legs are checked one after the other, each for target value, DTE (> 0) and quantity (> 0);
 * leg numbers are 1-based. A target value of 0 is a value (e.g. 0% OTM); blank is not.
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
  for (const [i, leg] of legs.entries()) {
    const n = i + 1;
    if (formNumber(leg.target_strike_condition?.value) === null) return M.legTarget(n);
    const dte = formNumber(leg.dte_target);
    if (dte === null || dte <= 0) return M.legDte(n);
    const quantity = formNumber(leg.quantity);
    if (quantity === null || quantity <= 0) return M.legQuantity(n);
  }
  return null;
}
