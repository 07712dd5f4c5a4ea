import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';
import { skipCause } from '../../../domain/skip-causes';

describe('a covered call is never written on a call nobody bids for (fill-model.ts: it would sell for 0)', () => {
  it('passes over the target call with no bid for the nearest one with a bid', () => {
    const market = createSyntheticMarket({
      bars: [
        { date: '2024-01-02', close: 100 },
        { date: '2024-01-03', close: 100 },
      ],
      quotes: [
        // The 0.30-delta call: last 0.05 inside a 0.00/0.10 quote. At 25% slippage it had sold for
        // 0.05 − 0.025 = 0.025 a share, money no buyer offered.
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.05, bid: 0, ask: 0.1, delta: 0.3 },
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 103, price: 0.4, bid: 0.3, ask: 0.5, delta: 0.4 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.05, bid: 0, ask: 0.1, delta: 0.3 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 103, price: 0.4, bid: 0.3, ask: 0.5, delta: 0.4 },
      ],
    });
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg() }, { slippage_pct_of_spread: 25 });
    const t = runCoveredBacktest(request, market).trades[0]!;
    expect(t.entry_position.contract.strike).toBe(103);
    // 0.40 − 25% × 0.20 = 0.35 a share.
    expect(t.entry_position.price).toBeCloseTo(0.35, 10);
  });

  it('a day whose only call near the target has no bid is skipped for that, not for "no contract fit"', () => {
    const market = createSyntheticMarket({
      bars: [
        { date: '2024-01-02', close: 100 },
        { date: '2024-01-03', close: 100 },
      ],
      quotes: [
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.05, bid: 0, ask: 0.1, delta: 0.3 },
        // Outside the 0.05 tolerance of delta 0.30: not a fit.
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 101, price: 1.2, bid: 1.1, ask: 1.3, delta: 0.45 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 105, price: 0.05, bid: 0, ask: 0.1, delta: 0.3 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 101, price: 1.2, bid: 1.1, ask: 1.3, delta: 0.45 },
      ],
    });
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ strike_target_condition: { type: 'delta', delta: 0.3, tolerance: 0.05 } }) }, { slippage_pct_of_spread: 25 });
    const r = runCoveredBacktest(request, market);
    expect(r.trades).toEqual([]);
    const first = r.diagnostics.skipped_entries[0];
    expect(first?.reason).toMatch(/^covered call: the 105 call \(\S+\), the nearest to delta 0\.30?, has no bid \(bid\/ask \$0\.00\/\$0\.10\): a sale would not fill$/);
    expect(skipCause(first?.reason ?? '')).toBe('no-bid');
  });

  it('a miss with no unbid contract near the target stays "no contract fit"', () => {
    const market = createSyntheticMarket({
      bars: [
        { date: '2024-01-02', close: 100 },
        { date: '2024-01-03', close: 100 },
      ],
      quotes: [
        { date: '2024-01-02', expiry: '2024-01-05', type: 'call', strike: 101, price: 1.2, bid: 1.1, ask: 1.3, delta: 0.45 },
        { date: '2024-01-03', expiry: '2024-01-05', type: 'call', strike: 101, price: 1.2, bid: 1.1, ask: 1.3, delta: 0.45 },
      ],
    });
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ strike_target_condition: { type: 'delta', delta: 0.3, tolerance: 0.05 } }) }, { slippage_pct_of_spread: 25 });
    const reason = runCoveredBacktest(request, market).diagnostics.skipped_entries[0]?.reason ?? '';
    expect(reason).toMatch(/^covered call: no call within the 0.05 delta tolerance of delta 0.3/);
    expect(skipCause(reason)).toBe('no-contract');
  });
  it('a fit refused for the minimum premium is not called unbid because an unbid contract farther off lies within the tolerance', () => {
    // The 0.30-delta call has a bid, 0.40 under the 0.50 minimum premium: the strategy's own rule
    // refused it. The unbid 107 call (delta 0.27) is within the tolerance but is not the nearest.
    const quotes = ['2024-01-02', '2024-01-03'].flatMap((date) => [
      { date, expiry: '2024-01-05', type: 'call' as const, strike: 105, price: 0.4, bid: 0.35, ask: 0.45, delta: 0.3 },
      { date, expiry: '2024-01-05', type: 'call' as const, strike: 107, price: 0.05, bid: 0, ask: 0.1, delta: 0.27 },
    ]);
    const market = createSyntheticMarket({ bars: [{ date: '2024-01-02', close: 100 }, { date: '2024-01-03', close: 100 }], quotes });
    const request = coveredRequest({
      start_type: 'covered_call', min_volume_for_entry: 0,
      covered_call_config: leg({ strike_target_condition: { type: 'delta', delta: 0.3, tolerance: 0.05 }, min_premium_target: 0.5 }),
    }, { slippage_pct_of_spread: 25 });
    const reason = runCoveredBacktest(request, market).diagnostics.skipped_entries[0]?.reason ?? '';
    expect(reason).toBe('covered call: no call passed the premium and entry filters');
    expect(skipCause(reason)).not.toBe('no-bid');
  });
});
