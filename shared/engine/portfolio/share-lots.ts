import { cents } from '../core/money';
import { heldOverOneYear } from '../../domain/holding-period';
import type { CoveredCallTreatment } from '../../domain/qualified-covered-call';
import { addCalendarDays, daysBetween } from '../market/calendar-dates';
import type { AssignedOptionsYear as AssignedOptions, CoveredCallsYear, LotTradesYear, ShareYear } from '../../contracts/results';
import { StraddleLosses } from './straddle-losses';

interface Lot {
  /** The lots in the order bought, from 0 (`lots` of the year: the wash-sale rule reads them). */
  id: number;
  date: string;
  /**
   * The day its holding period counts from: `date`, moved later by the straddle rules (the class
   * comment): to the close of a call that was not a qualified covered call, or by the days an
   * in-the-money one was open.
   */
  held: string;
  count: number;
  /** What the lot's shares still held cost, in dollars (their commission included). */
  basis: number;
  /**
   * The P&L that the assigned put which delivered the lot booked in its trade (premium − the
   * intrinsic value given up − commissions), of the shares still held. For tax it is in the lot's
   * basis (IRS Pub. 550: the put has no gain or loss of its own), so it is realised with the lot,
   * by the lot's holding period, which starts at the assignment. 0 for a lot bought outright.
   */
  assigned: number;
  /**
   * Until when (the call's close; OPEN while it is open) the lot is a position of a straddle that had
   * a long-term position: a call not qualified written while a lot was held over a year. A loss on
   * the lot sold by then is long term (Treas. Reg. §1.1092(b)-2T(b); the class comment).
   */
  longTermStraddleUntil?: string;
}

/** `longTermStraddleUntil` of a lot whose straddle is still open. */
const OPEN = '9999-12-31';

/** Shares below this are float noise of a split's fraction, not a lot. */
const NO_SHARES = 1e-9;

/**
 * The share ledger's lots, first in first out (a broker's default): each purchase (the start, a
 * put's assignment, a rebuy) is a lot dated the day it was bought; a sale or a call's assignment
 * takes the oldest lots first and realises proceeds − basis in the year of the sale, long term
 * only for a lot held more than a year. A split multiplies the lots' shares (the basis and the
 * date carry over, as they do for tax); its cash in lieu sells the fraction. Each year says the
 * lots bought and each sale from a lot (`lots`), from which the after-tax estimate applies the
 * wash-sale rule (IRC §1091; analytics/tax/wash-sales.ts): the lots here take every loss in its year.
 *
 * The straddle rules for calls written on the shares move a lot's holding period (IRC §1092;
 * domain/qualified-covered-call.ts decides, at writing, which rule a call falls under):
 * - a call that is not a qualified covered call (written 30 days or less before its expiry, or deep
 *   in the money) makes a straddle with the shares: a lot not yet held over a year when it was
 *   written has a holding period that begins only when the straddle ends (Treas. Reg.
 *   §1.1092(b)-2T(a)(1)), at the call's close: expiry, buy-back, roll, or assignment, which then
 *   sells the lot held for no time (short term); a lot held over a year before it was written keeps
 *   its holding period (§1.1092(b)-2T(a)(2));
 * - an in-the-money qualified covered call suspends the holding period while it is open
 *   (§1092(f)(2)): the days it was open do not count (the lot's start moves later by them); a lot
 *   already held over a year keeps its long-term holding period;
 * - a qualified covered call at or out of the money changes nothing.
 * A lot sold while the call is open (a split's cash in lieu) is sold with the holding period it has
 * then. The law does not say which shares a call offsets when it covers fewer than are held; every
 * lot held is taken as covered (the reading that never gives the long-term rate where it might not).
 * A loss on the call itself that the rules make long term is booked apart (`callLoss`), and
 * deferred where §1092(a) defers it (straddle-losses.ts: beyond the unrecognised gain of the lots at
 * the year's end; each year's `covered_calls.deferred_losses`). A loss on a lot that is a position
 * of a straddle that had a long-term position (a call not qualified written while a lot was held
 * over a year) is long term (Treas. Reg. §1.1092(b)-2T(b), as we recall it: the loss on a position
 * of the straddle is long term when, as the loss position was entered into, an offsetting position
 * was held and a position of the straddle was long term; read here, the reading that taxes more,
 * as any lot held while the call is open, sold before or as it closes, its loss with the assigned
 * options' P&L it carries).
 *
 * An assigned written option (IRS Pub. 550) has no gain or loss of its own: a put's premium lowers
 * the basis of the shares it delivers, a call's is added to the amount realised on the shares it
 * takes. The lots keep the ledger's values (a lot changes hands at the close, the option's trade
 * books the intrinsic value given up, and realised + unrealised stays the shares' P&L in the
 * equity) and carry the option trade's P&L beside them, by year in `assigned_options`: the P&L
 * moved out of the assigned trades, the part realised with the lots sold, and the part in the lots
 * still held. A call's part takes the character of the lots it takes, a gain or a loss (Pub. 550:
 * the gain or loss on the stock is long or short term by its holding period; a loss on a lot held
 * over a year is long term by §1092(f) too). A call's gain on a lot held over a year was kept short
 * term while the straddle rules were not modelled; with them, a lot still long term at a call's
 * assignment was held over a year before that call was written (§1.1092(b)-2T(a)(2)), or had only
 * qualified covered calls on it that did not hold its holding period under a year, so the gain
 * goes long term with it (it acted on none of README's examples). A put's part follows its lot.
 */
export class ShareLots {
  private lots: Lot[] = [];
  private nextLot = 0;
  /**
   * Each lot bought and each sale from a lot, for the years' `lots` (the wash-sale rule). Kept apart
   * and put into the years `byYear` lists: a buy makes no year of its own (the engine marks every
   * day, so a buy's year is always there).
   */
  private readonly lotTrades: Required<LotTradesYear> = { bought: [], sold: [], splits: [] };
  private readonly years = new Map<number, ShareYear>();
  /**
   * The call open on the shares that the straddle rules act on, the lots whose holding period it
   * moves, and whether a lot was held over a year when it was written (`callLoss`).
   */
  private openCall: { date: string; treatment: CoveredCallTreatment; lots: Lot[]; longTermAtWriting: boolean } | undefined;
  /** The calls' losses that §1092(a) may defer. */
  private readonly straddleLosses = new StraddleLosses<Lot>();

  /**
   * `count` shares bought on `date` for `cost` dollars in all (the commission included); by an
   * assigned put, whose trade booked `assignedPutPnl`: the lot carries it (its tax basis is cost − it).
   */
  buy(date: string, count: number, cost: number, assignedPutPnl = 0): void {
    const lot: Lot = { id: this.nextLot++, date, held: date, count, basis: cents(cost), assigned: cents(assignedPutPnl) };
    this.lots.push(lot);
    this.lotTrades.bought.push({ lot: lot.id, date, shares: count });
    // Bought while a call the rules act on is open: covered by it too (every lot held is, see the
    // class comment). The covered engine buys no shares with a call open; the class does not rely on it.
    if (this.openCall && this.openCall.treatment !== 'qualified') this.openCall.lots.push(lot);
    if (this.inLongTermStraddle()) lot.longTermStraddleUntil = OPEN;
    if (assignedPutPnl !== 0) this.bookAssigned(date, assignedPutPnl);
  }

  /**
   * `count` shares sold on `date` for `proceeds` dollars in all (net of the commission); by an
   * assigned call, whose trade booked `assignedCallPnl`: it is in the amount realised on the lots
   * taken, pro rata by shares (its character: see the class comment).
   */
  sell(date: string, count: number, proceeds: number, assignedCallPnl = 0): void {
    const row = this.yearOf(date);
    const assigned = this.assignedOf(row);
    if (assignedCallPnl !== 0) this.bookAssigned(date, assignedCallPnl);
    let left = count;
    let proceedsLeft = cents(proceeds);
    let callLeft = cents(assignedCallPnl);
    while (left > NO_SHARES) {
      const lot = this.lots[0];
      if (!lot) throw new Error(`selling ${count} shares on ${date}: the lots hold fewer`);
      const take = Math.min(lot.count, left);
      const all = take >= lot.count - NO_SHARES;
      const basis = all ? lot.basis : cents((lot.basis * take) / lot.count);
      const got = take >= left - NO_SHARES ? proceedsLeft : cents((proceeds * take) / count);
      const gain = cents(got - basis);
      // The put P&L the lot carries goes with it, and so does the call's share of its P&L (class comment).
      const put = all ? lot.assigned : cents((lot.assigned * take) / lot.count);
      const call = take >= left - NO_SHARES ? callLeft : cents((assignedCallPnl * take) / count);
      const longTerm = this.longTermIfSold(lot, date, gain + put + call);
      this.straddleLosses.sold(date, lot);
      this.lotTrades.sold.push({ lot: lot.id, date, shares: take, of_lot: all ? 1 : take / lot.count, gain: cents(gain + put + call), long_term: longTerm });
      if (longTerm) row.realised_long_term = cents(row.realised_long_term + gain);
      else row.realised_short_term = cents(row.realised_short_term + gain);
      if (longTerm) assigned.realised_long_term = cents(assigned.realised_long_term + put + call);
      else assigned.realised_short_term = cents(assigned.realised_short_term + put + call);
      proceedsLeft = cents(proceedsLeft - got);
      callLeft = cents(callLeft - call);
      left -= take;
      if (all) this.lots.shift();
      else {
        lot.count -= take;
        lot.basis = cents(lot.basis - basis);
        lot.assigned = cents(lot.assigned - put);
      }
    }
  }

  /**
   * A call written on `date` on the shares held, treated by the straddle rules as `treatment` (the
   * class comment): counted in the year's `covered_calls`; the lots it acts on are those not held
   * over a year that day (their holding period as the rules left it).
   */
  writeCall(date: string, treatment: CoveredCallTreatment): void {
    const calls = this.callsOf(this.yearOf(date));
    calls[treatment] += 1;
    // A qualified call at or out of the money moves no lot (its loss may still be deferred: callLoss).
    const lots = treatment === 'qualified' ? [] : this.lots.filter((lot) => !heldOverOneYear(lot.held, date));
    const longTermAtWriting = this.lots.some((lot) => heldOverOneYear(lot.held, date));
    this.openCall = { date, treatment, lots, longTermAtWriting };
    if (this.inLongTermStraddle()) for (const lot of this.lots) lot.longTermStraddleUntil = OPEN;
  }

  /**
   * Whether `lot` sold on `date` for a gain for tax of `taxGain` (the options' P&L it carries in it)
   * is long term: held over a year as the straddle rules leave its holding period, or a loss on a lot
   * of a straddle with a long-term position (Treas. Reg. §1.1092(b)-2T(b); the class comment).
   */
  private longTermIfSold(lot: Lot, date: string, taxGain: number): boolean {
    const straddleLoss = taxGain < 0 && lot.longTermStraddleUntil !== undefined && date <= lot.longTermStraddleUntil;
    return straddleLoss || heldOverOneYear(this.holdingStart(lot, date), date);
  }

  /** A call not qualified is open that was written while a lot was held over a year: a straddle with a long-term position. */
  private inLongTermStraddle(): boolean {
    return this.openCall?.treatment === 'not_qualified' && this.openCall.longTermAtWriting;
  }

  /**
   * The P&L `pnl` of the call open on the shares, closed on `date` without delivering them (bought
   * back, rolled, expired, or settled in cash): a loss the straddle rules make long term goes into
   * the year's `covered_calls.long_term_call_losses` (the estimate takes it out of the trades'
   * short term). Long term: a call that is not a qualified covered call written while a lot was held
   * over a year (Treas. Reg. §1.1092(b)-2T(b): a loss on any position of a straddle is long term
   * when, as it began, any of its positions was); an in-the-money qualified covered call whose
   * shares' gain would be long term at the loss, their holding period suspended while it was open
   * (§1092(f)(1)). Every lot held is taken as covered (the reading that makes more losses long
   * term: a long-term loss never lowers the tax). The loss, long or short term, is deferred where
   * §1092(a) says (straddle-losses.ts: a call not qualified; a qualified one under the year-end
   * rule), offset by every lot held. Call it before `closeCall`.
   */
  callLoss(date: string, pnl: number): void {
    const call = this.openCall;
    if (!call || !(pnl < 0)) return;
    const longTerm = call.treatment === 'not_qualified' ? call.longTermAtWriting
      : call.treatment === 'qualified_in_the_money' && this.lots.some((lot) => heldOverOneYear(this.holdingStart(lot, date), date));
    this.straddleLosses.add(date, pnl, longTerm, this.lots, call.treatment === 'not_qualified');
    if (!longTerm) return;
    const calls = this.callsOf(this.yearOf(date));
    calls.long_term_call_losses = cents((calls.long_term_call_losses ?? 0) + pnl);
  }

  /** The call written on the shares closed on `date` (expired, bought back, rolled or assigned): the straddle rules move its lots' holding periods. */
  closeCall(date: string): void {
    const call = this.openCall;
    if (!call) return;
    for (const lot of call.lots) lot.held = this.holdingStart(lot, date);
    for (const lot of this.lots) if (lot.longTermStraddleUntil === OPEN) lot.longTermStraddleUntil = date;
    this.openCall = undefined;
  }

  /**
   * The day `lot`'s holding period counts from on `date`: with a call open on it that is not a
   * qualified covered call, `date` itself (it has not begun); with an in-the-money one, later by
   * the days that call has been open (they do not count).
   */
  private holdingStart(lot: Lot, date: string): string {
    const call = this.openCall;
    if (!call || call.treatment === 'qualified' || !call.lots.includes(lot)) return lot.held;
    if (call.treatment === 'not_qualified') return date;
    // Suspended from the call's writing, or from the lot's purchase when bought while it was open.
    const from = lot.held > call.date ? lot.held : call.date;
    return addCalendarDays(lot.held, daysBetween(from, date));
  }

  /**
   * A split of `ratio` on `date`: each lot's shares multiply; basis and date carry over. Recorded in
   * the year's `lots.splits`, so the wash-sale rule can count a sale and its replacement in the same
   * units when a split falls between them.
   */
  split(date: string, ratio: number): void {
    for (const lot of this.lots) lot.count *= ratio;
    this.lotTrades.splits.push({ date, ratio });
  }

  dividend(date: string, amount: number): void {
    const row = this.yearOf(date);
    row.dividends = cents(row.dividends + amount);
  }

  /**
   * The lots held marked at `close` on `date` (as equity marks them): the year's unrealised P&L and
   * the assigned puts' P&L the lots still carry, the last mark of the year kept.
   */
  mark(date: string, close: number, shares: number): void {
    const row = this.yearOf(date);
    row.unrealised = this.unrealised(close, shares);
    this.assignedOf(row).unrealised = cents(this.lots.reduce((s, l) => s + l.assigned, 0));
    // Each lot's unrecognised gain for tax (its basis less the put P&L it carries), for §1092(a).
    const gains = new Map(this.lots.map((l) => [l, l.count * close - l.basis + l.assigned]));
    this.straddleLosses.mark(date, gains);
    // The part that would be long term sold at this close, as `sell` would take it.
    let longTerm = 0;
    for (const [lot, gain] of gains) if (this.longTermIfSold(lot, date, gain)) longTerm += gain;
    row.held_long_term = cents(longTerm);
  }

  /**
   * The shares' whole P&L with `shares` held marked at `close`: every gain realised so far plus the
   * lots held at that close. Each sale's proceeds and each lot's basis are split without losing a
   * cent, so this is the cash paid and received for the shares plus the shares held at `close`.
   */
  pnl(close: number, shares: number): number {
    let realised = 0;
    for (const y of this.years.values()) realised += y.realised_short_term + y.realised_long_term;
    return cents(realised + this.unrealised(close, shares));
  }

  private unrealised(close: number, shares: number): number {
    const basis = this.lots.reduce((s, l) => s + l.basis, 0);
    return cents(cents(shares * close) - basis);
  }

  /** The years marked or with a sale or dividend, ascending. */
  byYear(): ShareYear[] {
    const deferred = this.straddleLosses.deferredByYear();
    return [...this.years.values()].sort((a, b) => a.year - b.year).map((y) => ({
      ...y,
      ...(y.assigned_options ? { assigned_options: { ...y.assigned_options } } : {}),
      lots: {
        bought: this.lotTrades.bought.filter((b) => b.date.startsWith(`${y.year}-`)).map((b) => ({ ...b })),
        sold: this.lotTrades.sold.filter((t) => t.date.startsWith(`${y.year}-`)).map((t) => ({ ...t })),
        // Written only in a year with a split: a result without one is as before the field.
        ...splitsOf(this.lotTrades.splits, y.year),
      },
      // The losses deferred at the year's end (a year never marked defers none).
      ...(y.covered_calls ? { covered_calls: { ...y.covered_calls, deferred_losses: deferred.get(y.year) ?? { short_term: 0, long_term: 0 } } } : {}),
    }));
  }

  /** An assigned option's trade P&L, booked on `date`, that the lots carry for tax. */
  private bookAssigned(date: string, pnl: number): void {
    const assigned = this.assignedOf(this.yearOf(date));
    assigned.pnl = cents(assigned.pnl + pnl);
  }

  private callsOf(row: ShareYear): CoveredCallsYear {
    if (!row.covered_calls) throw new Error(`share year ${row.year} without covered_calls`);
    return row.covered_calls;
  }

  private assignedOf(row: ShareYear): AssignedOptions {
    if (!row.assigned_options) throw new Error(`share year ${row.year} without assigned_options`);
    return row.assigned_options;
  }

  private yearOf(date: string): ShareYear {
    const year = Number(date.slice(0, 4));
    let row = this.years.get(year);
    if (!row) {
      // The engine marks every day at its close, so the year's unrealised is set by its last day.
      row = {
        year, realised_short_term: 0, realised_long_term: 0, unrealised: 0, held_long_term: 0, dividends: 0,
        assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 },
        covered_calls: { qualified: 0, qualified_in_the_money: 0, not_qualified: 0 },
      };
      this.years.set(year, row);
    }
    return row;
  }
}

/** The splits of `year` as its `lots` carry them: none, no field. */
function splitsOf(splits: readonly { date: string; ratio: number }[], year: number): { splits?: { date: string; ratio: number }[] } {
  const of = splits.filter((x) => x.date.startsWith(`${year}-`)).map((x) => ({ ...x }));
  return of.length > 0 ? { splits: of } : {};
}
