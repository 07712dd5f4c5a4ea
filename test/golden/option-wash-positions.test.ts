import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyBacktestResult, BacktestResult, CoveredBacktestResult } from '../../shared/contracts/results';
import { analyticsInputOf } from '../../shared/analytics/analytics-input';
import { optionPositionsOf } from '../../shared/analytics/tax/option-wash-sales';

/** The option wash-sale rule's positions read from the golden results (shared/analytics/tax/option-wash-sales.ts). */
describe('optionPositionsOf', () => {
  const golden = (name: string): AnyBacktestResult => JSON.parse(readFileSync(new URL(`./results/${name}.json`, import.meta.url), 'utf8')) as AnyBacktestResult;

  it('reads none from a result saved before option_wash_sales (its estimate unchanged)', () => {
    const { option_wash_sales: _, ...saved } = golden('iron-condor-spy-2019');
    expect(optionPositionsOf(saved as AnyBacktestResult)).toBeUndefined();
  });

  it('splits each multi-leg trade into its legs as the estimate books them: the parts add up to the trade', () => {
    const result = { ...golden('iron-condor-spy-2019'), option_wash_sales: 'same_contract' as const };
    const positions = optionPositionsOf(result) ?? [];
    const trades = analyticsInputOf(result).trades;
    expect(positions.length).toBe(result.trades.reduce((s, t) => s + ('entry_contracts' in t ? t.entry_contracts.length : 0), 0));
    let at = 0;
    for (const [i, t] of result.trades.entries()) {
      const legs = 'entry_contracts' in t ? t.entry_contracts.length : 0;
      const mine = positions.slice(at, at + legs);
      at += legs;
      expect(mine.reduce((s, p) => s + p.shortTerm + p.longTerm, 0)).toBeCloseTo(t.pnl, 6);
      // The short-term parts are the trade's short-term P&L (after-tax.ts; held under a year: all of it).
      expect(mine.reduce((s, p) => s + p.shortTerm, 0)).toBeCloseTo(trades[i]?.pnl ?? Number.NaN, 6);
    }
  });

  it('reads a covered trade as one written option, an assigned one not washable', () => {
    const result = { ...golden('wheel-spy-2019-catch-stop'), option_wash_sales: 'same_contract' as const } as CoveredBacktestResult;
    const positions = optionPositionsOf(result) ?? [];
    expect(positions.length).toBe(result.trades.length);
    expect(positions.every((p) => p.side === 'short')).toBe(true);
    expect(positions.filter((p) => !p.washable).length).toBe(result.trades.filter((t) => t.exit_scenario === 3).length);
  });
});

describe('optionPositionsOf: a written leg assigned is the shares\', not an option loss washed', () => {
  const golden = (name: string): BacktestResult => JSON.parse(readFileSync(new URL(`./results/${name}.json`, import.meta.url), 'utf8')) as BacktestResult;

  it('reads an early assignment from the trade\'s reason (multileg/early-assignment.ts words), leg by leg', () => {
    const result = { ...golden('iron-condor-spy-2019'), option_wash_sales: 'same_contract' as const };
    const t = result.trades[0]!;
    const k = t.entry_contracts.findIndex((l) => l.side === 'short' && l.contract.call_or_put === 'call');
    const exit = t.exit_contracts[k]!;
    const reason = `Early assignment before the ex-date; the short ${exit.contract.strike} call was assigned: 100 shares delivered short at ${exit.contract.strike}`;
    const before = optionPositionsOf({ ...result, trades: [t] }) ?? [];
    const after = optionPositionsOf({ ...result, trades: [{ ...t, reason }] }) ?? [];
    expect(before.map((p) => p.washable)).toEqual(t.entry_contracts.map(() => true));
    expect(after.map((p) => p.washable)).toEqual(t.entry_contracts.map((_, i) => i !== k));
  });
});
