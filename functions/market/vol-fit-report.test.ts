import { describe, expect, it } from 'vitest';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { createDayContexts } from '../../shared/engine/market/day-context';
import { readBundledMarketInput } from './load-market-data';
import { cboeVixOfModel, modeledIndex, premium, putVol30 } from './vol-fit-report';
import { reportContexts } from './report-contexts';
import { parityForward, parseLeanFile, singleNameCheck } from './lean-chains';
import { MODEL_RISK_VOL_POINTS } from '../../shared/engine/market/chain-rules';
import { holdoutStats, singleNameHoldoutErrors } from './single-name-holdout';

describe('vol-fit report pieces', () => {
  it('the fitted SPX day reproduces each index by its formula, and Cboe VIX on the modeled chain lands near VIX', async () => {
    const input = await readBundledMarketInput('SPX');
    const vix = new Map(input.vix.map((v) => [v.date, v.close]));
    const ctx = createDayContexts({ ...input, vix: (d) => vix.get(d), riskFreeRate: () => 0.01, yieldBars: input.bars, yieldDividends: [], ...(input.volIndices ? { volIndices: input.volIndices } : {}) });
    const day = ctx('2018-02-05');
    const real = input.volIndices?.find((d) => d.date === '2018-02-05')?.values ?? {};
    if (day === undefined) throw new Error('no SPX day context on 2018-02-05');
    expect(day.fallback).toBeUndefined();
    for (const name of ['vix9d', 'vix3m', 'vix6m'] as const) expect(Math.abs(modeledIndex(day, name) - (real[name] ?? 0))).toBeLessThan(0.05);
    expect(Math.abs(modeledIndex(day, 'vix') - (vix.get('2018-02-05') ?? 0))).toBeLessThan(0.05);
    expect(Math.abs(modeledIndex(day, 'skew') - (real['skew'] ?? 0))).toBeLessThan(0.5);
    const market = createMarketData(input);
    for (const date of ['2018-01-17', '2018-02-05']) {
      expect(Math.abs((cboeVixOfModel(market, date) ?? 0) - (vix.get(date) ?? 0))).toBeLessThan(2);
    }
  });

  it("a stock's own index is reproduced on market-stress days too, where the market part alone would reach it (audit 18 F2)", async () => {
    // High-beta days: the own-part floor was added on top of the market part, so the model sat over
    // the index (VXAPL +10.3 on 2020-03-12, +7.2 on 2018-02-05; VXAZN +5.4 on 2019-08-05); now the
    // market part's beta is lowered there and the 30-day ATM reads the index like every other day.
    for (const [ticker, index, dates] of [['AAPL', 'vxapl', ['2018-02-05', '2020-03-12', '2020-03-16']], ['AMZN', 'vxazn', ['2019-08-05', '2020-03-16']]] as const) {
      const { input, ctx } = await reportContexts(ticker);
      for (const date of dates) {
        const real = input.volIndices?.find((d) => d.date === date)?.values[index];
        const day = ctx(date);
        if (real === undefined || day === undefined) throw new Error(`no ${index} or day context on ${date}`);
        expect(Math.abs(modeledIndex(day, index) - real)).toBeLessThan(0.05);
      }
    }
  });

  it('the SPY premium (modeled 30-day ATM − the next 21 sessions realised, 2010-2025) is positive on average', async () => {
    // Issue 15: positive on average, as in real markets. Measured 2026-11-28: mean +0.16, median +1.33
    // with the regime rule weighed on every real ATM source (its first constants, chosen on the SPXW
    // sample alone: +0.01 / +1.19; the fixed smile level before them: −0.31 / +0.87). Crash months
    // pull the mean under the median. The published closes of published-atm-check.ts read 3.92 over
    // the next 21 sessions' realised on their 32 days, the model 3.45 on the same days.
    const p = await premium('SPY', 2010, 2025);
    expect(p.mean).toBeGreaterThan(0.1);
    expect(p.median).toBeGreaterThan(1.25);
  }, 60_000);

  it("TSLA's 30-day puts do not explode when VIX spikes (issue 15: 149% on 2024-08-05, 138% on 2024-12-18)", async () => {
    const market = createMarketData(await readBundledMarketInput('TSLA'));
    // [the calm day before, the VIX spike day]: VIX 23.4 → 38.6 and 15.9 → 27.6.
    for (const [before, spike] of [['2024-08-02', '2024-08-05'], ['2024-12-17', '2024-12-18']] as const) {
      const vixRise = Math.log((market.vix(spike) ?? 0) / (market.vix(before) ?? 1));
      expect(vixRise).toBeGreaterThan(0.45);
      for (const delta of [-0.25, -0.1]) {
        const calm = putVol30(market, before, delta) ?? Number.NaN;
        const spiked = putVol30(market, spike, delta) ?? Number.NaN;
        // Measured 2026-11-27 (28ebb4c): 25-delta 69.1 → 82.1 and 62.4 → 70.1; 10-delta 73.1 → 87.1 and 66.2 → 74.2.
        expect(spiked).toBeLessThan(100);
        // Only the market part (beta² × SPX variance) follows VIX: TSLA's put vol rises far less than VIX.
        expect(Math.log(spiked / calm)).toBeLessThan(0.4 * vixRise);
        expect(spiked).toBeGreaterThan(calm);
      }
    }
  });

  it('reads LEAN rows (Saturday expiries moved to Friday) and the parity forward', () => {
    const text = '#expiry,strike,right,open,high,low,close,volume,open_interest\n,,,1,1,1,1,1,,\n' +
      '20140621,620,C,0,0,0,17.2,10,1\n20140621,620,P,0,0,0,8.7,10,1\n20140621,625,C,0,0,0,14.12,10,1\n20140621,625,P,0,0,0,10.7,10,1\n20140621,630,C,0,0,0,11.63,10,1\n20140621,630,P,0,0,0,13.4,10,1\n';
    const rows = parseLeanFile(text, '2014-06-02');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.expiry).toBe('2014-06-20');
    // K + (C − P) per strike: 628.5, 628.42, 628.23 → the median.
    expect(parityForward(rows, 0, 18 / 365)).toBeCloseTo(628.42, 6);
  });

  it('checks the modeled AAPL chain against the real LEAN AAPL days', async () => {
    const days = singleNameCheck(createMarketData(await readBundledMarketInput('AAPL')), 'aapl');
    const measured = days.filter((d) => d.contracts > 0);
    expect(measured.length).toBeGreaterThanOrEqual(9);
    // Measured 2026-11-27 (28ebb4c): per-day medians 0.83-3.2 points, the later days higher (July's earnings).
    for (const d of measured) expect(d.medianAbsError).toBeLessThan(6);
  });

  it("the stocks' model-risk shift is the larger measured single-name error (LEAN chains, VXAPL/VXAZN), rounded up", async () => {
    const [aapl, googl] = await Promise.all([readBundledMarketInput('AAPL'), readBundledMarketInput('GOOGL')]);
    const days = [...singleNameCheck(createMarketData(aapl), 'aapl'), ...singleNameCheck(createMarketData(googl), 'goog')]
      .filter((d) => d.contracts > 0)
      .map((d) => d.medianAbsError)
      .sort((a, b) => a - b);
    // Measured 2026-11-28: LEAN 2.28 over 15 days; VXAPL/VXAZN 2.61 over 7,186 days (3.16 before the three
    // single-name rules of that day, chain-rules.ts section 3): the shift is 2.7. With the index smile's
    // sustained-stress factor of the same day 2.58: the shift is not re-sized (chain-rules.ts section 8);
    // nor with the premium on the market part (2026-12-02), 2.51, chosen on this check: the band may
    // sit up to 0.2 above the larger check, never under it.
    const lean = days[days.length >> 1] ?? Number.NaN;
    const holdout = holdoutStats([...(await singleNameHoldoutErrors('AAPL')), ...(await singleNameHoldoutErrors('AMZN'))]).atmMedianAbs;
    const larger = Math.max(lean, holdout);
    expect(larger).toBeLessThanOrEqual(MODEL_RISK_VOL_POINTS.stock);
    expect(MODEL_RISK_VOL_POINTS.stock - larger).toBeLessThan(0.2);
  }, 60_000);
});
