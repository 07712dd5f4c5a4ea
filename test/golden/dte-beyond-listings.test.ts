import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * Audit 21 F4: a DTE target past every listed expiration took the farthest one without a word. On
 * 2019-01-02 the modeled SPY chain lists out to 2021-01-15 (744 days): a covered call asking
 * 100,000 days and a short put leg asking 5,000 both traded that expiry.
 */
const NOTE = /^DTE target past the listed expirations: 1 pick \(of entries, rolls or their legs\) took the farthest expiration listed that day/;
const WORDS = 'The DTE target of 100,000 days is past every expiration listed on 2019-01-02: the farthest, 2021-01-15 (744 days), was taken';

describe('a DTE target past the listings is said', () => {
  it('covered call at 100,000 days: the trade reason and one note', async () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-03-29',
      strategy: { name: 'far', start_type: 'covered_call', covered_call_config: { DTE_target: 100_000, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
    });
    const result = runCoveredBacktest(request, await realMarket('SPY'));
    expect(result.trades[0]?.entry_position.contract.expiry_date).toBe('2021-01-15');
    expect(result.trades[0]?.reason).toContain(WORDS);
    expect(result.diagnostics.notes.filter((n) => NOTE.test(n))).toHaveLength(1);
    expect(result.diagnostics.notes.find((n) => NOTE.test(n))).toContain(`First: ${WORDS}.`);
  });
  it('a spread leg at 5,000 days: the same, once', async () => {
    const request = BacktestRequestSchema.parse({
      ticker: 'SPY', balance: 100_000, start_date: '2019-01-02', end_date: '2019-03-29',
      strategy: { name: 'far', legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 5000, target_strike_condition: { type: 'delta', value: -0.2 } }] },
    });
    const result = runMultiLegBacktest(request, await realMarket('SPY'));
    expect(result.trades[0]?.entry_contracts[0]?.contract.expiry_date).toBe('2021-01-15');
    expect(result.trades[0]?.reason).toContain(WORDS.replace('100,000', '5,000'));
    expect(result.diagnostics.notes.filter((n) => NOTE.test(n))).toHaveLength(1);
  });
  it('a 30-day target within the listings says nothing', async () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'SPY', shares_multiple: 100, start_date: '2019-01-02', end_date: '2019-03-29',
      strategy: { name: 'near', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
    });
    const result = runCoveredBacktest(request, await realMarket('SPY'));
    expect(result.diagnostics.notes.some((n) => n.startsWith('DTE target past'))).toBe(false);
    expect(result.trades.some((t) => t.reason.includes('past every expiration listed'))).toBe(false);
  });
});
