import { BacktestRequestSchema, type BacktestRequest, type BacktestRequestInput, type MultiLegStrategyInput } from '../../contracts';

/** A parsed standard request for tests: the contract's defaults, min volume 0, no date bounds, frictionless (no exchange fee either). */
export function multiLegRequest(strategy: Partial<MultiLegStrategyInput>, rest: Partial<Omit<BacktestRequestInput, 'strategy'>> = {}): BacktestRequest {
  return BacktestRequestSchema.parse({
    balance: 100_000,
    ticker: 'TEST',
    min_volume: 0,
    start_date: null,
    end_date: null,
    commission_per_contract: 0,
    slippage_pct_of_spread: 0,
    exchange_fees: false,
    ...rest,
    strategy: { name: 'test', ticker: 'TEST', max_margin_percentage_per_position: 100, ...strategy },
  });
}

/**
 * The put credit spread of the multileg engine tests: short the −0.30-delta put 17 days out, long the
 * put `width` points below it (the synthetic markets price the 95 and the 90 puts to 2024-01-19).
 */
export function putCreditSpreadLegs(width = 5): NonNullable<MultiLegStrategyInput['legs']> {
  return [
    {
      side: 'short',
      option_type: 'put',
      dte_target: 17,
      target_strike_condition: { type: 'delta', value: -0.3 },
      children: [{ side: 'long', option_type: 'put', dte_target: 17, strike_offset: -width, strike_offset_tolerance: 0 }],
    },
  ];
}
