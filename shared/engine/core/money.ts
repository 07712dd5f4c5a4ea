import { formatPercent, formatPnl, formatUsd } from '../../analytics/format-metric';
import { fixedHalfAway, roundHalfAway } from '../../analytics/decimal-round';

/**
 * Money is booked rounded to the cent at each cash flow (CONVENTIONS 9), so the ledger is the sum
 * of what a broker statement would show and repeated runs give byte-identical totals.
 * `Math.round` on the scaled value with a small epsilon keeps 0.005 from flipping on binary noise.
 */
export function cents(value: number): number {
  const scaled = value * 100;
  const rounded = Math.round(scaled + (scaled >= 0 ? 1e-7 : -1e-7));
  return rounded / 100 + 0; // + 0 turns -0 into 0
}

/**
 * A price or level as the two-decimal text of reasons and notes ('295.86'), the half cent rounded
 * away from zero as written (1.005 is '1.01'; toFixed read its binary double, '1.00').
 */
export function fixed2(value: number): string {
  return fixedHalfAway(value, 2);
}

/** Rounds a price or ratio for display in result JSON without touching booked money. */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f + 0;
}

/**
 * An amount or a price in a reason or note as a trader reads it, '$17,031.72', '-$5.00': the
 * results' own dollar formatter (format-metric.ts), so a note and a card write a figure alike.
 * Every engine text writes money this way (`decimals` 4 where two amounts agree to the cent),
 * a P&L signed with `pnlText`, fills with fillPriceText.
 */
export function dollarsText(value: number, decimals = 2): string {
  return formatUsd(value, decimals);
}

/** A P&L in a reason or note, signed as the results' P&L figures: '+$337.40', '-$1,389.60'. */
export function pnlText(value: number): string {
  return formatPnl(value);
}

/** A percentage in a reason or note as the cards write one: '58.50%', '200.00%'. */
export function percentText(value: number): string {
  return formatPercent(value);
}

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * A fill price a share in a reason, as the trade log shows fills: '$1.51', or to the fraction of a
 * cent the fill had, '$0.0025' (at the cent that fill read '0.00', a buyback for nothing).
 */
export function fillPriceText(value: number): string {
  return priceFormat.format(roundHalfAway(value, 4));
}
