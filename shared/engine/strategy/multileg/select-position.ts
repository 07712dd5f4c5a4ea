import type { OptionChainProvider, OptionQuote } from '../../market/market-data';
import { selectContract } from '../../selection/select-contract';
import { attribute, passesEntryConditions, strikeAttribute, type LegPlan } from './leg-plan';

/** Target types whose value is monotone in the strike for a given option type (targeted search). */
const MONOTONE_TARGETS: ReadonlySet<string> = new Set(['delta', 'strike_price', 'percentage_otm']);

export interface PositionQuery {
  date: string;
  spot: number;
  exactDte: boolean;
  minVolume: number;
}

/**
 * The contracts of every leg on the day, in plan order — or the first leg that found none (all
 * legs or no position, issue 5). A parent takes the contract nearest its target; a child the
 * strike nearest parent strike + offset within its tolerance, at its own DTE, type and filters.
 */
export function selectPosition(
  chains: OptionChainProvider,
  plan: readonly LegPlan[],
  query: PositionQuery,
): { quotes: OptionQuote[] } | { miss: string } {
  const quotes: OptionQuote[] = [];
  for (const leg of plan) {
    // No entry conditions: no filter to call on every contract looked at.
    const filters = leg.entryConditions.length > 0 ? { accept: (q: OptionQuote) => passesEntryConditions(q, leg.entryConditions, query.spot) } : {};
    const base = { date: query.date, type: leg.type, dteTarget: leg.dteTarget, exactDte: query.exactDte, minVolume: query.minVolume, ...filters };
    let selection;
    if (leg.strike.kind === 'target') {
      const c = leg.strike.condition;
      const t = c.type;
      // Strike and % OTM need no pricing: the search then quotes only the contracts it filters.
      const strikeMeasure = t === 'strike_price' || t === 'percentage_otm' ? (k: number) => strikeAttribute(leg.type, t, k, query.spot) : undefined;
      selection = selectContract(chains, {
        ...base,
        measure: (q) => attribute(q, c.type, query.spot),
        ...(strikeMeasure ? { strikeMeasure } : {}),
        target: c.value,
        targetLabel: `${c.type} ${c.value}`,
        tolerance: null,
        monotone: MONOTONE_TARGETS.has(c.type),
      });
    } else {
      const parent = quotes[leg.strike.parent];
      if (!parent) return { miss: `${leg.label}: its parent leg has no contract` };
      const offset = leg.strike.offset;
      selection = selectContract(chains, {
        ...base,
        measure: (q) => q.strike,
        strikeMeasure: (k) => k,
        target: parent.strike + offset,
        targetLabel: `the parent strike ${offset >= 0 ? '+' : '−'} ${Math.abs(offset)}`,
        tolerance: leg.strike.tolerance,
        monotone: true,
      });
    }
    if ('miss' in selection) return { miss: `${leg.label}: ${selection.miss}` };
    quotes.push(selection.quote);
  }
  return { quotes };
}
