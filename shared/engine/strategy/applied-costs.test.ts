import { describe, expect, it } from 'vitest';
import { BacktestResultSchema } from '../../contracts';
import { createSyntheticMarket } from '../testing/synthetic-market';
import { multiLegRequest } from '../testing/multileg-fixtures';
import { coveredRequest, leg } from '../testing/covered-fixtures';
import { runMultiLegBacktest } from './multileg/run-multileg';
import { runCoveredBacktest } from './covered/run-covered';

// A naked short 95 put at 2.00 (bid = ask) held from Tue 2 Jan to the end of the range on Thu 4 Jan.
const EXPIRY = '2024-01-19';
const days = ['2024-01-02', '2024-01-03', '2024-01-04'];
const market = createSyntheticMarket({
  bars: days.map((date) => ({ date, close: 100 })),
  quotes: days.map((date) => ({ date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: 2, delta: -0.3 })),
});
const nakedPut = [{ side: 'short' as const, option_type: 'put' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: -0.3 } }];

describe('results record the costs the engine applied (issue 14)', () => {
  it('spreads: the recorded commission is the one charged', () => {
    const request = multiLegRequest(
      { legs: nakedPut, max_units_per_position: 1, price_source: 'mid' },
      { commission_per_contract: 1.25, commission_per_share: 0.01, slippage_pct_of_spread: 30 },
    );
    const r = runMultiLegBacktest(request, market);
    expect(r.costs).toEqual({ commission_per_contract: 1.25, commission_per_share: 0.01, slippage_pct_of_spread: 30, price_source: 'mid', exchange_fees: false });
    // Sold at 2.00 and bought back at 2.00 (no spread to slip on): 1.25 to open + 1.25 to close.
    expect(r.trades[0]!.pnl).toBe(-2.5);
  });

  it('covered: the frictionless fixture records zeros and the default price source', () => {
    const r = runCoveredBacktest(coveredRequest({ start_type: 'cash_secured_put', cash_secured_put_config: leg({ DTE_target: 17 }) }), market);
    expect(r.costs).toEqual({ commission_per_contract: 0, commission_per_share: 0, slippage_pct_of_spread: 0, price_source: 'last', exchange_fees: false });
  });

  it('a result saved before the field existed still parses, without costs', () => {
    const r = runMultiLegBacktest(multiLegRequest({ legs: nakedPut, max_units_per_position: 1 }), market);
    const { costs, ...older } = r;
    expect(costs).toBeDefined();
    const parsed = BacktestResultSchema.parse(older);
    expect(parsed.costs).toBeUndefined();
    expect(parsed.end_balance).toBe(r.end_balance);
  });
});
