import { describe, expect, it } from 'vitest';
import { strategyFields } from './strategy-fields';

const rows = (strategy: unknown) => strategyFields(strategy).map((f) => [f.label, f.value]);

describe('strategy fields of a shared backtest', () => {
  it('lists every leaf with the form label and the value as text, legs counted from 1', () => {
    const fields = strategyFields({ name: 'Condor', ticker: 'SPY', legs: [{ quantity: 1, side: 'short' }, { quantity: 2, filters: [] }], exit: null, flag: true });
    expect(fields.map((f) => [f.path, f.value])).toEqual([
      ['name', 'Condor'], ['ticker', 'SPY'], ['legs.1.quantity', '1'], ['legs.1.side', 'Short'],
      ['legs.2.quantity', '2'], ['legs.2.filters', 'None'], ['exit', 'N/A'], ['flag', 'Yes'],
    ]);
    expect(fields.find((f) => f.path === 'legs.2.quantity')?.label).toMatch(/Leg 2/);
  });

  it('a spreads strategy reads as its form: no raw values, field names or enum codes', () => {
    // The share page of an iron condor showed 'false', 'last', 'delta', '100000', 'Leg 1 Type'.
    // Dollars carry 2 decimals as the builder shows them ('-$5.00', not '-$5'); unset reads 'N/A' (spec section 9),
    // but an unset units limit is the form's 'Limit Units per Position' off: 'No limit' (it read 'N/A').
    const condor = {
      name: 'Condor', ticker: 'SPY', starting_balance: 100000, exact_dte: false, price_source: 'last', max_units_per_position: null,
      max_margin_percentage_per_position: 20, commission_per_contract: 0.65, slippage_pct_of_spread: 25,
      legs: [{
        side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.2 }, entry_conditions: [{ type: 'delta', min_value: null, max_value: 0.5 }],
        children: [{ side: 'long', option_type: 'put', strike_offset: -5, strike_offset_tolerance: 2.5 }],
      }],
      global_exit_conditions: [{ type: 'percentage_profit', value: 50 }],
    };
    expect(rows(condor)).toEqual([
      ['Strategy Name', 'Condor'], ['Ticker', 'SPY'], ['Starting Balance', '$100,000.00'], ['Exact DTE', 'No'],
      ['Price Source', 'Last Trade'], ['Max Units per Position', 'No limit'], ['Max Margin per Position', '20%'],
      ['Leg 1 Side', 'Short'], ['Leg 1 Option Type', 'Put'], ['Leg 1 Quantity', '1'], ['Leg 1 DTE Target', '30'],
      ['Leg 1 Target Strike Type', 'Delta'], ['Leg 1 Target Value', '-0.2'], ['Leg 1 Entry Condition 1 Type', 'Delta'], ['Leg 1 Entry Condition 1 Min', 'Any'], ['Leg 1 Entry Condition 1 Max', '0.5'],
      ['Leg 1 Child 1 Side', 'Long'], ['Leg 1 Child 1 Option Type', 'Put'], ['Leg 1 Child 1 Strike Offset', '-$5.00'],
      ['Leg 1 Child 1 Strike Offset Tolerance', '$2.50'],
      ['Exit Condition 1 Type', 'Profit Target (%)'], ['Exit Condition 1 Value', '50'],
      // Trading costs last, as a ticket lists them.
      // Was 'Slippage 25%', read as 25% of the price: it is a share of the spread.
      ['Commission per Contract', '$0.65'], ['Slippage', '25% of the bid/ask spread'],
    ]);
  });

  it('a covered strategy as the builder stores it opens on its ticker, not on \'Commission per Share $0.00\'', () => {
    const stored = { commission_per_share: 0, ticker: 'SPY', shares_multiple: 100, start_date: '2023-01-03', strategy: { name: 'Covered Strategy' }, commission_per_contract: 0.65 };
    expect(rows(stored).map(([label]) => label)).toEqual(['Ticker', 'Starting Shares', 'Start Date', 'Strategy Name', 'Commission per Share', 'Commission per Contract']);
  });

  it('a covered strategy: start type, weekdays by name, the strike target as its card names it', () => {
    const wheel = {
      shares_multiple: 100,
      strategy: {
        wheel_enabled: true, start_type: 'covered_call', days_of_week: [0, 1, 4],
        covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null }, min_premium_target: 0.5 },
      },
    };
    expect(rows(wheel)).toEqual([
      ['Starting Shares', '100'], ['Wheel', 'Yes'], ['Start Type', 'Covered Call'], ['Days of Week', 'Mon, Tue, Fri'],
      ['Covered Call DTE Target', '30'], ['Covered Call Strike Target', 'Delta'], ['Covered Call Delta', '0.3'],
      // Was 'N/A' where the form shows 'Any' for a blank tolerance.
      ['Covered Call Tolerance', 'Any'], ['Covered Call Min Premium', '$0.50'],
    ]);
  });

  it('leaves out the covered leg the run never wrote: a put saved with the call card\'s settings (was \'Covered Call DTE Target 30\' on a shared put)', () => {
    const put = {
      ticker: 'SPY',
      strategy: {
        wheel_enabled: false, start_type: 'cash_secured_put',
        covered_call_config: { DTE_target: 30 },
        cash_secured_put_config: { DTE_target: 45 },
      },
    };
    expect(rows(put)).toEqual([['Ticker', 'SPY'], ['Wheel', 'No'], ['Start Type', 'Cash-Secured Put'], ['Cash-Secured Put DTE Target', '45']]);
    // The wheel writes both legs: both stay.
    expect(rows({ ...put, strategy: { ...put.strategy, wheel_enabled: true } }).map(([label]) => label)).toContain('Covered Call DTE Target');
  });

  it("leaves out a spreads form's year label where the strategy has its dates: a form loaded from a 2020 save and run over 2024 read 'Year 2,020' (audit 23 F3)", () => {
    const loadedAndRerun = { name: 'Condor', ticker: 'SPY', year: 2020, start_date: '2024-01-02', end_date: '2024-12-31' };
    expect(rows(loadedAndRerun)).toEqual([['Strategy Name', 'Condor'], ['Ticker', 'SPY'], ['Start Date', '2024-01-02'], ['End Date', '2024-12-31']]);
    // Saved as a whole request, the dates are the request's and the label the strategy's.
    expect(rows({ ticker: 'SPY', start_date: '2024-01-02', strategy: { name: 'Condor', year: 2020, start_date: null } }).map(([label]) => label)).not.toContain('Year');
    // Without dates the label is the only period stated: kept, and read as a year, not as '2,020'.
    expect(rows({ name: 'Condor', year: 2020 })).toEqual([['Strategy Name', 'Condor'], ['Year', '2020']]);
  });

  it('answers nothing for an empty or non-object strategy', () => {
    expect(strategyFields({})).toEqual([]);
    expect(strategyFields(undefined)).toEqual([]);
  });
});
