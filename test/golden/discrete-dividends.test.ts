import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/** Issue 14 item 3 on the bundled data: escrowed dividends, and early assignment still happens. */
describe('discrete dividends on real SPY data', async () => {
  const spy = await realMarket('SPY');

  it('a deep in-the-money covered call is assigned early the day before each ex-date it spans', () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-12-31',
      // No volume filter: modeled deep in-the-money calls trade like the real ones (median 0 contracts
      // above 0.75 |delta| on SPXW 2018, liquidity-model.ts), and this test is about assignment.
      strategy: { start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.9, tolerance: null }, exit_conditions: [] } },
    });
    const r = runCoveredBacktest(request, spy);
    const early = r.trades.filter((t) => t.reason.startsWith('Early assignment before the ex-dividend date'));
    // SPY went ex on 2019-03-15, 06-21, 09-20 and 12-20; each was spanned by a 0.9-delta call. The
    // writer learns of the assignment the next morning, so the shares are bought back and the next
    // call written on the ex-date, not at the assignment's close (cooldown.ts awaitsAssignmentNotice).
    const exDates = ['2019-03-15', '2019-06-21', '2019-09-20', '2019-12-20'];
    expect(early.map((t) => [t.entry_date === t.exit_date, t.exit_date])).toEqual(
      ['2019-03-14', '2019-06-20', '2019-09-19', '2019-12-19'].map((d) => [false, d]),
    );
    for (const t of early) expect(t.exit_scenario).toBe(3);
    expect(early.map((t) => r.trades[r.trades.indexOf(t) + 1]?.entry_date)).toEqual(exDates);
  });

  it('put-call parity across the 2016-03-18 ex-date carries the dividend known then ($1.2115), not the one paid ($1.0496)', () => {
    // 2016-03-18 (ex-date, $1.05): on 03-16 the 2016-04-15 contracts span it. The escrowed model's
    // European prices: C − P = S − PV(dividends) − K·e^(−rT), so the spread C − P falls by about the
    // dividend. The chain's prices are American (american-price.ts): at 2016's 0.3% the put's
    // early-exercise premium is a fraction of a cent, and the call's right to exercise for the
    // dividend two days out is worth nothing at the money, so the spread is the European one to
    // within a cent.
    const date = '2016-03-16';
    const expiry = '2016-04-15';
    const s = spy.bars.find((b) => b.date === date)!.close;
    const k = Math.round(s);
    const r = spy.riskFreeRate(date);
    const t = 30 / 365;
    const gap = spy.options.priceAt(date, expiry, 'call', k, s) - spy.options.priceAt(date, expiry, 'put', k, s);
    const withoutDividends = s - k * Math.exp(-r * t);
    // Known on 03-16: the 2015-12-18 dividend of $1.2115, projected to 2016-03-18 (not the $1.0496 paid).
    expect(Math.abs(withoutDividends - gap - 1.2115 * Math.exp((-r * 2) / 365))).toBeLessThan(0.01);
  });
});
