import { CoveredBacktestRequestSchema, type CoveredBacktestRequest, type CoveredBacktestRequestInput } from '../../contracts';

type LegInput = NonNullable<CoveredBacktestRequestInput['strategy']['covered_call_config']>;

/**
 * A parsed covered request for tests: defaults of the contract, frictionless (no commission, no
 * slippage: the scenarios are computed on paper at the listed prices), overridden by `strategy` and `rest`.
 */
export function coveredRequest(
  strategy: CoveredBacktestRequestInput['strategy'],
  rest: Partial<Omit<CoveredBacktestRequestInput, 'strategy'>> = {},
): CoveredBacktestRequest {
  return CoveredBacktestRequestSchema.parse({
    ticker: 'TEST',
    start_date: '2000-01-01',
    end_date: '2100-01-01',
    shares_multiple: 100,
    commission_per_contract: 0,
    slippage_pct_of_spread: 0,
    ...rest,
    strategy,
  });
}

/** A leg selling the nearest-delta contract, minimum volume 0 by default in tests. */
export function leg(overrides: Partial<LegInput> = {}): LegInput {
  return { DTE_target: 3, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, ...overrides };
}
