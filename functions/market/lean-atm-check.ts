/**
 * The real-chain ATM check (real-atm-check.ts) on a second regime: the real SPX universes of
 * QuantConnect's LEAN test data, 2015-12-22 and 2015-12-23 (VIX 16.6 and 15.6, SKEW 133.6 and
 * 134.7), against the modeled SPX chain at the same listed strikes.
 *
 * What the files hold (raw SOURCES.md G4, and the files themselves): per contract a day's
 * open/high/low/close, volume and open interest, no bid/ask and no underlying row. `close` is a
 * quote midpoint, not a trade: contracts with no volume carry a close, and closes such as 0.075,
 * 0.125, 0.175 are not on the 0.05 tick SPX options under $3 trade at (they are mids of nickel
 * quotes). The sample lists about two dozen strikes per expiry, mostly one side per strike.
 * Only the AM-settled monthly of 2016-01-15 is 12-45 days out (no SPXW series in the sample).
 *
 * So, per day and term:
 * - forward: put-call parity, median over the strikes where it can be read: a call and a put at
 *   the same strike, or a deep in-the-money contract (beyond 5% of the bundled close) with the
 *   out-of-the-money closes listed on both sides of its strike, interpolated linearly for the
 *   other side (worth under a point there, so the interpolation moves F by cents). The spread of
 *   those reads is kept as the forward's uncertainty.
 * - the strip: each listed strike's out-of-the-money value, its own close, or within
 *   NEAR_BAND of the forward the in-the-money close turned out of the money by parity (fills the
 *   gap at the money: the nearest out-of-the-money call on 2015-12-22 is 100 points above F).
 * - zero bid: a mid of 0.05 or less (ZERO_BID_MAX). With a 0.05 tick and ask ≥ bid + 0.05, a bid
 *   of 0.05 or more gives a mid of 0.075 or more, so such a mid can only be bid 0 (ask 0.05/0.10);
 *   a higher mid may still hide a zero bid with a wide ask, which the CLI shows as a variant.
 * - the model at the same strikes, on its own parity forward, the same zero-bid proxy on its price;
 *   and the model on its whole strike list, to show what the sparse strikes alone do to the ratio.
 *
 * `npx tsx functions/market/lean-atm-check.ts` prints the table and the variants.
 */
import { daysBetween } from '../../shared/engine/market/calendar';
import type { MarketData } from '../../shared/engine/market/market-data';
import { readLeanDays, type LeanRow } from './lean-chains';
import { loadMarketData, readBundledMarketInput } from './load-market-data';
import { atmVolOf, cboeTerm, parityForward, realisedAfter, type StrikeQuotes } from './real-atm-check';
import { median } from '../../shared/engine/core/median';
import { bsm, impliedVol } from '../../shared/engine/market/black-scholes';

export const ZERO_BID_MAX = 0.05;
/** Strikes within 3% of the forward may be read from their in-the-money close by parity. */
export const NEAR_BAND = 0.03;
/** Deep in the money, for the forward: strikes beyond 5% of the day's close. */
const DEEP = 0.05;
const DTE_MIN = 12;
const DTE_MAX = 45;

export interface ParityForward {
  f: number;
  /** How many strikes gave a read, and the lowest and highest read. */
  reads: number;
  min: number;
  max: number;
}

/** Linear interpolation of `pts` (ascending k) at k, only between two listed points. */
function between(pts: readonly { k: number; v: number }[], k: number): number | undefined {
  const hi = pts.findIndex((p) => p.k >= k);
  const b = pts[hi];
  if (b === undefined) return undefined;
  if (b.k === k) return b.v;
  const a = pts[hi - 1];
  return a === undefined ? undefined : a.v + ((b.v - a.v) * (k - a.k)) / (b.k - a.k);
}

/** Parity forward of one expiry's rows (see the file comment); undefined without a read. */
export function leanParityForward(rows: readonly LeanRow[], spot: number, r: number, t: number): ParityForward | undefined {
  const growth = Math.exp(r * t);
  const side = (type: 'call' | 'put') =>
    rows
      .filter((x) => x.type === type)
      .map((x) => ({ k: x.strike, v: x.close }))
      .sort((a, b) => a.k - b.k);
  const calls = side('call');
  const puts = side('put');
  const otmPuts = puts.filter((p) => p.k < spot * (1 - DEEP));
  const otmCalls = calls.filter((c) => c.k > spot * (1 + DEEP));
  const reads: number[] = [];
  for (const c of calls) {
    const samePut = puts.find((p) => p.k === c.k);
    const p = samePut?.v ?? (c.k < spot * (1 - DEEP) ? between(otmPuts, c.k) : undefined);
    if (p !== undefined) reads.push(c.k + growth * (c.v - p));
  }
  for (const p of puts) {
    if (calls.some((c) => c.k === p.k) || p.k <= spot * (1 + DEEP)) continue;
    const c = between(otmCalls, p.k);
    if (c !== undefined) reads.push(p.k + growth * (c - p.v));
  }
  if (reads.length === 0) return undefined;
  return { f: median(reads), reads: reads.length, min: Math.min(...reads), max: Math.max(...reads) };
}

/**
 * The term's strikes as StrikeQuotes on forward F: the out-of-the-money value of each strike (its
 * own close, or near the money the in-the-money close by parity), the other side filled by parity.
 * Bids are the zero-bid proxy: 0 when the out-of-the-money value is at most `zeroBidMax`.
 */
export function leanStrip(rows: readonly LeanRow[], f: number, r: number, t: number, zeroBidMax = ZERO_BID_MAX): StrikeQuotes[] {
  const disc = Math.exp(-r * t);
  const out = new Map<number, { k: number; otm: number; fromItm: boolean }>();
  for (const x of rows) {
    const otmSide = x.strike < f ? 'put' : 'call';
    const near = Math.abs(x.strike / f - 1) <= NEAR_BAND;
    let otm: number | undefined;
    if (x.type === otmSide) otm = x.close;
    else if (near) otm = x.type === 'call' ? x.close - disc * (f - x.strike) : x.close - disc * (x.strike - f);
    if (otm === undefined || !(otm > 0)) continue;
    const seen = out.get(x.strike);
    // A strike listing both sides keeps its out-of-the-money close.
    if (seen === undefined || (seen.fromItm && x.type === otmSide)) out.set(x.strike, { k: x.strike, otm, fromItm: x.type !== otmSide });
  }
  return [...out.values()]
    .sort((a, b) => a.k - b.k)
    .map(({ k, otm }) => {
      const bid = otm <= zeroBidMax ? 0 : otm;
      const itm = otm + disc * Math.abs(f - k);
      return k < f ? { k, putMid: otm, putBid: bid, callMid: itm, callBid: itm } : { k, callMid: otm, callBid: bid, putMid: itm, putBid: itm };
    });
}

/** The modeled chain at strikes `ks` (those it lists), priced at the day's close, same proxy. */
function modelStrip(market: MarketData, date: string, expiry: string, spot: number, ks: readonly number[], zeroBidMax: number): StrikeQuotes[] {
  return ks.flatMap((k) => {
    if (market.options.quote(date, expiry, 'call', k) === undefined) return [];
    const callMid = market.options.priceAt(date, expiry, 'call', k, spot);
    const putMid = market.options.priceAt(date, expiry, 'put', k, spot);
    return [{ k, callMid, putMid, callBid: callMid <= zeroBidMax ? 0 : callMid, putBid: putMid <= zeroBidMax ? 0 : putMid }];
  });
}

export interface LeanAtmTerm {
  date: string;
  expiry: string;
  dte: number;
  spot: number;
  forward: ParityForward;
  modelForward: number;
  /** Strikes in the real strip (all listed on the model too). */
  strikes: number;
  /** Vol points. */
  realAtm: number;
  modelAtm: number;
  atmError: number;
  /** Cboe's one-term variance swap (vol points): real, modeled at the same strikes, modeled on its whole strike list. */
  realSwap: number;
  modelSwap: number;
  modelDenseSwap: number;
  /** The same over ATM. */
  realSwapOverAtm: number;
  modelSwapOverAtm: number;
  modelDenseSwapOverAtm: number;
  /** The day's published VIX over each ATM (the term is shorter than VIX's 30 days: same for both). */
  vix: number | undefined;
  realVixOverAtm: number | undefined;
  modelVixOverAtm: number | undefined;
  /** Cboe's SKEW formula on the term: real, modeled at the same strikes, modeled dense; the published SKEW. */
  realTermSkew: number;
  modelTermSkew: number;
  modelDenseTermSkew: number;
  skewIndex: number | undefined;
  /** Next 21 sessions' realised vol of SPX (vol points). */
  realised: number | undefined;
  /**
   * The smile at the real strikes of 0.10-0.50 |delta| (out of the money, delta on the real vol):
   * median model − real and median |model − real| IV (vol points), each IV on its own forward.
   */
  smileError: { strikes: number; median: number; medianAbs: number };
}

/** Black IV of the out-of-the-money side of a strip row on forward f, and its |delta|. */
function otmVol(x: StrikeQuotes, f: number, r: number, t: number): { vol: number; delta: number } | undefined {
  const type = x.k < f ? 'put' : 'call';
  // Black on the forward: spot F with q = r (as atmVolOf), so the delta is the spot delta of that day.
  const input = { type, spot: f, strike: x.k, years: t, rate: r, dividendYield: r } as const;
  const vol = impliedVol(input, type === 'put' ? x.putMid : x.callMid);
  return vol === undefined ? undefined : { vol, delta: Math.abs(bsm({ ...input, vol }).delta) };
}

/** `smileError` of LeanAtmTerm: rows of both strips at the same strikes. */
export function smileErrorOf(real: readonly StrikeQuotes[], realF: number, model: readonly StrikeQuotes[], modelF: number, r: number, t: number) {
  const diffs: number[] = [];
  for (const x of real) {
    const m = model.find((y) => y.k === x.k);
    const a = otmVol(x, realF, r, t);
    const b = m === undefined ? undefined : otmVol(m, modelF, r, t);
    if (a === undefined || b === undefined || a.delta < 0.1 || a.delta > 0.5) continue;
    diffs.push((b.vol - a.vol) * 100);
  }
  return { strikes: diffs.length, median: r3(median(diffs)), medianAbs: r3(median(diffs.map(Math.abs))) };
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const r1 = (x: number) => Math.round(x * 10) / 10;

/** The check on LEAN days of one underlying against its modeled chain. */
export function leanAtmCheck(
  market: MarketData,
  days: readonly { date: string; rows: readonly LeanRow[] }[],
  indices: (date: string) => { vix?: number; skew?: number } = () => ({}),
  zeroBidMax = ZERO_BID_MAX,
): LeanAtmTerm[] {
  const closes = market.bars.map((b) => b.close);
  const out: LeanAtmTerm[] = [];
  for (const { date, rows } of days) {
    const i = market.bars.findIndex((b) => b.date === date);
    const spot = market.bars[i]?.close;
    if (spot === undefined) throw new Error(`lean-atm-check: no ${market.ticker} close on ${date}`);
    const r = market.riskFreeRate(date);
    for (const expiry of [...new Set(rows.map((x) => x.expiry))].sort()) {
      const dte = daysBetween(date, expiry);
      if (dte < DTE_MIN || dte > DTE_MAX) continue;
      const t = dte / 365;
      const ofTerm = rows.filter((x) => x.expiry === expiry);
      const forward = leanParityForward(ofTerm, spot, r, t);
      if (forward === undefined) continue;
      const listedByModel = (k: number) => market.options.quote(date, expiry, 'call', k) !== undefined;
      const real = leanStrip(ofTerm, forward.f, r, t, zeroBidMax).filter((x) => listedByModel(x.k));
      const model = modelStrip(market, date, expiry, spot, real.map((x) => x.k), zeroBidMax);
      const dense = modelStrip(market, date, expiry, spot, market.options.chain(date, expiry, 'call').map((q) => q.strike), zeroBidMax);
      const realFwd = { f: forward.f, k0: Math.max(real.filter((x) => x.k <= forward.f).length - 1, 0) };
      const modelFwd = parityForward(dense, r, t);
      if (modelFwd === undefined) continue;
      const onModel = { f: modelFwd.f, k0: Math.max(model.filter((x) => x.k <= modelFwd.f).length - 1, 0) };
      const realAtm = atmVolOf(real, r, t, realFwd);
      const modelAtm = atmVolOf(model, r, t, onModel);
      const denseAtm = atmVolOf(dense, r, t, modelFwd);
      if (realAtm === undefined || modelAtm === undefined || denseAtm === undefined) continue;
      const realTerm = cboeTerm(real, r, t, realFwd);
      const modelTerm = cboeTerm(model, r, t, onModel);
      const denseTerm = cboeTerm(dense, r, t, modelFwd);
      const { vix, skew } = indices(date);
      const rv = realisedAfter(closes, i);
      out.push({
        date,
        expiry,
        dte,
        spot,
        forward: { f: Math.round(forward.f * 100) / 100, reads: forward.reads, min: Math.round(forward.min * 100) / 100, max: Math.round(forward.max * 100) / 100 },
        modelForward: Math.round(modelFwd.f * 100) / 100,
        strikes: real.length,
        realAtm: r3(realAtm * 100),
        modelAtm: r3(modelAtm * 100),
        atmError: r3((modelAtm - realAtm) * 100),
        realSwap: r3(Math.sqrt(realTerm.variance) * 100),
        modelSwap: r3(Math.sqrt(modelTerm.variance) * 100),
        modelDenseSwap: r3(Math.sqrt(denseTerm.variance) * 100),
        realSwapOverAtm: r3(Math.sqrt(realTerm.variance) / realAtm),
        modelSwapOverAtm: r3(Math.sqrt(modelTerm.variance) / modelAtm),
        modelDenseSwapOverAtm: r3(Math.sqrt(denseTerm.variance) / denseAtm),
        vix,
        realVixOverAtm: vix === undefined ? undefined : r3(vix / (realAtm * 100)),
        modelVixOverAtm: vix === undefined ? undefined : r3(vix / (modelAtm * 100)),
        realTermSkew: r1(realTerm.skew),
        modelTermSkew: r1(modelTerm.skew),
        modelDenseTermSkew: r1(denseTerm.skew),
        skewIndex: skew,
        realised: rv === undefined ? undefined : r3(rv * 100),
        smileError: smileErrorOf(real, forward.f, model, modelFwd.f, r, t),
      });
    }
  }
  return out;
}

/** The check on the bundled LEAN SPX days (2015-12-22/23) against the modeled SPX chain. */
export async function leanSpxAtmCheck(zeroBidMax = ZERO_BID_MAX): Promise<LeanAtmTerm[]> {
  const spx = await loadMarketData('SPX', { store: null });
  const input = await readBundledMarketInput('SPX');
  const skews = new Map((input.volIndices ?? []).map((d) => [d.date, d.values['skew']]));
  const vixes = new Map((input.vix ?? []).map((d) => [d.date, d.close]));
  return leanAtmCheck(spx, readLeanDays('spx'), (d) => ({ vix: vixes.get(d), skew: skews.get(d) }), zeroBidMax);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const main = async () => {
    const terms = await leanSpxAtmCheck();
    console.log(JSON.stringify(terms, null, 2));
    // How much the strip cut moves the real ratio: mids up to 0.10 and 0.20 may also be zero bids.
    for (const cut of [0.1, 0.2]) {
      const v = await leanSpxAtmCheck(cut);
      const line = v.map((x) => `${x.date} swap real ${x.realSwap} model ${x.modelSwap}, swap/ATM real ${x.realSwapOverAtm} model ${x.modelSwapOverAtm}, SKEW real ${x.realTermSkew} model ${x.modelTermSkew}`);
      console.log(`zero bid at mid <= ${cut}: ${line.join('; ')}`);
    }
  };
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
