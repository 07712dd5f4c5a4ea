import { pnlSummaryLines, type PnlLine } from '../../../../../shared/analytics/export/pnl-summary-csv';
import { cents } from '../../../../../shared/engine/core/money';
import type { AnyBacktestResult } from '../lib/shared';
import { formatSignedUsd } from '../lib/format';

/** Below half a cent a part is rounding, not money: it is left out. */
const CENT = 0.005;

export interface PnlPart {
  label: string;
  value: number;
  /** What the part is, as the tooltip says it. */
  about: string;
}

/**
 * The trader's words for each line of the P&L summary CSV (pnl-summary-csv.ts), which the parts are.
 * No 'engine' or 'share ledger': the tooltips said where the backtester keeps a figure, not what it is.
 */
function partOf(line: PnlLine, tradeCount: number, hasDividendLine: boolean): PnlPart {
  switch (line.line) {
    case 'option_trades':
      return { label: `${tradeCount} ${tradeCount === 1 ? 'trade' : 'trades'} in the log`, value: line.amount, about: 'The sum of the P&L of every trade below, commissions and slippage included.' };
    case 'dividends':
      return { label: 'Dividends', value: line.amount, about: 'Dividends received on the shares held, on each ex-date.' };
    case 'interest_earned':
    case 'interest_paid':
      return { label: 'Interest on cash', value: line.amount, about: 'T-bill interest earned on idle cash, less the margin-loan interest paid while cash was borrowed (below zero).' };
    case 'shares':
      if (!line.remainder) return { label: 'Shares', value: line.amount, about: "The shares' gain or loss: bought and sold (an assignment at the value its trade settled at), marked at the last close, less stock commissions." };
      return hasDividendLine
        ? { label: 'Shares (the rest)', value: line.amount, about: "The shares' gain or loss to the last close, less stock commissions: the Total P&L less the other parts (a result saved before the backtest kept the shares' own figure)." }
        : { label: 'Shares and dividends (the rest)', value: line.amount, about: "The shares' gain or loss to the last close and the dividends they received, less stock commissions: the Total P&L less the other parts (a result saved before the backtest kept the shares' own figure)." };
    case 'unexplained':
      return { label: 'Not in the trade log', value: line.amount, about: 'The Total P&L less the parts listed (interest on cash, for results saved before it was kept apart; otherwise a bookkeeping gap).' };
  }
}

/**
 * Where the Total P&L comes from, so the trade log adds up to it: the lines of the exported P&L
 * summary (one computation for the screen and the CSV), interest earned and paid as one part. A
 * covered run's shares (its share ledger), which the log of option trades does not list: a covered
 * call run on SPY in 2019 summed to -$2,816.00 in the log for a Total P&L of +$4,785.91.
 */
export function pnlParts(result: AnyBacktestResult): PnlPart[] {
  const lines = pnlSummaryLines(result);
  const hasDividendLine = lines.some((l) => l.line === 'dividends');
  const parts: PnlPart[] = [];
  for (const line of lines) {
    const part = partOf(line, result.trades.length, hasDividendLine);
    const same = parts.find((p) => p.label === part.label);
    if (same) same.value = cents(same.value + part.value);
    else parts.push(part);
  }
  // The log's line always shows (it is what the parts explain); the others only when they are money.
  return parts.filter((p, i) => i === 0 || Math.abs(p.value) >= CENT);
}

/**
 * Under the trade log: '13 trades in the log -$53,398.25 + Interest on cash +$3,299.34 = Total P&L -$50,098.91',
 * and, folded under it, what each part is: said only in each part's hover before, which a phone
 * never shows ('Not in the trade log' is a bookkeeping gap, 'Shares (the rest)' a remainder).
 */
export function PnlBreakdown({ result }: { result: AnyBacktestResult }) {
  const parts = pnlParts(result);
  return (
    <>
      <p className="bt-muted bt-pnl-breakdown" role="note" aria-label="Where the Total P&L comes from">
        {parts.map((part, i) => (
          <span key={part.label} title={part.about}>
            {i > 0 ? ' + ' : ''}{part.label} <strong>{formatSignedUsd(part.value)}</strong>
          </span>
        ))}
        {' = '}Total P&amp;L <strong>{formatSignedUsd(result.total_pnl)}</strong>
      </p>
      <details className="bt-diagnostics bt-pnl-parts">
        <summary>What each part is</summary>
        <ul aria-label="What each part of the Total P&L is">
          {parts.map((part) => <li key={part.label}><strong>{part.label}</strong>: {part.about}</li>)}
        </ul>
      </details>
    </>
  );
}
