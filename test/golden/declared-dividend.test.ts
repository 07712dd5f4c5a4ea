import { describe, expect, it } from 'vitest';
import { realMarket } from './real-market';
import { createDividendsAhead } from '../../shared/engine/strategy/early-put-exercise';

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
});
