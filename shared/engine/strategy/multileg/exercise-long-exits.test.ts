import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest } from '../../testing/multileg-fixtures';
import type { OptionType } from '../../market/market-data';
import { runMultiLegBacktest } from './run-multileg';

// A long stock or ETF leg closed by a global exit or at the end of the range is American like the
// one an early assignment leaves (exercise-long.test.ts): it leaves at the better of its sale and its
// exercise (book.ts closeAtMarket). SPX options are European: they keep the fill.

const EXPIRY = '2024-01-19';

/**
 * One long 100 option bought on 2024-01-02 at 3.00 (0.5 delta, stock at 100). On 2024-01-04 the
 * stock closes 10 points in the money and the option is quoted 9.86/10.04 (mid 9.95) against an
 * intrinsic value of 10.
 */
function longOptionMarket(ticker: string, type: OptionType) {
  const closes = type === 'call' ? [100, 105, 110] : [100, 95, 90];
  const days = DAYS.slice(0, closes.length);
  return createSyntheticMarket({
    ticker,
    bars: days.map((date, i) => ({ date, close: closes[i]! })),
    quotes: days.map((date, i) =>
      i === 2
        ? { date, expiry: EXPIRY, type, strike: 100, price: 9.95, bid: 9.86, ask: 10.04, delta: type === 'call' ? 0.95 : -0.95 }
        : { date, expiry: EXPIRY, type, strike: 100, price: [3, 5.5][i]!, delta: type === 'call' ? 0.5 : -0.5 },
    ),
  });
}

/** `ticker` AMD for a stock: on the penny program's grid (chain-rules.ts PENNY_HISTORY), the one these fills are counted on. */
function run(ticker: string, type: OptionType, exits: object[], over: object = {}) {
  const legs = [{ side: 'long' as const, option_type: type, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: type === 'call' ? 0.5 : -0.5 } }];
  const request = multiLegRequest({ legs, price_source: 'mid', max_units_per_position: 1, global_exit_conditions: exits as never }, { ticker, ...over });
  return runMultiLegBacktest(request, longOptionMarket(ticker, type)).trades;
}

describe('global exits: a long stock or ETF leg is exercised rather than sold below intrinsic', () => {
  it.each([
    ['time stop', [{ type: 'time_stop', value: 2 }], 'time_stop'],
    ['profit target', [{ type: 'percentage_profit', value: 100 }], 'percentage_profit'],
  ])('%s', (_name, exits, scenario) => {
    const [t] = run('AMD', 'call', exits);
    expect([t!.exit_date, t!.exit_scenario]).toEqual(['2024-01-04', scenario]);
    expect(t!.exit_contracts.map((c) => [c.side, c.price])).toEqual([['long', 10]]);
    expect(t!.reason).toContain('Exercised rather than sold: the long 100 call (1 contract) at its intrinsic value $10.00 a share against the close 110.00, more than selling it at $9.95');
    // −300 paid + 1,000 exercised (sold at the 9.95 mid: +695).
    expect(t!.pnl).toBe(700);
  });

  it('sells it when the exercise\'s share commission outweighs the bid\'s discount', () => {
    // $0.06 a share: exercising nets 1,000 − 6 = 994, selling 995.
    const [t] = run('AMD', 'call', [{ type: 'time_stop', value: 2 }], { commission_per_share: 0.06 });
    expect(t!.exit_contracts.map((c) => c.price)).toEqual([9.95]);
    expect(t!.reason).not.toContain('Exercised');
    expect(t!.pnl).toBe(695);
  });

  it('names the contract commission the sale would pay', () => {
    const [t] = run('AMD', 'call', [{ type: 'time_stop', value: 2 }], { commission_per_contract: 0.65 });
    expect(t!.reason).toContain('at its intrinsic value $10.00 a share against the close 110.00, more than selling it at $9.95 less the $0.65 contract commission');
    // −300 − 0.65 at entry + 1,000 exercised (no contract commission on the exercise).
    expect(t!.pnl).toBe(699.35);
  });

  it('an SPX long (European) keeps its fill', () => {
    // Its fill: the 9.95 mid down to SPX's $0.10 tick from $3, 9.90 (fill-model.ts).
    const [t] = run('SPX', 'call', [{ type: 'time_stop', value: 2 }]);
    expect(t!.exit_contracts.map((c) => c.price)).toEqual([9.9]);
    expect(t!.reason).not.toContain('Exercised');
    expect(t!.pnl).toBe(690);
  });
});

describe('end of the backtest range: a long stock or ETF leg is exercised rather than sold below intrinsic', () => {
  it('a long put', () => {
    const [t] = run('AMD', 'put', []);
    expect([t!.exit_date, t!.exit_scenario]).toEqual(['2024-01-04', 'END_OF_RANGE']);
    expect(t!.exit_contracts.map((c) => [c.side, c.price])).toEqual([['long', 10]]);
    expect(t!.reason).toContain('Exercised rather than sold: the long 100 put (1 contract) at its intrinsic value $10.00 a share against the close 90.00, more than selling it at $9.95');
    expect(t!.pnl).toBe(700);
  });

  it('an SPX long put keeps its fill', () => {
    const [t] = run('SPX', 'put', []);
    expect(t!.exit_contracts.map((c) => c.price)).toEqual([9.9]);
    expect(t!.pnl).toBe(690);
  });
});

describe('margin call: a long stock or ETF leg is exercised rather than sold below intrinsic', () => {
  // Put ratio spread on a 4,000 account: long the 100 put at 4.00, short two 95 puts at 2.00 (no net
  // premium; entry margin 3,800). On 2024-01-03 the stock falls to 80: the equity is 2,995, the
  // requirement re-marked there 8,195 (the margin model's, as margin-call.ts reads it), and the long
  // 100 put is quoted 19.86/20.04 (mid 19.95) against an intrinsic value of 20.
  const days = DAYS.slice(0, 3);
  const market = (ticker: string) => createSyntheticMarket({
    ticker,
    bars: days.map((date, i) => ({ date, close: [100, 80, 80][i]! })),
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: [2, 15, 15][i]!, delta: -0.3 },
      i === 0
        ? { date, expiry: EXPIRY, type: 'put' as const, strike: 100, price: 4, delta: -0.5 }
        : { date, expiry: EXPIRY, type: 'put' as const, strike: 100, price: 19.95, bid: 19.86, ask: 20.04, delta: -0.95 },
    ]),
  });
  const legs = [{
    side: 'short' as const, option_type: 'put' as const, quantity: 2, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: -0.3 },
    children: [{ side: 'long' as const, option_type: 'put' as const, dte_target: 17, strike_offset: 5, strike_offset_tolerance: 0 }],
  }];
  const run = (ticker: string) =>
    runMultiLegBacktest(multiLegRequest({ legs, price_source: 'mid', max_units_per_position: 1, global_exit_conditions: [] }, { ticker, balance: 4_000 }), market(ticker)).trades[0]!;

  it('a stock or ETF long put', () => {
    const t = run('AMD');
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-03', 'MARGIN_CALL']);
    expect(t.exit_contracts.map((c) => [c.side, c.contract.strike, c.price])).toEqual([['short', 95, 15], ['long', 100, 20]]);
    expect(t.reason).toContain('Exercised rather than sold: the long 100 put (1 contract) at its intrinsic value $20.00 a share against the close 80.00, more than selling it at $19.95');
    // 0 net premium − 3,000 buying back the two 95s + 2,000 exercised (sold at the 19.95 mid: −1,005).
    expect(t.pnl).toBe(-1_000);
  });

  it('an SPX long put keeps its fill', () => {
    // The 19.95 mid down to SPX's $0.10 tick: 19.90.
    const t = run('SPX');
    expect(t.exit_contracts.map((c) => c.price)).toEqual([15, 19.9]);
    expect(t.pnl).toBe(-1_010);
  });
});

describe('a spread held to its value bounds is not exercised into a worse close', () => {
  // Bear call spread: short the 100 call at 2.00, long the 105 call at 0.50 ($150 credit). On
  // 2024-01-04 (time stop) the stock closes at 110: the short's mid is 10.10, the long's 4.97 against
  // an intrinsic value of 5, sold at 4.95 (down to the $0.05 tick from $3). Sold whole, the fills
  // value it at -5.15 a share, held to its width -5.00
  // (value-bounds.ts); exercising the long would net -5.10.
  const days = DAYS.slice(0, 3);
  const market = createSyntheticMarket({
    ticker: 'AMD',
    bars: days.map((date, i) => ({ date, close: [100, 105, 110][i]! })),
    quotes: days.flatMap((date, i) => [
      i === 2
        ? { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: 10.1, bid: 10, ask: 10.2, delta: 0.95 }
        : { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: [2, 5.5][i]!, delta: 0.5 },
      i === 2
        ? { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: 4.97, bid: 4.9, ask: 5.04, delta: 0.9 }
        : { date, expiry: EXPIRY, type: 'call' as const, strike: 105, price: [0.5, 2][i]!, delta: 0.2 },
    ]),
  });
  const legs = [{
    side: 'short' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.5 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 17, strike_offset: 5, strike_offset_tolerance: 0 }],
  }];

  it('sells both legs, the whole held to its width', () => {
    const t = runMultiLegBacktest(multiLegRequest({ legs, price_source: 'mid', max_units_per_position: 1, global_exit_conditions: [{ type: 'time_stop', value: 2 }] }), market).trades[0]!;
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-04', 'time_stop']);
    expect(t.exit_contracts.map((c) => c.price)).toEqual([10.1, 4.95]);
    expect(t.reason).not.toContain('Exercised');
    expect(t.reason).toContain('so it was priced at -$5.00');
    expect(t.pnl).toBe(150 - 500);
  });
});
