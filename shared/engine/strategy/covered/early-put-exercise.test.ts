import { describe, expect, it } from 'vitest';
import type { Dividend } from '../../market/market-data';
import { createSyntheticMarket, type QuoteRow } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

// A 100 put to 2024-06-21 sold Tue 2024-01-02 at 5.00 with the stock at 110; the stock falls to 60
// the next day, the put 40.00 (its exercise value), the 100 call 0.05. At 5% the strike paid now
// instead of at expiry (170 days) earns 100 × (1 − e^(−0.05 × 170/365)) = 2.30 a share, more than
// the call and the dividends expected before expiry: the put's holder exercises at that close.
const EXPIRY = '2024-06-21';
const DATES = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
const CLOSES = [110, 60, 62, 63];
const PUT = [5, 40, 38, 37];

function market(options: { dividends?: Dividend[]; call?: boolean; ticker?: string; putBid?: number } = {}) {
  const quotes: QuoteRow[] = DATES.flatMap((date, i) => {
    const rows: QuoteRow[] = [
      { date, expiry: EXPIRY, type: 'put', strike: 100, price: PUT[i]!, delta: i === 0 ? -0.3 : -1, ...(i === 1 && options.putBid !== undefined ? { bid: options.putBid } : {}) },
    ];
    if (options.call !== false) rows.push({ date, expiry: EXPIRY, type: 'call', strike: 100, price: i === 0 ? 15 : 0.05, delta: i === 0 ? 0.7 : 0.01 });
    return rows;
  });
  return createSyntheticMarket({
    ticker: options.ticker ?? 'TEST',
    bars: DATES.map((date, i) => ({ date, close: CLOSES[i]! })),
    quotes,
    rate: 0.05,
    dividends: options.dividends ?? [],
  });
}

const csp = (extra: object = {}) =>
  coveredRequest({
    start_type: 'cash_secured_put',
    min_volume_for_entry: 0,
    cash_secured_put_config: leg({ DTE_target: 170, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }),
    ...extra,
  }, { shares_multiple: 100 });

describe('early exercise of a short put: the interest on the strike against the same-strike call and the dividends', () => {
  it('a deep in-the-money put trading at its exercise value is assigned at that close; the shares are sold the next day', () => {
    const r = runCoveredBacktest(csp(), market());
    const t = r.trades[0]!;
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-03', 3]);
    expect(t.reason).toBe(
      "Early exercise of the 100 put: the interest on the strike to expiry $2.30 exceeds what exercising gives up, the 100 call's $0.05 " +
        'and the dividends expected before expiry $0.00, together $0.05: the put trades at its exercise value (close 60.00, strike 100); ' +
        '100 shares bought at 100; the notice arrives the next morning: no new position before the next trading day; ' +
        "without the wheel, the shares are sold at the next trading day's close",
    );
    // 5.00 × 100 credit − 40.00 × 100 intrinsic. Held to expiry it would have been marked at 37-40 instead.
    expect(t.pnl).toBe(-3_500);
    // No new put at the assignment's close (the notice comes the next morning); the 100 shares bought
    // at 100 are sold at Thursday's close, 62.
    expect(r.diagnostics.skipped_entries).toContainEqual({
      date: '2024-01-03',
      reason: 'cash-secured put: early assignment at this close: its notice arrives the next morning, so the next entry waits for the next trading day',
    });
    // 11,000 + 500 credit − 10,000 for the shares + 6,200 for them, and two days' interest at 5% (under $3).
    const thursday = r.equity_curve.find(([d]) => d === '2024-01-04')?.[1] ?? 0;
    expect(thursday).toBeGreaterThan(7_700);
    expect(thursday).toBeLessThan(7_703);
  });

  it('is not exercised while the dividends expected before expiry outweigh the interest on the strike', () => {
    // A 3.00 quarterly dividend gone ex on 2023-12-20 projects 2024-03-20 and 2024-06-19: about 5.9 ahead, over 2.30.
    const r = runCoveredBacktest(csp(), market({ dividends: [{ exDate: '2023-09-20', amount: 3 }, { exDate: '2023-12-20', amount: 3 }] }));
    expect(r.trades[0]!.reason).not.toContain('Early exercise');
    expect(r.trades[0]!.exit_date).toBe('2024-01-05');
  });

  it('waits for a dividend expected before expiry that pays more than the interest on the strike until it, and exercises after its ex-date', () => {
    // On Wednesday 01-03, 1.00 quarterly last gone ex on 2023-10-05 projects 2024-01-04 and 2024-04-04:
    // about 1.98 before expiry, with the call's 0.05 under the 2.30 of interest, so parity alone
    // exercised that day. But Thursday's 1.00 beats a day's interest on 100 (0.014): exercised on its
    // ex-date instead, the put held through the drop; then 04-04's 0.99 is under the 1.24 of interest
    // until it. (Thursday's dividend is read from Thursday on, as gone ex; Wednesday projects it.)
    const dividends = [{ exDate: '2023-07-06', amount: 1 }, { exDate: '2023-10-05', amount: 1 }, { exDate: '2024-01-04', amount: 1 }];
    const r = runCoveredBacktest(csp(), market({ dividends }));
    const t = r.trades[0]!;
    expect([t.exit_date, t.exit_scenario]).toEqual(['2024-01-04', 3]);
    expect(t.reason).toContain('Early exercise of the 100 put');
    expect(t.settlement_price).toBe(38);
  });

  it('without a call quote: exercised only when the put\'s bid is at or below its intrinsic value', () => {
    expect(runCoveredBacktest(csp(), market({ call: false })).trades[0]!.reason).toContain(
      "Early exercise of the 100 put: the interest on the strike to expiry $2.30 exceeds the put's remaining extrinsic value $0.00, and its bid $40.00 is at or below its intrinsic value $40.00",
    );
    // A buyer pays half a point over its exercise value each day: its holder sells it rather than exercise.
    const dear = runCoveredBacktest(csp(), createSyntheticMarket({
      bars: DATES.map((date, i) => ({ date, close: CLOSES[i]! })),
      quotes: DATES.map((date, i) => ({ date, expiry: EXPIRY, type: 'put' as const, strike: 100, price: i === 0 ? 5 : 100 - CLOSES[i]! + 0.5, delta: i === 0 ? -0.3 : -1 })),
      rate: 0.05,
    }));
    expect(dear.trades[0]!.reason).not.toContain('Early exercise');
  });

  it("reads the call at its midpoint: a last of 0.00 under a 0.01 ask does not exercise a put for a sub-cent interest the day before expiry", () => {
    // The 100 put to Thursday 2024-01-04, the stock at 60 on Wednesday; at 0.1% a day's interest on the strike is 0.0003.
    const dayBefore = (ask: number) => createSyntheticMarket({
      bars: DATES.slice(0, 3).map((date, i) => ({ date, close: CLOSES[i]! })),
      rate: 0.001,
      quotes: DATES.slice(0, 3).flatMap((date, i) => [
        { date, expiry: '2024-01-04', type: 'put' as const, strike: 100, price: i === 0 ? 1 : 100 - CLOSES[i]!, delta: i === 0 ? -0.3 : -1 },
        { date, expiry: '2024-01-04', type: 'call' as const, strike: 100, price: i === 0 ? 10 : 0, bid: i === 0 ? 10 : 0, ask: i === 0 ? 10 : ask },
      ]),
    });
    const last = coveredRequest({
      start_type: 'cash_secured_put',
      min_volume_for_entry: 0,
      price_source: 'last',
      cash_secured_put_config: leg({ DTE_target: 2, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }),
    }, { shares_multiple: 100 });
    expect(runCoveredBacktest(last, dayBefore(0.01)).trades[0]!.reason).toMatch(/^Assigned at expiration/);
    // Offered at 0.00 too, the call is worth nothing: the day's interest decides.
    expect(runCoveredBacktest(last, dayBefore(0)).trades[0]!.reason).toContain('Early exercise of the 100 put: the interest on the strike to expiry $0.0003');
  });

  it('never on SPX: European', () => {
    const r = runCoveredBacktest(csp(), market({ ticker: 'SPX' }));
    expect(r.trades[0]!.reason).not.toContain('Early exercise');
  });

  it('the wheel keeps the shares and writes its call from the next trading day', () => {
    const wheel = coveredRequest({
      wheel_enabled: true,
      start_type: 'cash_secured_put',
      min_volume_for_entry: 0,
      cash_secured_put_config: leg({ DTE_target: 170, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: null } }),
      covered_call_config: leg({ DTE_target: 170, strike_target_condition: { type: 'delta', delta: 0.01, tolerance: null } }),
    }, { shares_multiple: 100 });
    const r = runCoveredBacktest(wheel, market());
    expect(r.trades[0]!.exit_date).toBe('2024-01-03');
    expect(r.trades[0]!.reason).not.toContain('without the wheel');
    expect(r.trades[1]?.entry_date).toBe('2024-01-04');
    expect(r.trades[1]?.entry_position.contract.call_or_put).toBe('call');
  });
});
