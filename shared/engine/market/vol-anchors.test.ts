import { describe, expect, it } from 'vitest';
import type { Bar } from './market-data';
import { createVolAnchors, logReturns, realisedVol, type IndexDay } from './vol-anchors';
import { tradingDays } from './calendar';
import { atmVol } from './vol-surface';
import {
  DATA_START_IDIO_MULTIPLE, IDIO_PREMIUM, INDEX_BETA_AT_REFERENCE, NEW_LISTING_IDIO_PRIOR, NEW_LISTING_MIN_RETURNS, NEW_LISTING_RETURNS, SINGLE_NAME_MAX_DAILY_LOG_CHANGE,
} from './chain-rules';

const days = tradingDays('2021-01-04', '2021-06-30');
/** Alternating ±x log returns (a steady realised vol). */
const zigzag = (x: number, start: number): Bar[] =>
  days.map((date, i) => {
    const close = start * Math.exp(i % 2 === 0 ? 0 : x);
    return { date, open: close, high: close, low: close, close, volume: 1 };
  });

const FULL = { vix9d: 18, vix3m: 22, vix6m: 23, skew: 135, vxn: 25, vxapl: 30 };
const GAP = days[100] ?? '';
/** Every index on every day, except GAP, where Cboe printed only VIX (as on VIX9D 2019-09-23). */
const indices: IndexDay[] = days.map((date) => ({ date, values: date === GAP ? {} : { ...FULL } }));

function anchorsOf(ticker: string) {
  return createVolAnchors({ ticker, bars: zigzag(0.015, 100), benchmarkBars: zigzag(0.01, 400), indices, vix: () => 20 });
}

describe('vol anchors: a day that carries an index value says so', () => {
  it('SPY: a carried SKEW and carried term-structure indices are named as that day’s fallback', () => {
    const at = anchorsOf('SPY');
    expect(at(99)?.fallback).toBeUndefined();
    const gap = at(100);
    expect(gap?.anchor).toBe('VIX');
    for (const name of ['SKEW', 'VIX9D', 'VIX3M', 'VIX6M']) expect(gap?.fallback).toContain(`${name} missing: last ${name} carried`);
    // The carried values still fit the surface: the same knots as the day before.
    expect(gap?.surface.knots).toEqual(at(99)?.surface.knots);
    expect(at(101)?.fallback).toBeUndefined();
  });

  it("QQQ and AAPL: their own index carried is named too, next to the market's", () => {
    const qqq = anchorsOf('QQQ')(100);
    expect(qqq?.anchor).toBe('VXN');
    expect(qqq?.fallback).toContain('VXN missing: last VXN carried');
    expect(qqq?.fallback).toContain('SKEW missing: last SKEW carried');
    const aapl = anchorsOf('AAPL')(100);
    expect(aapl?.anchor).toBe('VXAPL');
    expect(aapl?.fallback).toContain('VXAPL missing: last VXAPL carried');
    expect(anchorsOf('AAPL')(99)?.fallback).toBeUndefined();
  });
});

describe("vol anchors: a new listing's first NEW_LISTING_RETURNS sessions (chain-rules.ts section 3)", () => {
  // Returns +x, +x, −x, −x: about 95% realised vol for x = 0.06, uncorrelated with SPY's zigzag (beta → 0).
  const swings = (x: number, from: number): Bar[] =>
    days.slice(from).map((date, i) => {
      const close = 50 * Math.exp([0, x, 2 * x, x][i % 4] ?? 0);
      return { date, open: close, high: close, low: close, close, volume: 1 };
    });
  const anchorsFor = (bars: Bar[]) => createVolAnchors({ ticker: 'XYZ', bars, benchmarkBars: zigzag(0.01, 400), indices, vix: () => 20 });
  const spy = createVolAnchors({ ticker: 'SPY', bars: zigzag(0.01, 400), benchmarkBars: zigzag(0.01, 400), indices, vix: () => 20 });
  const atm30 = (day: ReturnType<typeof spy>) => atmVol(day?.surface ?? { knots: [], tail: 0, shape: { beta: 0, rho: 0, s: 0 } }, 30 / 365);
  const market = atm30(spy(10));

  it('a listing (first bar after SPY’s) starts from the prior own part; a history that starts with the data from 2 × the market', () => {
    const listing = anchorsFor(swings(0.06, 10));
    // Under NEW_LISTING_MIN_RETURNS returns: the prior alone, and beta 1.
    for (let i = 0; i < NEW_LISTING_MIN_RETURNS; i++) {
      // The market part of the same day (its smile level follows SPY's realised vol from day 11).
      const marketThen = atm30(spy(10 + i));
      expect(atm30(listing(i))).toBeCloseTo(Math.sqrt(marketThen ** 2 + NEW_LISTING_IDIO_PRIOR ** 2), 10);
      expect(listing(i)?.fallback).toContain('new listing');
    }
    const dataStart = anchorsFor(swings(0.06, 0));
    expect(atm30(dataStart(0))).toBeCloseTo(Math.sqrt(market ** 2 + (DATA_START_IDIO_MULTIPLE * market) ** 2), 10);
    expect(dataStart(0)?.fallback).toContain('history starts with the data');
  });

  it('the own part moves at most SINGLE_NAME_MAX_DAILY_LOG_CHANGE a day from the first day on: no step at the 40th return', () => {
    const bars = swings(0.06, 10);
    const listing = anchorsFor(bars);
    const vols = bars.map((_, i) => atm30(listing(i)));
    // The market part is constant here (same indices every day) and its beta shrinks from 1 towards
    // the fitted 0, so the 30-day ATM moves no faster than the own part (plus rounding).
    for (let i = 1; i < vols.length; i++) {
      expect(Math.abs(Math.log((vols[i] ?? 0) / (vols[i - 1] ?? 1)))).toBeLessThanOrEqual(SINGLE_NAME_MAX_DAILY_LOG_CHANGE + 1e-9);
    }
    // And it reaches the single-name model's level (about 1.1 × 95% realised) by the 40th return.
    expect(vols[NEW_LISTING_RETURNS] ?? 0).toBeGreaterThan(0.9);
    expect(listing(NEW_LISTING_RETURNS - 1)?.fallback).toContain('new listing');
    expect(listing(NEW_LISTING_RETURNS)?.fallback).toBeUndefined();
  });
});

describe("vol anchors: a stock's reports are jumps of its own return (single-name-events.ts)", () => {
  it('a day the market jumps and takes the stock with it prices no report later', () => {
    const year = tradingDays('2021-01-04', '2021-12-31');
    // SPY zigzags ±1% and falls 10% on day 60; the stock is SPY's own path (beta 1, no move of its own).
    const path = year.map((date, i) => {
      const close = 400 * Math.exp((i % 2 === 0 ? 0 : 0.01) + (i >= 60 ? -0.1 : 0));
      return { date, open: close, high: close, low: close, close, volume: 1 };
    });
    const rows: IndexDay[] = year.map((date) => ({ date, values: { ...FULL } }));
    const anchors = (ticker: string) => createVolAnchors({ ticker, bars: path, benchmarkBars: path, indices: rows, vix: () => 20 });
    const [stock, spy] = [anchors('XYZ'), anchors('SPY')];
    // Day 105: 18 sessions before day 60 + 63, when a report would be due were day 60 the stock's jump.
    const own = (k: number) => {
      const s = stock(105)?.surface.knots[k];
      const m = spy(105)?.surface.knots[k];
      return (s?.atm ?? 0) ** 2 - (m?.atm ?? 0) ** 2;
    };
    // No report: the own variance is the same at 30 and 93 days (a report inside 30 days would weigh
    // 93/30 times more in the 30-day knot).
    expect(own(1)).toBeGreaterThan(0);
    expect(own(1)).toBeCloseTo(own(2), 10);
  });
});

describe('vol anchors: the single-name own part reverts to the long run (RV_WINDOWS, LONG_RUN_MAX_EXCESS)', () => {
  it('a stock calm for the last 300 sessions still carries the swings of the 300 before (three years back)', () => {
    const span = tradingDays('2019-01-02', '2021-05-28');
    const spyPath = span.map((date, i) => {
      const close = 400 * Math.exp(i % 2 === 0 ? 0 : 0.01);
      return { date, open: close, high: close, low: close, close, volume: 1 };
    });
    // Returns +x, +x, −x, −x (uncorrelated with SPY's zigzag): x 4% for the first 300 sessions, then 1%.
    const stock = (early: number) => {
      let close = 50;
      return span.map((date, i) => {
        const x = i <= 300 ? early : 0.01;
        if (i > 0) close *= Math.exp([1, 1, -1, -1][i % 4]! * x);
        return { date, open: close, high: close, low: close, close, volume: 1 };
      });
    };
    const rows: IndexDay[] = span.map((date) => ({ date, values: { ...FULL } }));
    const atm30 = (bars: Bar[]) => {
      const day = createVolAnchors({ ticker: 'XYZ', bars, benchmarkBars: spyPath, indices: rows, vix: () => 20 })(bars.length - 1);
      return atmVol(day?.surface ?? { knots: [], tail: 0, shape: { beta: 0, rho: 0, s: 0 } }, 30 / 365);
    };
    expect(span.length).toBeGreaterThan(600);
    // A window of a year or less has forgotten the swings; the long run still holds half their weight
    // (1.5% a day before, about 24% a year, against 1%, about 16%: a long run of about 20%, inside the cap).
    expect(atm30(stock(0.015)) / atm30(stock(0.01))).toBeGreaterThan(1.1);
    // But a level the stock has left is read at most LONG_RUN_MAX_EXCESS above the quarter: swings of
    // 4% and 6% a day (63% and 95% a year) three years back price today's calm stock alike, and the
    // long run still adds its capped part.
    expect(atm30(stock(0.04))).toBeCloseTo(atm30(stock(0.06)), 10);
    expect(atm30(stock(0.04)) / atm30(stock(0.015))).toBeGreaterThan(1.05);
  });
});

describe("vol anchors: the single-name premium prices the stock's market exposure, not its own variance (chain-rules.ts section 3)", () => {
  it('two stocks with the same beta whose own swings differ carry the same premium variance: only their realised own variance differs', () => {
    const span = tradingDays('2020-01-02', '2021-06-30');
    // SPY alternates ±1% a day; each stock is SPY's path plus swings of its own, +x, +x, −x, −x
    // (uncorrelated with SPY's alternation): beta 1, own realised vol ≈ x·√252, no jumps (|r| is steady).
    const spyLog = span.map((_, i) => (i % 2 === 0 ? 0 : 0.01));
    const swing = (x: number) => span.map((_, i) => x * ([0, 1, 2, 1][i % 4] ?? 0));
    const bars = (logs: number[], start: number): Bar[] => span.map((date, i) => {
      const close = start * Math.exp(logs[i] ?? 0);
      return { date, open: close, high: close, low: close, close, volume: 1 };
    });
    const spyBars = bars(spyLog, 400);
    const rows: IndexDay[] = span.map((date) => ({ date, values: { ...FULL } }));
    const last = span.length - 1;
    const atm30 = (x: number) => {
      const stock = bars(spyLog.map((l, i) => l + (swing(x)[i] ?? 0)), 50);
      const day = createVolAnchors({ ticker: 'XYZ', bars: stock, benchmarkBars: spyBars, indices: rows, vix: () => 20 })(last);
      return atmVol(day?.surface ?? { knots: [], tail: 0, shape: { beta: 0, rho: 0, s: 0 } }, 30 / 365);
    };
    // The swings' own realised variance, blended over the quarter and the long run as the model reads it.
    const ownVariance = (x: number) => {
      const r = logReturns(bars(swing(x), 50));
      return ((realisedVol(r, last, 63, NEW_LISTING_MIN_RETURNS) ?? 0) ** 2 + (realisedVol(r, last, 756, NEW_LISTING_MIN_RETURNS) ?? 0) ** 2) / 2;
    };
    // 2% and 5% swings (about 32% and 79% a year): the modeled variance grows by exactly the realised
    // variance they add. Under the premium on the own part (IDIO_PREMIUM × the own realised vol) it
    // grew by IDIO_PREMIUM² (1.21) times that: a 79%-vol stock carried a 10% premium on all of it.
    const ratio = (atm30(0.05) ** 2 - atm30(0.02) ** 2) / (ownVariance(0.05) - ownVariance(0.02));
    expect(ratio).toBeCloseTo(1, 2);
    // And the premium is on the market part: the 2% stock's ATM² less its own variance is
    // IDIO_PREMIUM² × (beta × the market's 30-day ATM)², beta 1 up to the windows' partial cycles
    // (1.18 here).
    const spy = createVolAnchors({ ticker: 'SPY', bars: spyBars, benchmarkBars: spyBars, indices: rows, vix: () => 20 })(last);
    const market = atmVol(spy?.surface ?? { knots: [], tail: 0, shape: { beta: 0, rho: 0, s: 0 } }, 30 / 365);
    expect((atm30(0.02) ** 2 - ownVariance(0.02)) / market ** 2).toBeCloseTo(IDIO_PREMIUM ** 2, 1);
  });
});

describe("vol anchors: a stock's days after SPY's bars end (the bundled SPY history can stop first)", () => {
  it("read beta and SPY's realised vols on SPY's last bar, not on market returns of 0", () => {
    const span = tradingDays('2020-01-02', '2021-06-30');
    // SPY alternates ±1% a day; the stock is twice SPY plus swings of its own (beta 2, no jumps).
    const spyLog = span.map((_, i) => (i % 2 === 0 ? 0 : 0.01));
    const swing = span.map((_, i) => 0.02 * ([0, 1, 2, 1][i % 4] ?? 0));
    const bars = (logs: number[], start: number): Bar[] => span.map((date, i) => {
      const close = start * Math.exp(logs[i] ?? 0);
      return { date, open: close, high: close, low: close, close, volume: 1 };
    });
    const spyBars = bars(spyLog, 400);
    const stock = bars(spyLog.map((l, i) => 2 * l + (swing[i] ?? 0)), 50);
    const rows: IndexDay[] = span.map((date) => ({ date, values: { ...FULL } }));
    const last = span.length - 1;
    const atm30 = (benchmarkBars: Bar[]) => {
      const day = createVolAnchors({ ticker: 'XYZ', bars: stock, benchmarkBars, indices: rows, vix: () => 20 })(last);
      return atmVol(day?.surface ?? { knots: [], tail: 0, shape: { beta: 0, rho: 0, s: 0 } }, 30 / 365);
    };
    // SPY's path repeats every two sessions, so its beta and realised vols 20 sessions before the
    // stock's last day are those of that day to within the windows' partial cycles: the stock's day
    // reads as it would with SPY's bars to the end. Read on 20 returns of 0, the beta fell and SPY's
    // quarter lost a third of its returns, and the stock read 49.3% against 47.3%.
    const full = atm30(spyBars);
    expect(Math.abs(atm30(spyBars.slice(0, last - 19)) - full)).toBeLessThan(0.001);
  });
});

describe("vol anchors: sustained stress reads SPY's quarter (chain-rules.ts indexSmileFor)", () => {
  // SPY closing at 400 and 400·e^amplitude(i) in turn: returns of ±amplitude, the same numbers to the
  // bit wherever two paths share the closes (the fit cache compares realised vols exactly).
  const spyOf = (amplitude: (i: number) => number): Bar[] =>
    days.map((date, i) => {
      const close = 400 * (i % 2 === 1 ? Math.exp(amplitude(i)) : 1);
      return { date, open: close, high: close, low: close, close, volume: 1 };
    });
  const T = 100;
  // A stressed quarter (2% a day, about 32 realised) against one calm (0.4%) until 22 sessions back:
  // the same 21 returns up to day T, so the same 21-return realised vol, but the quarter's 32 against 19.
  const stressed = spyOf(() => 0.02);
  const calmUntilLastMonth = spyOf((i) => (i >= T - 21 ? 0.02 : 0.004));
  const spxAt = (benchmarkBars: Bar[], rows: readonly IndexDay[]) =>
    createVolAnchors({ ticker: 'SPX', bars: benchmarkBars, benchmarkBars, indices: rows, vix: () => 30 })(T);

  it('lowers β only after a stressed quarter, and the shared fit cache keeps the two markets apart', () => {
    const table = days.map((date) => ({ date, values: { ...FULL } }));
    const a = spxAt(stressed, table);
    const b = spxAt(calmUntilLastMonth, table);
    // Fresh tables: fits no cache holds.
    const aFresh = spxAt(stressed, table.map((d) => ({ ...d })));
    const bFresh = spxAt(calmUntilLastMonth, table.map((d) => ({ ...d })));
    expect(realisedVol(logReturns(stressed), T, 21)).toBe(realisedVol(logReturns(calmUntilLastMonth), T, 21));
    expect(a?.surface.shape.beta).toBeLessThan(bFresh?.surface.shape.beta ?? 0);
    expect(a?.surface).toEqual(aFresh?.surface);
    expect(b?.surface).toEqual(bFresh?.surface);
  });

  it("the data's first 31 returns with VIX at STRESSED_VIX or more: not lowered, and the day says so", () => {
    const early = createVolAnchors({ ticker: 'SPX', bars: stressed, benchmarkBars: stressed, indices, vix: () => 30 });
    expect(early(25)?.fallback).toContain('no 63-day SPY realised vol: smile level not lowered for sustained stress');
    expect(early(25)?.surface.shape.beta).toBe(INDEX_BETA_AT_REFERENCE);
    // From the 32nd return the quarter's realised vol is read: the same stress lowers β.
    expect(early(40)?.fallback ?? '').not.toContain('63-day');
    expect(early(40)?.surface.shape.beta).toBeLessThan(INDEX_BETA_AT_REFERENCE);
  });

  it("a day after SPY's bars end says its market realised vols are those of SPY's last bar", () => {
    // SPY stops 20 sessions before the ticker (the bundled SPY history can end first).
    const spy = stressed.slice(0, T - 20);
    const last = spy[spy.length - 1]?.date ?? '';
    const anchors = createVolAnchors({ ticker: 'SPX', bars: stressed, benchmarkBars: spy, indices, vix: () => 30 });
    expect(anchors(T)?.fallback).toContain(`SPY bars end ${last}: market realised vols of that day`);
    // Within a long weekend of SPY's last bar nothing is said.
    expect(anchors(T - 21)?.fallback ?? '').not.toContain('SPY bars end');
    expect(anchors(T - 40)?.fallback ?? '').not.toContain('SPY bars end');
  });
});
