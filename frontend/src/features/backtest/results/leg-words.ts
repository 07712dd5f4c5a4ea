import { formatFillPrice, formatUsd } from '../lib/format';
import { exitDeliverable, legPnl, splitAdjusted } from './derive-trades';
import { legPrice, type DerivedLeg } from './derived-types';

/**
 * A leg's side and contracts as the trade log says them ('SHORT 1×'). The spec gives no wording;
 * the trade-log row and the Contract Details modal both say it through this one function, so the
 * modal no longer reads 'Short 1×' beside a row's 'SHORT 1×'.
 */
export function legSideWords(leg: Pick<DerivedLeg, 'side' | 'quantity'>): string {
  return `${leg.side.toUpperCase()} ${leg.quantity}×`;
}

/** A trade-log leg: side, contracts, type and strike ('SHORT 1× CALL $610.00'). */
export function legLabel(leg: Pick<DerivedLeg, 'side' | 'quantity' | 'contract'>): string {
  const type = leg.contract.call_or_put === 'put' ? 'PUT' : 'CALL';
  return `${legSideWords(leg)} ${type} ${formatUsd(leg.contract.strike)}`;
}

/** What a recorded fill is: said on the trade row's hover and, in sight, in Contract Details' Fill Price row. */
export const AS_FILLED = 'as filled, slippage included';

/** What a leg's prices on the trade row are: the fills the P&L was booked on, or (older results) the contracts' last prices. */
export function legPricesWords(entry: DerivedLeg, exit: DerivedLeg | null): string {
  const fills = entry.fillPrice !== undefined && (exit === null || exit.fillPrice !== undefined);
  return fills
    ? `Prices a share ${AS_FILLED} (a leg settled at expiration: its settlement value)`
    : "Prices a share at the contracts' last trade: this result does not record the legs' fills";
}

/**
 * How the leg's dollars add up: per share × contracts × 100; after a split the two sides are in
 * different contracts (and shares), so each side's cash instead. The trade row's hover and Contract
 * Details' Leg P&L row (a phone has no hover) both say it through this function.
 */
export function legDollarsWords(entry: DerivedLeg, exit: DerivedLeg): string {
  const perShare = legPnl(entry, exit);
  if (!splitAdjusted(entry, exit)) return `${(perShare ?? 0) > 0 ? '+' : ''}${formatFillPrice(perShare ?? 0)} a share × ${entry.quantity} × 100 shares`;
  const side = (leg: DerivedLeg, shares: number) => `${leg.quantity} × ${shares} shares at ${formatFillPrice(legPrice(leg))}`;
  return `Split while open: in ${side(entry, 100)}, out ${side(exit, exitDeliverable(entry, exit))} (${exit.quantity}× ${formatUsd(exit.contract.strike)} after the split)`;
}
