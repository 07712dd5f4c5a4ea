export interface SizingInput {
  /** Margin per unit, dollars. */
  marginPerUnit: number;
  /** Marked-to-market equity on the entry day, before the entry. */
  equity: number;
  /** The open positions' current requirement, each re-marked at the entry day's close (multileg/margin-call.ts openRequirement). */
  openMargin: number;
  maxMarginPctPerPosition: number;
  maxMarginPctPerPortfolio: number;
  maxUnitsPerPosition: number | null;
}

/**
 * Units of a new position (issue 5): the most that fit under max_margin_percentage_per_position of
 * the equity, under max_units_per_position, and under what max_margin_percentage_per_portfolio leaves
 * after the open positions' current requirement (not the margin each reserved at its entry). A position that reserves nothing is capped by the units limit (1
 * without one).
 */
export function unitsFor(input: SizingInput): number {
  const cap = input.maxUnitsPerPosition ?? Infinity;
  if (!(input.marginPerUnit > 0)) return Number.isFinite(cap) ? cap : 1;
  const perPosition = Math.floor((input.maxMarginPctPerPosition / 100) * input.equity / input.marginPerUnit + 1e-9);
  const room = (input.maxMarginPctPerPortfolio / 100) * input.equity - input.openMargin;
  const perPortfolio = Math.floor(room / input.marginPerUnit + 1e-9);
  return Math.max(0, Math.min(perPosition, perPortfolio, cap));
}
