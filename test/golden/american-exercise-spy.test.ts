import { describe, expect, it } from 'vitest';
import { realMarket } from './real-market';
import { defaultAssignmentModel } from '../../shared/engine/execution/assignment-model';
import { createDividendsAhead, earlyPutExercise, sameCallValue, type ShortPutToday } from '../../shared/engine/strategy/early-put-exercise';
import { createDividendForecaster, dividendsPresentValue, escrowedSpot, expectedCashDividends } from '../../shared/engine/market/dividend-forecast';
import { referenceAmerican } from '../../shared/engine/market/testing/crr-reference';
import { toDayNumber } from '../../shared/engine/market/calendar';
import type { ModeledContract } from '../../shared/engine/market/modeled-quote';

/**
 * SPY's 469 put of 2024-01-19 on the bundled data (modeled chain): the parity rule of before
 * exercised it on 2023-08-17, when a CRR lattice on the chain's own inputs still valued holding it
 * $2.69 a share over exercising (a gift to its writer); the rule now reads the chain's American
 * pricer, which holds it then and exercises it on 2023-09-27, the lattice's first exercise day.
 */
describe('early exercise of SPY\'s 469 put of 2024-01-19 by the American pricer (real data, modeled chain)', async () => {
  const spy = await realMarket('SPY');
  const expiry = '2024-01-19';
  const strike = 469;
  const ahead = createDividendsAhead(spy);

  function today(date: string): ShortPutToday {
    const dates = spy.bars.map((b) => b.date);
    const close = spy.bars.find((b) => b.date === date)?.close as number;
    const q = spy.options.quote(date, expiry, 'put', strike)!;
    const rate = spy.riskFreeRate(date);
    return {
      ticker: 'SPY', strike, mark: (q.bid_price + q.ask_price) / 2, bid: q.bid_price, expiry, rate, date, close, nextDate: dates[dates.indexOf(date) + 1],
      callMark: () => sameCallValue(spy.options, date, expiry, strike),
      dividends: () => ahead.presentValue(date, expiry, rate),
      dividendWait: () => ahead.waitFor(date, expiry, rate, strike),
      american: () => spy.options.americanExercise?.(date, expiry, 'put', strike),
    };
  }

  /** Holding over exercising by a 2000-step CRR lattice on the chain's vol at the strike, rate and expected dividends. */
  function latticeGap(date: string): number {
    const close = spy.bars.find((b) => b.date === date)?.close as number;
    const rate = spy.riskFreeRate(date);
    const vol = (spy.options.probe?.(date, expiry, 'put', strike) as ModeledContract).surfaceVol;
    const expected = createDividendForecaster(spy.dividends.filter((d) => d.exDate <= date))(date);
    const [t0, t1] = [toDayNumber(date), toDayNumber(expiry)];
    const ref = referenceAmerican('put', escrowedSpot(close, dividendsPresentValue(expected, t0, t1, rate)), strike, (t1 - t0) / 365, rate, vol, expectedCashDividends(expected, t0, t1), 2000);
    return ref.hold - ref.exercise;
  }

  it('holds it on 2023-08-17, where parity alone exercised it and the lattice values holding $2.69 over exercising', () => {
    const t = today('2023-08-17');
    const { american: _model, ...parityOnly } = t;
    expect(earlyPutExercise(defaultAssignmentModel, parityOnly)).toBeDefined();
    expect(latticeGap('2023-08-17')).toBeCloseTo(2.69, 2);
    expect(earlyPutExercise(defaultAssignmentModel, t)).toBeUndefined();
  });

  it('exercises it on 2023-09-27, the lattice\'s first day with holding worth no more than exercising', () => {
    expect(latticeGap('2023-09-26')).toBeGreaterThan(0.01);
    expect(earlyPutExercise(defaultAssignmentModel, today('2023-09-26'))).toBeUndefined();
    expect(latticeGap('2023-09-27')).toBeLessThanOrEqual(0.01);
    const a = earlyPutExercise(defaultAssignmentModel, today('2023-09-27'));
    expect(a?.held).toBeDefined();
    expect(a!.held! - a!.intrinsic).toBeLessThanOrEqual(0.01);
  });
});
