/**
 * What the vol reports share: each day's modeled surface for a bundled ticker (optionally on an
 * edited index table) and the value an index's own formula reads on it.
 */
import { createDayContexts, type DayContext } from '../../shared/engine/market/day-context';
import { atmVol } from '../../shared/engine/market/vol-surface';
import { stripMoments } from '../../shared/engine/market/vol-index-formulas';
import { INDEX_TENOR_DAYS } from '../../shared/engine/market/chain-rules';
import type { IndexDay } from '../../shared/engine/market/vol-anchors';
import { readBundledMarketInput } from './load-market-data';

/** The modeled value of an index (percent, or SKEW points) on a day's surface. */
export function modeledIndex(ctx: DayContext, name: string): number {
  const s = ctx.surface;
  const days = name === 'skew' ? 30 : (INDEX_TENOR_DAYS[name] ?? 30);
  const years = days / 365;
  const atm = atmVol(s, years);
  const m = stripMoments(atm * Math.sqrt(years), s.tail, s.shape);
  return name === 'skew' ? m.skew : 100 * atm * Math.sqrt(m.varianceRatio);
}

/**
 * A bundled ticker's day contexts (no rates or dividends: the reports read surfaces only), on the
 * bundled vol-index table or on `edit` of it (the single-name holdout removes a ticker's own index).
 */
export async function reportContexts(ticker: string, edit?: (table: readonly IndexDay[]) => readonly IndexDay[]) {
  const input = await readBundledMarketInput(ticker);
  const vixByDate = new Map(input.vix.map((v) => [v.date, v.close]));
  const volIndices = edit ? edit(input.volIndices ?? []) : input.volIndices;
  const ctx = createDayContexts({
    ticker,
    bars: input.bars,
    benchmarkBars: input.benchmarkBars,
    vix: (d) => vixByDate.get(d),
    ...(volIndices ? { volIndices } : {}),
    riskFreeRate: () => 0,
    yieldBars: input.bars,
    yieldDividends: [],
  });
  return { input, ctx };
}
