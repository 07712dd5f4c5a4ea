import { isCoveredResult, type AnyBacktestResult, type Trade } from '../../contracts/results';
import { heldOverOneYear } from '../../domain/holding-period';
import { EXIT_SCENARIO } from '../../domain/exit-scenarios';
import { cents } from '../../engine/core/money';
import { daysBetween } from '../../engine/market/calendar-dates';
import { legCash, legSides } from '../leg-cash';
import { exercisedLongLegs } from './exercised-longs';
import { addToYear } from './wash-sales';

/**
 * The wash-sale rule (IRC §1091; cited from memory, no copy at hand) on a run's option positions.
 * §1091(a) counts 'contracts or options to acquire or sell stock or securities' as stock or
 * securities, so a loss on closing an option (a sale, a buy-back, or a long option expiring
 * worthless, a sale on that day by §1234(a)(2)) is disallowed when a substantially identical option
 * was opened within 30 calendar days before or after the close. The disallowed loss goes into the
 * replacement's basis and is realised when the replacement is closed (§1091(d)), as the share rule
 * does (wash-sales.ts).
 *
 * The readings taken (README, 'Wash sales on options'):
 * - Substantially identical = the same contract: same type, strike and expiry on the run's one
 *   underlying (the narrow reading). A broader reading (near strikes or expiries) would wash more;
 *   not taken, so the estimate may understate where a run reopens at a neighbouring strike.
 * - Long options: a long position closed at a loss, replaced by buying the same contract.
 * - Written options: a loss on buying back a written call or put, replaced by writing the same
 *   contract again. Whether §1091 reaches a written option is debated (§1091(e) names short sales
 *   of stock, and writing an option acquires nothing); the estimate takes the higher-tax reading
 *   and applies it, as brokers' basis reporting commonly does.
 * - A long loss is not replaced by a written option nor a written loss by a long one (different
 *   positions), and an option's loss is not replaced by shares nor a share loss by a long call
 *   (no run here holds both; not modelled).
 * - Replacements are matched by contracts, in the order they were opened, each contract once; the
 *   closed position itself is not its own replacement, nor a position already closed before it (its
 *   sale realised already). A partial match washes that share of the loss.
 * - An option assigned or exercised (a covered call's assignment, a multi-leg leg settled in the
 *   money or exercised at a close) is not a loss on an option: its P&L is the shares' (IRS Pub. 550;
 *   after-tax.ts, exercised-longs.ts). It is not washed, but it may replace one, and a deferred
 *   loss it carries is taken at its close.
 * - A split between the close and the reopening: the adjusted contract (strike / ratio) is not the
 *   contract closed, so nothing is matched across it (as the narrow reading reads it).
 * - Section 1256 contracts (SPX, …) are marked to market and outside the rule: after-tax.ts applies
 *   this only by holding period.
 */

/** One option position (a leg of a trade) as the rule reads it. */
export interface OptionPosition {
  /** Its order among the positions (the trades', then the legs'): breaks ties between same-day closes. */
  seq: number;
  opened: string;
  closed: string;
  side: 'long' | 'short';
  /** The contract opened ('call 450 2023-06-16'), and the one held at the close (a split's adjusted strike). */
  contract: string;
  closedContract: string;
  /** Contracts opened, and held at the close (a split multiplies them). */
  contracts: number;
  closedContracts: number;
  /** Its P&L for tax as after-tax.ts books it: the part in the short-term and the part in the long-term results. */
  shortTerm: number;
  longTerm: number;
  /** A sale, buy-back or expiry: its loss can be washed (not an assignment or an exercise: the shares'). */
  washable: boolean;
}

export interface OptionWashSales {
  /** Added to the year's option results by character: the losses disallowed less the deferred losses released. */
  byYear: Map<number, { shortTerm: number; longTerm: number }>;
  /** Option positions closed at a loss that were washed, wholly or in part. */
  washedPositions: number;
  /** The losses deferred into replacement options' basis (positive; a loss carried on from an earlier wash not counted twice). */
  deferred: number;
  /** Of them, the part still in positions the trades never closed (none: every trade is closed), taken in the last year. */
  stillDeferredAtEnd: number;
  /**
   * By year: the losses for tax (positive) of the calls closed that year that the rule leaves in it:
   * each call's result with the washed losses it carries in, less the part washed out of it. Only
   * these can the straddle rules defer at the year's end, the rule applying first (straddle-wash-once.ts).
   */
  callLossesLeftInYear: Map<number, number>;
}

/** The rule's reading as results carry it (`option_wash_sales`): the same contract. */
export const OPTION_WASH_READING = 'same_contract';

const WINDOW_DAYS = 30;
const NO_CONTRACTS = 1e-9;

/** A covered trade's exits that close the option itself (a buy-back, a roll, an expiry), not its assignment into the shares. */
const CLOSED_AS_AN_OPTION = new Set<unknown>([EXIT_SCENARIO.EXPIRATION, EXIT_SCENARIO.BOUGHT_BACK, EXIT_SCENARIO.ROLLED]);

/** Whether the result says the estimate applies the option rule to it (saved since `option_wash_sales`). */
export function carriesOptionWashSales(result: Pick<AnyBacktestResult, 'option_wash_sales'>): boolean {
  return result.option_wash_sales === OPTION_WASH_READING;
}

const contractKey = (type: string, strike: number, expiry: string): string => `${type} ${cents(strike)} ${expiry}`;

/** The option positions of a result, for the rule; undefined for a result saved before `option_wash_sales`. */
export function optionPositionsOf(result: AnyBacktestResult): OptionPosition[] | undefined {
  if (!carriesOptionWashSales(result)) return undefined;
  const out: OptionPosition[] = [];
  if (isCoveredResult(result)) {
    for (const t of result.trades) {
      const c = t.entry_position.contract;
      const adj = t.split_adjusted;
      out.push({
        seq: out.length, opened: t.entry_date, closed: t.exit_date, side: t.entry_position.side,
        contract: contractKey(c.call_or_put, c.strike, c.expiry_date),
        closedContract: contractKey(c.call_or_put, adj?.strike ?? c.strike, c.expiry_date),
        contracts: t.entry_position.quantity, closedContracts: adj?.contracts ?? t.entry_position.quantity,
        // A covered trade is all short term (a written option, §1234(b)); an assigned one's P&L is the shares'.
        shortTerm: t.pnl, longTerm: 0,
        washable: CLOSED_AS_AN_OPTION.has(t.exit_scenario),
      });
    }
    return out;
  }
  for (const t of result.trades) out.push(...legPositions(t, out.length));
  return out;
}

/**
 * A multi-leg trade's legs, each with its fill P&L and a share of the trade's costs by contracts,
 * booked as after-tax.ts books them: a written leg and the costs short term (§1234(b); the costs go
 * with the written side when the trade has one), a long leg by its holding period (short term when
 * exercised). A trade saved without leg fills gives none (its legs cannot be told apart).
 */
function legPositions(t: Trade, seq0: number): OptionPosition[] {
  const sides = t.entry_contracts.map((leg, k) => {
    const exit = t.exit_contracts[k];
    if (!exit || leg.price === undefined || exit.price === undefined) return undefined;
    return legCash(leg.side, ...legSides(leg, exit));
  });
  if (sides.some((s) => s === undefined)) return [];
  const fills = sides as number[];
  const costs = t.pnl - fills.reduce((s, x) => s + x, 0);
  const totalContracts = t.entry_contracts.reduce((s, l) => s + l.quantity, 0);
  const hasWritten = t.entry_contracts.some((l) => l.side === 'short');
  const exercised = exercisedLongLegs(t);
  const longHeld = heldOverOneYear(t.entry_date, t.exit_date);
  return t.entry_contracts.map((leg, k) => {
    const exit = t.exit_contracts[k];
    const c = leg.contract;
    const cost = (costs * leg.quantity) / totalContracts;
    const fill = fills[k] ?? 0;
    // The parts as after-tax.ts buckets them (written legs and costs short term; a long leg's fill by its holding period).
    const longTermFill = leg.side === 'long' && longHeld && !exercised.has(k);
    const costsShort = hasWritten || !longTermFill;
    const shortTerm = (longTermFill ? 0 : fill) + (costsShort ? cost : 0);
    const longTerm = (longTermFill ? fill : 0) + (costsShort ? 0 : cost);
    const assigned = leg.side === 'short' && (assignedAtExpiration(t, k) || assignedEarly(t, k));
    return {
      seq: seq0 + k, opened: t.entry_date, closed: t.exit_date, side: leg.side,
      contract: contractKey(c.call_or_put, c.strike, c.expiry_date),
      closedContract: contractKey(c.call_or_put, leg.split_adjusted?.strike ?? exit?.contract.strike ?? c.strike, c.expiry_date),
      contracts: leg.quantity, closedContracts: leg.split_adjusted?.contracts ?? exit?.quantity ?? leg.quantity,
      shortTerm, longTerm,
      washable: !exercised.has(k) && !assigned && !(exit?.exercised_at_close ?? false),
    };
  });
}

/** A written leg that expired in the money (settled above 0): assigned into the shares, not an option's loss. */
function assignedAtExpiration(t: Trade, k: number): boolean {
  const exit = t.exit_contracts[k];
  if (!exit || exit.contract.expiry_date > t.exit_date) return false;
  const atExpiry = t.exit_scenario === 'EXPIRATION' || (t.exit_scenario === undefined && t.reason.startsWith('Expiration on '));
  return atExpiry && (exit.price ?? 0) > 0;
}

/**
 * A written leg assigned before its expiry (multileg/early-assignment.ts): its trade's reason says
 * 'the short 450 call was assigned' (the leg's strike as the engine holds it, split-adjusted at the exit).
 */
function assignedEarly(t: Trade, k: number): boolean {
  const exit = t.exit_contracts[k];
  return exit !== undefined && t.reason.includes(`the short ${exit.contract.strike} ${exit.contract.call_or_put} was assigned`);
}

/** A position's deferred loss (positive), and whether it came from a long-term loss. */
interface Carried { amount: number; longTerm: boolean }

/** The wash-sale adjustments of a run's option positions (see the file comment). */
export function optionWashSales(positions: readonly OptionPosition[], lastYear: number): OptionWashSales {
  // Closed in order (a same-day close in the trades' order): a replacement must close after the loss.
  const order = [...positions].sort((a, b) => (a.closed < b.closed ? -1 : a.closed > b.closed ? 1 : a.seq - b.seq));
  const used = new Map<OptionPosition, number>();
  const carried = new Map<OptionPosition, Carried>();
  const out: OptionWashSales = { byYear: new Map(), washedPositions: 0, deferred: 0, stillDeferredAtEnd: 0, callLossesLeftInYear: new Map() };
  const add = (date: string, longTerm: boolean, amount: number) => addToYear(out.byYear, date, longTerm, amount);
  for (const [i, p] of order.entries()) {
    const c = carried.get(p);
    carried.delete(p);
    const extra = c?.amount ?? 0;
    const own = p.shortTerm + p.longTerm;
    const taxPnl = own - extra;
    // Long term when the position's own result is (a long held over a year) or the loss it carries was.
    const lossLongTerm = p.longTerm !== 0 || (c?.longTerm ?? false);
    let matched = 0;
    const replacements: { r: OptionPosition; contracts: number }[] = [];
    if (taxPnl < 0 && p.washable) {
      // Opened in the order they were (the trades' order), each contract once.
      const candidates = order.slice(i + 1).filter((r) => r.side === p.side && r.contract === p.closedContract && Math.abs(daysBetween(p.closed, r.opened)) <= WINDOW_DAYS);
      candidates.sort((a, b) => (a.opened < b.opened ? -1 : a.opened > b.opened ? 1 : a.seq - b.seq));
      for (const r of candidates) {
        if (matched >= p.closedContracts - NO_CONTRACTS) break;
        const take = Math.min(r.contracts - (used.get(r) ?? 0), p.closedContracts - matched);
        if (take <= NO_CONTRACTS) continue;
        used.set(r, (used.get(r) ?? 0) + take);
        matched += take;
        replacements.push({ r, contracts: take });
      }
    }
    const f = matched / p.closedContracts;
    // The year's result must be (1 − f) × taxPnl: the trades booked `own` by its parts.
    if (f > 0) {
      add(p.closed, false, -f * p.shortTerm);
      add(p.closed, true, -f * p.longTerm);
    }
    if (extra > 0) add(p.closed, lossLongTerm, -(1 - f) * extra);
    const lossLeft = -(1 - f) * taxPnl;
    if (isCall(p) && lossLeft > 0) {
      const year = yearOf(p.closed);
      out.callLossesLeftInYear.set(year, (out.callLossesLeftInYear.get(year) ?? 0) + lossLeft);
    }
    if (f === 0) continue;
    out.washedPositions += 1;
    out.deferred += -f * own > 0 ? -f * own : 0;
    const deferred = -f * taxPnl;
    for (const { r, contracts } of replacements) {
      const into = carried.get(r) ?? { amount: 0, longTerm: false };
      into.amount += (deferred * contracts) / matched;
      into.longTerm ||= lossLongTerm;
      carried.set(r, into);
    }
  }
  // Never closed (none in a run's trades): taken in the last year.
  for (const c of carried.values()) {
    out.stillDeferredAtEnd += c.amount;
    add(`${lastYear}-12-31`, c.longTerm, -c.amount);
  }
  for (const y of out.byYear.values()) {
    y.shortTerm = cents(y.shortTerm);
    y.longTerm = cents(y.longTerm);
  }
  out.deferred = cents(out.deferred);
  out.stillDeferredAtEnd = cents(out.stillDeferredAtEnd);
  for (const [year, amount] of out.callLossesLeftInYear) out.callLossesLeftInYear.set(year, cents(amount));
  return out;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** A call position (`contractKey`'s 'call 450 2023-06-16'). */
const isCall = (p: OptionPosition): boolean => p.contract.startsWith('call ');
