import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../covered';
import { BacktestRequestSchema } from '../multileg';
import { coveredRequestFaults } from './covered-run';
import { parseRunRequest } from './run-request';
import { SIZE_MESSAGES } from './size-bounds';
import { spreadsRequestFaults } from './spreads-run';

const covered = (shares: number) => ({
  ticker: 'SPY', shares_multiple: shares, start_date: '2019-01-02', end_date: '2019-03-29',
  strategy: { start_type: 'covered_call', covered_call_config: { DTE_target: 30 } },
});
const leg = { side: 'short', option_type: 'put', quantity: 1, dte_target: 30, target_strike_condition: { type: 'delta', value: -0.2 } };
const spreads = (balance: number) => ({ ticker: 'SPY', balance, start_date: '2019-01-02', end_date: '2019-03-29', strategy: { name: 'S', legs: [leg] } });

describe('the largest sizes a new run takes (audit 21 F5)', () => {
  it('refuses 1e15 shares in words (before: it ran, its dollars past 2^53 cents, end − start $10 off total_pnl)', () => {
    expect(parseRunRequest(CoveredBacktestRequestSchema, covered(1e15), coveredRequestFaults)).toEqual({ success: false, messages: [SIZE_MESSAGES.shares] });
  });
  it('takes 10,000,000 shares and refuses the next lot', () => {
    expect(parseRunRequest(CoveredBacktestRequestSchema, covered(10_000_000), coveredRequestFaults).success).toBe(true);
    expect(parseRunRequest(CoveredBacktestRequestSchema, covered(10_000_100), coveredRequestFaults)).toEqual({ success: false, messages: [SIZE_MESSAGES.shares] });
  });
  it('refuses a spreads balance over $10 billion, in the run or in the strategy, once', () => {
    expect(parseRunRequest(BacktestRequestSchema, spreads(10_000_000_000), spreadsRequestFaults).success).toBe(true);
    expect(parseRunRequest(BacktestRequestSchema, spreads(1e12), spreadsRequestFaults)).toEqual({ success: false, messages: [SIZE_MESSAGES.balance] });
    const both = { ...spreads(1e12), strategy: { ...spreads(1e12).strategy, starting_balance: 1e12 } };
    expect(parseRunRequest(BacktestRequestSchema, both, spreadsRequestFaults)).toEqual({ success: false, messages: [SIZE_MESSAGES.balance] });
  });
});
