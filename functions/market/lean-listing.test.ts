import { describe, expect, it } from 'vitest';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { isMonthlyExpiration } from '../../shared/engine/market/calendar';
import { readBundledMarketInput } from './load-market-data';
import { readLeanDays, type LeanRow } from './lean-chains';

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
    // Weeklies: the five that traded that day. The file also has 2014-07-25 rows, all blank (no
    // price, volume or open interest; post-split strikes): that weekly first traded on 06-05.
    const weekly = (xs: readonly string[]) => xs.filter((e) => !isMonthlyExpiration(e));
    expect(weekly(modeled)).toEqual(['2014-06-06', '2014-06-13', '2014-06-27', '2014-07-03', '2014-07-11']);
    expect(weekly(realExpiries)).toEqual([...weekly(modeled), '2014-07-25']);
    expect(day.rows.filter((r) => r.expiry === '2014-07-25').every((r) => r.close === 0 && r.volume === 0 && r.openInterest === 0)).toBe(true);
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

// The same rules against the real GOOG (class C) universe of December 2015 (QuantConnect LEAN). The
// dataset has no GOOG bars: GOOGL's (the class A shares, within 3% of GOOG's price) stand in for the
// spot, and the chain is listed under the symbol GOOG, whose cycle (3) the real chain shows.
describe('modeled GOOG listing vs the real universe of 2015-12-23..31', async () => {
  const input = await readBundledMarketInput('GOOGL');
  const market = createMarketData({ ...input, ticker: 'GOOG' });
  const days = readLeanDays('goog').filter((d) => d.date >= '2015-12-23');
  const monthly = (xs: readonly string[]) => xs.filter((e) => isMonthlyExpiration(e));

  it('lists the two near months, two months of cycle 3 and the LEAPS Januaries, as the real days do', () => {
    expect(days.length).toBe(5); // 12-23, 24, 28, 29, 30 (12-31 repeats 12-30 and is dropped)
    for (const day of days) {
      const real = [...new Set(day.rows.map((r) => r.expiry))].sort();
      const modeled = market.options.expirations(day.date).filter((e) => e > day.date);
      expect(monthly(modeled), day.date).toEqual(monthly(real));
    }
    expect(monthly(market.options.expirations('2015-12-23'))).toEqual(['2016-01-15', '2016-02-19', '2016-03-18', '2016-06-17', '2017-01-20', '2018-01-19']);
  });


  it('lists $5 strikes on the second and third months and $10 on the 2018 LEAPS, each a real strike near the money', () => {
    const day = days.find((d) => d.date === '2015-12-23');
    if (!day) throw new Error('LEAN goog/20151223.csv missing');
    const spot = market.bars.find((b) => b.date === '2015-12-23')?.close ?? 0;
    const strikesOf = (expiry: string) => market.options.chain('2015-12-23', expiry, 'call').map((q) => q.strike);
    const near = (ks: number[], band: number) => ks.filter((k) => Math.abs(k / spot - 1) <= band);
    const steps = (ks: number[]) => [...new Set(ks.slice(1).map((k, i) => k - (ks[i] ?? 0)))];
    const real = (expiry: string) => new Set(day.rows.filter((r) => r.expiry === expiry && r.type === 'call').map((r) => r.strike));
    for (const expiry of ['2016-02-19', '2016-03-18']) {
      expect(steps(near(strikesOf(expiry), 0.08))).toEqual([5]);
      for (const k of near(strikesOf(expiry), 0.08)) expect(real(expiry).has(k), `${expiry} ${k}`).toBe(true);
    }
    expect(steps(near(strikesOf('2018-01-19'), 0.08))).toEqual([10]);
    for (const k of near(strikesOf('2018-01-19'), 0.08)) expect(real('2018-01-19').has(k), `2018-01-19 ${k}`).toBe(true);
    // Known differences, kept visible: the real front month (Jan 2016) lists $2.50 near the money, the
    // model $5; the real Jan 2017 (13 months out) lists $5 near the money, the model $10 (over a year).
    expect(steps(near([...real('2016-01-15')].sort((a, b) => a - b), 0.05))).toEqual([2.5]);
    expect(steps(near(strikesOf('2016-01-15'), 0.05))).toEqual([5]);
  });
});

/**
 * The expiries a real LEAN day lists: those with a row carrying a price, volume or open interest.
 * A file lists an expiry ahead of its first trading day with blank rows (AAPL 2014-07-25 on
 * 06-02..04, GOOG 2016-02-05 on 2015-12-23); a file whose rows are all blank (AAPL 2014-06-06, the
 * day of the 7:1 split) keeps every expiry it names.
 */
function tradedExpiries(rows: readonly LeanRow[], date: string): string[] {
  const carries = (r: LeanRow) => r.close > 0 || r.volume > 0 || r.openInterest > 0;
  const kept = rows.some(carries) ? rows.filter(carries) : rows;
  return [...new Set(kept.map((r) => r.expiry))].filter((e) => e > date).sort();
}

// Weekly listing (equity-listing.ts equityWeeklies) against every real AAPL and GOOG day we hold:
// the modeled weeklies are exactly the ones that traded, 39-53 days out at the far end.
describe('modeled stock weeklies vs the real AAPL (June 2014) and GOOG (December 2015) universes, 16 days', async () => {
  const aapl = createMarketData(await readBundledMarketInput('AAPL'));
  const goog = createMarketData({ ...(await readBundledMarketInput('GOOGL')), ticker: 'GOOG' });
  // goog/20151222.csv is trimmed to one expiry (118 contracts): not a listing.
  const days = [
    ...readLeanDays('aapl').map((d) => ({ ...d, market: aapl })),
    ...readLeanDays('goog').filter((d) => d.date >= '2015-12-23').map((d) => ({ ...d, market: goog })),
  ];
  const weekly = (xs: readonly string[]) => xs.filter((e) => !isMonthlyExpiration(e));

  it('lists the weeklies that traded on each day, no more and no fewer', () => {
    expect(days.length).toBe(16);
    for (const day of days) {
      const modeled = weekly(day.market.options.expirations(day.date).filter((e) => e > day.date));
      expect(modeled, day.date).toEqual(weekly(tradedExpiries(day.rows, day.date)));
    }
  });

  it('lists a new weekly on the Thursday six weeks ahead, or seven when the sixth Friday is a monthly', () => {
    const furthest = (market: typeof aapl, date: string) => weekly(market.options.expirations(date)).at(-1);
    expect(furthest(aapl, '2014-06-04')).toBe('2014-07-11'); // Wednesday: 2014-07-25 not yet
    expect(furthest(aapl, '2014-06-05')).toBe('2014-07-25'); // Thursday, 50 days: 07-18 is the July monthly
    expect(furthest(aapl, '2014-06-16')).toBe('2014-07-25'); // 2014-08-01 (46 days) not yet
    expect(furthest(goog, '2015-12-23')).toBe('2016-01-29');
    expect(furthest(goog, '2015-12-24')).toBe('2016-02-05'); // Thursday, 43 days
    expect(furthest(goog, '2015-12-31')).toBe('2016-02-12');
  });
});
