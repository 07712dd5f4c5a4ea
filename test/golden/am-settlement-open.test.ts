import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * An AM-settled SPX monthly settles at the level the constituents opened at (SET), which the
 * published index open of the data did not carry: on 2011-10-21 it read 1215.39, the previous
 * close, with SPY 1.18% up at its open (shared/engine/market/index-opens.ts). An at-the-money call
 * spread held into that settlement paid out on 1215.39; the market opened near 1229.68.
 */
const request = BacktestRequestSchema.parse({
  ticker: 'SPX',
  balance: 100_000,
  start_date: '2011-10-13',
  end_date: '2011-10-28',
  commission_per_contract: 0,
  slippage_pct_of_spread: 0,
  strategy: {
    name: 'SPX call spread into the October 2011 AM settlement',
    ticker: 'SPX',
    max_open_positions: 1,
    max_units_per_position: 1,
    legs: [
      {
        side: 'short', option_type: 'call', dte_target: 8, target_strike_condition: { type: 'strike_price', value: 1215 },
        children: [{ side: 'long', option_type: 'call', dte_target: 8, strike_offset: 25, strike_offset_tolerance: 0 }],
      },
    ],
    global_exit_conditions: [],
  },
});

describe('AM settlement of SPX monthlies at the market’s open (real data, October 2011)', async () => {
  const spx = await realMarket('SPX');

  it('settles the 2011-10-21 monthly at SPY’s opening gap carried to the index, not the stale published open', () => {
    const result = runMultiLegBacktest(request, spx);
    const trade = result.trades[0];
    expect(trade?.entry_date).toBe('2011-10-13');
    expect(trade?.exit_date).toBe('2011-10-21');
    expect(trade?.entry_contracts.map((c) => c.contract.id)).toEqual(['SPX111021C01215000', 'SPX111021C01240000']);
    expect(trade?.reason).toContain("AM-settled (SPX monthly, trading stopped the day before) at the opening settlement level 1229.68 (SPX's previous close moved by SPY's opening gap)");
    // The short 1215 call pays 14.68 a share, the long 1240 call nothing (1215.39 had paid 0.39).
    const shortExit = trade?.exit_contracts.find((c) => c.side === 'short');
    expect(shortExit?.price).toBeCloseTo(14.68, 2);
  });
});
