/**
 * The after-tax estimate's inputs rewritten under two rules it does not model (README, After-tax
 * estimate; shared/analytics/tax/after-tax.ts says why it leaves them out), so after-tax-estimate.ts
 * can print what leaving them out costs on a real run:
 * - heldLotsLongTerm: the lots still held at the end, those held over a year by then taxed at the
 *   long-term rate (the result's `unrealised_long_term`), as the estimate did for a while;
 * - putInShareBasis: an assigned put's P&L moved into the basis of the shares it delivered (IRS
 *   Pub. 550: the premium lowers the basis, so the put has no gain or loss of its own).
 */
import type { CoveredTrade, ShareYear } from '../../shared/contracts';

/** Of the last year's unrealised, the part on lots held over a year, realised long term. */
export function heldLotsLongTerm(years: readonly ShareYear[]): ShareYear[] {
  return years.map((y, i) => {
    const longTerm = y.unrealised_long_term ?? 0;
    return i === years.length - 1
      ? { ...y, realised_long_term: y.realised_long_term + longTerm, unrealised: y.unrealised - longTerm, unrealised_long_term: 0 }
      : y;
  });
}

/**
 * A wheel's one assigned put whose shares are still held at the end (no call assigned on or after
 * its assignment): its trade books nothing and those shares' marked gain, every year from the
 * assignment on, is lower by the put's loss (higher by its gain). Undefined for any other run: a
 * covered run without the wheel sells a put's shares at the same close, where the basis changes
 * nothing, and shares called away would move the P&L into a realised year this does not rewrite.
 */
export function putInShareBasis(
  trades: readonly CoveredTrade[], years: readonly ShareYear[], wheel: boolean,
): { trades: CoveredTrade[]; years: ShareYear[] } | undefined {
  if (!wheel) return undefined;
  const assigned = trades.filter((t) => t.exit_scenario === 3);
  const puts = assigned.filter((t) => t.entry_position.contract.call_or_put === 'put');
  const [put] = puts;
  if (puts.length !== 1 || !put) return undefined;
  if (assigned.some((t) => t.entry_position.contract.call_or_put === 'call' && t.exit_date >= put.exit_date)) return undefined;
  const from = Number(put.exit_date.slice(0, 4));
  return {
    trades: trades.map((t) => (t === put ? { ...t, pnl: 0 } : t)),
    years: years.map((y) => (y.year < from ? y : {
      ...y,
      unrealised: y.unrealised + put.pnl,
      ...(y.unrealised_long_term ? { unrealised_long_term: y.unrealised_long_term + put.pnl } : {}),
    })),
  };
}
