import { describe, expect, it } from 'vitest';
import type { OptionChainProvider, OptionQuote, OptionType } from '../market/market-data';
import { selectContract, type ContractRequest, type Selection } from './select-contract';
import { targetedSelect } from './targeted-search';
import { PLATEAU_DATE, PLATEAU_EXPIRY, plateauChain, plateauQuote } from '../testing/plateau-chain';

const DATE = PLATEAU_DATE;
const EXPIRY = PLATEAU_EXPIRY;
const quoteOf = plateauQuote;

/** The search's answer as the scan gives it: its `volumeBlind` mark is the search's alone (volume-blind.test.ts). */
const asScanned = (s: Selection): Selection => {
  if (!('quote' in s)) return s;
  const { volumeBlind: _searchOnly, ...rest } = s;
  return rest;
};

const { chains, looks } = plateauChain();

const request = (type: OptionType, target: number, extra: Partial<ContractRequest>): ContractRequest => ({
  date: DATE, type, dteTarget: 30, exactDte: false, measure: (q) => q.delta, target, targetLabel: `delta ${target}`,
  tolerance: null, toleranceUnit: 'delta', minVolume: 0, monotone: true, ...extra,
});

describe('targeted contract search', () => {
  it('picks exactly what the full scan picks: ties to the lower strike, filters, tolerance, misses', () => {
    let cases = 0;
    for (const type of ['call', 'put'] as const) {
      for (let t = -1.05; t <= 1.05; t += 0.025) {
        const target = type === 'put' ? t - 0.5 : t;
        for (const minVolume of [0, 100, 1000]) {
          for (const tolerance of [null, 0.02, 0.1]) {
            for (const accept of [undefined, (q: OptionQuote) => q.strike % 3 !== 1]) {
              const req = request(type, target, { minVolume, tolerance, ...(accept ? { accept } : {}) });
              const scan = selectContract(chains, { ...req, monotone: false });
              expect(asScanned(selectContract(chains, req)), `${type} ${target} vol ${minVolume} tol ${tolerance}`).toEqual(scan);
              cases += 1;
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
  });

  it('prices a handful of contracts instead of the chain', () => {
    looks.quotes = 0;
    const picked = targetedSelect(chains, request('call', 0.3, { minVolume: 100 }), EXPIRY);
    // delta 0.30 on the plateau 105-107 (x = -0.2); the lowest of them, 105, has volume.
    expect(picked?.strike).toBe(105);
    expect(looks.quotes).toBeLessThan(12);
  });

  it('equal deltas (American calls at their exercise value, delta exactly 1): the strike nearest the money, not the lowest', () => {
    // SPY at 278 the day a 30-day call spans an ex-date: 170-262 are floored at intrinsic (delta 1),
    // 263 up keep their model delta. A 0.99 target is nearer 1 than 0.975: it took the 170 call.
    const floored = Array.from({ length: 93 }, (_, i) => 170 + i);
    const grid = [...floored, 263, 264, 265, 270, 278, 290];
    const delta = (k: number): number => (k <= 262 ? 1 : Math.max(0.05, 0.975 - (k - 263) * 0.03));
    const quote = (type: OptionType, k: number): OptionQuote => ({ ...quoteOf(type, k), underlying_price: 278, volume: 500, delta: delta(k) });
    const itm: OptionChainProvider = {
      ...chains,
      strikes: () => grid,
      chain: (_d, _e, type) => grid.map((k) => quote(type, k)),
      quote: (_d, _e, type, k) => quote(type, k),
    };
    const req = request('call', 0.99, {});
    const scan = selectContract(itm, { ...req, monotone: false });
    expect(scan).toMatchObject({ quote: { strike: 262, delta: 1 } });
    expect(asScanned(selectContract(itm, req))).toEqual(scan);
    // A target of delta 1 exactly: the same strike.
    expect(selectContract(itm, request('call', 1, {}))).toMatchObject({ quote: { strike: 262 } });
    // A plateau of rounded deltas (a vendor's 0.20 for puts 90-92, below the money) keeps the lower strike.
    expect(selectContract(chains, request('put', -0.2, {}))).toMatchObject({ quote: { strike: 90 } });
  });

  it('steps aside (undefined) when it cannot answer like the scan', () => {
    expect(targetedSelect(chains, request('call', 0.3, { monotone: false }), EXPIRY)).toBeUndefined();
    expect(targetedSelect({ ...chains, strikes: () => undefined }, request('call', 0.3, {}), EXPIRY)).toBeUndefined();
    expect(targetedSelect(chains, request('call', 0.3, { minVolume: 10_000 }), EXPIRY)).toBeUndefined();
    expect(targetedSelect(chains, request('call', 0.3, { measure: () => Number.NaN }), EXPIRY)).toBeUndefined();
  });
});
