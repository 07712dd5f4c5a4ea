/** Rounds a ratio or percentage for display (never booked money). */
export function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4 + 0;
}
