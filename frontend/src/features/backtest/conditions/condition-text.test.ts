import { describe, expect, it } from 'vitest';
import { conditionText } from './condition-text';

describe('condition display texts', () => {
  it('renders each exit type as the spec shows it', () => {
    expect(conditionText({ type: 'time_stop', max_days_in_trade: 10 })).toBe('> 10 day(s)');
    expect(conditionText({ type: 'dte_stop', min_dte: 5 })).toBe('<= 5 DTE');
    expect(conditionText({ type: 'fixed_profit', amount_per_share: 50 })).toBe('$50/share');
    expect(conditionText({ type: 'fixed_loss', amount_per_share: 1.25 })).toBe('$1.25/share');
    expect(conditionText({ type: 'take_profit_credit_capture', tp_pct: 0.8 })).toBe('80% credit capture');
    expect(conditionText({ type: 'stop_loss_credit_multiple', sl_multiple: 2 })).toBe('2x credit');
  });

  it('renders a technical band with default indicator labels', () => {
    expect(conditionText({
      type: 'technical',
      target: { kind: 'rsi', period: 14, percent_offset: 0 },
      bottom: { value: 70 },
      top: null,
    })).toBe('RSI >= 70');
    expect(conditionText({
      type: 'technical',
      target: { kind: 'price', percent_offset: 0 },
      bottom: null,
      top: { value: { kind: 'sma', period: 50, percent_offset: 2 } },
    })).toBe('Underlying Price <= SMA 50 +2%');
  });
});
