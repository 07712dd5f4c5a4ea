/**
 * Verticals and iron condors built from a real chain's legs (legs.ts), and how often the model-risk
 * band holds their real price (PROTOCOL.md in this folder: the classes, buckets and criterion).
 *
 * A position's price is a credit: short leg minus long leg (a condor: both spreads). The band of a
 * position is the range of its model price on the band's two markets (Leg.model indices `low` and
 * `high`, the base at 0); it holds the real price if that lies within it, ends included.
 */
import { median } from '../../../shared/engine/core/median';
import type { Leg } from './legs';

export const SHORT_DELTA_MIN = 0.1;
export const SHORT_DELTA_MAX = 0.3;
/** The long leg: the k-th listed strike further out of the money than the short one. */
export const WIDTHS: readonly number[] = [1, 2, 5, 10];
/** Condors: per target, the put and the call whose |delta| is nearest it (each within 0.10-0.30). */
export const CONDOR_TARGETS: readonly number[] = [0.1, 0.15, 0.2, 0.25, 0.3];

export type PositionClass = 'put spread' | 'call spread' | 'iron condor';

export interface Position {
  cls: PositionClass;
  date: string;
  dte: number;
  /** |delta| of the short leg (a condor: the larger of its two). */
  shortDelta: number;
  width: number;
  real: number;
  model: number[];
}

const isShort = (l: Leg) => Math.abs(l.delta) >= SHORT_DELTA_MIN && Math.abs(l.delta) <= SHORT_DELTA_MAX;

/** Legs of one day, expiry and type (by-delta.ts reads them unordered). */
export function legsBySide(legs: readonly Leg[]): Leg[][] {
  const groups = new Map<string, Leg[]>();
  for (const l of legs) {
    const key = `${l.date}|${l.expiry}|${l.type}`;
    const list = groups.get(key) ?? [];
    list.push(l);
    groups.set(key, list);
  }
  return [...groups.values()];
}

/** Legs of one day, expiry and type, ordered from the money outwards. */
const sides = (legs: readonly Leg[]): Leg[][] => legsBySide(legs).map((g) => g.sort((a, b) => (a.type === 'put' ? b.strike - a.strike : a.strike - b.strike)));

function spread(short: Leg, long: Leg, width: number): Position {
  return {
    cls: short.type === 'put' ? 'put spread' : 'call spread',
    date: short.date,
    dte: short.dte,
    shortDelta: Math.abs(short.delta),
    width,
    real: short.real - long.real,
    model: short.model.map((m, i) => m - (long.model[i] ?? Number.NaN)),
  };
}

/** Every put and call credit spread of the legs: each short leg in 0.10-0.30 |delta|, each width. */
export function verticals(legs: readonly Leg[]): Position[] {
  const out: Position[] = [];
  for (const side of sides(legs)) {
    side.forEach((short, i) => {
      if (!isShort(short)) return;
      for (const k of WIDTHS) {
        const long = side[i + k];
        if (long !== undefined) out.push(spread(short, long, k));
      }
    });
  }
  return out;
}

/** Iron condors: per day, expiry, target |delta| and width, the two spreads summed (duplicates once). */
export function condors(legs: readonly Leg[]): Position[] {
  const byExpiry = new Map<string, { put?: Leg[]; call?: Leg[] }>();
  for (const side of sides(legs)) {
    const first = side[0];
    if (first === undefined) continue;
    const key = `${first.date}|${first.expiry}`;
    const entry = byExpiry.get(key) ?? {};
    entry[first.type] = side;
    byExpiry.set(key, entry);
  }
  const out: Position[] = [];
  const seen = new Set<string>();
  for (const { put, call } of byExpiry.values()) {
    if (put === undefined || call === undefined) continue;
    const nearest = (side: Leg[], target: number) => {
      let best = -1;
      side.forEach((l, i) => {
        const b = side[best];
        if (isShort(l) && (b === undefined || Math.abs(Math.abs(l.delta) - target) < Math.abs(Math.abs(b.delta) - target))) best = i;
      });
      return best;
    };
    for (const target of CONDOR_TARGETS) {
      const p = nearest(put, target);
      const c = nearest(call, target);
      const ps = put[p];
      const cs = call[c];
      if (ps === undefined || cs === undefined) continue;
      for (const k of WIDTHS) {
        const pl = put[p + k];
        const cl = call[c + k];
        const key = `${ps.date}|${ps.expiry}|${ps.strike}|${cs.strike}|${k}`;
        if (pl === undefined || cl === undefined || seen.has(key)) continue;
        seen.add(key);
        const a = spread(ps, pl, k);
        const b = spread(cs, cl, k);
        out.push({ ...a, cls: 'iron condor', shortDelta: Math.max(a.shortDelta, b.shortDelta), real: a.real + b.real, model: a.model.map((m, i) => m + (b.model[i] ?? Number.NaN)) });
      }
    }
  }
  return out;
}

export interface Coverage {
  n: number;
  /** Share (0-1) whose real price lies within the band. */
  coverage: number;
  /** Median base model − real, dollars per share, and as a fraction of the real price. */
  medianError: number;
  medianErrorFraction: number;
  /** Median half-width of the band, (high − low) / 2, dollars per share and as a fraction of the real price. */
  medianHalfBand: number;
  medianHalfBandFraction: number;
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** Whether the real price lies within the model's prices at `low` and `high` (either order). */
export function holds(p: { real: number; model: readonly number[] }, low: number, high: number): boolean {
  const a = p.model[low] ?? Number.NaN;
  const b = p.model[high] ?? Number.NaN;
  return p.real >= Math.min(a, b) && p.real <= Math.max(a, b);
}

/** Coverage of positions (or single legs) with a positive real price, the band at `low`/`high`. */
export function coverage(items: readonly { real: number; model: readonly number[] }[], low = 1, high = 2): Coverage {
  const xs = items.filter((p) => p.real > 0 && p.model.every(Number.isFinite));
  const err = xs.map((p) => (p.model[0] ?? 0) - p.real);
  const half = xs.map((p) => Math.abs((p.model[high] ?? 0) - (p.model[low] ?? 0)) / 2);
  return {
    n: xs.length,
    coverage: xs.length === 0 ? Number.NaN : round(xs.filter((p) => holds(p, low, high)).length / xs.length, 3),
    medianError: round(median(err)),
    medianErrorFraction: round(median(err.map((e, i) => e / (xs[i]?.real ?? 1))), 3),
    medianHalfBand: round(median(half)),
    medianHalfBandFraction: round(median(half.map((h, i) => h / (xs[i]?.real ?? 1))), 3),
  };
}

export const DELTA_BUCKETS: readonly [number, number][] = [[0.1, 0.2], [0.2, 0.3]];
export const DTE_BUCKETS: readonly [number, number][] = [[5, 14], [15, 30], [31, 45]];

export interface ClassReport {
  cls: PositionClass;
  all: Coverage;
  byDelta: (Coverage & { delta: string })[];
  byDte: (Coverage & { dte: string })[];
  /** Listed strikes (verticals, condors), or index points (by-delta.ts). */
  byWidth: (Coverage & { width: number })[];
  /** By calendar month of the quote day (the SPXW sample: a calm January, February's spike). */
  byMonth: (Coverage & { month: string })[];
}

/** Pooled and bucketed coverage of each class. */
export function classReports(positions: readonly Position[], low = 1, high = 2, widths: readonly number[] = WIDTHS): ClassReport[] {
  const classes: PositionClass[] = ['put spread', 'call spread', 'iron condor'];
  return classes.map((cls) => {
    const of = positions.filter((p) => p.cls === cls);
    return {
      cls,
      all: coverage(of, low, high),
      byDelta: DELTA_BUCKETS.map(([lo, hi]) => ({ delta: `${lo.toFixed(2)}-${hi.toFixed(2)}`, ...coverage(of.filter((p) => p.shortDelta >= lo && (p.shortDelta < hi || hi === SHORT_DELTA_MAX)), low, high) })),
      byDte: DTE_BUCKETS.map(([lo, hi]) => ({ dte: `${lo}-${hi}`, ...coverage(of.filter((p) => p.dte >= lo && p.dte <= hi), low, high) })),
      byWidth: widths.map((width) => ({ width, ...coverage(of.filter((p) => p.width === width), low, high) })),
      byMonth: [...new Set(of.map((p) => p.date.slice(0, 7)))].sort().map((month) => ({ month, ...coverage(of.filter((p) => p.date.startsWith(month)), low, high) })),
    };
  });
}

/** The reference: single out-of-the-money contracts of 0.10-0.30 |delta| (the short legs' range). */
export function singleCoverage(legs: readonly Leg[], low = 1, high = 2): Coverage {
  return coverage(legs.filter(isShort), low, high);
}
