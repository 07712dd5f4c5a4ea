import { z } from 'zod';
import {
  CoveredBacktestResultReadSchema, CoveredStrategySchema, DEFAULT_COVERED_TICKER, DEFAULT_SHARES_MULTIPLE,
  appliedCostFields, isObject, type AppliedCosts, type CoveredBacktestResult,
} from '../lib/shared';
import { parseKeepingTypedValues } from '../lib/keep-typed-values';
import { defaultCoveredForm, type CoveredForm } from './covered-form';

/**
 * The covered form as kept in local storage or a saved backtest: lenient where the user may be
 * mid-edit (blank ticker or dates), strict where the contract is (the strategy), with defaults.
 */
export const StoredCoveredFormSchema = z.object({
  commission_per_share: z.number().min(0).default(0),
  ticker: z.string().default(DEFAULT_COVERED_TICKER),
  // Lenient: a value being typed (2.5 lots, 0) is kept; the run names what is wrong with it.
  shares_multiple: z.number().default(DEFAULT_SHARES_MULTIPLE),
  start_date: z.string(),
  end_date: z.string(),
  strategy: CoveredStrategySchema,
  commission_per_contract: z.number().min(0).default(0),
  slippage_pct_of_spread: z.number().min(0).max(100).default(0),
  // Saved before the field: it ran without the exchange's fee (LEGACY_COSTS), and loads without it.
  exchange_fees: z.boolean().default(false),
});

/**
 * A stored or saved form; a number out of the contract's range is kept as it was (the run names it).
 * `appliedCosts`: a saved run's result's `costs`, which fill the cost fields its strategy leaves out
 * (an API client's save: the run paid the contract's defaults, not the form's 0); without them a
 * missing cost is 0 (a run saved before the cost fields ran without them: LEGACY_COSTS).
 */
export function coveredFormFrom(raw: unknown, appliedCosts?: AppliedCosts): CoveredForm | null {
  const source = appliedCosts && isObject(raw) ? { ...appliedCostFields(appliedCosts), ...raw } : raw;
  const parsed = parseKeepingTypedValues(StoredCoveredFormSchema, source);
  return parsed ? { ...defaultCoveredForm(), ...parsed } : null;
}

export function coveredResultFrom(raw: unknown): CoveredBacktestResult | null {
  const parsed = CoveredBacktestResultReadSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
