import type { DuplicateCounts } from './partition-rows';

/**
 * The import's data-quality summary, per underlying and quote day: nothing is dropped or filled in
 * without being counted here.
 * - rows: lines read for the day; imported: rows stored;
 * - zero_quotes: bid = ask = 0, or no last trade in a last-price-only layout (no market), skipped;
 *   crossed: bid > ask, skipped (a run would stop on them);
 * - last_only: no bid/ask in the layout, stored with the last price only;
 * - stale_last: last trade outside [bid, ask] (kept: last is the vendor's, the quote is what fills);
 * - missing_greeks: a greek absent, computed from the quotes when read;
 * - no_underlying: no underlying price in the file nor a bundled close that day, skipped;
 * - expiry_gaps: an expiry listed before and after the day but absent that day;
 * - duplicates: rows set aside for another row of the same contract and day (partition-rows.ts
 *   sortedUniqueRows: traded over not, bid/ask over last only, of last-only untraded rows the larger
 *   open interest, then the later row), and on a day with any, how many each rule decided:
 *   duplicates_by_volume, _by_quote, _by_open_interest, _by_order (absent in reports written before
 *   2026-12-03, which counted only the total; _by_open_interest absent in those before 2026-12-04,
 *   whose _by_order counted those rows);
 * - pre_split_ghosts (only on last-only days inside a split's window of an underlying with a bundled
 *   split; ghost-count.ts): rows stored but not quoted by a backtest, pre-split strikes a vendor left
 *   in its post-split files (shared/engine/market/pre-split-ghosts.ts), answered from the model.
 * Per underlying, `missing_days`: the trading days (the bundled bars') between its first and last
 * quote day with no imported row; a backtest prices those days from the model (quote_source
 * 'modeled'), so the operator should know them. Absent for an underlying without bundled bars.
 */
export interface DayQuality {
  rows: number;
  imported: number;
  zero_quotes: number;
  crossed: number;
  last_only: number;
  stale_last: number;
  missing_greeks: number;
  no_underlying: number;
  expiry_gaps: number;
  duplicates: number;
  /** On a day (and a ticker's total) with duplicates: the rows each rule set aside (they sum to duplicates). */
  duplicates_by_volume?: number;
  duplicates_by_quote?: number;
  duplicates_by_open_interest?: number;
  duplicates_by_order?: number;
  /** Set after the import by ghost-count.ts, on the days it looked at (absent elsewhere: not looked at). */
  pre_split_ghosts?: number;
}

type DuplicateRuleCounter = 'duplicates_by_volume' | 'duplicates_by_quote' | 'duplicates_by_open_interest' | 'duplicates_by_order';
const DUPLICATE_RULE_COUNTERS: readonly DuplicateRuleCounter[] = ['duplicates_by_volume', 'duplicates_by_quote', 'duplicates_by_open_interest', 'duplicates_by_order'];

export type QualityCounter = Exclude<keyof DayQuality, 'pre_split_ghosts' | DuplicateRuleCounter>;

/** Adds b's per-rule duplicate counts to a's (set on a only when b has them). */
function addDuplicateRules(a: DayQuality, b: DayQuality): void {
  for (const k of DUPLICATE_RULE_COUNTERS) if (b[k] !== undefined) a[k] = (a[k] ?? 0) + b[k];
}

export interface TickerQuality extends DayQuality {
  first: string;
  last: string;
  days: number;
  missing_days?: { count: number; first: string[] };
  by_day: Record<string, DayQuality>;
}

/** Missing days listed by name before the count alone says the rest. */
const LISTED_MISSING_DAYS = 20;

/** The trading days in [q.first, q.last] with no imported row that day. */
export function missingDays(tradingDays: readonly string[], q: TickerQuality): { count: number; first: string[] } {
  const missing = tradingDays.filter((d) => d >= q.first && d <= q.last && !((q.by_day[d]?.imported ?? 0) > 0));
  return { count: missing.length, first: missing.slice(0, LISTED_MISSING_DAYS) };
}

const empty = (): DayQuality => ({ rows: 0, imported: 0, zero_quotes: 0, crossed: 0, last_only: 0, stale_last: 0, missing_greeks: 0, no_underlying: 0, expiry_gaps: 0, duplicates: 0 });

export class QualityReport {
  private readonly byTicker = new Map<string, Map<string, DayQuality>>();

  day(ticker: string, date: string): DayQuality {
    let days = this.byTicker.get(ticker);
    if (!days) this.byTicker.set(ticker, (days = new Map()));
    let d = days.get(date);
    if (!d) days.set(date, (d = empty()));
    return d;
  }

  add(ticker: string, date: string, counter: QualityCounter, n = 1): void {
    this.day(ticker, date)[counter] += n;
  }

  /** Rows set aside for another of the same contract and day, by the rule that decided. */
  addDuplicates(ticker: string, date: string, n: DuplicateCounts): void {
    const total = n.volume + n.quote + n.open_interest + n.order;
    if (total === 0) return;
    const d = this.day(ticker, date);
    d.duplicates += total;
    addDuplicateRules(d, {
      ...empty(), duplicates_by_volume: n.volume, duplicates_by_quote: n.quote, duplicates_by_open_interest: n.open_interest, duplicates_by_order: n.order,
    });
  }

  /** The counters as plain data (a worker thread's batch carries them to the importer). */
  entries(): [string, [string, DayQuality][]][] {
    return [...this.byTicker].map(([ticker, days]) => [ticker, [...days]]);
  }

  /** Adds counters taken with entries(). */
  merge(entries: readonly [string, readonly [string, DayQuality][]][]): void {
    for (const [ticker, days] of entries) {
      for (const [date, counts] of days) {
        const d = this.day(ticker, date);
        for (const k of Object.keys(empty()) as QualityCounter[]) d[k] += counts[k];
        addDuplicateRules(d, counts);
      }
    }
  }

  summary(): Record<string, TickerQuality> {
    const out: Record<string, TickerQuality> = {};
    for (const [ticker, days] of [...this.byTicker].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const dates = [...days.keys()].sort();
      const total = empty();
      const byDay: Record<string, DayQuality> = {};
      for (const date of dates) {
        const d = days.get(date) ?? empty();
        byDay[date] = d;
        for (const k of Object.keys(empty()) as QualityCounter[]) total[k] += d[k];
        addDuplicateRules(total, d);
      }
      out[ticker] = { first: dates[0] ?? '', last: dates[dates.length - 1] ?? '', days: dates.length, ...total, by_day: byDay };
    }
    return out;
  }
}
