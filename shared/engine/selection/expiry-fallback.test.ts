import { describe, expect, it } from 'vitest';
import { createSyntheticMarket, type QuoteRow } from '../testing/synthetic-market';
import { multiLegRequest } from '../testing/multileg-fixtures';
import { coveredRequest, leg } from '../testing/covered-fixtures';
import { runMultiLegBacktest } from '../strategy/multileg/run-multileg';
import { runCoveredBacktest } from '../strategy/covered/run-covered';
import { fartherExpirations, fartherExpiryNote, MAX_FARTHER_EXPIRIES, selectWithExpiryFallback } from './expiry-fallback';
import { pickExpiration } from './expiration';
import { fromDayNumber, listedExpirations, toDayNumber } from '../market/calendar';

const TODAY = '2024-01-02';
const NEAREST = '2024-01-19'; // 17 DTE: the target
const NEXT = '2024-01-26'; // 24 DTE: 7 days farther, inside the 9-day window of a 17-DTE target
const OUTSIDE = '2024-02-16'; // 45 DTE: outside the window

describe('farther expirations for flexible DTE', () => {
  it('orders by distance to the target (a tie: the shorter), within max(7, target / 2) days, without the nearest', () => {
    const listed = ['2024-01-05', '2024-01-12', NEAREST, NEXT, '2024-02-02', OUTSIDE];
    // 3, 10, 24, 31, 45 DTE around 17: 10 and 24 are 7 away (10 first), 31 is 14 away (> 9), 3 is 14 away.
    expect(fartherExpirations(listed, TODAY, 17)).toEqual(['2024-01-12', NEXT]);
    // A 45-DTE target: window 23 days; 45 itself is the nearest.
    expect(fartherExpirations(listed, TODAY, 45)).toEqual(['2024-02-02', NEXT]);
  });
  it('answers the same from the chain\'s day numbers (the model-risk chains\' expirationDays) as from the dates', () => {
    let compared = 0;
    for (const ticker of ['SPY', 'AAPL']) {
      for (let d = toDayNumber('2016-01-04'); d < toDayNumber('2016-03-01'); d += 3) {
        const date = fromDayNumber(d);
        const listed = listedExpirations(ticker, date);
        const days = listed.map(toDayNumber);
        for (const target of [1, 7, 17, 30, 45, 70, 200]) {
          expect(fartherExpirations(listed, date, target, days)).toEqual(fartherExpirations(listed, date, target));
          for (const exact of [false, true]) expect(pickExpiration(listed, date, target, exact, days)).toBe(pickExpiration(listed, date, target, exact));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
  it('tries at most MAX_FARTHER_EXPIRIES of a daily listing', () => {
    const daily = Array.from({ length: 40 }, (_, i) => `2024-${i < 29 ? '01' : '02'}-${String(i < 29 ? i + 3 : i - 28).padStart(2, '0')}`);
    expect(fartherExpirations(daily, TODAY, 30)).toHaveLength(MAX_FARTHER_EXPIRIES);
  });
});

/** Calls at two expiries: the nearest's only call near 0.30 delta trades `nearVolume` contracts. */
function callMarket(nearVolume: number, farExpiry = NEXT) {
  return createSyntheticMarket({
    bars: [{ date: TODAY, close: 100 }],
    quotes: [
      { date: TODAY, expiry: NEAREST, type: 'call', strike: 105, price: 1.2, delta: 0.3, volume: nearVolume },
      { date: TODAY, expiry: farExpiry, type: 'call', strike: 106, price: 1.5, delta: 0.3, volume: 500 },
    ],
  });
}
const callRequest = (exactDte: boolean) => ({
  date: TODAY, type: 'call' as const, dteTarget: 17, exactDte, measure: (q: { delta: number }) => q.delta,
  target: 0.3, targetLabel: 'delta 0.3', tolerance: null, toleranceUnit: 'delta' as const, minVolume: 100,
});

describe('one leg: a nearest expiry blocked by the minimum volume', () => {
  it('takes the next-nearest expiry that passes, at its own quote, and says which it passed over', () => {
    const s = selectWithExpiryFallback(callMarket(10).options, callRequest(false));
    expect(s).toMatchObject({ quote: { expiry_date: NEXT, strike: 106, last_trade_price: 1.5 }, passedOver: { expiry: NEAREST } });
  });
  it('keeps the nearest when it passes (no passedOver)', () => {
    const s = selectWithExpiryFallback(callMarket(1000).options, callRequest(false));
    expect(s).toEqual({ quote: expect.objectContaining({ expiry_date: NEAREST }) });
  });
  it('with exact_dte stays blocked', () => {
    expect(selectWithExpiryFallback(callMarket(10).options, callRequest(true))).toEqual({ miss: 'no call with a volume of at least 100 at the chosen expiration' });
  });
  it('does not go beyond the window', () => {
    expect(selectWithExpiryFallback(callMarket(10, OUTSIDE).options, callRequest(false))).toEqual({ miss: 'no call with a volume of at least 100 at the chosen expiration' });
  });
  it('does not move for a miss the volume did not cause (tolerance)', () => {
    const s = selectWithExpiryFallback(callMarket(1000).options, { ...callRequest(false), target: 0.1, tolerance: 0.05 });
    expect(s).toEqual({ miss: 'no call within the 0.05 delta tolerance of delta 0.3' });
  });
});

/**
 * An iron condor (short 0.30-delta put and call, 5-point wings) listed at two expiries. At the
 * nearest the call wing (110) is thin; at the next one every leg trades, at other prices.
 */
const condorLegs = [
  {
    side: 'short' as const, option_type: 'put' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: -0.3 },
    children: [{ side: 'long' as const, option_type: 'put' as const, dte_target: 17, strike_offset: -5, strike_offset_tolerance: 0 }],
  },
  {
    side: 'short' as const, option_type: 'call' as const, dte_target: 17, target_strike_condition: { type: 'delta' as const, value: 0.3 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 17, strike_offset: 5, strike_offset_tolerance: 0 }],
  },
];
function condorMarket(): ReturnType<typeof createSyntheticMarket> {
  const chain = (date: string, expiry: string, k: number, thinWing: boolean): QuoteRow[] => [
    { date, expiry, type: 'put', strike: 95, price: 2 * k, delta: -0.3 },
    { date, expiry, type: 'put', strike: 90, price: 0.5 * k, delta: -0.1 },
    { date, expiry, type: 'call', strike: 105, price: 1.8 * k, delta: 0.3 },
    { date, expiry, type: 'call', strike: 110, price: 0.4 * k, delta: 0.1, volume: thinWing ? 20 : 1000 },
  ];
  return createSyntheticMarket({
    bars: [{ date: TODAY, close: 100 }, { date: '2024-01-03', close: 100 }],
    quotes: [
      ...chain(TODAY, NEAREST, 1, true), ...chain(TODAY, NEXT, 1.25, false),
      ...chain('2024-01-03', NEAREST, 1, true), ...chain('2024-01-03', NEXT, 1.2, false),
    ],
  });
}
const runCondor = (exactDte: boolean) =>
  runMultiLegBacktest(multiLegRequest({ legs: condorLegs, exact_dte: exactDte, max_units_per_position: 1 }, { min_volume: 100 }), condorMarket());

describe('multi-leg: the legs sharing an expiry move together', () => {
  it('enters all four condor legs on the next expiry, at its prices, and the reason says why', () => {
    const r = runCondor(false);
    const t = r.trades[0]!;
    expect(t.entry_date).toBe(TODAY);
    expect(t.entry_contracts.map((c) => [c.contract.expiry_date, c.contract.strike, c.contract.last_trade_price])).toEqual([
      [NEXT, 95, 2.5], [NEXT, 90, 0.625], [NEXT, 105, 2.25], [NEXT, 110, 0.5],
    ]);
    expect(t.reason).toContain(`Entered the ${NEXT} expiry (24 DTE): the nearest, ${NEAREST} (17 DTE), had no strike meeting the minimum volume of 100`);
    expect(r.diagnostics.notes.some((n) => n.startsWith('Flexible DTE matching: 1 entry or roll traded a farther expiry'))).toBe(true);
    expect(r.diagnostics.skipped_entries).toEqual([]);
  });
  it('with exact_dte stays blocked on the nearest expiry', () => {
    const r = runCondor(true);
    expect(r.trades).toEqual([]);
    expect(r.diagnostics.skipped_entries[0]?.reason).toContain('with a volume of at least 100');
  });
});

describe('covered call: a thin nearest expiry', () => {
  const market = () => createSyntheticMarket({
    bars: [{ date: TODAY, close: 100 }, { date: '2024-01-03', close: 100 }],
    quotes: [
      { date: TODAY, expiry: NEAREST, type: 'call', strike: 105, price: 1.2, delta: 0.3, volume: 10 },
      { date: TODAY, expiry: NEXT, type: 'call', strike: 106, price: 1.5, delta: 0.3, volume: 500 },
      { date: '2024-01-03', expiry: NEXT, type: 'call', strike: 106, price: 1.4, delta: 0.3, volume: 500 },
    ],
  });
  const run = (exact: boolean) => runCoveredBacktest(coveredRequest({
    start_type: 'covered_call', min_volume_for_entry: 100, covered_call_config: leg({ DTE_target: 17, exact_dte: exact }),
  }), market());
  it('sells the next expiry at its own price and says so in the trade reason', () => {
    const t = run(false).trades[0]!;
    expect(t.entry_position.contract.expiry_date).toBe(NEXT);
    expect(t.entry_position.price).toBe(1.5);
    expect(t.reason).toContain(`Entered the ${NEXT} expiry (24 DTE): the nearest, ${NEAREST} (17 DTE)`);
  });
  it('with exact_dte sells nothing', () => {
    expect(run(true).trades).toEqual([]);
  });
});

describe("a farther expiry's words", () => {
  it("quote the nearest expiry's miss without its minimum volume, in today's words or the old ones, the minimum grouped", () => {
    const say = (miss: string) => fartherExpiryNote('2024-01-02', '2024-02-16', { expiry: '2024-02-09', miss }, 1000);
    const words = 'Entered the 2024-02-16 expiry (45 DTE): the nearest, 2024-02-09 (38 DTE), had no strike meeting the minimum volume of 1,000 '
      + '(Leg 2 child 1: no call with enough volume within the $2.50 tolerance of the parent strike + 5)';
    expect(say('Leg 2 child 1: no call with a volume of at least 1,000 within the $2.50 tolerance of the parent strike + 5')).toBe(words);
    expect(say('Leg 2 child 1: no call with volume >= 1000 within the $2.50 tolerance of the parent strike + 5')).toBe(words);
    expect(say('no put with a volume of at least 100 at the chosen expiration')).toMatch(/\(no put with enough volume\)$/);
  });
});
