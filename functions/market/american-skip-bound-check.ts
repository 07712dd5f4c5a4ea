/**
 * `npx tsx functions/market/american-skip-bound-check.ts` (review of 2026-12-02): is
 * earlyExercisePremiumBound a real bound where the pricer skips the lattice (bound under half a
 * cent)? On adversarial cases of a $100 stock (moneyness 0.6-1.5 × 2/7/30/182 days × rates
 * 0.1%/5.3%/8% × vols 8/20/50% × no dividend, $3 the day before expiry, $1.50 quarterly, $2 two days
 * in), every skipped case's premium on a 4000-step CRR lattice (referenceAmerican less escrowed
 * BSM) is printed when over half a cent, with the largest premium less bound. Takes ~8 minutes.
 */
import { earlyExercisePremiumBound, PREMIUM_NEGLIGIBLE, type AmericanInput } from '../../shared/engine/market/american-price';
import { referenceAmerican } from '../../shared/engine/market/testing/crr-reference';
import { bsmPriceDelta } from '../../shared/engine/market/black-scholes';
let worst = { excess: -1, c: '' };
let skipped = 0, n = 0, viol = 0;
for (const type of ['put', 'call'] as const)
for (const m of [0.6, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.25, 1.5])
for (const days of [2, 7, 30, 182])
for (const rate of [0.001, 0.053, 0.08])
for (const vol of [0.08, 0.2, 0.5])
for (const divCase of [0, 1, 2, 3]) {
  const t = days / 365;
  const k = 100 * m;
  // 1: a $3 dividend the day before expiry; 2: $1.5 quarterly; 3: $2 two days in
  const quarterly = [0.1, 0.35, 0.6, 0.85].filter((y) => y <= t);
  const dv = divCase === 0 ? { years: [], amounts: [] } : divCase === 1 ? { years: [(days - 1) / 365], amounts: [3] } : divCase === 2 ? { years: quarterly, amounts: quarterly.map(() => 1.5) } : { years: [Math.min(2, days - 1) / 365], amounts: [2] };
  let pv = 0;
  dv.years.forEach((y, i) => (pv += (dv.amounts[i] as number) * Math.exp(-rate * y)));
  const a: AmericanInput = { type, escrowed: 100 - pv, strike: k, years: t, rate, vol, dividends: dv };
  n++;
  const b = earlyExercisePremiumBound(a);
  if (!(b < PREMIUM_NEGLIGIBLE)) continue;
  skipped++;
  const ref = referenceAmerican(type, a.escrowed, k, t, rate, vol, dv, 4000);
  const eu = bsmPriceDelta(type, a.escrowed, k, t, rate, 0, vol).price;
  // The reference lattice's own European error cancels: its premium is American − European on the same lattice? Use BSM (4000 steps: error ~1e-4).
  const prem = ref.price - eu;
  const c = `${type} K=${k} ${days}d r=${rate} v=${vol} div${divCase} bound=${b.toFixed(5)} refPremium=${prem.toFixed(5)}`;
  if (prem - b > worst.excess) worst = { excess: prem - b, c };
  if (prem > PREMIUM_NEGLIGIBLE) { viol++; console.log("OVER HALF A CENT", c); }
  if (skipped % 25 === 0) console.log("progress", skipped, "worst", worst.c, (worst.excess).toFixed(5));
}
console.log('cases', n, 'skipped (bound under half a cent)', skipped, 'with the 4000-step premium over half a cent', viol, 'largest premium - bound', worst);
