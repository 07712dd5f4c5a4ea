import { describe, expect, it } from 'vitest';
import type { Dividend } from '../../market/market-data';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

// A bull put spread to 2024-06-21: short the 100 put at 5.00, long the 95 put at 3.00 ($200 credit),
// the stock at 110. It falls to 60 the next day: the 100 put is 40.00, its exercise value, the 100
// call 0.05; at 5% the strike paid now earns 100 × (1 − e^(−0.05 × 170/365)) = 2.30 a share by
// expiry, more than the call and the dividends expected (none): the short put's holder exercises.
const EXPIRY = '2024-06-21';
const DATES = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
const CLOSES = [110, 60, 62, 63];

function market(ticker = 'TEST', dividends: Dividend[] = []) {
  return createSyntheticMarket({
    ticker,
    dividends,
    bars: DATES.map((date, i) => ({ date, close: CLOSES[i]! })),
    rate: 0.05,
    quotes: DATES.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 100, price: i === 0 ? 5 : 100 - CLOSES[i]!, delta: i === 0 ? -0.3 : -1 },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: i === 0 ? 3 : 95 - CLOSES[i]!, delta: i === 0 ? -0.2 : -1 },
      { date, expiry: EXPIRY, type: 'call' as const, strike: 100, price: i === 0 ? 15 : 0.05, delta: i === 0 ? 0.7 : 0.01 },
    ]),
  });
}

const request = (ticker = 'TEST') =>
  multiLegRequest({ legs: putCreditSpreadLegs(5).map((l) => ({ ...l, dte_target: 170, children: l.children?.map((c) => ({ ...c, dte_target: 170 })) })), max_units_per_position: 1 }, { ticker });

describe("early exercise of a spread's short put", () => {
  it('settles the short put at its intrinsic value at the close it trades at its exercise value, the long leg at its price', () => {
    const t = runMultiLegBacktest(request(), market()).trades[0]!;
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-03', 'ASSIGNMENT']);
    expect(t.reason).toBe(
      "Early exercise of the 100 put: the interest on the strike to expiry $2.30 exceeds what exercising gives up, the 100 call's $0.05 " +
        'and the dividends expected before expiry $0.00, together $0.05: the put trades at its exercise value (close 60.00, strike 100); ' +
        'the short 100 put was assigned: 100 shares put to the account at 100, settled at its intrinsic value $40.00 a share against ' +
        'this close, as if sold at this close: the put trades at its exercise value, and a trader sells short here the shares its ' +
        "exercise will deliver; the position's other legs closed at the " +
        "day's prices; the notice arrives the next morning: no new position before the next trading day. " +
        // The long 95 sold, the 100 shares put to the account are closed: named at $0 a share too (audit 16 F3).
        'The 100 shares the exercise or assignment left long were sold at the close 60.00 (no commission)',
    );
    expect(t.exit_contracts.map((c) => [c.side, c.contract.strike, c.price])).toEqual([['short', 100, 40], ['long', 95, 35]]);
    // 200 credit − 4,000 + 3,500: the spread's full width lost, as at expiry below 95.
    expect(t.pnl).toBe(-300);
    // The short put settled early says so on its exit leg; the long sold at its price does not.
    expect(t.exit_contracts.map((c) => c.assigned_early)).toEqual([true, undefined]);
  });

  it('waits for a dividend expected the next day that pays more than the interest on the strike until it', () => {
    // Wednesday projects Thursday's 1.00 (1.00 quarterly, last ex 2023-10-05): a day's interest on 100 is 0.014.
    // Exercised on Thursday, its ex-date, when the next one (04-04, 0.99) pays less than the 1.24 until it.
    const dividends = [{ exDate: '2023-07-06', amount: 1 }, { exDate: '2023-10-05', amount: 1 }, { exDate: '2024-01-04', amount: 1 }];
    const t = runMultiLegBacktest(request(), market('TEST', dividends)).trades[0]!;
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-04', 'ASSIGNMENT']);
    expect(t.exit_contracts.map((c) => [c.side, c.contract.strike, c.price])).toEqual([['short', 100, 38], ['long', 95, 33]]);
  });

  it('never on SPX (European): the spread is held', () => {
    const t = runMultiLegBacktest(request('SPX'), market('SPX')).trades[0]!;
    expect(t.reason).not.toContain('Early exercise');
    expect(t.exit_date).toBe('2024-01-05');
  });
});
