import type { LegConfig } from '../../../contracts/covered';
import type { OptionQuote, OptionType } from '../../market/market-data';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import { EXIT_SCENARIO, type ExitScenarioCode } from '../../../domain/exit-scenarios';
import { cents } from '../../core/money';
import type { PremiumFlow } from '../../metrics/net-premium';
import { InterestTally } from '../../portfolio/cash-interest';

/** Covered exit scenario codes (spec 4): 1 EXPIRATION, 2 BOUGHT_BACK, 3 ASSIGNMENT, 4 ROLLED. */
export const { EXPIRATION, BOUGHT_BACK, ASSIGNMENT, ROLLED } = EXIT_SCENARIO;
export type ExitScenario = ExitScenarioCode;

/** The short option currently open (covered positions are short, spec 9). */
export interface OpenShort {
  type: OptionType;
  leg: LegConfig;
  entry: OptionQuote;
  entryDate: string;
  contracts: number;
  /** Premium per share received at the fill. */
  entryPrice: number;
  entryCommission: number;
  /** Rolls already made in this position's chain (0 for a fresh position). */
  rolls: number;
  /** Latest quote and mark seen (the mark is what equity uses). */
  current: OptionQuote;
  mark: number;
}

export interface CoveredTradeRecord {
  type: OptionType;
  contracts: number;
  entryDate: string;
  exitDate: string;
  entry: OptionQuote;
  exit: OptionQuote;
  entryPrice: number;
  exitPrice: number;
  pnl: number;
  exitScenario: ExitScenario;
  reason: string;
  rolls: number;
}

/**
 * The account of a covered strategy: cash, shares and at most one short option. Every cash flow is
 * booked rounded to the cent. Trades record option P&L: premium received − cost to close (or the
 * intrinsic value given up at assignment) − commissions; the shares' P&L shows in the equity.
 */
export class CoveredLedger {
  cash: number;
  shares: number;
  open: OpenShort | null = null;
  readonly trades: CoveredTradeRecord[] = [];
  readonly premiums: PremiumFlow[] = [];
  dividendsReceived = 0;
  readonly interest = new InterestTally();

  constructor(cash: number, shares: number) {
    this.cash = cents(cash);
    this.shares = shares;
  }

  sell(open: Omit<OpenShort, 'current' | 'mark'>): void {
    const premium = cents(open.entryPrice * SHARES_PER_CONTRACT * open.contracts);
    this.cash = cents(this.cash + premium - open.entryCommission);
    this.premiums.push({ premium });
    this.open = { ...open, current: open.entry, mark: open.entryPrice };
  }

  /** Buy the short back at `price` per share (BOUGHT_BACK or ROLLED). */
  buyBack(date: string, quote: OptionQuote, price: number, commission: number, scenario: ExitScenario, reason: string): CoveredTradeRecord {
    const o = this.requireOpen();
    const paid = cents(price * SHARES_PER_CONTRACT * o.contracts);
    this.cash = cents(this.cash - paid - commission);
    this.premiums.push({ premium: -paid });
    return this.record(o, date, quote, price, paid, commission, scenario, reason);
  }

  /**
   * Expiration against the close: out of the money nothing moves (EXPIRATION); in the money the
   * short is assigned (ASSIGNMENT): a call delivers shares at the strike, a put takes them.
   */
  settle(date: string, quote: OptionQuote, intrinsic: number, reason: string): CoveredTradeRecord {
    const o = this.requireOpen();
    const assigned = intrinsic > 0;
    if (assigned) {
      const shares = SHARES_PER_CONTRACT * o.contracts;
      const notional = cents(o.entry.strike * shares);
      if (o.type === 'call') {
        this.shares -= shares;
        this.cash = cents(this.cash + notional);
      } else {
        this.shares += shares;
        this.cash = cents(this.cash - notional);
      }
    }
    const givenUp = cents(intrinsic * SHARES_PER_CONTRACT * o.contracts);
    return this.record(o, date, quote, intrinsic, givenUp, 0, assigned ? ASSIGNMENT : EXPIRATION, reason);
  }

  buyShares(count: number, price: number): void {
    this.shares += count;
    this.cash = cents(this.cash - cents(count * price));
  }

  sellShares(count: number, price: number): void {
    this.shares -= count;
    this.cash = cents(this.cash + cents(count * price));
  }

  receiveDividend(amountPerShare: number): number {
    const amount = cents(amountPerShare * this.shares);
    this.cash = cents(this.cash + amount);
    this.dividendsReceived = cents(this.dividendsReceived + amount);
    return amount;
  }

  /** Credits (or, on negative cash, charges) the interest of `days` calendar days at `annualRate`. */
  accrueInterest(annualRate: number, days: number): void {
    this.cash = cents(this.cash + this.interest.accrue(this.cash, annualRate, days));
  }

  /** Cash + shares at the close − the cost to close the short at its mark. */
  equity(close: number): number {
    const short = this.open ? cents(this.open.mark * SHARES_PER_CONTRACT * this.open.contracts) : 0;
    return cents(this.cash + cents(this.shares * close) - short);
  }

  private requireOpen(): OpenShort {
    if (!this.open) throw new Error('no open option to close');
    return this.open;
  }

  private record(
    o: OpenShort,
    date: string,
    quote: OptionQuote,
    exitPrice: number,
    exitDollars: number,
    exitCommission: number,
    exitScenario: ExitScenario,
    reason: string,
  ): CoveredTradeRecord {
    const received = cents(o.entryPrice * SHARES_PER_CONTRACT * o.contracts);
    const trade: CoveredTradeRecord = {
      type: o.type,
      contracts: o.contracts,
      entryDate: o.entryDate,
      exitDate: date,
      entry: o.entry,
      exit: quote,
      entryPrice: o.entryPrice,
      exitPrice,
      pnl: cents(received - exitDollars - o.entryCommission - exitCommission),
      exitScenario,
      reason,
      rolls: o.rolls,
    };
    this.trades.push(trade);
    this.open = null;
    return trade;
  }
}
