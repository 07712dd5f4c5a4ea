import { describe, expect, it } from 'vitest';
import {
  BacktestRequestSchema,
  ChildLegSchema,
  EntryConditionSchema,
  LegSchema,
  MultiLegExitConditionSchema,
  MultiLegStrategySchema,
  TargetStrikeTypeSchema,
  EntryFilterTypeSchema,
  ExitTypeSchema,
} from './multileg';
import { NEW_CHILD_LEG, NEW_LEG } from '../domain/constants';
import { expectParsed, expectRejected } from './test-support/expect-issue';

const minimalStrategy = { legs: [{}] };
const minimalRequest = { strategy: minimalStrategy };

describe('enumerations', () => {
  it('hold the spec values', () => {
    expect(TargetStrikeTypeSchema.options).toEqual(['delta', 'gamma', 'vega', 'theta', 'rho', 'implied_volatility', 'percentage_otm', 'strike_price', 'last_trade_price']);
    expect(EntryFilterTypeSchema.options).toEqual([...TargetStrikeTypeSchema.options, 'open_interest']);
    expect(ExitTypeSchema.options).toEqual(['percentage_profit', 'percentage_loss', 'dollar_profit', 'dollar_loss', 'time_stop']);
  });
});

describe('defaults from minimal input', () => {
  it('a leg is the spec new leg; a child leg the new child leg', () => {
    expect(LegSchema.parse({})).toEqual(NEW_LEG);
    expect(ChildLegSchema.parse({})).toEqual(NEW_CHILD_LEG);
  });

  it('entry condition min and max default to null', () => {
    expect(EntryConditionSchema.parse({ type: 'open_interest' })).toEqual({ type: 'open_interest', min_value: null, max_value: null });
  });

  it('strategy: the defaults on load of a saved spreads strategy', () => {
    expect(MultiLegStrategySchema.parse(minimalStrategy)).toEqual({
      name: 'Loaded Strategy',
      ticker: 'SPY',
      start_date: null,
      end_date: null,
      starting_balance: 100000,
      exact_dte: false,
      price_source: 'last',
      min_volume: 100,
      max_open_positions: 1,
      max_units_per_position: null,
      max_margin_percentage_per_position: 20,
      max_margin_percentage_per_portfolio: 100,
      legs: [NEW_LEG],
      global_exit_conditions: [],
      reentry_cooldown_days: 0,
    });
  });

  it('request: balance 100000, ticker TSLA, min_volume 100, dates null, realistic retail costs', () => {
    const { commission_per_share: perShare, ...r } = BacktestRequestSchema.parse(minimalRequest);
    expect(perShare).toBe(0);
    expect({ ...r, strategy: undefined }).toEqual({
      strategy: undefined,
      balance: 100000,
      ticker: 'TSLA',
      min_volume: 100,
      start_date: null,
      end_date: null,
      commission_per_contract: 0.65,
      slippage_pct_of_spread: 25,
      exchange_fees: true,
    });
  });
});

describe('delta sign rule', () => {
  it('puts negative, calls positive', () => {
    expect(LegSchema.parse({ option_type: 'put', target_strike_condition: { type: 'delta', value: 0.3 } }).target_strike_condition.value).toBe(-0.3);
    expect(LegSchema.parse({ option_type: 'call', target_strike_condition: { type: 'delta', value: -0.4 } }).target_strike_condition.value).toBe(0.4);
    expect(LegSchema.parse({ option_type: 'put', target_strike_condition: { type: 'strike_price', value: 400 } }).target_strike_condition.value).toBe(400);
  });
});

// The contract's own messages: what a stored request (queued job, saved backtest, sweep) or a
// sub-schema parsed alone is answered with. A new run request through the API or the CLI is
// checked by the section-5 run rules first (validation/run-request.test.ts), so there the same
// faults read 'Leg 1 requires a valid DTE target (>0)', 'Ticker symbol is required' and so on.
describe('every bound is rejected with a message naming the field', () => {
  const strat = (s: object) => ({ strategy: { ...minimalStrategy, ...s } });
  const leg = (l: object) => strat({ legs: [l] });
  it.each([
    [strat({ name: '  ' }), 'Strategy name is required'],
    [strat({ legs: [] }), 'Strategy must have at least one leg'],
    [{ strategy: {} }, 'Strategy must have at least one leg'],
    [strat({ start_date: '2022-05-01', end_date: '2022-05-01' }), 'Start date must be before end date'],
    [{ ...minimalRequest, start_date: '2023-01-01', end_date: '2022-01-01' }, 'Start date must be before end date'],
    [{ ...minimalRequest, start_date: '01/02/2022' }, 'start_date must be a date YYYY-MM-DD'],
    [{ ...minimalRequest, balance: 999 }, 'balance must be >= 1000'],
    [{ ...minimalRequest, min_volume: -1 }, 'min_volume must be >= 0'],
    [{ ...minimalRequest, ticker: '' }, 'ticker is required'],
    [{ ...minimalRequest, commission_per_contract: -0.01 }, 'commission_per_contract must be >= 0'],
    [{ ...minimalRequest, slippage_pct_of_spread: 100.5 }, 'slippage_pct_of_spread must be <= 100'],
    [{ ...minimalRequest, exchange_fees: 'true' }, 'exchange_fees must be a boolean'],
    [strat({ starting_balance: 500 }), 'strategy.starting_balance must be >= 1000'],
    [strat({ min_volume: -5 }), 'strategy.min_volume must be >= 0'],
    [strat({ max_open_positions: 0 }), 'strategy.max_open_positions must be >= 1'],
    [strat({ max_units_per_position: 0 }), 'strategy.max_units_per_position must be >= 1'],
    [strat({ max_margin_percentage_per_position: 101 }), 'strategy.max_margin_percentage_per_position must be <= 100'],
    [strat({ max_margin_percentage_per_portfolio: -1 }), 'strategy.max_margin_percentage_per_portfolio must be >= 0'],
    [strat({ price_source: 'close' }), "strategy.price_source must be one of 'last', 'mid'"],
    [leg({ quantity: 0 }), 'strategy.legs[0].quantity must be >= 1'],
    [leg({ dte_target: 0 }), 'strategy.legs[0].dte_target must be > 0'],
    [leg({ side: 'flat' }), "strategy.legs[0].side must be one of 'long', 'short'"],
    [leg({ option_type: 'future' }), "strategy.legs[0].option_type must be one of 'call', 'put'"],
    [leg({ target_strike_condition: { type: 'delta' } }), 'strategy.legs[0].target_strike_condition.value is required'],
    [leg({ target_strike_condition: { type: 'delta', value: 1.5 } }), 'strategy.legs[0].target_strike_condition.value must be between -1 and 1 for delta'],
    [leg({ target_strike_condition: { type: 'open_interest', value: 1 } }), "strategy.legs[0].target_strike_condition.type must be one of 'delta', 'gamma', 'vega', 'theta', 'rho', 'implied_volatility', 'percentage_otm', 'strike_price', 'last_trade_price'"],
    [leg({ entry_conditions: [{ type: 'delta', min_value: 0.5, max_value: 0.2 }] }), 'strategy.legs[0].entry_conditions[0].min_value must be <= max_value'],
    [leg({ children: [{ quantity: 0 }] }), 'strategy.legs[0].children[0].quantity must be >= 1'],
    [leg({ children: [{ dte_target: -1 }] }), 'strategy.legs[0].children[0].dte_target must be >= 0'],
    [leg({ children: [{ strike_offset_tolerance: -1 }] }), 'strategy.legs[0].children[0].strike_offset_tolerance must be >= 0'],
    [strat({ global_exit_conditions: [{ type: 'dollar_loss', value: -1 }] }), 'strategy.global_exit_conditions[0].value must be >= 0'],
    [strat({ global_exit_conditions: [{ type: 'time_stop', value: 2.5 }] }), 'strategy.global_exit_conditions[0].value must be an integer for time_stop'],
  ])('%#: %s', (input, message) => {
    expectRejected(BacktestRequestSchema, input, message);
  });
});

describe('a full valid example round-trips', () => {
  it('iron condor with filters and exits', () => {
    const full = {
      strategy: {
        name: 'IC',
        ticker: 'SPY',
        start_date: '2021-01-04',
        end_date: '2021-12-31',
        year: 2021,
        starting_balance: 50000,
        exact_dte: true,
        price_source: 'mid',
        min_volume: 10,
        max_open_positions: 3,
        max_units_per_position: 2,
        max_margin_percentage_per_position: 15,
        max_margin_percentage_per_portfolio: 60,
        legs: [
          {
            side: 'short',
            option_type: 'put',
            quantity: 1,
            dte_target: 45,
            target_strike_condition: { type: 'delta', value: -0.16 },
            entry_conditions: [{ type: 'open_interest', min_value: 100, max_value: null }],
            children: [{ side: 'long', option_type: 'put', quantity: 1, dte_target: 45, strike_offset: -10, strike_offset_tolerance: 2.5, entry_conditions: [] }],
          },
        ],
        global_exit_conditions: [
          { type: 'percentage_profit', value: 50 },
          { type: 'time_stop', value: 21 },
        ],
        reentry_cooldown_days: 3,
      },
      balance: 50000,
      ticker: 'SPY',
      min_volume: 10,
      start_date: '2021-01-04',
      end_date: '2021-12-31',
      commission_per_contract: 0.65,
      slippage_pct_of_spread: 10,
      exchange_fees: true,
    };
    // commission_per_share (issue 14) is not in the example: its default 0 is added.
    expect(expectParsed(BacktestRequestSchema, full)).toEqual({ ...full, commission_per_share: 0 });
    expect(expectParsed(BacktestRequestSchema, { ...full, commission_per_share: 0.005 }).commission_per_share).toBe(0.005);
  });
});

describe('MultiLegExitConditionSchema', () => {
  it('accepts the new exit condition default', () => {
    expect(MultiLegExitConditionSchema.parse({ type: 'percentage_profit', value: 10 })).toEqual({ type: 'percentage_profit', value: 10 });
  });
});
