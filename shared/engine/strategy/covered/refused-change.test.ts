import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS_MAX_SKIPPED } from '../../../contracts/results';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest, runCoveredWithVolumeEffect } from './run-covered';

/*
 * A cash-secured put whose only put with the minimum volume the cash cannot secure (audit 15 F1, the
 * worker's check of min-volume-check.ts): the underlying flat at 100, so 100 shares' worth is $10,000
 * of cash; the 90 put (delta -0.30, the target) trades 10 contracts a day, the 110 put (delta -0.70)
 * 500. At the minimum of 100 every day picks the 110 put and is refused for cash ($11,000 to secure);
 * with no minimum the first day writes the 90 put. Nothing traded at the minimum, yet the filter
 * decided every day: each is a refused change, also past the skip list's cap, where the search is
 * skipped (securesNoPut) and made only for the check.
 */
const DAYS = DIAGNOSTICS_MAX_SKIPPED + 20;
function weekdays(from: string, n: number): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); out.length < n; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
const dates = weekdays('2024-01-02', DAYS);
const quotes: QuoteRow[] = dates.flatMap((date) => [
  { date, expiry: '2027-01-15', type: 'put' as const, strike: 90, price: 1, delta: -0.3, volume: 10 },
  { date, expiry: '2027-01-15', type: 'put' as const, strike: 110, price: 11, delta: -0.7, volume: 500 },
]);
const market = () => createSyntheticMarket({ bars: dates.map((date) => ({ date, close: 100 })), quotes, lowestAnswers: true });
const request = (minVolume: number) => coveredRequest({
  start_type: 'cash_secured_put',
  min_volume_for_entry: minVolume,
  cash_secured_put_config: leg({ DTE_target: 30, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }),
});

describe('an entry the minimum volume chose and the cash refused counts as a change', () => {
  it(`every day an entry is tried (${DAYS} days but the last), the ${DIAGNOSTICS_MAX_SKIPPED} with a search and the 19 past the cap without one; the run itself unchanged`, () => {
    const { result, volumeEffect } = runCoveredWithVolumeEffect(request(100), market());
    expect(result.total_trades).toBe(0);
    expect(result.diagnostics.skipped_entries).toHaveLength(DIAGNOSTICS_MAX_SKIPPED);
    expect(result.diagnostics.skipped_entries[0]?.reason).toContain('110');
    // No entry on the last day of a range (run-covered.ts). Without the search made for the check past
    // the cap (countSkippedSearchChange), only the 500 searched days counted.
    expect(volumeEffect).toEqual({ movedPicks: 0, largestMove: 0, fartherExpiries: 0, stoppedDays: 0, refusedTries: DAYS - 1 });
    // The watch adds nothing to the run the trader asked for.
    expect(result).toEqual(runCoveredBacktest(request(100), market()));
    // With no minimum the 90 put is written on the first day.
    const free = runCoveredBacktest(request(0), market());
    expect(free.diagnostics.skipped_entries).toHaveLength(0);
    expect(free.trades[0]?.entry_position.contract.strike).toBe(90);
  });
});
