import { describe, expect, it } from 'vitest';
import { runMultiLegBacktest } from '../../engine/strategy/multileg/run-multileg';
import { createSyntheticMarket } from '../../engine/testing/synthetic-market';
import { multiLegRequest } from '../../engine/testing/multileg-fixtures';
import { analyticsInputOf } from '../analytics-input';
import { estimateAfterTax } from './after-tax';
import { exercisedLongLegs } from './exercised-longs';
import { exampleContract } from '../../contracts/test-support/examples';
import { BacktestResultSchema } from '../../contracts/results';

const EXPIRY = '2024-01-19';
const DATES = ['2023-01-03', '2023-07-03', '2024-01-05', EXPIRY] as const;

/**
 * A long 100 LEAPS option (call, or put) bought on 2023-01-03 at 5.00 with the stock at 100,
 * expiring 2024-01-19. On 2024-01-05 (367 days held) the stock closes at 120 (call; put: 80) and
 * the option is quoted 19.86/20.04 (mid 19.95) against an intrinsic value of 20; at expiration
 * the stock closes at `atExpiry`. `ticker` AMD: a stock on the penny program's grid (chain-rules.ts
 * PENNY_HISTORY), the one these fills are counted on.
 */
function leaps(ticker: string, exits: object[], atExpiry: number, over: object = {}) {
  const closes = [100, 110, 120, atExpiry];
  const market = createSyntheticMarket({
    ticker,
    bars: DATES.map((date, i) => ({ date, close: closes[i]! })),
    quotes: DATES.map((date, i) =>
      i === 2
        ? { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: 19.95, bid: 19.86, ask: 20.04, delta: 0.95 }
        : { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: [5, 12, 0, Math.max(0, atExpiry - 100)][i]!, delta: 0.5 }),
  });
  const legs = [{ side: 'long' as const, option_type: 'call' as const, dte_target: 381, target_strike_condition: { type: 'delta' as const, value: 0.5 } }];
  const request = multiLegRequest({ legs, price_source: 'mid', max_units_per_position: 1, global_exit_conditions: exits as never }, { ticker, ...over });
  return runMultiLegBacktest(request, market);
}

/**
 * The estimate of the run's first trade alone (the run may open another after it), on an account
 * whose only P&L it is: the year-end marks of the open position (taxed short term outside the
 * trades) are left out, so the year shows the trade's own character.
 */
const taxOf = (result: ReturnType<typeof leaps>) => {
  const [t] = analyticsInputOf(result).trades;
  const equity = [{ date: DATES[0], equity: 10_000 }, { date: t!.exitDate, equity: 10_000 + t!.pnl }];
  return estimateAfterTax({ regime: 'holding_period', shortTermRatePct: 35, longTermRatePct: 15, startBalance: 10_000, equity, trades: [t!] });
};
const firstExercised = (result: ReturnType<typeof leaps>) => analyticsInputOf(result).trades[0]!.exercisedPnl;

describe('a long option held over a year and exercised is taxed short term (the shares\' holding period starts at exercise)', () => {
  it('exercised at a time stop rather than sold: its P&L short term', () => {
    const result = leaps('AMD', [{ type: 'time_stop', value: 367 }], 120);
    const [t] = result.trades;
    expect([t!.exit_date, t!.exit_scenario, t!.pnl]).toEqual(['2024-01-05', 'time_stop', 1_500]);
    expect(t!.reason).toContain('Exercised rather than sold: the long 100 call (1 contract)');
    expect(firstExercised(result)).toBe(1_500);
    const y = taxOf(result).years.at(-1);
    // 1,500 short term at 35% (it read 1,500 long term at 15%: 225).
    expect([y!.shortTerm, y!.longTerm, y!.exercisedLongs, y!.tax]).toEqual([1_500, 0, 1_500, 525]);
  });

  it('reads the exercise from the exit leg\'s flag the engine writes, not from the reason\'s words: rewording them moves no estimate', () => {
    const result = leaps('AMD', [{ type: 'time_stop', value: 367 }], 120);
    expect(result.trades[0]!.exit_contracts.map((c) => c.exercised_at_close)).toEqual([true]);
    const reworded = { ...result, trades: result.trades.map((t) => ({ ...t, reason: t.reason.replace('Exercised rather than sold: ', 'Exercised instead of a sale: ') })) };
    expect(reworded.trades[0]!.reason).not.toContain('Exercised rather than sold');
    expect(firstExercised(reworded)).toBe(1_500);
    expect(taxOf(reworded)).toEqual(taxOf(result));
  });

  it('a result saved before the flag (its exit legs without exercised_at_close) reads the legs its reason names, and taxes as before', () => {
    const result = leaps('AMD', [{ type: 'time_stop', value: 367 }], 120);
    const unflag = (trades: typeof result.trades) => trades.map((t) => ({ ...t, exit_contracts: t.exit_contracts.map(({ exercised_at_close: _, ...leg }) => leg) }));
    // As saved then and loaded now (the schema adds no flag).
    const saved = BacktestResultSchema.parse(JSON.parse(JSON.stringify({ ...result, trades: unflag(result.trades) })));
    expect(saved.trades[0]!.exit_contracts.some((c) => 'exercised_at_close' in c)).toBe(false);
    expect(saved.trades[0]!.reason).toContain('Exercised rather than sold: the long 100 call (1 contract)');
    expect(firstExercised(saved)).toBe(1_500);
    expect(taxOf(saved)).toEqual(taxOf(result));
    // The words are what it read: without them too, no exercise (sold at a gain held over a year: long term).
    const neither = { ...saved, trades: saved.trades.map((t) => ({ ...t, reason: t.reason.replace('Exercised rather than sold: ', '') })) };
    expect(firstExercised(neither)).toBe(0);
  });

  it('sold at the time stop (a share commission makes the exercise net less): long term as before', () => {
    // $0.06 a share: exercising nets 2,000 − 6, selling 1,995.
    const result = leaps('AMD', [{ type: 'time_stop', value: 367 }], 120, { commission_per_share: 0.06 });
    expect(result.trades[0]!.reason).not.toContain('Exercised');
    expect(firstExercised(result)).toBe(0);
    const y = taxOf(result).years.at(-1);
    expect([y!.shortTerm, y!.longTerm, y!.exercisedLongs, y!.tax]).toEqual([0, 1_495, 0, 224.25]);
  });

  it('settled in the money at expiration (exercised by exception into shares): short term', () => {
    const result = leaps('AMD', [], 130);
    const [t] = result.trades;
    expect([t!.exit_date, t!.exit_scenario, t!.pnl]).toEqual([EXPIRY, 'EXPIRATION', 2_500]);
    expect(firstExercised(result)).toBe(2_500);
    const y = taxOf(result).years.at(-1);
    expect([y!.shortTerm, y!.longTerm, y!.exercisedLongs, y!.tax]).toEqual([2_500, 0, 2_500, 875]);
  });

  it('expired worthless: a lapse is no exercise (the option\'s own holding period decides)', () => {
    const result = leaps('AMD', [], 95);
    expect(result.trades.map((t) => [t.exit_scenario, t.pnl])).toEqual([['EXPIRATION', -500]]);
    expect(firstExercised(result)).toBe(0);
    expect(taxOf(result).years.map((y) => y.exercisedLongs)).toEqual([0, 0]);
  });

  it('an SPX long settled in the money at expiration is settled in cash, no exercise into shares: by its holding period', () => {
    const result = leaps('SPX', [], 130);
    expect(result.trades.map((t) => [t.exit_scenario, t.pnl])).toEqual([['EXPIRATION', 2_500]]);
    expect(firstExercised(result)).toBe(0);
  });
});

describe('exercisedLongLegs reads the legs a reason names', () => {
  const leg = (strike: number, type: 'call' | 'put', side: 'long' | 'short', quantity: number) => ({ contract: exampleContract({ id: 'NVDA240719P00094000', call_or_put: type, strike, expiry_date: '2024-07-19' }), side, quantity, price: 1 });
  const trade = (reason: string) => ({
    entry_contracts: [leg(99, 'put', 'short', 20), leg(94.5, 'put', 'long', 20), leg(316.6666666667, 'call', 'long', 3)],
    exit_contracts: [leg(99, 'put', 'short', 20), leg(94.5, 'put', 'long', 20), leg(316.66666666666669, 'call', 'long', 3)],
    exit_date: '2024-06-20', exit_scenario: 'time_stop', reason,
  });

  it('by strike (a split-adjusted one to a tenth of a cent), type and contracts; the sentence after the list is not read', () => {
    const named = 'Time Stop (days): 30 days held. Exercised rather than sold: the long 94.5 put (20 contracts) at its intrinsic value $4.50 a share against the close 90.00, more than selling it at $4.40; '
      + 'the long 316.666666667 call (3 contracts) at its intrinsic value $1.00 a share. Sold for nothing, no bid: the long 99 put (20 contracts), bid/ask $0.00/$0.03';
    expect([...exercisedLongLegs(trade(named))]).toEqual([1, 2]);
    // A short leg is never an exercised long, a leg named in another sentence is not one exercised.
    expect([...exercisedLongLegs(trade('Time Stop (days): 30 days held. Sold for nothing, no bid: the long 94.5 put (20 contracts), bid/ask $0.00/$0.03'))]).toEqual([]);
  });

  it('a trade whose legs carry the flag is read from the flags alone, whatever its reason names', () => {
    const named = 'Time Stop (days): 30 days held. Exercised rather than sold: the long 94.5 put (20 contracts) at its intrinsic value $4.50 a share; the long 316.666666667 call (3 contracts) at its intrinsic value $1.00 a share';
    const flagged = trade(named);
    flagged.exit_contracts = flagged.exit_contracts.map((leg, k) => (k === 2 ? { ...leg, exercised_at_close: true as const } : leg));
    expect([...exercisedLongLegs(flagged)]).toEqual([2]);
  });
});
