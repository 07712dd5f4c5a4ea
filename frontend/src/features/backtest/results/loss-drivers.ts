import { formatUsd, formatPercent } from '../lib/format';
import { legPrice, type DerivedResults, type DerivedTrade } from './derived-types';

/**
 * A spreads run that lost at least this share of its start balance is explained beside its metrics:
 * the Iron Condor preset on SPY over 2024 with the form's defaults lost 48.64% and nothing on the
 * screen said why (a new trader's first run).
 */
export const LOSS_EXPLAINED_FROM_PERCENT = -10;
/** A losing trade that lost this share of the capital it put at risk lost (about) all the spread could lose. */
const FULL_LOSS_SHARE = 0.9;
/** One side of the spread 'mostly' drove the losses when it had at least this share of them. */
const MOSTLY = 2 / 3;

type RunView = Pick<DerivedResults, 'mode' | 'trades' | 'startBalance' | 'totalReturnPercent' | 'pnlHistory'>;

/** The credit a trade took in at entry (positive) or the debit it paid (negative), in dollars. */
export function entryCredit(trade: Pick<DerivedTrade, 'entry_contracts'>): number {
  return trade.entry_contracts.reduce((sum, leg) => sum + (leg.side === 'short' ? 1 : -1) * legPrice(leg) * leg.quantity * 100, 0);
}

/** The account's balance when a trade opened: the start balance plus the P&L up to the day before. */
function balanceAt(results: RunView, date: string): number | null {
  if (results.startBalance === null) return null;
  let pnl = 0;
  for (const point of results.pnlHistory) {
    if (point.date >= date) break;
    pnl = point.cumulativePnL;
  }
  return results.startBalance + pnl;
}

/**
 * Which kind of short leg lost the most in a losing trade ('call' when the underlying rose through
 * the short call), from its legs' fills; null when no short leg has an exit fill to say.
 */
function losingSide(trade: DerivedTrade): 'call' | 'put' | null {
  let worst: { dollars: number; type: 'call' | 'put' } | null = null;
  for (const [i, leg] of trade.entry_contracts.entries()) {
    const exit = trade.exit_contracts[i];
    if (leg.side !== 'short' || !exit) continue;
    const dollars = (legPrice(leg) - legPrice(exit)) * leg.quantity * 100;
    if (!worst || dollars < worst.dollars) worst = { dollars, type: leg.contract.call_or_put };
  }
  return worst && worst.dollars < 0 ? worst.type : null;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export interface LossDrivers {
  /** 'Why this run lost 48.64%'. */
  heading: string;
  /** One finding a line, each a sentence a trader can act on. */
  lines: string[];
}

/**
 * What drove a large loss of a spreads run, read off its trades alone (the engine is not asked
 * again): how many trades lost and how many of them lost (about) all they put at risk, with the
 * worst; how large a share of the account each position put at risk; the credit taken in against
 * that risk; the side of the spread the losses came on; and how many losing trades were held to
 * expiration. Null for a covered run, a run that lost less than LOSS_EXPLAINED_FROM_PERCENT, or one
 * whose trades do not say (no losing trade).
 */
export function lossDrivers(results: RunView): LossDrivers | null {
  if (results.mode !== 'spreads' || !(results.totalReturnPercent <= LOSS_EXPLAINED_FROM_PERCENT)) return null;
  const losers = results.trades.filter((t) => t.pnl < 0);
  const worst = losers.reduce<DerivedTrade | null>((w, t) => (w === null || t.pnl < w.pnl ? t : w), null);
  if (!worst) return null;
  const lines: string[] = [];
  const atRisk = (t: DerivedTrade) => t.entryCapitalRequired ?? 0;
  const full = losers.filter((t) => atRisk(t) > 0 && -t.pnl >= FULL_LOSS_SHARE * atRisk(t)).length;
  const lost = losers.reduce((sum, t) => sum + t.pnl, 0);
  const worstBalance = balanceAt(results, worst.entryDate);
  const worstShare = worstBalance && worstBalance > 0 ? ` (${formatPercent((-worst.pnl / worstBalance) * 100, 1)} of the account then)` : '';
  lines.push(
    `${losers.length} of ${results.trades.length} trades lost, ${formatUsd(-lost)} in all`
    + (full > 0 ? `; ${full} of them lost ${Math.round(FULL_LOSS_SHARE * 100)}% or more of the capital ${full === 1 ? 'it' : 'they'} required` : '')
    + `. The worst, opened ${worst.entryDate}, lost ${formatUsd(-worst.pnl)}${worstShare}.`,
  );
  const shares = results.trades.flatMap((t) => {
    const balance = balanceAt(results, t.entryDate);
    return atRisk(t) > 0 && balance && balance > 0 ? [(atRisk(t) / balance) * 100] : [];
  });
  if (shares.length > 0) {
    lines.push(
      `Each position tied up about ${formatPercent(median(shares), 0)} of the account (sizing: Max Margin per Position, or Max Units per Position when set), `
      + 'so a trade that lost all of its capital took about that share of the account.',
    );
  }
  // Only where the credit was the smaller: the Iron Butterfly preset's worst trade took in $113,050.00
  // against $19,950.00 of capital, and 'small beside the risk … undid about 0.2 trades' read absurdly.
  const credit = entryCredit(worst);
  if (credit > 0 && atRisk(worst) > credit) {
    lines.push(
      `The credit was small beside the risk: the worst trade took in ${formatUsd(credit)} against the ${formatUsd(atRisk(worst))} of capital it required, `
      + `so losing that capital undid about ${(atRisk(worst) / credit).toFixed(1)} trades that kept their whole credit.`,
    );
  }
  const sides = losers.map(losingSide);
  for (const side of ['call', 'put'] as const) {
    const n = sides.filter((s) => s === side).length;
    if (n >= 2 && n >= MOSTLY * losers.length) {
      lines.push(`${n} of the ${losers.length} losses came on the ${side} side: the underlying ${side === 'call' ? 'rose through the short call' : 'fell through the short put'}.`);
    }
  }
  const held = losers.filter((t) => t.exitScenario === 'EXPIRATION' || t.exitScenario === 'ASSIGNMENT').length;
  if (held > 0) {
    lines.push(
      `${held} of the ${losers.length} losing trades ${held === 1 ? 'was' : 'were'} held until expiration or assignment: no exit condition closed ${held === 1 ? 'it' : 'them'} earlier `
      + '(a stop-loss or time stop under Exit Conditions would, at the cost of also closing some trades that would have recovered).',
    );
  }
  return { heading: `Why this run lost ${formatPercent(-results.totalReturnPercent)}`, lines };
}
