import { describe, expect, it } from 'vitest';
import { strategyFields } from './strategy-fields';

describe('strategy fields of a shared backtest', () => {
  it('lists every leaf with the form label and the value as text, legs counted from 1', () => {
    const fields = strategyFields({ name: 'Condor', ticker: 'SPY', legs: [{ quantity: 1, side: 'short' }, { quantity: 2, filters: [] }], exit: null, flag: true });
    expect(fields.map((f) => [f.path, f.value])).toEqual([
      ['name', 'Condor'], ['ticker', 'SPY'], ['legs.1.quantity', '1'], ['legs.1.side', 'short'],
      ['legs.2.quantity', '2'], ['legs.2.filters', '—'], ['exit', '—'], ['flag', 'true'],
    ]);
    expect(fields.find((f) => f.path === 'legs.2.quantity')?.label).toMatch(/Leg 2/);
  });

  it('answers nothing for an empty or non-object strategy', () => {
    expect(strategyFields({})).toEqual([]);
    expect(strategyFields(undefined)).toEqual([]);
  });
});
