/**
 * The contract the targeted search (selection/targeted-search.ts) picks on a modeled day, found
 * with fewer contracts priced: a multi-leg run searches every leg on every entry day (an iron
 * condor: 4 legs a day for 15 years), and pricing contracts was most of that.
 *
 * - A priced measure (delta) is bisected from a seed, the strike where the run found the leg last
 *   (strike-seeds.ts; NaN: none, the whole grid is bisected), instead of from the ends of the
 *   strike grid: ~4 contracts priced instead of ~10 on a grid of 100-300 strikes.
 * - A measure of the strike alone (a child leg's offset, strike, % OTM) prices only the contracts
 *   whose distance to the target could still win, not one more to find that it cannot.
 * - On a chain whose `quote` is its `probe` (a band run's, band-run.ts) the pick is the contract
 *   already priced, not priced again.
 *
 * The same answer, not an approximation. For a measure monotone in the strike (what the targeted
 * search requires), "the first grid index where the measure reaches the target" is one index
 * however it is found, and from it both searches walk the same contracts in the same order; the
 * contracts not priced here are those whose price could not change the answer. That holds on a
 * modeled day, whose contracts are always valid with finite deltas (no probe the targeted search
 * makes can fail or come back unusable there). Elsewhere, and whenever it finds no contract, it
 * returns undefined: the caller then asks the targeted search and the scan, which word the miss.
 */
import type { OptionChainProvider, OptionQuote } from '../../market/market-data';
import { checkQuote } from '../../core/quote-check';
import type { ContractRequest } from '../../selection/select-contract';

const EPS = 1e-12;

/** One search's state (plain functions over it, not closures: this runs for every leg every day). */
interface Search {
  chains: OptionChainProvider;
  req: ContractRequest;
  expiry: string;
  strikes: readonly number[];
  /** Contracts priced so far, by grid index (few: a linear look-up beats a Map). */
  index: number[];
  probed: OptionQuote[];
}

export function seededSelect(chains: OptionChainProvider, req: ContractRequest, expiry: string, seed: number): OptionQuote | undefined {
  if (!req.monotone || !chains.strikes || chains.source(req.date) !== 'modeled') return undefined;
  const strikes = chains.strikes(req.date, expiry);
  const n = strikes?.length ?? 0;
  if (strikes === undefined || n < 2) return undefined;
  const s: Search = { chains, req, expiry, strikes, index: [], probed: [] };
  const lo = req.strikeMeasure === undefined && Number.isFinite(seed) ? crossingFromSeed(s, seed) : crossing(s);
  if (lo === undefined) return undefined;

  // From the crossing, the targeted search's walk: the nearest contract passing the filters on
  // the right, then on the left (an equal distance there wins: the lower strike).
  const tolerance = req.tolerance == null ? Infinity : req.tolerance + EPS;
  let best: OptionQuote | undefined;
  let bestGap = Infinity;
  for (let i = lo; i < n; i++) {
    const m = measureAt(s, i);
    if (!Number.isFinite(m)) return undefined;
    const gap = Math.abs(m - req.target);
    if (gap > tolerance) break;
    const q = probeAt(s, i);
    if (q === undefined) return undefined;
    if (passes(req, q)) {
      best = q;
      bestGap = gap;
      break;
    }
  }
  for (let i = lo - 1; i >= 0; i--) {
    const m = measureAt(s, i);
    if (!Number.isFinite(m)) return undefined;
    const gap = Math.abs(m - req.target);
    if (gap > tolerance || gap > bestGap) break;
    const q = probeAt(s, i);
    if (q === undefined) return undefined;
    if (passes(req, q)) {
      best = q;
      bestGap = gap;
    }
  }
  if (best === undefined) return undefined;
  if (chains.quote === chains.probe) return best;
  const picked = chains.quote(req.date, expiry, req.type, best.strike);
  return picked && checkQuote(picked, req.date);
}

function probeAt(s: Search, i: number): OptionQuote | undefined {
  const k = s.index.indexOf(i);
  if (k >= 0) return s.probed[k];
  const { chains, req } = s;
  const strike = s.strikes[i] as number;
  const raw = chains.probe ? chains.probe(req.date, s.expiry, req.type, strike) : chains.quote(req.date, s.expiry, req.type, strike);
  if (raw === undefined) return undefined;
  const q = checkQuote(raw, req.date);
  s.index.push(i);
  s.probed.push(q);
  return q;
}

function measureAt(s: Search, i: number): number {
  const { req } = s;
  if (req.strikeMeasure) return req.strikeMeasure(s.strikes[i] as number);
  const q = probeAt(s, i);
  return q ? req.measure(q) : Number.NaN;
}

/** Whether the measure at `i` has reached the target (undefined: no finite measure there). */
function reached(s: Search, i: number, rising: boolean): boolean | undefined {
  const m = measureAt(s, i);
  if (!Number.isFinite(m)) return undefined;
  return rising ? m >= s.req.target : m <= s.req.target;
}

/** The first index that reached the target (n: none), bisected over the whole grid (a free measure). */
function crossing(s: Search): number | undefined {
  const n = s.strikes.length;
  const first = measureAt(s, 0);
  const last = measureAt(s, n - 1);
  if (!Number.isFinite(first) || !Number.isFinite(last)) return undefined;
  return bisect(s, first <= last, -1, n);
}

/**
 * The same index found from the seed: the direction of the measure read in the seed's grid cell
 * (the targeted search reads it off the grid's ends: the same for a monotone measure unless it is
 * flat in that cell), a bracket galloped out from the seed, then bisected.
 */
function crossingFromSeed(s: Search, seed: number): number | undefined {
  const n = s.strikes.length;
  const c = Math.min(Math.max(lowerBound(s.strikes, seed), 0), n - 2);
  const m0 = measureAt(s, c);
  const m1 = measureAt(s, c + 1);
  if (!Number.isFinite(m0) || !Number.isFinite(m1) || m0 === m1) return undefined;
  const rising = m0 < m1;
  // `below` has not reached the target (-1: left of the grid), `at` has (n: right of it).
  let below = -1;
  let at = n;
  const atSeed = reached(s, c, rising);
  if (atSeed === undefined) return undefined;
  if (atSeed) {
    at = c;
    for (let step = 1; at - step >= 0; step *= 2) {
      const r = reached(s, at - step, rising);
      if (r === undefined) return undefined;
      if (!r) {
        below = at - step;
        break;
      }
      at -= step;
    }
  } else {
    below = c;
    for (let step = 1; below + step < n; step *= 2) {
      const r = reached(s, below + step, rising);
      if (r === undefined) return undefined;
      if (r) {
        at = below + step;
        break;
      }
      below += step;
    }
  }
  return bisect(s, rising, below, at);
}

/** The first index in (below, at] that reached the target, given that `below` has not and `at` has. */
function bisect(s: Search, rising: boolean, below: number, at: number): number | undefined {
  let lo = below;
  let hi = at;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    const r = reached(s, mid, rising);
    if (r === undefined) return undefined;
    if (r) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The first index of ascending `xs` at or above `x` (xs.length when none). */
function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((xs[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function passes(req: ContractRequest, q: OptionQuote): boolean {
  return q.volume >= req.minVolume && (!req.accept || req.accept(q));
}
