import { describe, expect, it } from 'vitest';
import type { OptionQuote } from '../../market/market-data';
import { LegSchema } from '../../../contracts';
import { attribute, passesEntryConditions, planLegs } from './leg-plan';

const q: OptionQuote = {
  id: 'X', call_or_put: 'put', strike: 95, expiry_date: '2024-01-19', last_trade_price: 1.5, bid_price: 1.4, ask_price: 1.6,
  volume: 10, open_interest: 700, underlying_price: 100, delta: -0.3, gamma: 0.04, theta: -0.05, vega: 0.1, rho: -0.02,
  bid_implied_volatility: 0.2, ask_implied_volatility: 0.24,
};

describe('leg plan', () => {
  it('flattens parents and children in order, children pointing at their parent', () => {
    const legs = [
      LegSchema.parse({ side: 'short', option_type: 'put', target_strike_condition: { type: 'delta', value: 0.2 }, children: [{ option_type: 'put', strike_offset: -5 }] }),
      LegSchema.parse({ side: 'short', option_type: 'call' }),
    ];
    const plan = planLegs(legs);
    expect(plan.map((l) => l.label)).toEqual(['Leg 1', 'Leg 1 child 1', 'Leg 2']);
    expect(plan[0]!.strike).toEqual({ kind: 'target', condition: { type: 'delta', value: -0.2 } });
    expect(plan[1]!.strike).toEqual({ kind: 'offset', parent: 0, offset: -5, tolerance: 0 });
  });

  it('reads every target and filter type off a contract', () => {
    expect(attribute(q, 'delta', 100)).toBe(-0.3);
    expect(attribute(q, 'gamma', 100)).toBe(0.04);
    expect(attribute(q, 'vega', 100)).toBe(0.1);
    expect(attribute(q, 'theta', 100)).toBe(-0.05);
    expect(attribute(q, 'rho', 100)).toBe(-0.02);
    expect(attribute(q, 'implied_volatility', 100)).toBeCloseTo(0.22);
    expect(attribute(q, 'percentage_otm', 100)).toBeCloseTo(0.05);
    expect(attribute(q, 'strike_price', 100)).toBe(95);
    expect(attribute(q, 'last_trade_price', 100)).toBe(1.5);
    expect(attribute(q, 'open_interest', 100)).toBe(700);
  });

  it('reads a stale last (outside the day\'s bid/ask) as the midpoint the fill is priced at', () => {
    // The SPXW sample's 1900 put of 2018-02-09: last 5.05 from before the day's moves, bid/ask 1.95/2.10.
    // A $5 last-price target chose it and sold it at 2.03 (4 of 12 such entries on the sample).
    const stale = { ...q, last_trade_price: 5.05, bid_price: 1.95, ask_price: 2.1 };
    expect(attribute(stale, 'last_trade_price', 100)).toBeCloseTo(2.025);
    expect(passesEntryConditions(stale, [{ type: 'last_trade_price', min_value: 4, max_value: null }], 100)).toBe(false);
  });

  it('passes entry conditions only inside [min, max], null edges open', () => {
    expect(passesEntryConditions(q, [{ type: 'open_interest', min_value: 500, max_value: null }], 100)).toBe(true);
    expect(passesEntryConditions(q, [{ type: 'open_interest', min_value: 1000, max_value: null }], 100)).toBe(false);
    expect(passesEntryConditions(q, [{ type: 'implied_volatility', min_value: null, max_value: 0.2 }], 100)).toBe(false);
    expect(passesEntryConditions(q, [], 100)).toBe(true);
  });
});
