/**
 * The modeled implied-volatility surface: a 30-day at-the-money level from VIX, a mean-reverting
 * variance term structure and a quadratic smile in standardised moneyness. Formulas and
 * parameters: chain-rules.ts section 3.
 */
import {
  ATM_FLOOR, KAPPA, LEE_SLOPE_MAX, LONG_RUN_VOL, SMILE, VOL_MAX, VOL_MIN, type TickerClass,
} from './chain-rules';

const T30 = 30 / 365;
const T1 = 1 / 365;

function g(t: number): number {
  const x = KAPPA * t;
  return x < 1e-9 ? 1 : (1 - Math.exp(-x)) / x;
}

/** At-the-money vol for time to expiry `years`, given the 30-day level and the realised-vol ratio. */
export function atmVol(atm30: number, ratio: number, years: number): number {
  const t = Math.max(years, T1);
  const theta = (LONG_RUN_VOL * ratio) ** 2;
  const variance = theta + (atm30 * atm30 - theta) * (g(t) / g(T30));
  const floor = ATM_FLOOR * atm30;
  return Math.max(Math.sqrt(Math.max(variance, 0)), floor);
}

/**
 * σ/atm at standardised moneyness z: √(1 + β(ρz + √(z²+s²) − s)), with β lowered so the wings'
 * total-variance slope β(1+|ρ|)·atm√T stays under LEE_SLOPE_MAX.
 */
export function smile(cls: TickerClass, z: number, atmSqrtT: number): number {
  const { beta, rho, s } = SMILE[cls];
  const b = Math.min(beta, LEE_SLOPE_MAX / ((1 + Math.abs(rho)) * Math.max(atmSqrtT, 1e-9)));
  return Math.sqrt(Math.max(1 + b * (rho * z + Math.sqrt(z * z + s * s) - s), 1e-4));
}

/** What every strike of one expiry shares: computed once per (day, expiry). */
export interface ExpirySurface {
  cls: TickerClass;
  forward: number;
  atm: number;
  atmSqrtT: number;
}

export function expirySurface(cls: TickerClass, atm30: number, ratio: number, forward: number, years: number): ExpirySurface {
  const t = Math.max(years, T1);
  const atm = atmVol(atm30, ratio, t);
  return { cls, forward, atm, atmSqrtT: atm * Math.sqrt(t) };
}

/** Standardised moneyness z of a strike (used by the liquidity rules too). */
export function strikeZ(s: ExpirySurface, strike: number): number {
  return Math.log(strike / s.forward) / s.atmSqrtT;
}

/** The modeled implied vol at standardised moneyness z. */
export function strikeVol(s: ExpirySurface, z: number): number {
  return Math.min(Math.max(s.atm * smile(s.cls, z, s.atmSqrtT), VOL_MIN), VOL_MAX);
}
