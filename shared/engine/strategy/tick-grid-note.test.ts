import { describe, expect, it } from 'vitest';
import { nickelDimeUndated } from '../market/chain-rules';
import { tickGridNote } from './tick-grid-note';

describe('nickelDimeUndated: the coarse grid for want of a dated source (chain-rules.ts PENNY_HISTORY)', () => {
  it('holds for a class no source dates, and for AAPL and SPY before the day their source has them there by', () => {
    for (const ticker of ['TSLA', 'nvda', 'GOOGL', 'MSTR', 'XYZ']) expect(nickelDimeUndated(ticker, '2023-06-01')).toBe(true);
    expect([nickelDimeUndated('AAPL', '2012-02-27'), nickelDimeUndated('AAPL', '2012-02-28')]).toEqual([true, false]);
    expect([nickelDimeUndated('SPY', '2010-01-29'), nickelDimeUndated('SPY', '2010-02-01')]).toEqual([true, false]);
  });

  it('does not hold on a penny grid, before a cited join, before the pilot existed, or for SPX', () => {
    expect(nickelDimeUndated('QQQ', '2023-06-01')).toBe(false);
    expect(nickelDimeUndated('MSFT', '2012-01-03')).toBe(false);
    // IWM joined the pilot on 2007-02-09 by its start list: before it the nickel and dime are dated.
    expect(nickelDimeUndated('IWM', '2007-02-08')).toBe(false);
    // Before the pilot's first day no class quoted in pennies.
    expect(nickelDimeUndated('TSLA', '2006-12-29')).toBe(false);
    expect(nickelDimeUndated('SPX', '2023-06-01')).toBe(false);
  });
});

describe('tickGridNote', () => {
  const days = ['2012-02-23', '2012-02-24', '2012-02-27', '2012-02-28', '2012-02-29'];

  it('names the grid, the days on it, the fills there and the most the rounding can cost', () => {
    const note = tickGridNote('TSLA', days, ['2012-02-23', '2012-02-23', '2012-02-29']);
    expect(note).toBe(
      'TSLA options on the nickel-dime tick from 2012-02-23 to 2012-02-29 (3 fills): the run\'s modeled quotes and fills on those days were in steps of ' +
        "$0.05 under $3 and $0.10 from $3, as no dated source puts TSLA on the penny program's $0.01/$0.05 increments then (it may well have been on them). " +
        'The rounding alone may have cost each such fill up to $0.04 a share under $3 and $0.05 from $3 ($4.00/$5.00 a contract), ' +
        'and the coarser modeled bid and ask widen the spread the slippage is a share of.',
    );
  });

  it('counts only the fills before a class\'s source date, and ends the span the trading day before it', () => {
    const note = tickGridNote('AAPL', days, ['2012-02-24', '2012-02-28', '2012-02-29']);
    expect(note).toMatch(/^AAPL options on the nickel-dime tick from 2012-02-23 to 2012-02-27 \(1 fill\): /);
    expect(note).toContain('increments before 2012-02-28 (the first source found has it in the program by then; it may well have joined earlier).');
  });

  it('writes none when no fill fell on such a day', () => {
    expect(tickGridNote('AAPL', days, ['2012-02-28'])).toBeUndefined();
    expect(tickGridNote('TSLA', days, [])).toBeUndefined();
    expect(tickGridNote('QQQ', days, days)).toBeUndefined();
    expect(tickGridNote('SPX', days, days)).toBeUndefined();
  });
});
