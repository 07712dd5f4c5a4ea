/**
 * A 'run' save stores its strategy without keys no request contract knows: the check with the run
 * reads them as absent, and the share page's settings table would show them as settings (a covered
 * call with an extra `DTE_target: 45` read 'DTE Target 45' over a 30-DTE run). Known keys stay as
 * they were sent (a lower-case ticker, a spreads `year`), and the value passed is not changed.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../shared/contracts/saved';
import { withoutUnknownKeys } from './run-strategy-keys';

const COVERED = { ticker: 'spy', shares_multiple: 100, start_date: '2024-01-02', end_date: '2024-03-28', strategy: { name: 'Calls', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3 } } } };
const LEG = { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.3 }, entry_conditions: [{ type: 'open_interest', min_value: 10, max_value: null }], children: [] };
const SPREADS = { name: 'Put', year: 2024, ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-06-28', starting_balance: 50_000, legs: [LEG], global_exit_conditions: [{ type: 'percentage_profit', value: 50 }], commission_per_contract: 0.65, exchange_fees: true };

describe('withoutUnknownKeys', () => {
  it('drops keys the covered request does not know, at every depth, and keeps the rest as sent', () => {
    const sent = { ...COVERED, DTE_target: 45, strategy: { ...COVERED.strategy, note: 'x', covered_call_config: { ...COVERED.strategy.covered_call_config, delta: 0.1, strike_target_condition: { ...COVERED.strategy.covered_call_config.strike_target_condition, shown: 0.1 } } } } as JsonObject;
    const before = structuredClone(sent);
    expect(withoutUnknownKeys('covered', sent)).toEqual(COVERED);
    expect(sent).toEqual(before);
  });

  it("drops a spreads form's unknown keys (the rows' uids too) and keeps its labels and costs", () => {
    const sent = {
      ...SPREADS, notes: 'DTE 45',
      legs: [{ ...LEG, uid: 'leg-1', entry_conditions: [{ ...LEG.entry_conditions[0], uid: 'leg-2' }], children: [{ uid: 'leg-3', side: 'long', option_type: 'put', strike_offset: -5 }] }],
      global_exit_conditions: [{ type: 'percentage_profit', value: 50, uid: 'leg-4' }],
    } as JsonObject;
    expect(withoutUnknownKeys('multileg', sent)).toEqual({ ...SPREADS, legs: [{ ...LEG, children: [{ side: 'long', option_type: 'put', strike_offset: -5 }] }] });
  });

  it('drops unknown keys of a spreads request saved whole, at its top and in its strategy', () => {
    const { commission_per_contract, exchange_fees, ...strategy } = SPREADS;
    const request = { strategy, ticker: 'SPY', balance: 50_000, commission_per_contract, exchange_fees };
    expect(withoutUnknownKeys('multileg', { ...request, extra: 1, strategy: { ...strategy, DTE: 45 } } as JsonObject)).toEqual(request);
  });

  it('returns a strategy without unknown keys as it is', () => {
    expect(withoutUnknownKeys('covered', structuredClone(COVERED))).toEqual(COVERED);
    expect(withoutUnknownKeys('multileg', structuredClone(SPREADS))).toEqual(SPREADS);
  });
});
