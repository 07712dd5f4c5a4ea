/** The most of a year's net capital loss that ordinary income (interest, dividends) absorbs (IRC §1211(b), a single filer). */
export const CAPITAL_LOSS_AGAINST_INCOME = 3_000;

export function capitalLossLimit(): number {
  return CAPITAL_LOSS_AGAINST_INCOME;
}

/**
 * A year's netted capital results (a loss negative; after netting both have one sign) with up to
 * `limit` of their net loss set against `ordinary` income (only as much as there is), the
 * short-term loss first (§1212(b)(2) counts the deduction as a short-term gain when the carry is
 * figured); `deducted` is what was set against it, and the losses left are what carries forward,
 * each keeping its character (a Section 1256 loss its 40% short and 60% long part).
 */
export function lossSetAgainstIncome(shortTerm: number, longTerm: number, ordinary: number, limit = capitalLossLimit()): { shortTerm: number; longTerm: number; deducted: number } {
  const loss = -(Math.min(0, shortTerm) + Math.min(0, longTerm));
  const deducted = Math.min(limit, Math.max(0, ordinary), loss);
  if (!(deducted > 0)) return { shortTerm, longTerm, deducted: 0 };
  const fromShort = Math.min(deducted, Math.max(0, -shortTerm));
  return { shortTerm: shortTerm + fromShort, longTerm: longTerm + (deducted - fromShort), deducted };
}
