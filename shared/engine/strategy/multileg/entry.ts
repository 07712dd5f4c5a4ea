import type { BacktestRequest } from '../../../contracts/multileg';
import { ASSIGNMENT_NOTICE_SKIP, awaitsAssignmentNotice, cooldownSkip, inCooldown } from '../cooldown';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import type { Bar, MarketData } from '../../market/market-data';
import { cents, dollarsText } from '../../core/money';
import { hasNoBid, type FillModel } from '../../execution/fill-model';
import { dteBeyondListingsWords } from '../../selection/dte-beyond-listings';
import type { MarginModel } from '../../portfolio/margin-model';
import { unitsFor } from '../../portfolio/sizing';
import type { Diagnostics } from '../diagnostics';
import type { MultiLegBook } from './book';
import type { CostModel } from '../../execution/cost-model';
import { unitsTheMarginCallKeeps } from './entry-fit';
import type { LegPlan } from './leg-plan';
import type { OpenPosition } from './position';
import { selectPosition, settledQuotes } from './select-position';
import type { StrikeSeeds } from './strike-seeds';
import { fartherExpiryNote } from '../../selection/expiry-fallback';
import { isVolumeMiss } from '../../selection/select-contract';
import { volumeMovedNotes } from '../../selection/volume-moved';
import type { OptionQuote } from '../../market/market-data';
import { sameContractId } from '../../market/modeled-quote';
import { outsideBounds, sameExpiryBounds, valueRangeWords } from './value-bounds';
import { marginSkip, noBidSkip } from '../../../domain/skip-causes';
import { legOverVolumeWords, overVolumeSentence } from '../over-volume';

export interface EntryDeps {
  request: BacktestRequest;
  market: MarketData;
  plan: readonly LegPlan[];
  fill: FillModel;
  margin: MarginModel;
  /** The commissions an entry pays (entry-fit.ts: the equity it leaves must cover the requirement). */
  cost: CostModel;
  book: MultiLegBook;
  diagnostics: Diagnostics;
  /** The run's last strike of each leg, where its next search starts (strike-seeds.ts). */
  seeds?: StrikeSeeds;
  /** The date of the run's last early assignment: no entry at its close (cooldown.ts awaitsAssignmentNotice). */
  earlyAssignedOn?: string;
}

/** A position opened today, with the other open positions' re-marked requirement its units were sized on. */
export interface Opened {
  position: OpenPosition;
  /** margin-call.ts openRequirement of the positions open before it, at the day's close and marks. */
  openRequirement: number;
}

/**
 * Opens at most one position on `bar`'s day: every leg found, units sized under the margin caps.
 * `requirement`: the open positions' requirement re-marked at `bar`'s close and their marks of today
 * (margin-call.ts openRequirement), as the day's margin call left them (enforceMaintenance returns
 * it: the same positions, marks and close, so it is not summed again here). Returns the position
 * with that requirement (the day's margin trace records it); undefined when none opened.
 */
export function tryOpenPosition(d: EntryDeps, bar: Bar, requirement: number): Opened | undefined {
  const s = d.request.strategy;
  if (d.book.open.length >= s.max_open_positions) return;
  if (awaitsAssignmentNotice(d.earlyAssignedOn, bar.date)) {
    d.diagnostics.skip(bar.date, ASSIGNMENT_NOTICE_SKIP);
    return;
  }
  if (inCooldown(d.book.trades.at(-1)?.exit_date, bar.date, s.reentry_cooldown_days)) {
    d.diagnostics.skip(bar.date, cooldownSkip(s.reentry_cooldown_days));
    return;
  }
  const picked = selectPosition(d.market.options, d.plan, {
    date: bar.date,
    spot: bar.close,
    exactDte: s.exact_dte,
    minVolume: d.request.min_volume,
    seeds: d.seeds,
  });
  if ('miss' in picked) {
    d.diagnostics.skip(bar.date, picked.miss);
    if (!isVolumeMiss(picked.miss)) countRefusedChange(d, bar, picked);
    return;
  }
  const cancelling = cancellingLegs(d.plan, picked.quotes);
  if (cancelling !== undefined) {
    refuse(d, bar, picked, cancelling);
    return;
  }
  const unbid = unbidShortLeg(d.plan, picked.quotes);
  if (unbid !== undefined) {
    refuse(d, bar, picked, unbid);
    return;
  }
  const legs = picked.quotes.map((q, i) => {
    const plan = d.plan[i] as LegPlan;
    const price = d.fill.fill(q, plan.side === 'long' ? 'buy' : 'sell', bar.date);
    return { plan, entry: q, entryPrice: price, current: q, mark: d.fill.mark(q) };
  });
  const impossible = entryOutsideBounds(legs);
  if (impossible !== undefined) {
    refuse(d, bar, picked, impossible);
    return;
  }
  const perUnit = d.margin.perUnit(
    legs.map((l) => ({ side: l.plan.side, type: l.plan.type, strike: l.entry.strike, quantity: l.plan.quantity, price: l.entryPrice, expiry: l.entry.expiry_date })),
    bar.close,
  );
  const equity = d.book.equity();
  const expiry = legs.reduce((min, l) => (l.entry.expiry_date < min ? l.entry.expiry_date : min), legs[0]?.entry.expiry_date ?? bar.date);
  const sized = unitsFor({
    marginPerUnit: perUnit.margin,
    equity,
    // The open positions' requirement as the margin call reads it tonight: each re-marked at this
    // close and its legs' marks of today (run-multileg.ts marks them before any exit or entry), not
    // the margin each reserved at its entry. A broker's buying power is the equity less the current
    // requirement; counting the entry margins instead would treat a spread's unrealised gain as free
    // room while the margin call still holds it (a short spread's worst loss from here grows as it
    // gains), and open what the engine's own margin call liquidates at unchanged marks (audit 9 F1:
    // NVDA put spreads over the 2024 split, 9 of 14 entries too large, 9 margin calls).
    openMargin: requirement,
    maxMarginPctPerPosition: s.max_margin_percentage_per_position,
    maxMarginPctPerPortfolio: s.max_margin_percentage_per_portfolio,
    maxUnitsPerPosition: s.max_units_per_position,
  });
  // Nor so many that the entry's own costs leave the equity under that requirement (entry-fit.ts).
  const units = unitsTheMarginCallKeeps({ legs, date: bar.date, expiry, spot: bar.close, equity, openRequirement: requirement, margin: d.margin, cost: d.cost }, sized);
  if (units < 1) {
    // Past the skip list's cap a reason is only counted, by its cause (Diagnostics.countSkipPastCap,
    // as skip() counts a margin reason): not written, with its dollar amount, on every day a full
    // account is refused (most days of the SPY iron condor bench, and of its model-risk runs).
    if (d.diagnostics.keepsSkipReasons()) d.diagnostics.skip(bar.date, marginSkip(dollarsText(cents(perUnit.margin))));
    else d.diagnostics.countSkipPastCap('margin');
    countRefusedChange(d, bar, picked);
    return;
  }
  // The position opens: its legs hold the chain's quotes of the picks (the fills, bounds and units
  // above read the same prices off the probes: select-position.ts settledQuotes).
  const quotes = settledQuotes(d.market.options, bar.date, picked);
  const opening = legs.map((l, i) => {
    const q = quotes[i] as OptionQuote;
    return { ...l, entry: q, current: q };
  });
  const netPerUnit = legs.reduce((sum, l) => sum + (l.plan.side === 'short' ? 1 : -1) * l.entryPrice * l.plan.quantity * SHARES_PER_CONTRACT, 0);
  const margin = cents(perUnit.margin * units);
  // A farther expiry than the nearest (illiquid) one: the trade's reason says so, first of its notes.
  const moved = picked.passedOver && fartherExpiryNote(bar.date, picked.passedOver.traded, picked.passedOver, d.request.min_volume);
  const modeledDay = d.diagnostics.watchesVolumeOn(d.market.options, bar.date);
  if (moved) d.diagnostics.enteredFartherExpiry(moved, modeledDay);
  // A leg's delta pick the minimum volume moved far from the target (volume-moved.ts, audit 12 N6): said, not changed.
  // On a day of modeled volume every change is looked for (the worker's run without the minimum: min-volume-check.ts).
  const moves = volumeMovedNotes(d.market.options, picked.requests, quotes, modeledDay, picked.volumeBlind);
  const volumeMoved = moves.flatMap((m) => (m.note === undefined ? [] : [m.note]));
  for (const note of volumeMoved) d.diagnostics.pickMovedByVolume(`${bar.date}: ${note}`);
  if (modeledDay) for (const m of moves) d.diagnostics.modeledPickMoved(m.by);
  // More contracts of a leg than its day's volume: said, not changed (over-volume.ts, audit 16 F1).
  // Only where the words are kept (OverVolumeTally.keepsWords): a band run or sweep cell reads no reason.
  const overVolume = d.book.overVolume.keepsWords
    ? overVolumeSentence('Opened', opening.flatMap((l) => legOverVolumeWords(l.plan.side, l.entry, l.plan.quantity * units) ?? []))
    : undefined;
  if (overVolume) d.book.overVolume.add('entry', bar.date, overVolume);
  // A leg's DTE target past every listed expiry took the farthest one (audit 21 F4): said once per target.
  const beyond = [...new Set(picked.requests.flatMap((r, i) => dteBeyondListingsWords(d.market.options, bar.date, r.dteTarget, r.exactDte, (quotes[i] as OptionQuote).expiry_date) ?? []))];
  for (const words of beyond) d.diagnostics.enteredBeyondListings(words);
  const adjustments = [...beyond, ...(moved ? [moved] : []), ...volumeMoved, ...(overVolume ? [overVolume] : [])];
  d.book.openPosition({
    entryDate: bar.date,
    units,
    legs: opening,
    entryNet: cents(netPerUnit * units),
    margin,
    capital: Math.max(margin, cents(-netPerUnit * units)),
    expiry,
    ...(adjustments.length > 0 ? { adjustments } : {}),
  });
  const position = d.book.open.at(-1);
  return position ? { position, openRequirement: requirement } : undefined;
}

/**
 * A try refused after its contracts were chosen: skipped with `reason`, and still counted when the
 * minimum volume chose its contracts (countRefusedChange). A module function, not a closure made on
 * every try: under tsx each named closure costs an Object.defineProperty (esbuild's keep-names),
 * ~1% of a model-risk run's CPU, which tries an entry on most days.
 */
function refuse(d: EntryDeps, bar: Bar, picked: ReturnType<typeof selectPosition>, reason: string): void {
  d.diagnostics.skip(bar.date, reason);
  countRefusedChange(d, bar, picked);
}

/**
 * On a day the worker's base run watches (Diagnostics.watchesVolumeOn), an entry refused after its
 * contracts were chosen (margin, no bid, legs that cancel, a price outside the bounds) or missed for
 * another reason than the volume (a child leg's offset from a parent the filter moved) is counted
 * when the minimum volume shaped the try: its expiry passed over, a leg's pick changed
 * (volume-moved.ts, every change), or, for a miss, the same day's selection with no minimum finding
 * a position. The run without the minimum tried other contracts that day and may have entered: a
 * change the result must report (min-volume-check.ts), though this run traded nothing. Counted once
 * a day. The probes' fields are the quotes' (select-contract.ts deferQuote), enough for the check.
 */
function countRefusedChange(d: EntryDeps, bar: Bar, picked: ReturnType<typeof selectPosition>): void {
  const minVolume = d.request.min_volume;
  if (!(minVolume > 0) || !d.diagnostics.watchesVolumeOn(d.market.options, bar.date)) return;
  let changed: boolean;
  if ('miss' in picked) {
    const free = selectPosition(d.market.options, d.plan, { date: bar.date, spot: bar.close, exactDte: d.request.strategy.exact_dte, minVolume: 0 });
    changed = 'quotes' in free;
  } else {
    changed = picked.passedOver !== undefined || volumeMovedNotes(d.market.options, picked.requests, picked.quotes, true, picked.volumeBlind).length > 0;
  }
  if (changed) d.diagnostics.modeledTryRefused(bar.date);
}

/**
 * A long and a short leg on the same contract (a calendar whose two DTE targets found one expiry, a
 * child whose offset landed on its parent's strike) cancel: a broker nets them, so the position is
 * not the one asked for, and only the spreads paid on both sides would move it. On the SPXW sample,
 * whose January days list one expiry, a 20/50-DTE call calendar bought and sold the same contract
 * 333 times and lost $97,436 of slippage on a $9,990 requirement. Undefined when no legs cancel.
 */
export function cancellingLegs(plan: readonly LegPlan[], quotes: readonly OptionQuote[]): string | undefined {
  for (let i = 0; i < quotes.length; i++) {
    for (let j = i + 1; j < quotes.length; j++) {
      const a = plan[i] as LegPlan;
      const b = plan[j] as LegPlan;
      const qa = quotes[i] as OptionQuote;
      const qb = quotes[j] as OptionQuote;
      if (a.side !== b.side && sameContractId(qa, qb)) {
        return `${a.label} and ${b.label} found the same contract (${quotes[i]?.id}), one bought and one sold: they cancel, so no position was opened`;
      }
    }
  }
  return undefined;
}

/**
 * A short leg whose contract nobody bids for (bid 0) cannot be sold: a market order to sell it does
 * not fill, and the fill model gives such a sale 0 (fill-model.ts). Opened anyway, the position
 * would carry that leg's risk and margin for no premium, a trade no broker would have filled; the
 * covered engine already writes no call or put that would sell for nothing (context.ts
 * selectCovered). Undefined when every short leg has a bid.
 */
export function unbidShortLeg(plan: readonly LegPlan[], quotes: readonly OptionQuote[]): string | undefined {
  const i = quotes.findIndex((q, k) => plan[k]?.side === 'short' && hasNoBid(q));
  if (i < 0) return undefined;
  const q = quotes[i] as OptionQuote;
  const which = `${(plan[i] as LegPlan).label}, the short ${q.strike} ${q.call_or_put} (${q.id})`;
  return `${noBidSkip(which, dollarsText(q.bid_price), dollarsText(q.ask_price))}, so no position was opened`;
}

/**
 * Why the legs' entry fills cannot be traded as one position: a same-expiry structure priced below
 * its least or above its greatest payoff at expiration (value-bounds.ts), e.g. a credit wider than
 * the spread, a butterfly that pays to be bought. Such a price is an arbitrage the day's quotes,
 * taken leg by leg, only seem to offer. Undefined when the entry is possible.
 */
export function entryOutsideBounds(legs: readonly { plan: LegPlan; entry: OptionQuote; entryPrice: number }[]): string | undefined {
  const bounds = sameExpiryBounds(legs.map((l) => ({ side: l.plan.side, type: l.plan.type, strike: l.entry.strike, quantity: l.plan.quantity, expiry: l.entry.expiry_date })));
  const value = legs.reduce((v, l) => v + (l.plan.side === 'long' ? 1 : -1) * l.plan.quantity * l.entryPrice, 0);
  if (bounds === undefined || outsideBounds(value, bounds) === undefined) return undefined;
  return `the legs' fills value the position at ${dollarsText(value)} a share, outside what it can be worth at expiration (${valueRangeWords(bounds)}): `
    + 'not a price the position could trade at, so no position was opened';
}
