import { describe, expect, it } from 'vitest';
import { dividendsPresentValue, expectedCashDividends, forecastDividends } from './dividend-forecast';
import { createModeledChainProvider } from './modeled-chain';
import { toDayNumber } from './calendar';
import { SPY_LIKE_DIVIDENDS, quarterlyDividends, syntheticBars } from './testing/synthetic-market';

const paid = SPY_LIKE_DIVIDENDS;

describe('dividends expected on a day (issue 14 item 3)', () => {
  it('projects the last known amount at the median gap of the last ex-dates, never reading a later payment', () => {
    // Known on 2016-02-26: up to 2015-12-18 (0.60); gaps 91, 91, 91 days → next ex-date 2016-03-18,
    // then every 91 days up to the 200-day horizon (2016-09-13).
    const expected = forecastDividends(paid, '2016-02-26', 200);
    expect(expected).toEqual([
      { exDate: '2016-03-18', amount: 0.6 },
      { exDate: '2016-06-17', amount: 0.6 },
    ]);
    // The actual 1.05 is unknown then: changing it changes nothing.
    const changed = paid.map((d) => (d.exDate === '2016-03-18' ? { ...d, amount: 9 } : d));
    expect(forecastDividends(changed, '2016-02-26', 200)).toEqual(expected);
    // Once it went ex, it is the last known amount.
    expect(forecastDividends(paid, '2016-03-18', 100)[0]).toEqual({ exDate: '2016-06-17', amount: 1.05 });
  });

  it('a late payment is imminent for half a cadence, then taken as stopped; one known payment is quarterly', () => {
    const upTo2015 = paid.slice(0, 4);
    // Overdue on Good Friday 2016-03-25: imminent on the next trading day, Monday 03-28 (was the Saturday).
    expect(forecastDividends(upTo2015, '2016-03-25', 10)).toEqual([{ exDate: '2016-03-28', amount: 0.6 }]);
    expect(forecastDividends(upTo2015, '2016-05-10', 400)).toEqual([]);
    expect(forecastDividends([{ exDate: '2016-01-04', amount: 0.3 }], '2016-01-05', 100)).toEqual([{ exDate: '2016-04-04', amount: 0.3 }]);
    expect(forecastDividends([], '2016-01-05')).toEqual([]);
  });

  it('present value of the dividends before expiry, discounted from each ex-date', () => {
    // From 2016-02-26: ex-dates 2016-03-18 (21 days) and 2016-06-17 (112 days); one already past.
    const today = toDayNumber('2016-02-26');
    const expected = [{ day: today - 5, amount: 9 }, { day: today + 21, amount: 0.6 }, { day: today + 112, amount: 0.6 }];
    // Expiry 2016-03-24 (27 days) at 1%: 0.6 × e^(−0.01 × 21/365); the June one is after the expiry.
    expect(dividendsPresentValue(expected, today, today + 27, 0.01)).toBeCloseTo(0.6 * Math.exp((-0.01 * 21) / 365), 12);
    // Expiry 2016-03-17 (20 days): before the ex-date, nothing.
    expect(dividendsPresentValue(expected, today, today + 20, 0.01)).toBe(0);
  });

  it('the modeled chain prices escrowed dividends: S − PV(dividends) − K ≤ C − P ≤ S − K·e^(−rT), American', () => {
    const bars = syntheticBars('2019-01-02', '2020-12-31', 250, 0.01);
    const dividends = quarterlyDividends(bars, 1.4);
    const chain = createModeledChainProvider({ ticker: 'SPY', bars, benchmarkBars: bars, vix: () => 20, riskFreeRate: () => 0.02, dividends });
    const date = '2020-06-17';
    const expiry = '2020-09-18';
    const lastEx = dividends.filter((d) => d.exDate <= date).at(-1)?.exDate;
    expect(lastEx).toBe('2020-06-15');
    const next = forecastDividends(dividends, date, 100)[0];
    expect(next?.amount).toBe(1.4);
    expect(next!.exDate > date && next!.exDate <= expiry).toBe(true);
    const s = bars.find((b) => b.date === date)!.close;
    const k = Math.round(s);
    const r = 0.02;
    const t = 93 / 365; // 2020-06-17 → 2020-09-18
    const tau = (Date.parse(next!.exDate) - Date.parse(date)) / 86_400_000 / 365;
    const pv = 1.4 * Math.exp(-r * tau);
    const parity = chain.priceAt(date, expiry, 'call', k, s) - chain.priceAt(date, expiry, 'put', k, s);
    // American options (american-price.ts) on the escrowed model: put-call parity is a band (Hull
    // 11.11), S − PV(D) − K ≤ C − P ≤ S − K·e^(−rT), no longer the European equality: the put carries
    // its early-exercise premium, and the call, whose dividend goes ex four days before expiry, the
    // right to exercise for it (worth about half the dividend at the money).
    expect(parity).toBeGreaterThanOrEqual(s - pv - k - 1e-9);
    expect(parity).toBeLessThanOrEqual(s - k * Math.exp(-r * t) + 1e-9);
    const european = s - pv - k * Math.exp(-r * t);
    expect(parity).toBeGreaterThan(european);
    // Without the dividend the same band without it: the call dearer, the put cheaper.
    const none = createModeledChainProvider({ ticker: 'SPY', bars, benchmarkBars: bars, vix: () => 20, riskFreeRate: () => r, dividends: [] });
    const noneParity = none.priceAt(date, expiry, 'call', k, s) - none.priceAt(date, expiry, 'put', k, s);
    expect(noneParity).toBeGreaterThanOrEqual(s - k - 1e-9);
    expect(noneParity).toBeLessThanOrEqual(s - k * Math.exp(-r * t) + 1e-9);
    expect(noneParity).toBeGreaterThan(parity);
  });

  it('expects no ex-date from the day the bars hold the dividends in the price (an auto-adjusted tail, audit 11)', () => {
    // Bars from 2016-03-01 fold the dividends in (none listed, no drop): neither the 03-18 payment
    // projected from 2015-12-18 nor its imminent stand-in after it is expected; before the cut, as ever.
    expect(forecastDividends(paid.slice(0, 4), '2016-02-26', 200, '2016-03-01')).toEqual([]);
    expect(forecastDividends(paid.slice(0, 4), '2016-03-25', 10, '2016-03-01')).toEqual([]);
    expect(forecastDividends(paid.slice(0, 4), '2016-02-26', 200, '2016-05-01')).toEqual([{ exDate: '2016-03-18', amount: 0.6 }]);
    // 2016-03-18 projected before a cut of 2016-03-24 and overdue on 03-25: no stand-in on 03-28 either.
    expect(forecastDividends(paid.slice(0, 4), '2016-03-25', 10)).toEqual([{ exDate: '2016-03-28', amount: 0.6 }]);
    expect(forecastDividends(paid.slice(0, 4), '2016-03-25', 10, '2016-03-24')).toEqual([]);
    // The chain on such a day prices as with no dividend at all (it priced the escrowed 1.4 above).
    const bars = syntheticBars('2019-01-02', '2020-12-31', 250, 0.01);
    const dividends = quarterlyDividends(bars, 1.4);
    const input = { ticker: 'SPY', bars, benchmarkBars: bars, vix: () => 20, riskFreeRate: () => 0.02 };
    const held = createModeledChainProvider({ ...input, dividends, dividendsInPriceFrom: '2020-06-16' });
    const none = createModeledChainProvider({ ...input, dividends: [] });
    const s = bars.find((b) => b.date === '2020-06-17')!.close;
    const k = Math.round(s);
    for (const type of ['call', 'put'] as const) {
      expect(held.priceAt('2020-06-17', '2020-09-18', type, k, s)).toBeCloseTo(none.priceAt('2020-06-17', '2020-09-18', type, k, s), 9);
    }
  });
});

describe('the American pricer\'s dividends (expectedCashDividends)', () => {
  it("gives each ex-date's eve as the trading day before it: a Monday's the Friday, after a holiday the day before it", () => {
    const today = toDayNumber('2019-12-11');
    const expected = [
      { day: toDayNumber('2019-12-16'), amount: 0.6 }, // Monday: eve Friday 2019-12-13
      { day: toDayNumber('2019-12-20'), amount: 0.5 }, // Friday: eve Thursday
      { day: toDayNumber('2020-01-02'), amount: 0.4 }, // after New Year's Day: eve 2019-12-31
    ];
    const d = expectedCashDividends(expected, today, toDayNumber('2020-01-17'));
    expect(d.years.map((y) => Math.round(y * 365))).toEqual([5, 9, 22]);
    expect(d.eves?.map((y) => Math.round(y * 365))).toEqual([2, 8, 20]);
  });
});
