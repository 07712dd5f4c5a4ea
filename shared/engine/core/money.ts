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

/** A price or amount as the two-decimal text of reasons and notes (rounded like `round`, then fixed). */
export function fixed2(value: number): string {
  return round(value, 2).toFixed(2);
}

/** Rounds a price or ratio for display in result JSON without touching booked money. */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f + 0;
}

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount or a price in a reason or note as a trader reads it, '$17,031.72', '-$5.00' (the cent
 * rounding of fixed2): every engine text writes money this way, fills with fillPriceText.
 */
export function dollarsText(value: number): string {
  return dollarFormat.format(Number(fixed2(value)));
}

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * A fill price a share in a reason, as the trade log shows fills: '$1.51', or to the fraction of a
 * cent the fill had, '$0.0025' (at the cent that fill read '0.00', a buyback for nothing).
 */
export function fillPriceText(value: number): string {
  return priceFormat.format(round(value, 4));
}
