import { fillPriceText, round } from '../core/money';

/**
 * What a tolerance measures (the form names the fields: Offset Tolerance ($), and a covered strike
 * target's Tolerance in the target's own unit, product-spec section 'strike_target_condition'):
 * dollars of strike, delta, or the fraction out of the money a % OTM target is (0.01 is 1 point).
 */
export type ToleranceUnit = 'dollars' | 'delta' | 'fraction';

/**
 * A tolerance as a trader reads it in a miss: '$2.50' (a strike's, to the fraction of a cent it
 * has), '0.05 delta', '1 percentage point' (a % OTM target's, whose label says '5% OTM'). It read
 * 'within tolerance 2.5 of the parent strike − 5', a bare number whose unit the form alone knew.
 */
export function toleranceWords(tolerance: number, unit: ToleranceUnit): string {
  switch (unit) {
    case 'dollars':
      return fillPriceText(tolerance);
    case 'delta':
      return `${round(tolerance, 6)} delta`;
    case 'fraction': {
      const points = round(tolerance * 100, 4);
      return `${points} percentage point${points === 1 ? '' : 's'}`;
    }
  }
}

/** The miss's words for no contract near the target: 'within the $2.50 tolerance of the parent strike − 5', 'exactly at the parent strike − 5'. */
export function nearTargetWords(req: { tolerance: number | null; toleranceUnit: ToleranceUnit; targetLabel: string }): string {
  // No tolerance and still no pick: no contract's measure could be read (not a number).
  if (req.tolerance == null) return `that could be measured against ${req.targetLabel}`;
  // A tolerance of 0 (the form's default for a child leg) asks for the target exactly: '$0.00 tolerance' said it as code.
  if (req.tolerance === 0) return `exactly at ${req.targetLabel}`;
  return `within the ${toleranceWords(req.tolerance, req.toleranceUnit)} tolerance of ${req.targetLabel}`;
}

/** What a target label's tolerance measured, read off the label (strike-target.ts, select-position.ts). */
function unitOfLabel(label: string): ToleranceUnit | undefined {
  if (label.startsWith('delta ')) return 'delta';
  if (label.startsWith('the parent strike') || label.startsWith('strike offset')) return 'dollars';
  if (label.endsWith('% OTM')) return 'fraction';
  return undefined;
}

/** A miss as written before 2026-12-05: 'within tolerance 2.5 of the parent strike − 5', the label up to a bracket, ';' or the end. */
const SAVED_TOLERANCE = /within tolerance (null|\d+(?:\.\d+)?) of ([^();]+?)(?= \(|\)|;|$)/g;

/**
 * A saved result's miss in today's words, at display time ('within tolerance 2.5 of the parent strike
 * − 5' -> 'within the $2.50 tolerance of the parent strike − 5'): the unit is read off the target's
 * label; a label this does not know is left as written. Nothing saved is changed.
 */
export function savedToleranceInWords(text: string): string {
  return text.replace(SAVED_TOLERANCE, (all, written: string, label: string) => {
    const toleranceUnit = unitOfLabel(label);
    if (toleranceUnit === undefined) return all;
    return nearTargetWords({ tolerance: written === 'null' ? null : Number(written), toleranceUnit, targetLabel: label });
  });
}
