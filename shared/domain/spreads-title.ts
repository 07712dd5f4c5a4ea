import { DEFAULT_SPREADS_STRATEGY_NAME, LOADED_STRATEGY_DEFAULTS } from './constants';
import { presetOfLegs, type LegShape } from './leg-structure';
import { OPTION_TYPE_WORDS, SIDE_WORDS } from './select-words';

/** Names no trader chose: a new form's and a loaded one's without a name. */
const DEFAULT_NAMES = new Set([DEFAULT_SPREADS_STRATEGY_NAME, LOADED_STRATEGY_DEFAULTS.name]);

/**
 * What a spreads strategy is, from its legs: the preset whose structure it has ('Iron Condor'), a
 * single leg as its side and type ('Short Put'), else 'Custom, 3 legs' (children counted).
 * Undefined without a leg.
 */
export function spreadsKindOf(legs: readonly LegShape[]): string | undefined {
  if (legs.length === 0) return undefined;
  const preset = presetOfLegs(legs);
  if (preset) return preset;
  const only = legs[0];
  const children = (l: LegShape) => (Array.isArray(l.children) ? l.children.length : 0);
  if (legs.length === 1 && only && children(only) === 0) {
    const side = SIDE_WORDS[only.side as keyof typeof SIDE_WORDS];
    const type = OPTION_TYPE_WORDS[only.option_type as keyof typeof OPTION_TYPE_WORDS];
    if (side && type) return `${side} ${type}`;
  }
  const count = legs.reduce((n, l) => n + 1 + children(l), 0);
  return `Custom, ${count} legs`;
}

/**
 * The trade log's title and the saved card's Strategy for a spreads run. A new form is named 'My
 * Strategy' (a loaded one 'Loaded Strategy'), which every spreads run would read alike: a default
 * name gives way to the kind the legs make, as the covered card's 'Covered Strategy' gives way to
 * 'Wheel'. A name of the trader's own is kept as typed.
 */
export function spreadsStrategyTitle(name: string | undefined, legs: readonly LegShape[] | undefined): string | undefined {
  const typed = name?.trim();
  if (typed && !DEFAULT_NAMES.has(typed)) return typed;
  return spreadsKindOf(legs ?? []) ?? typed;
}
