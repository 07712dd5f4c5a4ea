import { cents, dollarsText } from '../core/money';

/** Commissions charged per fill (one interface per simulation concern, CONVENTIONS 8). */
export interface CostModel {
  /** Dollars charged for filling `contracts` option contracts. */
  commission(contracts: number): number;
  /** Dollars charged for a stock trade of `shares` shares (bought, sold, delivered at assignment). */
  shareCommission(shares: number): number;
}

/**
 * Default: a flat fee per contract and one per share, each rounded to the cent (both zero by
 * default so the spec's numbers hold).
 */
export function createCostModel(commissionPerContract: number, commissionPerShare = 0): CostModel {
  return {
    commission: (contracts) => cents(commissionPerContract * Math.abs(contracts)),
    shareCommission: (shares) => cents(commissionPerShare * Math.abs(shares)),
  };
}

/** ' (commission $x.xx)' after a stock trade of `shares` in a trade's reason, '' when no per-share commission is set. */
export function shareCommissionWords(cost: CostModel, shares: number): string {
  const c = cost.shareCommission(shares);
  return c > 0 ? ` (commission ${dollarsText(c)})` : '';
}
