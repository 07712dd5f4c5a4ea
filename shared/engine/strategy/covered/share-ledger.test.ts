import { describe, expect, it } from 'vitest';
import type { OptionQuote, OptionType } from '../../market/market-data';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { cents } from '../../core/money';
import { CoveredLedger } from './ledger';

const quote = (type: OptionType, strike: number): OptionQuote => ({
  id: `SPY240216${type === 'call' ? 'C' : 'P'}00${strike}000`, call_or_put: type, strike, expiry_date: '2024-02-16',
  last_trade_price: 1, bid_price: 1, ask_price: 1, volume: 0, open_interest: 0, underlying_price: strike, delta: 0, gamma: 0,
  theta: 0, vega: 0, rho: 0, bid_implied_volatility: 0.2, ask_implied_volatility: 0.2,
});

const legConfig = coveredRequest({ start_type: 'covered_call', covered_call_config: leg() }).strategy.covered_call_config!;

function sell(ledger: CoveredLedger, type: OptionType, strike: number, price: number, contracts = 1): void {
  const entry = quote(type, strike);
  ledger.sell({ type, leg: legConfig, entry, entryDate: '2024-01-02', contracts, entryPrice: price, mark: price, entryCommission: 0.65, rolls: 0 });
}

/** Cash and shares marked at `close` less where the start balance went: the P&L the ledgers must explain. */
const booked = (l: CoveredLedger) => Math.round((l.trades.reduce((s, t) => s + t.pnl, 0) + l.dividendsReceived + l.interest.earned - l.interest.paid) * 100);

describe("the covered ledger's share ledger (share_pnl)", () => {
  it('a wheel: bought at the start, called away at its settlement value, bought at a put assignment, held and marked', () => {
    // 100 shares at 100 ($1 commission); the 105 call assigned with the close at 110: the trade
    // gives up the 5 of intrinsic value, so the shares go at 110 (the strike's 10,500 + 500): +999.
    const l = new CoveredLedger(10_000, 0);
    l.buyShares('2024-01-02', 100, 100, 1);
    sell(l, 'call', 105, 2);
    l.settle('2024-02-16', quote('call', 105), 5, 'assigned', 1);
    expect(l.shares).toBe(0);
    expect(l.sharePnl(110)).toBe(999);
    // The 100 put assigned with the close at 95: the shares cost the strike less the trade's 5, 95 each.
    sell(l, 'put', 100, 3);
    l.settle('2024-03-15', quote('put', 100), 5, 'assigned', 1);
    expect(l.shares).toBe(100);
    // Marked at 97: +200 on the shares still held, +999 realised.
    expect(l.sharePnl(97)).toBe(1199);
    l.receiveDividend('2024-03-20', 0.5);
    // Every cent of the account: its value at 97 less the 10,000 it started with.
    expect(booked(l) + Math.round(l.sharePnl(97) * 100)).toBe(Math.round((l.equity(97) - 10_000) * 100));
    // The lots say the same by year: the 999 realised short term, the 200 held unrealised, the dividend;
    // and the assigned options' P&L that is the shares' for tax (IRS Pub. 550). The call: amount
    // realised 10,500 + its 200 premium − 1.65 of commissions = 10,698.35, gain 697.35 on the 10,001
    // basis = 999 + its trade's −301.65. The put: basis 10,000 − 300 + 1.65 = 9,701.65, so marked at 97
    // the lot is −1.65 = 200 + its trade's −201.65.
    l.markShares('2024-03-20', 97);
    expect(l.lots.byYear()).toEqual([{
      year: 2024, realised_short_term: 999, realised_long_term: 0, unrealised: 200, held_long_term: 0, dividends: 50,
      assigned_options: { pnl: -503.3, realised_short_term: -301.65, realised_long_term: 0, unrealised: -201.65 },
      // The ledger is given no straddle treatment here (the engine's writeShort gives each call one).
      covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 0, deferred_losses: { short_term: 0, long_term: 0 } },
      // Each lot bought and sold, for the wash-sale rule (analytics/tax/wash-sales.ts): the call's gain 697.35 for tax;
      // the put assigned 28 days after it, a gain: nothing to wash.
      lots: {
        bought: [{ lot: 0, date: '2024-01-02', shares: 100 }, { lot: 1, date: '2024-03-15', shares: 100 }],
        sold: [{ lot: 0, date: '2024-02-16', shares: 100, of_lot: 1, gain: 697.35, long_term: false }],
      },
    }]);
    expect(l.trades.map((t) => t.pnl)).toEqual([-301.65, -201.65]);
    // For tax (Pub. 550): the call's gain on the amount realised, the put's lot on its basis.
    const [y] = l.lots.byYear();
    const taxed = [(y?.realised_short_term ?? NaN) + (y?.assigned_options?.realised_short_term ?? NaN), (y?.unrealised ?? NaN) + (y?.assigned_options?.unrealised ?? NaN)];
    expect(taxed.map(cents)).toEqual([cents(10_698.35 - 10_001), cents(97 * 100 - 9_701.65)]);
    // The assignments' stock commissions are in the trades' P&L, not in the shares' line.
    expect(l.trades.map((t) => t.commissions)).toEqual([1.65, 1.65]);
  });

  it("a split's cash in lieu and a sale's commission are the shares'; a cash-settled assignment moves no share", () => {
    const l = new CoveredLedger(15_150, 0);
    l.buyShares('2024-01-02', 101, 150);
    // 3-for-2: 151 shares and half a share paid at 100.
    l.splitShares('2024-01-10', 1.5, 100);
    expect(l.sharePnl(100)).toBe(-15_150 + 50 + 15_100);
    sell(l, 'call', 95, 2);
    // Index options settle in cash: the trade pays its intrinsic value, the holdings stay.
    l.settle('2024-02-16', quote('call', 95), 7, 'cash settled', 0, true);
    expect([l.shares, l.sharePnl(102)]).toEqual([151, -15_150 + 50 + 151 * 102]);
    l.sellShares('2024-03-01', 151, 102, 1.51);
    expect(l.sharePnl(0)).toBe(-15_150 + 50 + 151 * 102 - 1.51);
    expect(booked(l) + Math.round(l.sharePnl(0) * 100)).toBe(Math.round((l.equity(0) - 15_150) * 100));
  });
});
