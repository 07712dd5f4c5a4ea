import { describe, expect, it } from 'vitest';
import { createMarketData } from '../market/create-market-data';
import { modeledDayContexts } from '../market/modeled-chain';
import { modeledChainInputOf, type MarketDataInput } from '../market/create-market-data';
import { fromDayNumber } from '../market/calendar';
import { syntheticBars } from '../market/testing/synthetic-market';
import { defaultAssignmentModel } from '../execution/assignment-model';
import { coveredRequest, leg } from '../testing/covered-fixtures';
import { multiLegRequest } from '../testing/multileg-fixtures';
import { runCoveredBacktest } from './covered/run-covered';
import { simulateMultiLeg } from './multileg/run-multileg';
import { dividendBeforeNextDay, dividendSchedule, earlyCallAssignment } from './early-assignment';

/**
 * A 4-for-1 split effective on an ex-date (Apple's numbers of 2020: a $0.82 quarterly dividend a
 * share before the split, $0.205 after; the stock near $500 on the eve, $125 after). The dataset is
 * split-adjusted as of its last day, so its rows say 0.205 for every 2020 ex-date and 0.1925 for 2019's;
 * as traded, the eve's share gets 4 × 0.205 = 0.82 on the ex-date. The bundled data has no such day
 * (NVDA's 10-for-1 of 2024-06-10 went ex the day after, MSFT's 2-for-1 of 2003-02-18 too: their eves
 * are post-split), so the day is built: the split and the ex-date on Mon 2020-08-31, the eve Fri 08-28.
 */
const SPLIT = '2020-08-31';
const EVE = '2020-08-28';
const raw = syntheticBars('2019-06-03', '2020-12-31', 100, 0.012);
const scale = 125 / (raw.find((b) => b.date === SPLIT)?.close ?? 1);
const bars = raw.map((b) => ({ ...b, open: b.open * scale, high: b.high * scale, low: b.low * scale, close: b.close * scale }));
const input: MarketDataInput = {
  ticker: 'AAPL',
  bars,
  dividends: [
    { exDate: '2019-08-09', amount: 0.1925 }, { exDate: '2019-11-07', amount: 0.1925 }, { exDate: '2020-02-07', amount: 0.1925 },
    { exDate: '2020-05-08', amount: 0.205 }, { exDate: SPLIT, amount: 0.205 }, { exDate: '2020-11-06', amount: 0.205 },
  ],
  vix: bars.map((b, i) => ({ date: b.date, close: 22 + (i % 5) })),
  rates: [{ date: '2019-06-03', rate: 0.001 }],
  benchmarkBars: bars,
  splits: [{ date: SPLIT, ratio: 4 }],
};
const market = () => createMarketData(input);
const close = (date: string) => market().bars.find((b) => b.date === date)?.close ?? Number.NaN;

describe('a split effective on an ex-date: the dividend in the units of the eve it is weighed at', () => {
  it('the schedule gives the eve 0.82 a share held at its close, the ex-date 0.205 a share', () => {
    const m = market();
    // As traded: the ex-date's cash per share of the ex-date (the split has happened by its open).
    expect(m.dividends.find((d) => d.exDate === SPLIT)?.amount).toBe(0.205);
    expect(m.dividends.find((d) => d.exDate === '2020-05-08')?.amount).toBe(0.82);
    const ahead = dividendBeforeNextDay(dividendSchedule(m.dividends, m.splits), EVE, SPLIT);
    expect(ahead).toEqual({ dividend: 0.82, exDate: SPLIT, split: { ratio: 4, perExDateShare: 0.205 } });
    // Without a split between, the amount as it is: 08-07's eve of a 0.82 paid on pre-split shares.
    expect(dividendBeforeNextDay(dividendSchedule([{ exDate: '2020-08-07', amount: 0.82 }], m.splits), '2020-08-06', '2020-08-07'))
      .toEqual({ dividend: 0.82, exDate: '2020-08-07' });
  });

  it('the chain expects the same 0.82 at the eve, declared or forecast, and 0.205 a share from the split on', () => {
    const days = modeledDayContexts(modeledChainInputOf(input));
    // The day's expected dividends going ex after it (entries up to the day are ignored by readers).
    const next = (date: string) => (days(date)?.expectedDividends ?? []).filter((d) => fromDayNumber(d.day) > date)
      .map((d) => ({ exDate: fromDayNumber(d.day), amount: Math.round(d.amount * 1e6) / 1e6 }));
    // The eve, within the declared notice: the real ex-date and 0.205 × 4, in the eve's units, like the one projected after it.
    expect(next(EVE)[0]).toEqual({ exDate: SPLIT, amount: 0.82 });
    expect(next(EVE)[1]?.amount).toBe(0.82);
    // Before the notice (08-20): the forecast, the last gone ex (05-08's 0.205 a post-split share) in pre-split units.
    expect(next('2020-08-20')[0]?.amount).toBe(0.82);
    // The ex-date itself, post-split: the next one, 0.205 a share (a pre-split amount never read as post-split).
    expect(next(SPLIT)[0]?.amount).toBe(0.205);
    expect(next('2020-09-15')[0]?.amount).toBe(0.205);
  });

  it('at the eve the chain quotes the deep call at its exercise value, and the decision exercises it', () => {
    const m = market();
    const expiry = '2020-09-18';
    const spot = close(EVE);
    expect(spot).toBeCloseTo(495.61, 2);
    const quote = m.options.quote(EVE, expiry, 'call', 445);
    const intrinsic = spot - 445;
    // The quote prices the 0.82 going ex: its mid is the exercise value within the spread's rounding.
    expect(((quote?.bid_price ?? 0) + (quote?.ask_price ?? 0)) / 2).toBeCloseTo(intrinsic, 1);
    // The decision reads the schedule's 0.82: held past it, the call is worth no more than exercising.
    const a = earlyCallAssignment(defaultAssignmentModel, dividendSchedule(m.dividends, m.splits), {
      ticker: 'AAPL', strike: 445, mark: intrinsic, bid: quote?.bid_price ?? 0, expiry, rate: 0.001, date: EVE, close: spot, nextDate: SPLIT,
      putMark: () => m.options.quote(EVE, expiry, 'put', 445)?.bid_price,
      american: (amount, days) => m.options.americanExercise?.(EVE, expiry, 'call', 445, { amount, days }),
    });
    expect(a?.dividend).toBe(0.82);
    expect(a?.held).toBeLessThanOrEqual(intrinsic + 0.01);
    // Told 0.205 (a post-split share's), the pricer would hold it: the call worth 0.41 over its exercise value.
    const wrongUnits = m.options.americanExercise?.(EVE, expiry, 'call', 445, { amount: 0.205, days: 3 });
    expect((wrongUnits?.hold ?? 0) - intrinsic).toBeGreaterThan(0.4);
  });

  it('a covered call deep in the money is assigned at the eve, and the reason says both units', () => {
    const result = runCoveredBacktest(coveredRequest(
      { start_type: 'covered_call', min_volume_for_entry: 0, covered_call_config: leg({ DTE_target: 45, strike_target_condition: { type: 'delta', delta: 0.9, tolerance: null } }) },
      { ticker: 'AAPL', shares_multiple: 100, start_date: '2020-08-03', end_date: '2020-09-30' },
    ), market());
    const t = result.trades[0];
    expect(t?.entry_position.contract.strike).toBe(445);
    expect(t?.exit_date).toBe(EVE);
    expect(t?.reason).toContain('Early assignment before the ex-dividend date 2020-08-31');
    expect(t?.reason).toContain('(the $0.82 dividend gone; $0.2050 on each of the 4 shares one share of this close becomes in the 4-for-1 split on the ex-date)');
    expect(t?.reason).toContain('100 shares called away at 445');
  });

  it('a multi-leg short call deep in the money is assigned at the eve', () => {
    const request = multiLegRequest({
      ticker: 'AAPL',
      legs: [{
        side: 'short', option_type: 'call', dte_target: 21, target_strike_condition: { type: 'delta', value: 0.9 },
        children: [{ side: 'long', option_type: 'call', dte_target: 21, strike_offset: 20, strike_offset_tolerance: 5 }],
      }],
      max_open_positions: 1,
    }, { ticker: 'AAPL', start_date: '2020-08-24', end_date: '2020-09-30' });
    const { result } = simulateMultiLeg(request, market());
    const t = result.trades[0];
    expect(t?.exit_date).toBe(EVE);
    expect(t?.reason).toContain('Early assignment before the ex-dividend date 2020-08-31');
    expect(t?.reason).toContain('the $0.82 dividend');
  });
});
