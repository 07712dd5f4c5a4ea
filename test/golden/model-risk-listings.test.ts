import { describe, expect, it, vi } from 'vitest';
import { BacktestRequestSchema } from '../../shared/contracts';
import { runMultiLegBacktest, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { listedExpirations } from '../../shared/engine/market/calendar';
import { syntheticBars } from '../../shared/engine/market/testing/synthetic-market';
import { ironCondorRequest } from '../bench/scenarios';
import { withoutMinVolumeCheck } from './without-min-volume-check';

// Counts the strike lists the chains build (modeled-chain.ts: listedStrikes, or listedGrid on the model-risk runs' store).
const listings = vi.hoisted(() => ({ strikes: 0 }));
vi.mock('../../shared/engine/market/strikes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/engine/market/strikes')>();
  return {
    ...actual,
    listedStrikes: (...args: Parameters<typeof actual.listedStrikes>) => {
      listings.strikes += 1;
      return actual.listedStrikes(...args);
    },
    listedGrid: (...args: Parameters<typeof actual.listedGrid>) => {
      listings.strikes += 1;
      return actual.listedGrid(...args);
    },
  };
});

const spy = syntheticBars('2019-01-02', '2019-12-31', 280, 0.012);
const vix = spy.map((b, i) => ({ date: b.date, close: 14 + (i % 9) }));
const request = BacktestRequestSchema.parse({ ...ironCondorRequest(), start_date: '2019-02-01', end_date: '2019-07-31' });

/** A fresh market (as the backtest worker gets one) counting the days whose expirations it lists. */
function countingMarket() {
  const count = { expirations: 0 };
  const market = createMarketData({
    ticker: 'SPY', bars: spy, dividends: [], vix, rates: [{ date: '2019-01-02', rate: 0.02 }], benchmarkBars: spy,
    expirations: (date) => {
      count.expirations += 1;
      return listedExpirations('SPY', date);
    },
  });
  return { market, count };
}

describe('the model-risk runs of a result reuse what its base run listed (shared/engine/index.ts modelRiskFamily)', () => {
  it('lists each day and each strike grid about as often as the single run does, not twice as often', () => {
    const single = countingMarket();
    listings.strikes = 0;
    const plain = runMultiLegBacktest(request, single.market);
    const singleStrikes = listings.strikes;
    const withRisk = countingMarket();
    listings.strikes = 0;
    const result = runMultiLegBacktestWithModelRisk(request, withRisk.market);
    expect(singleStrikes).toBeGreaterThan(100);
    expect(result.model_risk?.equity_low).toHaveLength(result.equity_curve.length);
    const { model_risk: _, ...base } = withoutMinVolumeCheck(result);
    expect(base).toEqual(plain);
    // The shifted runs list a day's expirations and an expiry's grid again only when the
    // shift moves its listed range (a far expiry's width is not clamped): a few percent more.
    // The condor's minimum volume moved wing picks here, so the result also carries the run with no
    // minimum (min-volume-check.ts), on the same store: it trades its own path, and lists the one day
    // (of 124) its path reaches and the base run's does not.
    expect(result.min_volume_check).toBeDefined();
    expect(withRisk.count.expirations).toBeLessThanOrEqual(single.count.expirations + 1);
    expect(listings.strikes).toBeLessThan(singleStrikes * 1.2);
  });
});
