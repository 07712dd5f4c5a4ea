import type { AppliedCosts, CoveredTrade, Trade } from '../../contracts/results';
import { SHARES_PER_CONTRACT } from '../../domain/constants';
import { exitScenarioLabel } from '../../domain/exit-scenarios';
import { cents, round } from '../../engine/core/money';

/**
 * What a trade's P&L already paid in commissions, and what a covered short settled at, recovered
 * from the fields the engine returns (nothing re-simulated). Null where the result does not carry
 * enough to say: a spreadsheet cell left empty is better than a guessed number.
 */

/** The covered settlement words the engine writes for an index option paid in cash (no stock trade, no share commission). */
const CASH_SETTLED_REASON = /^Settled in cash/;

/**
 * A covered trade's commissions in dollars (included in its `pnl`): the option commission of the
 * sale and, when bought back or rolled, of the buy-back; at assignment the per-share commission of
 * the stock trade (none for an index option settled in cash; none when it expired). Needs the
 * result's `costs` (older results lack them: null).
 */
export function coveredCommissions(t: CoveredTrade, costs: AppliedCosts | undefined): number | null {
  if (!costs) return null;
  const perContract = (n: number) => cents(costs.commission_per_contract * n);
  let total = perContract(t.entry_position.quantity);
  if (t.exit_position) total += perContract(t.exit_position.quantity);
  else if (exitScenarioLabel(t.exit_scenario) === 'ASSIGNMENT' && !CASH_SETTLED_REASON.test(t.reason)) {
    total += cents(costs.commission_per_share * SHARES_PER_CONTRACT * t.entry_position.quantity);
  }
  return cents(total);
}

/**
 * What a covered short that expired or was assigned (no closing trade, `exit_position` null)
 * settled at, per share, as its P&L booked it: 0 out of the money, the intrinsic value given up in
 * the money. The engine books pnl = premium − settlement × 100 × contracts − commissions, so the
 * settlement is (premium − commissions − pnl) ÷ (100 × contracts), rounded to 4 places like every
 * fill price of the result. Null for a trade with a closing trade (its fill is in `exit_position`),
 * without known commissions, or when the figure comes out negative (a shape this reading does not know).
 */
export function coveredSettlement(t: CoveredTrade, commissions: number | null): number | null {
  if (t.exit_position || commissions === null) return null;
  const perShare = (t.premium_received - commissions - t.pnl) / (SHARES_PER_CONTRACT * t.entry_position.quantity);
  const value = round(perShare, 4);
  return value < 0 ? null : value;
}

/**
 * A multi-leg trade's commissions in dollars (included in its `pnl`): the legs' P&L at their fills
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
