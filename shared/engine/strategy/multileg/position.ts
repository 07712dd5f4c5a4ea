import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import type { OptionQuote } from '../../market/market-data';
import type { LegPlan } from './leg-plan';
import { outsideBounds, sameExpiryBounds, type ValueBounds } from './value-bounds';


export interface OpenLeg {
  plan: LegPlan;
  entry: OptionQuote;
  /** Fill price per share at entry. */
  entryPrice: number;
  current: OptionQuote;
  mark: number;
}

export interface OpenPosition {
  entryDate: string;
  units: number;
  legs: OpenLeg[];
  /** Net premium at entry in dollars: credit positive, debit negative. */
  entryNet: number;
  /** Every cash flow of the position so far (entry premiums and commissions), dollars. */
  cashFlows: number;
  /** The commissions paid opening it, dollars (already in `cashFlows`): the trade reports them with the closing ones. */
  entryCommissions: number;
  /** The part of `entryCommissions` paid as the exchange's fee (cost-model.ts); absent when none. */
  entryExchangeFees?: number;
  margin: number;
  capital: number;
  /** Earliest leg expiration: the position settles then. */
  expiry: string;
  /** Shares a contract delivers when a split that is not whole-number changed it (OCC); else 100. */
  deliverable?: number;
  /** The legs as opened, when a split has since adjusted them (the trade log shows them as traded). */
  opened?: { units: number; entries: readonly OptionQuote[] };
  /**
   * Each leg's entry fill per share as traded (book.ts openPosition): a split later divides the
   * legs' `entryPrice`, while the trade log shows the legs as opened, at what was paid then.
   */
  entryFills?: readonly number[];
  /** For the trade's reason: a farther expiry taken at entry (expiry-fallback.ts), then what splits did. */
  adjustments?: string[];
  /**
   * Cache of valueBoundsOf: the position's value range per unit and share (null: legs of different
   * expirations, no bound). Cleared when a split changes the strikes.
   */
  bounds?: ValueBounds | null;
}

/** The no-arbitrage range of the position's value per unit and share (value-bounds.ts), or undefined. */
export function valueBoundsOf(p: OpenPosition): ValueBounds | undefined {
  if (p.bounds === undefined) {
    p.bounds = sameExpiryBounds(p.legs.map((l) => ({ side: l.plan.side, type: l.plan.type, strike: l.entry.strike, quantity: l.plan.quantity, expiry: l.entry.expiry_date }))) ?? null;
  }
  return p.bounds ?? undefined;
}

/** Shares one contract of the position delivers. */
export const deliverableOf = (p: OpenPosition): number => p.deliverable ?? SHARES_PER_CONTRACT;

export const signOf = (side: 'long' | 'short'): number => (side === 'long' ? 1 : -1);
export const contractsOf = (leg: OpenLeg, units: number): number => leg.plan.quantity * units;

/**
 * What the position is worth at its marks: longs add, shorts owe (dollars), held within what it
 * can be worth at expiration when its legs expire together (value-bounds.ts: marks taken leg by leg
 * can value a $5 spread at more than $5).
 */
export function markValue(p: OpenPosition): number {
  let v = 0;
  const shares = deliverableOf(p);
  for (const leg of p.legs) v += signOf(leg.plan.side) * leg.mark * shares * contractsOf(leg, p.units);
  const size = shares * p.units;
  const bound = size > 0 ? outsideBounds(v / size, valueBoundsOf(p)) : undefined;
  return bound === undefined ? v : bound * size;
}

/** P&L if closed at the marks now: cash flows so far + mark value (exit costs not included). */
export function unrealisedPnl(p: OpenPosition): number {
  return p.cashFlows + markValue(p);
}
