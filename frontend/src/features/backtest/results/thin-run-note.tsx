import { formatUsd } from '../lib/format';
import { formatPercent } from '../../../../../shared/analytics/format-metric';
import type { DerivedResults } from './derived-types';
import { SKIP_RULE_WORDS, fewerPutsOf, moreSkipsOf, skipCause, skipRule, type SkipCause, type SkipRule } from '../lib/shared';

/** Below this share of days with a position open, the metrics describe a mostly idle account. */
const THIN_EXPOSURE_PERCENT = 50;
/** The most common skip reason is quoted up to this length (the full text is in Run notes). */
const REASON_CHARS = 90;

type RunView = Pick<DerivedResults, 'mode' | 'skippedReasons' | 'notes' | 'trades' | 'pnlHistory' | 'interestEarned' | 'totalPnL'>;

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

/** Entries, rolls and rule days skipped, counted by cause from the listed days and the run note for those past the list. */
function skipsByCause(results: Pick<RunView, 'skippedReasons' | 'notes'>) {
  const more = moreSkipsOf(results.notes);
  const count: Record<SkipCause, number> = { cash: 0, shares: 0, margin: 0, 'no-contract': 0, 'no-bid': 0, roll: 0, rules: 0 };
  for (const [cause, n] of Object.entries(more.byCause) as Array<[SkipCause, number]>) count[cause] += n;
  /** Per cause, the most common reason's group (skippedReasons is most days first). */
  const top: Partial<Record<SkipCause, string>> = {};
  for (const group of results.skippedReasons) {
    for (const entry of group.entries) {
      const cause = skipCause(entry.reason);
      count[cause] += 1;
      top[cause] ??= group.reason;
    }
  }
  return { count, top, unknown: more.unknown };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The reason after a count: 'most often' only when there is more than one ('1 roll not made (most often: …)' read oddly). */
const whyOf = (n: number, reason: string | undefined): string => (reason ? ` (${n > 1 ? 'most often: ' : ''}${shortReason(reason)})` : '');

/** Which of the strategy's own rules kept it out, from the listed reasons: ' (re-entry cooldown after an exit)'. */
function ruleNames(results: Pick<RunView, 'skippedReasons'>): string {
  const rules = new Set(results.skippedReasons.map((g) => skipRule(g.reason)).filter((r): r is SkipRule => r !== undefined));
  return rules.size > 0 ? ` (${[...rules].map((r) => SKIP_RULE_WORDS[r]).join(', ')})` : '';
}

/**
 * What kept the run out of the market, each cause counted and named on its own: the audit's wheel
 * read '393 entries skipped' when 386 were days its cash could not secure the put and 7 were its own
 * 3-day re-entry cooldown, a choice, not a limit. A wheel of 3 lots whose cash secured 2 wrote 2
 * puts on a day and said nothing: those days are told too. Rolls not made and rule days are told last
 * and alone do not call for the note.
 */
function skipParts(results: Pick<RunView, 'skippedReasons' | 'notes'>): { parts: string[]; limited: boolean } {
  const { count, top, unknown } = skipsByCause(results);
  const parts: string[] = [];
  const entries = (n: number) => plural(n, 'entry', 'entries');
  if (count.cash > 0) parts.push(`${entries(count.cash)} skipped: cash could not secure the put`);
  // Puts written, but for fewer contracts than the lots asked: the trade log shows only the contracts.
  for (const f of fewerPutsOf(results.notes)) {
    parts.push(`on ${f.days} of the ${plural(f.writes, 'day', 'days')} a put was written, cash secured fewer than the ${plural(f.asked, 'lot', 'lots')} asked`);
  }
  if (count.shares > 0) parts.push(`${entries(count.shares)} skipped: fewer than 100 shares held to cover a call`);
  if (count.margin > 0) parts.push(`${entries(count.margin)} skipped: the margin limits left no room for one position`);
  if (count['no-contract'] > 0) {
    parts.push(`${entries(count['no-contract'])} skipped: no contract fit${whyOf(count['no-contract'], top['no-contract'])}`);
  }
  // The contract fit, and nobody bid for it: not the strategy's filters, which a trader would otherwise loosen.
  if (count['no-bid'] > 0) {
    parts.push(`${entries(count['no-bid'])} skipped: the option to sell had no bid, so a sale would not fill${whyOf(count['no-bid'], top['no-bid'])}`);
  }
  if (unknown > 0) parts.push(`${plural(unknown, 'more day', 'more days')} skipped, not listed`);
  const limited = parts.length > 0;
  // A roll not made is no day out of the market (the position was kept, or bought back and the days
  // after counted by what kept them out): alone it does not call for the note, which then read as if
  // a run open on 95% of its days had traded little; told when the note is shown.
  if (count.roll > 0) parts.push(`${plural(count.roll, 'roll', 'rolls')} not made${whyOf(count.roll, top.roll)}`);
  if (count.rules > 0) parts.push(`on ${plural(count.rules, 'day', 'days')} the strategy's own rules did not enter${ruleNames(results)}`);
  return { parts, limited };
}

/**
 * One line beside the metrics when they rest on little (audit: a wheel that could not secure a put
 * on 386 days showed Win Rate 100% and Sharpe 1.71 on 5 trades, mostly T-bill interest, with the
 * reason folded under the trade log): the entries skipped by cause, the share of days an option
 * position was open, and the interest's part of a profit. Null when none applies.
 */
export function thinRunNote(results: RunView): string | null {
  const skips = skipParts(results);
  const open = openDaysPercent(results);
  const thin = open !== null && open < THIN_EXPOSURE_PERCENT;
  if (!skips.limited && !thin) return null;
  const parts: string[] = [...skips.parts];
  // A covered run may hold shares with no option open (a covered call between calls, a wheel's
  // assigned shares): those days are not idle, and the share of days says only what it counts.
  const covered = results.mode === 'covered';
  if (open !== null) parts.push(`an option position was open on ${formatPercent(open, 1)} of days${covered ? ' (days holding only shares count as out)' : ''}`);
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
  const restsOn = results.trades.length === 0
    ? `No option trade was opened${covered ? ': the balance moved only with any shares held and the interest' : ''}`
    : covered ? `Win Rate and Total Trades rest on ${n}, the balance also on any shares held` : `The metrics rest on ${n}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ${restsOn}; see Run notes.`;
}

export function ThinRunNote({ results }: { results: RunView }) {
  const text = thinRunNote(results);
  return text ? <p className="bt-notice" role="note" aria-label="How much the run traded">{text}</p> : null;
}
