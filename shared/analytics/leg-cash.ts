import { SHARES_PER_CONTRACT } from '../domain/constants';
import type { Side } from '../contracts/fields';

/** One side (entry or exit) of a trade's leg: its contracts, their strike, the price a share it traded at. */
export interface LegSide {
  quantity: number;
  strike: number;
  price: number;
}

/**
 * Shares one exit contract of the leg delivers: 100, unless a split that is not a whole number
 * changed it. Both engines adjust a position as OCC does (multileg/split.ts, covered/split.ts):
 * strikes divided by the ratio, and the contracts multiplied by a whole ratio or else each contract
 * delivering 100 × ratio shares; the result does not carry the deliverable, so it is read back from
 * the strikes and quantities (rounded to 0.001 share as the engines round it).
 */
export function exitDeliverable(entry: LegSide, exit: LegSide): number {
  const strikeRatio = entry.strike / exit.strike;
  if (entry.strike === exit.strike || !Number.isFinite(strikeRatio) || strikeRatio <= 0) return SHARES_PER_CONTRACT;
  return Math.round(((SHARES_PER_CONTRACT * strikeRatio * entry.quantity) / exit.quantity) * 1000) / 1000;
}

/**
 * A leg's dollar P&L for its quantity, before commissions: the cash of each side at its own
 * quantity and price (entry price × entry contracts × 100, exit price × exit contracts × shares
 * each), so that after a split (4-for-1: 1 contract at 8.00 in, 4 at 1.50 out) the legs still add
 * up to the trade. To the cent, as the engine books each leg's cash.
 */
export function legCash(side: Side, entry: LegSide, exit: LegSide): number {
  const entryCash = entry.price * entry.quantity * SHARES_PER_CONTRACT;
  const exitCash = exit.price * exit.quantity * exitDeliverable(entry, exit);
  const diff = exitCash - entryCash;
  return Math.round((side === 'long' ? diff : -diff) * 100) / 100;
}
