import { describe, expect, it } from 'vitest';
import { SaveBacktestPayloadSchema, SavedBacktestListSchema, SavedBacktestSchema, strategyTypeOf } from './saved';
import { expectParsed, expectRejected } from './test-support/expect-issue';

const minimal = { backtest_name: '  My IC  ', strategy: { legs: [] }, results: { total_pnl: 1 } };

describe('SaveBacktestPayloadSchema', () => {
  it('trims the name and defaults description and tags', () => {
    expect(SaveBacktestPayloadSchema.parse(minimal)).toEqual({ ...minimal, backtest_name: 'My IC', description: '', tags: [] });
  });

  it.each([
    [{ backtest_name: '   ' }, 'Backtest name is required'],
    [{ backtest_name: undefined }, 'Backtest name is required'],
    [{ backtest_name: 'x'.repeat(101) }, 'Backtest name must be at most 100 characters'],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ strategy: 'covered' }, 'strategy must be an object'],
    [{ results: undefined }, 'results is required'],
    [{ tags: [''] }, 'tags[0] is required'],
  ])('rejects %j', (over, message) => {
    expectRejected(SaveBacktestPayloadSchema, { ...minimal, ...over }, message);
  });

  it('accepts 100 and 500 characters after trimming', () => {
    const r = SaveBacktestPayloadSchema.parse({ ...minimal, backtest_name: ` ${'n'.repeat(100)} `, description: ` ${'d'.repeat(500)} ` });
    expect(r.backtest_name).toHaveLength(100);
    expect(r.description).toHaveLength(500);
  });
});

describe('SavedBacktestSchema', () => {
  it('round-trips a stored record and keeps unknown strategy keys', () => {
    const stored = {
      backtest_id: 'b-1',
      name: 'Wheel',
      description: 'first try',
      strategy: { shares_multiple: 100, future_field: { a: 1 } },
      results: { total_pnl: 10 },
      tags: ['wheel'],
      created_at: '2025-01-02T03:04:05.000Z',
    };
    expect(expectParsed(SavedBacktestSchema, stored)).toEqual(stored);
    expect(SavedBacktestListSchema.parse({ backtests: [stored] }).backtests).toHaveLength(1);
    expectRejected(SavedBacktestSchema, { ...stored, backtest_id: '' }, 'backtest_id is required');
  });
});

describe('strategyTypeOf', () => {
  it('is covered with shares_multiple or a covered config, otherwise spreads', () => {
    expect(strategyTypeOf({ shares_multiple: 100 })).toBe('covered');
    expect(strategyTypeOf({ covered_call_config: {} })).toBe('covered');
    expect(strategyTypeOf({ cash_secured_put_config: {} })).toBe('covered');
    expect(strategyTypeOf({ covered_call_config: null, legs: [] })).toBe('spreads');
    expect(strategyTypeOf(null)).toBe('spreads');
  });
});
