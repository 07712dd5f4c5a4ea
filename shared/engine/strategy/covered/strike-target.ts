import type { StrikeTargetCondition } from '../../../contracts/covered';
import type { OptionQuote, OptionType } from '../../market/market-data';
import { fillPriceText, round } from '../../core/money';
import { percentOtm } from '../../selection/percent-otm';
import type { ToleranceUnit } from '../../selection/select-contract';

export interface StrikeMeasure {
  measure: (q: OptionQuote) => number;
  /** The same measure from the strike alone, when it needs no pricing (targeted search). */
  strikeMeasure?: (strike: number) => number;
  target: number;
  tolerance: number | null;
  toleranceUnit: ToleranceUnit;
  label: string;
}

/**
 * The covered leg's strike target as a measure on contracts (the contract's own definitions):
 * delta as quoted (puts negative); strike_offset dollars out of the money (calls spot + offset,
 * puts spot − offset); percentage_otm the fraction out of the money (calls strike/spot − 1,
 * puts 1 − strike/spot). Tolerance is in the measure's own unit.
 */
export function strikeMeasure(type: OptionType, c: StrikeTargetCondition, spot: number): StrikeMeasure {
  switch (c.type) {
    case 'delta':
      return { measure: (q) => q.delta, target: c.delta, tolerance: c.tolerance, toleranceUnit: 'delta', label: `delta ${c.delta}` };
    case 'strike_offset':
      return {
        measure: (q) => q.strike,
        strikeMeasure: (k) => k,
        target: type === 'call' ? spot + c.strike_offset : spot - c.strike_offset,
        tolerance: c.tolerance,
        toleranceUnit: 'dollars',
        // In dollars as a price reads: '$2.50' (it read '$2.5').
        label: `strike offset ${fillPriceText(c.strike_offset)}`,
      };
    case 'percentage_otm': {
      const otm = (k: number): number => percentOtm(type, k, spot);
      return {
        measure: (q) => otm(q.strike),
        strikeMeasure: otm,
        target: c.percentage_otm,
        tolerance: c.tolerance,
        toleranceUnit: 'fraction',
        label: `${round(c.percentage_otm * 100, 4)}% OTM`,
      };
    }
  }
}
