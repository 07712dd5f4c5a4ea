/**
 * The band as a run that picks its strikes by delta sees it: the real spread is the one a trader
 * picking on the real chain would sell (the strike whose real |delta| is nearest the target, the long
 * leg a fixed number of points further out), and each market's spread is the one the run on that
 * market would sell (the strike whose modeled |delta| there is nearest the target, the same width).
 * Not in the protocol (PROTOCOL.md measures the same contracts); added after, as a reading of what
 * the band of a delta-picking backtest holds. Widths in index points (SPXW) or listed strikes (LEAN).
 */
import type { Leg } from './legs';
import { WIDTHS, legsBySide as sides, type Position } from './coverage';

export const TARGETS: readonly number[] = [0.1, 0.15, 0.2, 0.25, 0.3];
/** Widths in index points (the SPXW grid is 5 points near the money). */
export const POINT_WIDTHS: readonly number[] = [10, 25, 50];
/** A real strike counts only if its |delta| is this close to the target. */
const REAL_DELTA_TOLERANCE = 0.025;


function nearest(side: readonly Leg[], target: number, deltaOf: (l: Leg) => number | undefined): Leg | undefined {
  let best: Leg | undefined;
  let gap = Number.POSITIVE_INFINITY;
  for (const l of side) {
    const d = deltaOf(l);
    if (d === undefined) continue;
    const g = Math.abs(Math.abs(d) - target);
    if (g < gap) { gap = g; best = l; }
  }
  return best;
}

/** Put and call credit spreads picked by delta on the real chain and on each market (Leg.model order). */
export function verticalsByDelta(legs: readonly Leg[], markets: number, unit: 'points' | 'strikes' = 'points'): Position[] {
  const widths = unit === 'points' ? POINT_WIDTHS : WIDTHS;
  const out: Position[] = [];
  for (const side of sides(legs)) {
    const first = side[0];
    if (first === undefined) continue;
    const out1 = first.type === 'put' ? -1 : 1;
    // From the money outwards: the long leg `width` points, or `width` listed strikes, further out.
    side.sort((a, b) => out1 * (a.strike - b.strike));
    const byStrike = new Map(side.map((l) => [l.strike, l]));
    const longOf = (short: Leg, width: number) => (unit === 'points' ? byStrike.get(short.strike + out1 * width) : side[side.indexOf(short) + width]);
    for (const target of TARGETS) {
      const realShort = nearest(side, target, (l) => l.delta);
      if (realShort === undefined || Math.abs(Math.abs(realShort.delta) - target) > REAL_DELTA_TOLERANCE) continue;
      for (const width of widths) {
        const realLong = longOf(realShort, width);
        if (realLong === undefined) continue;
        const model: number[] = [];
        for (let j = 0; j < markets; j++) {
          const short = nearest(side, target, (l) => l.modelDelta?.[j]);
          const long = short === undefined ? undefined : longOf(short, width);
          model.push(short === undefined || long === undefined ? Number.NaN : (short.model[j] ?? Number.NaN) - (long.model[j] ?? Number.NaN));
        }
        out.push({ cls: first.type === 'put' ? 'put spread' : 'call spread', date: first.date, dte: first.dte, shortDelta: target, width, real: realShort.real - realLong.real, model });
      }
    }
  }
  return out;
}

/** Single contracts by delta: the real one at each target on the real chain, each market's at its own. */
export function singlesByDelta(legs: readonly Leg[], markets: number): { real: number; model: number[] }[] {
  const out: { real: number; model: number[] }[] = [];
  for (const side of sides(legs)) {
    for (const target of TARGETS) {
      const real = nearest(side, target, (l) => l.delta);
      if (real === undefined || Math.abs(Math.abs(real.delta) - target) > REAL_DELTA_TOLERANCE) continue;
      const model: number[] = [];
      for (let j = 0; j < markets; j++) model.push(nearest(side, target, (l) => l.modelDelta?.[j])?.model[j] ?? Number.NaN);
      out.push({ real: real.real, model });
    }
  }
  return out;
}

/** Iron condors by delta: the put and call spreads of one day, expiry, target and width, summed. */
export function condorsByDelta(verticals: readonly Position[]): Position[] {
  const calls = new Map(verticals.filter((p) => p.cls === 'call spread').map((p) => [`${p.date}|${p.dte}|${p.shortDelta}|${p.width}`, p]));
  const out: Position[] = [];
  for (const put of verticals.filter((p) => p.cls === 'put spread')) {
    const call = calls.get(`${put.date}|${put.dte}|${put.shortDelta}|${put.width}`);
    if (call === undefined) continue;
    out.push({ ...put, cls: 'iron condor', real: put.real + call.real, model: put.model.map((m, i) => m + (call.model[i] ?? Number.NaN)) });
  }
  return out;
}
