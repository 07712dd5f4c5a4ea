import type { Trade } from '../../contracts/results';
import { cents } from '../../engine/core/money';
import { legCash, legSides } from '../leg-cash';

/**
 * A multi-leg trade's commissions in dollars (included in its `pnl`): the engine's `commissions`
 * when the trade carries it. A result saved before trades carried it: from the fields it returns
 * (nothing re-simulated), the legs' P&L at their fills (or the value they settled at), each side at
 * its own contracts (a split while open changes them), less the trade's P&L; that also takes in the
 * gap of a close held to the value bounds (the reason says so). Null for a result saved before legs
 * carried their fills, or a leg without its exit.
 */
export function multiLegCommissions(t: Trade): number | null {
  if (t.commissions !== undefined) return t.commissions;
  let atFills = 0;
  for (const [k, leg] of t.entry_contracts.entries()) {
    const exit = t.exit_contracts[k];
    if (leg.price === undefined || exit?.price === undefined) return null;
    atFills += legCash(leg.side, ...legSides(leg, exit));
  }
  return cents(atFills - t.pnl);
}

/**
 * Dollars of the exchange's fee (SPX: Cboe's, exchange-fees.ts) a run's trades paid: each trade's
 * `exchange_fees`, the part of its commissions that was the fee, summed in cents; 0 for a result
 * without them (another ticker, the fee off, or saved before the field).
 */
export function exchangeFeesPaid(trades: ReadonlyArray<{ exchange_fees?: number | undefined }>): number {
  return trades.reduce((sum, t) => sum + Math.round((t.exchange_fees ?? 0) * 100), 0) / 100;
}
