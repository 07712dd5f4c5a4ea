import { describe, expect, it } from 'vitest';
import { oneContractMarket } from '../../testing/one-contract';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

describe('covered entry conditions (technical, all must hold)', () => {
  const market = oneContractMarket({ closes: [100, 100.5, 101.5, 102, 103], prices: [1, 1, 1.1, 1.2, 1.3] });
  const run = (entry_conditions: NonNullable<Parameters<typeof leg>[0]>['entry_conditions']) =>
    runCoveredBacktest(
      coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17, entry_conditions }) }),
      market,
    );

  it('waits until the condition is met, and says why each day it waited', () => {
    const r = run([{ type: 'technical', target: { kind: 'price', percent_offset: 0 }, bottom: { value: 101 }, top: null }]);
    expect(r.trades[0]?.entry_date).toBe('2024-01-04');
    expect(r.diagnostics.skipped_entries.map((s) => s.reason)).toEqual([
      'covered call: entry condition not met (Underlying Price 100.00, not at or above 101.00)',
      'covered call: entry condition not met (Underlying Price 100.50, not at or above 101.00)',
    ]);
  });

  it('compares with another indicator and applies percent_offset', () => {
    // close at or above its 2-day SMA raised 0.5%: 100.50 < 100.75, 101.50 < 101.505, 102.00 < 102.26
    // (the last day never enters); without the offset 100.50 >= 100.25 enters on day 2.
    const never = run([
      { type: 'technical', target: { kind: 'price', percent_offset: 0 }, bottom: { value: { kind: 'sma', period: 2, percent_offset: 0.5 } }, top: null },
    ]);
    expect(never.trades).toEqual([]);
    const plain = run([{ type: 'technical', target: { kind: 'price', percent_offset: 0 }, bottom: { value: { kind: 'sma', period: 2, percent_offset: 0 } }, top: null }]);
    expect(plain.trades[0]?.entry_date).toBe('2024-01-03');
  });
});
