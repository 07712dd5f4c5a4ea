/**
 * Issue 15, SKEW in 2024-25: how much SKEW the smile's form can reach with no butterfly arbitrage,
 * per form of the far put tail. `npx tsx test/audits/scripts-skew20/form-limits.ts [W] [BETA]`
 * (defaults 0.031, the 30-day total ATM vol of 2025-01-22, and β 0.6). For tail start z0 and hinge
 * smoothing c: the largest τ with Durrleman's g ≥ 1e-3 on z ∈ [−14, 6] (0.02 apart, closed-form
 * derivatives of Q = (σ/atm)², as vol-surface.ts butterflyMargin), where g is least, and the
 * continuous SKEW (vol-index-formulas.ts's strip integrals) at that τ.
 */
import { normCdf } from '../../../shared/engine/market/black-scholes';

const W = Number(process.argv[2] ?? 0.031);
const BETA = Number(process.argv[3] ?? 0.6);
const RHO = -0.44;
const S = 1.5;

let P = 1;
function q0(z: number, tau: number, z0: number, c: number): number {
  const r = Math.sqrt(z * z + S * S);
  const u = -z - z0;
  const h = (Math.sqrt(u * u + c * c) + u) / 2;
  return 1 + BETA * (RHO * z + r - S) + tau * h ** P;
}
function q(z: number, tau: number, z0: number, c: number): [number, number, number] {
  const e = 1e-3;
  const a = q0(z - e, tau, z0, c), b = q0(z, tau, z0, c), d = q0(z + e, tau, z0, c);
  return [b, (d - a) / (2 * e), (d - 2 * b + a) / (e * e)];
}

function margin(tau: number, z0: number, c: number): { g: number; at: number } {
  let g = Infinity;
  let at = 0;
  for (let z = -30; z <= 6; z += 0.02) {
    const [F, F1, F2] = q(z, tau, z0, c);
    const x = (1 - (z * F1) / (2 * F)) ** 2 - (F1 * F1) / (4 * F) - (W * W * F1 * F1) / 16 + F2 / 2;
    if (x < g) { g = x; at = z; }
  }
  return { g, at };
}

function otm(k: number, v: number): number {
  const d1 = -k / v + v / 2;
  const d2 = d1 - v;
  return k < 0 ? Math.exp(k) * normCdf(-d2) - normCdf(-d1) : normCdf(d1) - Math.exp(k) * normCdf(d2);
}

function skew(tau: number, z0: number, c: number, lo = -16, dx = 0.2): number {
  let p1 = 0, p2 = 0, p3 = 0;
  const hi = 10;
  const n = Math.round((hi - lo) / dx);
  for (let i = 0; i <= n; i++) {
    const x = lo + i * dx;
    const k = x * W;
    const v = W * Math.sqrt(Math.max(q(x, tau, z0, c)[0], 1e-4));
    const wt = (i === 0 || i === n ? 1 : i % 2 ? 4 : 2) * (dx / 3) * W;
    const base = otm(k, v) * Math.exp(-k) * wt;
    p1 -= base; p2 += base * 2 * (1 - k); p3 += base * (6 * k - 3 * k * k);
  }
  return 100 - 10 * (p3 - 3 * p1 * p2 + 2 * p1 ** 3) / (p2 - p1 * p1) ** 1.5;
}

function largestTail(z0: number, c: number): number {
  let lo = 0, hi = 60;
  if (margin(hi, z0, c).g >= 1e-3) return hi;
  for (let i = 0; i < 40; i++) { const m = (lo + hi) / 2; if (margin(m, z0, c).g >= 1e-3) lo = m; else hi = m; }
  return lo;
}

console.log(`W ${W} β ${BETA}: SKEW (module's strip, x ≥ −16 / wide, x ≥ −30) at τ 0 ${skew(0, 2, 0.25).toFixed(2)} / ${skew(0, 2, 0.25, -30, 0.05).toFixed(2)}, at τ 1.2 (z0 2, c 0.25) ${skew(1.2, 2, 0.25).toFixed(2)} / ${skew(1.2, 2, 0.25, -30, 0.05).toFixed(2)}`);
for (const p of (process.argv[4] ?? '1').split(',').map(Number)) for (const z0 of [2, 1, 0]) {
  P = p;
  for (const c of [0.25, 1, 2]) {
    const t = largestTail(z0, c);
    const m = margin(t * 1.02, z0, c);
    console.log(`p ${p} z0 ${z0} c ${c}: largest butterfly-free τ ${t.toFixed(3)} (first fails at z ${m.at.toFixed(2)}), SKEW there ${skew(t, z0, c).toFixed(2)} / wide ${skew(t, z0, c, -30, 0.05).toFixed(2)}`);
  }
}
