import { describe, expect, it } from 'vitest';
import { CoveredExitConditionSchema, IndicatorSchema, TechnicalConditionSchema, indicatorLabel } from './covered-conditions';
import { expectParsed, expectRejected } from './test-support/expect-issue';

describe('CoveredExitConditionSchema', () => {
  it.each([
    ['time_stop', { max_days_in_trade: 10 }],
    ['dte_stop', { min_dte: 5 }],
    ['fixed_profit', { amount_per_share: 50 }],
    ['fixed_loss', { amount_per_share: 100 }],
    ['take_profit_credit_capture', { tp_pct: 0.8 }],
    ['stop_loss_credit_multiple', { sl_multiple: 2 }],
  ])('%s has the spec default', (type, fields) => {
    expect(CoveredExitConditionSchema.parse({ type })).toEqual({ type, ...fields });
  });

  it.each([
    [{ type: 'time_stop', max_days_in_trade: 0 }, 'max_days_in_trade must be >= 1'],
    [{ type: 'time_stop', max_days_in_trade: 2.5 }, 'max_days_in_trade must be an integer'],
    [{ type: 'dte_stop', min_dte: -1 }, 'min_dte must be >= 0'],
    [{ type: 'fixed_profit', amount_per_share: -0.01 }, 'amount_per_share must be >= 0'],
    [{ type: 'fixed_loss', amount_per_share: -1 }, 'amount_per_share must be >= 0'],
    [{ type: 'take_profit_credit_capture', tp_pct: -0.05 }, 'tp_pct must be >= 0'],
    [{ type: 'take_profit_credit_capture', tp_pct: 1.05 }, 'tp_pct must be <= 1'],
    [{ type: 'stop_loss_credit_multiple', sl_multiple: -0.1 }, 'sl_multiple must be >= 0'],
    [{ type: 'trailing_stop' }, "type must be one of 'time_stop', 'dte_stop', 'fixed_profit', 'fixed_loss', 'take_profit_credit_capture', 'stop_loss_credit_multiple', 'technical'"],
  ])('rejects %j', (input, message) => {
    expectRejected(CoveredExitConditionSchema, input, message);
  });
});

describe('IndicatorSchema', () => {
  it('fills defaults per kind', () => {
    expect(IndicatorSchema.parse({ kind: 'macd' })).toEqual({ kind: 'macd', percent_offset: 0, short_period: 12, long_period: 26 });
    expect(IndicatorSchema.parse({ kind: 'sma' })).toEqual({ kind: 'sma', percent_offset: 0, period: 20 });
    expect(IndicatorSchema.parse({ kind: 'rsi' })).toEqual({ kind: 'rsi', percent_offset: 0, period: 14 });
    expect(IndicatorSchema.parse({ kind: 'vix' })).toEqual({ kind: 'vix', percent_offset: 0 });
  });

  it.each([
    [{ kind: 'sma', period: 0 }, 'period must be >= 1'],
    [{ kind: 'atr', period: 1.5 }, 'period must be an integer'],
    [{ kind: 'macd', short_period: 0 }, 'short_period must be >= 1'],
    [{ kind: 'macd', short_period: 30, long_period: 26 }, 'short_period must be < long_period'],
    [{ kind: 'price', percent_offset: -101 }, 'percent_offset must be >= -100'],
    [{ kind: 'bollinger' }, "kind must be one of 'price', 'sma', 'ema', 'rsi', 'atr', 'macd', 'vix'"],
  ])('rejects %j', (input, message) => {
    expectRejected(IndicatorSchema, input, message);
  });

  it('labels a missing name with the spec default', () => {
    const label = (raw: unknown) => indicatorLabel(IndicatorSchema.parse(raw));
    expect(label({ kind: 'price' })).toBe('Underlying Price');
    expect(label({ kind: 'sma', period: 50 })).toBe('SMA 50');
    expect(['ema', 'rsi', 'macd', 'atr', 'vix'].map((kind) => label({ kind }))).toEqual(['EMA', 'RSI', 'MACD', 'ATR', 'VIX']);
    expect(label({ kind: 'rsi', name: 'My RSI' })).toBe('My RSI');
  });
});

describe('TechnicalConditionSchema', () => {
  it('defaults bottom and top to null but needs one of them', () => {
    expectRejected(TechnicalConditionSchema, { type: 'technical', target: { kind: 'rsi' } }, 'value needs a bottom or a top');
    expect(TechnicalConditionSchema.parse({ type: 'technical', target: { kind: 'rsi' }, bottom: { value: 70 } })).toEqual({
      type: 'technical',
      target: { kind: 'rsi', percent_offset: 0, period: 14 },
      bottom: { value: 70 },
      top: null,
    });
  });

  it('takes an indicator as a bound and round-trips', () => {
    const full = {
      type: 'technical',
      target: { kind: 'price', percent_offset: 0, name: 'Close' },
      bottom: null,
      top: { value: { kind: 'sma', period: 50, percent_offset: 2 } },
    } as const;
    expect(expectParsed(TechnicalConditionSchema, full)).toEqual(full);
  });

  it('names the path of a bad bound', () => {
    expectRejected(CoveredExitConditionSchema, { type: 'technical', target: { kind: 'rsi', period: 0 }, top: { value: 30 } }, 'target.period must be >= 1');
  });
});
