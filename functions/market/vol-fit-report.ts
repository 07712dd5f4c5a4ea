/**
 * How well the modeled surface reproduces the real indices it is anchored to, and what it implies.
 *
 * `npx tsx functions/market/vol-fit-report.ts [FROM_YEAR] [TO_YEAR]` (default 2010 2025) prints JSON:
 * - `residuals`: per index and year (and `all` years pooled), mean and max |modeled − real| (index
 *   points) over the days the index has a value, where "modeled" applies the index's formula (variance swap or SKEW,
 *   vol-index-formulas.ts, computed directly, not from the tables) to the day's modeled surface;
 *   and the number of days that used a fallback (chain-rules.ts section 3);
 * - `vixDiscrete`: per year, Cboe's VIX formula applied to the modeled SPX chain itself (the listed
 *   strikes, mid quotes, the two-zero-bid cut, near and next term around 30 days), every 5th
 *   trading day, mean and max |VIX_model − VIX| and the mean of VIX_model − VIX (per year and `all`);
 * - `premium`: per year, SPY's modeled 30-day ATM minus the realised vol of the next 21 sessions
 *   (vol points; real markets: positive on most days), and the same over all years per ticker;
 *   `realChainAtm`: real against modeled ATM and variance-swap/ATM ratio on the real SPXW chains
 *   (real-atm-check.ts), the relation that sets the modeled ATM below VIX, and `realChainAtmDec2015`
 *   the same on the real SPX universes of 2015-12-22/23 (lean-atm-check.ts);
 * - `singleName`: the LEAN chains check (lean-chains.ts), the out-of-sample check against VXAPL and
 *   VXAZN (single-name-holdout.ts) and the spot cases.
 */
import { readBundledMarketInput } from './load-market-data';
import { modeledIndex, reportContexts } from './report-contexts';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { atmVol } from '../../shared/engine/market/vol-surface';
import { ANCHOR_INDEX } from '../../shared/engine/market/chain-rules';
import { daysBetween } from '../../shared/engine/market/calendar';
import type { MarketData } from '../../shared/engine/market/market-data';
import { singleNameCheck } from './lean-chains';
import { singleNameHoldout } from './single-name-holdout';
import { listTickers } from './dataset/read-dataset';
import { atmCheckOfFile, cboeTermVariance, totalReturnRealised } from './real-atm-check';
import { leanSpxAtmCheck } from './lean-atm-check';

interface Acc { sum: number; signed: number; max: number; n: number; fallbacks: number }
const acc = (): Acc => ({ sum: 0, signed: 0, max: 0, n: 0, fallbacks: 0 });
const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
/** The years' accumulators pooled (the `all` row: every day of FROM_YEAR..TO_YEAR). */
const pooled = (as: readonly Acc[]): Acc => as.reduce((p, a) => ({ sum: p.sum + a.sum, signed: p.signed + a.signed, max: Math.max(p.max, a.max), n: p.n + a.n, fallbacks: p.fallbacks + a.fallbacks }), acc());

export { modeledIndex } from './report-contexts';

/** Residuals of the indices anchoring `ticker`, per year. */
async function residuals(ticker: string, names: readonly string[], from: number, to: number) {
  const { input, ctx } = await reportContexts(ticker);
  const values = new Map((input.volIndices ?? []).map((d) => [d.date, d.values]));
  const out: Record<string, Record<string, Acc>> = {};
  for (const bar of input.bars) {
    const year = Number(bar.date.slice(0, 4));
    if (year < from || year > to) continue;
    const c = ctx(bar.date);
    if (c === undefined) continue;
    for (const name of names) {
      const real = name === 'vix' ? input.vix.find((v) => v.date === bar.date)?.close : values.get(bar.date)?.[name];
      const a = ((out[name.toUpperCase()] ??= {})[year] ??= acc());
      if (c.fallback) a.fallbacks += 1;
      if (real === undefined) continue;
      const e = Math.abs(modeledIndex(c, name) - real);
      a.sum += e;
      a.n += 1;
      a.max = Math.max(a.max, e);
    }
  }
  const row = (a: Acc) => ({ days: a.n, meanAbs: r3(a.sum / Math.max(a.n, 1)), maxAbs: r2(a.max), fallbackDays: a.fallbacks });
  return Object.fromEntries(Object.entries(out).map(([name, years]) => [
    name,
    { ...Object.fromEntries(Object.entries(years).map(([y, a]) => [y, row(a)])), all: row(pooled(Object.values(years))) },
  ]));
}

/**
 * Cboe's VIX formula (white paper) on the modeled chain: each term's forward from put-call
 * parity at the strike where |call − put| is least, K0 the first strike at or below it, OTM mids
 * (both at K0), zero bids excluded and the strip cut after two consecutive zero bids,
 * σ² = 2/T Σ ΔK/K² e^{rT} Q(K) − 1/T (F/K0 − 1)²; near and next term interpolated to 30 days.
 */
export function cboeVixOfModel(market: MarketData, date: string): number | undefined {
  const expiries = market.options.expirations(date).filter((e) => daysBetween(date, e) >= 1);
  const near = [...expiries].reverse().find((e) => daysBetween(date, e) <= 30);
  const next = expiries.find((e) => daysBetween(date, e) > 30);
  if (near === undefined || next === undefined) return undefined;
  const r = market.riskFreeRate(date);
  const term = (expiry: string) => {
    const t = daysBetween(date, expiry) / 365;
    const puts = market.options.chain(date, expiry, 'put');
    const mid = (q: { bid_price: number; ask_price: number }) => (q.bid_price + q.ask_price) / 2;
    const rows = market.options.chain(date, expiry, 'call').flatMap((c, i) => {
      const p = puts[i];
      return p ? [{ k: c.strike, callMid: mid(c), callBid: c.bid_price, putMid: mid(p), putBid: p.bid_price }] : [];
    });
    return { t, variance: cboeTermVariance(rows, r, t) };
  };
  const a = term(near);
  const b = term(next);
  const n30 = 30 / 365;
  const w = (b.t - n30) / (b.t - a.t);
  return 100 * Math.sqrt((a.t * a.variance * w + b.t * b.variance * (1 - w)) / n30);
}

async function vixDiscrete(from: number, to: number) {
  const input = await readBundledMarketInput('SPX');
  const market = createMarketData(input);
  const out: Record<string, Acc> = {};
  input.bars.forEach((bar, i) => {
    const year = Number(bar.date.slice(0, 4));
    if (year < from || year > to || i % 5 !== 0) return;
    const real = market.vix(bar.date);
    const model = cboeVixOfModel(market, bar.date);
    if (real === undefined || model === undefined) return;
    const a = (out[year] ??= acc());
    const e = Math.abs(model - real);
    a.sum += e; a.signed += model - real; a.n += 1; a.max = Math.max(a.max, e);
  });
  const row = (a: Acc) => ({ days: a.n, meanAbs: r2(a.sum / Math.max(a.n, 1)), meanSigned: r2(a.signed / Math.max(a.n, 1)), maxAbs: r2(a.max) });
  return { ...Object.fromEntries(Object.entries(out).map(([y, a]) => [y, row(a)])), all: row(pooled(Object.values(out))) };
}

/**
 * Modeled 30-day ATM minus the next 21 sessions' realised vol (points), per year and overall. The
 * realised vol is the variance swap's realised leg, √(252/21 · Σ R²), on total returns (a dividend
 * going ex is added back: real-atm-check.ts `realisedAfter`); `meanSampleSd` is the same premium
 * against the sample standard deviation of price returns (the report's measure before 2026-11-25).
 */
export async function premium(ticker: string, from: number, to: number) {
  const { input, ctx } = await reportContexts(ticker);
  const bars = input.bars;
  const byYear: Record<string, { sum: number; n: number; positive: number; diffs: number[]; ratio: number }> = {};
  const vixByDate = ticker === 'SPY' || ticker === 'SPX' ? new Map(input.vix.map((v) => [v.date, v.close])) : undefined;
  const realisedNext = totalReturnRealised(ticker, bars, input.dividends);
  let sum = 0;
  let sumSampleSd = 0;
  let n = 0;
  const closes = bars.map((b) => b.close);
  const diffsAll: number[] = [];
  for (let i = 0; i + 21 < bars.length; i++) {
    const date = bars[i]?.date ?? '';
    const year = Number(date.slice(0, 4));
    if (year < from || year > to) continue;
    const c = ctx(date);
    const realised = realisedNext(i);
    if (c === undefined || realised === undefined) continue;
    let s = 0;
    let q = 0;
    for (let j = i + 1; j <= i + 21; j++) {
      const x = Math.log((closes[j] ?? 1) / (closes[j - 1] ?? 1));
      s += x; q += x * x;
    }
    const sampleSd = Math.sqrt(((q - (s * s) / 21) / 20) * 252);
    const atm = atmVol(c.surface, 30 / 365);
    const d = (atm - realised) * 100;
    const y = (byYear[year] ??= { sum: 0, n: 0, positive: 0, diffs: [], ratio: 0 });
    y.sum += d; y.n += 1; if (d > 0) y.positive += 1;
    y.diffs.push(d);
    diffsAll.push(d);
    y.ratio += (vixByDate?.get(date) ?? Number.NaN) / (atm * 100);
    sum += d; n += 1;
    sumSampleSd += (atm - sampleSd) * 100;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
  return {
    mean: r2(sum / Math.max(n, 1)),
    median: r2(median(diffsAll)),
    meanSampleSd: r2(sumSampleSd / Math.max(n, 1)),
    // median: the typical day (a crash month's realised vol drags the mean); vixOverAtm (SPY/SPX):
    // the modeled VIX / 30-day ATM ratio, which the smile's shape and the SKEW tail set.
    byYear: Object.fromEntries(Object.entries(byYear).map(([k, v]) => {
      const ratio = v.ratio / v.n;
      return [k, { mean: r2(v.sum / v.n), median: r2(median(v.diffs)), positiveShare: r2(v.positive / v.n), ...(Number.isFinite(ratio) ? { vixOverAtm: Math.round(ratio * 1000) / 1000 } : {}) }];
    })),
  };
}

/**
 * The modeled implied vol (mid of bid and ask IV, percent) of the put nearest `delta` on the listed
 * expiry nearest 30 calendar days out: the "30-day put vol" a user's chain shows that day.
 */
export function putVol30(market: MarketData, date: string, delta: number): number | undefined {
  const expiries = market.options.expirations(date);
  const first = expiries[0];
  if (first === undefined) return undefined;
  const expiry = expiries.reduce((a, b) => (Math.abs(daysBetween(date, b) - 30) < Math.abs(daysBetween(date, a) - 30) ? b : a), first);
  const puts = market.options.chain(date, expiry, 'put');
  const put = puts.reduce<(typeof puts)[number] | undefined>((a, b) => (a === undefined || Math.abs(b.delta - delta) < Math.abs(a.delta - delta) ? b : a), undefined);
  return put === undefined ? undefined : r2(((put.bid_implied_volatility + put.ask_implied_volatility) / 2) * 100);
}

/** The spot cases: 30-day ATM and 25/10-delta put vols on VIX spike days (TSLA was 149% and 138%). */
async function spotCases() {
  const at = async (ticker: string, date: string) => {
    const { ctx } = await reportContexts(ticker);
    const c = ctx(date);
    if (c === undefined) return undefined;
    const market = createMarketData(await readBundledMarketInput(ticker));
    return {
      ticker, date, vix: market.vix(date), atm30: r2(atmVol(c.surface, 30 / 365) * 100),
      put25Delta30Day: putVol30(market, date, -0.25), put10Delta30Day: putVol30(market, date, -0.1),
      anchor: c.anchor, ...(c.fallback ? { fallback: c.fallback } : {}),
    };
  };
  return Promise.all([at('TSLA', '2024-08-05'), at('TSLA', '2024-12-18'), at('AAPL', '2024-08-05'), at('NVDA', '2020-03-16'), at('HOOD', '2021-08-04')]);
}

async function singleName() {
  const [aapl, googl] = await Promise.all([readBundledMarketInput('AAPL'), readBundledMarketInput('GOOGL')]);
  const median = (xs: number[]) => { const s = xs.filter(Number.isFinite).sort((a, b) => a - b); return s.length ? s[s.length >> 1] : null; };
  const days = {
    AAPL: singleNameCheck(createMarketData(aapl), 'aapl'),
    'GOOG (model of GOOGL, same moneyness)': singleNameCheck(createMarketData(googl), 'goog'),
  };
  const all = Object.values(days).flat().filter((d) => d.contracts > 0);
  return {
    medianAbsError: median(all.map((d) => d.medianAbsError)),
    medianError: median(all.map((d) => d.medianError)),
    putSkewModel: median(all.map((d) => d.putSkewModel ?? Number.NaN)),
    putSkewReal: median(all.map((d) => d.putSkewReal ?? Number.NaN)),
    days,
  };
}

export async function volFitReport(from: number, to: number) {
  const anchored = Object.entries(ANCHOR_INDEX);
  const residualsByTicker: Record<string, unknown> = {
    SPX: await residuals('SPX', ['vix9d', 'vix', 'vix3m', 'vix6m', 'skew'], from, to),
  };
  for (const [ticker, index] of anchored) residualsByTicker[ticker] = await residuals(ticker, [index], from, to);
  const tickers = await listTickers();
  const premiumByTicker: Record<string, number> = {};
  for (const t of tickers) premiumByTicker[t] = (await premium(t, from, to)).mean;
  return {
    residuals: residualsByTicker,
    vixDiscrete: await vixDiscrete(from, to),
    // realChainAtm: the VIX-to-ATM relation that sets the premium's level, on the real SPXW chains;
    // realChainAtmDec2015: the same on the real SPX universes of 2015-12-22/23 (lean-atm-check.ts).
    premium: { SPY: await premium('SPY', from, to), meanByTicker: premiumByTicker, realChainAtm: await atmCheckOfFile(), realChainAtmDec2015: await leanSpxAtmCheck() },
    // holdout: the single-name model against VXAPL/VXAZN, AAPL and AMZN priced without their index.
    singleName: { lean: await singleName(), holdout: await singleNameHoldout(['AAPL', 'AMZN']), spotCases: await spotCases() },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  volFitReport(Number(process.argv[2] ?? 2010), Number(process.argv[3] ?? 2025)).then(
    (report) => process.stdout.write(`${JSON.stringify(report, null, 1)}\n`),
    (error: unknown) => {
      process.stderr.write(`vol-fit-report: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
