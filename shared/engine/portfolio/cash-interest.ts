import type { InterestYear } from '../../contracts/results';
import { cents } from '../core/money';
import { addCalendarDays } from '../market/calendar-dates';

/**
 * Debit interest spread over the T-bill rate on a negative cash balance: 1.5 percentage points,
 * Interactive Brokers Pro's USD rate for the first $100,000 borrowed (benchmark + 1.5 %), among
 * the lowest retail margin rates (IBKR Lite charges + 2.5 %, most brokers more).
 */
export const DEBIT_SPREAD = 0.015;
/** Credit interest: the T-bill yield (DGS3MO, a bond-equivalent yield) on a 365-day year. */
export const CREDIT_DAY_COUNT = 365;
/** Debit interest: actual/360, as IBKR charges USD margin loans. */
export const DEBIT_DAY_COUNT = 360;

/**
 * Interest on a cash balance held for `days` calendar days, credited daily (issue 14 item 2), in
 * dollars rounded to the cent: positive cash earns `rate` (the annualised 3-month T-bill rate of
 * the day the balance was struck, a fraction; a negative rate counts as 0) on actual/365; negative
 * cash pays rate + DEBIT_SPREAD on actual/360, returned negative. Zero cash, or no days: 0.
 */
export function interestOn(cash: number, annualRate: number, days: number): number {
  if (days <= 0 || cash === 0) return 0;
  const rate = Math.max(0, annualRate);
  if (cash > 0) return cents((cash * rate * days) / CREDIT_DAY_COUNT);
  return cents((cash * (rate + DEBIT_SPREAD) * days) / DEBIT_DAY_COUNT);
}

/**
 * Running totals of the interest credited and charged over a run (the result's interest_earned /
 * interest_paid), and the same by calendar year of the day it was credited (`interest_by_year`):
 * interest is ordinary income of the year it is received, which the after-tax estimate taxes
 * apart from the options' gains.
 */
export class InterestTally {
  earned = 0;
  paid = 0;
  /** Closes at which the cash was below zero (each borrowed until the next trading day): the margin loan's days. */
  borrowedCloses = 0;
  /** The largest debit balance and the close it was struck at (for borrowed-cash-note.ts), or null if cash never went below zero. */
  deepest: { cash: number; date: string } | null = null;
  private readonly years = new Map<number, InterestYear>();

  /** Interest on `cash` for `days` days at `annualRate`, credited on `creditedOn`: the signed amount to add to the cash. */
  accrue(cash: number, annualRate: number, days: number, creditedOn: string): number {
    // The balance was struck at the previous close, `days` calendar days before the credit.
    if (days > 0) this.tallyClose(cash, addCalendarDays(creditedOn, -days));
    const amount = interestOn(cash, annualRate, days);
    if (amount === 0) return amount;
    const year = Number(creditedOn.slice(0, 4));
    const y = this.years.get(year) ?? { year, earned: 0, paid: 0 };
    if (amount > 0) {
      this.earned = cents(this.earned + amount);
      y.earned = cents(y.earned + amount);
    } else {
      this.paid = cents(this.paid - amount);
      y.paid = cents(y.paid - amount);
    }
    this.years.set(year, y);
    return amount;
  }

  /**
   * The run's last close: no interest follows it (the run ends), so accrue never tallies it, yet a
   * debit struck there is borrowed all the same (audit 22: a covered call assigned on the range's
   * last day and bought back at that close borrowed its most there, and the note named the day before).
   */
  finalClose(cash: number, date: string): void {
    this.tallyClose(cash, date);
  }

  private tallyClose(cash: number, date: string): void {
    if (cash >= 0) return;
    this.borrowedCloses += 1;
    if (this.deepest === null || cash < this.deepest.cash) this.deepest = { cash, date };
  }

  /** The years with interest, ascending; their earned and paid sum to the totals. */
  byYear(): InterestYear[] {
    return [...this.years.values()].sort((a, b) => a.year - b.year).map((y) => ({ ...y }));
  }
}
