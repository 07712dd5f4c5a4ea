import { SHARES_PER_CONTRACT } from '../domain/constants';
import type { Side } from '../contracts/fields';

/** One side (entry or exit) of a trade's leg: its contracts, their strike, the price a share it traded at. */
export interface LegSide {
  quantity: number;
  strike: number;
  price: number;
  /**
   * Exit side only: the shares a contract delivers as the trade states it (the entry leg's
   * `split_adjusted.shares_per_contract`, written since 2026-12-03); absent, read from the strikes.
   */
  sharesPerContract?: number | undefined;
}

/**
 * Shares one exit contract of the leg delivers: 100, unless a split that is not a whole number
 * changed it. Both engines adjust a position as OCC does (multileg/split.ts, covered/split.ts):
 * strikes divided by the ratio, and the contracts multiplied by a whole ratio or else each contract
 * delivering 100 × ratio shares. A leg a split adjusted carries its deliverable (`split_adjusted`),
 * read first. A result saved before it does not: read back from the strikes and quantities
 * (rounded to 0.001 share as the engines round it), which a whole-number split's strike rounded to
 * the cent leaves a little off 100 (535 / 7 = 76.43: 99.998 shares).
 */
export function exitDeliverable(entry: LegSide, exit: LegSide): number {
  if (exit.sharesPerContract !== undefined) return exit.sharesPerContract;
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

/** A multi-leg trade's leg as legCash reads it: its entry and exit at their fills, the exit in the shares the trade states. */
export function legSides(
  entry: { quantity: number; contract: { strike: number }; price?: number | undefined; split_adjusted?: { shares_per_contract: number } | undefined },
  exit: { quantity: number; contract: { strike: number }; price?: number | undefined },
  price: (side: 'entry' | 'exit') => number = (side) => (side === 'entry' ? entry.price : exit.price) ?? Number.NaN,
): [LegSide, LegSide] {
  return [
    { quantity: entry.quantity, strike: entry.contract.strike, price: price('entry') },
    { quantity: exit.quantity, strike: exit.contract.strike, price: price('exit'), sharesPerContract: entry.split_adjusted?.shares_per_contract },
  ];
}
