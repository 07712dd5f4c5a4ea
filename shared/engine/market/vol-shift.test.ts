import { describe, expect, it } from 'vitest';
import type { OptionChainProvider, OptionQuote } from './market-data';
import { createModeledChainProvider, modeledDayContexts, type ModeledChainInput } from './modeled-chain';
import { createDayBases } from './day-basis';
import type { DayContext } from './day-context';
import { shiftSurface } from './vol-surface';
import { toDayNumber } from './calendar';
import { quarterlyDividends, syntheticBars } from './testing/synthetic-market';

const spy = syntheticBars('2019-01-02', '2020-12-31', 250, 0.01);
const aapl = syntheticBars('2019-01-02', '2020-12-31', 80, 0.02, 2);

const input = (ticker: string): ModeledChainInput => {
  const bars = ticker === 'SPY' ? spy : aapl;
  return { ticker, bars, benchmarkBars: spy, vix: () => 22, riskFreeRate: () => 0.02, dividends: quarterlyDividends(bars, 1.2) };
};

/** The way the shifted chain was built before the shared store: a copy of each day with its surface shifted. */
function shiftedCopies(days: (date: string) => DayContext | undefined, points: number): (date: string) => DayContext | undefined {
  return (date) => {
    const day = days(date);
    return day && { ...day, surface: shiftSurface(day.surface, points) };
  };
}

/** Everything a run reads of a chain on `dates`: expirations, strikes, the lowest strike, and quotes of each type. */
function answers(chain: OptionChainProvider, dates: readonly string[]): unknown[] {
  const out: unknown[] = [];
  for (const date of dates) {
    const expirations = chain.expirations(date);
    out.push(expirations);
    for (const expiry of [expirations[1], expirations[6], expirations[expirations.length - 1]]) {
      if (expiry === undefined) continue;
      const strikes = chain.strikes?.(date, expiry) ?? [];
      out.push(chain.lowestStrike?.(date, expiry), strikes);
      const k = strikes[Math.floor(strikes.length / 3)] ?? 0;
      for (const type of ['call', 'put'] as const) {
        const q: OptionQuote | undefined = chain.quote(date, expiry, type, k);
        out.push(q, chain.priceAt(date, expiry, type, k, (q?.underlying_price ?? 0) * 1.01));
      }
    }
  }
  return out;
}

describe('vol-shifted chains on a shared store of vol-independent answers (day-basis.ts)', () => {
  // Several days a month, so that answers kept for one day cannot pass for another.
  const dates = spy.filter((_, i) => i % 7 === 5).map((b) => b.date);

  for (const ticker of ['SPY', 'AAPL']) {
    it(`${ticker}: a base run and runs shifted down and up on one store answer as chains on shifted copies of each day`, () => {
      const days = modeledDayContexts(input(ticker));
      const shared = createDayBases(ticker, undefined, true);
      // The model-risk order: the base (no shift) fills the store, the shifted chains read it.
      for (const points of [0, -0.8, 2.5]) {
        const onStore = createModeledChainProvider(input(ticker), days, { volShift: points, bases: shared });
        const onCopies = createModeledChainProvider(input(ticker), shiftedCopies(days, points));
        expect(answers(onStore, dates)).toEqual(answers(onCopies, dates));
      }
    });
  }

  it('the shifted chains reuse the base run\'s expirations, and its grid where the range width is clamped (the saving)', () => {
    const days = modeledDayContexts(input('SPY'));
    const shared = createDayBases('SPY', undefined, true);
    const [base, down] = [0, -0.8].map((points) => createModeledChainProvider(input('SPY'), days, { volShift: points, bases: shared }));
    const date = dates[3] ?? '';
    const near = base?.expirations(date)[3] ?? '';
    expect(down?.expirations(date)).toBe(base?.expirations(date));
    // Their day numbers too, computed once for the family (an entry's expiration pick reads them).
    expect(Array.from(down?.expirationDays?.(date) ?? [])).toEqual(base?.expirations(date).map(toDayNumber));
    expect(down?.expirationDays?.(date)).toBe(base?.expirationDays?.(date));
    // A 2-week expiry: σ√T is far under STRIKE_RANGE_MIN, so both vols list the same grid.
    expect(down?.strikes?.(date, near)).toBe(base?.strikes?.(date, near));
  });

  it('the shift moves prices: a chain that ignored it would fail the comparison above', () => {
    const days = modeledDayContexts(input('SPY'));
    const shared = createDayBases('SPY', undefined, true);
    const plain = createModeledChainProvider(input('SPY'), days, { bases: shared });
    const up = createModeledChainProvider(input('SPY'), days, { volShift: 2.5, bases: shared });
    expect(answers(up, dates)).not.toEqual(answers(plain, dates));
  });
});
