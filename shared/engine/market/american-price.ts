/**
 * American options on a stock or ETF that pays discrete cash dividends (chain-rules.ts section 4):
 * the escrowed-dividend model the chain's European price already uses, solved on a Leisen-Reimer
 * binomial lattice with the right to exercise at every step.
 *
 * The model: S*(t) = S(t) − PV_t(dividends going ex after t and by expiry) follows a geometric
 * Brownian motion at the rate r and the contract's vol, q = 0 (the escrowed spot of
 * dividend-forecast.ts); at each node the stock is S* + PV_t, and exercising there is worth the
 * stock less the strike (call) or the reverse (put). Without the right to exercise early the
 * lattice converges to the chain's escrowed European BSM price. A call is exercised only just
 * before an ex-date; a put whenever the interest on the strike outweighs what holding it keeps
 * (the dividends ahead and the rest of its time value).
 *
 * Leisen-Reimer (1996, Peizer-Pratt inversion 2) lattices converge smoothly and about as 1/N²; with
 * the European lattice priced alongside as a control variate (American = lattice American −
 * lattice European + exact BSM), LATTICE_STEPS steps give errors measured in american-price.test.ts
 * against a 4000-step CRR lattice of the same model (README, 'Option chains').
 *
 * Cost: about LATTICE_STEPS²/2 node updates. `earlyExercisePremiumBound` skips the lattice where
 * early exercise cannot be worth half a cent (a call with no dividend worth exercising for, a far
 * out-of-the-money put at a rate near zero): there the American price is the European one.
 */
import type { OptionType } from './market-data';
import { bsmPriceDeltaInto, bsmPriceOf, intrinsicValue, normCdf, type PriceDelta } from './black-scholes';

/** Steps of the lattice (odd: Leisen-Reimer centres a node on the strike). */
export const LATTICE_STEPS = 41;

/** Below this bound on the early-exercise premium (dollars per share) the European price is used. */
export const PREMIUM_NEGLIGIBLE = 0.005;

/**
 * A holder exercises at a close when holding is worth no more than exercising, within this much a
 * share (a cent): the pricer's own error is of that order (american-price.test.ts).
 */
export const EXERCISE_TOLERANCE = 0.01;

/** Discrete dividends expected before expiry: years from the pricing moment and cash per share, ascending. */
export interface CashDividends {
  readonly years: readonly number[];
  readonly amounts: readonly number[];
  /**
   * Years from the pricing moment of the last close before each ex-date (a call's last chance to
   * exercise for it): a Monday ex-date's is the Friday's, three calendar days before. Without it,
   * the calendar day before the ex-date (EVE), which let a lattice step on the Saturday or Sunday
   * before a Monday ex-date exercise for the dividend: a deep call then looked worth holding past a
   * Friday close by the interest on the strike over the weekend, and was not assigned there.
   */
  readonly eves?: readonly number[];
}

/**
 * The years of the last close before dividend `i`'s ex-date (CashDividends.eves, else EVE before it).
 * The same answer as `d.eves?.[i] ?? d.years[i] − EVE` on arrays of numbers, without its cost: the
 * optimised code boxed each double it read to test it for undefined (a heap number per call, some
 * 100 for each dividends object's exercise terms: a tenth of a lattice's garbage).
 */
export function eveOf(d: CashDividends, i: number): number {
  const eves = d.eves;
  return eves !== undefined && i < eves.length ? (eves[i] as number) : (d.years[i] as number) - EVE;
}

export const NO_DIVIDENDS: CashDividends = { years: [], amounts: [] };

export interface AmericanInput {
  type: OptionType;
  /** The escrowed spot: the stock less the present value of `dividends` (dividend-forecast.ts escrowedSpot). */
  escrowed: number;
  strike: number;
  years: number;
  rate: number;
  vol: number;
  dividends: CashDividends;
}

export interface AmericanValue {
  price: number;
  delta: number;
  /** What the option is worth held past this moment (the lattice's continuation value at its root). */
  hold: number;
  /** What exercising now is worth (the intrinsic value against the real stock, S* + PV of the dividends). */
  exercise: number;
  /** Priced on the lattice (false: the European price, early exercise worth less than PREMIUM_NEGLIGIBLE). */
  lattice: boolean;
  /** The escrowed European BSM price on the same inputs (the early-exercise premium is price − european). */
  european: number;
}

/** Present value at `t` (years) of the dividends going ex after `t`, at `rate`. */
export function dividendsAfter(d: CashDividends, t: number, rate: number): number {
  let pv = 0;
  for (let i = 0; i < d.years.length; i++) {
    const ti = d.years[i] as number;
    if (ti > t) pv += (d.amounts[i] as number) * Math.exp(-rate * (ti - t));
  }
  return pv;
}

/**
 * An upper bound on American − European (dollars per share), cheap enough to ask of every contract.
 * Call: Merton: no dividend worth more than the interest on the strike until the next one (or
 * expiry) means no early exercise at all (0); otherwise the dividends it could capture, each
 * weighted by the chance the stock is above the strike then. Put: the premium is the interest on
 * the strike earned while in the exercise region, which lies below the strike: at most
 * K(1 − e^{−rT}) times the largest chance over [0, T] that S* ends below K.
 */
export function earlyExercisePremiumBound(a: AmericanInput): number {
  return premiumBound(a.type, a.escrowed, a.strike, a.years, a.rate, a.vol, a.dividends);
}

/**
 * earlyExercisePremiumBound on AmericanInput's fields in order (escrowed spot, strike, years, rate,
 * vol, dividends): the pricer's own calls make no input object per contract priced.
 */
function premiumBound(type: OptionType, s: number, k: number, t: number, r: number, v: number, d: CashDividends): number {
  if (type === 'call') {
    let bound = 0;
    for (let i = 0; i < d.years.length; i++) {
      const ti = d.years[i] as number;
      if (ti > t) break;
      const next = i + 1 < d.years.length ? Math.min(d.years[i + 1] as number, t) : t;
      const amount = d.amounts[i] as number;
      if (amount <= k * (1 - Math.exp(-r * (next - ti)))) continue;
      // The stock just before the ex-date is S*(ti) plus the dividends still ahead, at most S*(ti) + D_i + later.
      const above = Math.max(k - dividendsAfter(d, ti - 1e-9, r), 1e-12);
      const sd = v * Math.sqrt(Math.max(ti, 1e-9));
      bound += amount * normCdf((Math.log(s / above) + (r - (v * v) / 2) * ti) / sd);
    }
    return bound;
  }
  if (!(r > 0)) return 0;
  const interest = k * (1 - Math.exp(-r * t));
  if (s <= k) return interest;
  // P(S*_τ < K) = N(−f(τ)), f(τ) = (ln(S*/K) + μτ)/(σ√τ), μ = r − σ²/2: largest at τ = ln(S*/K)/μ when μ > 0 (if before T), else at T.
  const a0 = Math.log(s / k);
  const mu = r - (v * v) / 2;
  const tau = mu > 0 ? Math.min(t, a0 / mu) : t;
  return interest * normCdf(-(a0 + mu * tau) / (v * Math.sqrt(tau)));
}

/**
 * A call captures a dividend only if exercised by the close before its ex-date, a calendar day
 * before the ex-date's open (`years` of a dividend is its ex-date): the market is shut overnight, so
 * a lattice step between that close and the ex-date cannot exercise for it (else a call held at the
 * eve's close would be worth exercising later that night, and the holder would never exercise at
 * the close, the last chance).
 */
export const EVE = 1 / 365;

/** Present value at `t` of the dividends a call exercised at `t` captures (those whose eve is at or after t). */
function capturedAfter(d: CashDividends, t: number, rate: number): number {
  let pv = 0;
  for (let i = 0; i < d.years.length; i++) {
    const ti = d.years[i] as number;
    if (eveOf(d, i) >= t - 1e-12) pv += (d.amounts[i] as number) * Math.exp(-rate * (ti - t));
  }
  return pv;
}

/**
 * What exercising at the first event after `t` (a call's eve, a put's ex-date) is worth beyond ±S*,
 * when that event falls before t + dt, valued at `t` (−Infinity when none does): call S* + pv −
 * K·e^{−rδ} (the strike paid at the eve's close), put (K + D)·e^{−rδ} − S* − pv (exercised just
 * after the ex-date: the strike then, and the stock by then D lower). `strictly`: only an event
 * after t (at the root: an eve at t itself is exercising now, not holding).
 */
function eventOffset(call: boolean, k: number, r: number, d: CashDividends, t: number, dt: number, strictly: boolean): number {
  for (let j = 0; j < d.years.length; j++) {
    const tj = d.years[j] as number;
    const when = call ? eveOf(d, j) : tj;
    if (call ? (strictly ? when <= t : when < t - 1e-12) : tj <= t) continue;
    if (!(when < t + dt)) return -Infinity;
    const wait = Math.exp(-r * (when - t));
    const pv = call ? capturedAfter(d, t, r) : dividendsAfter(d, t, r);
    return call ? pv - k * wait : (k + (d.amounts[j] as number)) * wait - pv;
  }
  return -Infinity;
}

/**
 * What exercising at a node of step i (time i·dt) is worth beyond ±S* (call: S* + offset, put:
 * offset − S*): the strike less the dividends the exercise captures, or for a put the strike less
 * the dividends still ahead; and, when a call's last chance before an ex-date (its eve) or a put's
 * first after one falls before the next step, the better of exercising now and exercising then,
 * valued now (eventOffset): the steps are coarser than the days, and a lattice that could exercise
 * only at them would lose up to a step's interest on the strike.
 */
function exerciseOffsets(out: Float64Array, call: boolean, k: number, r: number, d: CashDividends, dt: number, n: number): void {
  if (d.years.length === 0) {
    for (let i = 0; i <= n; i++) out[i] = call ? -k : k;
    return;
  }
  // eventOffset's value, from the same present value and discount as it computes them.
  const { values } = offsetTerms(call, r, d, dt, n);
  const steps = n + 1;
  for (let i = 0; i <= n; i++) {
    const p = values[i] as number;
    const w = values[TERM_WAIT * steps + i] as number;
    const event = values[TERM_EVENT * steps + i] === 0 ? -Infinity : call ? p - k * w : (k + (values[TERM_AMOUNT * steps + i] as number)) * w - p;
    out[i] = Math.max(call ? p - k : k - p, event);
  }
}

/**
 * exerciseOffsets' parts that do not depend on the strike, at each step: the present value of the
 * dividends an exercise captures (call) or leaves ahead (put), and, when an event falls before the
 * next step, its discount e^{−rδ} and its dividend. A chain's search and greeks price many strikes
 * of one expiry on the same dividends, rate and steps (the Math.exp calls were as costly as the
 * lattice's nodes), so they are kept for the dividends objects asked last (TERMS_KEPT); each value
 * is computed exactly as before (same calls, same order), so the offsets are bit for bit the same.
 */
interface OffsetTerms {
  /** The dividends object they were computed for (by identity), undefined while the slot is unused. */
  d: CashDividends | undefined;
  call: boolean;
  r: number;
  dt: number;
  n: number;
  /**
   * The terms of steps 0..n, one run of n + 1 values each, in one array (TERM_*): the present value,
   * 1 where an event falls before the next step (else eventOffset's −Infinity) and 0 otherwise, its
   * discount and its dividend (those two read only where the event's is 1). Reused by the slot's next
   * terms (grown when they need more steps): a model-risk run computes a few thousand (a new
   * dividends object with each day's expiry), and a typed array each, with an entry in a WeakMap
   * by its dividends object, was three quarters of their cost and garbage for the collector.
   */
  values: Float64Array;
}

/** Where each term's run of n + 1 values starts in OffsetTerms.values, in runs of n + 1. */
const TERM_EVENT = 1;
const TERM_WAIT = 2;
const TERM_AMOUNT = 3;

/**
 * The terms kept, the oldest replaced first: a model-risk condor run asks 17,593 times for 5,126
 * distinct terms (a dividends object, type, rate and steps), and the last 8 asked held every one
 * asked again, as a map by dividends object did (the last 4, all but one: a day's search and marks
 * price one expiry's strikes together).
 */
const TERMS_KEPT = 8;
const keptTerms: OffsetTerms[] = Array.from({ length: TERMS_KEPT }, () => ({ d: undefined, call: false, r: 0, dt: 0, n: 0, values: new Float64Array(0) }));
let nextSlot = 0;

function offsetTerms(call: boolean, r: number, d: CashDividends, dt: number, n: number): OffsetTerms {
  for (let i = 0; i < TERMS_KEPT; i++) {
    const terms = keptTerms[i] as OffsetTerms;
    if (terms.d === d && terms.call === call && terms.r === r && terms.dt === dt && terms.n === n) return terms;
  }
  const terms = keptTerms[nextSlot] as OffsetTerms;
  nextSlot = (nextSlot + 1) % TERMS_KEPT;
  const steps = n + 1;
  if (terms.values.length < 4 * steps) terms.values = new Float64Array(4 * steps);
  const values = terms.values;
  for (let i = 0; i <= n; i++) {
    const t = i * dt;
    values[i] = call ? capturedAfter(d, t, r) : dividendsAfter(d, t, r);
    values[TERM_EVENT * steps + i] = 0;
    // eventOffset's first event after t, if it falls before t + dt.
    for (let j = 0; j < d.years.length; j++) {
      const tj = d.years[j] as number;
      const when = call ? eveOf(d, j) : tj;
      if (call ? when < t - 1e-12 : tj <= t) continue;
      if (when < t + dt) {
        values[TERM_EVENT * steps + i] = 1;
        values[TERM_WAIT * steps + i] = Math.exp(-r * (when - t));
        values[TERM_AMOUNT * steps + i] = d.amounts[j] as number;
      }
      break;
    }
  }
  terms.d = d;
  terms.call = call;
  terms.r = r;
  terms.dt = dt;
  terms.n = n;
  return terms;
}

/**
 * The most steps a lattice takes to put a step before the first event (latticeSteps): 401, about
 * a hundred times the 41-step lattice's nodes, asked only of the contracts priced within a step of
 * an ex-date. Beyond it the root weighs exercising at that event, valued as of now (eventOffset).
 */
export const LATTICE_MAX_STEPS = 401;

/**
 * The steps of a lattice over `t` years: `steps`, or more (odd, up to LATTICE_MAX_STEPS) when the
 * first event (a call's eve after now, a put's ex-date) comes before the first step. Why: the
 * lattice weighs the events between its steps at each node, but the root's only choices were to
 * exercise now or to hold to the first step, so a deep put the day before an ex-date, with an
 * expiry 2 years out (20-day steps), lost the dividend it could wait a day for, and a deep call
 * its eve three days on: the long expiry was quoted under the short one (audit 10, no-arbitrage).
 */
export function latticeSteps(call: boolean, t: number, d: CashDividends, steps: number): number {
  for (let j = 0; j < d.years.length; j++) {
    const when = call ? eveOf(d, j) : (d.years[j] as number);
    if (when <= 0) continue;
    if (!(when < t / steps) || when > t) return steps;
    const n = Math.min(Math.ceil(t / when), LATTICE_MAX_STEPS);
    return n % 2 === 1 ? n : n + 1;
  }
  return steps;
}

/** Peizer-Pratt inversion 2 (Leisen and Reimer 1996). */
function peizerPratt(z: number, n: number): number {
  const x = z / (n + 1 / 3 + 0.1 / (n + 1));
  const h = 0.5 * Math.sqrt(Math.max(0, 1 - Math.exp(-x * x * (n + 1 / 6))));
  return z >= 0 ? 0.5 + h : 0.5 - h;
}

// Work arrays reused by every call (the engine is single-threaded): no allocation per contract.
let american = new Float64Array(0);
let offsets = new Float64Array(0);
/** The escrowed European price and delta of the contract in hand (read at once, never kept). */
const bsmScratch: PriceDelta = { price: Number.NaN, delta: Number.NaN };

/**
 * The lattice's vol-free constants of the last (rate, step, steps) priced: the growth over a step
 * e^{r·dt} and the discounts over the whole lattice and over all but its first step. A chain prices
 * many strikes of one expiry in turn (two lattices in three follow one on the same rate, years and
 * steps in a model-risk run), and the three were a tenth of a lattice's own time (an exp and two
 * pows). Each is computed by the very expression it replaces, from the same inputs, so every price
 * is bit for bit the same.
 */
let constR = Number.NaN;
let constDt = Number.NaN;
let constN = -1;
let constGrowth = Number.NaN;
let constDiscN = Number.NaN;
let constDiscN1 = Number.NaN;

function latticeConstants(r: number, dt: number, n: number): void {
  // === keeps a NaN from matching; r = ±0 give the same growth (e^0 = 1) either way.
  if (r === constR && dt === constDt && n === constN) return;
  const growth = Math.exp(r * dt);
  const disc = 1 / growth;
  constGrowth = growth;
  constDiscN = disc ** n;
  constDiscN1 = disc ** (n - 1);
  constR = r;
  constDt = dt;
  constN = n;
}

/**
 * The American price on a `steps`-step Leisen-Reimer lattice with the European control variate, and
 * the delta read off the lattice's first step. `steps` odd; at or below expiry (or no vol) the
 * option is its exercise value.
 */
export function latticeAmerican(a: AmericanInput, steps = LATTICE_STEPS): AmericanValue {
  return latticeAmericanOf(a.type, a.escrowed, a.strike, a.years, a.rate, a.vol, a.dividends, steps);
}

/** latticeAmerican on AmericanInput's fields in order (premiumBound): no input object per contract. */
function latticeAmericanOf(type: OptionType, s0: number, k: number, t: number, r: number, v: number, d: CashDividends, steps: number): AmericanValue {
  const pv0 = dividendsAfter(d, 0, r);
  const exercise0 = intrinsicValue(type, k, s0 + pv0);
  if (!(t > 0) || !(v > 0)) return { price: exercise0, delta: exercise0 > 0 ? (type === 'call' ? 1 : -1) : 0, hold: exercise0, exercise: exercise0, lattice: false, european: exercise0 };
  const call = type === 'call';
  const n = latticeSteps(call, t, d, steps);
  const dt = t / n;
  const sqrtT = Math.sqrt(t);
  const d1 = (Math.log(s0 / k) + (r + (v * v) / 2) * t) / (v * sqrtT);
  const d2 = d1 - v * sqrtT;
  latticeConstants(r, dt, n);
  const growth = constGrowth;
  let p = peizerPratt(d2, n);
  let u = (growth * peizerPratt(d1, n)) / p;
  let dn = (growth - p * u) / (1 - p);
  // (1 − p)^n is the first binomial weight of the European control variate below: where it
  // underflows (p within ~1e-8 of 1 at 41 steps, a call some 28 standard deviations in the money)
  // every weight is 0, the lattice's European price reads 0 and the control variate added the
  // whole price again (QQQ 2024-09-20, the 100 call of 2024-10-01 at 32.7%, spot 482.44: 763.81,
  // exposed by calendar-floor.ts, which prices a LEAPS strike at every earlier expiry).
  // (1 − p)^n, computed once: the test's and the first binomial weight below (again if p changes).
  let firstWeight = p > 1e-9 && p < 1 - 1e-9 && dn > 0 && u > dn ? (1 - p) ** n : 0;
  if (!(firstWeight > 1e-250)) {
    // So far from the strike that Peizer-Pratt degenerates: Cox-Ross-Rubinstein's lattice.
    u = Math.exp(v * Math.sqrt(dt));
    dn = 1 / u;
    p = (growth - dn) / (u - dn);
    firstWeight = (1 - p) ** n;
  }
  const disc = 1 / growth;
  const pu = disc * p;
  const pd = disc * (1 - p);
  if (american.length < n + 1) {
    american = new Float64Array(n + 1);
    offsets = new Float64Array(n + 1);
  }
  const am = american;
  // Exercising at a node of step i is worth sign·s + exerciseOffset[i] (exerciseOffsets).
  exerciseOffsets(offsets, call, k, r, d, dt, n);
  // Expiry: nodes S*·u^j·d^(n−j).
  const ratio = u / dn;
  let low = s0 * dn ** n;
  let node = low;
  // The lattice's European price, the control variate: the payoffs weighted by their binomial
  // probabilities (one pass, not a second backward induction).
  // The same from the two nodes of the first step (n − 1 steps on): the European delta there, whose
  // error the lattice's American delta shares.
  let weight = firstWeight;
  let weight1 = (1 - p) ** (n - 1);
  const odds = p / (1 - p);
  let euSum = 0;
  let previousWeight1 = 0;
  let euDown = 0;
  let euUp = 0;
  for (let j = 0; j <= n; j++) {
    const value = call ? node - k : k - node;
    const payoff = value > 0 ? value : 0;
    am[j] = payoff;
    euSum += weight * payoff;
    weight *= ((n - j) / (j + 1)) * odds;
    // Node j is reached from the first step's down node by j ups of n − 1, from its up node by j − 1.
    if (j < n) euDown += weight1 * payoff;
    if (j > 0) euUp += previousWeight1 * payoff;
    previousWeight1 = weight1;
    if (j < n) weight1 *= ((n - 1 - j) / (j + 1)) * odds;
    node *= ratio;
  }
  // The nodes worth exactly 0 (out of the money, both successors 0, exercise worth nothing): a
  // call's below index `zeroBelow`, a put's from `zeroFrom` up. Induction leaves them +0, so they
  // are skipped (about half the nodes of an out-of-the-money contract); every other node is
  // computed as before, so every price is bit for bit what the full induction gives.
  // Held is +0 there only with finite pu and pd, and the order argument needs a positive spot and step.
  const skips = Number.isFinite(pu) && Number.isFinite(pd) && s0 > 0 && ratio >= 1;
  let zeroBelow = 0;
  let zeroFrom = n + 1;
  if (skips && call) while (zeroBelow <= n && am[zeroBelow] === 0) zeroBelow++;
  else if (skips) while (zeroFrom > 0 && am[zeroFrom - 1] === 0) zeroFrom--;
  for (let i = n - 1; i >= 1; i--) {
    low /= dn;
    const offset = offsets[i] as number;
    const sign = call ? 1 : -1;
    let s = low * sign;
    const step = ratio;
    let j = 0;
    // A call's exercise value s + offset rises with j (s grows by `step` > 1 and rounding keeps
    // order): the prefix where it is <= 0 and both successors are 0 stays 0 (held is +0).
    if (call) {
      while (j + 1 < zeroBelow && j <= i && s + offset <= 0) {
        s *= step;
        j++;
      }
    }
    const first = j;
    let next = am[j] as number;
    const last = call ? i : Math.min(i, zeroFrom - 1);
    for (; j <= last; j++) {
      const upA = am[j + 1] as number;
      const held = pu * upA + pd * next;
      const now = s + offset;
      am[j] = now > held ? now : held;
      next = upA;
      s *= step;
    }
    // A put's exercise value falls with j: from a node at or past zeroFrom whose exercise is worth
    // <= 0, every node up to i is 0 (held +0) and already 0 in `am`.
    for (; j <= i; j++) {
      const now = s + offset;
      if (now <= 0) break;
      const upA = am[j + 1] as number;
      const held = pu * upA + pd * next;
      am[j] = now > held ? now : held;
      next = upA;
      s *= step;
    }
    if (!skips) continue;
    if (call) {
      zeroBelow = first;
      while (zeroBelow <= i && am[zeroBelow] === 0) zeroBelow++;
    } else {
      zeroFrom = j;
      while (zeroFrom > 0 && am[zeroFrom - 1] === 0) zeroFrom--;
    }
  }
  // At the root the lattice holds (the exercise now is weighed below, against the corrected value).
  const down1 = am[0] as number;
  const up1 = am[1] as number;
  const euRoot = euSum * constDiscN;
  const rootHeld = pu * up1 + pd * down1;
  const exact = bsmPriceDeltaInto(bsmScratch, type, s0, k, t, r, 0, v);
  // The control variate: the lattice's error on the European price, which it shares with the American.
  // Held, it can still be exercised at an event before the first step (latticeSteps' cap).
  const waited = (call ? s0 : -s0) + eventOffset(call, k, r, d, 0, dt, true);
  const hold = Math.max(rootHeld - euRoot + exact.price, exact.price, waited);
  const exercised = exercise0 >= hold;
  const price = exercised ? exercise0 : hold;
  // The delta with the same control variate: the lattice's American delta less its European one, plus BSM's.
  const spread = s0 * (u - dn);
  const euDelta = ((euUp - euDown) * constDiscN1) / spread;
  const latticeDelta = (up1 - down1) / spread - euDelta + exact.delta;
  // Within the bounds an option's delta keeps (the correction can overshoot them deep in the money),
  // and ±1 where it is that to 1e-9: deep in the money, held or exercised, the lattice's noise
  // (1e-14) would otherwise make the deltas of neighbouring strikes non-monotone.
  const bounded = call ? Math.min(Math.max(latticeDelta, 0), 1) : Math.min(Math.max(latticeDelta, -1), 0);
  const delta = exercised ? (exercise0 > 0 ? (call ? 1 : -1) : 0) : Math.abs(bounded) > 1 - 1e-9 ? Math.sign(bounded) : bounded;
  return { price, delta, hold, exercise: exercise0, lattice: true, european: exact.price };
}

/**
 * An upper bound on `americanPrice(a).price` without a lattice: the larger of exercising now and the
 * escrowed European price plus `earlyExercisePremiumBound` (the lattice's price is its premium over
 * the European one, corrected by the control variate, plus the exact European price, or an exercise
 * value, and the premium is within the bound to the lattice's error: american-price.test.ts). The
 * calendar floor (calendar-floor.ts) asks it of every earlier expiry, so that only the contracts
 * that could lift a later one's price are priced on their lattice.
 */
export function americanPriceBound(a: AmericanInput): number {
  return americanPriceBoundOf(a.type, a.escrowed, a.strike, a.years, a.rate, a.vol, a.dividends);
}

/**
 * americanPriceBound on AmericanInput's fields in order (escrowed spot, strike, years, rate, vol,
 * dividends): the calendar floor asks it of earlier expiries for every floored call it prices, and
 * an input object and a price-and-delta object per ask were a tenth of a model-risk run's garbage.
 */
export function americanPriceBoundOf(type: OptionType, escrowed: number, strike: number, years: number, rate: number, vol: number, dividends: CashDividends): number {
  const exercise = intrinsicValue(type, strike, escrowed + dividendsAfter(dividends, 0, rate));
  // At expiry or at no vol the lattice's own edge cases decide: no bound claimed.
  if (!(years > 0 && vol > 0)) return Infinity;
  return Math.max(exercise, bsmPriceOf(type, escrowed, strike, years, rate, 0, vol) + premiumBound(type, escrowed, strike, years, rate, vol, dividends));
}

/**
 * The American price and delta of a stock or ETF option: the European price where early exercise
 * cannot be worth half a cent (`earlyExercisePremiumBound`), else the lattice.
 */
export function americanPrice(a: AmericanInput): AmericanValue {
  return americanPriceOf(a.type, a.escrowed, a.strike, a.years, a.rate, a.vol, a.dividends);
}

/** americanPrice on AmericanInput's fields in order (americanPriceBoundOf): no input object per contract priced. */
export function americanPriceOf(type: OptionType, escrowed: number, strike: number, years: number, rate: number, vol: number, dividends: CashDividends): AmericanValue {
  const exercise = intrinsicValue(type, strike, escrowed + dividendsAfter(dividends, 0, rate));
  if (years > 0 && vol > 0 && premiumBound(type, escrowed, strike, years, rate, vol, dividends) < PREMIUM_NEGLIGIBLE) {
    const e = bsmPriceDeltaInto(bsmScratch, type, escrowed, strike, years, rate, 0, vol);
    // Never below exercising now (the escrowed spot's 5% floor can leave S* + PV short of the stock).
    if (e.price >= exercise) return { price: e.price, delta: e.delta, hold: e.price, exercise, lattice: false, european: e.price };
  }
  return latticeAmericanOf(type, escrowed, strike, years, rate, vol, dividends, LATTICE_STEPS);
}
