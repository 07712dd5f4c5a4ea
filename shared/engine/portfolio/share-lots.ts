import { cents } from '../core/money';
import { heldOverOneYear } from '../../domain/holding-period';
import type { ShareYear } from '../../contracts/results';

interface Lot {
  date: string;
  count: number;
  /** What the lot's shares still held cost, in dollars (their commission included). */
  basis: number;
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
 * of the gains short term: the lots' holding periods here are the longest the law allows. Nor an
 * assigned option's premium in the lot (a put's lowers the basis, a call's adds to the proceeds):
 * a lot changes hands at the close and the option's trade keeps its P&L (after-tax.ts says which
 * way that errs).
 */
export class ShareLots {
  private lots: Lot[] = [];
  private readonly years = new Map<number, ShareYear>();

  /** `count` shares bought on `date` for `cost` dollars in all (the commission included). */
  buy(date: string, count: number, cost: number): void {
    this.lots.push({ date, count, basis: cents(cost) });
  }

  /** `count` shares sold on `date` for `proceeds` dollars in all (net of the commission). */
  sell(date: string, count: number, proceeds: number): void {
    const row = this.yearOf(date);
    let left = count;
    let proceedsLeft = cents(proceeds);
    while (left > NO_SHARES) {
      const lot = this.lots[0];
      if (!lot) throw new Error(`selling ${count} shares on ${date}: the lots hold fewer`);
      const take = Math.min(lot.count, left);
      const all = take >= lot.count - NO_SHARES;
      const basis = all ? lot.basis : cents((lot.basis * take) / lot.count);
      const got = take >= left - NO_SHARES ? proceedsLeft : cents((proceeds * take) / count);
      const gain = cents(got - basis);
      if (heldOverOneYear(lot.date, date)) row.realised_long_term = cents(row.realised_long_term + gain);
      else row.realised_short_term = cents(row.realised_short_term + gain);
      proceedsLeft = cents(proceedsLeft - got);
      left -= take;
      if (all) this.lots.shift();
      else {
        lot.count -= take;
        lot.basis = cents(lot.basis - basis);
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
   * The lots held marked at `close` on `date` (as equity marks them): the year's unrealised P&L, the
   * last mark of the year kept, and the part of it on lots held more than a year on `date`.
   */
  mark(date: string, close: number, shares: number): void {
    const row = this.yearOf(date);
    row.unrealised = this.unrealised(close, shares);
    let longTerm = 0;
    for (const lot of this.lots) if (heldOverOneYear(lot.date, date)) longTerm += lot.count * close - lot.basis;
    row.unrealised_long_term = cents(longTerm);
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
    return [...this.years.values()].sort((a, b) => a.year - b.year).map((y) => ({ ...y }));
  }

  private yearOf(date: string): ShareYear {
    const year = Number(date.slice(0, 4));
    let row = this.years.get(year);
    if (!row) {
      // The engine marks every day at its close, so the year's unrealised is set by its last day.
      row = { year, realised_short_term: 0, realised_long_term: 0, unrealised: 0, unrealised_long_term: 0, dividends: 0 };
      this.years.set(year, row);
    }
    return row;
  }
}
