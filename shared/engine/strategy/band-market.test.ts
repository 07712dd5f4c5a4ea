import { describe, expect, it, vi } from 'vitest';
import { createMarketData } from '../market/create-market-data';
import type { MarketData } from '../market/market-data';
import { ModeledContract } from '../market/modeled-quote';
import { syntheticBars } from '../market/testing/synthetic-market';
import { multiLegRequest } from '../testing/multileg-fixtures';
import { bandMarket, bandRun } from './band-run';
import { plainQuote } from './mark-quote';
import { runMultiLegBand, simulateMultiLeg } from './multileg/run-multileg';

// A modeled SPY-like market whose shares split 2-for-1 mid-year (bars adjusted as of the split, as
// the datasets are), shifted as a model-risk run's market is.
const bars = syntheticBars('2019-01-02', '2019-12-31', 140, 0.012);
const vix = bars.map((b, i) => ({ date: b.date, close: 15 + (i % 9) }));
const SPLIT = '2019-06-17';
const market = (split = true): MarketData => {
  const m = createMarketData({
    ticker: 'SPY', bars, dividends: [], vix, rates: [{ date: '2019-01-02', rate: 0.02 }], benchmarkBars: bars,
    ...(split ? { splits: [{ date: SPLIT, ratio: 2 }] } : {}),
  });
  if (m.withVolShift === undefined) throw new Error('a modeled market can shift its surface');
  return m.withVolShift(-0.8);
};

const condorLegs = [
  {
    side: 'short' as const, option_type: 'put' as const, dte_target: 30, target_strike_condition: { type: 'delta' as const, value: -0.16 },
    children: [{ side: 'long' as const, option_type: 'put' as const, dte_target: 30, strike_offset: -5, strike_offset_tolerance: 2.5 }],
  },
  {
    side: 'short' as const, option_type: 'call' as const, dte_target: 30, target_strike_condition: { type: 'delta' as const, value: 0.16 },
    children: [{ side: 'long' as const, option_type: 'call' as const, dte_target: 30, strike_offset: 5, strike_offset_tolerance: 2.5 }],
  },
];

describe('a band run reads its picks as probes (band-run.ts bandMarket)', () => {
  it('answers quote with a probe equal in every field to the plain quote', () => {
    const m = market();
    const band = bandMarket(m).options;
    const date = '2019-03-14';
    const expiry = m.options.expirations(date).find((e) => e >= '2019-04-12') ?? '';
    let compared = 0;
    for (const type of ['put', 'call'] as const) {
      for (const strike of m.options.strikes?.(date, expiry) ?? []) {
        const probe = band.quote(date, expiry, type, strike);
        expect(probe).toBeDefined();
        // A probe (fields computed when read), not plain data: otherwise the view saves nothing.
        expect(Object.getPrototypeOf(probe)).not.toBe(Object.prototype);
        expect(plainQuote(probe!)).toEqual(m.options.quote(date, expiry, type, strike));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it("gives the band the full run's metrics and daily equity, across a split with condors open", () => {
    const request = multiLegRequest({ legs: condorLegs, max_open_positions: 3, global_exit_conditions: [{ type: 'percentage_profit', value: 50 }] }, { ticker: 'SPY' });
    const full = simulateMultiLeg(request, market()).result;
    const band = runMultiLegBand(request, market());
    // The split happened with positions open and entries were found every month.
    expect(full.trades.some((t) => t.entry_date < SPLIT && t.exit_date > SPLIT)).toBe(true);
    expect(full.trades.length).toBeGreaterThan(10);
    expect(band).toEqual(bandRun(full.start_balance, full.equity_curve, full.trades.map((t) => t.pnl), market().riskFreeRate));
  });

  it("leaves its closed legs' quotes as probes: no implied vol is inverted for a trade log it does not keep (book.ts tradeLog)", () => {
    const request = multiLegRequest({ legs: condorLegs, max_open_positions: 3, global_exit_conditions: [{ type: 'percentage_profit', value: 50 }] }, { ticker: 'SPY' });
    const inverted = vi.spyOn(ModeledContract.prototype, 'bid_implied_volatility', 'get');
    try {
      // No split: a split turns the open legs' quotes into plain data (multileg/split.ts), vols and all.
      const full = simulateMultiLeg(request, market(false)).result;
      // The full run's trade log reads every exit leg's vols (and the picks' when quoted).
      expect(full.trades.length).toBeGreaterThan(10);
      expect(inverted.mock.calls.length).toBeGreaterThan(4 * full.trades.length);
      inverted.mockClear();
      runMultiLegBand(request, market(false));
      expect(inverted.mock.calls.length).toBe(0);
    } finally {
      inverted.mockRestore();
    }
  });
});
