import { cents, dollarsText } from '../core/money';
import { exchangeFeePerContract } from './exchange-fees';

/** One option fill: `contracts` contracts (the sign is ignored) at `price` dollars a share (the fill's premium). */
export interface ContractFill {
  contracts: number;
  price: number;
}

/** Commissions charged per fill (one interface per simulation concern, CONVENTIONS 8). */
export interface CostModel {
  /**
   * Dollars charged for the option `fills` of one order on `date`: the broker's commission on all
   * their contracts plus the exchange's fee where one applies (exchange-fees.ts: its rate may
   * depend on each fill's premium), each rounded to the cent.
   */
  commission(fills: readonly ContractFill[], date: string): number;
  /** The part of `commission(fills, date)` that is the exchange's fee (0 when none applies). */
  exchangeFee(fills: readonly ContractFill[], date: string): number;
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
 * the exchange's per-contract fee of the fill's day and premium on `ticker`'s options (SPX: Cboe's
 * customer fee; none on multi-listed tickers).
 */
export function createCostModel({ commissionPerContract, commissionPerShare = 0, exchangeFees = false, ticker = '' }: CostTerms): CostModel {
  const exchangeFee = (fills: readonly ContractFill[], date: string): number =>
    exchangeFees ? cents(fills.reduce((sum, f) => sum + cents(exchangeFeePerContract(ticker, date, f.price) * Math.abs(f.contracts)), 0)) : 0;
  const contractsOf = (fills: readonly ContractFill[]): number => fills.reduce((sum, f) => sum + Math.abs(f.contracts), 0);
  return {
    commission: (fills, date) => cents(cents(commissionPerContract * contractsOf(fills)) + exchangeFee(fills, date)),
    exchangeFee,
    shareCommission: (shares) => cents(commissionPerShare * Math.abs(shares)),
  };
}

/** ' (commission $x.xx)' after a stock trade of `shares` in a trade's reason, '' when no per-share commission is set. */
export function shareCommissionWords(cost: CostModel, shares: number): string {
  const c = cost.shareCommission(shares);
  return c > 0 ? ` (commission ${dollarsText(c)})` : '';
}
