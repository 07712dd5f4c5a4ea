import { formatPercent } from './format-metric';

/**
 * A positive Sharpe or Sortino ratio on a run (or a sweep cell's segment) that lost money (audit 8,
 * F1). Both ratios rest on the arithmetic mean of the daily returns, which exceeds the compounded
 * growth by about half their variance a day: with large daily swings a run can lose money and
 * still read a positive ratio (a QQQ put spread lost 38.15% at a Sharpe of +1.32). The ratios are
 * kept as README defines them; where one reads positive on a loss it is said beside it, and the
 * robustness lab ranks such a cell below every cell that made money (shared/sweep/robustness/made-money-first.ts).
 */

/** The return (in %) lost money: under 0. */
export const lostMoney = (returnPct: number | null | undefined): boolean => returnPct !== null && returnPct !== undefined && returnPct < 0;

/**
 * Any ratio above 0 on a return under 0 (Compare's star rule: no star for such a ratio, however
 * small; the cards' words below speak only of a ratio that shows as positive).
 */
export const ratioAboveZeroOnLoss = (ratio: number | null | undefined, returnPct: number | null | undefined): boolean =>
  ratio !== null && ratio !== undefined && ratio > 0 && lostMoney(returnPct);

/**
 * A ratio above 0 as shown (2 decimals: 0.01 or more) on a return under 0: the ratio's sign says the
 * opposite of what the run did. A ratio shown as 0.00 is not called positive.
 */
export const positiveRatioOnLoss = (ratio: number | null | undefined, returnPct: number | null | undefined): boolean =>
  ratio !== null && ratio !== undefined && ratio >= 0.005 && lostMoney(returnPct);

/** 'lost 38.15%' ('lost under 0.01%' for a loss that rounds to 0.00%), as Compare writes it ('no ★: lost 38.15%'). */
export function lostText(returnPct: number): string {
  const loss = Math.abs(returnPct);
  return loss < 0.005 ? 'lost under 0.01%' : `lost ${formatPercent(loss)}`;
}

/** 'lost 52.14%: its positive Sharpe comes from large daily swings'. */
export function ratioOnLossNote(returnPct: number, ratio: 'Sharpe' | 'Sortino'): string {
  return `${lostText(returnPct)}: its positive ${ratio} comes from large daily swings`;
}

/** The same as a card's note under the figure: 'The run lost 38.15%: its positive Sharpe comes from large daily swings'. */
export const ratioOnLossCardNote = (returnPct: number, ratio: 'Sharpe' | 'Sortino'): string => `The run ${ratioOnLossNote(returnPct, ratio)}`;
