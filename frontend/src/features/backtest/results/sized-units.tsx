import type { DerivedTrade } from './derived-types';

/**
 * The units one trade was sized to, or null when its contracts cannot say. The engine opens every
 * leg of the strategy in plan order (each parent, then its children) with quantity × units
 * contracts (shared/engine/portfolio/sizing.ts) but does not record the units: they are read leg by
 * leg, each leg's contracts over its own quantity, and must agree. A trade whose legs do not match
 * the strategy's (another count of legs, a count that is no whole multiple) is not read: the
 * greatest common divisor of its counts read before overcounted one holding only some legs (legs of
 * 1 and 2 per unit, only the second held at 6 contracts: 6 units, not 3).
 */
export function unitsOfTrade(trade: Pick<DerivedTrade, 'entry_contracts'>, legQuantities: readonly number[]): number | null {
  if (trade.entry_contracts.length === 0 || trade.entry_contracts.length !== legQuantities.length) return null;
  const each = trade.entry_contracts.map((leg, i) => leg.quantity / (legQuantities[i] ?? 0));
  const units = each[0] ?? 0;
  return Number.isInteger(units) && units >= 1 && each.every((u) => u === units) ? units : null;
}

/**
 * The units the positions were sized to, over the trades that can be read, and how many could not.
 * Null when none can be read or the leg quantities are unknown.
 */
export function sizedUnitsRange(
  trades: readonly Pick<DerivedTrade, 'entry_contracts'>[],
  legQuantities: readonly number[] | null | undefined,
): { min: number; max: number; unread: number } | null {
  if (!legQuantities || legQuantities.length === 0 || legQuantities.some((q) => !(q >= 1))) return null;
  const units = trades.map((t) => unitsOfTrade(t, legQuantities)).filter((n): n is number => n !== null);
  if (units.length === 0) return null;
  return { min: Math.min(...units), max: Math.max(...units), unread: trades.length - units.length };
}

/**
 * An iron condor of quantity 1 traded 19 contracts a leg at $100,000 and nothing on the results
 * said why: this line names the units each position was sized to, and how many trades it could
 * not read rather than claiming them.
 */
export function SizedUnitsLine({ trades, legQuantities }: { trades: readonly Pick<DerivedTrade, 'entry_contracts'>[]; legQuantities?: readonly number[] | null }) {
  const range = sizedUnitsRange(trades, legQuantities);
  if (!range) return null;
  // An en dash and ×, as the saved cards' '2023–2024' and the rest of the results write them.
  const span = range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`;
  const unread = range.unread > 0
    ? `; units not known for ${range.unread} of ${trades.length} trades (their legs do not match the strategy's)`
    : '';
  return <span className="bt-muted bt-sized-units">Sized {span} {range.max === 1 ? 'unit' : 'units'} per position (contracts per leg = quantity × units){unread}</span>;
}
