/**
 * The modeled chain's answers about one day, each computed once: the day's listed expirations and,
 * per expiry, the shared pricing values and the strike grid. A run asks about one day at a time
 * (every leg, mark and search of that day), so the day in hand is found with one comparison and its
 * expiries in one small map; a few recent days are kept for callers that look back, and older days
 * are dropped, so memory stays bounded however long the run.
 *
 * Until the days are walked again: a sweep batch runs its cells one after another on one market,
 * each walking the same 15 years, and rebuilt every day's answers (the bench batch built 110,000
 * strike grids for 10,400 distinct days and expiries). Once a day older than the recent ones is
 * asked (the next cell starting over), every day's answers are kept for the chain's life: the
 * expiries a batch's cells ask about (the bench batch's market kept 25 MB more heap). A single
 * run walks forward and keeps only the recent days, as before. The answers are pure functions of
 * the day and expiry, so keeping them changes nothing but time.
 */
import { toDayNumber } from './calendar';

/** What one expiry of the day answers (undefined until first asked). */
export interface ExpiryAnswers<C> {
  /** Set with `context` on the first ask (the context itself may be undefined: not priced). */
  priced: boolean;
  context: C | undefined;
  strikes: readonly number[] | undefined;
}

/** One day's answers; `D` is the day's inputs (undefined on a day the model does not price). */
export interface DayAnswers<D, C> {
  date: string;
  day: D | undefined;
  /** toDayNumber(date), read once per day (NaN on a day the model does not price). */
  dayNumber: number;
  expirations: readonly string[] | undefined;
  /** toDayNumber of each of `expirations`, once the days are kept (see above; undefined until asked). */
  expirationDays: readonly number[] | undefined;
  expiries: Map<string, ExpiryAnswers<C>>;
}

/** Days kept besides the one in hand (a look back, e.g. a split or a previous close, stays cheap). */
export const RECENT_DAYS = 8;

/**
 * Expiry answers kept at most once every day is kept: a warm sweep Lambda keeps its last ticker's
 * market between batches and sweeps (functions/sweeps/run-sweep-batch.task.ts), whose different
 * DTE targets could otherwise reach every listed expiry of every day (~160,000 for 16 years of
 * SPY, several hundred MB). The bench batch keeps ~55,000 (25 MB). Past the limit the kept days
 * are dropped and refilled as asked: the same answers, computed again.
 */
export const KEPT_EXPIRIES_LIMIT = 100_000;

export function createDayAnswers<D, C>(dayInputs: (date: string) => D | undefined): {
  day: (date: string) => DayAnswers<D, C>;
  expiry: (answers: DayAnswers<D, C>, expiry: string) => ExpiryAnswers<C>;
  /** True once every day's answers are kept (the days were walked again). */
  keepsAll: () => boolean;
} {
  const recent = new Map<string, DayAnswers<D, C>>();
  let current: DayAnswers<D, C> | undefined;
  // Set once the days are walked again (see above): from then on no day is dropped.
  let keepAll = false;
  let keptExpiries = 0;
  const day = (date: string): DayAnswers<D, C> => {
    if (current !== undefined && current.date === date) return current;
    let answers = recent.get(date);
    if (answers === undefined) {
      if (!keepAll && current !== undefined && date < current.date && recent.size >= RECENT_DAYS) keepAll = true;
      const inputs = dayInputs(date);
      // Only a priced day's date is parsed: any other string just gets no answers.
      answers = { date, day: inputs, dayNumber: inputs === undefined ? Number.NaN : toDayNumber(date), expirations: undefined, expirationDays: undefined, expiries: new Map() };
      recent.set(date, answers);
      if (!keepAll && recent.size > RECENT_DAYS) {
        const oldest = recent.keys().next();
        if (!oldest.done) recent.delete(oldest.value);
      }
    }
    current = answers;
    return answers;
  };
  const expiry = (answers: DayAnswers<D, C>, key: string): ExpiryAnswers<C> => {
    let e = answers.expiries.get(key);
    if (e === undefined) {
      e = { priced: false, context: undefined, strikes: undefined };
      answers.expiries.set(key, e);
      if (keepAll && ++keptExpiries > KEPT_EXPIRIES_LIMIT) {
        keptExpiries = 0;
        recent.clear();
      }
    }
    return e;
  };
  return { day, expiry, keepsAll: () => keepAll };
}
