import type { ChildLeg, Leg } from '../contracts/multileg';

/**
 * The eight presets of the spreads builder (spec section 3), as leg templates: picking one
 * replaces all legs; 'Custom' clears them. Engine and frontend read the same templates.
 *
 * Where the textbook structure fixes strikes relative to each other (same strike, equal wings),
 * the dependants are child legs with a strike offset in dollars from the parent's strike; legs
 * whose strikes stand on their own are separate legs with a delta target. All legs share
 * dte_target 30 so they open on the same expiration. Wings are $5 wide, with a $2.50 tolerance
 * so the nearest listed strike is found on $1, $2.50 and $5 strike grids.
 */
export const CUSTOM_PRESET = 'Custom';

export const PRESET_NAMES = [
  'Bull Call Spread',
  'Bear Put Spread',
  'Protective Collar',
  'Long Straddle',
  'Long Strangle',
  'Long Call Butterfly',
  'Iron Condor',
  'Iron Butterfly',
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export interface Preset {
  name: PresetName;
  /** The textbook structure, shown as the preset's help text. */
  description: string;
  legs: readonly Leg[];
}

const WING = 5;
const WING_TOLERANCE = 2.5;
const DTE = 30;

const leg = (side: Leg['side'], option_type: Leg['option_type'], delta: number, children: ChildLeg[] = [], quantity = 1): Leg => ({
  side,
  option_type,
  quantity,
  dte_target: DTE,
  target_strike_condition: { type: 'delta', value: delta },
  entry_conditions: [],
  children,
});

const child = (side: ChildLeg['side'], option_type: ChildLeg['option_type'], strike_offset: number, quantity = 1): ChildLeg => ({
  side,
  option_type,
  quantity,
  dte_target: DTE,
  strike_offset,
  strike_offset_tolerance: strike_offset === 0 ? 0 : WING_TOLERANCE,
  entry_conditions: [],
});

export const PRESETS: readonly Preset[] = [
  {
    name: 'Bull Call Spread',
    description: 'Debit spread: buy an at-the-money call and sell a call $5 higher, same expiration. Profits when the underlying rises; risk capped at the debit.',
    legs: [leg('long', 'call', 0.5, [child('short', 'call', WING)])],
  },
  {
    name: 'Bear Put Spread',
    description: 'Debit spread: buy an at-the-money put and sell a put $5 lower, same expiration. Profits when the underlying falls; risk capped at the debit.',
    legs: [leg('long', 'put', -0.5, [child('short', 'put', -WING)])],
  },
  {
    name: 'Protective Collar',
    description: 'The option legs of a collar on shares held: buy an out-of-the-money put (0.30 delta) for protection, financed by selling an out-of-the-money call (0.30 delta). The shares themselves are not a leg.',
    legs: [leg('long', 'put', -0.3), leg('short', 'call', 0.3)],
  },
  {
    name: 'Long Straddle',
    description: 'Buy an at-the-money call and a put at the same strike and expiration. Profits from a large move either way.',
    legs: [leg('long', 'call', 0.5, [child('long', 'put', 0)])],
  },
  {
    name: 'Long Strangle',
    description: 'Buy an out-of-the-money call (0.25 delta) and an out-of-the-money put (-0.25 delta), same expiration. Cheaper than a straddle; needs a larger move.',
    legs: [leg('long', 'call', 0.25), leg('long', 'put', -0.25)],
  },
  {
    name: 'Long Call Butterfly',
    description: 'Buy one call $5 below, sell two at-the-money calls, buy one call $5 above, same expiration. Profits when the underlying pins the middle strike.',
    legs: [leg('short', 'call', 0.5, [child('long', 'call', -WING), child('long', 'call', WING)], 2)],
  },
  {
    name: 'Iron Condor',
    description: 'Sell an out-of-the-money put (-0.20 delta) and call (0.20 delta), and buy wings $5 further out on each side, same expiration. Credit; profits in a range.',
    legs: [leg('short', 'put', -0.2, [child('long', 'put', -WING)]), leg('short', 'call', 0.2, [child('long', 'call', WING)])],
  },
  {
    name: 'Iron Butterfly',
    description: 'Sell an at-the-money call and put at the same strike, and buy a call $5 above and a put $5 below, same expiration. Credit; profits when the underlying pins the strike.',
    legs: [leg('short', 'call', 0.5, [child('short', 'put', 0), child('long', 'call', WING), child('long', 'put', -WING)])],
  },
];

/** A fresh copy of a preset's legs (the builder edits them), or [] for 'Custom' or an unknown name. */
export function presetLegs(name: string): Leg[] {
  const preset = PRESETS.find((p) => p.name === name);
  return preset ? structuredClone(preset.legs) as Leg[] : [];
}
