import { describe, expect, it } from 'vitest';
import { createModeledChainProvider, type ModeledChainInput } from './modeled-chain';
import { bsmPrice, impliedVol } from './black-scholes';
import { toDayNumber } from './calendar';
import { OPEN_TO_CLOSE_DAYS } from './open-price';
import { syntheticBars, withReportGaps } from './testing/synthetic-market';

const spy = syntheticBars('2021-01-04', '2023-12-29', 400, 0.01);
const at = spy.findIndex((b) => b.date >= '2023-03-13');
const date = spy[at]?.date as string;
const prev = spy[at - 1] as (typeof spy)[number];
const RATE = 0.04;

/** SPY without dividends (so the test can invert the vol by hand); the VIX closes at `spike` on `date`, 18 otherwise. */
const input = (spike: number): ModeledChainInput => ({
  ticker: 'SPY', bars: spy, benchmarkBars: spy, vix: (d) => (d === date ? spike : 18), riskFreeRate: () => RATE, dividends: [],
});

describe('price at the open (catch stop loss gap fill): what was known at the open', () => {
  const calm = createModeledChainProvider(input(18));
  const spiked = createModeledChainProvider(input(45));
  const expiry = calm.expirations(date).find((e) => toDayNumber(e) - toDayNumber(date) >= 20) as string;
  // A 5% gap down through a 5%-out-of-the-money put.
  const strike = Math.round(prev.close * 0.95);
  const open = prev.close * 0.95;

  it('does not read the day\'s own surface, which the VIX close sets hours after the open', () => {
    // The day's close surface moved: priced on it the open would know the spike in advance.
    expect(spiked.priceAt(date, expiry, 'put', strike, open)).toBeGreaterThan(calm.priceAt(date, expiry, 'put', strike, open) * 1.3);
    expect(spiked.priceAtOpen(date, prev.date, expiry, 'put', strike, open)).toBe(calm.priceAtOpen(date, prev.date, expiry, 'put', strike, open));
  });

  it('keeps the implied vol the previous close quoted the strike at (sticky strike), with the time left from the open', () => {
    const prevYears = (toDayNumber(expiry) - toDayNumber(prev.date)) / 365;
    // The strike's call: with no dividend its American price is the European one (american-price.ts),
    // so the vol inverts by hand (the put's carries an early-exercise premium at 4%).
    const base = { type: 'call' as const, strike, rate: RATE, dividendYield: 0 };
    const vol = impliedVol({ ...base, spot: prev.close, years: prevYears }, spiked.priceAt(prev.date, expiry, 'call', strike, prev.close)) as number;
    expect(vol).toBeGreaterThan(0.1);
    const years = (toDayNumber(expiry) - toDayNumber(date) + OPEN_TO_CLOSE_DAYS) / 365;
    expect(spiked.priceAtOpen(date, prev.date, expiry, 'call', strike, open)).toBeCloseTo(bsmPrice({ ...base, spot: open, years, vol }), 6);
  });

  it('on expiration day the open still has the session\'s time value', () => {
    const expiring = calm.expirations(date)[0] === date ? date : undefined;
    const day = expiring ?? (spy.find((b) => b.date > date && calm.expirations(prev.date).includes(b.date))?.date as string);
    const before = spy[spy.findIndex((b) => b.date === day) - 1] as (typeof spy)[number];
    const k = Math.round(before.close);
    expect(calm.priceAtOpen(day, before.date, day, 'call', k, k)).toBeGreaterThan(0.1);
    expect(calm.priceAt(day, day, 'call', k, k)).toBe(0);
  });

  it('reads the previous session\'s strikes in its own units across a split effective that day', () => {
    // 2-for-1 on `date`: the bars are adjusted to the split, so before it every price traded twice as high.
    const split = createModeledChainProvider({ ...input(18), splits: [{ date, ratio: 2 }] });
    const whole = calm.priceAtOpen(date, prev.date, expiry, 'put', strike, open);
    expect(split.priceAtOpen(date, prev.date, expiry, 'put', strike, open)).toBeCloseTo(whole, 9);
    expect(whole).toBeGreaterThan(0.5); // a priced put, not two NaNs or zeros agreeing
  });
});

describe('price at the open after an earnings gap: the report the previous close priced is out', () => {
  // A single-name stock that gaps 10% at the open every 63 sessions (its reports), SPY without jumps.
  const base = syntheticBars('2021-01-04', '2023-12-29', 100, 0.012, 1);
  const R = 100 + 63 * 8; // a report day the previous close expects (a year after day 100 + 63 × 4)
  /** The stock with its reports' jumps in the gap, or (intraday) from the open to the close on R. */
  const stock = (intradayOnR: boolean) => withReportGaps(base, 100, R, 1.1, intradayOnR ? R : undefined);
  const chainOf = (ticker: string, bars: ReturnType<typeof stock>, volIndices?: ModeledChainInput['volIndices']) => createModeledChainProvider({
    ticker, bars, benchmarkBars: spy, vix: () => 18, riskFreeRate: () => RATE, dividends: [], ...(volIndices ? { volIndices } : {}),
  });
  const gapped = stock(false);
  const day = gapped[R]?.date as string;
  const before = gapped[R - 1] as (typeof gapped)[number];
  const open = before.close * 1.1;
  const strike = Math.round(before.close * 1.05);
  const gapChain = chainOf('XYZ', gapped);
  const intradayChain = chainOf('XYZ', stock(true));
  const expiry = gapChain.expirations(day).find((e) => toDayNumber(e) - toDayNumber(day) >= 5) as string;

  it('drops the spent report from the previous surface on a gap that is the report', () => {
    // The same history up to the previous close; only where the report's jump came differs.
    expect(gapChain.priceAt(before.date, expiry, 'call', strike, before.close)).toBe(intradayChain.priceAt(before.date, expiry, 'call', strike, before.close));
    const spent = gapChain.priceAtOpen(day, before.date, expiry, 'call', strike, open);
    // Opened flat, the report not yet out at the open: the previous surface whole.
    const whole = intradayChain.priceAtOpen(day, before.date, expiry, 'call', strike, open);
    expect(gapChain.openAfterReport?.(day, before.date)).toBe(true);
    expect(intradayChain.openAfterReport?.(day, before.date)).toBe(false);
    expect(spent).toBeGreaterThan(open - strike); // still worth more than intrinsic
    expect(spent).toBeLessThan(whole * 0.9); // the report's event premium is out
  });

  it('leaves an ETF (no reports) and a stock anchored to its own vol index (which prices them) on the previous surface whole', () => {
    // IWM without its index (no rows): the single-name model, its raw returns, no reports.
    // AAPL with VXAPL: the index prices the reports, the surface carries none of the model's.
    const vxapl = gapped.map((b) => ({ date: b.date, values: { vxapl: 30 } }));
    for (const [ticker, indices] of [['IWM', undefined], ['AAPL', vxapl]] as const) {
      const gap = chainOf(ticker, gapped, indices);
      const intraday = chainOf(ticker, stock(true), indices);
      expect(gap.openAfterReport?.(day, before.date)).toBe(false);
      const p = gap.priceAtOpen(day, before.date, expiry, 'call', strike, open);
      expect(p).toBeGreaterThan(open - strike);
      expect(p).toBe(intraday.priceAtOpen(day, before.date, expiry, 'call', strike, open));
    }
  });
});
