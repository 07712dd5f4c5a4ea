/**
 * Cboe's index formulas on the modeled smile, and their inversion (chain-rules.ts section 3).
 *
 * With F the forward, k = ln(K/F) and q(k) the undiscounted out-of-the-money option price over F
 * (puts below F, calls above), the Carr-Madan spanning of ln(S_T/F)^n gives the strip integrals of
 * Cboe's white papers in their continuous form (the discount factors e^{rT} cancel):
 *   P1 = −∫ q(k) e^{−k} dk,  P2 = ∫ q(k) e^{−k} 2(1 − k) dk,  P3 = ∫ q(k) e^{−k} (6k − 3k²) dk
 *   VIX-type index² · T = −2·P1            (the VIX white paper's σ² = 2/T Σ ΔK/K² e^{rT} Q(K), with K0 = F)
 *   skewness S = (P3 − 3P1P2 + 2P1³) / (P2 − P1²)^{3/2},  SKEW = 100 − 10·S   (the SKEW white paper)
 * The modeled smile is a function of z = k / w with w = atm·√T (vol-surface.ts), so both depend
 * only on (w, τ) and the shape: they are tabulated once per process on a grid (W_GRID × TAIL_GRID, per
 * β slice) and read by interpolation, which makes a daily fit a few table look-ups.
 */
import { normCdf } from './black-scholes';
import type { SmileShape } from './chain-rules';
import { admissibleTail, atmVol, smileFactor, type DaySurface } from './vol-surface';

/** Total ATM vol w = atm·√T covered by the tables (9 days at 3% up to 1 year at 100%). */
const W_MIN = 0.004;
const W_MAX = 1.2;
const W_STEPS = 28;
export const TAIL_MIN = -1;
export const TAIL_MAX = 1.2;
const TAIL_STEPS = 22;
/** Integration in x = k/w: from X_LOW to X_HIGH standard deviations, DX apart (Simpson). */
const X_LOW = -16;
const X_HIGH = 10;
const DX = 0.2;

/** Undiscounted OTM Black price over F at log-moneyness k with total vol v. */
function otmPrice(k: number, v: number): number {
  const d1 = -k / v + v / 2;
  const d2 = d1 - v;
  return k < 0 ? Math.exp(k) * normCdf(-d2) - normCdf(-d1) : normCdf(d1) - Math.exp(k) * normCdf(d2);
}

export interface StripMoments {
  /** Variance-swap variance over atm² (index² / atm²). */
  varianceRatio: number;
  /** Cboe's SKEW value. */
  skew: number;
}

/** The strip integrals of the modeled smile at total ATM vol w and smile level τ (direct, slow). */
export function stripMoments(w: number, tail: number, shape: SmileShape): StripMoments {
  let p1 = 0;
  let p2 = 0;
  let p3 = 0;
  const n = Math.round((X_HIGH - X_LOW) / DX);
  for (let i = 0; i <= n; i++) {
    const x = X_LOW + i * DX;
    const k = x * w;
    const v = w * smileFactor(tail, x, w, shape);
    const weight = (i === 0 || i === n ? 1 : i % 2 ? 4 : 2) * (DX / 3) * w;
    const base = otmPrice(k, v) * Math.exp(-k) * weight;
    p1 -= base;
    p2 += base * 2 * (1 - k);
    p3 += base * (6 * k - 3 * k * k);
  }
  const variance = p2 - p1 * p1;
  const s = (p3 - 3 * p1 * p2 + 2 * p1 ** 3) / variance ** 1.5;
  return { varianceRatio: (-2 * p1) / (w * w), skew: 100 - 10 * s };
}

interface Tables {
  logW: Float64Array;
  ratio: Float64Array;
  skew: Float64Array;
}

/**
 * Tables are built at β on a grid BETA_STEP apart (per ρ and s) and read between the two slices
 * around a shape's β, linearly: the index smile's β moves with the market's regime (chain-rules.ts
 * indexSmileFor), and a table per β would cost ~12 ms each. Read between slices 0.1 apart, the
 * variance ratio errs by up to 0.25% (0.12% in vol), against 0.12% from the (w, τ) grid alone on a
 * slice's own β (vol-index-formulas.test.ts); a β on the grid reads its own slice.
 */
const BETA_STEP = 0.1;
let slices = new Map<string, Tables>();

/** Forgets the tables (a calibration that tries shapes in place calls it between tries). */
export function clearIndexTables(): void {
  slices = new Map();
}

/**
 * Whether the tables read each (w, τ)'s quoted smile, its tail cut as the chain quotes it
 * (vol-surface.ts admissibleTail), instead of the fitted τ itself. Off: the fit reads the fitted
 * tail. Measured 2026-12-03 (`npx tsx test/audits/scripts10/skew-cut-fit.ts`, SPX 2010-2025, 4,019
 * days, the 30-day smile cut on 926 of them): reading the quoted tail cannot lift the chain's SKEW
 * to the index where the cut binds (the cut tail's SKEW saturates at the largest butterfly-free
 * tail's, under the index by construction: quoted SKEW − index on the cut days −5.52 → −4.93); it
 * moves only the ATM knots, so that the quoted strip's variance swap meets VIX (cut days −0.44 →
 * 0.00 VIX points), and that made every check against real vols a little worse (SPXW Jan-Feb 2018
 * ATM error +0.444 → +0.448, chain accuracy worst day 3.02 → 3.03, the published ATM values' mean
 * |error| 0.70 → 0.77). Kept as a switch for that measurement.
 */
let tablesOnQuotedTail = false;

/** Reads the quoted tail in the tables from now on (`on`), or the fitted one (tablesOnQuotedTail). */
export function setIndexTablesOnQuotedTail(on: boolean): void {
  tablesOnQuotedTail = on;
  clearIndexTables();
}

function build(shape: SmileShape): Tables {
  const logW = new Float64Array(W_STEPS + 1);
  const ratio = new Float64Array((W_STEPS + 1) * (TAIL_STEPS + 1));
  const skew = new Float64Array((W_STEPS + 1) * (TAIL_STEPS + 1));
  for (let i = 0; i <= W_STEPS; i++) {
    logW[i] = Math.log(W_MIN) + (i / W_STEPS) * Math.log(W_MAX / W_MIN);
    for (let j = 0; j <= TAIL_STEPS; j++) {
      const w = Math.exp(logW[i] ?? 0);
      const tail = TAIL_MIN + (j / TAIL_STEPS) * (TAIL_MAX - TAIL_MIN);
      const m = stripMoments(w, tablesOnQuotedTail ? admissibleTail(shape, tail, w) : tail, shape);
      ratio[i * (TAIL_STEPS + 1) + j] = m.varianceRatio;
      skew[i * (TAIL_STEPS + 1) + j] = m.skew;
    }
  }
  return { logW, ratio, skew };
}

function sliceAt(n: number, shape: SmileShape): Tables {
  const key = `${n}|${shape.rho}|${shape.s}`;
  let t = slices.get(key);
  if (t === undefined) {
    t = build({ beta: n * BETA_STEP, rho: shape.rho, s: shape.s });
    slices.set(key, t);
  }
  return t;
}

/** The two slices around the shape's β and the weight of the upper one. */
function slicesOf(shape: SmileShape): { lo: Tables; hi: Tables; u: number } {
  const f = shape.beta / BETA_STEP;
  const n = Math.round(f);
  if (Math.abs(f - n) < 1e-9) {
    const t = sliceAt(n, shape);
    return { lo: t, hi: t, u: 0 };
  }
  const a = Math.floor(f);
  return { lo: sliceAt(a, shape), hi: sliceAt(a + 1, shape), u: f - a };
}

const LOG_W_MIN = Math.log(W_MIN);
const LOG_W_SPAN = Math.log(W_MAX / W_MIN);

/** Grid row and weight of w (clamped to the table). */
function wCell(w: number): { i: number; a: number } {
  const fi = Math.min(Math.max(((Math.log(w) - LOG_W_MIN) / LOG_W_SPAN) * W_STEPS, 0), W_STEPS - 1e-9);
  const i = Math.floor(fi);
  return { i, a: fi - i };
}

/** Column j of a table interpolated at w's row. */
function columnAt(v: Float64Array, i: number, a: number, j: number): number {
  const row = TAIL_STEPS + 1;
  return (1 - a) * (v[i * row + j] ?? 0) + a * (v[(i + 1) * row + j] ?? 0);
}

/** Column j at w's row, between the β slices. */
function blendedColumn(table: 'ratio' | 'skew', s: { lo: Tables; hi: Tables; u: number }, i: number, a: number, j: number): number {
  const lo = columnAt(s.lo[table], i, a, j);
  return s.u === 0 ? lo : (1 - s.u) * lo + s.u * columnAt(s.hi[table], i, a, j);
}

function lookup(table: 'ratio' | 'skew', w: number, tail: number, shape: SmileShape): number {
  const s = slicesOf(shape);
  const { i, a } = wCell(w);
  const fj = Math.min(Math.max(((tail - TAIL_MIN) / (TAIL_MAX - TAIL_MIN)) * TAIL_STEPS, 0), TAIL_STEPS - 1e-9);
  const j = Math.floor(fj);
  const b = fj - j;
  return (1 - b) * blendedColumn(table, s, i, a, j) + b * blendedColumn(table, s, i, a, j + 1);
}

/** Index² / atm² of the modeled smile (tabulated). */
export function varianceRatio(w: number, tail: number, shape: SmileShape): number {
  return lookup('ratio', w, tail, shape);
}

/** SKEW of the modeled smile (tabulated). */
export function modeledSkew(w: number, tail: number, shape: SmileShape): number {
  return lookup('skew', w, tail, shape);
}

/**
 * The ATM vol at tenor `years` whose modeled variance swap equals `index` (a fraction, VIX/100):
 * fixed-point on atm = index / √ratio(atm√T, τ), which converges in a few steps (the ratio moves
 * slowly with w).
 */
export function atmFromIndex(index: number, years: number, tail: number, shape: SmileShape): number {
  const sqrtT = Math.sqrt(years);
  let atm = index / Math.sqrt(varianceRatio(index * sqrtT, tail, shape));
  for (let n = 0; n < 6; n++) {
    const next = index / Math.sqrt(varianceRatio(atm * sqrtT, tail, shape));
    if (Math.abs(next - atm) < 1e-6) return next;
    atm = next;
  }
  return atm;
}

/**
 * The tail τ whose modeled 30-day SKEW equals `skew` at total ATM vol w, within [TAIL_MIN,
 * TAIL_MAX] (the form's limits: beyond them the nearer end). The table is linear in τ within a
 * cell, so the first cell whose SKEW brackets the target gives τ exactly (no iteration).
 */
function tailAt(skew: number, w: number, shape: SmileShape): number {
  const s = slicesOf(shape);
  const { i, a } = wCell(w);
  let prev = blendedColumn('skew', s, i, a, 0);
  if (prev >= skew) return TAIL_MIN;
  for (let j = 1; j <= TAIL_STEPS; j++) {
    const next = blendedColumn('skew', s, i, a, j);
    if (next >= skew) return TAIL_MIN + ((j - 1 + (skew - prev) / (next - prev)) / TAIL_STEPS) * (TAIL_MAX - TAIL_MIN);
    prev = next;
  }
  return TAIL_MAX;
}

/**
 * The day's tail τ from SKEW: τ depends on w = atm·√T and atm on τ, so the two are solved in turn
 * from atm ≈ 0.8·VIX (two rounds settle both to < 1e-3).
 */
export function tailFromSkew(skew: number, vix: number, shape: SmileShape): number {
  const sqrtT = Math.sqrt(30 / 365);
  let tail = tailAt(skew, 0.8 * vix * sqrtT, shape);
  tail = tailAt(skew, atmFromIndex(vix, 30 / 365, tail, shape) * sqrtT, shape);
  return tail;
}

/**
 * A day's SKEW shortfall as its 30-day smile is quoted: `fitted` (Cboe's SKEW minus the fitted
 * tail's 30-day SKEW, vol-anchors.ts AnchoredDay.skewShortfall) plus the SKEW the butterfly cut of
 * the tail takes off at 30 days (vol-surface.ts quotedTail, unshifted; negative where a thin,
 * negative tail is cut towards 0, so the sum can fall under `fitted`), both read on the tables: a
 * butterfly check and two look-ups, no strip priced. Measured on the 112 SPX days 2020-2026 with a
 * fitted shortfall over SKEW_SHORTFALL_NOTE_FROM: the 30-day tail is cut on every one, and the
 * quoted shortfall averages 24.74 on the 92 of 2024-25 (fitted 9.06), at most 43.42.
 */
export function quotedSkewShortfall(fitted: number, surface: DaySurface): number {
  const w = atmVol(surface, 30 / 365) * Math.sqrt(30 / 365);
  const cut = admissibleTail(surface.shape, surface.tail, w);
  return cut === surface.tail ? fitted : fitted + modeledSkew(w, surface.tail, surface.shape) - modeledSkew(w, cut, surface.shape);
}
