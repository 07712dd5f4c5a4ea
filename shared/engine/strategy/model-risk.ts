/**
 * Model risk, shown instead of hidden (issue 15): a run on modeled chains is repeated with the whole
 * modeled surface shifted down and up by the vol model's measured error for the ticker's class
 * (chain-rules.ts section 8, MODEL_RISK_VOL_POINTS); imported real quotes are not shifted (a contract
 * an imported day lacks is priced by the model there, and that price is shifted, within the bounds
 * of its real neighbours: real-neighbour-bound.ts). A run whose days are all imported gets the band
 * only when it read such a modeled price (before, never: audit 11, N3). The result
 * then carries the shifted runs' metrics and daily equity (`model_risk`), which the results page
 * draws as a band around the P&L curve and a low-high range under each metric.
 */
import { DIAGNOSTICS_MAX_NOTES, type BacktestResult, type CoveredBacktestResult, type ModelRisk } from '../../contracts/results';
import type { MarketData } from '../market/market-data';
import { MODEL_RISK_BASIS, MODEL_RISK_VOL_POINTS, MODEL_RISK_WING_TILT, STRESSED_ATM_SHORTFALL, STRESSED_SPIKE_CAVEAT, modelRiskClass } from '../market/chain-rules';
import { stressedModeledDays } from './stressed-market-note';
import { failedBandWords } from '../../domain/stressed-shortfall';
import { EngineError } from '../core/engine-error';
import type { BandRun } from './band-run';

type Result = CoveredBacktestResult | BacktestResult;

/**
 * The base result with `model_risk` added, from `rerun` on the market shifted down and up (the same
 * engine run, kept to what the band shows: band-run.ts). Left unchanged when nothing the run read
 * was modeled (every day imported and no contract missing from them: nothing to shift) or the
 * market cannot shift. A shifted run that the engine refuses (an
 * EngineError the base run did not hit) leaves a note instead of a band.
 */
export function withModelRisk<R extends Result>(base: R, market: MarketData, rerun: (shifted: MarketData) => BandRun): R {
  if (market.withVolShift === undefined) return base;
  // Every day imported: only the model's answers on them (contracts the vendor lacked) can move.
  // None read, nothing to shift; some read, the band shows what they carry, and a note says so.
  const modeledReads = base.data_source === 'imported' ? market.options.modeledOnImported?.() ?? 0 : 0;
  if (base.data_source === 'imported' && modeledReads === 0) return base;
  const cls = modelRiskClass(market.ticker);
  const points = MODEL_RISK_VOL_POINTS[cls];
  let low: BandRun;
  let high: BandRun;
  try {
    low = rerun(market.withVolShift(-points));
    high = rerun(market.withVolShift(points));
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    const note = `${failedBandWords(points)}${e.message}; no band is shown`;
    const notes = base.diagnostics.notes.length < DIAGNOSTICS_MAX_NOTES ? [...base.diagnostics.notes, note] : base.diagnostics.notes;
    return { ...base, diagnostics: { ...base.diagnostics, notes } };
  }
  const { start_date: from, end_date: to } = base.data_period;
  const stressed = stressedModeledDays(market, market.bars.filter((b) => b.date >= from && b.date <= to));
  const modelRisk: ModelRisk = {
    shift_vol_points: points,
    // withVolShift's default tilt (create-market-data.ts): the band's runs above carry it.
    ...(MODEL_RISK_WING_TILT === 0 ? {} : { wing_tilt: MODEL_RISK_WING_TILT }),
    basis: MODEL_RISK_BASIS[cls],
    stressed_days: stressed.stressed,
    ...(stressed.onOwnIndex > 0 && stressed.ownIndex !== undefined ? { stressed_days_on_own_index: { index: stressed.ownIndex, days: stressed.onOwnIndex } } : {}),
    stressed_shortfall_vol_points: STRESSED_ATM_SHORTFALL[cls],
    ...(STRESSED_SPIKE_CAVEAT[cls] === undefined ? {} : { stressed_caveat: STRESSED_SPIKE_CAVEAT[cls] }),
    low: low.metrics,
    high: high.metrics,
    equity_low: low.equity,
    equity_high: high.equity,
  };
  if (base.data_source !== 'imported') return { ...base, model_risk: modelRisk };
  const note = `Every day of this run has imported real quotes; the model-risk band shifts only the ${modeledReads} modeled price(s) the run read on them `
    + '(contracts the vendor data lack that day, priced by the model and held to the real quotes of the neighbouring strikes), every real quote unmoved';
  const notes = base.diagnostics.notes.length < DIAGNOSTICS_MAX_NOTES ? [...base.diagnostics.notes, note] : base.diagnostics.notes;
  return { ...base, model_risk: modelRisk, diagnostics: { ...base.diagnostics, notes } };
}
