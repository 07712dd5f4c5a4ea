import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from './covered';
import { BacktestRequestSchema } from './multileg';
import { SaveBacktestPayloadSchema } from './saved';
import { parseStored, safeParseStored } from './stored';
import { SweepRequestSchema } from './sweep';
import { expectRejected } from './test-support/expect-issue';

const covered = {
  ticker: 'SPY',
  start_date: '2024-01-02',
  end_date: '2024-03-28',
  strategy: {
    covered_call_config: {
      DTE_target: 45,
      strike_target_condition: { type: 'delta', delta: 0.2, tolerance: null },
      exit_conditions: [
        { type: 'time_stop', max_days_in_trade: 12 },
        { type: 'technical', target: { kind: 'rsi', period: 10 }, bottom: { value: { kind: 'sma', period: 50 } }, top: null },
      ],
    },
  },
};

const leg = { side: 'short', option_type: 'put', quantity: 2, dte_target: 30, target_strike_condition: { type: 'delta', value: 0.2 }, children: [{ strike_offset: -5 }] };
const spreads = { strategy: { name: 'Put spread', ticker: 'SPY', legs: [leg], global_exit_conditions: [{ type: 'percentage_profit', value: 50 }] }, ticker: 'SPY' };

describe('a request refuses a key its contract does not know, naming it by its path', () => {
  it.each([
    ['the covered request', CoveredBacktestRequestSchema, { ...covered, sharez: 200 }, 'Unknown field sharez'],
    ['a covered strategy', CoveredBacktestRequestSchema, { ...covered, strategy: { ...covered.strategy, max_dayz: 30 } }, 'Unknown field strategy.max_dayz'],
    [
      'an exit condition in a list',
      CoveredBacktestRequestSchema,
      { ...covered, strategy: { covered_call_config: { exit_conditions: [{ type: 'time_stop', max_days: 5 }] } } },
      'Unknown field strategy.covered_call_config.exit_conditions[0].max_days',
    ],
    [
      'an indicator used as a bound',
      CoveredBacktestRequestSchema,
      { ...covered, strategy: { covered_call_config: { exit_conditions: [{ type: 'technical', target: { kind: 'price' }, bottom: { value: { kind: 'sma', period: 5, lenght: 3 } }, top: null }] } } },
      'Unknown field strategy.covered_call_config.exit_conditions[0].bottom.value.lenght',
    ],
    ['a child leg', BacktestRequestSchema, { ...spreads, strategy: { ...spreads.strategy, legs: [{ ...leg, children: [{ strike_ofset: 5 }] }] } }, 'Unknown field strategy.legs[0].children[0].strike_ofset (did you mean strike_offset?)'],
    ['two at once', BacktestRequestSchema, { ...spreads, balanse: 1, tikcer: 'QQQ' }, 'Unknown fields balanse (did you mean balance?), tikcer (did you mean ticker?)'],
    ['a sweep parameter', SweepRequestSchema, { kind: 'covered', base: covered, parameters: [{ field: 'call.dte', values: [30], stpe: 5 }] }, 'Unknown field parameters[0].stpe (did you mean step?)'],
    ['a sweep base', SweepRequestSchema, { kind: 'spreads', base: { ...spreads, slipage: 10 }, parameters: [{ field: 'max_open_positions', values: [1, 2] }] }, 'Unknown field base.slipage'],
    ['a save', SaveBacktestPayloadSchema, { backtest_name: 'Mine', strategy: {}, results: {}, descripton: 'typo' }, 'Unknown field descripton (did you mean description?)'],
  ])('%s', (_what, schema, input, message) => {
    expectRejected(schema, input, message);
  });

  it('a save keeps the strategy and results it carries as they are: only its own keys are checked', () => {
    const parsed = SaveBacktestPayloadSchema.parse({ backtest_name: 'Mine', strategy: { future_field: 1 }, results: { anything: [1] } });
    expect(parsed.strategy).toEqual({ future_field: 1 });
  });
});

describe('parseStored: what was stored earlier is read with the unknown keys left out', () => {
  const old = {
    ...covered,
    legacy_top: true,
    strategy: {
      ...covered.strategy,
      legacy_strategy_flag: 'x',
      covered_call_config: {
        ...covered.strategy.covered_call_config,
        legacy_leg_field: 3,
        strike_target_condition: { ...covered.strategy.covered_call_config.strike_target_condition, legacy_rounding: 'up' },
        exit_conditions: [
          { type: 'time_stop', max_days_in_trade: 12, legacy_note: 'n' },
          { type: 'technical', target: { kind: 'rsi', period: 10, legacy: 1 }, bottom: { value: { kind: 'sma', period: 50, legacy: 2 } }, top: null },
        ],
      },
    },
  };

  it('keeps every known value of an old covered request, at every depth', () => {
    expect(CoveredBacktestRequestSchema.safeParse(old).success).toBe(false);
    expect(parseStored(CoveredBacktestRequestSchema, old)).toEqual(CoveredBacktestRequestSchema.parse(covered));
  });

  it('does not change the stored value it reads', () => {
    const before = structuredClone(old);
    parseStored(CoveredBacktestRequestSchema, old);
    expect(old).toEqual(before);
  });

  it('reads an old multi-leg request and sweep the same way', () => {
    const oldSpreads = { ...spreads, legacy: 1, strategy: { ...spreads.strategy, legs: [{ ...leg, legacy_leg: 1, children: [{ strike_offset: -5, legacy_child: 1 }] }] } };
    expect(parseStored(BacktestRequestSchema, oldSpreads)).toEqual(BacktestRequestSchema.parse(spreads));
    const sweep = { kind: 'spreads', base: oldSpreads, parameters: [{ field: 'max_open_positions', values: [1, 2], legacy: true }], legacy_sweep: 1 };
    expect(parseStored(SweepRequestSchema, sweep)).toEqual(SweepRequestSchema.parse({ kind: 'spreads', base: spreads, parameters: [{ field: 'max_open_positions', values: [1, 2] }] }));
  });

  it('still refuses what is wrong for another reason, with the contract message', () => {
    const broken = safeParseStored(CoveredBacktestRequestSchema, { ...old, strategy: { ...old.strategy, covered_call_config: { DTE_target: -1, legacy: 1 } } });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues.map((i) => i.message)).toEqual(['strategy.covered_call_config.DTE_target must be >= 0']);
    expect(() => parseStored(CoveredBacktestRequestSchema, 'not an object')).toThrow();
  });
});
