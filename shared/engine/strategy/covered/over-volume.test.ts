import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import type { MarketData } from '../../market/market-data';
import { runCoveredBacktest } from './run-covered';

// A covered call on 1,000 shares: 10 contracts of the 105 call to 2024-01-19, sold at 1.00 on 2 Jan
// and bought back at 1.00 by a 2-day time stop on 5 Jan, the range's last day (nothing re-enters).
// The call's day volume is given for the entry day and the exit day (audit 17 F1: a covered call is
// sized by the shares, whatever the volume; 5000 elsewhere).
const EXPIRY = '2024-01-19';
const days = DAYS.slice(0, 4);
const EXIT_DAY = days[3]!;

function market(entryVolume: number, exitVolume: number): MarketData {
  return createSyntheticMarket({
    bars: days.map((date) => ({ date, close: 100 })),
    quotes: days.map((date, i) => ({
      date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: 1, delta: 0.3,
      volume: i === 0 ? entryVolume : i === 3 ? exitVolume : 5000,
    })),
  });
}

/** The same market with `date`'s quotes as an imported chain's: the same prices, the vendor's volume. */
function importedOn(m: MarketData, date: string): MarketData {
  const asImported = <Q extends object | undefined>(d: string, q: Q): Q => (q !== undefined && d === date ? { ...q, quote_source: 'imported' } : q);
  const options = { ...m.options, quote: (...a: Parameters<typeof m.options.quote>) => asImported(a[0], m.options.quote(...a)) };
  if (m.options.probe) options.probe = (...a: Parameters<NonNullable<typeof m.options.probe>>) => asImported(a[0], m.options.probe?.(...a));
  return { ...m, options };
}

/**
 * `date` as a day of an imported chain throughout: its chain (the selection the call is sold from),
 * its quotes and its source, so the entry's quote is the vendor's, volume and all.
 */
function importedDay(m: MarketData, date: string): MarketData {
  const marked = importedOn(m, date);
  const chain = (...a: Parameters<typeof m.options.chain>) => (a[0] === date ? m.options.chain(...a).map((q) => ({ ...q, quote_source: 'imported' as const })) : m.options.chain(...a));
  const source = (d: string) => (d === date ? 'imported' as const : m.options.source(d));
  return { ...marked, options: { ...marked.options, chain, source } };
}

const run = (m: MarketData) =>
  runCoveredBacktest(
    coveredRequest(
      { start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17, exit_conditions: [{ type: 'time_stop', max_days_in_trade: 2 }] }) },
      { shares_multiple: 1000 },
    ),
    m,
  );

const TIME_STOP = 'Time Stop: 3 days in the trade, past the 2-day limit';
const overVolumeNotes = (r: ReturnType<typeof run>) => r.diagnostics.notes.filter((n) => n.startsWith("Orders over the day's volume"));

describe("a covered short over its day's volume is said, not changed (audit 17 F1)", () => {
  it("names the call sold over its day volume in the trade's reason; an exit over a modeled volume is counted in the note only", () => {
    const r = run(market(8, 4));
    expect(r.trades).toHaveLength(1);
    const t = r.trades[0]!;
    expect([t.entry_position.quantity, t.exit_position?.quantity, t.exit_date]).toEqual([10, 10, EXIT_DAY]);
    expect(t.reason).toBe(
      `${TIME_STOP}. Opened more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-19 against a day volume of 8 (modeled): `
        + 'a fill this size at one price is optimistic',
    );
    expect(overVolumeNotes(r)).toEqual([
      "Orders over the day's volume, 1 entry and 1 exit: each traded more contracts of a leg than that contract's volume that day "
        + "(modeled volume on modeled quotes, the vendor's on imported ones) and filled whole at one price. Contracts are sized by the shares only "
        + '(a call: one per 100 held; a put: one per 100 asked, as far as the cash secures), not by volume, so a fill this size at one price is '
        + "optimistic; a real order that size would move the price or fill in part. An entry's reason says which legs, and an exit's on real quotes; "
        + 'an exit on modeled quotes is counted here only, as the model gives far out-of-the-money and deep in-the-money contracts little or no '
        + "volume, below what they trade on a liquid underlying. First entry: 2024-01-02: Opened more than the day's volume: 10 contracts of the "
        + 'short 105 call expiring 2024-01-19 against a day volume of 8 (modeled): a fill this size at one price is optimistic. First exit: '
        + "2024-01-05: Closed more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-19 against a day volume of 4 "
        + '(modeled): a fill this size at one price is optimistic.',
    ]);
  });

  it("names a call sold over a real (imported) day volume in the trade's reason, and the note counts the entry", () => {
    // The vendor's volume on the entry day: 7 contracts traded, 10 sold. The buy-back is within its volume.
    const r = run(importedDay(market(7, 5000), days[0]!));
    const t = r.trades[0]!;
    expect(t.entry_position.contract.quote_source).toBe('imported');
    expect([t.entry_position.quantity, t.exit_position?.quantity]).toEqual([10, 10]);
    expect(t.reason).toBe(
      `${TIME_STOP}. Opened more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-19 against a day volume of 7 `
        + '(real, from the imported chain): a fill this size at one price is optimistic',
    );
    const notes = overVolumeNotes(r);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Orders over the day's volume, 1 entry: each traded more contracts/);
    expect(notes[0]).toMatch(/First entry: 2024-01-02: Opened more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-19 against a day volume of 7 \(real, from the imported chain\): a fill this size at one price is optimistic\.$/);
    expect(notes[0]).not.toMatch(/First exit/);
  });

  it("an exit over a modeled day volume is counted in the note, and its trade's reason does not name it", () => {
    // Sold within the entry day's volume (5000), bought back over the exit day's modeled volume of 4.
    const r = run(market(5000, 4));
    const t = r.trades[0]!;
    expect(t.exit_position?.contract.quote_source ?? 'modeled').toBe('modeled');
    expect(t.reason).toBe(TIME_STOP);
    const notes = overVolumeNotes(r);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Orders over the day's volume, 1 exit: /);
    expect(notes[0]).toMatch(/First exit: 2024-01-05: Closed more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-19 against a day volume of 4 \(modeled\): a fill this size at one price is optimistic\.$/);
    expect(notes[0]).not.toMatch(/First entry/);
  });

  it("names a buy-back over a real (imported) day volume in the trade's reason", () => {
    const r = run(importedOn(market(5000, 4), EXIT_DAY));
    expect(r.trades[0]!.reason).toBe(
      `${TIME_STOP}. Closed more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-19 against a day volume of 4 `
        + '(real, from the imported chain): a fill this size at one price is optimistic',
    );
    expect(overVolumeNotes(r)[0]).toMatch(/^Orders over the day's volume, 1 exit: /);
  });

  it('changes no size and no number: on ample volume the same contracts trade for the same P&L, and nothing is said', () => {
    const thin = run(importedOn(market(8, 4), EXIT_DAY));
    const ample = run(importedOn(market(5000, 5000), EXIT_DAY));
    const numbers = (r: ReturnType<typeof run>) => r.trades.map((t) => [t.entry_position.quantity, t.entry_position.price, t.exit_position?.price, t.pnl]);
    expect(numbers(thin)).toEqual(numbers(ample));
    expect([thin.end_balance, thin.equity_curve]).toEqual([ample.end_balance, ample.equity_curve]);
    expect(ample.trades[0]!.reason).toBe(TIME_STOP);
    expect(overVolumeNotes(ample)).toEqual([]);
    // An order of exactly the day volume is within it.
    expect(run(importedOn(market(10, 10), EXIT_DAY)).trades[0]!.reason).toBe(TIME_STOP);
  });

  it("a roll says its close over a real volume in the rolled trade's reason and its new call sold over its volume in the next's", () => {
    // The 5 Jan 105 call sold at 1.00; at 0.40 on 3 Jan (real volume 3) 60% is captured: rolled to the
    // 12 Jan 105 call at 1.50 (volume 6), bought back at 0.45 at the range's end on 5 Jan. importedOn
    // marks the day's quotes, not its chain: the selection's (the call sold) stays modeled.
    const rows = [
      { date: '2024-01-02', expiry: '2024-01-05', price: 1, delta: 0.3, volume: 5000 },
      { date: '2024-01-03', expiry: '2024-01-05', price: 0.4, delta: 0.2, volume: 3 },
      { date: '2024-01-03', expiry: '2024-01-12', price: 1.5, delta: 0.3, volume: 6 },
      { date: '2024-01-04', expiry: '2024-01-05', price: 0.2, delta: 0.1, volume: 5000 },
      { date: '2024-01-04', expiry: '2024-01-12', price: 0.5, delta: 0.2, volume: 5000 },
      { date: '2024-01-05', expiry: '2024-01-05', price: 0, delta: 0.01, volume: 5000 },
      { date: '2024-01-05', expiry: '2024-01-12', price: 0.45, delta: 0.2, volume: 5000 },
    ];
    const m = createSyntheticMarket({
      bars: days.map((date) => ({ date, close: 100 })),
      quotes: rows.map((q) => ({ ...q, type: 'call' as const, strike: 105 })),
    });
    const roll = { DTE_offset: 6, roll_on_conditions: [{ type: 'take_profit_credit_capture' as const, tp_pct: 0.5 }], strike_target_condition: { type: 'delta' as const, delta: 0.3, tolerance: null }, max_rolls: 1 };
    const request = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 3, roll_config: roll }) }, { shares_multiple: 1000 });
    const [rolled, next] = runCoveredBacktest(request, importedOn(m, '2024-01-03')).trades;
    expect([rolled!.exit_scenario, rolled!.exit_date, rolled!.pnl, next!.pnl]).toEqual([4, '2024-01-03', 600, 1050]);
    expect(rolled!.reason).toMatch(
      /\(roll 1 of 1\)\. Closed more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-05 against a day volume of 3 \(real, from the imported chain\): a fill this size at one price is optimistic$/,
    );
    expect(next!.reason).toMatch(
      /^End of the backtest range \(2024-01-05\)[^.]*\.\d+\. Opened more than the day's volume: 10 contracts of the short 105 call expiring 2024-01-12 against a day volume of 6 \(modeled\): a fill this size at one price is optimistic$/,
    );
  });
});
