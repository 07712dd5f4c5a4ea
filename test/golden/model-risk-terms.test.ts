import { describe, expect, it, vi } from 'vitest';
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { quarterlyDividends, syntheticBars } from '../../shared/engine/market/testing/synthetic-market';
import { ironCondorRequest } from '../bench/scenarios';
import { withoutMinVolumeCheck } from './without-min-volume-check';

// Counts what an expiry's pricing context works out besides its surface (modeled-chain.ts): the
// dividends' present value before expiry and the trading sessions to it.
const counts = vi.hoisted(() => ({ presentValues: 0, sessions: 0 }));
vi.mock('../../shared/engine/market/dividend-forecast', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/engine/market/dividend-forecast')>();
  return {
    ...actual,
    dividendsPresentValue: (...args: Parameters<typeof actual.dividendsPresentValue>) => {
      counts.presentValues += 1;
      return actual.dividendsPresentValue(...args);
    },
  };
});
vi.mock('../../shared/engine/market/calendar', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/engine/market/calendar')>();
  return {
    ...actual,
    tradingSessionsBetween: (...args: Parameters<typeof actual.tradingSessionsBetween>) => {
      counts.sessions += 1;
      return actual.tradingSessionsBetween(...args);
    },
  };
});

const spy = syntheticBars('2019-01-02', '2019-12-31', 280, 0.012);
const vix = spy.map((b, i) => ({ date: b.date, close: 14 + (i % 9) }));
const request = BacktestRequestSchema.parse({ ...ironCondorRequest(), start_date: '2019-02-01', end_date: '2019-07-31' });
const market = () => createMarketData({
  ticker: 'SPY', bars: spy, dividends: quarterlyDividends(spy, 1.4), vix, rates: [{ date: '2019-01-02', rate: 0.02 }], benchmarkBars: spy,
});

describe('the model-risk runs of a result share what no vol shift moves (day-listings.ts ExpiryTerms)', () => {
  it('work out each expiry\'s escrowed spot, forward and sessions about as often as the single run, not three times', () => {
    counts.presentValues = 0;
    counts.sessions = 0;
    const plain = runMultiLegBacktest(request, market());
    const single = { ...counts };
    counts.presentValues = 0;
    counts.sessions = 0;
    const result = runMultiLegBacktestWithModelRisk(request, market());
    const { model_risk: band, ...base } = withoutMinVolumeCheck(result);
    expect(base).toEqual(plain);
    expect(band?.equity_low).toHaveLength(result.equity_curve.length);
    expect(single.presentValues).toBeGreaterThan(200);
    expect(single.sessions).toBeGreaterThan(200);
    // The shifted runs price the expiries the base run priced (and a few it did not: a run whose
    // positions differ marks other expiries), reading their terms from the family store.
    expect(counts.presentValues).toBeLessThan(single.presentValues * 1.3);
    expect(counts.sessions).toBeLessThan(single.sessions * 1.3);
  });
});
