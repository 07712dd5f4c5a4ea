/**
 * The model-risk runs' market: the same days with the modeled surface shifted by a number of vol
 * points at every ATM knot (vol-surface.ts `shiftSurface`). The day fit (the expensive part) is
 * shared with the unshifted chain; only the shifted surfaces are new. Imported days are untouched:
 * the shifted modeled chain is combined with the same imported provider (create-market-data.ts).
 */
import type { DayContext } from './day-context';
import { shiftSurface } from './vol-surface';

/**
 * Each day's inputs with the surface shifted by `points`. A one-day memo, not a copy of every day
 * kept for the whole run: a run asks about one day at a time and its chain keeps its recent days'
 * answers itself (day-answers.ts); a day asked again later gets an equal copy.
 */
export function shiftedDayContexts(days: (date: string) => DayContext | undefined, points: number): (date: string) => DayContext | undefined {
  if (points === 0) return days;
  let lastDate: string | undefined;
  let last: DayContext | undefined;
  return (date) => {
    if (date === lastDate) return last;
    const day = days(date);
    lastDate = date;
    last = day === undefined ? undefined : {
      ...day,
      surface: shiftSurface(day.surface, points),
      reportGapSurface: (prevDate) => {
        const gap = day.reportGapSurface(prevDate);
        return gap === undefined ? undefined : shiftSurface(gap, points);
      },
    };
    return last;
  };
}
