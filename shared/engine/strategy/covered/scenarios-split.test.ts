import { describe, expect, it } from 'vitest';
import { CoveredBacktestResultSchema } from '../../../contracts';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';
import { CoveredLedger } from './ledger';
import type { OptionQuote } from '../../market/market-data';

/**
 * A 4-for-1 split on Thu 2024-01-04 while a covered call is open (prices as they traded: 400 before,
 * ~100 after). 400 shares; 4 contracts of the 420 call sold Tue at 2.00, expiring Fri 01-12.
 */
const market = (friClose: number) =>
  createSyntheticMarket({
    bars: [
      { date: '2024-01-02', close: 400 },
      { date: '2024-01-03', close: 404 },
      { date: '2024-01-04', open: 101, close: 102 },
      { date: '2024-01-05', close: 103 },
      { date: '2024-01-08', close: 103 },
      { date: '2024-01-09', close: 103 },
      { date: '2024-01-10', close: 103 },
      { date: '2024-01-11', close: 104 },
      { date: '2024-01-12', close: friClose },
    ],
    splits: [{ date: '2024-01-04', ratio: 4 }],
    quotes: [
      { date: '2024-01-02', expiry: '2024-01-12', type: 'call', strike: 420, price: 2.0, delta: 0.3 },
      { date: '2024-01-03', expiry: '2024-01-12', type: 'call', strike: 420, price: 2.4, delta: 0.3 },
      // From the split on, the adjusted contract is the 105 call (420 / 4).
      ...['2024-01-04', '2024-01-05', '2024-01-08', '2024-01-09', '2024-01-10', '2024-01-11'].map((date, i) => ({
        date, expiry: '2024-01-12', type: 'call' as const, strike: 105, price: [0.6, 0.5, 0.4, 0.3, 0.2, 0.1][i] ?? 0, delta: 0.2,
      })),
      { date: '2024-01-12', expiry: '2024-01-12', type: 'call', strike: 105, price: Math.max(0, friClose - 105), delta: 0.1 },
    ],
  });

const strategy = { start_type: 'covered_call' as const, min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 10 }) };

describe('a split during a covered call (as traded, OCC-adjusted)', () => {
  it('multiplies the shares, adjusts the contract, and the equity does not jump', () => {
    const result = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 400, end_date: '2024-01-11' }), market(104));
    // The start buys 400 real shares at 400: $160,000.
    expect(result.start_balance).toBe(160_000);
    const t = result.trades[0]!;
    expect(t.entry_position).toMatchObject({ quantity: 4, price: 2 });
    expect(t.entry_position.contract.strike).toBe(420);
    expect(t.entry_position.contract.id).toBe('TEST240112C00420000');
    // Closed at the end of the range: 16 contracts of the 105 call at 0.10.
    expect(t.exit_position).toMatchObject({ quantity: 16, price: 0.1 });
    expect(t.exit_position?.contract.strike).toBe(105);
    expect(t.exit_position?.contract.id).toBe('TEST240112C00105000');
    expect(t.reason).toContain('4-for-1 split on 2024-01-04: OCC adjusted 4 contracts of the 420 call to 16 of the 105 call');
    // Premium 2.00 × 100 × 4 = 800; bought back 0.10 × 100 × 16 = 160.
    expect(t.pnl).toBe(640);
    expect(t.premium_received).toBe(800);
    // Cash after the sale: 800. Equity = cash + shares × close − contracts × 100 × mark.
    const eq = Object.fromEntries(result.equity_curve);
    expect(eq['2024-01-03']).toBe(800 + 400 * 404 - 4 * 100 * 2.4); // 161,440
    expect(eq['2024-01-04']).toBe(800 + 1600 * 102 - 16 * 100 * 0.6); // 163,040: 1,600 shares after the split
    expect(eq['2024-01-11']).toBe(800 - 160 + 1600 * 104); // 167,040
    expect(result.diagnostics.notes).toContain('4-for-1 split on 2024-01-04: 400 shares became 1,600.');
    // The benchmark is in first-day units: 102 × 4 on the split day, no jump.
    expect(Object.fromEntries(result.benchmark_prices)['2024-01-04']).toBe(408);
    expect(() => CoveredBacktestResultSchema.parse(result)).not.toThrow();
  });

  it('assigns the adjusted contracts at the divided strike: 1,600 shares called away at 105', () => {
    const result = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 400 }), market(107));
    const t = result.trades[0]!;
    expect(t.exit_scenario).toBe(3);
    // Premium 800 − intrinsic (107 − 105) × 100 × 16 = 3,200.
    expect(t.pnl).toBe(800 - 3_200);
    expect(t.reason).toContain('1,600 shares called away at 105');
    // Without the wheel the 1,600 shares (shares_multiple in today's shares) are bought back at 107.
    expect(t.reason).toContain('1,600 shares are bought back at the close 107.00');
    // cash 800 + 1600 × 105 − 1600 × 107 + 1600 × 107 held.
    expect(result.end_balance).toBe(800 + 1600 * 105);
  });

  it('carries the adjusted position in the fields, so an assignment after a split reconciles from them (audit 6, N10)', () => {
    const t = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 400 }), market(107)).trades[0]!;
    // The entry stays as sold (4 × the 420 call at 2.00); what was held from the split on is beside it.
    expect(t.entry_position).toMatchObject({ quantity: 4, price: 2 });
    expect(t.split_adjusted).toEqual({ contracts: 16, strike: 105, shares_per_contract: 100 });
    const a = t.split_adjusted!;
    expect(t.settlement_price).toBe(2);
    expect(t.premium_received - t.settlement_price! * a.shares_per_contract * a.contracts - (t.commissions ?? 0)).toBe(t.pnl);
    // A trade no split touched carries no such field.
    const plain = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 400, end_date: '2024-01-03' }), market(107)).trades[0]!;
    expect(plain).not.toHaveProperty('split_adjusted');
  });

  it('a ratio that is not whole keeps the contracts and changes their deliverable', () => {
    const m = market(104);
    const odd = {
      ...m,
      splits: [{ date: '2024-01-04', ratio: 1.5 }],
      // The 105 rows stand in for the adjusted 280 call (420 / 1.5) after the split.
      options: { ...m.options, quote: (date: string, expiry: string, type: 'call' | 'put', strike: number) => m.options.quote(date, expiry, type, strike === 280 ? 105 : strike) },
    };
    const result = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 100, end_date: '2024-01-05' }), odd);
    expect(result.diagnostics.notes).toContain('3-for-2 split on 2024-01-04: 100 shares became 150.');
    const t = result.trades[0]!;
    expect(t.reason).toContain('OCC adjusted 1 contract of the 420 call: each now delivers 150 shares at 280 a share');
    expect(t.exit_position?.quantity).toBe(1);
    // Premium 2.00 × 100 = 200; closed at 0.50 × 150 shares = 75.
    expect(t.pnl).toBe(200 - 75);
    // The fields say it: 1 contract of the 280 call delivering 150 shares.
    expect(t.split_adjusted).toEqual({ contracts: 1, strike: 280, shares_per_contract: 150 });
    expect(t.premium_received - t.exit_position!.price * t.split_adjusted!.shares_per_contract * t.split_adjusted!.contracts).toBe(t.pnl);
  });
});

/**
 * AAPL's 7-for-1 of 2014-06-09 (prices as they traded: ~645 before, ~92 after): OCC listed the
 * adjusted June 645 call as the 92.14 call (645 / 7 = 92.142857 rounded to the cent; LEAN's real
 * chain of that day lists 92.14). The adjusted contract is the one the chain quotes, and an
 * assignment delivers at 92.14. Without the rounding the run held a 92.142857 call no chain lists.
 */
const sevenForOne = (friClose: number) =>
  createSyntheticMarket({
    bars: [
      { date: '2014-06-05', close: 645 },
      { date: '2014-06-06', close: 645 },
      { date: '2014-06-09', open: 92, close: 93 },
      { date: '2014-06-10', close: 93 },
      { date: '2014-06-11', close: 93 },
      { date: '2014-06-12', close: 93 },
      { date: '2014-06-13', close: friClose },
    ],
    splits: [{ date: '2014-06-09', ratio: 7 }],
    quotes: [
      { date: '2014-06-05', expiry: '2014-06-13', type: 'call', strike: 650, price: 3.5, delta: 0.3 },
      { date: '2014-06-06', expiry: '2014-06-13', type: 'call', strike: 650, price: 3.6, delta: 0.3 },
      // The listed adjusted series only (as a real chain lists it): 650 / 7 = 92.857143 → 92.86.
      ...['2014-06-09', '2014-06-10', '2014-06-11', '2014-06-12'].map((date, i) => ({
        date, expiry: '2014-06-13', type: 'call' as const, strike: 92.86, price: [0.9, 0.8, 0.7, 0.6][i] ?? 0, delta: 0.4,
      })),
      { date: '2014-06-13', expiry: '2014-06-13', type: 'call', strike: 92.86, price: Math.max(0, friClose - 92.86), delta: 0.5 },
    ],
  });

describe('a whole-number split adjusts the strike to the cent, as OCC lists it', () => {
  it('7-for-1: 1 contract of the 650 call becomes 7 of the 92.86 call, read from its quotes', () => {
    const result = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 100, start_date: '2014-06-05', end_date: '2014-06-12' }), sevenForOne(93));
    const t = result.trades[0]!;
    expect(t.reason).toContain('7-for-1 split on 2014-06-09: OCC adjusted 1 contract of the 650 call to 7 of the 92.86 call');
    expect(t.exit_position?.contract.strike).toBe(92.86);
    expect(t.exit_position?.contract.id).toBe('TEST140613C00092860');
    // Sold at 3.50 (100 shares); bought back at the 92.86 call's 0.60 × 700 shares.
    expect(t.exit_position).toMatchObject({ quantity: 7, price: 0.6 });
    expect(t.pnl).toBe(350 - 420);
    // Marked at the listed series' quotes: 06-10 equity = 350 + 700 × 93 − 7 × 100 × 0.80.
    expect(Object.fromEntries(result.equity_curve)['2014-06-10']).toBe(350 + 700 * 93 - 560);
  });

  it('assigns at the listed 92.86, not 92.857143', () => {
    const result = runCoveredBacktest(coveredRequest(strategy, { shares_multiple: 100, start_date: '2014-06-05' }), sevenForOne(95));
    const t = result.trades[0]!;
    expect(t.exit_scenario).toBe(3);
    expect(t.reason).toContain('700 shares called away at 92.86');
    // Premium 350 − intrinsic (95 − 92.86) × 700 = 1,498.
    expect(t.pnl).toBeCloseTo(350 - 1_498, 2);
  });
});

describe('CoveredLedger.splitShares', () => {
  it('pays the fraction a ratio leaves in cash (cash in lieu)', () => {
    // Bought, so the share lots hold the 101 shares whose fraction the split sells.
    const ledger = new CoveredLedger(101 * 90, 0);
    ledger.buyShares('2024-01-02', 101, 90);
    // 101 × 1.5 = 151.5: 151 shares and 0.5 × 60 = $30 in cash.
    expect(ledger.splitShares('2024-02-01', 1.5, 60)).toEqual({ before: 101, after: 151, cashInLieu: 30 });
    expect(ledger.shares).toBe(151);
    expect(ledger.cash).toBe(30);
  });
});

describe('CoveredLedger.settle: a deliverable a split left fractional', () => {
  // 100 shares × 1.998 = 199 shares and cash for 0.8 (GOOGL's class C distribution of 2014); the
  // 1005 call now delivers 199.8 shares at 1005 / 1.998 = 503.003003 a share.
  const adjusted = (type: 'call' | 'put') => {
    const ledger = new CoveredLedger(0, 0);
    ledger.buyShares('2014-02-03', 199, 500);
    const quote = { id: `GOOGL140417${type === 'call' ? 'C' : 'P'}01005000`, call_or_put: type, strike: 503.003003, expiry_date: '2014-04-17' } as OptionQuote;
    ledger.sell({ type, leg: {} as never, entry: quote, entryDate: '2014-02-03', contracts: 1, entryPrice: 10, entryCommission: 0, rolls: 0, mark: 10 });
    if (ledger.open) ledger.open.deliverable = 199.8;
    return { ledger, quote, cash: ledger.cash };
  };

  it('an assigned call delivers the 199 whole shares held and pays the 0.8 share in cash at the close', () => {
    const { ledger, quote, cash } = adjusted('call');
    // Close 543.34: intrinsic 40.336997; 199.8 × 503.003003 = 100,500 received, 0.8 × 543.34 = 434.67 paid.
    ledger.settle('2014-04-17', quote, 543.34 - 503.003003, 'assigned');
    expect(ledger.shares).toBe(0);
    expect(ledger.cash).toBeCloseTo(cash + 100_500 - 434.67, 2);
  });

  it('an assigned put takes 199 whole shares and receives the 0.8 share in cash at the close', () => {
    const { ledger, quote, cash } = adjusted('put');
    ledger.settle('2014-04-17', quote, 503.003003 - 480, 'assigned');
    expect(ledger.shares).toBe(199 + 199);
    expect(ledger.cash).toBeCloseTo(cash - 100_500 + 0.8 * 480, 2);
  });
});

