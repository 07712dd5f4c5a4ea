import { formatSignedUsd } from '../lib/format';
import type { DerivedResults } from './derived-types';

/** Below half a cent a part is rounding, not money: it is left out. */
const CENT = 0.005;
const cents = (value: number) => Math.round(value * 100) / 100;

export interface PnlPart {
  label: string;
  value: number;
  /** What the part is, as the tooltip says it. */
  about: string;
}

/**
 * Where the Total P&L comes from, so the trade log adds up to it: the trades' P&L (the log's sum),
 * the interest on cash, and the rest. A covered run's rest is its shares (their price change to the
 * last close, their dividends, less stock commissions), which the log of option trades does not
 * list: a covered call run on SPY in 2019 summed to -$2,867.50 in the log for a Total P&L of
 * +$4,827.74. A multi-leg run has no rest, except results saved before the interest was reported.
 */
export function pnlParts(results: Pick<DerivedResults, 'mode' | 'trades' | 'totalPnL' | 'interestEarned' | 'interestPaid'>): PnlPart[] {
  const trades = cents(results.trades.reduce((sum, trade) => sum + trade.pnl, 0));
  const parts: PnlPart[] = [
    { label: `${results.trades.length} ${results.trades.length === 1 ? 'trade' : 'trades'} in the log`, value: trades, about: 'The sum of the P&L of every trade below, commissions and slippage included.' },
  ];
  let rest = results.totalPnL - trades;
  if (results.interestEarned !== null) {
    const interest = cents(results.interestEarned - (results.interestPaid ?? 0));
    rest -= interest;
    if (Math.abs(interest) >= CENT) parts.push({ label: 'Interest on cash', value: interest, about: 'T-bill interest earned on idle cash, less the interest paid on negative cash.' });
  }
  if (Math.abs(rest) >= CENT) {
    parts.push(results.mode === 'covered'
      ? { label: 'Shares and dividends', value: cents(rest), about: "The shares' gain or loss to the last close and the dividends they received, less stock commissions: the Total P&L less the trades and the interest." }
      : { label: 'Not in the trade log', value: cents(rest), about: 'The Total P&L less the trades (interest on cash, for results saved before it was reported).' });
  }
  return parts;
}

/** Under the trade log: '13 trades in the log -$53,398.25 + Interest on cash +$3,299.34 = Total P&L -$50,098.91'. */
export function PnlBreakdown({ results }: { results: DerivedResults }) {
  const parts = pnlParts(results);
  return (
    <p className="bt-muted bt-pnl-breakdown" role="note" aria-label="Where the Total P&L comes from">
      {parts.map((part, i) => (
        <span key={part.label} title={part.about}>
          {i > 0 ? ' + ' : ''}{part.label} <strong>{formatSignedUsd(part.value)}</strong>
        </span>
      ))}
      {' = '}Total P&amp;L <strong>{formatSignedUsd(results.totalPnL)}</strong>
    </p>
  );
}
