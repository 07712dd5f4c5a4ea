import { formatUsd } from '../lib/format';
import type { DerivedResults } from './derived-types';

/** Below this share of days with a position open, the metrics describe a mostly idle account. */
const THIN_EXPOSURE_PERCENT = 50;
/** The most common skip reason is quoted up to this length (the full text is in Run notes). */
const REASON_CHARS = 90;

type RunView = Pick<DerivedResults, 'mode' | 'skippedReasons' | 'trades' | 'pnlHistory' | 'interestEarned' | 'totalPnL'>;

/**
 * Percent of the run's days (the equity curve's dates) on which some option trade was open, from
 * its entry to its exit (an open trade to the end). Null without a curve. Shares held are not
 * trades: a wheel's days holding assigned shares with no call open count as out, hence the wording
 * 'an option position'.
 */
export function openDaysPercent(results: Pick<RunView, 'trades' | 'pnlHistory'>): number | null {
  const days = results.pnlHistory.map((p) => p.date);
  if (days.length === 0) return null;
  const spans = results.trades.map((t) => ({ from: t.entryDate, to: t.exitDate ?? days[days.length - 1] ?? t.entryDate }));
  const open = days.filter((d) => spans.some((s) => s.from <= d && d <= s.to)).length;
  return (open / days.length) * 100;
}

function shortReason(reason: string): string {
  if (reason.length <= REASON_CHARS) return reason;
  const cut = reason.slice(0, REASON_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

/**
 * One line beside the metrics when they rest on little (audit: a wheel that could not secure a put
 * on 391 days showed Win Rate 100% and Sharpe 1.71 on 5 trades, mostly T-bill interest, with the
 * reason folded under the trade log): how many entries were skipped and why most often, the share
 * of days an option position was open, and the interest's part of a profit. Null when none applies.
 */
export function thinRunNote(results: RunView): string | null {
  const skipped = results.skippedReasons.reduce((sum, g) => sum + g.entries.length, 0);
  const open = openDaysPercent(results);
  const thin = open !== null && open < THIN_EXPOSURE_PERCENT;
  if (skipped === 0 && !thin) return null;
  const parts: string[] = [];
  const top = results.skippedReasons[0];
  if (skipped > 0 && top) parts.push(`${skipped} ${skipped === 1 ? 'entry' : 'entries'} skipped (most often: ${shortReason(top.reason)})`);
  // A covered run may hold shares with no option open (a covered call between calls, a wheel's
  // assigned shares): those days are not idle, and the share of days says only what it counts.
  const covered = results.mode === 'covered';
  if (open !== null) parts.push(`an option position was open on ${open.toFixed(1)}% of days${covered ? ' (days holding only shares count as out)' : ''}`);
  const interest = results.interestEarned ?? 0;
  if (results.totalPnL > 0 && interest > results.totalPnL) {
    // 'was $120.00 of the $50.00 profit' hid that everything else lost money.
    parts.push(`T-bill interest on idle cash was ${formatUsd(interest)}: without it the run lost ${formatUsd(interest - results.totalPnL)}`);
  } else if (results.totalPnL > 0 && interest >= results.totalPnL / 2) {
    parts.push(`T-bill interest on idle cash was ${formatUsd(interest)} of the ${formatUsd(results.totalPnL)} profit`);
  }
  const sentence = parts.join('; ');
  const n = `${results.trades.length} ${results.trades.length === 1 ? 'trade' : 'trades'}`;
  // A covered run's balance, drawdown and CAGR also move with the shares it held: only the trade figures rest on the trades alone.
  const restsOn = covered ? `Win Rate and Total Trades rest on ${n}, the balance also on any shares held` : `The metrics rest on ${n}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ${restsOn}; see Run notes.`;
}

export function ThinRunNote({ results }: { results: RunView }) {
  const text = thinRunNote(results);
  return text ? <p className="bt-notice" role="note" aria-label="How much the run traded">{text}</p> : null;
}
