import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';
import { legOverVolumeWords } from '../over-volume';

// A put credit spread sold at 2.00 / 0.50 to 2024-01-19 and closed by a 2-day time stop at the same
// prices: short the 95 put, long the 90. Each unit needs 5.00 − 1.50 = $350 of margin, so $100,000 at
// 100% a position would buy 285 units; 150 is the cap. The 95 put traded 100 contracts on the entry
// day, the 90 put 40 on the exit day (audit 16 F1: sized by margin alone, whatever the volume).
const EXPIRY = '2024-01-19';
const days = DAYS.slice(0, 3);

function market(entryShortVolume: number, exitLongVolume: number) {
  return createSyntheticMarket({
    bars: days.map((date) => ({ date, close: 100 })),
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: 2, delta: -0.3, volume: i === 0 ? entryShortVolume : 5000 },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 90, price: 0.5, delta: -0.1, volume: i === 2 ? exitLongVolume : 5000 },
    ]),
  });
}

const run = (m: ReturnType<typeof market>, units = 150) =>
  runMultiLegBacktest(multiLegRequest({ legs: putCreditSpreadLegs(), max_units_per_position: units, global_exit_conditions: [{ type: 'time_stop', value: 2 }] }), m);

describe('orders larger than the day\'s volume are said, not changed (audit 16 F1)', () => {
  it('the trade\'s reason names each leg over its day volume at entry, and the run\'s diagnostics count entries and exits once', () => {
    const r = run(market(100, 40));
    expect(r.trades).toHaveLength(1);
    const t = r.trades[0]!;
    expect(t.entry_contracts.map((c) => c.quantity)).toEqual([150, 150]);
    // The exit over its modeled volume is in the note, not the reason (see the imported case below).
    expect(t.reason).toBe(
      'Time Stop (days): 2 days held (limit 2 days). '
        + "Opened more than the day's volume: 150 contracts of the short 95 put expiring 2024-01-19 against a day volume of 100 (modeled): a fill this size at one price is optimistic",
    );
    const notes = r.diagnostics.notes.filter((n) => n.startsWith("Orders over the day's volume"));
    expect(notes).toEqual([
      "Orders over the day's volume, 1 entry and 1 exit: each traded more contracts of a leg than that contract's volume that day "
        + "(modeled volume on modeled quotes, the vendor's on imported ones) and filled whole at one price. Units are sized by margin only, "
        + 'not by volume, so a fill this size at one price is optimistic; a real order that size would move the price or fill in part. '
        + "An entry's reason says which legs, and an exit's on real quotes; an exit on modeled quotes is counted here only, as the model gives far "
        + 'out-of-the-money and deep in-the-money contracts little or no volume, below what they trade on a liquid underlying. '
        + "First entry: 2024-01-02: Opened more than the day's volume: 150 contracts of the short 95 put "
        + 'expiring 2024-01-19 against a day volume of 100 (modeled): a fill this size at one price is optimistic. '
        + "First exit: 2024-01-04: Closed more than the day's volume: 150 contracts of the long 90 put expiring 2024-01-19 against a day volume of 40 (modeled): "
        + 'a fill this size at one price is optimistic.',
    ]);
  });

  it('changes no size and no number: the same run on ample volume trades as many contracts for the same P&L, and says nothing', () => {
    const thin = run(market(100, 40));
    const ample = run(market(5000, 5000));
    expect(ample.trades[0]!.entry_contracts.map((c) => c.quantity)).toEqual([150, 150]);
    expect([thin.trades[0]!.pnl, thin.end_balance]).toEqual([ample.trades[0]!.pnl, ample.end_balance]);
    expect(ample.trades[0]!.reason).toBe('Time Stop (days): 2 days held (limit 2 days)');
    expect(ample.diagnostics.notes.some((n) => n.startsWith('Orders over'))).toBe(false);
  });

  it('an order of exactly the day volume is within it', () => {
    const r = run(market(100, 100), 100);
    expect(r.trades[0]!.reason).toBe('Time Stop (days): 2 days held (limit 2 days)');
  });

  it('names an exit over its day volume in the reason when the quote is real (imported)', () => {
    const m = market(5000, 40);
    // The exit day's quotes as an imported chain's: the same prices, the vendor's volume.
    const asImported = <Q extends object | undefined>(date: string, q: Q): Q => (q !== undefined && date === days[2] ? { ...q, quote_source: 'imported' } : q);
    const options = { ...m.options, quote: (...a: Parameters<typeof m.options.quote>) => asImported(a[0], m.options.quote(...a)) };
    if (m.options.probe) options.probe = (...a: Parameters<NonNullable<typeof m.options.probe>>) => asImported(a[0], m.options.probe?.(...a));
    const r = run({ ...m, options });
    expect(r.trades[0]!.reason).toBe(
      'Time Stop (days): 2 days held (limit 2 days). '
        + "Closed more than the day's volume: 150 contracts of the long 90 put expiring 2024-01-19 against a day volume of 40 (real, from the imported chain): a fill this size at one price is optimistic",
    );
  });

  it('says real volume for a quote from an imported chain', () => {
    const q = { strike: 2665, call_or_put: 'put' as const, expiry_date: '2018-02-16', volume: 118, quote_source: 'imported' as const };
    expect(legOverVolumeWords('short', q, 119)).toBe('119 contracts of the short 2665 put expiring 2018-02-16 against a day volume of 118 (real, from the imported chain)');
    expect(legOverVolumeWords('short', q, 118)).toBeUndefined();
    expect(legOverVolumeWords('long', { ...q, quote_source: 'modeled' }, 200)).toContain('against a day volume of 118 (modeled)');
    // Sizes and volumes grouped, one contract said so (a covered call on 100,000 shares sells 1,000).
    expect(legOverVolumeWords('short', { ...q, volume: 143 }, 1000)).toBe('1,000 contracts of the short 2665 put expiring 2018-02-16 against a day volume of 143 (real, from the imported chain)');
    expect(legOverVolumeWords('short', { ...q, volume: 0 }, 1)).toMatch(/^1 contract of the short 2665 put/);
    expect(legOverVolumeWords('short', { ...q, volume: 1200 }, 7000)).toContain('7,000 contracts of the short 2665 put expiring 2018-02-16 against a day volume of 1,200');
  });
});
