import { describe, expect, it } from 'vitest';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { DAYS, oneContractMarket } from '../../testing/one-contract';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { runCoveredBacktest } from './run-covered';

describe('the wheel, hand-computed', () => {
  // Put 95 sold at 1.00 on Tue 2 Jan, assigned Fri 5 Jan at close 93; call 95 sold at 1.20 that
  // Friday, called away Fri 12 Jan at close 97.
  const market = createSyntheticMarket({
    bars: [
      { date: '2024-01-02', close: 100 },
      { date: '2024-01-03', close: 97 },
      { date: '2024-01-04', close: 95 },
      { date: '2024-01-05', close: 93 },
      { date: '2024-01-08', close: 94 },
      { date: '2024-01-09', close: 95 },
      { date: '2024-01-10', close: 96 },
      { date: '2024-01-11', close: 96 },
      { date: '2024-01-12', close: 97 },
    ],
    quotes: [
      { date: '2024-01-02', expiry: '2024-01-05', type: 'put', strike: 95, price: 1.0, delta: -0.3 },
      { date: '2024-01-02', expiry: '2024-01-05', type: 'put', strike: 90, price: 0.2, delta: -0.1 },
      { date: '2024-01-03', expiry: '2024-01-05', type: 'put', strike: 95, price: 1.5, delta: -0.45 },
      { date: '2024-01-04', expiry: '2024-01-05', type: 'put', strike: 95, price: 1.2, delta: -0.5 },
      { date: '2024-01-05', expiry: '2024-01-05', type: 'put', strike: 95, price: 2, delta: -1 },
      { date: '2024-01-05', expiry: '2024-01-12', type: 'call', strike: 95, price: 1.2, delta: 0.3 },
      { date: '2024-01-05', expiry: '2024-01-12', type: 'put', strike: 90, price: 0.5, delta: -0.3 },
      ...['2024-01-08', '2024-01-09', '2024-01-10', '2024-01-11', '2024-01-12'].map((date, i) => ({
        date,
        expiry: '2024-01-12',
        type: 'call' as const,
        strike: 95,
        price: [1.0, 1.1, 1.3, 1.2, 2][i]!,
        delta: 0.5,
      })),
    ],
  });
  const request = coveredRequest({
    wheel_enabled: true,
    start_type: 'cash_secured_put',
    min_volume_for_entry: 0,
    cash_secured_put_config: leg({ strike_target_condition: { type: 'delta', delta: -0.3, tolerance: 0.05 } }),
    covered_call_config: leg({ DTE_target: 7 }),
  });

  it('alternates put → assigned shares → call → called away, with cash P&L to the cent', () => {
    const result = runCoveredBacktest(request, market);
    expect(result.start_balance).toBe(10_000);
    expect(result.trades.map((t) => [t.entry_position.contract.call_or_put, t.exit_scenario])).toEqual([
      ['put', 3],
      ['call', 3],
    ]);
    const [put, call] = result.trades;
    expect(put!.pnl).toBe(100 - 200);
    expect(put!.reason).toContain('100 shares bought at 95');
    expect(call!.entry_date).toBe('2024-01-05');
    expect(call!.pnl).toBe(120 - 200);
    expect(call!.reason).toContain('100 shares called away at 95');
    // cash 10 000 + 100 − 9 500 + 120 + 9 500
    expect(result.end_balance).toBe(10_220);
    expect(result.equity_curve[3]).toEqual(['2024-01-05', 10_100 - 9_500 + 120 + 9_300 - 120]);
    expect(result.net_premium_received).toBe(220);
  });
});

describe('rolls', () => {
  // 105 call of 5 Jan sold at 1.00; at 0.40 on 3 Jan 60% is captured: rolled to the 12 Jan 105 call at 1.50.
  const market = oneContractMarket({
    expiry: '2024-01-05',
    closes: [100, 100, 100, 100],
    prices: [1, 0.4, 0.2, 0],
    extra: [
      { date: '2024-01-03', expiry: '2024-01-12', type: 'call', strike: 105, price: 1.5, delta: 0.3 },
      { date: '2024-01-04', expiry: '2024-01-12', type: 'call', strike: 105, price: 0.5, delta: 0.2 },
      { date: '2024-01-05', expiry: '2024-01-12', type: 'call', strike: 105, price: 0.45, delta: 0.2 },
    ],
  });
  const request = coveredRequest({
    start_type: 'covered_call',
    min_volume_for_entry: 0,
    covered_call_config: leg({
      DTE_target: 3,
      roll_config: {
        DTE_offset: 6,
        roll_on_conditions: [{ type: 'take_profit_credit_capture', tp_pct: 0.5 }],
        strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null },
        max_rolls: 1,
      },
    }),
  });

  it('buys back (ROLLED), sells the next contract, and stops at max_rolls', () => {
    const result = runCoveredBacktest(request, market);
    const [rolled, next] = result.trades;
    expect(rolled!.exit_scenario).toBe(4);
    expect(rolled!.exit_date).toBe('2024-01-03');
    expect(rolled!.pnl).toBe(60);
    expect(rolled!.reason).toMatch(/^Rolled on Credit Capture: 60\.00% of the \$1\.00 credit captured \(target 50\.00%; option marked at \$0\.40\); /);
    // The buyback's fill in dollars, as every other reason writes a fill (fillPriceText).
    expect(rolled!.reason).toContain('bought back at $0.40 and rolled to TEST240112C00105000 (roll 1 of 1)');
    expect(next!.entry_date).toBe('2024-01-03');
    expect(next!.entry_position.contract.expiry_date).toBe('2024-01-12');
    // 0.50 on 4 Jan captures 67% but no roll is left: held to the end of the range.
    expect(next!.exit_date).toBe('2024-01-05');
    expect(next!.exit_scenario).toBe(2);
    expect(next!.pnl).toBe(105);
    expect(result.net_premium_received).toBe(100 - 40 + 150 - 45);
  });
});

describe('dividends and early assignment', () => {
  // 95 call sold at 6.00 on 2 Jan; ex-date 4 Jan pays 1.00. On 3 Jan (the day before) the call is
  // 5.20 with the stock at 100 and the 95 put 0.10: the dividend beats what exercising gives up, the
  // put and the interest on the strike (no rate here), so the call is assigned early.
  const put = (price: number) => DAYS.slice(0, 4).map((date) => ({ date, expiry: '2024-01-19', type: 'put' as const, strike: 95, price, delta: -0.05 }));
  const base = { strike: 95, delta: 0.7, closes: [100, 100, 100, 100], dividends: [{ exDate: '2024-01-04', amount: 1 }], extra: put(0.1) };
  const request = coveredRequest({
    start_type: 'covered_call',
    wheel_enabled: true,
    min_volume_for_entry: 0,
    covered_call_config: leg({ DTE_target: 17, strike_target_condition: { type: 'delta', delta: 0.7, tolerance: null } }),
    cash_secured_put_config: leg({ DTE_target: 17, strike_target_condition: { type: 'delta', delta: -0.3, tolerance: 0.01 } }),
  });

  it('assigns an in-the-money call the day before the ex-date when the dividend exceeds its put and the interest on the strike', () => {
    const result = runCoveredBacktest(request, oneContractMarket({ ...base, prices: [6, 5.2, 5.1, 5.1] }));
    const t = result.trades[0]!;
    expect(t.exit_date).toBe('2024-01-03');
    expect(t.exit_scenario).toBe(3);
    expect(t.pnl).toBe(100);
    expect(t.reason).toContain('Early assignment before the ex-dividend date 2024-01-04: the $1.00 dividend exceeds');
    expect(t.reason).toContain("what exercising gives up, the 95 put's $0.10 and the interest on the strike to expiry $0.00, together $0.10");
    // Shares gone before the ex-date: no dividend. Cash 600 + 9 500; no put matches (diagnostics say so).
    expect(result.end_balance).toBe(10_100);
    expect(result.diagnostics.skipped_entries[1]?.reason).toContain('cash-secured put: no put');
  });

  it('writes the wheel\'s next put no earlier than the next trading day: the assignment notice arrives that morning', () => {
    const result = runCoveredBacktest(request, oneContractMarket({ ...base, prices: [6, 5.2, 5.1, 5.1] }));
    expect(result.trades[0]!.reason).toContain('the notice arrives the next morning (the ex-date): no new position before the next trading day');
    expect(result.diagnostics.skipped_entries[0]).toEqual({
      date: '2024-01-03',
      reason: 'cash-secured put: early assignment at this close: its notice arrives the next morning, so the next entry waits for the next trading day',
    });
    expect(result.diagnostics.skipped_entries[1]?.date).toBe('2024-01-04');
  });

  it('outside the wheel, buys the shares back and writes the next call on the next trading day, not at the assignment\'s close', () => {
    const noWheel = coveredRequest({ ...request.strategy, wheel_enabled: false });
    // Assigned on 3 Jan at the close 100; the ex-date 4 Jan opens a dividend lower (close 99).
    const market = oneContractMarket({ ...base, closes: [100, 100, 99, 99], prices: [6, 5.2, 5.1, 5.1] });
    const result = runCoveredBacktest(noWheel, market);
    const [first, second] = result.trades;
    expect(first!.exit_date).toBe('2024-01-03');
    expect(first!.reason).toContain("without the wheel, 100 shares are bought back at the next trading day's close");
    // Without the rule the call was written again at the 3 Jan close (and assigned that night).
    expect(second!.entry_date).toBe('2024-01-04');
    expect(result.trades).toHaveLength(2);
    // Cash 600 + 9 500, shares rebought at 99 (no dividend: bought on the ex-date), the call sold
    // at 5.10 and bought back at 5.10 at the end: 10 100 − 9 900 + 9 900 of shares.
    expect(result.end_balance).toBe(10_100);
    expect(result.diagnostics.notes.join(' ')).not.toContain('Dividends received');
  });

  it('assigns a call written the day before the ex-date that night: its buyer may exercise it the day they bought it', () => {
    // Ex-date 3 Jan: the 95 call is sold on 2 Jan at 5.20 with the stock at 100 (extrinsic 0.20 < 1.00).
    const market = oneContractMarket({ ...base, dividends: [{ exDate: '2024-01-03', amount: 1 }], prices: [5.2, 5.2, 5.1, 5.1] });
    const t = runCoveredBacktest(request, market).trades[0]!;
    expect([t.entry_date, t.exit_date, t.exit_scenario]).toEqual(['2024-01-02', '2024-01-02', 3]);
    expect(t.reason).toContain('Early assignment before the ex-dividend date 2024-01-03: the $1.00 dividend exceeds');
  });

  it('keeps a call whose put and the interest on the strike are worth more than the dividend, though its extrinsic value is less', () => {
    // The same 5.20 call (extrinsic 0.20 under the 1.00 dividend) with the 95 put at 1.10 and a 5% rate:
    // exercising gives up 1.10 + 95 × (1 − e^(−0.05 × 16/365)) = 1.31 for 1.00. Its price already nets
    // the dividend (call − intrinsic = put − dividend + interest on the strike), so comparing the two
    // counted it twice: the holder keeps the call, and the shares receive the dividend.
    const market = oneContractMarket({ ...base, extra: put(1.1), prices: [6, 5.2, 5.1, 5.1] });
    const result = runCoveredBacktest(request, { ...market, riskFreeRate: () => 0.05 });
    expect(result.trades[0]!.exit_scenario).toBe(2);
    expect(result.trades[0]!.reason).not.toContain('Early assignment');
    expect(result.diagnostics.notes).toContain('Dividends received on shares held: $100.00.');
  });

  it('without a put quote, keeps a call whose bid is above its intrinsic value: it sells for more than exercising gives', () => {
    const result = runCoveredBacktest(request, oneContractMarket({ ...base, extra: [], prices: [6, 5.2, 5.1, 5.1] }));
    expect(result.trades[0]!.exit_scenario).toBe(2);
    expect(result.diagnostics.notes).toContain('Dividends received on shares held: $100.00.');
    // At its exercise value (bid 5.00 with the stock at 100), the same call is assigned.
    const atParity = runCoveredBacktest(request, oneContractMarket({ ...base, extra: [], prices: [6, 5, 5, 5] })).trades[0]!;
    expect([atParity.exit_date, atParity.exit_scenario]).toEqual(['2024-01-03', 3]);
    expect(atParity.reason).toContain("the $1.00 dividend exceeds the call's remaining extrinsic value $0.00, and its bid $5.00 is at or below its intrinsic value $5.00");
  });

  it('keeps the call when its extrinsic value exceeds the dividend, and the shares receive the dividend', () => {
    // Extrinsic 1.50 on 3 Jan: by put-call parity the 95 put is about 2.50.
    const result = runCoveredBacktest(request, oneContractMarket({ ...base, extra: put(2.5), prices: [6, 6.5, 6, 6] }));
    const t = result.trades[0]!;
    expect(t.exit_scenario).toBe(2);
    expect(t.reason).toContain('End of the backtest range');
    // cash 600 + dividend 100 − buy back 600 + shares 10 000
    expect(result.end_balance).toBe(10_100);
    expect(result.diagnostics.notes).toContain('Dividends received on shares held: $100.00.');
  });

  it('SPX index units receive the dividend too, and the note does not call them shares', () => {
    // The loader gives SPX SPY's dividends in index points (index-dividends.ts); no early assignment (European).
    const spx = { ...oneContractMarket({ ...base, prices: [6, 5.2, 5.1, 5.1] }), ticker: 'SPX' };
    const result = runCoveredBacktest({ ...request, ticker: 'SPX' }, spx);
    expect(result.trades[0]!.exit_scenario).toBe(2);
    expect(result.diagnostics.notes).toContain("Dividends received on index units held (SPY's dividends in index points): $100.00.");
  });
});

describe('entry rules', () => {
  it('enters only on allowed weekdays and says why a day had no trade', () => {
    const market = oneContractMarket({ closes: [100, 100, 100], prices: [1, 1, 1] });
    const onWednesday = coveredRequest({
      start_type: 'covered_call',
      min_volume_for_entry: 0,
      days_of_week: [2],
      covered_call_config: leg({ DTE_target: 17 }),
    });
    expect(runCoveredBacktest(onWednesday, market).trades[0]?.entry_date).toBe('2024-01-03');
    const tooFar = coveredRequest({
      start_type: 'covered_call',
      min_volume_for_entry: 0,
      covered_call_config: leg({ DTE_target: 17, strike_target_condition: { type: 'delta', delta: 0.1, tolerance: 0.05 } }),
    });
    const result = runCoveredBacktest(tooFar, market);
    expect(result.trades).toEqual([]);
    expect(result.diagnostics.skipped_entries).toEqual([
      { date: '2024-01-02', reason: 'covered call: no call within the 0.05 delta tolerance of delta 0.1' },
      { date: '2024-01-03', reason: 'covered call: no call within the 0.05 delta tolerance of delta 0.1' },
    ]);
  });

  it('skips contracts under the minimum volume or premium', () => {
    const market = oneContractMarket({ closes: [100, 100], prices: [1, 1] });
    const strategy = (over: object) => coveredRequest({ start_type: 'covered_call', covered_call_config: leg({ DTE_target: 17 }), ...over });
    expect(runCoveredBacktest(strategy({ min_volume_for_entry: 5000 }), market).diagnostics.skipped_entries[0]?.reason).toBe(
      'covered call: no call with a volume of at least 5,000 at the chosen expiration',
    );
    const rich = coveredRequest({ start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 17, min_premium_target: 1.5 }) });
    expect(runCoveredBacktest(rich, market).trades).toEqual([]);
  });
});
