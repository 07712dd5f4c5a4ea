/**
 * The model-risk runs' surfaces: a day's fitted surface shifted by a number of vol points at every
 * ATM knot (vol-surface.ts `shiftSurface`). The day fit (the expensive part) and the rest of the
 * day's inputs are shared with the unshifted chain: a shifted chain (shifted-chain.ts) keeps the
 * same DayContext and only swaps the surface it builds each expiry's smile from, so no per-day
 * copy of the inputs is made or kept.
 */
import type { DayContext } from './day-context';
import { shiftSurface, type DaySurface } from './vol-surface';

/**
 * The surface a chain shifted by `points` prices `day` on. A one-day memo: a run asks about one
 * day at a time, and each expiry's context, which reads this, is itself kept per (day, expiry).
 */
export function shiftedSurfaces(points: number): (day: DayContext) => DaySurface {
  if (points === 0) return (day) => day.surface;
  let lastDay: DayContext | undefined;
  let lastSurface: DaySurface | undefined;
  return (day) => {
    if (lastDay !== day || lastSurface === undefined) {
      lastDay = day;
      lastSurface = shiftSurface(day.surface, points);
    }
    return lastSurface;
  };
}
