/**
 * On a day the imported data cover, a contract the vendor file lacks is priced by the model only
 * with a flag: the engine end to end (market data → strategy → result) must name it in the trade's
 * reason and count it in the diagnostics, and mark the contract `quote_source: 'modeled'`. The
 * "vendor" chain is SPY's own modeled chain for January 2024 stored as an import would store it
 * (with bid/ask), then the same chain with the first trade's contract removed after its entry day.
 * Positions close by a time stop, a fill at the day's quote: a leg settled at expiration reads no
 * quote (its intrinsic value against the underlying), so it flags nothing (quote-provenance.ts).
 */
import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest } from '../../shared/engine';
import { spyModeledAsImported } from './testing/modeled-as-imported';

const START = '2024-01-02';
const END = '2024-01-31';

const request = BacktestRequestSchema.parse({
  ticker: 'SPY', start_date: START, end_date: END, balance: 100_000, min_volume: 0,
  strategy: {
    name: 'SPY short put', ticker: 'SPY', starting_balance: 100_000, min_volume: 0, max_margin_percentage_per_position: 100,
    legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 14, target_strike_condition: { type: 'delta', value: -0.3 }, entry_conditions: [] }],
    global_exit_conditions: [{ type: 'time_stop', value: 7 }],
  },
});

/** Every trading day of the run imported from the modeled chain, less the contracts `lacks` names on a day and the days `skip` names. */
const importedMarket = (lacks: (date: string, id: string) => boolean = () => false, skip: (date: string) => boolean = () => false) =>
  spyModeledAsImported(
    (bars) => bars.filter((b) => b.date >= START && b.date <= END && !skip(b.date)).map((b) => b.date),
    (q, date) => (!(q.ask_price > 0) || lacks(date, q.id) ? undefined : { bid: q.bid_price, ask: q.ask_price, last: null }),
  );

describe('a contract the imported data lack on a day they cover', () => {
  it('is priced from the vendor quotes when the data hold it (no flag)', async () => {
    const result = runMultiLegBacktest(request, await importedMarket());
    const first = result.trades[0];
    expect(first?.entry_date).toBe(START);
    expect(first?.entry_contracts[0]?.contract.quote_source).toBe('imported');
    expect(first?.exit_contracts[0]?.contract.quote_source).toBe('imported');
    expect(result.trades.some((t) => t.reason.includes('modeled quote'))).toBe(false);
    expect(result.diagnostics.notes.some((n) => n.includes('modeled quote'))).toBe(false);
  });

  it('is flagged in the trade reason and the diagnostics, and carries quote_source modeled, when the model prices it', async () => {
    const held = runMultiLegBacktest(request, await importedMarket()).trades[0]?.entry_contracts[0]?.contract.id ?? '';
    expect(held).toMatch(/^SPY\d{6}P/);
    // The vendor file lists the contract on its entry day only.
    const result = runMultiLegBacktest(request, await importedMarket((date, id) => id === held && date > START));
    const first = result.trades[0];
    expect(first?.entry_contracts[0]?.contract).toMatchObject({ id: held, quote_source: 'imported' });
    const exit = first?.exit_contracts[0]?.contract;
    expect(exit).toMatchObject({ id: held, quote_source: 'modeled' });
    // Its prices may also have been held to the real neighbouring strikes' (market/real-neighbour-bound.ts): the flag then says so.
    expect(first?.reason).toMatch(new RegExp(`\\[modeled quote on an imported day, the imported chain lacks it: ${held} on ${first?.exit_date}( \\(prices held to that day's real quotes of the neighbouring strikes\\))?\\]`));
    expect(result.diagnostics.notes).toContainEqual(expect.stringMatching(/^1 trade used a modeled quote on a day the imported chain covers/));
    expect(result.data_source).not.toBe('modeled');
  });

  it('on a trading day inside the imported span that the data lack entirely, is flagged too', async () => {
    const full = runMultiLegBacktest(request, await importedMarket()).trades[0];
    const exitDay = full?.exit_date ?? '';
    expect(exitDay > START && exitDay < END).toBe(true);
    // The vendor file skips the first trade's exit day, a day between its first and last days.
    const result = runMultiLegBacktest(request, await importedMarket(undefined, (date) => date === exitDay));
    const first = result.trades[0];
    expect(first?.exit_date).toBe(exitDay);
    const exit = first?.exit_contracts[0]?.contract;
    expect(exit?.quote_source).toBe('modeled');
    expect(first?.reason).toContain(`[modeled quote on a day inside the imported data's span that they lack entirely: ${exit?.id} on ${exitDay}]`);
    // The next trade opens that same day, on model quotes too: both are flagged, and only they.
    const touching = result.trades.filter((t) => t.entry_date === exitDay || t.exit_date === exitDay);
    expect(touching.length).toBe(2);
    for (const t of result.trades) expect(t.reason.includes("inside the imported data's span")).toBe(touching.includes(t));
    expect(result.diagnostics.notes).toContainEqual(expect.stringMatching(/^2 trades used modeled quotes on trading days inside the imported data's span that it lacks entirely/));
  });
});
