/**
 * Black-Scholes-Merton for European options on an asset paying a continuous dividend yield q
 * (Hull, "Options, Futures, and Other Derivatives", ch. 17 and 19):
 *
 *   d1 = (ln(S/K) + (r - q + σ²/2)T) / (σ√T),  d2 = d1 - σ√T
 *   call = S e^{-qT} N(d1) - K e^{-rT} N(d2)
 *   put  = K e^{-rT} N(-d2) - S e^{-qT} N(-d1)
 *
 * Units of the greeks (the broker convention, and the one every quote in this project uses):
 * - delta: per $1 of the underlying (call 0..1, put -1..0);
 * - gamma: per $1 of the underlying;
 * - theta: per CALENDAR DAY (the annual theta of the formula divided by 365);
 * - vega: per 1 volatility POINT (σ up by 0.01), i.e. Hull's vega / 100;
 * - rho: per 1 percentage point of the rate (r up by 0.01), i.e. Hull's rho / 100.
 * Rates, yields and vols are annualised fractions; T is in years (calendar days / 365).
 */
import type { OptionType } from './market-data';

export interface BsmInput {
  type: OptionType;
  spot: number;
  strike: number;
  /** Time to expiry in years. At or below zero the option is worth its intrinsic value. */
  years: number;
  rate: number;
  dividendYield: number;
  vol: number;
}

export interface BsmResult {
  price: number;
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
  rho: number;
}

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/** Standard normal density. */
export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_2PI;
}

/**
 * Standard normal cumulative distribution, double precision (Hart 1968 as given by
 * G. West, "Better approximations to cumulative normal functions", 2005).
 */
export function normCdf(x: number): number {
  const a = Math.abs(x);
  let c: number;
  if (a > 37) {
    c = 0;
  } else {
    const e = Math.exp(-a * a / 2);
    if (a < 7.07106781186547) {
      let n = 3.52624965998911e-2 * a + 0.700383064443688;
      n = n * a + 6.37396220353165;
      n = n * a + 33.912866078383;
      n = n * a + 112.079291497871;
      n = n * a + 221.213596169931;
      n = n * a + 220.206867912376;
      let d = 8.83883476483184e-2 * a + 1.75566716318264;
      d = d * a + 16.064177579207;
      d = d * a + 86.7807322029461;
      d = d * a + 296.564248779674;
      d = d * a + 637.333633378831;
      d = d * a + 793.826512519948;
      d = d * a + 440.413735824752;
      c = (e * n) / d;
    } else {
      let b = a + 0.65;
      b = a + 4 / b;
      b = a + 3 / b;
      b = a + 2 / b;
      b = a + 1 / b;
      c = e / b / SQRT_2PI;
    }
  }
  return x > 0 ? 1 - c : c;
}

/** What exercising is worth per share with the underlying at `underlying` (the price at expiry). */
export function intrinsicValue(type: OptionType, strike: number, underlying: number): number {
  return type === 'call' ? Math.max(0, underlying - strike) : Math.max(0, strike - underlying);
}

/** An option worth exactly its exercise (at expiry, or an American one at or beyond its critical price): the stock less the strike or the reverse. */
export function exercised(type: OptionType, strike: number, spot: number): BsmResult {
  const price = intrinsicValue(type, strike, spot);
  const delta = price > 0 ? (type === 'call' ? 1 : -1) : 0;
  return { price, delta, gamma: 0, theta: 0, vega: 0, rho: 0 };
}

/** Price and greeks of one European option (units in the module comment). */
export function bsm(input: BsmInput): BsmResult {
  const { type, spot, strike, years: t, rate: r, dividendYield: q, vol } = input;
  if (t <= 0 || vol <= 0) return exercised(type, strike, spot);
  const sqrtT = Math.sqrt(t);
  const volSqrtT = vol * sqrtT;
  const d1 = (Math.log(spot / strike) + (r - q + (vol * vol) / 2) * t) / volSqrtT;
  const d2 = d1 - volSqrtT;
  const dq = Math.exp(-q * t);
  const dr = Math.exp(-r * t);
  const pdf1 = normPdf(d1);
  const gamma = (dq * pdf1) / (spot * volSqrtT);
  const vega = (spot * dq * pdf1 * sqrtT) / 100;
  const decay = -(spot * dq * pdf1 * vol) / (2 * sqrtT);
  if (type === 'call') {
    const n1 = normCdf(d1);
    const n2 = normCdf(d2);
    return {
      price: spot * dq * n1 - strike * dr * n2,
      delta: dq * n1,
      gamma,
      theta: (decay - r * strike * dr * n2 + q * spot * dq * n1) / 365,
      vega,
      rho: (strike * t * dr * n2) / 100,
    };
  }
  const m1 = normCdf(-d1);
  const m2 = normCdf(-d2);
  return {
    price: strike * dr * m2 - spot * dq * m1,
    delta: -dq * m1,
    gamma,
    theta: (decay + r * strike * dr * m2 - q * spot * dq * m1) / 365,
    vega,
    rho: -(strike * t * dr * m2) / 100,
  };
}

/** What a modeled contract computes up front (modeled-quote.ts): `bsm`'s price and delta. */
export interface PriceDelta {
  price: number;
  delta: number;
}

/**
 * `bsm`'s price and delta alone, by the very same expressions in the same order, so the same
 * numbers to the bit (black-scholes.test.ts checks it): a modeled contract needs them for every
 * contract a search or a daily mark prices, its gamma, theta, vega and rho (a density and six
 * more numbers kept) for the few whose greeks are read. Its arguments are BsmInput's fields in
 * order (spot, strike, years, rate, dividendYield, vol): no input object to make for each contract.
 */
export function bsmPriceDelta(type: OptionType, spot: number, strike: number, t: number, r: number, q: number, vol: number): PriceDelta {
  if (t <= 0 || vol <= 0) return exercised(type, strike, spot);
  return bsmPriceDeltaInto({ price: 0, delta: 0 }, type, spot, strike, t, r, q, vol);
}

/**
 * bsmPriceDelta written into `out` (returned), its one formula: for a caller that reads the two
 * numbers at once and keeps no object (the American pricer's European price and control variate,
 * some 200,000 objects in a model-risk band's two runs). At expiry or no vol: the exercise value
 * and its delta, as `exercised` gives them.
 */
export function bsmPriceDeltaInto(out: PriceDelta, type: OptionType, spot: number, strike: number, t: number, r: number, q: number, vol: number): PriceDelta {
  if (t <= 0 || vol <= 0) {
    const price = intrinsicValue(type, strike, spot);
    out.price = price;
    out.delta = price > 0 ? (type === 'call' ? 1 : -1) : 0;
    return out;
  }
  const sqrtT = Math.sqrt(t);
  const volSqrtT = vol * sqrtT;
  const d1 = (Math.log(spot / strike) + (r - q + (vol * vol) / 2) * t) / volSqrtT;
  const d2 = d1 - volSqrtT;
  const dq = Math.exp(-q * t);
  const dr = Math.exp(-r * t);
  if (type === 'call') {
    const n1 = normCdf(d1);
    const n2 = normCdf(d2);
    out.price = spot * dq * n1 - strike * dr * n2;
    out.delta = dq * n1;
    return out;
  }
  const m1 = normCdf(-d1);
  const m2 = normCdf(-d2);
  out.price = strike * dr * m2 - spot * dq * m1;
  out.delta = -dq * m1;
  return out;
}

/**
 * `bsm`'s price alone, by the same expressions in the same order as bsmPriceDelta (the same number
 * to the bit), on BsmInput's fields in order: for callers that read no delta (the American price's
 * bound), without an object per call.
 */
export function bsmPriceOf(type: OptionType, spot: number, strike: number, t: number, r: number, q: number, vol: number): number {
  if (t <= 0 || vol <= 0) return intrinsicValue(type, strike, spot);
  const sqrtT = Math.sqrt(t);
  const volSqrtT = vol * sqrtT;
  const d1 = (Math.log(spot / strike) + (r - q + (vol * vol) / 2) * t) / volSqrtT;
  const d2 = d1 - volSqrtT;
  const dq = Math.exp(-q * t);
  const dr = Math.exp(-r * t);
  if (type === 'call') return spot * dq * normCdf(d1) - strike * dr * normCdf(d2);
  return strike * dr * normCdf(-d2) - spot * dq * normCdf(-d1);
}

/**
 * `bsm`'s delta alone, by the same expressions as bsmPriceDelta (the same number to the bit):
 * the chain's delta seed (delta-seed.ts) bisects a grid on it, a price, a second normal and an
 * object per step it never read.
 */
export function bsmDeltaOf(type: OptionType, spot: number, strike: number, t: number, r: number, q: number, vol: number): number {
  if (t <= 0 || vol <= 0) return intrinsicValue(type, strike, spot) > 0 ? (type === 'call' ? 1 : -1) : 0;
  const sqrtT = Math.sqrt(t);
  const volSqrtT = vol * sqrtT;
  const d1 = (Math.log(spot / strike) + (r - q + (vol * vol) / 2) * t) / volSqrtT;
  const dq = Math.exp(-q * t);
  return type === 'call' ? dq * normCdf(d1) : -dq * normCdf(-d1);
}

/** Price only (same formula as `bsm`). */
export function bsmPrice(input: BsmInput): number {
  return bsm(input).price;
}

/** The no-arbitrage price bounds of a European option: [lower, upper). */
export function priceBounds(input: Omit<BsmInput, 'vol'>): { lower: number; upper: number } {
  const { type, spot, strike, years: t, rate: r, dividendYield: q } = input;
  const fwdSpot = spot * Math.exp(-q * Math.max(t, 0));
  const pvStrike = strike * Math.exp(-r * Math.max(t, 0));
  return type === 'call'
    ? { lower: Math.max(fwdSpot - pvStrike, 0), upper: fwdSpot }
    : { lower: Math.max(pvStrike - fwdSpot, 0), upper: pvStrike };
}

const VOL_MIN = 1e-4;
const VOL_MAX = 10;

/**
 * The volatility at which `bsm` gives `price`, or undefined when no volatility does (price at or
 * below the no-arbitrage lower bound, at or above the upper bound, or no time left).
 * Newton steps on vega, kept inside a bisection bracket that shrinks every iteration, so it
 * converges for deep in/out of the money options where plain Newton overshoots. A `guess` near
 * the answer (e.g. the model vol when inverting a bid or ask) saves most iterations.
 */
export function impliedVol(input: Omit<BsmInput, 'vol'>, price: number, tolerance = 1e-8, guess?: number): number | undefined {
  if (!(input.years > 0) || !Number.isFinite(price)) return undefined;
  const { lower, upper } = priceBounds(input);
  if (price <= lower || price >= upper) return undefined;
  const { type, spot, strike, years: t, rate: r, dividendYield: q } = input;
  // Everything that does not depend on the vol, once; the loop computes only price and vega.
  const call = type === 'call';
  const sqrtT = Math.sqrt(t);
  const fwdSpot = spot * Math.exp(-q * t);
  const pvStrike = strike * Math.exp(-r * t);
  const logMoney = Math.log(spot / strike) + (r - q) * t;
  let lo = VOL_MIN;
  let hi = VOL_MAX;
  // Start from the caller's guess, else the Brenner-Subrahmanyam at-the-money estimate.
  let vol = Math.min(Math.max(guess ?? (Math.sqrt((2 * Math.PI) / t) * price) / spot, 0.05), 3);
  for (let i = 0; i < 100; i += 1) {
    const volSqrtT = vol * sqrtT;
    const d1 = logMoney / volSqrtT + volSqrtT / 2;
    const d2 = d1 - volSqrtT;
    const p = call ? fwdSpot * normCdf(d1) - pvStrike * normCdf(d2) : pvStrike * normCdf(-d2) - fwdSpot * normCdf(-d1);
    const vega = fwdSpot * normPdf(d1) * sqrtT;
    const diff = p - price;
    if (Math.abs(diff) < tolerance) return vol;
    if (diff > 0) hi = vol;
    else lo = vol;
    const next = vega > 0 ? vol - diff / vega : Number.NaN;
    vol = Number.isFinite(next) && next > lo && next < hi ? next : (lo + hi) / 2;
    if (hi - lo < 1e-12) break;
  }
  // Pinned to an end of the bracket: no volatility in [VOL_MIN, VOL_MAX] gives this price.
  return vol - VOL_MIN < 1e-9 || VOL_MAX - vol < 1e-9 ? undefined : vol;
}
