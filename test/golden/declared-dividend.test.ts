import { describe, expect, it } from 'vitest';
import { realMarket } from './real-market';
import { createDividendsAhead } from '../../shared/engine/strategy/early-put-exercise';
import { EXERCISE_TOLERANCE } from '../../shared/engine/market/american-price';

/**
 * A stock's declared dividend is priced from DECLARED_NOTICE_DAYS (5) calendar days before its
 * ex-date (chain-rules.ts), never earlier: AAPL declared the 0.22 of 2021-05-07 (up from 0.205)
 * after the close of 2021-04-28, record date 05-10.
 */
describe('AAPL 2021-05-07: the declared 0.22 from 5 days before its ex-date, the forecast 0.205 before', () => {
  it('the dividends the chain expects before the 05-21 expiry (rate 0: undiscounted)', async () => {
    const market = await realMarket('AAPL');
    const ahead = createDividendsAhead(market);
    // 04-28's close: not yet declared, the last gone ex (0.205) on the projected ex-date.
    expect(ahead.presentValue('2021-04-28', '2021-05-21', 0)).toBeCloseTo(0.205, 10);
    expect(ahead.presentValue('2021-04-30', '2021-05-21', 0)).toBeCloseTo(0.205, 10);
    // 05-03, 4 days before the ex-date: the declared 0.22.
    expect(ahead.presentValue('2021-05-03', '2021-05-21', 0)).toBeCloseTo(0.22, 10);
    // The eve: the same, what the early-exercise decision weighs.
    expect(ahead.presentValue('2021-05-06', '2021-05-21', 0)).toBeCloseTo(0.22, 10);
  }, 60_000);

  /**
   * AAPL's first dividend, 2.65 going ex 2012-08-09 (none before it to forecast from): on the eve the
   * early-exercise decision knows it and exercises the deep calls, and the chain, which priced no
   * dividend, quoted 323 of them over their exercise value (test/audits/scripts14/
   * eve-quote-over-exercise.ts); declared, it prices the dividend the decision weighs.
   */
  it('AAPL 2012-08-08: every call the decision exercises is quoted at its exercise value', async () => {
    const market = await realMarket('AAPL');
    const [eve, exDate] = ['2012-08-08', '2012-08-09'];
    const amount = market.dividends.filter((d) => d.exDate === exDate).reduce((s, d) => s + d.amount, 0);
    expect(amount).toBeGreaterThan(2);
    const close = market.bars.find((b) => b.date === eve)?.close ?? 0;
    let exercised = 0;
    for (const expiry of market.options.expirations(eve).slice(0, 4)) {
      for (const strike of market.options.strikes?.(eve, expiry) ?? []) {
        if (!(strike < close)) continue;
        const a = market.options.americanExercise?.(eve, expiry, 'call', strike, { amount, days: 1 });
        if (a === undefined || !(a.hold <= a.exercise + EXERCISE_TOLERANCE)) continue;
        exercised++;
        expect(market.options.priceAt(eve, expiry, 'call', strike, close), `${expiry} ${strike}`).toBeLessThanOrEqual(a.exercise + EXERCISE_TOLERANCE);
      }
    }
    expect(exercised).toBeGreaterThan(20);
  }, 120_000);
});
