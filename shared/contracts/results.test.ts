import { describe, expect, it } from 'vitest';
import { CoveredBacktestResultReadSchema } from './results-read';
import { AnyBacktestResultSchema, BacktestResultSchema, CoveredBacktestResultSchema, DiagnosticsSchema, isCoveredResult } from './results';
import { coveredResult, coveredTrade, put, standardResult } from './test-support/examples';
import { expectParsed, expectRejected } from './test-support/expect-issue';
import { savedResultOf } from '../analytics/export/saved-result';

describe('covered result', () => {
  it('round-trips a full example', () => {
    expect(expectParsed(CoveredBacktestResultSchema, JSON.parse(JSON.stringify(coveredResult)))).toEqual(coveredResult);
  });

  it('defaults diagnostics to empty', () => {
    const { diagnostics: _d, ...rest } = coveredResult;
    expect(CoveredBacktestResultSchema.parse(rest).diagnostics).toEqual({ skipped_entries: [], notes: [] });
    expect(DiagnosticsSchema.parse(undefined)).toEqual({ skipped_entries: [], notes: [] });
    DiagnosticsSchema.parse(undefined).notes.push('mutated');
    expect(DiagnosticsSchema.parse(undefined).notes).toEqual([]);
  });

  it('accepts N/A metrics (null win rate and CAGR) and the optional interest and benchmark fields (issue 14)', () => {
    const r = CoveredBacktestResultSchema.parse({
      ...coveredResult,
      win_rate: null,
      cagr_pct: null,
      interest_earned: 412.3,
      interest_paid: 0,
      benchmark_equity: [['2022-01-18', 46_336], ['2022-02-18', 43_423]],
      benchmark_return_pct: -6.2866,
    });
    expect([r.win_rate, r.cagr_pct, r.interest_earned, r.benchmark_equity?.[1]]).toEqual([null, null, 412.3, ['2022-02-18', 43_423]]);
    // A result saved before these fields still parses, without them.
    const old = CoveredBacktestResultSchema.parse(JSON.parse(JSON.stringify(coveredResult)));
    expect('interest_earned' in old || 'benchmark_equity' in old).toBe(false);
    expectRejected(CoveredBacktestResultSchema, { ...coveredResult, interest_paid: -1 }, 'interest_paid must be >= 0');
  });

  it('reads how the benchmark treated dividends; a result saved before the field loads without it (audit 7 N9)', () => {
    const r = CoveredBacktestResultSchema.parse({ ...coveredResult, benchmark_equity: [['2022-01-18', 46_336]], benchmark_return_pct: 0, benchmark_dividends: 'reinvested' });
    expect(r.benchmark_dividends).toBe('reinvested');
    // Saved before it (dividends kept as cash): parsed to exactly what was saved, nothing added.
    const saved = { ...coveredResult, benchmark_equity: [['2022-01-18', 46_336]] as [string, number][], benchmark_return_pct: 0 };
    const old = CoveredBacktestResultSchema.parse(JSON.parse(JSON.stringify(saved)));
    expect(old).toEqual(saved);
    expect('benchmark_dividends' in old).toBe(false);
    expectRejected(CoveredBacktestResultSchema, { ...coveredResult, benchmark_dividends: 'cash' }, "benchmark_dividends must be 'reinvested'");
    expect(BacktestResultSchema.parse({ ...standardResult, benchmark_dividends: 'reinvested' }).benchmark_dividends).toBe('reinvested');
  });

  it('reads the options\' wash-sale reading; a result saved before it loads unchanged, without it', () => {
    expect(CoveredBacktestResultSchema.parse({ ...coveredResult, option_wash_sales: 'same_contract' }).option_wash_sales).toBe('same_contract');
    expect(BacktestResultSchema.parse({ ...standardResult, option_wash_sales: 'same_contract' }).option_wash_sales).toBe('same_contract');
    const old = CoveredBacktestResultSchema.parse(JSON.parse(JSON.stringify(coveredResult)));
    expect(old).toEqual(coveredResult);
    expect('option_wash_sales' in old).toBe(false);
    expectRejected(CoveredBacktestResultSchema, { ...coveredResult, option_wash_sales: 'near_strikes' }, "option_wash_sales must be 'same_contract'");
  });

  it('reads a trade\'s split-adjusted position, and a result saved before it (or with no split) loads unchanged (audit 6, N10)', () => {
    const adjusted = { ...coveredTrade, split_adjusted: { contracts: 4, strike: 97.5, shares_per_contract: 100 } };
    const r = CoveredBacktestResultSchema.parse({ ...coveredResult, trades: [adjusted] });
    expect(r.trades[0]?.split_adjusted).toEqual({ contracts: 4, strike: 97.5, shares_per_contract: 100 });
    expect(CoveredBacktestResultReadSchema.parse({ ...coveredResult, trades: [adjusted] }).trades[0]?.split_adjusted).toEqual(adjusted.split_adjusted);
    // Saved before the field: parsed to exactly what was saved, with no field added.
    const saved = JSON.parse(JSON.stringify(coveredResult)) as typeof coveredResult;
    const old = CoveredBacktestResultSchema.parse(saved);
    expect(old).toEqual(coveredResult);
    expect(old.trades.some((t) => 'split_adjusted' in t)).toBe(false);
    expectRejected(CoveredBacktestResultSchema, { ...coveredResult, trades: [{ ...coveredTrade, split_adjusted: { contracts: 0, strike: 97.5, shares_per_contract: 100 } }] }, 'trades[0].split_adjusted.contracts must be >= 1');
  });

  it('keeps a string exit scenario as it is', () => {
    const r = CoveredBacktestResultSchema.parse({ ...coveredResult, trades: [{ ...coveredTrade, exit_scenario: 'CATCH_STOP' }] });
    expect(r.trades[0]?.exit_scenario).toBe('CATCH_STOP');
  });

  it.each([
    [{ win_rate: 101 }, 'win_rate must be <= 100'],
    [{ win_rate: -1 }, 'win_rate must be >= 0'],
    [{ max_drawdown_pct: -1 }, 'max_drawdown_pct must be >= 0'],
    [{ total_trades: -1 }, 'total_trades must be >= 0'],
    [{ sharpe_ratio: undefined }, 'sharpe_ratio is required'],
    [{ data_source: 'live' }, "data_source must be one of 'modeled', 'imported', 'mixed'"],
    [{ equity_curve: [['2022-01-18']] }, 'equity_curve[0] must have at least 2 items'],
    [{ data_period: { start_date: '2022-01-18' } }, 'data_period.end_date is required'],
    [{ trades: [{ ...coveredTrade, exit_scenario: 5 }] }, 'trades[0].exit_scenario is invalid'],
    [{ trades: [{ ...coveredTrade, entry_position: { ...coveredTrade.entry_position, side: 'flat' } }] }, "trades[0].entry_position.side must be one of 'long', 'short'"],
    [{ trades: [{ ...coveredTrade, entry_position: { ...coveredTrade.entry_position, quantity: 0 } }] }, 'trades[0].entry_position.quantity must be >= 1'],
    [{ diagnostics: { notes: Array.from({ length: 51 }, () => 'n') } }, 'diagnostics.notes must have at most 50 items'],
  ])('rejects %j', (over, message) => {
    expectRejected(CoveredBacktestResultSchema, { ...coveredResult, ...over }, message);
  });

  it('reads entry/exit in place of entry_position/exit_position', () => {
    const { entry_position, exit_position: _x, ...rest } = coveredTrade;
    const exit = { ...entry_position, side: 'short', price: 0.05 };
    const read = CoveredBacktestResultReadSchema.parse({ ...coveredResult, trades: [{ ...rest, entry: entry_position, exit }] });
    expect(read.trades[0]?.entry_position).toEqual(entry_position);
    expect(read.trades[0]?.exit_position).toEqual(exit);
    expect(read.trades[0]).not.toHaveProperty('entry');
  });
});

describe('standard result', () => {
  it('round-trips a full example', () => {
    expect(expectParsed(BacktestResultSchema, JSON.parse(JSON.stringify(standardResult)))).toEqual(standardResult);
  });

  it('reads an entry leg\'s split-adjusted position, and a result saved before it loads unchanged', () => {
    // NVDA 2024 (audit 6, run 10): 2 × the 990 put, adjusted by the 10-for-1 to 20 × the 99 put.
    const trade = standardResult.trades[0]!;
    const entry = { ...trade.entry_contracts[0]!, quantity: 2, split_adjusted: { contracts: 20, strike: 99, shares_per_contract: 100 } };
    const r = BacktestResultSchema.parse({ ...standardResult, trades: [{ ...trade, entry_contracts: [entry] }] });
    expect(r.trades[0]?.entry_contracts[0]?.split_adjusted).toEqual({ contracts: 20, strike: 99, shares_per_contract: 100 });
    expect(AnyBacktestResultSchema.parse({ ...standardResult, trades: [{ ...trade, entry_contracts: [entry] }] }).trades[0]).toMatchObject({ entry_contracts: [entry] });
    // Saved before the field: parsed to exactly what was saved, with no field added.
    const old = BacktestResultSchema.parse(JSON.parse(JSON.stringify(standardResult)));
    expect(old).toEqual(standardResult);
    expect(old.trades.flatMap((t) => t.entry_contracts).some((l) => 'split_adjusted' in l)).toBe(false);
    expectRejected(BacktestResultSchema, { ...standardResult, trades: [{ ...trade, entry_contracts: [{ ...entry, split_adjusted: { contracts: 20, strike: 99, shares_per_contract: 0 } }] }] },
      'trades[0].entry_contracts[0].split_adjusted.shares_per_contract must be > 0');
  });

  it('reads min_volume_check (the run with no minimum volume); results saved before it, or before refused_entries, load unchanged (audit 15 F1)', () => {
    const without_minimum = {
      end_balance: 105_609.98, total_pnl: 5_609.98, total_return_pct: 5.61, win_rate: 61.5385, max_drawdown_pct: 5.2948, cagr_pct: 5.6901, sharpe_ratio: 0.069, total_trades: 26,
    };
    // As written on 2026-12-04 before refused entries were counted: no refused_entries.
    const first = { min_volume: 100, moved_picks: 33, largest_move_delta: 0.249, farther_expiries: 4, stopped_days: 0, without_minimum };
    const savedFirst = JSON.parse(JSON.stringify({ ...standardResult, min_volume_check: first }));
    const readFirst = savedResultOf(savedFirst);
    expect(readFirst).toEqual(savedFirst);
    expect('refused_entries' in (readFirst?.min_volume_check ?? {})).toBe(false);
    const coveredFirst = JSON.parse(JSON.stringify({ ...coveredResult, min_volume_check: first }));
    expect(savedResultOf(coveredFirst)).toEqual(coveredFirst);
    // As written now, with the entries the filter shaped and the margin then refused.
    const now = { ...first, moved_picks: 0, largest_move_delta: 0, farther_expiries: 0, refused_entries: 4 };
    expect(BacktestResultSchema.parse({ ...standardResult, min_volume_check: now }).min_volume_check).toEqual(now);
    expect(CoveredBacktestResultSchema.parse({ ...coveredResult, min_volume_check: now }).min_volume_check).toEqual(now);
    // Saved before the check existed: parsed to exactly what was saved, no field added, through the
    // reader Saved and the share page use (savedResultOf).
    const old = JSON.parse(JSON.stringify(standardResult));
    expect(savedResultOf(old)).toEqual(standardResult);
    expect('min_volume_check' in (savedResultOf(old) ?? {})).toBe(false);
    expect(savedResultOf(JSON.parse(JSON.stringify(coveredResult)))).toEqual(coveredResult);
    expectRejected(BacktestResultSchema, { ...standardResult, min_volume_check: { ...now, refused_entries: -1 } }, 'min_volume_check.refused_entries must be >= 0');
  });

  it('keeps an exit leg\'s exercised_at_close (the after-tax estimate reads it), and a result saved before it loads unchanged', () => {
    const trade = standardResult.trades[0]!;
    const exit = { ...trade.exit_contracts[0]!, exercised_at_close: true as const };
    const r = BacktestResultSchema.parse({ ...standardResult, trades: [{ ...trade, exit_contracts: [exit] }] });
    expect(r.trades[0]?.exit_contracts[0]?.exercised_at_close).toBe(true);
    expect(AnyBacktestResultSchema.parse({ ...standardResult, trades: [{ ...trade, exit_contracts: [exit] }] }).trades[0]).toMatchObject({ exit_contracts: [exit] });
    const old = BacktestResultSchema.parse(JSON.parse(JSON.stringify(standardResult)));
    expect(old).toEqual(standardResult);
    expect(old.trades.flatMap((t) => t.exit_contracts).some((l) => 'exercised_at_close' in l)).toBe(false);
    // The engine writes it only as true: anything else is no flag it wrote.
    expectRejected(BacktestResultSchema, { ...standardResult, trades: [{ ...trade, exit_contracts: [{ ...exit, exercised_at_close: 'yes' }] }] }, 'trades[0].exit_contracts[0].exercised_at_close must be true');
  });

  it('keeps an exit leg\'s assigned_early (Contract Details reads it); a result saved before it loads unchanged; only true is a flag', () => {
    const trade = standardResult.trades[0]!;
    const exit = { ...trade.exit_contracts[0]!, assigned_early: true as const };
    const r = BacktestResultSchema.parse({ ...standardResult, trades: [{ ...trade, exit_contracts: [exit] }] });
    expect(r.trades[0]?.exit_contracts[0]?.assigned_early).toBe(true);
    const old = BacktestResultSchema.parse(JSON.parse(JSON.stringify(standardResult)));
    expect(old.trades.flatMap((t) => t.exit_contracts).some((l) => 'assigned_early' in l)).toBe(false);
    expectRejected(BacktestResultSchema, { ...standardResult, trades: [{ ...trade, exit_contracts: [{ ...exit, assigned_early: false }] }] }, 'trades[0].exit_contracts[0].assigned_early must be true');
  });

  it.each([
    [{ equity_curve: [{ date: '2022-01-18' }] }, 'equity_curve[0].equity is required'],
    [{ benchmark_prices: [{ date: 'x', price: 1 }] }, 'benchmark_prices[0].date must be a date YYYY-MM-DD'],
    [{ trades: [{ ...standardResult.trades[0], entry_margin_required: -1 }] }, 'trades[0].entry_margin_required must be >= 0'],
    [{ trades: [{ ...standardResult.trades[0], entry_contracts: [{ contract: put, side: 'short', quantity: 0 }] }] }, 'trades[0].entry_contracts[0].quantity must be >= 1'],
  ])('rejects %j', (over, message) => {
    expectRejected(BacktestResultSchema, { ...standardResult, ...over }, message);
  });
});

describe('either result', () => {
  it('tells the two apart', () => {
    expect(isCoveredResult(AnyBacktestResultSchema.parse(coveredResult))).toBe(true);
    expect(isCoveredResult(AnyBacktestResultSchema.parse(standardResult))).toBe(false);
  });
});

