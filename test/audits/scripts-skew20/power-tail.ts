/**
 * Issue 15, SKEW 2024-25: the far put tail of the engine as checked out, linear (main) or τ·h^p
 * (`git apply test/audits/scripts-skew20/tail-power-1.3.patch`, TAIL_POWER; edit it for another p).
 * `TAIL_FORM=label npx tsx test/audits/scripts-skew20/power-tail.ts` prints: SPX SKEW residuals per
 * year 2022-2025 on the fitted tail (what vol-fit-report reads) and on the 30-day quoted tail (cut
 * for butterflies, what the chain shows), days at TAIL_MAX, and the SPXW Jan-Feb 2018 figures
 * (chain-accuracy.ts: medianOfDays, worstDay, far puts' median error); and on every 5th day, at
 * 1/9/30/91/365 days, Durrleman's g beyond the engine's butterfly grid down to 0.3·F, and Lee's slope.
 */
import { reportContexts } from '../../../functions/market/report-contexts';
import { accuracyOfFile, SPXW_FIXTURE } from '../../../functions/market/chain-accuracy';
import { stripMoments, TAIL_MAX } from '../../../shared/engine/market/vol-index-formulas';
import { admissibleTail, atmVol, smileFactor } from '../../../shared/engine/market/vol-surface';
import { LEE_SLOPE_MAX } from '../../../shared/engine/market/chain-rules';
import type { SmileShape } from '../../../shared/engine/market/chain-rules';

/**
 * Durrleman's g beyond the engine's butterfly grid (z < −10), down to the strike 0.3·F (SPX's far
 * listing floor), by finite differences of Q = smileFactor², and the largest total-variance slope
 * in ln K there (Lee: under 2; the engine keeps LEE_SLOPE_MAX).
 */
function farCheck(shape: SmileShape, tail: number, w: number): { g: number; leeSlope: number } {
  const Q = (z: number) => smileFactor(tail, z, w, shape) ** 2;
  const W = w * w;
  let g = Infinity;
  let lee = 0;
  const e = 1e-3;
  for (let z = Math.log(0.3) / w; z <= -10; z += 0.05) {
    const a = Q(z - e), F = Q(z), d = Q(z + e);
    const F1 = (d - a) / (2 * e), F2 = (d - 2 * F + a) / (e * e);
    g = Math.min(g, (1 - (z * F1) / (2 * F)) ** 2 - (F1 * F1) / (4 * F) - (W * F1 * F1) / 16 + F2 / 2);
    lee = Math.max(lee, Math.abs(w * F1));
  }
  return { g, leeSlope: lee };
}

const r = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

async function main() {
  {
    // The form measured: main's linear tail, or the convex one of tail-power-1.3.patch when applied.
    const p = process.env.TAIL_FORM ?? 'engine as checked out';
    const { input, ctx } = await reportContexts('SPX');
    const skewOf = new Map((input.volIndices ?? []).map((d) => [d.date, d.values.skew]));
    const years: Record<string, { n: number; fit: number; fitMax: number; quoted: number; quotedSigned: number; atMax: number }> = {};
    for (const b of input.bars) {
      const y = b.date.slice(0, 4);
      if (y < '2010') continue;
      const c = ctx(b.date);
      const real = skewOf.get(b.date);
      if (c === undefined || real === undefined) continue;
      const s = c.surface;
      const w = atmVol(s, 30 / 365) * Math.sqrt(30 / 365);
      const fit = stripMoments(w, s.tail, s.shape).skew - real;
      const quoted = stripMoments(w, admissibleTail(s.shape, s.tail, w), s.shape).skew - real;
      const a = (years[y] ??= { n: 0, fit: 0, fitMax: 0, quoted: 0, quotedSigned: 0, atMax: 0 });
      a.n += 1;
      a.fit += Math.abs(fit);
      a.fitMax = Math.max(a.fitMax, Math.abs(fit));
      a.quoted += Math.abs(quoted);
      a.quotedSigned += quoted;
      if (s.tail >= TAIL_MAX - 1e-9) a.atMax += 1;
    }
    let far = { days: 0, leastG: Infinity, negative: 0, maxLeeSlope: 0 };
    for (const b of input.bars.filter((_, i) => i % 5 === 0)) {
      const c = ctx(b.date);
      if (c === undefined || b.date < '2010') continue;
      far.days += 1;
      for (const days of [1, 9, 30, 91, 365]) {
        const s = c.surface;
        const w = atmVol(s, days / 365) * Math.sqrt(days / 365);
        const f = farCheck(s.shape, admissibleTail(s.shape, s.tail, w), w);
        if (f.g < 0) far.negative += 1;
        far = { ...far, leastG: Math.min(far.leastG, f.g), maxLeeSlope: Math.max(far.maxLeeSlope, f.leeSlope) };
      }
    }
    console.log(JSON.stringify({ p, farBeyondButterflyGrid: { ...far, leastG: r(far.leastG, 4), maxLeeSlope: r(far.maxLeeSlope, 3), leeSlopeMax: LEE_SLOPE_MAX } }));
    const acc = await accuracyOfFile(SPXW_FIXTURE);
    const farPut = acc.errorsByDelta.find((e) => e.type === 'put' && e.delta === '0.00-0.01');
    console.log(JSON.stringify({
      p,
      skewByYear: Object.fromEntries(Object.entries(years).map(([y, a]) => [y, { days: a.n, fitMeanAbs: r(a.fit / a.n, 3), fitMax: r(a.fitMax), quoted30MeanAbs: r(a.quoted / a.n), quoted30Mean: r(a.quotedSigned / a.n), atTailMax: a.atMax }])),
      spxw2018: { medianOfDays: acc.medianOfDays, worstDay: acc.worstDay, farPut: farPut?.medianError, putsByDelta: acc.errorsByDelta.filter((e) => e.type === 'put').map((e) => `${e.delta}: ${e.medianError}`) },
    }));
  }
}
void main();
