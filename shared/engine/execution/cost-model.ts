import { cents } from '../core/money';

/** Commissions charged per option fill (one interface per simulation concern, CONVENTIONS 8). */
export interface CostModel {
  /** Dollars charged for filling `contracts` option contracts. */
  commission(contracts: number): number;
}

/** Default: a flat fee per contract, rounded to the cent (zero by default so the spec's numbers hold). */
export function createCostModel(commissionPerContract: number): CostModel {
  return { commission: (contracts) => cents(commissionPerContract * Math.abs(contracts)) };
}
