/**
 * The run note of a run whose option fills used the coarse 'nickel-dime' tick on days no dated
 * source settles (chain-rules.ts nickelDimeUndated): a class no document dates (TSLA, NVDA, ...),
 * or AAPL and SPY before the day their first source has them on the penny grid by. The engine keeps
 * the coarse grid there, which can only cost a run more, never flatter it; but those classes were
 * very likely penny classes on many of those days, so the run likely reads worse than it was, and
 * the product shows a choice it is unsure of: the note names the grid, the days, the fills and the
 * most the rounding of each can have cost.
 */
import { SHARES_PER_CONTRACT } from '../../domain/constants';
import { formatMetric } from '../../analytics/format-metric';
import { dollarsText } from '../core/money';
import { PENNY_HISTORY, nickelDimeUndated, tickSize } from '../market/chain-rules';

/** A grid's increments under $3 and from $3, as the note writes them ('$0.05 under $3 and $0.10 from $3'). */
const increments = (grid: 'nickel-dime' | 'penny', join: string): string => `${dollarsText(tickSize(grid, 0))}${join}${dollarsText(tickSize(grid, 3))}`;

/** The most a fill's rounding on the coarse grid can cost against the penny grid, a share: under $3 and from $3 ($0.04, $0.05). */
const UNDER_3 = Math.round((tickSize('nickel-dime', 0) - tickSize('penny', 0)) * 100) / 100;
const FROM_3 = Math.round((tickSize('nickel-dime', 3) - tickSize('penny', 3)) * 100) / 100;

/**
 * The note, or undefined when no fill of the run fell on such a day. `days`: the run's trading days
 * (ascending); `fillDays`: the day of each option fill the trade log books (an entry's legs, each
 * leg closed by a trade; not a settlement at expiry or assignment, nor an exercise, which make no
 * fill), one per fill.
 */
export function tickGridNote(ticker: string, days: readonly string[], fillDays: readonly string[]): string | undefined {
  const fills = fillDays.filter((d) => nickelDimeUndated(ticker, d)).length;
  if (fills === 0) return undefined;
  const coarse = days.filter((d) => nickelDimeUndated(ticker, d));
  const name = ticker.toUpperCase();
  const first = PENNY_HISTORY[name]?.[0];
  // A class whose first source has it there by a day: before that day, not 'then'.
  const when = first === undefined
    ? 'then (it may well have been on them)'
    : `before ${first.from} (the first source found has it in the program by then; it may well have joined earlier)`;
  const n = formatMetric('count', fills);
  return `${name} options on the nickel-dime tick from ${coarse[0] ?? ''} to ${coarse[coarse.length - 1] ?? ''} (${n} ${fills === 1 ? 'fill' : 'fills'}): `
    + `the run's modeled quotes and fills on those days were in steps of ${increments('nickel-dime', ' under $3 and ')} from $3, `
    + `as no dated source puts ${name} on the penny program's ${increments('penny', '/')} increments ${when}. `
    + `The rounding alone may have cost each such fill up to ${dollarsText(UNDER_3)} a share under $3 and ${dollarsText(FROM_3)} from $3 `
    + `(${dollarsText(UNDER_3 * SHARES_PER_CONTRACT)}/${dollarsText(FROM_3 * SHARES_PER_CONTRACT)} a contract), and the coarser modeled bid and ask widen the spread the slippage is a share of.`;
}
