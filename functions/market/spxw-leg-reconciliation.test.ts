import { describe, expect, it } from 'vitest';
import type { Trade } from '../../shared/contracts';
import { reconcileLegs, reconciliationLine, tradeLegsLine } from './spxw-leg-reconciliation';

const contract = (strike: number, last: number) => ({
  id: `SPXW180131C0${strike}000`, call_or_put: 'call' as const, strike, expiry_date: '2018-01-31', last_trade_price: last,
  bid_price: 0, ask_price: 0, volume: 0, open_interest: 0, underlying_price: 2800, delta: 0.5, gamma: 0, theta: 0, vega: 0, rho: 0,
  bid_implied_volatility: 0, ask_implied_volatility: 0,
});

/** A short call spread, 2 units: short 2800 sold at 5.00, long 2810 bought at 2.00, both closed at `exits`. */
function spread(exits: [number, number], pnl: number, reason = 'expiration'): Trade {
  return {
    entry_date: '2018-01-02', exit_date: '2018-01-09', pnl, commissions: 5.2, reason, exit_scenario: 'x',
    entry_contracts: [
      { contract: contract(2800, 6.3), side: 'short', quantity: 2, price: 5 },
      { contract: contract(2810, 2), side: 'long', quantity: 2, price: 2 },
    ],
    exit_contracts: [
      { contract: contract(2800, 9), side: 'short', quantity: 2, price: exits[0] },
      { contract: contract(2810, 3), side: 'long', quantity: 2, price: exits[1] },
    ],
  } as unknown as Trade;
}

describe('legs against the trade P&L', () => {
  it('counts a trade whose legs add up, a close held to its bounds by the stated gap, and one that adds up to neither', () => {
    // Legs: short (5 − 8) × 200 = −600, long (4 − 2) × 200 = +400: −200, less 5.20 of commissions.
    const toTheCent = spread([8, 4], -205.2);
    // Legs −1,600 (exit value −(12 − 1) = −11 a share); booked at the bound −10 from a 3.00 credit: −1,400 − 5.20; gap 1 × 100 × 2 units.
    const held = spread([12, 1], -1405.2, "percentage_loss: the legs' fills valued the position at -11.00 a share, outside what it can be worth at expiration (-10.00 to 0.00), so it was priced at -10.00");
    const wrong = spread([8, 4], -195.2);
    // Today's reasons write the prices in dollars; one off by more than its rounding is not explained by them.
    const heldInDollars = spread([12, 1], -1405.2, "Stop Loss (%): loss $1,405.20. Closed: the legs' fills valued the position at -$11.00 a share, outside what it can be worth at expiration (-$10.00 to $0.00), so it was priced at -$10.00");
    expect(reconcileLegs([heldInDollars]).heldToBoundsMatchingGap).toBe(1);
    const wrongGapInDollars = spread([12, 1], -1405.2, "Closed: the legs' fills valued the position at -$11.50 a share, outside what it can be worth at expiration (-$10.00 to $0.00), so it was priced at -$10.00");
    expect(reconcileLegs([wrongGapInDollars]).unexplained).toBe(1);
    const r = reconcileLegs([toTheCent, held, wrong]);
    expect(r).toEqual({
      trades: 3, toTheCent: 1, heldToBoundsMatchingGap: 1, unexplained: 1,
      // At the vendor's lasts: short (6.30 − 9) × 200 = −540, long (3 − 2) × 200 = +200: −340 − 5.20 against −205.20.
      worstAtLastPrices: 140,
    });
    expect(reconciliationLine('x', r)).toBe("x: trades 3 · legs − commissions = pnl to the cent 1 · held to value bounds, off by the stated gap 1 · unexplained 1 · worst at the vendor's last prices (to-the-cent trades) $140.00");
  });

  it('reads a leg a split adjusted in the shares its split_adjusted states (a whole-number split rounds the strikes to the cent)', () => {
    // The 3-for-1 of multileg/split.test.ts: 1 × 950/890 at 12.00/3.00, adjusted to 3 × 316.67/296.67
    // and closed at 2.00/0.50: 900 − 450 = 450. From the strikes alone a contract reads 99.999 shares: 450.01.
    const leg = (strike: number, after: number, side: 'short' | 'long', entry: number, exit: number) => ({
      entry: { contract: contract(strike, entry), side, quantity: 1, price: entry, split_adjusted: { contracts: 3, strike: after, shares_per_contract: 100 } },
      exit: { contract: contract(after, exit), side, quantity: 3, price: exit },
    });
    const legs = [leg(950, 316.67, 'short', 12, 2), leg(890, 296.67, 'long', 3, 0.5)];
    const trade = { ...spread([0, 0], 450), commissions: 0, entry_contracts: legs.map((l) => l.entry), exit_contracts: legs.map((l) => l.exit) } as unknown as Trade;
    expect(reconcileLegs([trade])).toMatchObject({ toTheCent: 1, unexplained: 0 });
    // Saved before the field: the cent the strikes' rounding costs is not explained.
    const saved = { ...trade, entry_contracts: trade.entry_contracts.map(({ split_adjusted: _, ...l }) => l) } as Trade;
    expect(reconcileLegs([saved])).toMatchObject({ toTheCent: 0, unexplained: 1 });
  });

  it('refuses a trade without its commissions or a leg without its fill instead of counting it', () => {
    const { commissions: _, ...old } = spread([8, 4], -205.2);
    expect(() => reconcileLegs([old as Trade])).toThrow('has no commissions');
    const noFill = spread([8, 4], -205.2);
    delete (noFill.exit_contracts[1] as { price?: number }).price;
    expect(() => reconcileLegs([noFill])).toThrow('leg 2 has no exit fill');
  });

  it('writes a trade\'s legs with their fills and dollars', () => {
    expect(tradeLegsLine('x', spread([8, 4], -205.2))).toBe('x 2018-01-02..2018-01-09: pnl −$205.20 · SHORT 2× CALL 2800 @ 5 → 8 −$600.00 · LONG 2× CALL 2810 @ 2 → 4 +$400.00');
  });
});
