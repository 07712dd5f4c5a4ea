import type { Indicator, TechnicalBound, TechnicalCondition } from '../../contracts/covered-conditions';
import { indicatorLabel } from '../../contracts/covered-conditions';
import type { Indicators } from '../market/indicators';
import { fixed2 } from '../core/money';
import { technicalBoundWords } from '../../domain/exit-reason-words';

/** Evaluation of a technical condition on one day, with the numbers a reason shows. */
export interface TechnicalCheck {
  met: boolean;
  /** An entry skip's words: 'RSI(14) 71.20, not at or below 70.00' (not met), 'RSI(14) 65.10, at or below 70.00' (met). */
  text: string;
  /** The parts of `text` for an exit reason's words: the indicator, its value and the bounds ('open': none). */
  label: string;
  value: string;
  bottom: string;
  top: string;
}

function valueOf(indicators: Indicators, ind: Indicator, index: number): number | undefined {
  return indicators.at(ind, index);
}

function boundValue(indicators: Indicators, bound: TechnicalBound, index: number): number | null | undefined {
  if (bound === null) return null;
  return typeof bound.value === 'number' ? bound.value : valueOf(indicators, bound.value, index);
}

const show = (v: number | null): string => (v === null ? 'open' : fixed2(v));

/**
 * A technical condition is met on day `index` when bottom <= target <= top (a null edge is open);
 * while any indicator it needs is still warming up it is not met (no decision on missing data).
 * `index` indexes the bars the indicators were built on, so only data up to that day is read.
 */
export function checkTechnical(indicators: Indicators, c: TechnicalCondition, index: number): TechnicalCheck {
  const target = valueOf(indicators, c.target, index);
  const bottom = boundValue(indicators, c.bottom, index);
  const top = boundValue(indicators, c.top, index);
  const label = indicatorLabel(c.target);
  if (target === undefined || bottom === undefined || top === undefined) {
    return { met: false, text: `${label} not available yet`, label, value: 'not available yet', bottom: 'open', top: 'open' };
  }
  const met = (bottom === null || target >= bottom) && (top === null || target <= top);
  const parts = { label, value: show(target), bottom: show(bottom), top: show(top) };
  return { met, text: `${label} ${parts.value}, ${met ? '' : 'not '}${technicalBoundWords(parts.bottom, parts.top)}`, ...parts };
}
