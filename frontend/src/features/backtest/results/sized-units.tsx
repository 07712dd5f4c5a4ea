import type { DerivedTrade } from './derived-types';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const gcdOf = (values: readonly number[]): number => values.reduce((g, v) => gcd(g, Math.abs(Math.round(v))), 0);

/**
 * Units each position was sized to (shared/engine/portfolio/sizing.ts): a leg's quantity is
 * contracts per unit, so a trade's entry contracts are the quantities times its units, and the
 * units are the greatest common divisor of its contract counts over that of the strategy's leg
 * quantities. A trade whose counts do not divide so (a leg the strategy no longer has) is left out.
 * Null when no trade can be read or the leg quantities are unknown.
 */
export function sizedUnitsRange(trades: readonly Pick<DerivedTrade, 'entry_contracts'>[], legQuantities: readonly number[] | null | undefined): { min: number; max: number } | null {
  const perUnit = gcdOf(legQuantities ?? []);
  if (perUnit < 1) return null;
  const units = trades
    .map((t) => gcdOf(t.entry_contracts.map((leg) => leg.quantity)) / perUnit)
    .filter((n) => Number.isInteger(n) && n >= 1);
  if (units.length === 0) return null;
  return { min: Math.min(...units), max: Math.max(...units) };
}

/**
 * An iron condor of quantity 1 traded 19 contracts a leg at $100,000 and nothing on the results
 * said why: this line names the units each position was sized to.
 */
export function SizedUnitsLine({ trades, legQuantities }: { trades: readonly Pick<DerivedTrade, 'entry_contracts'>[]; legQuantities?: readonly number[] | null }) {
  const range = sizedUnitsRange(trades, legQuantities);
  if (!range) return null;
  const span = range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
  return <span className="bt-muted bt-sized-units">Sized {span} {range.max === 1 ? 'unit' : 'units'} per position (contracts per leg = quantity x units)</span>;
}
