import { describe, expect, it } from 'vitest';
import { runCoveredBacktest } from '../../engine/strategy/covered/run-covered';
import { oneContractMarket } from '../../engine/testing/one-contract';
import { coveredRequest, leg } from '../../engine/testing/covered-fixtures';
import { analyticsInputOf } from '../analytics-input';
import { estimateAfterTax } from './after-tax';

describe('after-tax estimate of an SPX covered call from the engine', () => {
  it("taxes the index units' gain as equity held under a year (short term) and their dividends as income; only the call 60/40", () => {
    // 100 SPX units bought at 100, 110 at the end; SPY's dividend 1.00 in index points on 4 Jan; the
    // 95 call sold at 6.00 and bought back at the end at 15.10.
    const market = { ...oneContractMarket({ strike: 95, delta: 0.7, closes: [100, 102, 104, 110], prices: [6, 7.2, 9.1, 15.1], dividends: [{ exDate: '2024-01-04', amount: 1 }] }), ticker: 'SPX' };
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17, strike_target_condition: { type: 'delta', delta: 0.7, tolerance: null } }) });
    const result = runCoveredBacktest({ ...request, ticker: 'SPX' }, market);
    expect([result.total_pnl, result.trades.map((t) => t.pnl)]).toEqual([190, [-910]]);
    // The call's loss deferred by the units' gain (§1092(a), share-lots.ts): the estimate does not defer it under Section 1256 (a mixed straddle, after-tax.ts).
    expect(result.shares_by_year).toEqual([{ year: 2024, realised_short_term: 0, realised_long_term: 0, unrealised: 1000, held_long_term: 0, dividends: 100, assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 }, covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 1, deferred_losses: { short_term: -910, long_term: 0 } }, lots: { bought: [{ lot: 0, date: '2024-01-02', shares: 100 }], sold: [] } }]);
    const input = analyticsInputOf(result);
    const tax = (withShares: boolean) => estimateAfterTax({
      regime: 'section1256', shortTermRatePct: 35, longTermRatePct: 15, startBalance: input.startBalance, equity: input.equity, trades: input.trades,
      interestByYear: result.interest_by_year ?? [], ...(withShares ? { sharesByYear: result.shares_by_year } : {}),
    });
    // The call's −910 splits 60/40 (−546 long, −364 short) and nets with the units' +1,000 short:
    // 636 short less the 546 long loss, 90 short; the 100 of dividends income: 190 x 35% = 66.50.
    expect(tax(true).years.map((y) => [y.pnl, y.shares, y.dividends, y.shortTerm, y.longTerm, y.tax])).toEqual([[190, 1000, 100, 190, 0, 66.5]]);
    // Units and dividends taxed 60/40 with the call (the estimate before it): 114 x 15% + 76 x 35% = 43.70.
    expect(tax(false).totalTax).toBe(43.7);
  });
});
