/**
 * The real single-name chains of QuantConnect's LEAN test data (raw `options/quantconnect-lean-universes`:
 * AAPL 2014-06-02..16, GOOG 2015-12-22..31; no bid/ask, only OHLC closes, volume and open interest)
 * and the single-name check of the modeled chain against them.
 *
 * The files' IV columns are unusable near the money (zeros, constants), so implied vols are
 * re-inverted from the option closes: each expiry's forward comes from put-call parity on the
 * traded strikes near the money (median of K + e^{rT}(C − P) over the ten strikes with the
 * smallest |C − P| that both traded), then Black's formula on that forward. Closes are not
 * synchronous, so only contracts that traded (volume > 0) with a close above $0.05 count.
 * The model is compared at the same moneyness K/F (its own forward from the dataset close), so
 * splits and GOOG vs GOOGL (the dataset holds GOOGL) do not matter.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { impliedVol } from '../../shared/engine/market/black-scholes';
import { daysBetween, effectiveExpiry } from '../../shared/engine/market/calendar';
import type { MarketData, OptionType } from '../../shared/engine/market/market-data';
import { median } from '../../shared/engine/core/median';

export const LEAN_DIR = new URL('../../../shared/market-data-raw/options/quantconnect-lean-universes/', import.meta.url).pathname;

export interface LeanRow {
  date: string;
  expiry: string;
  strike: number;
  type: OptionType;
  close: number;
  volume: number;
  openInterest: number;
}

const iso = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** Every option row of one LEAN universe file (the underlying row is skipped). */
export function parseLeanFile(text: string, date: string): LeanRow[] {
  const out: LeanRow[] = [];
  for (const line of text.split('\n').slice(1)) {
    const c = line.split(',');
    if (!c[0] || c[0].startsWith('#')) continue;
    const strike = Number(c[1]);
    const close = Number(c[6]);
    if (!(strike > 0) || !Number.isFinite(close)) continue;
    out.push({
      date,
      // Saturday expiries of the time traded until the Friday before.
      expiry: effectiveExpiry(iso(c[0])),
      strike,
      type: c[2] === 'P' ? 'put' : 'call',
      close,
      volume: Number(c[7]) || 0,
      openInterest: Number(c[8]) || 0,
    });
  }
  return out;
}

/** The days of one LEAN ticker folder (`aapl`, `goog`), each with its rows; duplicate files dropped. */
export function readLeanDays(folder: string): { date: string; rows: LeanRow[] }[] {
  const dir = join(LEAN_DIR, folder);
  const seen = new Set<string>();
  const days: { date: string; rows: LeanRow[] }[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.csv')).sort()) {
    const text = readFileSync(join(dir, f), 'utf8');
    // goog/20151231.csv is byte-identical to 20151230.csv (SOURCES.md): a stale copy, not a day.
    if (seen.has(text)) continue;
    seen.add(text);
    const date = iso(f.slice(0, 8));
    days.push({ date, rows: parseLeanFile(text, date) });
  }
  return days;
}

/** One real contract with its re-inverted vol and the model's vol at the same moneyness. */
export interface SmilePoint {
  expiry: string;
  dte: number;
  moneyness: number;
  type: OptionType;
  delta: number;
  real: number;
  model: number;
}

/** Parity forward of one expiry's traded calls and puts. */
export function parityForward(rows: readonly LeanRow[], rate: number, years: number): number | undefined {
  const calls = new Map(rows.filter((r) => r.type === 'call' && r.volume > 0).map((r) => [r.strike, r.close]));
  const pairs = rows
    .filter((r) => r.type === 'put' && r.volume > 0 && calls.has(r.strike))
    .map((p) => ({ k: p.strike, diff: (calls.get(p.strike) ?? 0) - p.close }))
    .sort((a, b) => Math.abs(a.diff) - Math.abs(b.diff))
    .slice(0, 10);
  if (pairs.length < 3) return undefined;
  return median(pairs.map((p) => p.k + Math.exp(rate * years) * p.diff));
}

/** Black delta of a contract on forward F (sign by type). */
function blackDelta(type: OptionType, f: number, k: number, vol: number, years: number): number {
  const d1 = (Math.log(f / k) + (vol * vol * years) / 2) / (vol * Math.sqrt(years));
  const n = 0.5 * (1 + erf(d1 / Math.SQRT2));
  return type === 'call' ? n : n - 1;
}

function erf(x: number): number {
  // Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7): enough for a delta band.
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

/** Real and modeled vols of one LEAN day (out-of-the-money contracts that traded). */
export function smilePoints(market: MarketData, date: string, rows: readonly LeanRow[]): SmilePoint[] {
  const spot = market.bars.find((b) => b.date === date)?.close;
  if (spot === undefined) return [];
  const r = market.riskFreeRate(date);
  const out: SmilePoint[] = [];
  const expiries = [...new Set(rows.map((x) => x.expiry))].sort();
  for (const expiry of expiries) {
    const dte = daysBetween(date, expiry);
    if (dte < 5) continue;
    const years = dte / 365;
    const ofExpiry = rows.filter((x) => x.expiry === expiry);
    const f = parityForward(ofExpiry, r, years);
    if (f === undefined) continue;
    // The model's forward: its put-call parity at the money gives its yield.
    const c = market.options.priceAt(date, expiry, 'call', spot, spot);
    const p = market.options.priceAt(date, expiry, 'put', spot, spot);
    const modelForward = spot + Math.exp(r * years) * (c - p);
    for (const row of ofExpiry) {
      const otm = row.type === 'call' ? row.strike >= f : row.strike < f;
      if (!otm || row.volume <= 0 || row.close < 0.05) continue;
      const real = impliedVol({ type: row.type, spot: f, strike: row.strike, years, rate: r, dividendYield: r }, row.close);
      if (real === undefined || real <= 0.01) continue;
      const k = (row.strike / f) * modelForward;
      const modelPrice = market.options.priceAt(date, expiry, row.type, k, spot);
      const model = impliedVol({ type: row.type, spot: modelForward, strike: k, years, rate: r, dividendYield: r }, modelPrice);
      if (model === undefined) continue;
      out.push({ expiry, dte, moneyness: row.strike / f, type: row.type, delta: blackDelta(row.type, f, row.strike, real, years), real, model });
    }
  }
  return out;
}

export interface SingleNameDay {
  date: string;
  contracts: number;
  /** Median |model − real| (vol points) over 0.10-0.50 |delta|. */
  medianAbsError: number;
  /** Median model − real (vol points), same contracts. */
  medianError: number;
  /** Nearest expiry with 20+ days: the ~10-delta put's vol minus the ~50-delta vol, real and model (points). */
  putSkewReal?: number;
  putSkewModel?: number;
}

/** The per-day single-name check of a LEAN folder against the modeled chain `market`. */
export function singleNameCheck(market: MarketData, folder: string): SingleNameDay[] {
  return readLeanDays(folder).map(({ date, rows }) => {
    const pts = smilePoints(market, date, rows);
    const band = pts.filter((p) => Math.abs(p.delta) >= 0.1 && Math.abs(p.delta) <= 0.5);
    const day: SingleNameDay = {
      date,
      contracts: band.length,
      medianAbsError: round2(median(band.map((p) => Math.abs(p.model - p.real) * 100))),
      medianError: round2(median(band.map((p) => (p.model - p.real) * 100))),
    };
    const expiry = [...new Set(pts.filter((p) => p.dte >= 20).map((p) => p.expiry))].sort()[0];
    const ofExpiry = pts.filter((p) => p.expiry === expiry);
    const nearest = (target: number) =>
      ofExpiry.reduce<SmilePoint | undefined>((best, p) => (best === undefined || Math.abs(p.delta - target) < Math.abs(best.delta - target) ? p : best), undefined);
    const put10 = nearest(-0.1);
    const atm = ofExpiry.reduce<SmilePoint | undefined>((best, p) => (best === undefined || Math.abs(p.moneyness - 1) < Math.abs(best.moneyness - 1) ? p : best), undefined);
    if (put10 && atm && Math.abs(put10.delta + 0.1) < 0.04) {
      day.putSkewReal = round2((put10.real - atm.real) * 100);
      day.putSkewModel = round2((put10.model - atm.model) * 100);
    }
    return day;
  });
}

const round2 = (x: number) => Math.round(x * 100) / 100;
