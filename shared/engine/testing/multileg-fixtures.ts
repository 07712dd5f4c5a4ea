import { BacktestRequestSchema, type BacktestRequest, type BacktestRequestInput, type MultiLegStrategyInput } from '../../contracts';

/** A parsed standard request for tests: the contract's defaults, min volume 0, no date bounds, frictionless. */
export function multiLegRequest(strategy: Partial<MultiLegStrategyInput>, rest: Partial<Omit<BacktestRequestInput, 'strategy'>> = {}): BacktestRequest {
  return BacktestRequestSchema.parse({
    balance: 100_000,
    ticker: 'TEST',
    min_volume: 0,
    start_date: null,
    end_date: null,
    commission_per_contract: 0,
    slippage_pct_of_spread: 0,
    ...rest,
    strategy: { name: 'test', ticker: 'TEST', max_margin_percentage_per_position: 100, ...strategy },
  });
}
