/**
 * The reference the American pricer (american-price.ts) is measured against: a plain
 * Cox-Ross-Rubinstein lattice of the same escrowed-dividend model with many steps (exercise allowed
 * at every step, the stock at a node S* + PV of the dividends still ahead; a call captures a
 * dividend only by its eve's close, american-price.ts EVE), the mean of `steps` and
 * `steps + 1` steps (CRR's odd/even oscillation cancels). No control variate, no closed form: slow
 * (steps² / 2 nodes) and independent of the pricer's shortcuts. Tests and measurement scripts only.
 */
import type { OptionType } from '../market-data';
import { EVE, type CashDividends } from '../american-price';

export interface ReferenceValue {
  price: number;
  /** Continuation value at the root (the option held past now). */
  hold: number;
  exercise: number;
}

function pvAfter(d: CashDividends, t: number, r: number): number {
  let pv = 0;
  for (let i = 0; i < d.years.length; i++) if ((d.years[i] as number) > t) pv += (d.amounts[i] as number) * Math.exp(-r * ((d.years[i] as number) - t));
  return pv;
}

/** The dividends a call exercised at `t` captures: those whose eve's close (EVE before the ex-date) is not yet past. */
function capturedAfter(d: CashDividends, t: number, r: number): number {
  let pv = 0;
  for (let i = 0; i < d.years.length; i++) if ((d.years[i] as number) - EVE >= t - 1e-12) pv += (d.amounts[i] as number) * Math.exp(-r * ((d.years[i] as number) - t));
  return pv;
}

function crr(type: OptionType, s0: number, k: number, t: number, r: number, v: number, d: CashDividends, n: number): ReferenceValue {
  const call = type === 'call';
  const exercise = Math.max(0, call ? s0 + pvAfter(d, 0, r) - k : k - s0 - pvAfter(d, 0, r));
  const dt = t / n;
  const u = Math.exp(v * Math.sqrt(dt));
  const dn = 1 / u;
  const growth = Math.exp(r * dt);
  const p = (growth - dn) / (u - dn);
  const pu = p / growth;
  const pd = (1 - p) / growth;
  const values = new Float64Array(n + 1);
  for (let j = 0; j <= n; j++) {
    const s = s0 * u ** (2 * j - n);
    values[j] = Math.max(0, call ? s - k : k - s);
  }
  for (let i = n - 1; i >= 0; i--) {
    const pv = call ? capturedAfter(d, i * dt, r) : pvAfter(d, i * dt, r);
    for (let j = 0; j <= i; j++) {
      const held = pu * (values[j + 1] as number) + pd * (values[j] as number);
      const s = s0 * u ** (2 * j - i);
      const now = call ? s + pv - k : k - s - pv;
      values[j] = i > 0 && now > held ? now : held;
    }
  }
  const hold = values[0] as number;
  return { price: Math.max(hold, exercise), hold, exercise };
}

/** The American value of the escrowed-dividend model, `escrowed` = S − PV(dividends). */
export function referenceAmerican(type: OptionType, escrowed: number, strike: number, years: number, rate: number, vol: number, dividends: CashDividends, steps = 4000): ReferenceValue {
  const a = crr(type, escrowed, strike, years, rate, vol, dividends, steps);
  const b = crr(type, escrowed, strike, years, rate, vol, dividends, steps + 1);
  return { price: (a.price + b.price) / 2, hold: (a.hold + b.hold) / 2, exercise: a.exercise };
}
