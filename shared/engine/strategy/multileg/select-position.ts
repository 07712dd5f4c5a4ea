import type { OptionChainProvider, OptionQuote } from '../../market/market-data';
import { pickExpiration } from '../../selection/expiration';
import { fartherExpirations } from '../../selection/expiry-fallback';
import { isVolumeMiss, noExpiryMiss, selectAtExpiry, settledQuote, type ContractRequest, type PassedOver, type ToleranceUnit } from '../../selection/select-contract';
import { attribute, passesEntryConditions, strikeAttribute, type LegPlan } from './leg-plan';
import type { StrikeSeeds } from './strike-seeds';

/** Target types whose value is monotone in the strike for a given option type (targeted search). */
const MONOTONE_TARGETS: ReadonlySet<string> = new Set(['delta', 'strike_price', 'percentage_otm']);

export interface PositionQuery {
  date: string;
  spot: number;
  exactDte: boolean;
  minVolume: number;
  /** Where the run's earlier searches found each leg (the seed of selection/targeted-search.ts): a faster search, the same picks. */
  seeds?: StrikeSeeds;
}

/** The expiry each DTE target trades on the day: legs with the same target share one expiry. */
type ExpiryByDte = ReadonlyMap<number, string | undefined>;

/**
 * `passedOver`: the group's nearest expiry, passed over for `traded` (its legs' expiry). `requests`:
 * what each leg asked the chain (in plan order), for the note of a pick the minimum volume moved
 * (volume-moved.ts), read only when the position opens; `volumeBlind`: per leg, the minimum volume refused
 * nothing its search looked at (select-contract.ts Selection.volumeBlind). `quotes` may hold the searches' probes of
 * the picks (`probed`, ContractRequest.deferQuote): enough to fill, bound and size the position,
 * while `settledQuotes` gives the chain's quotes a position opens with.
 */
export type PositionSelection = { quotes: OptionQuote[]; probed: boolean[]; requests: ContractRequest[]; volumeBlind: boolean[]; passedOver?: PassedOver & { traded: string } } | { miss: string };

/**
 * The picks as the chain quotes them (select-contract.ts settledQuote): what a position opens with.
 * Asked only once it opens: the quote of a modeled pick builds its greeks (four more lattices for an
 * American contract) and two implied vols, which a day refused on the margin never reads (of the
 * SPY iron condor bench's entry days, most).
 */
export function settledQuotes(chains: OptionChainProvider, date: string, picked: { quotes: readonly OptionQuote[]; probed: readonly boolean[] }): OptionQuote[] {
  return picked.quotes.map((q, i) => settledQuote(chains, date, q, picked.probed[i] === true));
}

/**
 * The contracts of every leg on the day, in plan order — or the first leg that found none (all
 * legs or no position, issue 5). Legs with the same DTE target trade the same expiry (the nearest
 * to the target, or the exact one). With flexible DTE matching, when a leg misses on the minimum
 * volume, its expiry group moves as one to the next-nearest expiries (expiry-fallback.ts) until
 * every leg passes: a condor's four legs stay on one expiry. Another group (a calendar's other
 * month) keeps its expiry.
 */
export function selectPosition(chains: OptionChainProvider, plan: readonly LegPlan[], query: PositionQuery): PositionSelection {
  const listed = chains.expirations(query.date);
  const expiries = new Map<number, string | undefined>();
  for (const leg of plan) {
    if (!expiries.has(leg.dteTarget)) expiries.set(leg.dteTarget, pickExpiration(listed, query.date, leg.dteTarget, query.exactDte, chains.expirationDays?.(query.date)));
  }
  const first = selectLegs(chains, plan, query, expiries);
  if ('quotes' in first) return first;
  if (query.exactDte || first.dteTarget === undefined || !isVolumeMiss(first.miss)) return { miss: first.miss };
  const nearest = expiries.get(first.dteTarget);
  if (nearest === undefined) return { miss: first.miss };
  for (const expiry of fartherExpirations(listed, query.date, first.dteTarget)) {
    const moved = selectLegs(chains, plan, query, new Map(expiries).set(first.dteTarget, expiry));
    if ('quotes' in moved) return { ...moved, passedOver: { expiry: nearest, miss: first.miss, traded: expiry } };
  }
  return { miss: first.miss };
}

/** How a leg measures a contract against its target (`strikeMeasure`: from the strike alone). */
interface Measures {
  measure: (q: OptionQuote) => number;
  strikeMeasure: ((strike: number) => number) | undefined;
}

/**
 * What a leg asks the chain for, whatever the day: built once per plan, so that the day's request
 * is one fixed-shape object (spreading a base object into each leg's request, with fresh closures,
 * cost about a tenth of an iron condor run's CPU: four legs on every day of 15 years).
 */
interface LegSearch {
  /** The leg's measures on a day with this spot (the same functions when the spot is not read). */
  measures: (spot: number) => Measures;
  targetLabel: string;
  tolerance: number | null;
  toleranceUnit: ToleranceUnit;
  monotone: boolean;
  byDelta: boolean;
}

const BY_OFFSET: Measures = { measure: (q) => q.strike, strikeMeasure: (k) => k };

function legSearch(leg: LegPlan): LegSearch {
  if (leg.strike.kind === 'offset') {
    const offset = leg.strike.offset;
    return {
      measures: () => BY_OFFSET,
      targetLabel: `the parent strike ${offset >= 0 ? '+' : '−'} ${Math.abs(offset)}`,
      // The child's Offset Tolerance ($): dollars of strike, as its offset.
      tolerance: leg.strike.tolerance,
      toleranceUnit: 'dollars',
      monotone: true,
      byDelta: false,
    };
  }
  const t = leg.strike.condition.type;
  // A target leg has no tolerance (the nearest contract): its unit is never written.
  const common = { targetLabel: `${t} ${leg.strike.condition.value}`, tolerance: null, toleranceUnit: 'dollars' as const, monotone: MONOTONE_TARGETS.has(t), byDelta: t === 'delta' };
  if (t === 'strike_price' || t === 'percentage_otm') {
    // Strike and % OTM need no pricing: the search then quotes only the contracts it filters.
    const type = leg.type;
    return {
      ...common,
      measures: (spot) => ({ measure: (q) => attribute(q, t, spot), strikeMeasure: (k) => strikeAttribute(type, t, k, spot) }),
    };
  }
  // Any other target reads the contract alone (attribute ignores the spot for it).
  const fixed: Measures = { measure: (q) => attribute(q, t, Number.NaN), strikeMeasure: undefined };
  return { ...common, measures: () => fixed };
}

const searchesByPlan = new WeakMap<readonly LegPlan[], readonly LegSearch[]>();

function legSearches(plan: readonly LegPlan[]): readonly LegSearch[] {
  let searches = searchesByPlan.get(plan);
  if (searches === undefined) {
    searches = plan.map(legSearch);
    searchesByPlan.set(plan, searches);
  }
  return searches;
}

/**
 * Every leg at its group's expiry. A parent takes the contract nearest its target; a child the
 * strike nearest parent strike + offset within its tolerance, at its own DTE, type and filters.
 * A miss names the DTE target of the leg that missed.
 */
function selectLegs(
  chains: OptionChainProvider,
  plan: readonly LegPlan[],
  query: PositionQuery,
  expiries: ExpiryByDte,
): { quotes: OptionQuote[]; probed: boolean[]; requests: ContractRequest[]; volumeBlind: boolean[] } | { miss: string; dteTarget?: number } {
  const searches = legSearches(plan);
  const spot = query.spot;
  const quotes: OptionQuote[] = [];
  const probed: boolean[] = [];
  const requests: ContractRequest[] = [];
  const volumeBlind: boolean[] = [];
  for (let i = 0; i < plan.length; i++) {
    const leg = plan[i] as LegPlan;
    const search = searches[i] as LegSearch;
    const expiry = expiries.get(leg.dteTarget);
    if (expiry === undefined) return { miss: `${leg.label}: ${noExpiryMiss({ exactDte: query.exactDte, dteTarget: leg.dteTarget })}` };
    let target: number;
    if (leg.strike.kind === 'target') {
      target = leg.strike.condition.value;
    } else {
      const parent = quotes[leg.strike.parent];
      if (!parent) return { miss: `${leg.label}: its parent leg has no contract` };
      target = parent.strike + leg.strike.offset;
    }
    const { measure, strikeMeasure } = search.measures(spot);
    const conditions = leg.entryConditions;
    const request: ContractRequest = {
      date: query.date,
      type: leg.type,
      dteTarget: leg.dteTarget,
      exactDte: query.exactDte,
      minVolume: query.minVolume,
      // No entry conditions: no filter to call on every contract looked at.
      accept: conditions.length > 0 ? (q) => passesEntryConditions(q, conditions, spot) : undefined,
      measure,
      strikeMeasure,
      target,
      targetLabel: search.targetLabel,
      tolerance: search.tolerance,
      toleranceUnit: search.toleranceUnit,
      monotone: search.monotone,
      byDelta: search.byDelta,
      deferQuote: true,
    };
    const selection = selectAtExpiry(chains, request, expiry, query.seeds?.seed(i, spot) ?? Number.NaN);
    if ('miss' in selection) return { miss: `${leg.label}: ${selection.miss}`, dteTarget: leg.dteTarget };
    query.seeds?.record(i, selection.quote.strike, spot);
    quotes.push(selection.quote);
    probed.push(selection.probed === true);
    requests.push(request);
    volumeBlind.push(selection.volumeBlind === true);
  }
  return { quotes, probed, requests, volumeBlind };
}
