import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/** Audit 12 N6 on the bundled data: the minimum volume moved a 0.60-delta covered call to ~0.49, now said. */
describe('a delta pick the minimum volume moved', () => {
  it("IWM's 0.60-delta covered call (audit 12): each trade's reason and a diagnostics note say the volume moved the pick; figures unchanged", async () => {
    const iwm = await realMarket('IWM');
    const request = CoveredBacktestRequestSchema.parse({
      ticker: 'IWM', shares_multiple: 200, start_date: '2024-10-15', end_date: '2025-03-31',
      strategy: { name: 'IWM 0.60 covered call', start_type: 'covered_call', covered_call_config: { DTE_target: 60, strike_target_condition: { type: 'delta', delta: 0.6 } } },
    });
    const r = runCoveredBacktest(request, iwm);
    expect(r.trades[0]?.reason).toContain('The minimum volume of 100 moved the pick for delta 0.6: the 226 call (delta 0.490, volume 260) was taken, the 221 (delta 0.606, volume 33) being nearest the target');
    expect(r.trades.filter((t) => t.reason.includes('moved the pick'))).toHaveLength(3);
    expect(r.diagnostics.notes.find((n) => n.startsWith('Minimum volume: 3 entries or rolls took a contract more than 0.05 of delta'))).toBeDefined();
    expect(r.total_pnl).toBeCloseTo(-1048.8, 2);
  });
});
