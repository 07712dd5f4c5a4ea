/**
 * The model-risk runs' market: the same days with the modeled surface shifted by a number of vol
 * points at every ATM knot (vol-surface.ts `shiftSurface`). The day fit (the expensive part) and
 * every other input of the day are shared with the unshifted chain: a shifted chain
 * (modeled-chain.ts with a vol shift) reads the very DayContext of the plain one and asks this
 * module only for the shifted surfaces. Imported days are untouched: the shifted modeled chain is
 * combined with the same imported provider (create-market-data.ts).
 */
import type { DayContext } from './day-context';
import { shiftSurface, type DaySurface } from './vol-surface';

export interface ShiftedSurfaces {
  /** The day's surface shifted by the chain's points (the day's own surface when they are 0). */
  surface: (day: DayContext) => DaySurface;
  /** The day's report-gap surface (DayContext.reportGapSurface) shifted the same way. */
  reportGap: (day: DayContext, prevDate: string) => DaySurface | undefined;
}

/**
 * The surfaces of a chain shifted by `points`. A one-day memo: a run asks about one day at a time
 * (its chain keeps each day's answers itself, day-answers.ts), so each day's surface is shifted
 * about once per run. Before, each day's whole DayContext was copied with the shifted surface and
 * a new report-gap closure (about 6% of a shifted iron condor run, with the garbage it left).
 */
export function shiftedSurfaces(points: number): ShiftedSurfaces {
  if (points === 0) return { surface: (day) => day.surface, reportGap: (day, prevDate) => day.reportGapSurface(prevDate) };
  let lastDay: DayContext | undefined;
  let last: DaySurface | undefined;
  return {
    surface(day) {
      if (day !== lastDay || last === undefined) {
        last = shiftSurface(day.surface, points);
        lastDay = day;
      }
      return last;
    },
    reportGap(day, prevDate) {
      const gap = day.reportGapSurface(prevDate);
      return gap === undefined ? undefined : shiftSurface(gap, points);
    },
  };
}
