import type { ShareYear } from '../../contracts/results';
import { washSales } from './wash-sales';

/**
 * The shares of a covered result as the after-tax estimate (after-tax.ts) reads them, year by year
 * from its `shares_by_year`, and which of the engine's tax fields the result carries (a result saved
 * before a field is estimated as before it, and the panel says so).
 */

/**
 * A year of the shares as the estimate taxes them: marked P&L (in the equity), taxable short and
 * long term, dividends, and the assigned options' P&L that the trades booked this year and that
 * is the shares' for tax (IRS Pub. 550): it comes out of the trades' short-term results and is
 * taxed when the lots are (in `shortTerm`/`longTerm`, in the year and by the character of their sale).
 */
export interface SharesOfYear {
  marked: number;
  shortTerm: number;
  longTerm: number;
  dividends: number;
  assignedOptions: number;
  /**
   * The losses on calls written on the shares that the straddle rules make long term
   * (`covered_calls.long_term_call_losses`, zero or less): booked in the trades' short term, moved
   * to the long term.
   */
  longTermCallLosses: number;
  /**
   * The straddle losses (§1092(a)) the year defers, less those it takes from earlier years, by
   * character: taxable this year (positive when it defers more than it takes; from the years'
   * `covered_calls.deferred_losses`). The last year takes every loss still deferred: the lots that
   * defer it are taxed as if sold that day.
   */
  deferral: { shortTerm: number; longTerm: number };
  /**
   * The wash-sale rule (IRC §1091; wash-sales.ts), by character, in `shortTerm`/`longTerm`: the losses
   * it disallows this year less the deferred losses released (0 for a result saved before `lots`).
   */
  wash: { shortTerm: number; longTerm: number };
}

/**
 * The shares by year: the year's marked P&L (realised + the change in unrealised since the year
 * before), its realised gains by holding period, and in `lastYear` the unrealised of the shares
 * still held, taxed as if sold on the run's last day, long term the part `held_long_term` says
 * (all short term in a result saved before it; see above). With the result's `assigned_options` each of them carries the assigned
 * options' P&L as the lots realise it; a result saved before it has none (its assigned options are
 * taxed as their own trades, short term).
 */
export function sharesOfYears(byYear: readonly ShareYear[], lastYear: number, washKeptAtEnd = false): Map<number, SharesOfYear> {
  const out = new Map<number, SharesOfYear>();
  let unrealisedBefore = 0;
  let deferredBefore = NONE_DEFERRED;
  const wash = washSales(byYear, washKeptAtEnd);
  for (const y of byYear) {
    const a = y.assigned_options ?? { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 };
    const realised = y.realised_short_term + y.realised_long_term;
    const last = y.year === lastYear;
    const held = last ? y.unrealised + a.unrealised : 0;
    // The part of it long term sold that day (a result saved before `held_long_term`: none).
    const heldLong = last ? y.held_long_term ?? 0 : 0;
    const deferred = last ? NONE_DEFERRED : y.covered_calls?.deferred_losses ?? NONE_DEFERRED;
    const w = wash?.byYear.get(y.year) ?? NONE_WASHED;
    out.set(y.year, {
      marked: realised + y.unrealised - unrealisedBefore,
      shortTerm: y.realised_short_term + a.realised_short_term + held - heldLong + w.shortTerm,
      longTerm: y.realised_long_term + a.realised_long_term + heldLong + w.longTerm,
      dividends: y.dividends,
      assignedOptions: a.pnl,
      longTermCallLosses: y.covered_calls?.long_term_call_losses ?? 0,
      deferral: { shortTerm: deferredBefore.short_term - deferred.short_term, longTerm: deferredBefore.long_term - deferred.long_term },
      wash: w,
    });
    unrealisedBefore = y.unrealised;
    deferredBefore = deferred;
  }
  return out;
}

const NONE_DEFERRED = { short_term: 0, long_term: 0 };
const NONE_WASHED = { shortTerm: 0, longTerm: 0 };
export const NO_SHARES: SharesOfYear = { marked: 0, shortTerm: 0, longTerm: 0, dividends: 0, assignedOptions: 0, longTermCallLosses: 0, deferral: { shortTerm: 0, longTerm: 0 }, wash: NONE_WASHED };

/**
 * Whether the result's lots' holding periods follow the straddle rules (share-lots.ts): each year
 * says the calls written on the shares (`covered_calls`); a result saved before it does not.
 */
export function carriesStraddleRules(byYear: readonly ShareYear[] | undefined): boolean {
  return byYear !== undefined && byYear.length > 0 && byYear.every((y) => y.covered_calls !== undefined);
}

/**
 * Whether the result defers the straddle losses (§1092(a)) and makes a loss on a lot of a straddle
 * with a long-term position long term (share-lots.ts): each year says `covered_calls.deferred_losses`.
 */
export function carriesStraddleLosses(byYear: readonly ShareYear[] | undefined): boolean {
  return byYear !== undefined && byYear.length > 0 && byYear.every((y) => y.covered_calls?.deferred_losses !== undefined);
}

/** Whether the result says which lots still held at its end would be long term sold that day (`held_long_term` of its last year). */
export function splitsHeldLots(byYear: readonly ShareYear[] | undefined): boolean {
  return byYear?.at(-1)?.held_long_term !== undefined;
}

/** Whether the estimate can put the assigned options' P&L into the shares: the result says it for each year. */
export function carriesAssignedOptions(byYear: readonly ShareYear[] | undefined): boolean {
  return byYear !== undefined && byYear.length > 0 && byYear.every((y) => y.assigned_options !== undefined);
}
