/**
 * The model-risk runs' market: the same days with the modeled surface shifted by a number of vol
 * points at every ATM knot (vol-surface.ts `shiftSurface`). The day fit (the expensive part) is
 * shared with the unshifted chain; only the shifted surfaces are new. Imported days are untouched:
 * the shifted modeled chain is combined with the same imported provider (create-market-data.ts).
 */
import type { DayContext } from './day-context';
import { shiftSurface } from './vol-surface';

export function shiftedDayContexts(days: (date: string) => DayContext | undefined, points: number): (date: string) => DayContext | undefined {
  if (points === 0) return days;
  const memo = new Map<string, DayContext>();
  return (date) => {
    const hit = memo.get(date);
    if (hit !== undefined) return hit;
    const day = days(date);
    if (day === undefined) return undefined;
    const shifted: DayContext = { ...day, surface: shiftSurface(day.surface, points) };
    memo.set(date, shifted);
    return shifted;
  };
}
