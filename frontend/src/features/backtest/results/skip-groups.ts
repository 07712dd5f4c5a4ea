/**
 * The engine writes one skipped entry per day, in that day's words: 'cash $17,031.72 does not
 * secure one put at the 175 strike ($17,500.00 needed)'. Listed as they come, a wheel whose cash
 * fell behind the price reads as 76 different lines. Grouped here by their wording with the figures
 * taken out, each reason reads once, its figures as the range they took, with how many days, the
 * first and the last; every day's own line is kept beside it (nothing is dropped).
 */

export interface SkippedEntry {
  date: string;
  reason: string;
}

export interface SkipGroup {
  /** The reason's wording, each figure that moved from day to day shown as its low–high range. */
  reason: string;
  /** Distinct days skipped for this reason (a day may skip an entry and a roll). */
  days: number;
  first: string;
  last: string;
  /** Every skipped entry of the group, in date order, in its own words. */
  entries: SkippedEntry[];
}

/**
 * A figure of a reason: an ISO date, or a number with an optional sign and $ and thousands commas.
 * Not one inside a word or an identifier (RSI(14) is one, AAPL220318P00175000 and VIX9D are not).
 */
const FIGURE = /\d{4}-\d{2}-\d{2}|(?<![\w.$-])-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w.]?\d)/g;

interface Figure {
  text: string;
  /** For ordering: a date compares as text, a number as its value. */
  order: number | string;
}

function figureOf(text: string): Figure {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { text, order: text };
  return { text, order: Number(text.replace(/[$,]/g, '')) };
}

/** The reason's wording with each figure cut out (the grouping key), and the figures in order. */
function split(reason: string): { words: string[]; figures: Figure[] } {
  const words: string[] = [];
  const figures: Figure[] = [];
  let from = 0;
  for (const match of reason.matchAll(FIGURE)) {
    words.push(reason.slice(from, match.index));
    figures.push(figureOf(match[0]));
    from = match.index + match[0].length;
  }
  words.push(reason.slice(from));
  return { words, figures };
}

const before = (a: Figure, b: Figure): boolean => (typeof a.order === 'number' && typeof b.order === 'number' ? a.order < b.order : String(a.order) < String(b.order));

/** 'low–high' as written by the engine, or the one value when it never moved. */
function rangeText(low: Figure, high: Figure): string {
  if (low.text === high.text) return low.text;
  // '-0.35 to -0.25' reads better than '-0.35–-0.25'.
  if (low.text.startsWith('-') || high.text.startsWith('-')) return `${low.text} to ${high.text}`;
  if (/^\d{4}-/.test(low.text)) return `${low.text} … ${high.text}`;
  return `${low.text}–${high.text}`;
}

interface Building {
  words: string[];
  /** Per figure of the wording, the lowest and the highest it took. */
  ranges: Array<{ low: Figure; high: Figure }>;
  first: SkippedEntry;
  entries: SkippedEntry[];
}

const byDate = (a: SkippedEntry, b: SkippedEntry): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

function finish(g: Building): SkipGroup {
  const entries = [...g.entries].sort(byDate);
  const reason = g.words.map((w, i) => {
    const range = g.ranges[i];
    return range ? w + rangeText(range.low, range.high) : w;
  }).join('');
  const first = entries[0] ?? g.first;
  const last = entries.at(-1) ?? g.first;
  return { reason, days: new Set(entries.map((e) => e.date)).size, first: first.date, last: last.date, entries };
}

/** The skipped entries grouped by reason, most days first (ties: the earlier first day first). */
export function groupSkips(entries: readonly SkippedEntry[]): SkipGroup[] {
  const groups = new Map<string, Building>();
  for (const entry of entries) {
    const { words, figures } = split(entry.reason);
    const key = words.join('\u0000');
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { words, ranges: figures.map((f) => ({ low: f, high: f })), first: entry, entries: [entry] });
      continue;
    }
    group.entries.push(entry);
    group.ranges.forEach((range, i) => {
      const f = figures[i];
      if (!f) return;
      if (before(f, range.low)) range.low = f;
      if (before(range.high, f)) range.high = f;
    });
  }
  return [...groups.values()].map(finish).sort((a, b) => b.days - a.days || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
}
