import type { LegConfig } from '../../../contracts/covered';
import type { OptionQuote, OptionType } from '../../market/market-data';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import { EXIT_SCENARIO, type ExitScenarioCode } from '../../../domain/exit-scenarios';
import { cents } from '../../core/money';
import type { PremiumFlow } from '../../metrics/net-premium';
import { InterestTally } from '../../portfolio/cash-interest';
import { ShareLots } from '../../portfolio/share-lots';
import { asPlainQuote } from '../mark-quote';
import type { CoveredCallTreatment } from '../../../domain/qualified-covered-call';

/**
 * The whole shares an assignment moves: each contract's deliverable less a fraction a split that is
 * not whole-number left in it (OCC delivers whole shares and cash in lieu of the fraction).
 */
export function deliveredShares(o: Pick<OpenShort, 'contracts' | 'deliverable'>): number {
  return o.contracts * Math.floor(o.deliverable + 1e-9);
}

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
  /** Shares one contract delivers: 100, unless a split that is not whole-number changed it (OCC). */
  deliverable: number;
  /** The position as it was sold, when a split has since adjusted it (the trade log shows both). */
  opened?: { entry: OptionQuote; contracts: number; entryPrice: number };
  /** For the trade's reason: a farther expiry taken at entry or roll (expiry-fallback.ts), then what splits did. */
  adjustments?: string[];
  /** A call: how the straddle rules treat it on the shares (call-treatment.ts), decided when written. */
  treatment?: CoveredCallTreatment;
}

export interface CoveredTradeRecord {
  type: OptionType;
  /** Contracts sold, and contracts closed (more after a whole-number split). */
  contracts: number;
  exitContracts: number;
  entryDate: string;
  exitDate: string;
  entry: OptionQuote;
  exit: OptionQuote;
  entryPrice: number;
  exitPrice: number;
  pnl: number;
  /** The option commissions of the sale and the close, and an assignment's stock commission: in `pnl`. */
  commissions: number;
  exitScenario: ExitScenario;
  reason: string;
  rolls: number;
  /**
   * The position after OCC's split adjustment, when a split adjusted it while open: `contracts`,
   * `entry` and `entryPrice` above stay as sold (audit 6, note N10: the fields alone could not
   * reconcile an assignment after a split).
   */
  splitAdjusted?: { contracts: number; strike: number; sharesPerContract: number };
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
  /**
   * The share ledger, as dated lots: each purchase and sale at the value this ledger books it at: a
   * purchase or sale at its price less its commission; an assignment at the strike moved by the
   * intrinsic value its option trade gave up (the settlement value: that difference is in the
   * trade's P&L, as is the assignment's stock commission); cash in lieu of a split's fraction. An
   * assignment's lots also carry its option trade's P&L, which the law puts into them (share-lots.ts).
   * Realised gains by year and holding period, dividends by year (shares_by_year); the shares' P&L (sharePnl).
   */
  readonly lots = new ShareLots();

  constructor(cash: number, shares: number) {
    this.cash = cents(cash);
    this.shares = shares;
  }

  /**
   * Sells the short at `entryPrice` (the fill); `mark` is the day's mark of the contract (the price
   * source's price, as every later close marks it), which the day's equity uses: marking at the fill
   * would hide the slippage the sale paid until the next close.
   */
  sell(open: Omit<OpenShort, 'current' | 'deliverable'>): void {
    const premium = cents(open.entryPrice * SHARES_PER_CONTRACT * open.contracts);
    this.cash = cents(this.cash + premium - open.entryCommission);
    this.premiums.push({ premium });
    this.open = { ...open, current: open.entry, deliverable: SHARES_PER_CONTRACT };
    // The straddle rules act on the lots from the call's writing to its close (share-lots.ts).
    if (open.type === 'call' && open.treatment) this.lots.writeCall(open.entryDate, open.treatment);
  }

  /** Buy the short back at `price` per share (BOUGHT_BACK or ROLLED). */
  buyBack(date: string, quote: OptionQuote, price: number, commission: number, scenario: ExitScenario, reason: string): CoveredTradeRecord {
    const o = this.requireOpen();
    const paid = cents(price * o.deliverable * o.contracts);
    this.cash = cents(this.cash - paid - commission);
    this.premiums.push({ premium: -paid });
    return this.record(o, date, quote, price, paid, commission, scenario, reason);
  }

  /**
   * Expiration against the close: out of the money nothing moves (EXPIRATION); in the money the
   * short is assigned (ASSIGNMENT): a call delivers shares at the strike, a put takes them.
   */
  settle(date: string, quote: OptionQuote, intrinsic: number, reason: string, stockCommission = 0, cashSettled = false): CoveredTradeRecord {
    const o = this.requireOpen();
    const assigned = intrinsic > 0;
    // The assignment's stock trade pays the per-share commission (part of the trade's P&L); a
    // cash-settled (index) option makes no stock trade: it pays its intrinsic value in cash.
    const commission = assigned && !cashSettled ? stockCommission : 0;
    const shares = o.deliverable * o.contracts;
    // What the short gives up: the intrinsic value paid in cash, or moved into the share trade's price.
    const givenUp = cents(intrinsic * shares);
    const trade = this.record(o, date, quote, intrinsic, givenUp, commission, assigned ? ASSIGNMENT : EXPIRATION, reason, assigned && !cashSettled);
    if (assigned && cashSettled) {
      this.cash = cents(this.cash - givenUp);
    } else if (assigned) {
      this.cash = cents(this.cash - commission);
      const notional = cents(o.entry.strike * shares);
      // Whole shares change hands; a fraction of a share a contract delivers after a split that is
      // not whole-number (GOOGL's 1.998 of 2014: 199.8 a contract) is paid in cash at the close, as
      // the account's own fraction was at the split: shares are whole at a broker.
      const whole = deliveredShares(o);
      const close = o.type === 'call' ? o.entry.strike + intrinsic : o.entry.strike - intrinsic;
      const inLieu = cents((shares - whole) * close);
      // The shares change hands at the close; the lots carry the option's P&L for tax (Pub. 550).
      if (o.type === 'call') {
        this.shares -= whole;
        this.cash = cents(this.cash + notional - inLieu);
        this.lots.sell(date, whole, notional + givenUp - inLieu, trade.pnl);
      } else {
        this.shares += whole;
        this.cash = cents(this.cash - notional + inLieu);
        this.lots.buy(date, whole, notional - givenUp - inLieu, trade.pnl);
      }
    }
    return trade;
  }

  /** A stock trade at `price` a share; `commission` in dollars (the per-share commission). */
  buyShares(date: string, count: number, price: number, commission = 0): void {
    this.shares += count;
    this.cash = cents(this.cash - cents(count * price) - commission);
    this.lots.buy(date, count, cents(count * price) + commission);
  }

  sellShares(date: string, count: number, price: number, commission = 0): void {
    this.shares -= count;
    this.cash = cents(this.cash + cents(count * price) - commission);
    this.lots.sell(date, count, cents(count * price) - commission);
  }

  /**
   * A split of `ratio` on the shares held: whole shares multiply; a fraction left by a ratio that is
   * not whole is paid in cash at `pricePerNewShare` (cash in lieu, as a broker does).
   */
  splitShares(date: string, ratio: number, pricePerNewShare: number): { before: number; after: number; cashInLieu: number } {
    const before = this.shares;
    const exact = before * ratio;
    const after = Math.floor(exact + 1e-9);
    const cashInLieu = cents(Math.max(exact - after, 0) * pricePerNewShare);
    this.shares = after;
    this.cash = cents(this.cash + cashInLieu);
    this.lots.split(date, ratio);
    // The fraction is sold: cash in lieu is a sale for tax, of the oldest lot's shares.
    if (exact - after > 1e-9) this.lots.sell(date, exact - after, cashInLieu);
    return { before, after, cashInLieu };
  }

  receiveDividend(date: string, amountPerShare: number): number {
    const amount = cents(amountPerShare * this.shares);
    this.cash = cents(this.cash + amount);
    this.dividendsReceived = cents(this.dividendsReceived + amount);
    this.lots.dividend(date, amount);
    return amount;
  }

  /** The shares held marked at the day's close (run once a day): each year keeps its last day's unrealised P&L. */
  markShares(date: string, close: number): void {
    this.lots.mark(date, close, this.shares);
  }

  /** Credits (or, on negative cash, charges) on `date` the interest of `days` calendar days at `annualRate`. */
  accrueInterest(date: string, annualRate: number, days: number): void {
    this.cash = cents(this.cash + this.interest.accrue(this.cash, annualRate, days, date));
  }

  /** The shares' P&L: the cash paid and received for them plus the shares held, marked at `close` as equity marks them. */
  sharePnl(close: number): number {
    return this.lots.pnl(close, this.shares);
  }

  /** Cash + shares at the close − the cost to close the short at its mark. */
  equity(close: number): number {
    const short = this.open ? cents(this.open.mark * this.open.deliverable * this.open.contracts) : 0;
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
    /** An assignment that delivers shares: the option's P&L goes into the lots (share-lots.ts), not into `callLoss`. */
    deliversShares = false,
  ): CoveredTradeRecord {
    const sold = o.opened ?? o;
    const received = cents(sold.entryPrice * SHARES_PER_CONTRACT * sold.contracts);
    const trade: CoveredTradeRecord = {
      type: o.type,
      contracts: sold.contracts,
      exitContracts: o.contracts,
      entryDate: o.entryDate,
      exitDate: date,
      entry: sold.entry,
      // The day's mark may be a probe (lazy fields): the trade keeps plain data.
      exit: asPlainQuote(quote),
      entryPrice: sold.entryPrice,
      exitPrice,
      pnl: cents(received - exitDollars - o.entryCommission - exitCommission),
      commissions: cents(o.entryCommission + exitCommission),
      exitScenario,
      reason: o.adjustments ? `${reason}. ${o.adjustments.join('. ')}` : reason,
      rolls: o.rolls,
      ...(o.opened ? { splitAdjusted: { contracts: o.contracts, strike: o.entry.strike, sharesPerContract: o.deliverable } } : {}),
    };
    this.trades.push(trade);
    this.open = null;
    // Its straddle ends (before an assignment sells the lots: they go with the holding period it left
    // them); a loss on it not delivered into the shares may be long term (share-lots.ts callLoss).
    if (o.type === 'call') {
      if (!deliversShares) this.lots.callLoss(date, trade.pnl);
      this.lots.closeCall(date);
    }
    return trade;
  }
}
