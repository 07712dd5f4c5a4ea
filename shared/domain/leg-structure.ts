/**
 * Which preset a spreads strategy's legs make, without the preset templates: those are a lazily
 * loaded module (spec section 7, presets.ts), and the trade log's title and the saved cards need
 * the name on first paint. PRESET_SHAPES restates each template's structure; presets.test.ts holds
 * it to the templates.
 */

/** A leg's structure as read from a saved or typed strategy, every field optional (read leniently). */
export interface LegShape {
  side?: unknown;
  option_type?: unknown;
  quantity?: unknown;
  strike_offset?: unknown;
  children?: unknown;
}

/** 'short put ×1' for a leg; a child adds which way its strike offset points: 'long put -1 ×1'. */
type ShapeRow = string;

const PRESET_SHAPES: ReadonlyArray<readonly [string, readonly (readonly ShapeRow[])[]]> = [
  ['Bull Call Spread', [['long call ×1', 'short call +1 ×1']]],
  ['Bear Put Spread', [['long put ×1', 'short put -1 ×1']]],
  ['Protective Collar', [['long put ×1'], ['short call ×1']]],
  ['Long Straddle', [['long call ×1', 'long put 0 ×1']]],
  ['Long Strangle', [['long call ×1'], ['long put ×1']]],
  ['Long Call Butterfly', [['short call ×2', 'long call -1 ×1', 'long call +1 ×1']]],
  ['Iron Condor', [['short put ×1', 'long put -1 ×1'], ['short call ×1', 'long call +1 ×1']]],
  ['Iron Butterfly', [['short call ×1', 'short put 0 ×1', 'long call +1 ×1', 'long put -1 ×1']]],
];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const sign = (x: number): string => (x > 0 ? '+1' : x < 0 ? '-1' : '0');

/**
 * The legs as rows of PRESET_SHAPES: each leg's side, type and quantity, its children's side, type,
 * which way their strike offset points and quantity, quantities divided by their common factor (an
 * iron condor of 2 a leg is an iron condor). Deltas, DTEs and widths tune a structure; they do not
 * make another. Undefined when a leg cannot be read.
 */
export function legShapeRows(legs: readonly LegShape[]): ShapeRow[][] | undefined {
  const read = (x: LegShape) =>
    typeof x.side === 'string' && typeof x.option_type === 'string' && typeof x.quantity === 'number' && Number.isInteger(x.quantity) && x.quantity > 0
      ? { what: `${x.side} ${x.option_type}`, quantity: x.quantity }
      : undefined;
  const groups: Array<Array<{ what: string; quantity: number }>> = [];
  for (const leg of legs) {
    const parent = read(leg);
    if (!parent) return undefined;
    const group = [parent];
    for (const c of Array.isArray(leg.children) ? (leg.children as LegShape[]) : []) {
      const child = read(c);
      if (!child) return undefined;
      group.push({ what: `${child.what} ${sign(typeof c.strike_offset === 'number' ? c.strike_offset : 0)}`, quantity: child.quantity });
    }
    groups.push(group);
  }
  const factor = groups.flat().reduce((g, r) => gcd(g, r.quantity), 0) || 1;
  return groups.map((g) => g.map((r) => `${r.what} ×${r.quantity / factor}`));
}

const key = (rows: readonly (readonly ShapeRow[])[]): string => rows.map((g) => g.join(', ')).join(' | ');
const PRESET_BY_SHAPE = new Map(PRESET_SHAPES.map(([name, rows]) => [key(rows), name]));

/** The preset whose structure the legs have (whatever their deltas, DTEs and widths), if any. */
export function presetOfLegs(legs: readonly LegShape[]): string | undefined {
  const rows = legs.length > 0 ? legShapeRows(legs) : undefined;
  return rows ? PRESET_BY_SHAPE.get(key(rows)) : undefined;
}
