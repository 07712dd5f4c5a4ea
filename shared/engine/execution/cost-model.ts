import { cents, dollarsText } from '../core/money';
import { exchangeFeePerContract } from './exchange-fees';

/** Commissions charged per fill (one interface per simulation concern, CONVENTIONS 8). */
export interface CostModel {
  /**
   * Dollars charged for filling `contracts` option contracts on `date`: the broker's commission
   * plus the exchange's fee where one applies (exchange-fees.ts), each rounded to the cent.
   */
  commission(contracts: number, date: string): number;
  /** The part of `commission(contracts, date)` that is the exchange's fee (0 when none applies). */
  exchangeFee(contracts: number, date: string): number;
  /** Dollars charged for a stock trade of `shares` shares (bought, sold, delivered at assignment). */
  shareCommission(shares: number): number;
}

/** What a run's fills cost: the request's cost fields and the ticker its options trade on. */
export interface CostTerms {
  commissionPerContract: number;
  commissionPerShare?: number;
  /** Whether the exchange's fee on the ticker's options is charged (the request's `exchange_fees`). */
  exchangeFees?: boolean;
  ticker?: string;
}

/**
 * A flat fee per contract and one per share, each rounded to the cent, plus, with `exchangeFees`,
 * the exchange's per-contract fee of the fill's day on `ticker`'s options (SPX: Cboe's customer
 * fee; none on multi-listed tickers).
 */
export function createCostModel({ commissionPerContract, commissionPerShare = 0, exchangeFees = false, ticker = '' }: CostTerms): CostModel {
  const exchangeFee = (contracts: number, date: string): number =>
    exchangeFees ? cents(exchangeFeePerContract(ticker, date) * Math.abs(contracts)) : 0;
  return {
    commission: (contracts, date) => cents(cents(commissionPerContract * Math.abs(contracts)) + exchangeFee(contracts, date)),
    exchangeFee,
    shareCommission: (shares) => cents(commissionPerShare * Math.abs(shares)),
  };
}

/** ' (commission $x.xx)' after a stock trade of `shares` in a trade's reason, '' when no per-share commission is set. */
export function shareCommissionWords(cost: CostModel, shares: number): string {
  const c = cost.shareCommission(shares);
  return c > 0 ? ` (commission ${dollarsText(c)})` : '';
}
