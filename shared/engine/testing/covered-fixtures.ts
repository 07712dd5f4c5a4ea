import { CoveredBacktestRequestSchema, type CoveredBacktestRequest, type CoveredBacktestRequestInput } from '../../contracts';
import { addCalendarDays } from '../market/calendar-dates';
import type { MarketData } from '../market/market-data';
import { createSyntheticMarket, type QuoteRow } from './synthetic-market';

type LegInput = NonNullable<CoveredBacktestRequestInput['strategy']['covered_call_config']>;

/**
 * A parsed covered request for tests: defaults of the contract, frictionless (no commission, no exchange fee, no
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
    exchange_fees: false,
    ...rest,
    strategy,
  });
}

/** A leg selling the nearest-delta contract, minimum volume 0 by default in tests. */
export function leg(overrides: Partial<LegInput> = {}): LegInput {
  return { DTE_target: 3, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, ...overrides };
}

/**
 * Calls written every 35 days from Tue 2023-01-03 on 100 shares bought at 100: out of the money (110,
 * qualified covered calls) for a year, then on 2024-01-23, the lot held 385 days, one in the money
 * (95, 6.00 a share, expiring 2024-03-26) that the range's end on 2024-02-27 (close 115) buys back at
 * 21.00: a $1,500 loss (or, ending on 2024-03-26, assigns at 115). The lot's gain is held at the end
 * (straddle-rule tests: share-lots.ts callLoss).
 */
export function itmCallOnLongTermLot(end: '2024-02-27' | '2024-03-26' = '2024-02-27'): { request: CoveredBacktestRequest; market: MarketData } {
  const dates: string[] = [];
  for (let d = '2023-01-03'; d <= '2024-01-23'; d = addCalendarDays(d, 35)) dates.push(d);
  const quotes: QuoteRow[] = dates.flatMap((date, i) => {
    const rows: QuoteRow[] = [];
    if (i > 0) rows.push({ date, expiry: date, type: 'call', strike: 110, price: 0, delta: 0.01 });
    const next = dates[i + 1];
    rows.push(next ? { date, expiry: next, type: 'call', strike: 110, price: 1, delta: 0.3 } : { date, expiry: '2024-03-26', type: 'call', strike: 95, price: 6, delta: 0.3 });
    return rows;
  });
  quotes.push({ date: end, expiry: '2024-03-26', type: 'call', strike: 95, price: end === '2024-03-26' ? 20 : 21, delta: 0.95 });
  const market = createSyntheticMarket({ bars: [...dates.map((date) => ({ date, close: 100 })), { date: end, close: 115 }], quotes });
  const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 35 }) });
  return { request, market };
}
