import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from './covered';
import { loadSavedCoveredForm, loadSavedSpreadsStrategy } from './load-saved';
import { MultiLegStrategySchema } from './multileg';

describe('loadSavedSpreadsStrategy', () => {
  it('fills the spec load defaults and dates from data_period', () => {
    const s = loadSavedSpreadsStrategy({ legs: [{}] }, { data_period: { start_date: '2021-01-04', end_date: '2021-12-31' } });
    expect(s).toMatchObject({
      name: 'Loaded Strategy',
      ticker: 'SPY',
      starting_balance: 100000,
      max_open_positions: 1,
      max_margin_percentage_per_position: 20,
      max_margin_percentage_per_portfolio: 100,
      min_volume: 100,
      start_date: '2021-01-04',
      end_date: '2021-12-31',
    });
    expect(s.legs[0]).toMatchObject({ dte_target: 30, target_strike_condition: { type: 'delta', value: 0.3 } });
  });

  it('keeps every valid field and repairs only the broken ones', () => {
    const s = loadSavedSpreadsStrategy({
      name: 'My IC',
      ticker: 'qqq',
      starting_balance: 'lots',
      max_open_positions: 3,
      legs: [
        {
          side: 'short',
          option_type: 'put',
          quantity: 2,
          dte_target: -4,
          target_strike_condition: { type: 'delta', value: 0.2 },
          entry_conditions: [{ type: 'delta', min_value: 0.1 }, { type: 'bogus' }],
          children: [{ side: 'long', option_type: 'put', strike_offset: -5, quantity: 0 }],
        },
      ],
      global_exit_conditions: [{ type: 'percentage_profit', value: 50 }, { type: 'nope', value: 1 }],
    });
    expect(s).toMatchObject({ name: 'My IC', ticker: 'QQQ', starting_balance: 100000, max_open_positions: 3 });
    expect(s.legs[0]).toMatchObject({ side: 'short', quantity: 2, dte_target: 30, target_strike_condition: { value: -0.2 } });
    expect(s.legs[0]?.entry_conditions).toEqual([{ type: 'delta', min_value: 0.1, max_value: null }]);
    expect(s.legs[0]?.children[0]).toMatchObject({ strike_offset: -5, quantity: 1 });
    expect(s.global_exit_conditions).toEqual([{ type: 'percentage_profit', value: 50 }]);
    expect(MultiLegStrategySchema.safeParse(s).success).toBe(true);
  });

  it('survives garbage', () => {
    expect(loadSavedSpreadsStrategy(null).legs).toEqual([]);
  });
});

describe('loadSavedCoveredForm', () => {
  it('reads a saved covered request and keeps a partly broken config', () => {
    const form = loadSavedCoveredForm({
      ticker: 'aapl',
      shares_multiple: 200,
      strategy: {
        start_type: 'cash_secured_put',
        cash_secured_put_config: {
          DTE_target: 21,
          strike_target_condition: { type: 'delta', delta: 0.25 },
          exit_conditions: [{ type: 'dte_stop', min_dte: 2 }, { type: 'teleport' }],
          roll_config: { max_rolls: -3 },
        },
      },
    }, { data_period: { start_date: '2020-01-02', end_date: '2020-12-31' } });
    expect(form).toMatchObject({ ticker: 'AAPL', shares_multiple: 200, start_date: '2020-01-02', end_date: '2020-12-31' });
    const put = form.strategy.cash_secured_put_config;
    expect(put).toMatchObject({ DTE_target: 21, strike_target_condition: { delta: -0.25 }, exit_conditions: [{ type: 'dte_stop', min_dte: 2 }] });
    expect(put?.roll_config).toMatchObject({ max_rolls: null, DTE_offset: 0 });
    expect(CoveredBacktestRequestSchema.safeParse(form).success).toBe(true);
  });

  it('keeps the costs a saved request ran with, and gives one saved without costs none (issue 14 item 6)', () => {
    const saved = { covered_call_config: {}, commission_per_contract: 1.1, slippage_pct_of_spread: 10 };
    expect(loadSavedCoveredForm(saved)).toMatchObject({ commission_per_contract: 1.1, slippage_pct_of_spread: 10 });
    // Saved before the realistic defaults: it ran frictionless, and loads frictionless.
    expect(loadSavedCoveredForm({ covered_call_config: {} })).toMatchObject({ commission_per_contract: 0, slippage_pct_of_spread: 0 });
    expect(loadSavedCoveredForm({ covered_call_config: {}, commission_per_contract: -5 })).toMatchObject({ commission_per_contract: 0 });
    // A new request without costs gets the realistic ones.
    expect(CoveredBacktestRequestSchema.parse({ ticker: 'SPY', start_date: '2020-01-02', end_date: '2020-12-31', strategy: { covered_call_config: {} } }))
      .toMatchObject({ commission_per_contract: 0.65, slippage_pct_of_spread: 25 });
  });

  it('a request saved before `exchange_fees` loads with it off, so its SPX numbers do not change; one saved with it keeps it', () => {
    const before = { ticker: 'SPX', covered_call_config: {}, commission_per_contract: 0.65, slippage_pct_of_spread: 25 };
    expect(loadSavedCoveredForm(before).exchange_fees).toBe(false);
    expect(loadSavedCoveredForm({ ...before, exchange_fees: true }).exchange_fees).toBe(true);
    expect(loadSavedCoveredForm({ ...before, exchange_fees: 'yes' }).exchange_fees).toBe(false);
    // A new request gets the fee.
    expect(CoveredBacktestRequestSchema.parse({ ticker: 'SPX', start_date: '2020-01-02', end_date: '2020-12-31', strategy: { covered_call_config: {} } }).exchange_fees).toBe(true);
  });

  it('keeps every value of a saved strategy that carries keys the contract no longer knows', () => {
    const form = loadSavedCoveredForm({
      ticker: 'SPY',
      start_date: '2024-01-02',
      end_date: '2024-03-28',
      legacy_top: 1,
      strategy: {
        legacy_flag: true,
        covered_call_config: {
          DTE_target: 45,
          strike_target_condition: { type: 'percentage_otm', percentage_otm: 0.04, tolerance: 1, legacy_rounding: 'up' },
          exit_conditions: [{ type: 'fixed_profit', amount_per_share: 1.5, legacy_note: 'x' }],
          roll_config: { DTE_offset: 7, roll_on_conditions: [{ type: 'dte_stop', min_dte: 3, legacy: 1 }], legacy_roll: 2 },
        },
      },
    });
    const call = form.strategy.covered_call_config;
    // Before requests refused unknown keys these parsed as they are; now they must still load as saved, not reset to defaults.
    expect(call?.strike_target_condition).toEqual({ type: 'percentage_otm', percentage_otm: 0.04, tolerance: 1 });
    expect(call?.exit_conditions).toEqual([{ type: 'fixed_profit', amount_per_share: 1.5 }]);
    expect(call?.roll_config).toMatchObject({ DTE_offset: 7, roll_on_conditions: [{ type: 'dte_stop', min_dte: 3 }] });
    expect(CoveredBacktestRequestSchema.safeParse(form).success).toBe(true);
    const spreads = loadSavedSpreadsStrategy({
      name: 'Old IC',
      legs: [{ side: 'short', target_strike_condition: { type: 'delta', value: 0.16, legacy: 1 }, entry_conditions: [{ type: 'open_interest', min_value: 10, legacy: 1 }] }],
      global_exit_conditions: [{ type: 'percentage_loss', value: 200, legacy: 1 }],
    });
    expect(spreads.legs[0]).toMatchObject({ target_strike_condition: { type: 'delta', value: 0.16 }, entry_conditions: [{ type: 'open_interest', min_value: 10, max_value: null }] });
    expect(spreads.global_exit_conditions).toEqual([{ type: 'percentage_loss', value: 200 }]);
    expect(MultiLegStrategySchema.safeParse(spreads).success).toBe(true);
  });

  it('defaults the form ticker to SPY and leaves unknown dates blank', () => {
    const form = loadSavedCoveredForm({ covered_call_config: {} });
    expect(form).toMatchObject({ ticker: 'SPY', shares_multiple: 100, start_date: '', end_date: '' });
    expect(form.strategy.covered_call_config).toMatchObject({ DTE_target: 30 });
  });
});
