import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * GOOGL's class C distribution of 2014-04-03 (splits.csv ratio 1.998): 100 shares became 199 and
 * cash for 0.8, and an open call's contract delivers 199.8 shares. Assigned in the money, the run
 * stopped with 'selling 199.8 shares on 2014-04-17: the lots hold fewer'; now the 199 whole shares
 * are called away and the 0.8 share is paid in cash at the close, as at a broker.
 */
const request = CoveredBacktestRequestSchema.parse({
  ticker: 'GOOGL',
  shares_multiple: 100,
  start_date: '2014-02-03',
  end_date: '2014-05-30',
  commission_per_contract: 0.65,
  commission_per_share: 0.005,
  slippage_pct_of_spread: 25,
  strategy: {
    name: 'GOOGL ITM covered call through the class C distribution',
    start_type: 'covered_call',
    price_source: 'mid',
    min_volume_for_entry: 0,
    covered_call_config: { DTE_target: 75, exact_dte: false, strike_target_condition: { type: 'delta', delta: 0.85, tolerance: 0.1 } },
  },
});

describe('a covered call assigned after a split that is not whole-number (GOOGL 2014, real data)', async () => {
  const googl = await realMarket('GOOGL');

  it('calls away the whole shares held and pays the fraction the contract delivers in cash', () => {
    const result = runCoveredBacktest(request, googl);
    const call = result.trades[0];
    expect(call?.exit_date).toBe('2014-04-17');
    expect(call?.reason).toContain('199 shares called away at 503.003003 (the other 0.8 share the contract delivers paid in cash at the close)');
    expect(call?.reason).toContain('without the wheel, 199 shares are bought back at the close 543.34');
    // Premium 139.40 × 100 (the midpoint less slippage, 139.4625, down to the $0.10 tick: fill-model.ts;
    // GOOGL's penny-program join is not dated, so it fills on the dime from $3: chain-rules.ts tickGrid)
    // less the intrinsic value (543.34 − 503.003003) × 199.8, the $0.65 contract and the $1.00
    // (199 shares) stock commissions.
    expect(call?.pnl).toBeCloseTo(13_940 - 40.336997 * 199.8 - 0.65 - 1, 1);
    const pnl = result.trades.reduce((s, t) => s + t.pnl, 0) + (result.share_pnl ?? 0) + (result.dividends_received ?? 0) + (result.interest_earned ?? 0) - (result.interest_paid ?? 0);
    expect(pnl).toBeCloseTo(result.total_pnl, 2);
  });
});
