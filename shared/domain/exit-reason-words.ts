// The opening words of an exit or roll reason, written once for the engines (which write them into
// each trade's `reason`) and for the trade log and the CSV export (trade-words.ts, which rewrites a
// reason saved before 2026-12-02, when it began with the condition's code: 'take_profit_credit_capture:
// captured 52.00% of the $1.20 credit >= 50.00% (now $0.58)'). A condition is named by the label the
// forms show for it (select-words.ts), so a trade log reads as the strategy was built.
import { dollarsText as usd, fillPriceText, percentText, pnlText } from '../engine/core/money';
import { COVERED_CONDITION_WORDS as COVERED, SPREADS_EXIT_WORDS as SPREADS } from './select-words';

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;
/** A technical bound as the engine writes it: two decimals, or 'open' for no bound. */
type Bound = string;

/** Covered exit and roll-on conditions (covered/exit-rules.ts), each opening with its form label. */
export const coveredExitWords = {
  timeStop: (inTrade: number, max: number): string =>
    `${COVERED.time_stop}: ${days(inTrade)} in the trade, past the ${max}-day limit`,
  dteStop: (dte: number, min: number): string =>
    `${COVERED.dte_stop}: ${days(dte)} to expiration, at or below the ${min}-day limit`,
  fixedProfit: (profit: number, target: number, sold: number, mark: number): string =>
    `${COVERED.fixed_profit}: ${usd(profit)} a share gained (target ${usd(target)}; sold at ${usd(sold)}, marked at ${usd(mark)})`,
  fixedLoss: (loss: number, limit: number, sold: number, mark: number): string =>
    `${COVERED.fixed_loss}: ${usd(loss)} a share lost (limit ${usd(limit)}; sold at ${usd(sold)}, marked at ${usd(mark)})`,
  /** `capturedPct` and `targetPct` in percent (52.38, 50). */
  creditCapture: (capturedPct: number, credit: number, targetPct: number, mark: number): string =>
    `${COVERED.take_profit_credit_capture}: ${percentText(capturedPct)} of the ${usd(credit)} credit captured ` +
    `(target ${percentText(targetPct)}; option marked at ${usd(mark)})`,
  creditMultiple: (mark: number, multiple: number, credit: number, stop: number): string =>
    `${COVERED.stop_loss_credit_multiple}: the option marked at ${usd(mark)}, at or above ${multiple}× the ${usd(credit)} credit (stop ${usd(stop)})`,
  /** `value`, `bottom`, `top` as technical.ts shows them ('71.20', 'open' for no bound). */
  technical: (label: string, value: string, bottom: Bound, top: Bound): string =>
    `${COVERED.technical}: ${label} ${value}${technicalBounds(bottom, top)}`,
  /** The head of a catch stop's reason: what it guards and its level (the day's prices follow). */
  catchFixedLoss: (amount: number, sold: number, stop: number): string =>
    `Catch Stop Loss on ${COVERED.fixed_loss} (${usd(amount)} a share over the ${usd(sold)} sold, stop ${usd(stop)})`,
  catchCreditMultiple: (multiple: number, credit: number, stop: number): string =>
    `Catch Stop Loss on ${COVERED.stop_loss_credit_multiple} (${multiple}× the ${usd(credit)} credit, stop ${usd(stop)})`,
  /** A roll: the roll-on condition's words, the buyback's fill and the contract written. */
  roll: (why: string, fill: number, next: string, count: string): string =>
    `Rolled on ${why}; bought back at ${fillPriceText(fill)} and rolled to ${next} (roll ${count})`,
};

/**
 * A technical condition's bounds in words, 'between 0.00 and 70.00', 'at or above 101.00': the exit's
 * reason and an entry skip's ('RSI(14) 71.35, not between 0.00 and 70.00'; it read '71.35 within [0.00,
 * 70.00]', an interval in code that seemed to say the value was inside).
 */
export function technicalBoundWords(bottom: Bound, top: Bound): string {
  if (bottom === 'open' && top === 'open') return 'no bound set';
  if (bottom === 'open') return `at or below ${top}`;
  if (top === 'open') return `at or above ${bottom}`;
  return `between ${bottom} and ${top}`;
}

const technicalBounds = (bottom: Bound, top: Bound): string => `, ${technicalBoundWords(bottom, top)}`;

/**
 * What a % exit's P&L holds besides the marks (audit 6, note N4): the P&L is net of the commissions
 * paid opening the position, while the credit or debit it is a percentage of is the premium alone.
 * Conservative (a stop fires a little earlier, a target a little later), and said so the figures
 * can be checked: marks alone give the P&L plus those commissions ('loss $151.30 incl. $1.30 entry
 * commissions', 'P&L +$88.70 after $1.30 entry commissions'). Nothing when none were paid, as
 * in a reason written before 2026-12-03 (those are shown as saved).
 */
const entryCommissionsText = (word: 'incl.' | 'after', commissions: number | undefined): string =>
  commissions !== undefined && commissions > 0 ? ` ${word} ${usd(commissions)} entry commissions` : '';

/** Spreads global exits (multileg/exit-rules.ts), each opening with its form label. */
export const spreadsExitWords = {
  timeStop: (held: number, limit: number): string => `${SPREADS.time_stop}: ${days(held)} held (limit ${days(limit)})`,
  /**
   * `pct` and `target` in percent; `basis` the entry's net premium in dollars, a credit or a debit;
   * `entryCommissions` the commissions paid opening the position, in `pnl` but not in `basis`.
   */
  percentageProfit: (pnl: number, pct: number, basis: number, kind: 'credit' | 'debit', target: number, entryCommissions?: number): string =>
    `${SPREADS.percentage_profit}: P&L ${pnlText(pnl)}${entryCommissionsText('after', entryCommissions)}, ${percentText(pct)} of the ${usd(basis)} ${kind} (target ${percentText(target)})`,
  percentageLoss: (loss: number, pct: number, basis: number, kind: 'credit' | 'debit', limit: number, entryCommissions?: number): string =>
    `${SPREADS.percentage_loss}: loss ${usd(loss)}${entryCommissionsText('incl.', entryCommissions)}, ${percentText(pct)} of the ${usd(basis)} ${kind} (limit ${percentText(limit)})`,
  dollarProfit: (pnl: number, target: number): string => `${SPREADS.dollar_profit}: P&L ${pnlText(pnl)} (target ${usd(target)})`,
  dollarLoss: (loss: number, limit: number): string => `${SPREADS.dollar_loss}: loss ${usd(loss)} (limit ${usd(limit)})`,
};
