import { describe, expect, it } from 'vitest';
import { dividendsAfter, EVE, eveOf, latticeAmerican, latticeSteps, NO_DIVIDENDS, type AmericanInput, type AmericanValue, type CashDividends } from './american-price';
import { bsmPriceDelta, intrinsicValue } from './black-scholes';

/*
 * latticeAmerican keeps each dividends object's strike-free exercise terms between calls and skips
 * the nodes worth exactly 0 (american-price.ts offsetTerms, zeroBelow/zeroFrom): both for speed
 * only. These tests hold it to the plain lattice below, the induction over every node with the
 * terms recomputed at each call (the pricer as it was before, 8d2c020..e7edc9e), bit for bit.
 */

function capturedAfter(d: CashDividends, t: number, rate: number): number {
  let pv = 0;
  for (let i = 0; i < d.years.length; i++) if (eveOf(d, i) >= t - 1e-12) pv += (d.amounts[i] as number) * Math.exp(-rate * ((d.years[i] as number) - t));
  return pv;
}

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

function peizerPratt(z: number, n: number): number {
  const x = z / (n + 1 / 3 + 0.1 / (n + 1));
  const h = 0.5 * Math.sqrt(Math.max(0, 1 - Math.exp(-x * x * (n + 1 / 6))));
  return z >= 0 ? 0.5 + h : 0.5 - h;
}

/** The lattice of american-price.ts with every node induced and the offsets computed afresh. */
function plainLattice(a: AmericanInput, steps: number): AmericanValue {
  const { type, escrowed: s0, strike: k, years: t, rate: r, vol: v, dividends: d } = a;
  const exercise0 = intrinsicValue(type, k, s0 + dividendsAfter(d, 0, r));
  if (!(t > 0) || !(v > 0)) return { price: exercise0, delta: exercise0 > 0 ? (type === 'call' ? 1 : -1) : 0, hold: exercise0, exercise: exercise0, lattice: false, european: exercise0 };
  const call = type === 'call';
  const n = latticeSteps(call, t, d, steps);
  const dt = t / n;
  const d1 = (Math.log(s0 / k) + (r + (v * v) / 2) * t) / (v * Math.sqrt(t));
  const d2 = d1 - v * Math.sqrt(t);
  const growth = Math.exp(r * dt);
  let p = peizerPratt(d2, n);
  let u = (growth * peizerPratt(d1, n)) / p;
  let dn = (growth - p * u) / (1 - p);
  // As the pricer since 69316d4: where (1 − p)^n underflows, Cox-Ross-Rubinstein.
  if (!(p > 1e-9 && p < 1 - 1e-9 && dn > 0 && u > dn && (1 - p) ** n > 1e-250)) {
    u = Math.exp(v * Math.sqrt(dt));
    dn = 1 / u;
    p = (growth - dn) / (u - dn);
  }
  const disc = 1 / growth;
  const pu = disc * p;
  const pd = disc * (1 - p);
  const offsets: number[] = [];
  for (let i = 0; i <= n; i++) {
    const ti = i * dt;
    if (d.years.length === 0) offsets.push(call ? -k : k);
    else {
      const pv = call ? capturedAfter(d, ti, r) : dividendsAfter(d, ti, r);
      offsets.push(Math.max(call ? pv - k : k - pv, eventOffset(call, k, r, d, ti, dt, false)));
    }
  }
  const ratio = u / dn;
  let low = s0 * dn ** n;
  let node = low;
  const am: number[] = [];
  let weight = (1 - p) ** n;
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
    if (j < n) euDown += weight1 * payoff;
    if (j > 0) euUp += previousWeight1 * payoff;
    previousWeight1 = weight1;
    if (j < n) weight1 *= ((n - 1 - j) / (j + 1)) * odds;
    node *= ratio;
  }
  for (let i = n - 1; i >= 1; i--) {
    low /= dn;
    let s = low * (call ? 1 : -1);
    let next = am[0] as number;
    for (let j = 0; j <= i; j++) {
      const upA = am[j + 1] as number;
      const held = pu * upA + pd * next;
      const now = s + (offsets[i] as number);
      am[j] = now > held ? now : held;
      next = upA;
      s *= ratio;
    }
  }
  const down1 = am[0] as number;
  const up1 = am[1] as number;
  const exact = bsmPriceDelta(type, s0, k, t, r, 0, v);
  const waited = (call ? s0 : -s0) + eventOffset(call, k, r, d, 0, dt, true);
  const hold = Math.max(pu * up1 + pd * down1 - euSum * disc ** n + exact.price, exact.price, waited);
  const exercised = exercise0 >= hold;
  const spread = s0 * (u - dn);
  const latticeDelta = (up1 - down1) / spread - ((euUp - euDown) * disc ** (n - 1)) / spread + exact.delta;
  const bounded = call ? Math.min(Math.max(latticeDelta, 0), 1) : Math.min(Math.max(latticeDelta, -1), 0);
  const delta = exercised ? (exercise0 > 0 ? (call ? 1 : -1) : 0) : Math.abs(bounded) > 1 - 1e-9 ? Math.sign(bounded) : bounded;
  return { price: exercised ? exercise0 : hold, delta, hold, exercise: exercise0, lattice: true, european: exact.price };
}

/** A seeded sample: spots, strikes 0.5-1.5x, tenors from hours to 3 years, rates -0.5% to 10%, vols 1-340%, 0-3 dividends. */
function sample(count: number): { input: AmericanInput; steps: number }[] {
  let seed = 20261203;
  const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const shared: CashDividends[] = [];
  const cases: { input: AmericanInput; steps: number }[] = [];
  for (let c = 0; c < count; c++) {
    const count = Math.floor(rnd() * 4);
    let dividends: CashDividends = NO_DIVIDENDS;
    if (count > 0 && shared.length > 0 && rnd() < 0.4) dividends = pick(shared);
    else if (count > 0) {
      const years: number[] = [];
      const amounts: number[] = [];
      const eves: number[] = [];
      let at = rnd() * 0.3;
      for (let j = 0; j < count; j++) {
        years.push(Math.max(at, 1e-4));
        amounts.push(rnd() * 3);
        eves.push(Math.max(at, 1e-4) - (rnd() < 0.5 ? 1 : 3) / 365);
        at += 0.25 * (0.5 + rnd());
      }
      dividends = rnd() < 0.5 ? { years, amounts } : { years, amounts, eves };
      shared.push(dividends);
    }
    const spot = 20 + rnd() * 600;
    cases.push({
      input: {
        type: rnd() < 0.5 ? 'put' : 'call',
        escrowed: spot,
        strike: spot * (0.5 + rnd()),
        years: pick([0.5 / 365, 5 / 365, 20 / 365, 45 / 365, 0.3, 1, 2.3]) * (0.5 + rnd()),
        rate: pick([0, 0.001, 0.02, 0.05, 0.1, -0.005]),
        vol: pick([0.02, 0.1, 0.2, 0.5, 1.5]) * (0.5 + rnd()),
        dividends,
      },
      steps: pick([41, 41, 41, 201, 3]),
    });
  }
  return cases;
}

describe('the lattice shortcuts (kept exercise terms, nodes worth 0 skipped)', () => {
  it('price every sampled contract bit for bit as the plain lattice, the dividends objects shared between calls', () => {
    const differing: string[] = [];
    for (const { input, steps } of sample(4000)) {
      const fast = latticeAmerican(input, steps);
      const plain = plainLattice(input, steps);
      for (const key of ['price', 'delta', 'hold', 'exercise', 'lattice', 'european'] as const) {
        if (!Object.is(fast[key], plain[key])) differing.push(`${JSON.stringify(input)} ${steps}: ${key} ${fast[key]} vs ${plain[key]}`);
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('price the strikes of one expiry in turn bit for bit as the plain lattice (the constants kept from the last rate, years and steps)', () => {
    // A chain's order: many strikes and both types at one rate, years and steps, then another expiry
    // or day; vols around each strike's, a step count near an ex-date now and then.
    const dividends: CashDividends = { years: [12 / 365], amounts: [1.7], eves: [11 / 365] };
    const differing: string[] = [];
    for (let strike = 380; strike <= 470; strike += 5) {
      for (const type of ['put', 'call'] as const) {
        for (const steps of [41, 41, 201]) {
          // In turn: the same constants, another years (the same steps), another rate, a rate of ±0.
          for (const [years, rate] of [[30 / 365, 0.0402], [30 / 365, 0.0402], [37 / 365, 0.0402], [30 / 365, 0.0001], [30 / 365, 0], [30 / 365, -0]] as const) {
            const input: AmericanInput = { type, escrowed: 425, strike, years, rate, vol: 0.12 + (470 - strike) / 900, dividends: strike % 10 === 0 ? dividends : NO_DIVIDENDS };
            const fast = latticeAmerican(input, steps);
            const plain = plainLattice(input, steps);
            for (const key of ['price', 'delta', 'hold', 'exercise', 'lattice', 'european'] as const) {
              if (!Object.is(fast[key], plain[key])) differing.push(`${JSON.stringify(input)} ${steps}: ${key} ${fast[key]} vs ${plain[key]}`);
            }
          }
        }
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('read each eve as the optional chain did: the eves given, else EVE before the ex-date (none given, or fewer than the dividends)', () => {
    const years = [3 / 365, 94 / 365, 185 / 365];
    for (const eves of [undefined, [2 / 365, 91 / 365, 184 / 365], [0], [], [Number.NaN, -0]]) {
      const d: CashDividends = eves === undefined ? { years, amounts: [1, 1, 1] } : { years, amounts: [1, 1, 1], eves };
      for (let i = 0; i < years.length; i++) expect(Object.is(eveOf(d, i), d.eves?.[i] ?? (years[i] as number) - EVE)).toBe(true);
    }
  });

  it('keep one dividends object\'s terms apart by type, rate and steps (the same object asked in turn)', () => {
    const dividends: CashDividends = { years: [10 / 365, 100 / 365], amounts: [1.8, 1.9], eves: [7 / 365, 99 / 365] };
    const asks: [AmericanInput, number][] = [];
    for (const type of ['put', 'call'] as const) {
      for (const rate of [0.01, 0.05]) for (const steps of [41, 201]) asks.push([{ type, escrowed: 100, strike: type === 'put' ? 110 : 90, years: 0.4, rate, vol: 0.25, dividends }, steps]);
    }
    for (const [input, steps] of [...asks, ...asks.reverse()]) expect(latticeAmerican(input, steps)).toEqual(plainLattice(input, steps));
  });
});
