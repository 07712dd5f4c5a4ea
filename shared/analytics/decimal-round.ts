/**
 * Rounding for display, half away from zero on the decimal a figure is written as: 1.005 to the
 * cent is 1.01, -1.005 is -1.01, 2.675 is 2.68, 0.125 is 0.13. `toFixed` and Intl.NumberFormat
 * round the binary double instead (1.005 is stored as 1.00499999999999989...), so they print
 * '1.00' for a half a trader reads as 1.01. Shifting the shortest decimal text of the number
 * by its exponent ('1.005e2' is exactly 100.5) rounds what was written, not its binary neighbour.
 * Display only: booked money is rounded by `cents` (engine/core/money.ts), untouched by this.
 */
export function roundHalfAway(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const whole = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const rounded = Number(`${whole}e${-decimals}`);
  return (value < 0 ? -rounded : rounded) + 0; // + 0 turns -0 into 0
}

/** `value.toFixed(decimals)` rounded half away from zero on its decimal text ('1.01' for 1.005). */
export function fixedHalfAway(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  return roundHalfAway(value, decimals).toFixed(decimals);
}
