import type { Trade } from '../../contracts/results';
import { SHARES_PER_CONTRACT } from '../../domain/constants';
import { cents } from '../../engine/core/money';

/**
 * A multi-leg trade's commissions in dollars (included in its `pnl`), from the fields the engine
 * returns (nothing re-simulated): the legs' P&L at their fills
 * (or the value they settled at) less the trade's P&L. Null for a result saved before legs carried
 * their fills, or a leg without its exit.
 */
export function multiLegCommissions(t: Trade): number | null {
  let atFills = 0;
  for (const [k, leg] of t.entry_contracts.entries()) {
    const exit = t.exit_contracts[k]?.price;
    if (leg.price === undefined || exit === undefined) return null;
    const perShare = leg.side === 'short' ? leg.price - exit : exit - leg.price;
    atFills += perShare * SHARES_PER_CONTRACT * leg.quantity;
  }
  return cents(atFills - t.pnl);
}
