import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * An in-the-money covered call is assigned before an ex-date only when its holder gains by
 * exercising: the dividend beats the same-strike put and the interest on the strike to expiry. The
 * call's extrinsic value was compared with the dividend instead, which counted the dividend twice
 * (the price already carries the ex-date's drop): SPY's 436 call of 2023-10-06, written 2023-09-08,
 * was assigned on 2023-09-14 with 0.94 of extrinsic value under the 1.58 dividend, though its bid
 * (15.22) paid more than exercising (14.36).
 */
const request = CoveredBacktestRequestSchema.parse({
  ticker: 'SPY',
  shares_multiple: 100,
  start_date: '2023-09-08',
  end_date: '2023-09-29',
  commission_per_contract: 0.65,
  slippage_pct_of_spread: 25,
  strategy: {
    name: 'SPY ITM covered call over the September 2023 ex-date',
    start_type: 'covered_call',
    price_source: 'mid',
    min_volume_for_entry: 0,
    covered_call_config: { DTE_target: 30, exact_dte: false, strike_target_condition: { type: 'delta', delta: 0.75, tolerance: 0.1 } },
  },
});

describe('early assignment before an ex-date on real SPY data (2023-09-14)', async () => {
  const spy = await realMarket('SPY');

  it('keeps the 436 call over the ex-date: its put and the interest on the strike outweigh the dividend', () => {
    const result = runCoveredBacktest(request, spy);
    const call = result.trades[0];
    expect(call?.entry_position.contract.id).toBe('SPY231006C00436000');
    expect(call?.reason).not.toContain('Early assignment');
    expect(call?.exit_date).toBe('2023-09-29');
    // The shares were held over the 2023-09-15 ex-date: 100 × 1.583.
    expect(result.dividends_received).toBeCloseTo(158.3, 2);
  });
});
