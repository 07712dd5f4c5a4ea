/**
 * The real out-of-the-money contracts of a real chain with the model's price of each on several
 * markets (the base and the model-risk band's two): the legs spread-coverage.ts builds verticals
 * and condors from (PROTOCOL.md in this folder).
 *
 * - SPXW vendor sample (bid/ask): a leg is a quote with a bid, its real price the bid/ask mid moved
 *   to the dataset close by its delta (chain-accuracy.ts vols() does the same), its delta the vendor's.
 * - LEAN universes (closes only, lean-chains.ts): single names are compared at the same moneyness
 *   K/F on the model's own forward (the GOOG files are priced by the GOOGL model, AAPL straddles its
 *   7:1 split), the model's price scaled back by F_real / F_model; only contracts that traded with a
 *   close of 0.05 or more. The SPX files' closes are quote mids (lean-atm-check.ts), on the same
 *   index the model prices, so they are compared at the listed strike on the dataset close, every
 *   close over 0.05 kept. Delta: Black's at the real close's vol on the forward.
 */
import { impliedVol } from '../../../shared/engine/market/black-scholes';
import { daysBetween } from '../../../shared/engine/market/calendar';
import type { MarketData, OptionType } from '../../../shared/engine/market/market-data';
import type { ParsedRow } from '../chains/parse-vendor-csv';
import { parityForward, type LeanRow } from '../lean-chains';

export const DTE_MIN = 5;
export const DTE_MAX = 45;

/** One real out-of-the-money contract and the model's prices of it on `markets` (same order). */
export interface Leg {
  date: string;
  expiry: string;
  dte: number;
  type: OptionType;
  strike: number;
  /** Signed delta of the real contract (negative for puts). */
  delta: number;
  real: number;
  model: number[];
  /**
   * The model's delta of the contract on each market (bumped priceAt): which strike a
   * run picks by delta on that market (by-delta.ts).
   */
  modelDelta?: number[];
}

/** The model's delta at `strike` on `m`: central difference of priceAt in the underlying (±0.1%). */
export function modelDeltaAt(m: MarketData, date: string, expiry: string, type: OptionType, strike: number, spot: number): number {
  const h = spot * 0.001;
  return (m.options.priceAt(date, expiry, type, strike, spot + h) - m.options.priceAt(date, expiry, type, strike, spot - h)) / (2 * h);
}

const inDteRange = (dte: number) => dte >= DTE_MIN && dte <= DTE_MAX;

/** Legs of the SPXW vendor rows: out-of-the-money quotes with a bid, 5-45 DTE. */
export function vendorLegs(markets: readonly MarketData[], rows: readonly ParsedRow[]): Leg[] {
  const base = markets[0];
  if (base === undefined) throw new Error('vendorLegs: no market');
  const closes = new Map(base.bars.map((b) => [b.date, b.close]));
  const out: Leg[] = [];
  for (const { date, quote: q } of rows) {
    const spot = closes.get(date);
    const dte = daysBetween(date, q.expiry_date);
    if (spot === undefined || !inDteRange(dte) || q.bid_price <= 0 || Math.abs(q.delta) >= 0.5) continue;
    const otm = q.call_or_put === 'call' ? q.strike > spot : q.strike < spot;
    if (!otm) continue;
    const real = (q.bid_price + q.ask_price) / 2 + q.delta * (spot - q.underlying_price);
    const model = markets.map((m) => m.options.priceAt(date, q.expiry_date, q.call_or_put, q.strike, spot));
    const modelDelta = markets.map((m) => modelDeltaAt(m, date, q.expiry_date, q.call_or_put, q.strike, spot));
    out.push({ date, expiry: q.expiry_date, dte, type: q.call_or_put, strike: q.strike, delta: q.delta, real, model, modelDelta });
  }
  return out;
}

/** Black delta of a contract on forward F (sign by type). */
function blackDelta(type: OptionType, f: number, k: number, vol: number, years: number): number {
  const d1 = (Math.log(f / k) + (vol * vol * years) / 2) / (vol * Math.sqrt(years));
  const n = normalCdf(d1);
  return type === 'call' ? n : n - 1;
}

function normalCdf(x: number): number {
  // Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7): enough for a delta bucket.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Legs of one LEAN day. `sameIndex`: the files quote the very index the model prices (SPX): the
 * listed strike on the dataset close, the model's parity forward as F, any close over 0.05 (a quote
 * mid). Otherwise (single names): the real parity forward, traded contracts only, and the model at
 * the same K/F.
 */
export function leanLegs(markets: readonly MarketData[], date: string, rows: readonly LeanRow[], sameIndex: boolean): Leg[] {
  const base = markets[0];
  const spot = base?.bars.find((b) => b.date === date)?.close;
  if (base === undefined || spot === undefined) return [];
  const r = base.riskFreeRate(date);
  const out: Leg[] = [];
  for (const expiry of [...new Set(rows.map((x) => x.expiry))].sort()) {
    const dte = daysBetween(date, expiry);
    if (!inDteRange(dte)) continue;
    const years = dte / 365;
    const ofExpiry = rows.filter((x) => x.expiry === expiry);
    const c = base.options.priceAt(date, expiry, 'call', spot, spot);
    const p = base.options.priceAt(date, expiry, 'put', spot, spot);
    const modelForward = spot + Math.exp(r * years) * (c - p);
    const f = sameIndex ? modelForward : parityForward(ofExpiry, r, years);
    if (f === undefined) continue;
    for (const row of ofExpiry) {
      const otm = row.type === 'call' ? row.strike > f : row.strike < f;
      const quoted = sameIndex ? row.close > 0.05 : row.volume > 0 && row.close >= 0.05;
      if (!otm || !quoted) continue;
      const vol = impliedVol({ type: row.type, spot: f, strike: row.strike, years, rate: r, dividendYield: r }, row.close);
      if (vol === undefined || vol <= 0.01) continue;
      const scale = f / modelForward;
      const k = sameIndex ? row.strike : row.strike / scale;
      const model = markets.map((m) => m.options.priceAt(date, expiry, row.type, k, spot) * (sameIndex ? 1 : scale));
      // Delta is the same at the same moneyness: no scaling.
      const modelDelta = markets.map((m) => modelDeltaAt(m, date, expiry, row.type, k, spot));
      out.push({ date, expiry, dte, type: row.type, strike: row.strike, delta: blackDelta(row.type, f, row.strike, vol, years), real: row.close, model, modelDelta });
    }
  }
  return out;
}
