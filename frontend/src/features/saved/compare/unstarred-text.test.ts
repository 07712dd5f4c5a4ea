import { describe, expect, it } from 'vitest';
import { unstarredText } from './unstarred-text';

describe('unstarredText', () => {
  it('says each reason a figure has no star, dates and balance that both differ as one', () => {
    expect(unstarredText([{ kind: 'few_trades', trades: 1 }]).shown).toBe('no ★: 1 trade, under 10');
    expect(unstarredText([{ kind: 'other_dates' }, { kind: 'few_trades', trades: 3 }]).shown).toBe('no ★: other dates; 3 trades, under 10');
    // Was 'no ★: dates differ; balances differ', which widened a phone's column.
    expect(unstarredText([{ kind: 'dates_differ' }, { kind: 'balances_differ' }])).toEqual({
      shown: 'no ★: dates and balances differ',
      spoken: 'not starred: no two runs cover the same dates with the same start balance',
    });
    expect(unstarredText([{ kind: 'other_dates' }, { kind: 'other_balance' }]).shown).toBe('no ★: other dates and balance');
  });

  it('says an excess return over a buy and hold of another kind has no star (dividends kept as cash in a result saved before they were reinvested)', () => {
    expect(unstarredText([{ kind: 'other_benchmark' }])).toEqual({
      shown: 'no ★: other buy & hold',
      spoken: 'not starred: its buy and hold treated dividends otherwise than the starred runs',
    });
    expect(unstarredText([{ kind: 'benchmarks_differ' }]).shown).toBe('no ★: buy & holds differ');
  });

  it("says a positive Sharpe or Sortino of a run that lost money has no star, with the loss (audit 8 F1)", () => {
    expect(unstarredText([{ kind: 'lost_money', total_return_pct: -38.1473 }])).toEqual({
      shown: 'no ★: lost 38.15%',
      spoken: 'not starred: the run lost 38.15%: its ratio rests on the mean daily return, which large daily swings lift above what the run compounded',
    });
    // Kept beside dates and balances that both differ (merged into one reason).
    expect(unstarredText([{ kind: 'dates_differ' }, { kind: 'balances_differ' }, { kind: 'lost_money', total_return_pct: -5 }]).shown).toBe('no ★: dates and balances differ; lost 5.00%');
  });

  it('says a win rate of a run that lost money has no star, with the loss and why (audit 11 N5)', () => {
    expect(unstarredText([{ kind: 'lost_money_trades', total_return_pct: -12.0228 }])).toEqual({
      shown: 'no ★: lost 12.02%',
      spoken: 'not starred: the run lost 12.02%: a win rate counts winning trades, not the dollars they made, and the star goes only to runs that made money',
    });
    expect(unstarredText([{ kind: 'dates_differ' }, { kind: 'balances_differ' }, { kind: 'lost_money_trades', total_return_pct: -0.004 }]).shown).toBe('no ★: dates and balances differ; lost under 0.01%');
  });
});
