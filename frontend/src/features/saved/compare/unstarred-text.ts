import { MIN_TRADES_FOR_BEST_RATIO, type Unstarred } from '../../../../../shared/analytics/compare/compare-rows';
import { lostText } from '../../../../../shared/analytics/ratio-on-loss';

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
    case 'other_benchmark':
      return { shown: 'other buy & hold', spoken: 'its buy and hold treated dividends otherwise than the starred runs' };
    case 'benchmarks_differ':
      return { shown: 'buy & holds differ', spoken: 'no two runs have a buy and hold that treated dividends alike' };
    case 'lost_money': {
      const loss = lostText(why.total_return_pct);
      return { shown: loss, spoken: `the run ${loss}: its ratio rests on the mean daily return, which large daily swings lift above what the run compounded` };
    }
    case 'lost_money_trades': {
      const loss = lostText(why.total_return_pct);
      return { shown: loss, spoken: `the run ${loss}: a win rate counts winning trades, not the dollars they made, and the star goes only to runs that made money` };
    }
    case 'few_trades':
      return { shown: `${tradesWord(why.trades)}, under ${MIN_TRADES_FOR_BEST_RATIO}`, spoken: `${tradesWord(why.trades)}, fewer than the ${MIN_TRADES_FOR_BEST_RATIO} a star needs` };
  }
}

/** Dates and balance that both differ read as one reason, short enough for a phone's column ('dates differ; balances differ' widened it). */
function merged(reasons: readonly Unstarred[]): Array<Unstarred | { kind: 'both_differ' } | { kind: 'other_both' }> {
  const kinds = new Set(reasons.map((r) => r.kind));
  const rest = reasons.filter((r) => r.kind === 'few_trades' || r.kind === 'lost_money' || r.kind === 'lost_money_trades');
  if (kinds.has('dates_differ') && kinds.has('balances_differ')) return [{ kind: 'both_differ' }, ...rest];
  if (kinds.has('other_dates') && kinds.has('other_balance')) return [{ kind: 'other_both' }, ...rest];
  return [...reasons];
}

/** Why a run's figure has no star though it reads best: 'no ★: other dates; 3 trades, under 10', and the same in words for a screen reader. */
export function unstarredText(reasons: readonly Unstarred[]): { shown: string; spoken: string } {
  const texts = merged(reasons).map((r) => {
    if (r.kind === 'both_differ') return { shown: 'dates and balances differ', spoken: 'no two runs cover the same dates with the same start balance' };
    if (r.kind === 'other_both') return { shown: 'other dates and balance', spoken: 'other dates and another start balance than the starred runs' };
    return reasonText(r);
  });
  return { shown: `no ★: ${texts.map((t) => t.shown).join('; ')}`, spoken: `not starred: ${texts.map((t) => t.spoken).join('; ')}` };
}
