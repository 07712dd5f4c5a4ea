import { describe, expect, it } from 'vitest';
import { boundProblem, fieldLabel, firstIssueInWords } from './field-words';
import { BacktestRequestSchema, CoveredBacktestRequestSchema, CoveredStrategySchema } from './shared';

const covered = (patch: Record<string, unknown>) => ({
  ticker: 'SPY', shares_multiple: 100, start_date: '2024-01-02', end_date: '2024-12-31',
  strategy: CoveredStrategySchema.parse({ covered_call_config: {} }), ...patch,
});

function coveredMessage(patch: Record<string, unknown>): string {
  const parsed = CoveredBacktestRequestSchema.safeParse(covered(patch));
  if (parsed.success) throw new Error('expected a rejection');
  return firstIssueInWords(parsed.error);
}

describe('boundProblem', () => {
  it('says in words what is out of bounds, and nothing when in bounds', () => {
    expect(boundProblem(500, { min: 1000 })).toBe('Must be at least 1,000');
    expect(boundProblem(101, { min: 0, max: 100 })).toBe('Must be at most 100');
    expect(boundProblem(2.5, { integer: true, min: 1 })).toBe('Enter a whole number');
    expect(boundProblem(1000, { min: 1000 })).toBeNull();
  });
});

describe('contract issues in words (no internal field names)', () => {
  it('names covered fields as the form labels them', () => {
    expect(coveredMessage({ shares_multiple: 0 })).toBe('Starting Shares must be at least 1 lot (100 shares)');
    expect(coveredMessage({ shares_multiple: 250 })).toBe('Starting Shares must be a whole number of lots of 100');
    const strategy = CoveredStrategySchema.parse({ covered_call_config: {} });
    const call = strategy.covered_call_config;
    if (!call) throw new Error('no call config');
    const withDelta = { ...strategy, covered_call_config: { ...call, strike_target_condition: { type: 'delta', delta: 5, tolerance: null } } };
    expect(coveredMessage({ strategy: withDelta })).toBe('Covered Call Delta must be at most 1');
    expect(coveredMessage({ commission_per_contract: -1 })).toBe('Commission per Contract must be at least $0');
  });

  it('names spreads fields, legs by number, and dollars with a $', () => {
    const leg = { side: 'long', option_type: 'call', quantity: 2.5, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } };
    const request = (strategy: Record<string, unknown>) =>
      BacktestRequestSchema.safeParse({ strategy: { name: 'IC', ticker: 'SPY', legs: [leg], ...strategy }, balance: 100_000, ticker: 'SPY' });
    const fractional = request({});
    expect(fractional.success).toBe(false);
    if (!fractional.success) expect(firstIssueInWords(fractional.error)).toBe('Leg 1 Quantity must be a whole number');
    const poor = request({ legs: [{ ...leg, quantity: 1 }], starting_balance: 0 });
    expect(poor.success).toBe(false);
    if (!poor.success) expect(firstIssueInWords(poor.error)).toBe('Starting Balance must be at least $1,000');
  });

  it('puts a contract check spanning two fields in words, keys and signs included', () => {
    const leg = {
      side: 'long', option_type: 'call', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 },
      entry_conditions: [{ type: 'delta', min_value: 0.5, max_value: 0.2 }],
    };
    const parsed = BacktestRequestSchema.safeParse({ strategy: { name: 'IC', ticker: 'SPY', legs: [leg] }, balance: 100_000, ticker: 'SPY' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueInWords(parsed.error)).toBe('Leg 1 Entry Condition 1 Min must be at most Max');
    const timeStop = BacktestRequestSchema.safeParse({
      strategy: { name: 'IC', ticker: 'SPY', legs: [{ ...leg, entry_conditions: [] }], global_exit_conditions: [{ type: 'time_stop', value: 2.5 }] },
      balance: 100_000, ticker: 'SPY',
    });
    if (!timeStop.success) expect(firstIssueInWords(timeStop.error)).toBe('Exit Condition 1 Value must be an integer for a Time Stop');
    expect(timeStop.success).toBe(false);
  });

  it('labels nested paths and never shows a snake_case key', () => {
    expect(fieldLabel(['strategy', 'legs', 1, 'children', 0, 'strike_offset_tolerance'])).toBe('Leg 2 Child 1 Strike Offset Tolerance');
    expect(fieldLabel(['strategy', 'cash_secured_put_config', 'roll_config', 'max_rolls'])).toBe('Cash-Secured Put Roll Max Rolls');
    expect(fieldLabel(['something_new'])).toBe('Something new');
    // The roll's list says 'Roll' once (Compare's differences read 'Covered Call Roll Roll-on Condition').
    expect(fieldLabel(['strategy', 'covered_call_config', 'roll_config', 'roll_on_conditions'])).toBe('Covered Call Roll-on Condition');
    expect(fieldLabel(['strategy', 'covered_call_config', 'roll_config', 'roll_on_conditions', 0, 'type'])).toBe('Covered Call Roll-on Condition 1 Type');
  });
});

describe('a key the contract does not know', () => {
  it('is named as the API names it, not called an invalid field', () => {
    expect(coveredMessage({ sharez: 200 })).toBe('Unknown field sharez');
  });
});
