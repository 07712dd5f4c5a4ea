import { SHARES_PER_CONTRACT } from '../../domain/constants';
import type { OptionType } from '../market/market-data';
import { intrinsicValue } from '../market/black-scholes';

export type LegSide = 'long' | 'short';

/** One leg of one unit of a position, as margin sees it. */
export interface MarginLeg {
  side: LegSide;
  type: OptionType;
  strike: number;
  /** Contracts per unit. */
  quantity: number;
  /** Fill price per share. */
  price: number;
  /** Expiration (YYYY-MM-DD): a long covers a short only when it expires on or after it. */
  expiry?: string;
}

export interface MarginRequirement {
  /** Dollars reserved per unit. */
  margin: number;
  /** True when every short is covered by a long of its type (the loss is capped). */
  definedRisk: boolean;
}

/** How much a position reserves (one interface per simulation concern, CONVENTIONS 8). */
export interface MarginModel {
  perUnit(legs: readonly MarginLeg[], spot: number): MarginRequirement;
}

const sign = (side: LegSide): number => (side === 'long' ? 1 : -1);

/** P&L per unit at expiration with the underlying at `s`, premiums included. */
export function payoffAt(legs: readonly MarginLeg[], s: number): number {
  let total = 0;
  for (const l of legs) total += sign(l.side) * l.quantity * SHARES_PER_CONTRACT * (intrinsicValue(l.type, l.strike, s) - l.price);
  return total;
}

/**
 * Worst P&L per unit at expiration over every underlying price, when it is bounded. The payoff is
 * piecewise linear with kinks at the strikes, so its minimum over [0, ∞) is at 0 or a strike as
 * long as the slope above the highest strike (net long calls) is not negative.
 */
export function maxLossAtExpiration(legs: readonly MarginLeg[]): number | null {
  const upSlope = legs.reduce((s, l) => s + (l.type === 'call' ? sign(l.side) * l.quantity : 0), 0);
  if (upSlope < 0) return null;
  let worst = payoffAt(legs, 0);
  for (const l of legs) worst = Math.min(worst, payoffAt(legs, l.strike));
  return Math.max(0, -worst);
}

/**
 * True when the shorts of `type` are covered by at least as many longs of that type expiring no
 * earlier than the last of them (Reg-T: a long that expires first leaves the short naked once it
 * is gone, so it covers nothing; a reverse calendar is a naked short plus a long paid in full).
 */
function covered(legs: readonly MarginLeg[], type: OptionType): boolean {
  let shorts = 0;
  let lastShort: string | undefined;
  for (const l of legs) {
    if (l.side !== 'short' || l.type !== type) continue;
    shorts += l.quantity;
    if (l.expiry !== undefined && (lastShort === undefined || l.expiry > lastShort)) lastShort = l.expiry;
  }
  if (shorts === 0) return true;
  let longs = 0;
  for (const l of legs) {
    if (l.side === 'long' && l.type === type && (lastShort === undefined || l.expiry === undefined || l.expiry >= lastShort)) longs += l.quantity;
  }
  return longs >= shorts;
}

/**
 * Reg-T style default (issue 5): when every short is covered by at least as many longs of its
 * type expiring no earlier (`covered`), the structure reserves its maximum loss (a long-only
 * position: its debit). Otherwise each short reserves the standard naked requirement — premium +
 * max(20% of the underlying − the out-of-the-money amount, 10% of the underlying for a call / of
 * the strike for a put) — and each long its debit: conservative where a partial cover would lower
 * it. Legs of different expirations are all valued at intrinsic value, which ignores a later long's
 * time value: conservative too.
 */
export const regTMarginModel: MarginModel = {
  perUnit(legs, spot) {
    const definedRisk = covered(legs, 'call') && covered(legs, 'put');
    if (definedRisk) return { margin: maxLossAtExpiration(legs) ?? 0, definedRisk };
    let margin = 0;
    for (const l of legs) {
      if (l.side === 'long') {
        margin += l.price * l.quantity * SHARES_PER_CONTRACT;
        continue;
      }
      const otm = l.type === 'call' ? Math.max(0, l.strike - spot) : Math.max(0, spot - l.strike);
      const floor = 0.1 * (l.type === 'call' ? spot : l.strike);
      margin += (l.price + Math.max(0.2 * spot - otm, floor)) * l.quantity * SHARES_PER_CONTRACT;
    }
    return { margin, definedRisk };
  },
};
