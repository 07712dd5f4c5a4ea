import { cents } from '../core/money';
import { heldOverOneYear } from '../../domain/holding-period';
import type { AssignedOptionsYear as AssignedOptions, ShareYear } from '../../contracts/results';

interface Lot {
  date: string;
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
}

/** Shares below this are float noise of a split's fraction, not a lot. */
const NO_SHARES = 1e-9;

/**
 * The share ledger's lots, first in first out (a broker's default): each purchase (the start, a
 * put's assignment, a rebuy) is a lot dated the day it was bought; a sale or a call's assignment
 * takes the oldest lots first and realises proceeds − basis in the year of the sale, long term
 * only for a lot held more than a year. A split multiplies the lots' shares (the basis and the
 * date carry over, as they do for tax); its cash in lieu sells the fraction. Out of scope: wash
 * sales, and the straddle rules for calls written on the shares (IRC §1092: an in-the-money
 * qualified covered call suspends the shares' holding period while it is open, §1092(f); a call
 * that is not a qualified covered call, deep in the money or written 30 days or less before its
 * expiry, can make a straddle that restarts it, Treas. Reg. §1.1092(b)-2T), which would leave more
 * of the gains short term: the lots' holding periods here are the longest the law allows.
 *
 * An assigned written option (IRS Pub. 550) has no gain or loss of its own: a put's premium lowers
 * the basis of the shares it delivers, a call's is added to the amount realised on the shares it
 * takes. The lots keep the ledger's values (a lot changes hands at the close, the option's trade
 * books the intrinsic value given up, and realised + unrealised stays the shares' P&L in the
 * equity) and carry the option trade's P&L beside them, by year in `assigned_options`: the P&L
 * moved out of the assigned trades, the part realised with the lots sold, and the part in the lots
 * still held. A call's part takes the character of the lots it takes, but for one case: a gain
 * (premium above the intrinsic value given up) on a lot held more than a year stays short term.
 * The straddle rules (above) are not modelled, and a call written 30 days or less before its
 * expiry, or deep in the money, can restart or suspend those shares' holding period, making the
 * gain short term; so the estimate does not move a call's gain to the lower rate on the strength
 * of a holding period the law may not grant. A call's loss on such a lot goes long term, as
 * §1092(f) and Pub. 550 both put it (the higher tax). A put's part follows its lot.
 */
export class ShareLots {
  private lots: Lot[] = [];
  private readonly years = new Map<number, ShareYear>();

  /**
   * `count` shares bought on `date` for `cost` dollars in all (the commission included); by an
   * assigned put, whose trade booked `assignedPutPnl`: the lot carries it (its tax basis is cost − it).
   */
  buy(date: string, count: number, cost: number, assignedPutPnl = 0): void {
    this.lots.push({ date, count, basis: cents(cost), assigned: cents(assignedPutPnl) });
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
      const longTerm = heldOverOneYear(lot.date, date);
      if (longTerm) row.realised_long_term = cents(row.realised_long_term + gain);
      else row.realised_short_term = cents(row.realised_short_term + gain);
      // The put P&L the lot carries goes with it, and so does the call's share of its P&L, but for
      // a call's gain on a lot held over a year: short term (the straddle rules; class comment).
      const put = all ? lot.assigned : cents((lot.assigned * take) / lot.count);
      const call = take >= left - NO_SHARES ? callLeft : cents((assignedCallPnl * take) / count);
      const shortAnyway = longTerm ? Math.max(call, 0) : 0;
      const followsLot = cents(put + call - shortAnyway);
      if (longTerm) assigned.realised_long_term = cents(assigned.realised_long_term + followsLot);
      else assigned.realised_short_term = cents(assigned.realised_short_term + followsLot);
      assigned.realised_short_term = cents(assigned.realised_short_term + shortAnyway);
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

  /** A split of `ratio`: each lot's shares multiply; basis and date carry over. */
  split(ratio: number): void {
    for (const lot of this.lots) lot.count *= ratio;
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
    return [...this.years.values()].sort((a, b) => a.year - b.year).map((y) => ({ ...y, ...(y.assigned_options ? { assigned_options: { ...y.assigned_options } } : {}) }));
  }

  /** An assigned option's trade P&L, booked on `date`, that the lots carry for tax. */
  private bookAssigned(date: string, pnl: number): void {
    const assigned = this.assignedOf(this.yearOf(date));
    assigned.pnl = cents(assigned.pnl + pnl);
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
      row = { year, realised_short_term: 0, realised_long_term: 0, unrealised: 0, dividends: 0, assigned_options: { pnl: 0, realised_short_term: 0, realised_long_term: 0, unrealised: 0 } };
      this.years.set(year, row);
    }
    return row;
  }
}
