/**
 * The relation the SPY/SPX volatility risk premium hinges on, checked on real chains: how far
 * below the variance swap (VIX) the at-the-money vol sits. The modeled 30-day ATM is the day's VIX
 * divided by the modeled smile's variance-swap/ATM ratio (vol-anchors.ts), so if the modeled smile
 * put too much variance in its wings, the modeled ATM would come out below the real one.
 *
 * For each quote day of a real chain (the SPXW sample of Jan-Feb 2018 by default) and each expiry
 * 12 to 45 days out, both on the real quotes and on the modeled chain at the same listed strikes:
 * - the variance swap by Cboe's VIX formula for one term (forward from put-call parity at the
 *   strike where |call − put| is least, K0 the first strike at or below it, out-of-the-money mids,
 *   zero bids left out and the strip cut after two consecutive zero bids);
 * - the ATM vol: Black's vol on that forward, interpolated in strike between the two listed
 *   strikes around the forward (out-of-the-money side of each);
 * and the real and modeled ATM minus the realised vol of the next 21 sessions. It also prints
 * Cboe's SKEW formula on each one term, real and modeled, beside the published SKEW index the
 * model is fitted to.
 */
import { impliedVol } from '../../shared/engine/market/black-scholes';
import { daysBetween } from '../../shared/engine/market/calendar';
import { tickerClass } from '../../shared/engine/market/chain-rules';
import type { MarketData } from '../../shared/engine/market/market-data';
import { basename } from 'node:path';
import { parseVendorCsv, type ParsedRow } from './chains/parse-vendor-csv';
import { readVendorFile } from './chains/import-chains';
import { SPXW_FIXTURE } from './chain-accuracy';
import { loadMarketData, readBundledMarketInput } from './load-market-data';

/** One listed strike of one term: out-of-the-money mids and bids of its call and put. */
export interface StrikeQuotes {
  k: number;
  callMid: number;
  callBid: number;
  putMid: number;
  putBid: number;
}

/** Parity forward of a term and its K0 (index into the ascending strikes). */
export function parityForward(rows: readonly StrikeQuotes[], r: number, t: number): { f: number; k0: number } | undefined {
  const first = rows[0];
  if (first === undefined) return undefined;
  const best = rows.reduce((x, y) => (Math.abs(y.callMid - y.putMid) < Math.abs(x.callMid - x.putMid) ? y : x), first);
  const f = best.k + Math.exp(r * t) * (best.callMid - best.putMid);
  return { f, k0: Math.max(rows.filter((x) => x.k <= f).length - 1, 0) };
}

/**
 * Cboe's VIX-formula variance of one term (white paper, one term: σ² = 2/T Σ ΔK/K² e^{rT} Q(K)
 * − 1/T (F/K0 − 1)²) and Cboe's SKEW of the same strip (SKEW white paper: P1, P2, P3 with their
 * ε corrections, S = (P3 − 3P1P2 + 2P1³)/(P2 − P1²)^{3/2}, SKEW = 100 − 10·S), with the strip
 * rules above. NaN without strikes. `fwd` defaults to the parity forward of the rows (a chain that
 * lists one side per strike passes its own: lean-atm-check.ts).
 */
export function cboeTerm(
  rows: readonly StrikeQuotes[],
  r: number,
  t: number,
  fwd: { f: number; k0: number } | undefined = parityForward(rows, r, t),
): { variance: number; skew: number } {
  const atK0 = fwd === undefined ? undefined : rows[fwd.k0];
  if (fwd === undefined || atK0 === undefined) return { variance: Number.NaN, skew: Number.NaN };
  const strip: { k: number; q: number }[] = [{ k: atK0.k, q: (atK0.callMid + atK0.putMid) / 2 }];
  const walk = (from: number, step: number, side: 'put' | 'call') => {
    let zeros = 0;
    for (let i = from; i >= 0 && i < rows.length && zeros < 2; i += step) {
      const x = rows[i];
      if (x === undefined) break;
      if ((side === 'put' ? x.putBid : x.callBid) <= 0) {
        zeros += 1;
        continue;
      }
      zeros = 0;
      strip.push({ k: x.k, q: side === 'put' ? x.putMid : x.callMid });
    }
  };
  walk(fwd.k0 - 1, -1, 'put');
  walk(fwd.k0 + 1, 1, 'call');
  strip.sort((x, y) => x.k - y.k);
  const { f } = fwd;
  const l0 = Math.log(atK0.k / f);
  let p1 = -(1 + Math.log(f / atK0.k) - f / atK0.k);
  let p2 = 2 * l0 * (f / atK0.k - 1) + 0.5 * l0 * l0;
  let p3 = 3 * l0 * l0 * (l0 / 3 - 1 + f / atK0.k);
  let sum = 0;
  strip.forEach((x, i) => {
    const lo = strip[i - 1]?.k;
    const hi = strip[i + 1]?.k;
    const dk = lo === undefined ? (hi ?? x.k) - x.k : hi === undefined ? x.k - lo : (hi - lo) / 2;
    const w = (dk / (x.k * x.k)) * Math.exp(r * t) * x.q;
    const l = Math.log(x.k / f);
    sum += w;
    p1 -= w;
    p2 += w * 2 * (1 - l);
    p3 += w * 3 * (2 * l - l * l);
  });
  const s = (p3 - 3 * p1 * p2 + 2 * p1 ** 3) / (p2 - p1 * p1) ** 1.5;
  return { variance: (2 / t) * sum - (1 / t) * (f / atK0.k - 1) ** 2, skew: 100 - 10 * s };
}

/** The VIX-formula variance of one term (cboeTerm). */
export function cboeTermVariance(rows: readonly StrikeQuotes[], r: number, t: number): number {
  return cboeTerm(rows, r, t).variance;
}

/** Black vol at the forward, interpolated between the listed strikes around it (undefined if either fails). */
export function atmVolOf(
  rows: readonly StrikeQuotes[],
  r: number,
  t: number,
  fwd: { f: number; k0: number } | undefined = parityForward(rows, r, t),
): number | undefined {
  if (fwd === undefined) return undefined;
  const below = rows[fwd.k0];
  const above = rows[fwd.k0 + 1];
  if (below === undefined || above === undefined || below.k > fwd.f) return undefined;
  // Black on the forward: spot F with q = r makes BSM's forward F and its discounting e^{−rT}.
  const vol = (x: StrikeQuotes, type: 'call' | 'put') =>
    impliedVol({ type, spot: fwd.f, strike: x.k, years: t, rate: r, dividendYield: r }, type === 'put' ? x.putMid : x.callMid);
  const a = vol(below, 'put');
  const b = vol(above, 'call');
  if (a === undefined || b === undefined) return undefined;
  return a + ((b - a) * (fwd.f - below.k)) / (above.k - below.k);
}

/**
 * Annualised realised vol of the `n` sessions after bar i, by the variance-swap definition
 * √(252/n · Σ R²) (no mean taken out), R the log return of the close plus any dividend going ex
 * that day (the option prices that drop in through the forward, so it is not volatility).
 * Undefined when fewer than n sessions follow.
 */
export function realisedAfter(closes: readonly number[], i: number, n = 21, dividendOn: (j: number) => number = () => 0): number | undefined {
  if (i + n >= closes.length) return undefined;
  let sq = 0;
  for (let j = i + 1; j <= i + n; j++) {
    const x = Math.log(((closes[j] ?? 1) + dividendOn(j)) / (closes[j - 1] ?? 1));
    sq += x * x;
  }
  return Math.sqrt((sq / n) * 252);
}

/**
 * `realisedAfter` over a ticker's bars on total returns: a day's dividends going ex (summed per
 * ex-date) are added back to its close. One lookup per ticker, read for any day i.
 * A price index (SPX) adds none back: its level falls a little on each constituent's own ex-date,
 * spread over the quarter, never by SPY's quarterly dividend on SPY's ex-date. The loader gives SPX
 * those dividends in index points for what a holder is paid (index-dividends.ts, 2026-12-01); added
 * back here they put a return of about +0.4% on four days a year the index never moved, in the SPX
 * rows of vol-fit-report.ts (premium) and published-atm-check.ts.
 */
export function totalReturnRealised(
  ticker: string,
  bars: readonly { date: string; close: number }[],
  dividends: readonly { exDate: string; amount: number }[],
): (i: number, n?: number) => number | undefined {
  const exDividends = new Map<string, number>();
  const paid = tickerClass(ticker) === 'index' ? [] : dividends;
  for (const d of paid) exDividends.set(d.exDate, (exDividends.get(d.exDate) ?? 0) + d.amount);
  const closes = bars.map((b) => b.close);
  return (i, n = 21) => realisedAfter(closes, i, n, (k) => exDividends.get(bars[k]?.date ?? '') ?? 0);
}

export interface AtmCheckDay {
  date: string;
  expiry: string;
  dte: number;
  /** Vol points. */
  realAtm: number;
  modelAtm: number;
  /** Variance swap (Cboe's formula on the term) over ATM. */
  realSwapOverAtm: number;
  modelSwapOverAtm: number;
  /** Next 21 sessions' realised vol of the underlying (vol points). */
  realised: number | undefined;
  /** Cboe's SKEW formula on this one term, real and modeled, and the day's published SKEW index. */
  realTermSkew: number;
  modelTermSkew: number;
  skewIndex: number | undefined;
}

export interface AtmCheck {
  days: AtmCheckDay[];
  /** Means over the days: model − real ATM (vol points), the two swap/ATM ratios, ATM − realised. */
  meanAtmError: number;
  meanAbsAtmError: number;
  meanRealSwapOverAtm: number;
  meanModelSwapOverAtm: number;
  meanRealAtmMinusRealised: number;
  meanModelAtmMinusRealised: number;
  /** Means of the one-term SKEW, real and modeled, and of the published SKEW on the same days. */
  meanRealTermSkew: number;
  meanModelTermSkew: number;
  meanSkewIndex: number;
}

const DTE_MIN = 12;
const DTE_MAX = 45;

function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;
}
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** The check on one real chain's rows against the modeled chain of the same underlying. */
export function realAtmCheck(market: MarketData, rows: readonly ParsedRow[], skewIndex: (date: string) => number | undefined = () => undefined): AtmCheck {
  const terms = new Map<string, ParsedRow[]>();
  for (const row of rows) {
    const dte = daysBetween(row.date, row.quote.expiry_date);
    if (dte < DTE_MIN || dte > DTE_MAX) continue;
    const key = `${row.date}|${row.quote.expiry_date}`;
    const list = terms.get(key) ?? [];
    list.push(row);
    terms.set(key, list);
  }
  const closes = market.bars.map((b) => b.close);
  const dates = market.bars.map((b) => b.date);
  const days: AtmCheckDay[] = [];
  for (const [key, list] of [...terms].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [date = '', expiry = ''] = key.split('|');
    const t = daysBetween(date, expiry) / 365;
    const r = market.riskFreeRate(date);
    const spot = market.bars.find((b) => b.date === date)?.close;
    if (spot === undefined) continue;
    const byStrike = new Map<number, StrikeQuotes>();
    for (const { quote: q } of list) {
      const x = byStrike.get(q.strike) ?? { k: q.strike, callMid: Number.NaN, callBid: 0, putMid: Number.NaN, putBid: 0 };
      // The real mid is quoted against the vendor's underlying; moved to the dataset close by delta.
      const mid = (q.bid_price + q.ask_price) / 2 + q.delta * (spot - q.underlying_price);
      if (q.call_or_put === 'call') Object.assign(x, { callMid: mid, callBid: q.bid_price });
      else Object.assign(x, { putMid: mid, putBid: q.bid_price });
      byStrike.set(q.strike, x);
    }
    const real = [...byStrike.values()].filter((x) => Number.isFinite(x.callMid) && Number.isFinite(x.putMid)).sort((a, b) => a.k - b.k);
    const model: StrikeQuotes[] = real.flatMap((x) => {
      const c = market.options.quote(date, expiry, 'call', x.k);
      const p = market.options.quote(date, expiry, 'put', x.k);
      if (c === undefined || p === undefined) return [];
      return [{ k: x.k, callMid: market.options.priceAt(date, expiry, 'call', x.k, spot), callBid: c.bid_price, putMid: market.options.priceAt(date, expiry, 'put', x.k, spot), putBid: p.bid_price }];
    });
    const realAtm = atmVolOf(real, r, t);
    const modelAtm = atmVolOf(model, r, t);
    if (realAtm === undefined || modelAtm === undefined) continue;
    const rv = realisedAfter(closes, dates.indexOf(date));
    const realTerm = cboeTerm(real, r, t);
    const modelTerm = cboeTerm(model, r, t);
    days.push({
      date,
      expiry,
      dte: daysBetween(date, expiry),
      realAtm: r3(realAtm * 100),
      modelAtm: r3(modelAtm * 100),
      realSwapOverAtm: r3(Math.sqrt(realTerm.variance) / realAtm),
      modelSwapOverAtm: r3(Math.sqrt(modelTerm.variance) / modelAtm),
      realised: rv === undefined ? undefined : r3(rv * 100),
      realTermSkew: Math.round(realTerm.skew * 10) / 10,
      modelTermSkew: Math.round(modelTerm.skew * 10) / 10,
      skewIndex: skewIndex(date),
    });
  }
  const withRv = days.filter((d) => d.realised !== undefined);
  return {
    days,
    meanAtmError: r3(mean(days.map((d) => d.modelAtm - d.realAtm))),
    meanAbsAtmError: r3(mean(days.map((d) => Math.abs(d.modelAtm - d.realAtm)))),
    meanRealSwapOverAtm: r3(mean(days.map((d) => d.realSwapOverAtm))),
    meanModelSwapOverAtm: r3(mean(days.map((d) => d.modelSwapOverAtm))),
    meanRealAtmMinusRealised: r3(mean(withRv.map((d) => d.realAtm - (d.realised ?? 0)))),
    meanModelAtmMinusRealised: r3(mean(withRv.map((d) => d.modelAtm - (d.realised ?? 0)))),
    meanRealTermSkew: r3(mean(days.map((d) => d.realTermSkew))),
    meanModelTermSkew: r3(mean(days.map((d) => d.modelTermSkew))),
    meanSkewIndex: r3(mean(days.flatMap((d) => (d.skewIndex === undefined ? [] : [d.skewIndex])))),
  };
}

/** Parses a vendor file (default: the SPXW Jan-Feb 2018 sample) and checks the model of its underlying against it. */
export async function atmCheckOfFile(file: string = SPXW_FIXTURE): Promise<AtmCheck> {
  const text = await readVendorFile(file);
  const spx = await loadMarketData('SPX', { store: null });
  const { rows } = parseVendorCsv(text, basename(file), spx.riskFreeRate);
  const ticker = rows[0]?.ticker ?? 'SPX';
  const skews = new Map(((await readBundledMarketInput('SPX')).volIndices ?? []).map((d) => [d.date, d.values['skew']]));
  return realAtmCheck(ticker === 'SPX' ? spx : await loadMarketData(ticker, { store: null }), rows, (d) => skews.get(d));
}
