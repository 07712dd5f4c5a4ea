import { describe, expect, it } from 'vitest';
import { createMarketData } from '../market/create-market-data';
import type { MarketData, OptionQuote, OptionType } from '../market/market-data';
import { syntheticBars } from '../market/testing/synthetic-market';
import { selectAtExpiry, type ContractRequest } from './select-contract';
import { targetedSelect } from './targeted-search';
import { bandMarket } from '../strategy/band-run';
import { plainQuote } from '../strategy/mark-quote';
import { addCalendarDays as addDays } from '../market/calendar-dates';

const bars = syntheticBars('2020-01-02', '2020-12-31', 300, 0.015);
const vix = bars.map((b, i) => ({ date: b.date, close: 14 + (i % 23) }));
const plain = createMarketData({ ticker: 'SPY', bars, dividends: [], vix, rates: [{ date: '2020-01-02', rate: 0.01 }], benchmarkBars: bars });
const markets: Array<[string, MarketData]> = [
  ['plain', plain],
  ['shifted down', plain.withVolShift?.(-0.8) ?? plain],
  ['shifted up', plain.withVolShift?.(0.8) ?? plain],
];

function request(date: string, type: OptionType, target: number, extra: Partial<ContractRequest> = {}): ContractRequest {
  return {
    date, type, dteTarget: 30, exactDte: false, minVolume: 0, target, targetLabel: `delta ${target}`, tolerance: null, toleranceUnit: 'delta', monotone: true,
    measure: (q: OptionQuote) => q.delta,
    ...extra,
  };
}

const deltaAt = (m: MarketData, date: string, expiry: string, type: OptionType, strike: number): number =>
  m.options.quote(date, expiry, type, strike)?.delta ?? Number.NaN;

describe('targeted search from a seed (targeted-search.ts)', () => {
  it('picks exactly the contract of the unseeded search, from any seed, on plain and shifted chains', () => {
    let answered = 0;
    let compared = 0;
    for (const [, m] of markets) {
      for (const bar of bars.filter((_, i) => i % 9 === 0)) {
        const date = bar.date;
        for (const expiry of m.options.expirations(date).filter((e) => e > date).slice(0, 12).filter((_, i) => i % 4 === 1)) {
          const grid = m.options.strikes?.(date, expiry) ?? [];
          expect(grid.length).toBeGreaterThan(10);
          const seeds = [grid[0]! - 40, grid[0]!, grid[1]!, bar.close * 0.93, bar.close, bar.close * 1.04, grid.at(-2)!, grid.at(-1)!, grid.at(-1)! + 40];
          const cases: Array<[OptionType, number, Partial<ContractRequest>]> = [
            ['put', -0.16, {}], ['call', 0.16, {}], ['put', -0.5, {}], ['call', 0.03, {}],
            // Past either end of the grid: the first index reached is 0 or none.
            ['put', -1.5, {}], ['put', 0.5, {}], ['call', 1.5, {}],
            // Filters and a tolerance: the walk from the crossing goes on past refused contracts.
            ['put', -0.25, { minVolume: 400 }], ['call', 0.2, { tolerance: 0.02 }],
            ['put', -0.3, { accept: (q: OptionQuote) => Math.round(q.strike) % 5 === 0 }],
            // A target one contract's delta equals exactly: "reached" includes equality.
            ...(['put', 'call'] as const).map((type): [OptionType, number, Partial<ContractRequest>] => [type, deltaAt(m, date, expiry, type, grid[grid.length >> 2]!), {}]),
            ...(['put', 'call'] as const).map((type): [OptionType, number, Partial<ContractRequest>] => [type, deltaAt(m, date, expiry, type, grid[(grid.length * 2) / 3 | 0]!), {}]),
          ];
          for (const [type, target, extra] of cases) {
            const req = request(date, type, target, extra);
            const unseeded = selectAtExpiry(m.options, req, expiry);
            for (const seed of seeds) {
              const seeded = targetedSelect(m.options, req, expiry, seed);
              compared += 1;
              if (seeded === undefined) continue;
              answered += 1;
              expect('quote' in unseeded && unseeded.quote).toEqual(seeded);
            }
          }
        }
      }
    }
    // It answers nearly always (a miss is left to the unseeded search, which words it).
    expect(answered).toBeGreaterThan(compared * 0.7);
  });

  it('searches a strike measure (a child leg) and the first day (no seed) the same way too', () => {
    let compared = 0;
    for (const [, m] of markets) {
      for (const bar of bars.filter((_, i) => i % 11 === 0)) {
        const date = bar.date;
        const expiry = m.options.expirations(date).find((e) => e > date && e >= addDays(date, 25)) ?? '';
        const grid = m.options.strikes?.(date, expiry) ?? [];
        const child = (target: number, tolerance: number, extra: Partial<ContractRequest> = {}) =>
          request(date, 'call', target, { measure: (q) => q.strike, strikeMeasure: (k) => k, tolerance, ...extra });
        const otm = (q: number) => 1 - q / bar.close;
        const cases: ContractRequest[] = [
          child(bar.close + 5.3, 2.5), child(bar.close - 12, 0), child(grid[0]! - 3, 2.5), child(grid.at(-1)! + 1, 2.5), child(bar.close + 2, 2.5, { minVolume: 300 }),
          request(date, 'put', 0.05, { measure: (q) => otm(q.strike), strikeMeasure: otm }),
          request(date, 'put', -0.2), request(date, 'call', 0.35, { minVolume: 200 }),
        ];
        for (const req of cases) {
          const unseeded = selectAtExpiry(m.options, req, expiry);
          const seeded = targetedSelect(m.options, req, expiry, Number.NaN);
          if ('quote' in unseeded) expect(seeded).toEqual(unseeded.quote);
          else expect(seeded).toBeUndefined();
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("returns on a band run's chain the contract it priced, equal to the plain pick", () => {
    const band = bandMarket(markets[1]![1]).options;
    const shifted = markets[1]![1].options;
    for (const bar of bars.filter((_, i) => i % 15 === 0)) {
      const expiry = shifted.expirations(bar.date).find((e) => e >= addDays(bar.date, 25)) ?? '';
      const req = request(bar.date, 'put', -0.16);
      const picked = targetedSelect(band, req, expiry, bar.close * 0.95);
      expect(Object.getPrototypeOf(picked)).not.toBe(Object.prototype);
      expect(plainQuote(picked!)).toEqual(targetedSelect(shifted, req, expiry, bar.close * 0.95));
    }
  });

  it('leaves to the unseeded search what it cannot answer the same way', () => {
    const date = bars[40]!.date;
    const expiry = plain.options.expirations(date).find((e) => e > '2020-04-01') ?? '';
    const grid = plain.options.strikes?.(date, expiry) ?? [];
    const mid = grid[grid.length >> 1]!;
    // A measure not monotone in the strike, and no contract passing the filters (the scan words the miss).
    expect(targetedSelect(plain.options, request(date, 'put', 0.01, { measure: (q) => q.gamma, monotone: false }), expiry, mid)).toBeUndefined();
    expect(targetedSelect(plain.options, request(date, 'put', -0.16, { minVolume: 1e12 }), expiry, mid)).toBeUndefined();
    expect(targetedSelect(plain.options, request(date, 'put', -0.16), expiry, mid)?.strike).toBeGreaterThan(0);
  });
});
