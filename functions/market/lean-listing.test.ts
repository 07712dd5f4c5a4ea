import { describe, expect, it } from 'vitest';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { isMonthlyExpiration } from '../../shared/engine/market/calendar';
import { readBundledMarketInput } from './load-market-data';
import { readLeanDays } from './lean-chains';

// Listing rules (chain-rules.ts sections 1 and 2) against the real AAPL universe of June 2014
// (QuantConnect LEAN). AAPL split 7:1 on 2014-06-09; the files give the expiries that outlived the
// split in post-split strikes (÷7), so those strikes are multiplied back to the day's units.
describe('modeled AAPL listing vs the real universe of 2014-06-02', async () => {
  const market = createMarketData(await readBundledMarketInput('AAPL'));
  const day = readLeanDays('aapl').find((d) => d.date === '2014-06-02');
  if (!day) throw new Error('LEAN aapl/20140602.csv missing');
  const realExpiries = [...new Set(day.rows.map((r) => r.expiry))].sort();
  const modeled = market.options.expirations('2014-06-02');

  it('lists the real monthly, quarterly-cycle and LEAPS expiries, not every month', () => {
    const monthly = (xs: readonly string[]) => xs.filter((e) => isMonthlyExpiration(e));
    // Jun, Jul, Aug, Oct 2014, Jan and Apr 2015, Jan 2016: no Sep/Nov/Dec, Feb/Mar/May.
    expect(monthly(modeled)).toEqual(monthly(realExpiries));
    expect(monthly(modeled)).toEqual(['2014-06-20', '2014-07-18', '2014-08-15', '2014-10-17', '2015-01-16', '2015-04-17', '2016-01-15']);
    // Weeklies: the model lists five (to 42 days out); the real day also had 2014-07-25.
    const weekly = (xs: readonly string[]) => xs.filter((e) => !isMonthlyExpiration(e));
    expect(weekly(modeled)).toEqual(['2014-06-06', '2014-06-13', '2014-06-27', '2014-07-03', '2014-07-11']);
    for (const e of weekly(modeled)) expect(realExpiries).toContain(e);
  });

  it('lists $2.50 strikes near the money on the weekly, $5 on the months, $10 on the 2016 LEAPS', () => {
    const spot = market.bars.find((b) => b.date === '2014-06-02')?.close ?? 0;
    expect(spot).toBeGreaterThan(600);
    const strikesOf = (expiry: string) => market.options.chain('2014-06-02', expiry, 'call').map((q) => q.strike);
    const near = (ks: number[], band: number) => ks.filter((k) => Math.abs(k / spot - 1) <= band);
    const steps = (ks: number[]) => [...new Set(ks.slice(1).map((k, i) => k - (ks[i] ?? 0)))];
    const real = (expiry: string) => new Set(day.rows.filter((r) => r.expiry === expiry && r.type === 'call').map((r) => Math.round((r.strike < 200 ? r.strike * 7 : r.strike) * 2) / 2));
    expect(steps(near(strikesOf('2014-06-06'), 0.08))).toEqual([2.5]);
    for (const expiry of ['2014-06-20', '2014-07-18', '2014-08-15', '2014-10-17', '2015-01-16']) {
      expect(steps(near(strikesOf(expiry), 0.08))).toEqual([5]);
    }
    expect(steps(near(strikesOf('2016-01-15'), 0.08))).toEqual([10]);
    // Every modeled strike near the money is a real listed strike that day: within 8% on the months;
    // within 5% on the weekly, whose real $2.50 band ran from −22% to +6% (strikes are added as the
    // stock moves during a series' life; the model's band is a fixed ±10%, WEEKLY_FINE_BAND).
    for (const expiry of ['2014-06-06', '2014-06-20', '2014-07-18', '2014-10-17', '2015-01-16', '2016-01-15']) {
      const listed = real(expiry);
      for (const k of near(strikesOf(expiry), expiry === '2014-06-06' ? 0.05 : 0.08)) expect(listed.has(k), `${expiry} ${k}`).toBe(true);
    }
  });
});
