/**
 * The modeled implied-volatility surface of one day: an ATM term structure through the day's fitted
 * knots (one per anchoring index tenor), and an SVI-form smile in standardised moneyness whose level
 * β follows the market's regime (SPX and the ETFs) or is set by the ticker class, with a far put
 * tail fitted per day to SKEW. Formulas and parameters: chain-rules.ts
 * section 3; the fit itself: vol-anchors.ts and vol-index-formulas.ts.
 */
import { LEE_SLOPE_MAX, MODEL_RISK_WING_PIVOT_Z, SESSIONS_PER_YEAR, SMILE, TAIL_SMOOTH, TAIL_START, VOL_MAX, VOL_MIN, type SmileShape, type TickerClass } from './chain-rules';

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
  /** A model-risk run's wing tilt (ExpirySurface.wingTilt); absent on every fitted surface. */
  wingTilt?: number;
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
  /** The expiry's ATM vol as quoted (calendar time), a model-risk shift included: widths and listings read it. */
  atm: number;
  /** The fitted ATM vol the smile is scaled by (no shift), and its total deviation: moneyness reads it. */
  smileAtm: number;
  atmSqrtT: number;
  tail: number;
  shape: SmileShape;
  /** The vol a model-risk run adds to every strike's quoted vol (a fraction; 0 otherwise). */
  shift: number;
  /**
   * How much less of the shift a strike beyond the pivot gets per unit of |z| (and more within it):
   * a strike moves by shift × (1 − wingTilt × (|z| − MODEL_RISK_WING_PIVOT_Z)), strikeVol. 0: the
   * parallel shift. Why: a run picking a spread's strikes by delta sees almost none of a parallel
   * shift (the 0.20-delta strike moves with the vol), so the band's low run, pessimistic for short
   * premium in level, also makes the long wings dearer against the short strikes (README, model risk).
   */
  wingTilt: number;
}

/**
 * The surface of one expiry `years` (calendar) and `sessions` (trading closes) away. Variance
 * accrues per trading session: the knots are read at business time sessions/SESSIONS_PER_YEAR and
 * the total variance is quoted over calendar time, so a 1-session option on a weekday carries
 * √(365/252) ≈ 1.2 times the knot vol and one over a weekend less (chain-rules.ts section 3).
 * `points`: the day's surface shifted by that many vol points (a model-risk run, shiftSurface).
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
  const t = Math.max(years, T1);
  const business = Math.max(sessions, 1) / SESSIONS_PER_YEAR;
  const atmBusiness = atmVol(day, business);
  const atmSqrtT = atmBusiness * Math.sqrt(business);
  const smileAtm = atmSqrtT / Math.sqrt(t);
  const shift = (day.shift ?? 0) + points / 100;
  const atm = shift === 0 ? smileAtm : Math.min(Math.max(smileAtm + shift, VOL_MIN), VOL_MAX);
  return { cls, forward, atm, smileAtm, atmSqrtT, tail: day.tail, shape: day.shape, shift, wingTilt: shift === 0 ? 0 : wingTilt || (day.wingTilt ?? 0) };
}

/** Standardised moneyness z of a strike (used by the liquidity rules too). */
export function strikeZ(s: ExpirySurface, strike: number): number {
  return Math.log(strike / s.forward) / s.atmSqrtT;
}

/** The modeled implied vol at standardised moneyness z (a model-risk run's shift added, in vol, tilted by wingTilt). */
export function strikeVol(s: ExpirySurface, z: number): number {
  const vol = Math.min(Math.max(s.smileAtm * smileFactor(s.tail, z, s.atmSqrtT, s.shape), VOL_MIN), VOL_MAX);
  if (s.shift === 0) return vol;
  const shift = s.wingTilt === 0 ? s.shift : s.shift * (1 - s.wingTilt * (Math.abs(z) - MODEL_RISK_WING_PIVOT_Z));
  return Math.min(Math.max(vol + shift, VOL_MIN), VOL_MAX);
}

/**
 * A surface whose every quoted vol, at every strike and expiry, is `points` vol points higher
 * (lower when negative), floored at VOL_MIN: the model-risk runs' market (expirySurface).
 */
export function shiftSurface(day: DaySurface, points: number, wingTilt = 0): DaySurface {
  if (points === 0) return day;
  return { ...day, shift: (day.shift ?? 0) + points / 100, ...(wingTilt === 0 ? {} : { wingTilt }) };
}
