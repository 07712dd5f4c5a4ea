/**
 * The modeled implied-volatility surface of one day: an ATM term structure through the day's fitted
 * knots (one per anchoring index tenor), and an SVI-form smile in standardised moneyness whose level
 * β follows the market's regime (SPX and the ETFs) or is set by the ticker class, with a far put
 * tail fitted per day to SKEW. Formulas and parameters: chain-rules.ts
 * section 3; the fit itself: vol-anchors.ts and vol-index-formulas.ts.
 */
import { LEE_SLOPE_MAX, MODEL_RISK_WING_FLOOR, MODEL_RISK_WING_FLOOR_SMOOTH, MODEL_RISK_WING_PIVOT_Z, MODEL_RISK_WING_SMOOTH_Z, SESSIONS_PER_YEAR, SMILE, TAIL_SMOOTH, TAIL_START, VOL_MAX, VOL_MIN, type SmileShape, type TickerClass } from './chain-rules';

const T1 = 1 / 365;

/** One fitted point of the ATM term structure: the ATM vol at `years`. */
export interface AtmKnot {
  years: number;
  atm: number;
}

/** Everything the surface of one day needs. */
export interface DaySurface {
  /** Ascending in years, at least one; total variance atm²·T non-decreasing (enforced by the fit). */
  knots: readonly AtmKnot[];
  /** Far put tail level of the day (fitted to SKEW for index surfaces, the class's value otherwise). */
  tail: number;
  shape: SmileShape;
  /**
   * A model-risk run's shift (shiftSurface), as a fraction: added to every quoted vol of the day,
   * at every strike and expiry (expirySurface, strikeVol). Absent on every fitted surface.
   */
  shift?: number;
}

/**
 * ATM vol at `years`: flat before the first knot and after the last, total variance atm²·T linear
 * in T between knots (no calendar arbitrage when the knots' total variances rise). The fitted
 * term structure: a model-risk shift (DaySurface.shift) is not in it, but in each quoted vol.
 */
export function atmVol(surface: DaySurface, years: number): number {
  const t = Math.max(years, T1);
  const { knots } = surface;
  const first = knots[0];
  if (first === undefined) return VOL_MIN;
  if (t <= first.years) return first.atm;
  for (let i = 1; i < knots.length; i++) {
    const b = knots[i];
    const a = knots[i - 1];
    if (a === undefined || b === undefined || t > b.years) continue;
    const wa = a.atm * a.atm * a.years;
    const wb = b.atm * b.atm * b.years;
    return Math.sqrt((wa + ((wb - wa) * (t - a.years)) / (b.years - a.years)) / t);
  }
  return (knots[knots.length - 1] ?? first).atm;
}

/**
 * σ/atm at standardised moneyness z: √(1 + b(ρz + √(z²+s²) − s) + τ·h(−z − TAIL_START)), with
 * h(u) = (√(u² + c²) + u)/2 (c = TAIL_SMOOTH) a smooth hinge that is ~0 until z = −TAIL_START and
 * then grows like −z: the far put tail, whose level τ is the day's fitted parameter. b and τ are
 * lowered so the wings' total-variance slope stays under LEE_SLOPE_MAX (Roger Lee's bound is 2).
 */
export function smileFactor(tail: number, z: number, atmSqrtT: number, shape: SmileShape = SMILE.index): number {
  const { beta, rho, s } = shape;
  const w = Math.max(atmSqrtT, 1e-9);
  const b = Math.min(beta, LEE_SLOPE_MAX / ((1 + Math.abs(rho)) * w));
  const tau = Math.min(tail, Math.max(LEE_SLOPE_MAX / w - b * (1 - rho), 0));
  const u = -z - TAIL_START;
  const hinge = (Math.sqrt(u * u + TAIL_SMOOTH * TAIL_SMOOTH) + u) / 2;
  return Math.sqrt(Math.max(1 + b * (rho * z + Math.sqrt(z * z + s * s) - s) + tau * hinge, 1e-4));
}

/** What every strike of one expiry shares: computed once per (day, expiry). */
export interface ExpirySurface {
  cls: TickerClass;
  forward: number;
  /**
   * The expiry's ATM vol (calendar time) with a model-risk run's shift, untilted (the fitted ATM plus
   * the points, not the tilted quote at the money, 1.38 times them): widths and listings read it, at
   * the level the band's error was measured (chain-rules.ts section 8).
   */
  atm: number;
  /** The fitted ATM vol the smile is scaled by (no shift), and its total deviation: moneyness reads it. */
  smileAtm: number;
  atmSqrtT: number;
  tail: number;
  shape: SmileShape;
  /** The vol a model-risk run adds to every strike's quoted vol (a fraction; 0 otherwise). */
  shift: number;
  /**
   * How the shift is spread across strikes: a strike moves by shift × wingShare(z, wingTilt), more
   * within the pivot, less beyond, never under half (strikeVol). 0: the parallel shift. Why: a run
   * picking a spread's strikes by delta sees almost none of a parallel shift (the 0.20-delta strike
   * moves with the vol), so the band's low run, pessimistic for short premium in level, also makes
   * the long wings dearer against the short strikes (README, model risk).
   */
  wingTilt: number;
}

/**
 * The surface of one expiry `years` (calendar) and `sessions` (trading closes) away. Variance
 * accrues per trading session: the knots are read at business time sessions/SESSIONS_PER_YEAR and
 * the total variance is quoted over calendar time, so a 1-session option on a weekday carries
 * √(365/252) ≈ 1.2 times the knot vol and one over a weekend less (chain-rules.ts section 3).
 * `points`: the day's surface shifted by that many vol points (a model-risk run, shiftSurface), and
 * `wingTilt` how that shift is spread across strikes (ExpirySurface.wingTilt): the one way a tilt
 * reaches a surface (a day surface carries no tilt, so a copy and a run read alike).
 *
 * The shift is kept apart from the fitted ATM that scales the smile, and added to each quoted vol
 * (strikeVol). Why: the band shifts by the model's measured error in quoted vol points, at every
 * strike. Shifted in the knots instead (until 2026-12-03), it moved the ATM √(business/calendar)
 * times the points, and the wings less: a strike's moneyness z = ln(K/F)/(atm√T) shrinks as the
 * ATM rises, so a put wing slides down its own smile (SPX 10% out of the money moved 0.91-1.11
 * for a 1.4-point shift, but 1.54-1.76 for the 90% put of 2017-12-15, where the far put tail
 * turns up; audit 7 N4): a short out-of-the-money option's band read narrower than the
 * error it stands for, and a spread's band held a change of the smile's slope between its legs
 * that no check measured (README, model risk).
 */
export function expirySurface(cls: TickerClass, day: DaySurface, forward: number, years: number, sessions: number, points = 0, wingTilt = 0): ExpirySurface {
  const { atm, smileAtm, atmSqrtT, shift } = expiryAtm(day, years, sessions, points);
  const tilt = shift === 0 ? 0 : wingTilt;
  return { cls, forward, atm, smileAtm, atmSqrtT, tail: quotedTail(day, atmSqrtT, shift / smileAtm, tilt), shape: day.shape, shift, wingTilt: tilt };
}

/**
 * The ATM terms of expirySurface without its smile (what a strike listing reads: modeled-chain.ts
 * leanLowestStrike asks it of up to nine expiries a day and prices none).
 */
export function expiryAtm(day: DaySurface, years: number, sessions: number, points = 0): { atm: number; smileAtm: number; atmSqrtT: number; shift: number } {
  const t = Math.max(years, T1);
  const business = Math.max(sessions, 1) / SESSIONS_PER_YEAR;
  const atmBusiness = atmVol(day, business);
  const atmSqrtT = atmBusiness * Math.sqrt(business);
  const smileAtm = atmSqrtT / Math.sqrt(t);
  const shift = (day.shift ?? 0) + points / 100;
  const atm = shift === 0 ? smileAtm : Math.min(Math.max(smileAtm + shift, VOL_MIN), VOL_MAX);
  return { atm, smileAtm, atmSqrtT, shift };
}

/**
 * admissibleTail per day surface (shared by a sweep's cells and the model-risk runs) and expiry:
 * unshifted by atmSqrtT (a number key: three numbers written into a string key cost more than the
 * check itself), shifted by atmSqrtT and then its (eps, tilt, tail) triples, compared as the Map
 * compares its keys (SameValueZero, as the string key `atmSqrtT|eps|tilt` told numbers apart before;
 * writing it cost three number-to-string conversions on every shifted ask, and most asks of a
 * model-risk run are its first: ~3% of a shifted iron condor run).
 */
interface DayTails {
  plain: Map<number, number>;
  shifted: Map<number, number[]>;
}
const quotedTails = new WeakMap<DaySurface, DayTails>();

/** Map's key equality (SameValueZero): NaN equals NaN, and −0 equals 0 (as their strings, "0", did). */
const sameKey = (a: number, b: number): boolean => a === b || (a !== a && b !== b);

/**
 * The tail an expiry is quoted with: the day's, cut towards 0 as far as its smile, at that expiry's
 * total ATM vol and with the run's shift (`eps`, over the smile's ATM vol), needs to pass the
 * butterfly check (admissibleTail). Why: the day's tail is fitted to SKEW within [TAIL_MIN,
 * TAIL_MAX], and past about 0.75 (at the reference β) or under about −0.25 its wing turns the
 * density negative: SPY on 2024-09-19 (τ 1.2) quoted the 2027-01-15 315 put bid 5.10, over what a
 * fly of the neighbouring puts' asks costs (4.76), a butterfly sold for a credit with no loss
 * possible (audit 10, no-arbitrage). The fit itself still reads the uncut tail (vol-index-formulas,
 * setIndexTablesOnQuotedTail: fitting on this tail was measured and not kept):
 * on such days the quoted 30-day variance swap sits under (τ cut down) or over (cut up) the index.
 */
function quotedTail(day: DaySurface, atmSqrtT: number, eps: number, tilt = 0): number {
  let memo = quotedTails.get(day);
  if (memo === undefined) quotedTails.set(day, (memo = { plain: new Map(), shifted: new Map() }));
  if (eps === 0 && tilt === 0) {
    let tail = memo.plain.get(atmSqrtT);
    if (tail === undefined) memo.plain.set(atmSqrtT, (tail = admissibleTail(day.shape, day.tail, atmSqrtT, eps, tilt)));
    return tail;
  }
  let kept = memo.shifted.get(atmSqrtT);
  if (kept === undefined) memo.shifted.set(atmSqrtT, (kept = []));
  for (let i = 0; i < kept.length; i += 3) {
    if (sameKey(kept[i] as number, eps) && sameKey(kept[i + 1] as number, tilt)) return kept[i + 2] as number;
  }
  const tail = admissibleTail(day.shape, day.tail, atmSqrtT, eps, tilt);
  kept.push(eps, tilt, tail);
  return tail;
}

/** Standardised moneyness z of a strike (used by the liquidity rules too). */
export function strikeZ(s: ExpirySurface, strike: number): number {
  return Math.log(strike / s.forward) / s.atmSqrtT;
}

/** The modeled implied vol at standardised moneyness z (a model-risk run's shift added, in vol, tilted by wingTilt). */
export function strikeVol(s: ExpirySurface, z: number): number {
  const vol = Math.min(Math.max(s.smileAtm * smileFactor(s.tail, z, s.atmSqrtT, s.shape), VOL_MIN), VOL_MAX);
  if (s.shift === 0) return vol;
  const shift = s.wingTilt === 0 ? s.shift : s.shift * wingShareAt(z, s.wingTilt);
  return Math.min(Math.max(vol + shift, VOL_MIN), VOL_MAX);
}

/**
 * The share of a model-risk run's shift a strike at standardised moneyness z gets under wing tilt
 * `tilt` (chain-rules.ts MODEL_RISK_WING_*), with its first two derivatives in z (butterflyMargin):
 * L = 1 − tilt·(s − s₀), s = √(z² + d²) a smooth |z| (d = MODEL_RISK_WING_SMOOTH_Z; s₀ its value at
 * the pivot, so L = 1 there), then floored smoothly at m = MODEL_RISK_WING_FLOOR:
 * m + (1 − m)·h(L − m)/h(1 − m), h(u) = (u + √(u² + c²))/2 (c = MODEL_RISK_WING_FLOOR_SMOOTH), so
 * the pivot gets exactly the shift and no strike less than m of it. Why smooth: |z| kinked at the money left the high run a butterfly
 * under 0 there; why floored: linear in |z| it turned negative past |z| 3.28, the far wings moving
 * against the run.
 */
export function wingShare(z: number, tilt: number): { share: number; d1: number; d2: number } {
  const d2z = MODEL_RISK_WING_SMOOTH_Z * MODEL_RISK_WING_SMOOTH_Z;
  const c2 = MODEL_RISK_WING_FLOOR_SMOOTH * MODEL_RISK_WING_FLOOR_SMOOTH;
  const m = MODEL_RISK_WING_FLOOR;
  const sz = Math.sqrt(z * z + d2z);
  const u = -tilt * (sz - Math.sqrt(MODEL_RISK_WING_PIVOT_Z * MODEL_RISK_WING_PIVOT_Z + d2z)) + 1 - m;
  const r = Math.sqrt(u * u + c2);
  // (1 − m)/h(1 − m): the hinge scaled so the pivot gets the shift exactly and the floor is m exactly.
  const scale = (2 * (1 - m)) / (1 - m + Math.sqrt((1 - m) * (1 - m) + c2));
  const l1 = (-tilt * z) / sz;
  const l2 = (-tilt * d2z) / (sz * sz * sz);
  const h1 = (1 + u / r) / 2;
  return { share: wingShareAt(z, tilt), d1: scale * h1 * l1, d2: scale * ((c2 / (2 * r * r * r)) * l1 * l1 + h1 * l2) };
}

/** wingShare's share alone, without allocating (strikeVol reads it for every contract priced). */
function wingShareAt(z: number, tilt: number): number {
  const d2z = MODEL_RISK_WING_SMOOTH_Z * MODEL_RISK_WING_SMOOTH_Z;
  const c2 = MODEL_RISK_WING_FLOOR_SMOOTH * MODEL_RISK_WING_FLOOR_SMOOTH;
  const m = MODEL_RISK_WING_FLOOR;
  const u = -tilt * (Math.sqrt(z * z + d2z) - Math.sqrt(MODEL_RISK_WING_PIVOT_Z * MODEL_RISK_WING_PIVOT_Z + d2z)) + 1 - m;
  const scale = (2 * (1 - m)) / (1 - m + Math.sqrt((1 - m) * (1 - m) + c2));
  return m + (scale * (u + Math.sqrt(u * u + c2))) / 2;
}

/**
 * A surface whose every quoted vol, at every strike and expiry, is `points` vol points higher
 * (lower when negative), floored at VOL_MIN: the model-risk runs' market (expirySurface), whose
 * wingTilt argument spreads that shift across strikes.
 */
export function shiftSurface(day: DaySurface, points: number): DaySurface {
  if (points === 0) return day;
  return { ...day, shift: (day.shift ?? 0) + points / 100 };
}

/**
 * The standardised moneyness grid the butterfly check reads: z from −10 to 6, 0.2 apart (81 points,
 * asked of every expiry a run prices; the negative densities audit 10 found lay between −5 and −2).
 */
const BUTTERFLY_Z_LOW = -10;
const BUTTERFLY_Z_HIGH = 6;
const BUTTERFLY_DZ = 0.2;
/**
 * The least g the check accepts: a little over 0, as the grid reads g 0.2 apart in z and a tail cut
 * to exactly 0 left the neighbouring-strike butterflies of an 850-day expiry at −2e-7.
 */
const BUTTERFLY_MARGIN = 1e-3;

/**
 * The least over the grid of Durrleman's g (Gatheral and Jacquier 2014, "Arbitrage-free SVI volatility
 * surfaces", Lemma 2.2): the risk-neutral density of a smile is non-negative, so no butterfly is worth
 * less than nothing, exactly where g(k) = (1 − k·w'/(2w))² − (w'²/4)·(1/w + 1/4) + w''/2 ≥ 0, w(k)
 * the total variance at log-moneyness k. In z = k/√W (W = atmSqrtT²) with w = W·F(z), F = (f + ε)²,
 * f the smile factor (smileFactor, Q = f² its square, derivatives in closed form) and ε the
 * model-risk shift over the smile's ATM vol: g = (1 − zF'/(2F))² − F'²/(4F) − W·F'²/16 + F''/2.
 */
export function butterflyMargin(shape: SmileShape, tail: number, atmSqrtT: number, eps = 0, tilt = 0, stopBelow = -Infinity): number {
  const { beta, rho, s } = shape;
  const W = atmSqrtT * atmSqrtT;
  const w = Math.max(atmSqrtT, 1e-9);
  // The wing limits smileFactor applies.
  const b = Math.min(beta, LEE_SLOPE_MAX / ((1 + Math.abs(rho)) * w));
  const tau = Math.min(tail, Math.max(LEE_SLOPE_MAX / w - b * (1 - rho), 0));
  const c2 = TAIL_SMOOTH * TAIL_SMOOTH;
  const s2 = s * s;
  let least = Infinity;
  const grid = BUTTERFLY_GRID;
  const { r: rs, zOverR, rCubed } = gridOfS(s);
  const tilted = tilt === 0 ? undefined : gridOfTilt(tilt);
  for (let i = 0; i < grid.z.length; i++) {
    const z = grid.z[i] as number;
    const r = rs[i] as number;
    let q = 1 + b * (rho * z + r - s) + tau * (grid.hinge[i] as number);
    // Where smileFactor floors Q the smile is flat: F' = F'' = 0 and g = 1.
    if (q < 1e-4) q = 1e-4;
    const q1 = q === 1e-4 ? 0 : b * (rho + (zOverR[i] as number)) - (tau * (grid.hingeSlope[i] as number)) / 2;
    const q2 = q === 1e-4 ? 0 : (b * s2) / (rCubed[i] as number) + (tau * c2) / (grid.hingeCurve[i] as number);
    const f = Math.sqrt(q);
    // The shift at z, tilted as strikeVol tilts it (wingShare, smooth: its curvature is read too).
    const e = tilted === undefined ? eps : eps * (tilted.share[i] as number);
    const e1 = tilted === undefined ? 0 : eps * (tilted.d1[i] as number);
    const e2 = tilted === undefined ? 0 : eps * (tilted.d2[i] as number);
    const fe = f + e;
    const big = fe * fe;
    const f1 = q1 / (2 * f);
    const f2 = q2 / (2 * f) - (q1 * q1) / (4 * q * f);
    // F = (f + e)²: F' = 2(f + e)(f' + e'), F'' = 2(f' + e')² + 2(f + e)(f'' + e'') (closed form, as before when e is constant).
    const d1 = 2 * fe * (f1 + e1);
    const d2 = 2 * (f1 + e1) * (f1 + e1) + 2 * fe * (f2 + e2);
    const g = (1 - (z * d1) / (2 * big)) ** 2 - (d1 * d1) / (4 * big) - (W * d1 * d1) / 16 + d2 / 2;
    if (g < least) least = g;
    // A caller asking only whether the margin reaches stopBelow has its answer.
    if (least < stopBelow) return least;
  }
  return least;
}

/**
 * The grid's terms that depend on z alone, computed once (each as butterflyMargin computed it
 * per call, so the margins are the same to the bit): z, the hinge h(u) = (√(u² + c²) + u)/2 at
 * u = −z − TAIL_START, u/√(u² + c²) + 1 (twice its slope) and 2(u² + c²)^{3/2} (its curvature's
 * denominator). Why: the check runs for every expiry a run prices, up to nine times (admissibleTail),
 * 77,000 times a bench wheel run, and these square roots were most of its cost.
 */
const BUTTERFLY_GRID = ((): { z: Float64Array; hinge: Float64Array; hingeSlope: Float64Array; hingeCurve: Float64Array } => {
  const n = Math.round((BUTTERFLY_Z_HIGH - BUTTERFLY_Z_LOW) / BUTTERFLY_DZ);
  const c2 = TAIL_SMOOTH * TAIL_SMOOTH;
  const grid = { z: new Float64Array(n + 1), hinge: new Float64Array(n + 1), hingeSlope: new Float64Array(n + 1), hingeCurve: new Float64Array(n + 1) };
  for (let i = 0; i <= n; i++) {
    const z = BUTTERFLY_Z_LOW + i * BUTTERFLY_DZ;
    const u = -z - TAIL_START;
    const ru = Math.sqrt(u * u + c2);
    grid.z[i] = z;
    grid.hinge[i] = (ru + u) / 2;
    grid.hingeSlope[i] = u / ru + 1;
    grid.hingeCurve[i] = 2 * ru * ru * ru;
  }
  return grid;
})();

/** The grid's terms that depend on the shape's s too (√(z² + s²), z over it, its cube), for the last s asked: one per class. */
let lastGrid: { s: number; r: Float64Array; zOverR: Float64Array; rCubed: Float64Array } | undefined;

function gridOfS(s: number): { r: Float64Array; zOverR: Float64Array; rCubed: Float64Array } {
  if (lastGrid !== undefined && Object.is(lastGrid.s, s)) return lastGrid;
  const z = BUTTERFLY_GRID.z;
  const s2 = s * s;
  const terms = { s, r: new Float64Array(z.length), zOverR: new Float64Array(z.length), rCubed: new Float64Array(z.length) };
  for (let i = 0; i < z.length; i++) {
    const zi = z[i] as number;
    const r = Math.sqrt(zi * zi + s2);
    terms.r[i] = r;
    terms.zOverR[i] = zi / r;
    terms.rCubed[i] = r * r * r;
  }
  lastGrid = terms;
  return terms;
}

/**
 * wingShare at each grid point for the last tilt asked (a model-risk run's MODEL_RISK_WING_TILT):
 * the same numbers butterflyMargin computed per point and call. Why: only a shifted run tilts, and
 * the check runs for every expiry it prices, up to nine times; wingShare's square roots and the
 * object it returns for each of the 81 points were a sixth of what a shifted iron condor run
 * allocated, a cost its unshifted base run does not have.
 */
let lastTilt: { tilt: number; share: Float64Array; d1: Float64Array; d2: Float64Array } | undefined;

function gridOfTilt(tilt: number): { share: Float64Array; d1: Float64Array; d2: Float64Array } {
  if (lastTilt !== undefined && Object.is(lastTilt.tilt, tilt)) return lastTilt;
  const z = BUTTERFLY_GRID.z;
  const terms = { tilt, share: new Float64Array(z.length), d1: new Float64Array(z.length), d2: new Float64Array(z.length) };
  for (let i = 0; i < z.length; i++) {
    const w = wingShare(z[i] as number, tilt);
    terms.share[i] = w.share;
    terms.d1[i] = w.d1;
    terms.d2[i] = w.d2;
  }
  lastTilt = terms;
  return terms;
}

/**
 * The tail nearest `tail` (towards 0) whose smile passes the butterfly check (butterflyMargin ≥ BUTTERFLY_MARGIN):
 * `tail` itself when it passes, else found by bisection on the fraction of it kept (to 1/256).
 */
export function admissibleTail(shape: SmileShape, tail: number, atmSqrtT: number, eps = 0, tilt = 0): number {
  // Whether each margin reaches BUTTERFLY_MARGIN: the check stops at the first point under it.
  if (butterflyMargin(shape, tail, atmSqrtT, eps, tilt, BUTTERFLY_MARGIN) >= BUTTERFLY_MARGIN) return tail;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 8; i++) {
    const mid = (lo + hi) / 2;
    if (butterflyMargin(shape, tail * mid, atmSqrtT, eps, tilt, BUTTERFLY_MARGIN) >= BUTTERFLY_MARGIN) lo = mid;
    else hi = mid;
  }
  return tail * lo;
}
