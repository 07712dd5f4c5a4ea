import { MIN_TRADES_FOR_BEST_RATIO, type Unstarred } from '../../../../../shared/analytics/compare/compare-rows';

const tradesWord = (n: number) => `${n} ${n === 1 ? 'trade' : 'trades'}`;

/** One reason, short as shown in the cell and whole as a screen reader says it. */
function reasonText(why: Unstarred): { shown: string; spoken: string } {
  switch (why.kind) {
    case 'other_dates':
      return { shown: 'other dates', spoken: 'over other dates than the starred runs' };
    case 'dates_differ':
      return { shown: 'dates differ', spoken: 'no two runs cover the same dates' };
    case 'other_balance':
      return { shown: 'other start balance', spoken: 'another start balance than the starred runs' };
    case 'balances_differ':
      return { shown: 'balances differ', spoken: 'no two runs start with the same balance' };
    case 'few_trades':
      return { shown: `${tradesWord(why.trades)}, under ${MIN_TRADES_FOR_BEST_RATIO}`, spoken: `${tradesWord(why.trades)}, fewer than the ${MIN_TRADES_FOR_BEST_RATIO} a star needs` };
  }
}

/** Why a run's figure has no star though it reads best: 'no ★: other dates; 3 trades, under 10', and the same in words for a screen reader. */
export function unstarredText(reasons: readonly Unstarred[]): { shown: string; spoken: string } {
  const texts = reasons.map(reasonText);
  return { shown: `no ★: ${texts.map((t) => t.shown).join('; ')}`, spoken: `not starred: ${texts.map((t) => t.spoken).join('; ')}` };
}
