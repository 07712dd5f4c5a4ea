import { isCoveredResult, type AnyBacktestResult } from '../../contracts/results';
import { cents } from '../../engine/core/money';
import { fixedHalfAway } from '../decimal-round';
import { toCsv } from './csv';
import { multiLegCommissions } from './trade-costs';

export const PNL_SUMMARY_COLUMNS = ['line', 'amount', 'detail'] as const;

export type PnlLineName = 'option_trades' | 'dividends' | 'interest_earned' | 'interest_paid' | 'shares' | 'unexplained';

export interface PnlLine {
  line: PnlLineName;
  /** The shares' line of a result saved before `share_pnl`: what total_pnl leaves, not a ledger. */
  remainder?: true;
  /** Dollars, to the cent: what the line added to (or, negative, took from) the run's total P&L. */
  amount: number;
  detail: string;
}

const usd = (x: number) => `$${fixedHalfAway(x, 2)}`;

/**
 * Where a run's total P&L came from, in lines that add up to `total_pnl` to the cent: the option
 * trades of the trade log (commissions included), the dividends received on shares held, interest
 * earned on cash and paid on a debit balance, and for a covered result the shares: bought at the
 * start, called away or bought at assignment, bought back, marked at the last close (and their
 * commissions and any cash in lieu of a split's fraction). Every line is what the engine reports:
 * the shares' line is the covered result's `share_pnl` (its share ledger), so anything the lines
 * do not account for is an 'unexplained' line, a bookkeeping error shown, not hidden in the shares
 * (none on the golden runs). A covered result saved before `share_pnl` keeps the shares' line as
 * what total_pnl leaves after the others, and says so (before `dividends_received`, with the
 * dividends in it). A multi-leg result holds no shares.
 */
export function pnlSummaryLines(result: AnyBacktestResult): PnlLine[] {
  const covered = isCoveredResult(result);
  const trades: Array<{ pnl: number }> = result.trades;
  const commissions = covered
    ? result.trades.map((t) => t.commissions ?? null)
    : result.trades.map(multiLegCommissions);
  const known = commissions.every((c): c is number => c !== null);
  const tradePnl = cents(trades.reduce((s, t) => s + t.pnl, 0));
  const lines: PnlLine[] = [{
    line: 'option_trades',
    amount: tradePnl,
    detail: `The sum of trade_pnl over the ${trades.length} trades of the trade log`
      + (known ? `, after ${usd(cents(commissions.reduce((s, c) => s + c, 0)))} of commissions (trade_commissions)` : ', commissions included'),
  }];
  const dividends = covered ? (result.dividends_received ?? null) : null;
  if (dividends !== null) lines.push({ line: 'dividends', amount: dividends, detail: 'Dividends received on shares held (ex-date × shares held)' });
  if (result.interest_earned !== undefined) lines.push({ line: 'interest_earned', amount: result.interest_earned, detail: 'T-bill interest credited on positive cash' });
  if (result.interest_paid !== undefined) lines.push({ line: 'interest_paid', amount: cents(-result.interest_paid), detail: 'Debit interest charged on negative cash (a margin loan)' });
  const sharePnl = covered ? result.share_pnl : undefined;
  if (sharePnl !== undefined) {
    lines.push({
      line: 'shares',
      amount: sharePnl,
      detail: "The engine's share ledger (share_pnl): shares bought and sold (an assignment at the value its trade settled at), their commissions outside the trades, cash in lieu of a split's fraction, and the shares still held marked at the last close",
    });
  }
  const rest = cents(result.total_pnl - lines.reduce((s, l) => s + l.amount, 0));
  if (covered && sharePnl === undefined) {
    lines.push({
      line: 'shares',
      amount: rest,
      remainder: true,
      detail: 'Shares bought, called away or assigned, bought back, marked at the last close, and their commissions: the rest of total_pnl (a result saved before the engine reported its share ledger)'
        + (dividends === null ? ' (with any dividends: this result carries no dividend line)' : ''),
    });
  } else if (rest !== 0) {
    lines.push({ line: 'unexplained', amount: rest, detail: 'total_pnl less the lines above, which the engine reported: nothing should be left' });
  }
  return lines;
}

/**
 * The P&L reconciliation as CSV (RFC 4180, like the other exports): one row per line of
 * pnlSummaryLines, then a `total_pnl` row with the result's total. Summing the amounts of the rows
 * above `total_pnl` gives it to the cent.
 */
export function pnlSummaryCsv(result: AnyBacktestResult): string {
  const rows = pnlSummaryLines(result).map((l) => [l.line, l.amount, l.detail]);
  rows.push(['total_pnl', result.total_pnl, 'The run\'s total P&L (end balance − start balance): the sum of the lines above']);
  return toCsv(PNL_SUMMARY_COLUMNS, rows);
}
