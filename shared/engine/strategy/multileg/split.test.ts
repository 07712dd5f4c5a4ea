import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';
import { applySplitsToPositions } from './split';
import type { OpenPosition } from './position';
import { ImportedContract } from '../../market/imported-quote';
import type { LegPlan } from './leg-plan';
import { legCash, legSides } from '../../../analytics/leg-cash';

// A put credit spread (short 380 put, long 360 put) open across a 4-for-1 split on the third day:
// from then on the adjusted contracts are 4 × the 95 and 90 puts.
const EXPIRY = '2024-01-19';
const spread = putCreditSpreadLegs(20);

describe('multi-leg position across a split (OCC adjustment)', () => {
  it('has 4 × the contracts at a quarter of the strikes, P&L and equity unchanged by the split', () => {
    const days = DAYS.slice(0, 4);
    const before = days.slice(0, 2);
    const after = days.slice(2);
    const market = createSyntheticMarket({
      bars: [400, 400, 100, 100].map((close, i) => ({ date: days[i]!, close })),
      splits: [{ date: days[2]!, ratio: 4 }],
      quotes: [
        ...before.flatMap((date) => [
          { date, expiry: EXPIRY, type: 'put' as const, strike: 380, price: 8, delta: -0.3 },
          { date, expiry: EXPIRY, type: 'put' as const, strike: 360, price: 2, delta: -0.1 },
        ]),
        ...after.flatMap((date, i) => [
          { date, expiry: EXPIRY, type: 'put' as const, strike: 95, price: [1.5, 1][i]!, delta: -0.3 },
          { date, expiry: EXPIRY, type: 'put' as const, strike: 90, price: [0.5, 0.25][i]!, delta: -0.1 },
        ]),
      ],
    });
    const r = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [] }), market);
    const t = r.trades[0]!;
    expect(t.entry_contracts.map((c) => [c.contract.id, c.contract.strike, c.quantity])).toEqual([
      ['TEST240119P00380000', 380, 1],
      ['TEST240119P00360000', 360, 1],
    ]);
    expect(t.exit_contracts.map((c) => [c.contract.id, c.contract.strike, c.quantity])).toEqual([
      ['TEST240119P00095000', 95, 4],
      ['TEST240119P00090000', 90, 4],
    ]);
    expect(t.reason).toContain(`4-for-1 split on ${days[2]}: OCC adjusted 1 unit at strikes 380/360 to 4 at 95/90`);
    // Credit (8 − 2) × 100 = 600; closed on the last day at (1 − 0.25) × 100 × 4 = 300.
    expect(t.pnl).toBe(300);
    // Equity: 100,000 + 600 − open value. Day 2 (before): (8 − 2) × 100 = 600; day 3 (after): (1.5 − 0.5) × 400 = 400.
    expect(r.equity_curve.map((p) => p.equity)).toEqual([100_000, 100_000, 100_200, 100_300]);
    expect(t.entry_contracts.map((c) => c.split_adjusted)).toEqual([
      { contracts: 4, strike: 95, shares_per_contract: 100 },
      { contracts: 4, strike: 90, shares_per_contract: 100 },
    ]);
    // The exit legs are already what the split made: they carry no such field.
    expect(t.exit_contracts.some((c) => 'split_adjusted' in c)).toBe(false);
  });

  it('a position no split touched carries no split_adjusted', () => {
    const days = DAYS.slice(0, 2);
    const market = createSyntheticMarket({
      bars: days.map((date) => ({ date, close: 400 })),
      quotes: days.flatMap((date) => [
        { date, expiry: EXPIRY, type: 'put' as const, strike: 380, price: 8, delta: -0.3 },
        { date, expiry: EXPIRY, type: 'put' as const, strike: 360, price: 2, delta: -0.1 },
      ]),
    });
    const t = runMultiLegBacktest(multiLegRequest({ legs: spread, max_units_per_position: 1, global_exit_conditions: [] }), market).trades[0]!;
    expect(t.entry_contracts.some((c) => 'split_adjusted' in c)).toBe(false);
  });
});

describe('a 3-for-1 split lists the adjusted strikes to the cent (OCC)', () => {
  it('1 unit at 950/890 becomes 3 at 316.67/296.67, quoted and closed at those strikes', () => {
    // TSLA's 3-for-1 of 2022-08-25 divided strikes by 3: 950 → 316.67, 890 → 296.67 (not 316.666667).
    const days = DAYS.slice(0, 4);
    const before = days.slice(0, 2);
    const after = days.slice(2);
    const market = createSyntheticMarket({
      bars: [1000, 1000, 333, 333].map((close, i) => ({ date: days[i]!, close })),
      splits: [{ date: days[2]!, ratio: 3 }],
      quotes: [
        ...before.flatMap((date) => [
          { date, expiry: EXPIRY, type: 'put' as const, strike: 950, price: 12, delta: -0.3 },
          { date, expiry: EXPIRY, type: 'put' as const, strike: 890, price: 3, delta: -0.1 },
        ]),
        ...after.flatMap((date, i) => [
          { date, expiry: EXPIRY, type: 'put' as const, strike: 316.67, price: [3, 2][i]!, delta: -0.3 },
          { date, expiry: EXPIRY, type: 'put' as const, strike: 296.67, price: [0.8, 0.5][i]!, delta: -0.1 },
        ]),
      ],
    });
    const legs = putCreditSpreadLegs(60);
    const r = runMultiLegBacktest(multiLegRequest({ legs, max_units_per_position: 1, global_exit_conditions: [] }), market);
    const t = r.trades[0]!;
    expect(t.entry_contracts.map((c) => c.contract.strike)).toEqual([950, 890]);
    expect(t.exit_contracts.map((c) => [c.contract.id, c.contract.strike, c.quantity])).toEqual([
      ['TEST240119P00316670', 316.67, 3],
      ['TEST240119P00296670', 296.67, 3],
    ]);
    expect(t.reason).toContain(`3-for-1 split on ${days[2]}: OCC adjusted 1 unit at strikes 950/890 to 3 at 316.67/296.67`);
    // Credit (12 − 3) × 100 = 900; closed on the last day at (2 − 0.5) × 100 × 3 = 450.
    expect(t.pnl).toBe(450);
    // Each entry leg, as opened, carries what the split made of it (audit 6, N10), and the legs at
    // their fills in those contracts and shares, less commissions, make the P&L to the cent (the
    // shares read back from 950 / 316.67 would be 99.999 and the legs 450.01).
    expect(t.entry_contracts.map((c) => [c.quantity, c.split_adjusted])).toEqual([
      [1, { contracts: 3, strike: 316.67, shares_per_contract: 100 }],
      [1, { contracts: 3, strike: 296.67, shares_per_contract: 100 }],
    ]);
    const atFills = t.entry_contracts.reduce((sum, leg, k) => sum + legCash(leg.side, ...legSides(leg, t.exit_contracts[k]!)), 0);
    expect(atFills - (t.commissions ?? 0)).toBe(t.pnl);
  });
});

describe('a split adjusts a leg whose daily mark (and, in a band run, entry) is a probe', () => {
  it('keeps the fields a probe computes when read (prototype getters a spread would drop)', () => {
    const stored = {
      root: 'SPY', expiry: EXPIRY, type: 'put' as const, strike: 380, bid: 7.9, ask: 8.1, last: 8, volume: 150, openInterest: 900,
      underlying: 400, iv: 0.2, delta: -0.3, gamma: 0.01, theta: -0.1, vega: 0.3, rho: -0.05,
    };
    const probe = new ImportedContract(stored, DAYS[1]!, 0.05);
    const plan: LegPlan = { label: 'Leg 1', side: 'short', type: 'put', quantity: 1, dteTarget: 17, entryConditions: [], strike: { kind: 'target', condition: { type: 'delta', value: -0.3 } } };
    const position: OpenPosition = {
      entryDate: DAYS[0]!, units: 1, entryNet: 800, cashFlows: 800, entryCommissions: 0, margin: 0, capital: 0, expiry: EXPIRY,
      legs: [{ plan, entry: probe, entryPrice: 8, current: probe, mark: 8 }],
    };
    applySplitsToPositions([position], [{ date: DAYS[2]!, ratio: 4 }], DAYS[1], DAYS[2]!);
    const current = position.legs[0]!.current;
    expect(current.strike).toBe(95);
    expect(current.id).toBe('SPY240119P00095000');
    expect([current.gamma, current.volume, current.bid_implied_volatility > 0, current.quote_source]).toEqual([0.01, 150, true, 'imported']);
    const entry = position.legs[0]!.entry;
    expect([entry.strike, entry.id, entry.volume, entry.open_interest, entry.bid_implied_volatility > 0]).toEqual([95, 'SPY240119P00095000', 150, 900, true]);
  });
});
