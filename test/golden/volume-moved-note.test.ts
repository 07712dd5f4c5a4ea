import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runMultiLegBacktest } from '../../shared/engine';
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
    expect(r.diagnostics.notes.find((n) => n.startsWith('Minimum volume: 3 delta picks (of entries, rolls or their legs) took a contract more than 0.05 of delta'))).toBeDefined();
    expect(r.total_pnl).toBeCloseTo(-1048.8, 2);
  });

  it('a multi-leg entry says it for each delta leg the volume moved (the same IWM call as a short call spread); its pick and figures unchanged', async () => {
    const iwm = await realMarket('IWM');
    const request = (minVolume: number) => BacktestRequestSchema.parse({
      ticker: 'IWM', start_date: '2024-10-15', end_date: '2024-10-16', balance: 100_000, min_volume: minVolume,
      strategy: {
        name: 'IWM 0.60 call spread', ticker: 'IWM', starting_balance: 100_000, min_volume: minVolume, max_margin_percentage_per_position: 10,
        legs: [
          { side: 'short', option_type: 'call', quantity: 1, dte_target: 60, target_strike_condition: { type: 'delta', value: 0.6 }, entry_conditions: [] },
          { side: 'long', option_type: 'call', quantity: 1, dte_target: 60, target_strike_condition: { type: 'delta', value: 0.1 }, entry_conditions: [] },
        ],
        global_exit_conditions: [],
      },
    });
    const r = runMultiLegBacktest(request(100), iwm);
    const trade = r.trades[0];
    const short = trade?.entry_contracts[0]?.contract;
    expect(short?.strike).toBe(226);
    expect(trade?.reason).toContain('The minimum volume of 100 moved the pick for delta 0.6: the 226 call (delta 0.490, volume 260) was taken, the 221 (delta 0.606, volume 33) being nearest the target');
    expect(r.diagnostics.notes.find((n) => n.startsWith('Minimum volume: 1 delta pick (of entries, rolls or their legs) took a contract more than 0.05 of delta'))).toBeDefined();
    // At no minimum volume the nearest contract is the pick, and nothing is said.
    const free = runMultiLegBacktest(request(0), iwm);
    expect(free.trades[0]?.entry_contracts[0]?.contract.strike).toBe(221);
    expect(free.trades[0]?.reason).not.toContain('moved the pick');
  });
});
