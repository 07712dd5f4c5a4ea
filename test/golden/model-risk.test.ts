import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { BacktestResultSchema, CoveredBacktestResultSchema } from '../../shared/contracts/results';
import { EngineError, runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import { MODEL_RISK_VOL_POINTS } from '../../shared/engine/market/chain-rules';
import { withModelRisk } from '../../shared/engine/strategy/model-risk';
import { runCoveredBand } from '../../shared/engine/strategy/covered/run-covered';
import type { MarketData } from '../../shared/engine/market/market-data';
import { realMarket } from './real-market';
import { coveredRollRequest, ironCondorRequest } from '../bench/scenarios';

/** SPY's shift: the vol model's measured error for the ETF class (chain-rules.ts section 8). */
const SHIFT = MODEL_RISK_VOL_POINTS.etf;

describe('model-risk runs on the real SPY data (modeled chains)', async () => {
  const spy = await realMarket('SPY');

  it('covered: the band is the same run on the surface shifted ± the ETF error (1.4 vol points), and a call seller collects more when vol is higher', () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2019-12-31'), start_date: '2019-01-02' });
    const result = runCoveredBacktestWithModelRisk(request, spy);
    const risk = result.model_risk;
    expect(risk?.shift_vol_points).toBe(MODEL_RISK_VOL_POINTS.etf);
    expect(risk?.shift_vol_points).toBe(SHIFT);
    expect(SHIFT).toBe(1.4);
    expect(risk?.equity_low).toHaveLength(result.equity_curve.length);
    expect(risk?.equity_high).toHaveLength(result.equity_curve.length);
    // The base run inside is the plain run: the band adds, it does not change the result.
    const { model_risk: _, ...base } = result;
    expect(base).toEqual(runCoveredBacktest(request, spy));
    // A covered-call writer sells premium: the high-vol world pays more, the low-vol world less.
    const low = runCoveredBacktest(request, spy.withVolShift?.(-SHIFT) ?? spy);
    const high = runCoveredBacktest(request, spy.withVolShift?.(SHIFT) ?? spy);
    expect(risk?.low.end_balance).toBe(low.end_balance);
    expect(risk?.high.end_balance).toBe(high.end_balance);
    // The credits of the calls written, not the net premium: the net takes the buy-backs off, and in
    // the high-vol world the December call's put is dearer, so its holder keeps it over the ex-date
    // (early-assignment test: 1.57 dividend against the put and the interest on the strike) and the
    // call is bought back later, a debit the base and low runs, assigned that night, do not pay.
    const credits = (r: typeof result) => r.trades.reduce((sum, t) => sum + (t.premium_received ?? 0), 0);
    expect(credits(high)).toBeGreaterThan(credits(result));
    expect(credits(result)).toBeGreaterThan(credits(low));
    expect(high.end_balance).toBeGreaterThan(result.end_balance);
    expect(result.end_balance).toBeGreaterThan(low.end_balance);
    expect(CoveredBacktestResultSchema.parse(result).model_risk).toEqual(risk);
  });

  it('multi-leg: the iron condor gets the band too, and the result still parses', () => {
    const request = BacktestRequestSchema.parse({ ...ironCondorRequest(), start_date: '2020-01-02', end_date: '2020-12-31' });
    const result = runMultiLegBacktestWithModelRisk(request, spy);
    expect(result.model_risk?.equity_low).toHaveLength(result.equity_curve.length);
    expect(result.model_risk?.low.total_pnl).not.toBe(result.model_risk?.high.total_pnl);
    expect(BacktestResultSchema.parse(result).model_risk).toEqual(result.model_risk);
  });

  it('a result priced only by imported chains gets no band and no shifted run; a mixed one gets both', () => {
    // Issue 15: imported real days are not shifted, so a run that only they priced has nothing to shift.
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2019-03-29'), start_date: '2019-01-02' });
    const base = runCoveredBacktest(request, spy);
    const shifts: number[] = [];
    const market: MarketData = { ...spy, withVolShift: (points) => (shifts.push(points), spy.withVolShift?.(points) ?? spy) };
    let reruns = 0;
    const rerun = (shifted: MarketData) => {
      reruns += 1;
      return runCoveredBand(request, shifted);
    };
    const imported = { ...base, data_source: 'imported' as const };
    expect(withModelRisk(imported, market, rerun)).toBe(imported);
    expect([shifts, reruns]).toEqual([[], 0]);
    // 'mixed' (imported chains cover only part of the run) still shifts the modeled days: band, two runs.
    const mixed = withModelRisk({ ...base, data_source: 'mixed' as const }, market, rerun);
    expect([shifts, reruns]).toEqual([[-SHIFT, SHIFT], 2]);
    expect(mixed.model_risk?.shift_vol_points).toBe(MODEL_RISK_VOL_POINTS.etf);
    expect(mixed.model_risk?.equity_low).toHaveLength(base.equity_curve.length);
  });

  it('a shifted run the engine refuses leaves a note instead of a band; any other failure is not swallowed', () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2019-03-29'), start_date: '2019-01-02' });
    const base = runCoveredBacktest(request, spy);
    const refused = withModelRisk(base, spy, () => {
      throw new EngineError('engine.bad_data', 'crossed bid/ask on 2019-02-01');
    });
    expect(refused.model_risk).toBeUndefined();
    expect(refused.diagnostics.notes.at(-1)).toBe(
      `The runs at ${MODEL_RISK_VOL_POINTS.etf} vol points lower and higher implied volatility (the vol model's error) could not be run: crossed bid/ask on 2019-02-01; no band is shown`,
    );
    expect(refused.diagnostics.notes.slice(0, -1)).toEqual(base.diagnostics.notes);
    expect(() => withModelRisk(base, spy, () => {
      throw new TypeError('a bug, not the data');
    })).toThrow('a bug, not the data');
  });

  it('a result saved before the band (no model_risk) still parses', () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2019-03-29'), start_date: '2019-01-02' });
    const old = runCoveredBacktest(request, spy);
    expect(old.model_risk).toBeUndefined();
    expect(CoveredBacktestResultSchema.parse(JSON.parse(JSON.stringify(old))).model_risk).toBeUndefined();
  });
});
