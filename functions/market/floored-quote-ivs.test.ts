import { describe, expect, it } from 'vitest';
import { createModeledChainProvider, modeledDayContexts, type ModeledChainInput } from '../../shared/engine/market/modeled-chain';
import { quarterlyDividends, syntheticBars } from '../../shared/engine/market/testing/synthetic-market';
import type { OptionQuote } from '../../shared/engine/market/market-data';
import { contractIvs, countFlooredIvs, flooredIvLines, isFloored } from './floored-quote-ivs';

// A dividend payer at 5% rates (american-floor.test.ts): deep calls the day before an ex-date and
// deep puts sit at the floor.
const spy = syntheticBars('2021-01-04', '2023-12-29', 400, 0.01);
const aapl = syntheticBars('2021-01-04', '2023-12-29', 150, 0.012, 2);
const dividends = quarterlyDividends(aapl, 1.5);
const input: ModeledChainInput = { ticker: 'AAPL', bars: aapl, benchmarkBars: spy, vix: () => 18, riskFreeRate: () => 0.05, dividends };
const exDate = dividends.find((d) => d.exDate >= '2023-06-01')?.exDate as string;
const dayBefore = aapl[aapl.findIndex((b) => b.date === exDate) - 1]?.date as string;

describe('floored-quote-ivs', () => {
  it('counts the floored contracts of a day before an ex-date, their European bid IVs far off the surface, none reported as 0', () => {
    const days = modeledDayContexts(input);
    const chain = createModeledChainProvider(input, days);
    const c = countFlooredIvs(chain, days, [dayBefore], 2);
    const listed = chain.expirations(dayBefore).filter((e) => e > dayBefore).slice(0, 2);
    const all = listed.flatMap((e) => [...chain.chain(dayBefore, e, 'call'), ...chain.chain(dayBefore, e, 'put')]);
    expect(c.contracts).toBe(all.length);
    expect(c.floored).toBe(all.filter((q) => Math.abs(q.delta) === 1 && q.theta === 0).length);
    expect(c.floored).toBeGreaterThan(0);
    // The floor lifts a deep call a dividend's worth above its escrowed European value: its bid,
    // inverted with the European formula, reads a vol far above the surface's.
    expect(c.europeanBidIvAbove100).toBeGreaterThan(0);
    expect(c.europeanBidIvNone + c.europeanBidIvAbove100).toBeLessThanOrEqual(c.floored);
    expect(c.reportedBidIvZero).toBe(0);
    expect(flooredIvLines(c)).toHaveLength(6);
    expect(flooredIvLines(c)[2]).toBe(`floored contracts ${c.floored.toLocaleString('en-US')}`);
  });

  it('names one floored contract\'s European and reported vols', () => {
    const days = modeledDayContexts(input);
    const chain = createModeledChainProvider(input, days);
    const expiry = chain.expirations(dayBefore).find((e) => e > exDate) as string;
    const deep = chain.chain(dayBefore, expiry, 'call').find((q) => isFloored(q) && q.bid_price > 0) as OptionQuote;
    const line = contractIvs(chain, days, { date: dayBefore, expiry, type: 'call', strike: deep.strike } as never);
    const surface = `${(deep.bid_implied_volatility * 100).toFixed(1)}%`;
    expect(line).toContain(`spot ${deep.underlying_price}: floored true, European bid/ask IV `);
    expect(line).toContain(`reported bid/ask IV ${surface}/${surface}`);
    // The European inversion of the floored bid: 418.0% here, against the surface's 64.0%.
    const european = Number(/European bid\/ask IV ([\d.]+)%/.exec(line)?.[1]);
    expect(european).toBeGreaterThan(100);
  });

  it('does not count a deep European contract whose delta rounds to 1 but keeps the rate\'s theta', () => {
    const q = { delta: 1, gamma: 0, vega: 0, theta: -0.004 } as OptionQuote;
    expect(isFloored(q)).toBe(false);
    expect(isFloored({ ...q, theta: 0 })).toBe(true);
    expect(isFloored({ ...q, delta: -1, theta: 0 })).toBe(true);
  });
});
