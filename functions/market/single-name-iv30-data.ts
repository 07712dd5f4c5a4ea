/**
 * Real, dated single-stock 30-day implied vols, for the stocks the single-name
 * model prices (no Cboe index of their own): fixtures/single-name-iv30.json (`values`, and the leads
 * not kept with the reason, `rejected`), checked against the schema below when read. Read by
 * single-name-iv30-check.ts only. Held out when collected; the first collection was then spent on
 * choosing the long-run cap (LONG_RUN_MAX_EXCESS), so only the second (`round: 2`) and later rounds
 * are held out: fitting anything more to these rows would spend them too.
 *
 * How it was collected (2026-11-28, twice: rows with `round: 2` are a second collection by two fresh
 * sessions, of values the first had not found, made after the long-run cap was chosen on the first):
 * two helper sessions each time searched the stored copies of public pages
 * the project's search tool reaches (no live fetch) for every value a page labels as the stock's
 * ~30-day implied vol (TheFly's "IV30", Schaeffer's Volatility Index "SVI", Market Chameleon's
 * "30-Day IV", ...), WITHOUT running or seeing the model's values, and kept every qualifying value
 * found (no selection by value). Not kept: IV rank or percentile, one contract's or one expiry's IV,
 * implied moves, values without a tenor or a date.
 *
 * Grades: B, the page states the date and the share price it quotes fits that day's bar (a value
 * whose page quotes no price says so in its note); C, the date is inferred from the quoted price and
 * change, which match one day of the bundled bars (where they match days years apart, the page's own
 * clues pick one, said in the note). Stocknear's "30d" values are all in `rejected`: on the pages
 * checked the figure equals one listed expiry's IV.
 * `timeOfDay`: TheFly's notes are intraday (the model prices the close). Rows of one publisher are one
 * source (one definition, one data vendor).
 */

import { readFileSync } from 'node:fs';
import { z } from 'zod';

const PublishedIv30Schema = z.object({
  ticker: z.string().regex(/^[A-Z]+$/),
  /** The trading day the value belongs to. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Vol points. */
  value: z.number().positive(),
  /** The source's own label of the number. */
  measure: z.string().min(1),
  timeOfDay: z.enum(['close', 'intraday', 'unknown']),
  /** The share price the page quotes, as traded that day (before later splits). */
  spotQuoted: z.number().positive().optional(),
  grade: z.enum(['B', 'C']),
  /** The publisher: rows of one group are one source. */
  group: z.string().min(1),
  source: z.string().min(1),
  note: z.string().optional(),
  /**
   * 2: found by the second collection (2026-11-28, after the long-run cap LONG_RUN_MAX_EXCESS was
   * chosen on the first: held out); 3: the third, of other tickers (AAPL, AMZN and the ETFs), after
   * every other choice (held out but for QQQ's 5 values, which then chose QQQ's smile,
   * OWN_INDEX_ETF_SMILE). Absent: the first collection.
   */
  round: z.union([z.literal(2), z.literal(3)]).optional(),
}).strict();

const RejectedLeadSchema = z.object({ lead: z.string().min(1), source: z.string(), why: z.string().min(1) }).strict();

export type PublishedIv30 = z.infer<typeof PublishedIv30Schema>;
export type RejectedIv30Lead = z.infer<typeof RejectedLeadSchema>;

const FIXTURE = new URL('./fixtures/single-name-iv30.json', import.meta.url);
const fixture = z.object({ values: z.array(PublishedIv30Schema), rejected: z.array(RejectedLeadSchema) })
  .parse(JSON.parse(readFileSync(FIXTURE, 'utf8')));

export const SINGLE_NAME_IV30: readonly PublishedIv30[] = fixture.values;
/** Leads found and not kept, with the reason (every value a page offered that failed a criterion above). */
export const SINGLE_NAME_IV30_REJECTED: readonly RejectedIv30Lead[] = fixture.rejected;
