import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest, runCoveredBacktestWithModelRisk } from '../../shared/engine';
import { MODEL_RISK_BASIS, MODEL_RISK_VOL_POINTS, STRESSED_ATM_SHORTFALL, STRESSED_SPIKE_CAVEAT, STRESSED_VIX } from '../../shared/engine/market/chain-rules';
import type { MarketData } from '../../shared/engine/market/market-data';
import { stressedMarketNote } from '../../shared/engine/strategy/stressed-market-note';
import { bandRangeWords } from '../../shared/domain/stressed-shortfall';
import { coveredRollRequest } from '../bench/scenarios';
import { realMarket } from './real-market';

const barsBetween = (market: MarketData, from: string, to: string) => market.bars.filter((b) => b.date >= from && b.date <= to);

describe('the stressed-market note (chain-rules.ts section 8) on the real data', async () => {
  const [spy, spx, aapl, tsla] = await Promise.all([realMarket('SPY'), realMarket('SPX'), realMarket('AAPL'), realMarket('TSLA')]);

  it('counts the modeled days whose VIX closed at 20 or more, and says what the band does not cover', () => {
    const bars = barsBetween(spy, '2020-02-03', '2020-04-30');
    const stressed = bars.filter((b) => (spy.vix(b.date) ?? 0) >= STRESSED_VIX).length;
    // The COVID crash: VIX closed over 20 from 2020-02-24 on.
    expect(stressed).toBeGreaterThan(40);
    const note = stressedMarketNote(spy, bars);
    expect(note).toContain(`Stressed market on ${stressed} of the run's ${bars.length} modeled days`);
    // 1.3 points (the 12 stressed closes, with the sustained-stress factor) against the ±1.4 band.
    expect(note).toContain(`about ${STRESSED_ATM_SHORTFALL.etf} vol points below the real one`);
    expect(note).toContain(`as large as ${bandRangeWords(MODEL_RISK_VOL_POINTS.etf)}`);
    expect(note).toMatch(/premium sold then was really higher/);
    // The real SPXW spike of February 2018 read the other way: said with it, not hidden.
    expect(note).toContain("the vol model's error and mostly on one side, so option prices on those days are mostly understated");
    expect(note).not.toContain('model-risk');
    expect(note).toContain(`; but ${STRESSED_SPIKE_CAVEAT.etf}.`);
    expect(stressedMarketNote(spx, bars)).toContain(`on ${stressed} of`);
    expect(stressedMarketNote(spx, bars)).toContain('February 2018 spike');
  });

  it('says nothing on calm days', () => {
    const calm = barsBetween(spy, '2017-01-03', '2017-12-29');
    expect(calm.every((b) => (spy.vix(b.date) ?? 0) < STRESSED_VIX)).toBe(true);
    expect(stressedMarketNote(spy, calm)).toBeUndefined();
    expect(stressedMarketNote(aapl, barsBetween(aapl, '2017-01-03', '2017-12-29'))).toBeUndefined();
  });

  it("a stock with an index of its own: no note where every stressed day read the index (audit 18 F2)", () => {
    // VXAPL through the COVID crash: the surface reproduces it, so the single-name model's shortfall does not apply.
    const bars = barsBetween(aapl, '2020-02-03', '2020-04-30');
    expect(bars.filter((b) => (aapl.vix(b.date) ?? 0) >= STRESSED_VIX).length).toBeGreaterThan(40);
    expect(bars.every((b) => aapl.options.volModel?.(b.date)?.anchor === 'VXAPL')).toBe(true);
    expect(stressedMarketNote(aapl, bars)).toBeUndefined();
  });

  it("gives a stock its own class's figure on the days the single-name model priced (after VXAPL ends), naming the days that read the index", () => {
    // VXAPL's last close is 2025-05-09: April 2025's stressed days read it, May and June's do not.
    const bars = barsBetween(aapl, '2025-04-01', '2025-06-30');
    const stressedOn = (anchored: boolean) => bars.filter((b) => (aapl.vix(b.date) ?? 0) >= STRESSED_VIX && (aapl.options.volModel?.(b.date)?.anchor === 'VXAPL') === anchored).length;
    expect(stressedOn(true)).toBeGreaterThan(10);
    expect(stressedOn(false)).toBeGreaterThan(3);
    const note = stressedMarketNote(aapl, bars) ?? '';
    expect(note).toContain(`Stressed market on ${stressedOn(false)} of the run's ${bars.length} modeled days (VIX closed at ${STRESSED_VIX} or more, priced without VXAPL; ${stressedOn(true)} other stressed days read VXAPL itself)`);
    expect(note).toContain(`about ${STRESSED_ATM_SHORTFALL.stock} vol points below the real one (Apple and Amazon against Cboe's implied-vol indices`);
    // 1.9 against ±2.7 since the premium on the market part (chain-rules.ts section 3): within it (2.4, 'as large as', before).
    expect(note).toContain(`within ${bandRangeWords(MODEL_RISK_VOL_POINTS.stock)} and all on one side`);
    expect(note).not.toContain('February 2018');
    expect(stressedMarketNote(spy, bars)).toContain(`about ${STRESSED_ATM_SHORTFALL.etf} vol points below the real one (12 real S&P 500 closes`);
  });

  it('gives a stock without an index its own band and says the published IV30s read the other way', () => {
    const note = stressedMarketNote(tsla, barsBetween(tsla, '2020-02-03', '2020-04-30')) ?? '';
    expect(note).toContain(`about ${STRESSED_ATM_SHORTFALL['single-name']} vol points below the real one (Apple and Amazon priced as a stock without an index`);
    // 1.9 against a ±5.9 band: within it, not "as large as" it.
    expect(note).toContain(`within ${bandRangeWords(MODEL_RISK_VOL_POINTS['single-name'])} and mostly on one side`);
    expect(note).toContain(`; but ${STRESSED_SPIKE_CAVEAT['single-name'] ?? 'a caveat'}.`);
    expect(note).toContain('36 published 30-day implied vols of stocks without a volatility index of their own');
  });

  it('does not count days the imported chains priced (real quotes)', () => {
    const bars = barsBetween(spy, '2020-03-02', '2020-03-31');
    const imported: MarketData = { ...spy, options: { ...spy.options, source: (date) => (date < '2020-03-16' ? 'imported' : spy.options.source(date)) } };
    const modeled = bars.filter((b) => b.date >= '2020-03-16').length;
    expect(stressedMarketNote(imported, bars)).toContain(`on ${modeled} of the run's ${modeled} modeled days`);
  });

  it('reaches the result: a covered call through March 2020 carries it', () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2020-04-30'), start_date: '2020-02-03' });
    const result = runCoveredBacktest(request, spy);
    expect(result.diagnostics.notes.some((n) => n.startsWith('Stressed market on '))).toBe(true);
  });

  it("the model-risk band carries the same count for the caption under the chart, a stock's with its class's shortfall", () => {
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2020-04-30'), start_date: '2020-02-03' });
    const result = runCoveredBacktestWithModelRisk(request, spy);
    const bars = barsBetween(spy, result.data_period.start_date, result.data_period.end_date);
    const stressed = bars.filter((b) => (spy.vix(b.date) ?? 0) >= STRESSED_VIX).length;
    expect(result.model_risk?.stressed_days).toBe(stressed);
    expect(result.model_risk?.stressed_shortfall_vol_points).toBe(STRESSED_ATM_SHORTFALL.etf);
    expect(result.diagnostics.notes.find((n) => n.startsWith('Stressed market on '))).toContain(`on ${stressed} of`);
    const stock = runCoveredBacktestWithModelRisk(CoveredBacktestRequestSchema.parse({ ...request, ticker: 'AAPL' }), aapl);
    // Through March 2020 every AAPL day read VXAPL: none counts, and the result says how many read it (audit 18 F2).
    expect(stock.model_risk?.stressed_days).toBe(0);
    const aaplStressed = barsBetween(aapl, stock.data_period.start_date, stock.data_period.end_date).filter((b) => (aapl.vix(b.date) ?? 0) >= STRESSED_VIX).length;
    expect(aaplStressed).toBeGreaterThan(40);
    expect(stock.model_risk?.stressed_days_on_own_index).toEqual({ index: 'VXAPL', days: aaplStressed });
    expect(result.model_risk?.stressed_days_on_own_index).toBeUndefined();
    expect(stock.model_risk?.stressed_shortfall_vol_points).toBe(STRESSED_ATM_SHORTFALL.stock);
  });

  it("the model-risk band of a stock without an index is the single-name class's, of one with an index the stock class's", () => {
    // Both shortfalls are 1.9: only the band, its basis and the caveat tell the classes apart.
    const request = CoveredBacktestRequestSchema.parse({ ...coveredRollRequest('2020-04-30'), start_date: '2020-02-03' });
    const single = runCoveredBacktestWithModelRisk(CoveredBacktestRequestSchema.parse({ ...request, ticker: 'TSLA' }), tsla).model_risk;
    expect(single?.shift_vol_points).toBe(MODEL_RISK_VOL_POINTS['single-name']);
    expect(single?.basis).toBe(MODEL_RISK_BASIS['single-name']);
    expect(single?.stressed_caveat).toBe(STRESSED_SPIKE_CAVEAT['single-name']);
    const anchored = runCoveredBacktestWithModelRisk(CoveredBacktestRequestSchema.parse({ ...request, ticker: 'AAPL' }), aapl).model_risk;
    expect(anchored?.shift_vol_points).toBe(MODEL_RISK_VOL_POINTS.stock);
    expect(anchored?.basis).toBe(MODEL_RISK_BASIS.stock);
    expect(anchored?.stressed_caveat).toBeUndefined();
    expect(MODEL_RISK_VOL_POINTS['single-name']).not.toBe(MODEL_RISK_VOL_POINTS.stock);
  });
});
