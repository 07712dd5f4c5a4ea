import { cents } from '../core/money';
import type { CoveredCallsYear } from '../../contracts/results';
import { daysBetween, yearOf } from '../market/calendar-dates';

/**
 * The loss deferral of the straddle rules (IRC §1092(a); the statute cited from memory, no copy at
 * hand) for the losses on calls written on the shares: a loss on a position of a straddle is taken
 * into account in a year only to the extent it exceeds the unrecognised gain, at that year's end,
 * of the offsetting positions (§1092(a)(1)(A); the gain they would realise sold on the year's last
 * day, §1092(a)(3)); the rest carries to the next year and is tested again there (§1092(a)(1)(B)),
 * until the offsetting positions are sold. Here:
 * - the loss positions are the calls closed at a loss without delivering the shares (bought back,
 *   rolled, expired, settled in cash); their offsetting positions are the lots held when the call is
 *   closed (every lot held is taken as covered, as share-lots.ts takes it), as long as each is held;
 * - a call that is not a qualified covered call makes a straddle with the shares: its loss is
 *   deferred. A qualified covered call, in or out of the money, makes no straddle (§1092(c)(4)(A)),
 *   so its loss is not deferred (§1092(f)(1) only makes the loss of one in the money long term),
 *   but for the year-end rule (§1092(c)(4)(E) as we recall it): the exemption is lost when the call
 *   is closed at a loss in one year, the stock's gain falls in a later year and the stock is not
 *   held 30 days or more after the close. A lot it covered sold in a later year within 30 days of
 *   the close (or still held at the run's end, under 30 days after it: not shown held 30 days), and
 *   its loss is deferred like a straddle's;
 * - the unrecognised gain is each offsetting lot's at the year's last close, for tax (its marked
 *   value less its basis, which an assigned put's P&L moves: share-lots.ts), a lot at a loss adding
 *   nothing; losses that share lots are deferred oldest first, each lot's gain deferring a loss once;
 * - a deferred loss keeps its character (short or long term as share-lots.ts callLoss decided).
 * Not modelled: the losses on the shares themselves (the engine sells a lot while a call is open on
 * it only by that call's assignment, which closes the call, or a split's fraction), the successor
 * positions of Treas. Reg. §1.1092(b)-1T (a rolled call's new call adds its own unrecognised gain),
 * and Section 1256 index calls (SPX: a mixed straddle with the units, marked to market instead).
 */
interface DeferrableLoss<L> {
  date: string;
  year: number;
  /** The loss, zero or less; `deferred` the part not yet taken into account (a positive number). */
  amount: number;
  deferred: number;
  longTerm: boolean;
  /** The offsetting lots: those held when the call was closed. */
  lots: readonly L[];
  /** A straddle's loss (deferred); false: a qualified covered call's, deferred only by the year-end rule. */
  straddle: boolean;
}

/** The deferred losses left at a year's end, by character: zero or less. */
type DeferredLosses = NonNullable<CoveredCallsYear['deferred_losses']>;

/** Days after a qualified covered call's close within which selling its stock loses the exemption (§1092(c)(4)(E)). */
const YEAR_END_RULE_DAYS = 30;

export class StraddleLosses<L> {
  private readonly losses: DeferrableLoss<L>[] = [];
  /** Each year's last mark: the day, and each lot held then with its unrecognised gain for tax. */
  private readonly yearEnds = new Map<number, { date: string; gains: Map<L, number> }>();

  /** A call's loss `pnl` (below zero) realised on `date`, offset by `lots`; `straddle` as the class comment says. */
  add(date: string, pnl: number, longTerm: boolean, lots: readonly L[], straddle: boolean): void {
    if (!(pnl < 0) || lots.length === 0) return;
    this.losses.push({ date, year: yearOf(date), amount: cents(pnl), deferred: 0, longTerm, lots: [...lots], straddle });
  }

  /** `lot` sold on `date`: a qualified covered call's loss of an earlier year within 30 days before is a straddle's (year-end rule). */
  sold(date: string, lot: L): void {
    for (const loss of this.losses) {
      if (!loss.straddle && withinYearEndRule(loss, date) && loss.lots.includes(lot)) loss.straddle = true;
    }
  }

  /** The day's close: `gains` the unrecognised gain for tax of each lot held (the year keeps its last day's). */
  mark(date: string, gains: Map<L, number>): void {
    this.yearEnds.set(yearOf(date), { date, gains });
  }

  /**
   * The losses deferred at each marked year's end, by character (§1092(a)): each year's straddle
   * losses, and those carried in, are taken into account beyond the unrecognised gain of their
   * offsetting lots still held at its last mark. The run's last mark is a year end here: the lots
   * still held are then unsold, so what they defer stays deferred (the after-tax estimate, which
   * taxes them as if sold that day, takes it then).
   */
  deferredByYear(): Map<number, DeferredLosses> {
    const out = new Map<number, DeferredLosses>();
    const years = [...this.yearEnds.keys()].sort((a, b) => a - b);
    const last = years.at(-1);
    const lastEnd = last === undefined ? undefined : this.yearEnds.get(last);
    const straddle = (loss: DeferrableLoss<L>): boolean => loss.straddle
      // Still held at the run's end, under 30 days after a qualified call's close in an earlier year: not shown held 30 days.
      || (lastEnd !== undefined && withinYearEndRule(loss, lastEnd.date) && loss.lots.some((lot) => lastEnd.gains.has(lot)));
    let carried: DeferrableLoss<L>[] = [];
    for (const year of years) {
      const gains = new Map(this.yearEnds.get(year)?.gains ?? []);
      const open = [...carried, ...this.losses.filter((l) => l.year === year && straddle(l)).map((l) => ({ ...l, deferred: -l.amount }))];
      const row = { short_term: 0, long_term: 0 };
      carried = [];
      for (const loss of open) {
        let left = loss.deferred;
        let deferred = 0;
        for (const lot of loss.lots) {
          const gain = Math.max(0, gains.get(lot) ?? 0);
          const take = Math.min(left, gain);
          gains.set(lot, gain - take);
          left -= take;
          deferred += take;
        }
        deferred = cents(deferred);
        if (deferred <= 0) continue;
        carried.push({ ...loss, deferred });
        if (loss.longTerm) row.long_term = cents(row.long_term - deferred);
        else row.short_term = cents(row.short_term - deferred);
      }
      out.set(year, row);
    }
    return out;
  }
}

/** `date` in a later year than `loss` and at most 30 days after it (the reading that loses the exemption more often). */
function withinYearEndRule(loss: DeferrableLoss<unknown>, date: string): boolean {
  return yearOf(date) > loss.year && daysBetween(loss.date, date) <= YEAR_END_RULE_DAYS;
}
