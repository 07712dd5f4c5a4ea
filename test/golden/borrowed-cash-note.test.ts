import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';
import condorGolden from './results/iron-condor-spy-2019.json';

/**
 * Audit 21 F1: a covered call whose shares are called away and bought back at a higher close
 * borrows the difference as a margin loan; the result said only the interest, now a note says the
 * loan. NVDA 2024-05-01..07-31, 100 shares, 0.30-delta 45-DTE call: the 945 call (94.5 after the
 * 10:1 of 06-10) is assigned at the close 126.57 on 06-21 and 1,000 shares are bought back there.
 * By hand from the trade log: cash 0 after the shares, + 2,780 − 0.65 for the first call, + $10 of
 * dividend (06-11), + about $21 of T-bill interest, + 94,500 (called away) − 126,570 (bought back)
 * + 3,500 − 6.50 for the next call sold that close = about −25,766 at the close of 06-21. Nothing
 * repays it before the range ends, so the loan grows by its own interest, and at the last close (07-31)
 * the call is bought back at $0.05 (− 50 − 6.50): about 25,766 + the interest paid + 56.50 there.
 */
describe('a covered run that borrows says so', () => {
  it('NVDA over the 10:1 of 2024: the loan taken at the call-away of 2024-06-21, largest at the last close, 07-31', async () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'NVDA', shares_multiple: 100, start_date: '2024-05-01', end_date: '2024-07-31',
      strategy: { name: 'NVDA CC', start_type: 'covered_call', covered_call_config: { DTE_target: 45, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
    });
    const result = runCoveredBacktest(request, await realMarket('NVDA'));
    expect(result.interest_paid).toBeGreaterThan(0);
    const notes = result.diagnostics.notes.filter((n) => n.startsWith('Cash below zero'));
    expect(notes).toHaveLength(1);
    const m = /at most \$([\d,.]+) at the close of (\d{4}-\d{2}-\d{2})/.exec(notes[0] ?? '');
    expect(m?.[2]).toBe('2024-07-31');
    expect(Math.abs(Number(m?.[1]?.replace(/,/g, '')) - (25_766 + (result.interest_paid ?? 0) + 56.5))).toBeLessThan(25);
    expect(notes[0]).toContain(`paid $${(result.interest_paid ?? 0).toFixed(2)} of interest`);
  });
  /**
   * Audit 22: the last close pays no interest (the run ends), and the tally was kept only where
   * interest accrued, so a debit struck there went uncounted. TSLA 2020, 100 shares, 0.30-delta
   * 30-DTE call: the 675 call of 12-31 is assigned at the range's last close, 705.67, and 500 shares
   * are bought back there. Replayed from the trade log (test/audits/scripts22/borrowed.ts): the cash
   * at the close of 12-30 is about −79,481 less the interest paid, and 12-31 adds the call's
   * 9,300 − 3.25 premium already in, − 30.67 × 500 intrinsic: about −94,819 less the interest. The
   * note named 12-30 and $80,140 (31% of equity); the account's largest loan was the last close's.
   */
  it('TSLA 2020: a loan struck at the last close (an assignment on the last day of the range) is counted and named', async () => {
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'TSLA', shares_multiple: 100, start_date: '2020-01-02', end_date: '2020-12-31',
      strategy: { name: 'TSLA CC', start_type: 'covered_call', covered_call_config: { DTE_target: 30, strike_target_condition: { type: 'delta', delta: 0.3, tolerance: null } } },
    });
    const result = runCoveredBacktest(request, await realMarket('TSLA'));
    const note = result.diagnostics.notes.find((n) => n.startsWith('Cash below zero')) ?? '';
    const m = /Cash below zero at (\d+) closes.*at most \$([\d,.]+) at the close of (\d{4}-\d{2}-\d{2}), (\d+)% of that day's equity/.exec(note);
    expect(m?.[3]).toBe('2020-12-31');
    expect(Math.abs(Number(m?.[2]?.replace(/,/g, '')) - (94_819 + (result.interest_paid ?? 0)))).toBeLessThan(25);
    // 242 of the 253 closes by the replay, the last among them.
    expect(Number(m?.[1])).toBe(242);
    const lastEquity = result.equity_curve.at(-1)?.[1] ?? 0;
    expect(Number(m?.[4])).toBe(Math.round(((94_819 + (result.interest_paid ?? 0)) / lastEquity) * 100));
  });
  it('a golden run that never borrowed carries no such note', () => {
    const condor: { interest_paid: number; diagnostics: { notes: string[] } } = condorGolden;
    expect(condor.interest_paid).toBe(0);
    expect(condor.diagnostics.notes.some((n) => n.startsWith('Cash below zero'))).toBe(false);
  });
});
