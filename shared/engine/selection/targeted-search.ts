import type { OptionChainProvider, OptionQuote } from '../market/market-data';
import { checkQuote } from '../core/quote-check';
import type { ContractRequest } from './select-contract';
import { winsWholeTie } from './strike-tie';

const EPS = 1e-12;

/**
 * The contract the full scan of `selectContract` would pick, found with a handful of contracts
 * priced instead of the whole chain (building chains was ~90% of a spreads run's time).
 *
 * Valid only when the measure is monotone in the strike (`req.monotone`: delta, strike, % OTM):
 * then |measure − target| falls up to the index where the measure crosses the target and rises
 * after it, and that first crossing index is one index however it is found. A bisection finds it:
 * over the whole strike grid, or on a modeled day from `seed`, a strike near where the last search
 * of the same leg found it (multileg/strike-seeds.ts: ~4 contracts priced instead of ~10), or for a
 * delta target where the chain's lattice-free deltas reach it (OptionChainProvider.deltaSeed). From it,
 * the nearest contract passing the filters on the right, and on the left (kept on a tie: the full
 * scan keeps the lower strike) are found by walking outward until the distance can no longer win;
 * a measure of the strike alone prices only the contracts whose distance could still win.
 *
 * Returns undefined whenever it cannot answer exactly like the scan (no cheap strike list, a
 * missing quote, a non-finite measure, or no contract found: the scan then writes the precise miss).
 */
/**
 * What a search saw besides its answer (written when it answers): `volumeRefused`, whether a contract
 * it looked at was refused for its volume. When none was, the same request with no minimum volume
 * walks the same contracts to the same pick (the walk's every other step reads the measure alone).
 */
export interface SearchSeen {
  volumeRefused: boolean;
}

export function targetedSelect(chains: OptionChainProvider, req: ContractRequest, expiry: string, seed = Number.NaN, seen?: SearchSeen): OptionQuote | undefined {
  if (!req.monotone || !chains.strikes) return undefined;
  const strikes = chains.strikes(req.date, expiry);
  if (!strikes || strikes.length === 0) return undefined;
  // Plain functions over one state object, not closures: this runs for every leg on every day.
  const s: Search = { chains, req, expiry, strikes, index: [], probed: [], volumeRefused: false };
  const n = strikes.length;
  // A seed only on a modeled day, whose contracts are always valid with finite deltas (the
  // seeded bracket may probe where the whole-grid bisection would not); a flat seed cell falls back.
  const seedable = req.strikeMeasure === undefined && n >= 2 && chains.source(req.date) === 'modeled';
  // By delta, the chain's seed from deltas that need no lattice (delta-seed.ts): most often the very
  // cell of the crossing, so the search prices those two contracts and rarely more (the SPY iron
  // condor bench's short legs: 2.6 contracts a search instead of 4.2 from where their last search
  // ended, which stays the seed where the chain gives none).
  const cheap = seedable && req.byDelta === true && chains.deltaSeed !== undefined ? chains.deltaSeed(req.date, expiry, req.type, req.target) : Number.NaN;
  const start = Number.isFinite(cheap) ? cheap : seed;
  const lo = (seedable && Number.isFinite(start) ? crossingFromSeed(s, start) : undefined) ?? crossing(s);
  if (lo === undefined) return undefined;

  const tolerance = req.tolerance == null ? Infinity : req.tolerance + EPS;
  let best: OptionQuote | undefined;
  let bestGap = Infinity;
  let bestMeasure = Number.NaN;
  for (let i = lo; i < n; i++) {
    const m = measureAt(s, i);
    if (!Number.isFinite(m)) return undefined;
    const gap = Math.abs(m - req.target);
    if (gap > tolerance) break;
    // Further right is farther, and a tie there loses to the lower strike, but for a contract of the
    // same whole-number measure nearer the money (strike-tie.ts): the walk goes on over those.
    if (best !== undefined && (m !== bestMeasure || !Number.isInteger(m))) break;
    const q = probeAt(s, i);
    if (q === undefined) return undefined;
    if (passes(s, q)) {
      if (best === undefined || winsWholeTie(q, best, m)) {
        best = q;
        bestGap = gap;
        bestMeasure = m;
      }
      // At or above the money, every strike further right is farther from it.
      if (!Number.isInteger(bestMeasure) || best.strike >= best.underlying_price) break;
    }
  }
  for (let i = lo - 1; i >= 0; i--) {
    const m = measureAt(s, i);
    if (!Number.isFinite(m)) return undefined;
    const gap = Math.abs(m - req.target);
    if (gap > tolerance || gap > bestGap) break;
    const q = probeAt(s, i);
    if (q === undefined) return undefined;
    // Equal gaps: the lower strike wins, as in the scan; of one whole-number measure, the nearer the money.
    if (passes(s, q) && (best === undefined || gap < bestGap || m !== bestMeasure || !winsWholeTie(best, q, m))) {
      best = q;
      bestGap = gap;
      bestMeasure = m;
    }
  }
  if (best === undefined) return undefined;
  if (seen !== undefined) seen.volumeRefused = s.volumeRefused;
  // What leaves the selection is the provider's plain quote of the winner, not a probe (a band
  // run's chain answers `quote` with its probe: the contract already priced), unless the caller
  // asks for it later (ContractRequest.deferQuote, select-contract.ts probedPick).
  if (chains.quote === chains.probe || probedPick(chains, req)) return best;
  const picked = chains.quote(req.date, expiry, req.type, best.strike);
  return picked && checkQuote(picked, req.date);
}

interface Search {
  chains: OptionChainProvider;
  req: ContractRequest;
  expiry: string;
  strikes: readonly number[];
  /** Contracts priced so far, by grid index (few: a linear look-up beats a Map). */
  index: number[];
  probed: OptionQuote[];
  /** A contract the walk looked at was refused for its volume (SearchSeen). */
  volumeRefused: boolean;
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

/** The first index that reached the target (n: none), the direction read off the grid's ends. */
function crossing(s: Search): number | undefined {
  const n = s.strikes.length;
  const first = measureAt(s, 0);
  const last = measureAt(s, n - 1);
  if (!Number.isFinite(first) || !Number.isFinite(last)) return undefined;
  return bisect(s, first <= last, -1, n);
}

/**
 * The same index found from the seed: the direction of the measure read in the seed's grid cell
 * (the same as off the grid's ends for a monotone measure, unless flat in that cell: then
 * undefined), a bracket galloped out from the seed, then bisected.
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

function passes(s: Search, q: OptionQuote): boolean {
  if (q.volume < s.req.minVolume) {
    s.volumeRefused = true;
    return false;
  }
  return !s.req.accept || s.req.accept(q);
}

/**
 * Whether the targeted search returns its probe of the pick rather than the chain's quote of it
 * (ContractRequest.deferQuote): only on a modeled day, where a probe is the same contract as the
 * quote in every field and the quote is always there, and not on a chain whose `quote` is its
 * probe already (a band run's, band-run.ts: nothing to defer).
 */
export function probedPick(chains: OptionChainProvider, req: ContractRequest): boolean {
  return req.deferQuote === true && chains.probe !== undefined && chains.quote !== chains.probe && chains.source(req.date) === 'modeled';
}
