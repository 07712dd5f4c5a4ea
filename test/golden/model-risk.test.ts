import { describe, expect, it } from 'vitest';
import { BacktestRequestSchema, CoveredBacktestRequestSchema } from '../../shared/contracts';
import { BacktestResultSchema, CoveredBacktestResultSchema } from '../../shared/contracts/results';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk, runMultiLegBacktestWithModelRisk } from '../../shared/engine';
import { MODEL_RISK_VOL_POINTS } from '../../shared/engine/market/chain-rules';
import { realMarket } from './real-market';
import { coveredRollRequest, ironCondorRequest } from '../bench/scenarios';

describe('model-risk runs on the real SPY data (modeled chains)', async () => {
  const spy = await realMarket('SPY');

  it('covered: the band is the same run on the surface shifted ±0.8 vol points, and a call seller collects more when vol is higher', () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2019-12-31'), start_date: '2019-01-02' });
    const result = runCoveredBacktestWithModelRisk(request, spy);
    const risk = result.model_risk;
    expect(risk?.shift_vol_points).toBe(MODEL_RISK_VOL_POINTS.etf);
    expect(risk?.shift_vol_points).toBe(0.8);
    expect(risk?.equity_low).toHaveLength(result.equity_curve.length);
    expect(risk?.equity_high).toHaveLength(result.equity_curve.length);
    // The base run inside is the plain run: the band adds, it does not change the result.
    const { model_risk: _, ...base } = result;
    expect(base).toEqual(runCoveredBacktest(request, spy));
    // A covered-call writer sells premium: the high-vol world pays more, the low-vol world less.
    const low = runCoveredBacktest(request, spy.withVolShift?.(-0.8) ?? spy);
    const high = runCoveredBacktest(request, spy.withVolShift?.(0.8) ?? spy);
    expect(risk?.low.end_balance).toBe(low.end_balance);
    expect(risk?.high.end_balance).toBe(high.end_balance);
    expect(high.net_premium_received).toBeGreaterThan(result.net_premium_received);
    expect(result.net_premium_received).toBeGreaterThan(low.net_premium_received);
    expect(CoveredBacktestResultSchema.parse(result).model_risk).toEqual(risk);
  });

  it('multi-leg: the iron condor gets the band too, and the result still parses', () => {
    const request = BacktestRequestSchema.parse({ ...ironCondorRequest(), start_date: '2020-01-02', end_date: '2020-12-31' });
    const result = runMultiLegBacktestWithModelRisk(request, spy);
    expect(result.model_risk?.equity_low).toHaveLength(result.equity_curve.length);
    expect(result.model_risk?.low.total_pnl).not.toBe(result.model_risk?.high.total_pnl);
    expect(BacktestResultSchema.parse(result).model_risk).toEqual(result.model_risk);
  });

  it('a result saved before the band (no model_risk) still parses', () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2019-03-29'), start_date: '2019-01-02' });
    const old = runCoveredBacktest(request, spy);
    expect(old.model_risk).toBeUndefined();
    expect(CoveredBacktestResultSchema.parse(JSON.parse(JSON.stringify(old))).model_risk).toBeUndefined();
  });
});
