import { countWords } from '../core/count-text';
import { dollarsText } from '../core/money';
import type { InterestTally } from './cash-interest';

/**
 * The note of a run whose cash went below zero (audit 21 F1). The engine then lends the debit as a
 * margin loan at the T-bill + 1.5 points (cash-interest.ts), so the run held more than its cash paid
 * for: a covered call whose shares, called away at the strike, are bought back at a higher close; a
 * put assigned above the cash it secured. The result showed only the interest paid ('Interest on
 * Cash'), never that the account was leveraged nor by how much, though a cash account cannot do
 * this and a margin account's gains and losses both grow with the loan. `why` names, in the
 * strategy's words, what made the debit. `equityAt` reads the run's equity at a close, to state the
 * largest loan against it. Undefined when the cash never went below zero.
 */
export function borrowedCashNote(interest: InterestTally, why: string, equityAt: (date: string) => number | undefined): string | undefined {
  const deepest = interest.deepest;
  if (deepest === null) return undefined;
  const equity = equityAt(deepest.date);
  const share = equity !== undefined && equity > 0 ? `, ${Math.round((-deepest.cash / equity) * 100)}% of that day's equity` : '';
  return (
    `Cash below zero at ${countWords(interest.borrowedCloses, 'close', 'closes')}: the run borrowed as a margin loan (${why}), ` +
    `at most ${dollarsText(-deepest.cash)} at the close of ${deepest.date}${share}, at the 3-month T-bill rate + 1.5 points, ` +
    `and paid ${dollarsText(interest.paid)} of interest on it. A cash account cannot borrow, so there this run was not possible as shown: ` +
    'its P&L includes what the borrowed money gained or lost.'
  );
}
