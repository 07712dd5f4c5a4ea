import { describe, expect, it } from 'vitest';
import { DAYS } from '../../testing/one-contract';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { multiLegRequest, putCreditSpreadLegs } from '../../testing/multileg-fixtures';
import { marginSkip } from '../../../domain/skip-causes';
import { simulateMultiLeg } from './run-multileg';

// A put credit spread to 2024-01-19, short the 95 put, long the 90 put: day 0 it sells for 2.00 − 0.50
// = 1.50 a share; days 1 and 2 it is worth 1.00 − 0.25 = 0.75 (in profit), the marks unchanged from
// day 1 to day 2.
const EXPIRY = '2024-01-19';
const shortPut = [2, 1, 1];
const longPut = [0.5, 0.25, 0.25];

function market() {
  const days = DAYS.slice(0, 3);
  return createSyntheticMarket({
    bars: days.map((date) => ({ date, close: 100 })),
    quotes: days.flatMap((date, i) => [
      { date, expiry: EXPIRY, type: 'put' as const, strike: 95, delta: -0.3, price: shortPut[i]! },
      { date, expiry: EXPIRY, type: 'put' as const, strike: 90, delta: -0.1, price: longPut[i]! },
    ]),
  });
}

describe('a new multi-leg position is sized against the open positions\' requirement re-marked at the entry\'s close', () => {
  // $1,000 at 100% a position and 100% the portfolio, two positions at most, no exit rule.
  // Day 0: 2 units at (5 − 1.50) × 100 = $350 each, $700 reserved; cash $1,300, equity $1,000.
  // Day 1: the spread gained 0.75 a share: equity $1,300 − $150 = $1,150; the open spread's
  // requirement re-marked (the worst loss from here) is (5 − 0.75) × 100 × 2 = $850, not its entry $700.
  // A new unit needs (5 − 0.75) × 100 = $425: the room is $1,150 − $850 = $300, none fits. Sized on
  // the entry margin ($1,150 − $700 = $450) it would open 1 unit, and at the same marks on day 2 the
  // margin call (equity $1,150 below $850 + $425) would close the first spread, the winner.
  const request = multiLegRequest({
    legs: putCreditSpreadLegs(),
    max_margin_percentage_per_portfolio: 100,
    max_open_positions: 2,
    global_exit_conditions: [],
  }, { balance: 1_000 });

  it('an open spread in profit leaves no room for a unit its gain would seem to pay for: no entry, no margin call', () => {
    const { result, margin } = simulateMultiLeg(request, market());
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]).toMatchObject({ entry_date: DAYS[0], exit_scenario: 'END_OF_RANGE', entry_margin_required: 700 });
    expect(result.diagnostics.skipped_entries).toContainEqual({ date: DAYS[1], reason: marginSkip('$425.00') });
    expect(margin.map((d) => d.equity)).toEqual([1_000, 1_150, 1_150]);
  });

  it('every entry leaves the equity at or above every open position\'s re-marked requirement at the same marks', () => {
    const { margin } = simulateMultiLeg(request, market());
    const entries = margin.filter((d) => d.entry !== undefined);
    expect(entries.map((d) => d.date)).toEqual([DAYS[0]]);
    for (const d of entries) expect(d.entry!.equityAfter).toBeGreaterThanOrEqual(d.entry!.requirementAfter);
  });
});

describe('a new multi-leg position\'s own commissions must leave the equity over the requirement (entry-fit.ts)', () => {
  // $1,050 at 100% / 100%, $0.65 a contract: 3 units of the $350 spread fill the room to the dollar,
  // and their 6 contracts' $3.90 would leave the equity $1,046.10 under the $1,050 requirement at
  // the same marks, which the next day's margin call (marks unchanged) would close. 2 units open.
  const flat = () => {
    const days = DAYS.slice(0, 3);
    return createSyntheticMarket({
      bars: days.map((date) => ({ date, close: 100 })),
      quotes: days.flatMap((date) => [
        { date, expiry: EXPIRY, type: 'put' as const, strike: 95, delta: -0.3, price: 2 },
        { date, expiry: EXPIRY, type: 'put' as const, strike: 90, delta: -0.1, price: 0.5 },
      ]),
    });
  };
  const request = multiLegRequest({
    legs: putCreditSpreadLegs(),
    max_margin_percentage_per_portfolio: 100,
    max_open_positions: 1,
    global_exit_conditions: [],
  }, { balance: 1_050, commission_per_contract: 0.65 });

  it('opens the units whose commissions still fit, and no margin call follows at unchanged marks', () => {
    const { result, margin } = simulateMultiLeg(request, flat());
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]).toMatchObject({ entry_date: DAYS[0], exit_scenario: 'END_OF_RANGE', entry_margin_required: 700 });
    expect(result.trades[0]!.entry_contracts.map((l) => l.quantity)).toEqual([2, 2]);
    const entry = margin[0]!.entry!;
    expect(entry).toEqual({ openRequirement: 0, margin: 700, equityAfter: 1_047.4, requirementAfter: 700 });
  });
});
