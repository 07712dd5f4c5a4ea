import { describe, expect, it } from 'vitest';
import { buildTimeline } from '../../core/timeline';
import type { MarketData, OptionQuote } from '../../market/market-data';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { coveredRequest, leg } from '../../testing/covered-fixtures';
import { callTreatment } from './call-treatment';
import { createCoveredRun, type Day } from './context';

const STRIKES = [90, 95, 97.5, 100, 102.5, 105];

/** Two days of TEST (the prior close, then the day a call expiring 2024-02-16, 44 days out, is written); `strikes` listed or not. */
function writtenOn(opts: { priorClose: number; open?: number; strikes?: boolean; ticker?: string; split?: number }) {
  const synthetic = createSyntheticMarket({
    ticker: opts.ticker ?? 'TEST',
    bars: [{ date: '2024-01-02', close: opts.priorClose }, { date: '2024-01-03', open: opts.open ?? 100, close: 100 }],
    ...(opts.split ? { splits: [{ date: '2024-01-03', ratio: opts.split }] } : {}),
    quotes: STRIKES.map((strike) => ({ date: '2024-01-03', expiry: '2024-02-16', type: 'call' as const, strike, price: 1 })),
  });
  const market: MarketData = { ...synthetic, options: { ...synthetic.options, ...(opts.strikes === false ? { strikes: undefined } : { strikes: () => STRIKES }) } };
  const run = createCoveredRun(coveredRequest({ start_type: 'covered_call', covered_call_config: leg() }), market, buildTimeline(market, null, null));
  const [prev, bar] = market.bars;
  const day: Day = { bar: bar!, i: 1, marketIndex: 1, prev, nextDate: undefined, last: true };
  return (strike: number) => callTreatment(run, day, synthetic.options.quote('2024-01-03', '2024-02-16', 'call', strike) as OptionQuote);
}

describe('the straddle treatment of a call the covered engine writes (IRC §1092(c)(4))', () => {
  it("reads the prior close and the day's listed strikes: at the money qualified, down to the highest strike below the price qualified in the money, below it not qualified", () => {
    const treat = writtenOn({ priorClose: 100 });
    expect([100, 97.5, 95].map(treat)).toEqual(['qualified', 'qualified_in_the_money', 'not_qualified']);
    // The strikes not listed: an in-the-money call is taken as deep in the money (conservative).
    expect([100, 97.5].map(writtenOn({ priorClose: 100, strikes: false }))).toEqual(['qualified', 'not_qualified']);
  });

  it("takes the prior close in today's units after a split, and the open when it is above 110% of the prior close", () => {
    // 2-for-1 today: the prior close 200 is 100 in today's shares (read raw, every strike would be deep in the money).
    expect([100, 97.5, 95].map(writtenOn({ priorClose: 200, split: 2 }))).toEqual(['qualified', 'qualified_in_the_money', 'not_qualified']);
    // Opened at 111 after a close of 100: the applicable price is 111, 105 the highest strike below it.
    expect([105, 102.5].map(writtenOn({ priorClose: 100, open: 111 }))).toEqual(['qualified_in_the_money', 'not_qualified']);
    // Opened at 110 (not above 110%): the prior close 100 rules, and 105 is out of the money.
    expect(writtenOn({ priorClose: 100, open: 110 })(105)).toBe('qualified');
  });

  it('an index call (cash-settled: no option to buy stock) is never a qualified covered call', () => {
    expect(writtenOn({ priorClose: 100, ticker: 'SPX' })(105)).toBe('not_qualified');
  });
});
