import { VOL_MODEL_MAX_FALLBACKS, type BacktestResult, type DataSource, type VolModelSummary } from '../../contracts/results';
import type { Bar, MarketData, OptionChainProvider } from '../market/market-data';
import type { Timeline } from '../core/timeline';
import type { EquityPoint } from '../metrics/sharpe-ratio';
import { standardMetrics, type StandardMetrics } from '../metrics/standard-metrics';
import type { Diagnostics } from './diagnostics';
import { modeledLiquidityNote } from './liquidity-note';
import { optionsListedFrom } from '../market/options-listing';
import { stressedMarketNote } from './stressed-market-note';
import { countText } from '../core/count-text';

/** Which data priced the run's days: one source, or 'mixed' when imported chains cover only part. */
export function dataSourceOf(chains: OptionChainProvider, bars: readonly Bar[]): DataSource {
  let modeled = false;
  let imported = false;
  for (const b of bars) {
    if (chains.source(b.date) === 'imported') imported = true;
    else modeled = true;
    if (modeled && imported) return 'mixed';
  }
  return imported ? 'imported' : 'modeled';
}

/**
 * The modeled chain's summary over the run's days (undefined when no day was modeled or the provider
 * cannot say): anchors used, and each run of consecutive days with the same fallback.
 */
export function volModelSummary(chains: OptionChainProvider, bars: readonly Bar[]): VolModelSummary | undefined {
  if (chains.volModel === undefined) return undefined;
  const anchors = new Set<string>();
  const fallbacks: VolModelSummary['fallbacks'] = [];
  let modeled = 0;
  let fallbackDays = 0;
  let dropped = 0;
  for (const b of bars) {
    const v = chains.volModel(b.date);
    if (v === undefined) continue;
    modeled += 1;
    anchors.add(v.anchor);
    if (v.fallback === undefined) continue;
    fallbackDays += 1;
    const last = fallbacks[fallbacks.length - 1];
    if (last !== undefined && last.rule === v.fallback && last.to === previousBarDate(bars, b.date)) {
      last.to = b.date;
      last.days += 1;
    } else if (fallbacks.length < VOL_MODEL_MAX_FALLBACKS - 1) fallbacks.push({ from: b.date, to: b.date, days: 1, rule: v.fallback });
    else dropped += 1;
  }
  if (modeled === 0) return undefined;
  if (dropped > 0) fallbacks.push({ from: bars[0]?.date ?? '', to: bars[bars.length - 1]?.date ?? '', days: dropped, rule: `${dropped} more fallback days not listed` });
  return { anchors: [...anchors].sort(), modeled_days: modeled, fallback_days: fallbackDays, fallbacks, liquidity: 'modeled', put_notes_count_closes: true };
}

function previousBarDate(bars: readonly Bar[], date: string): string | undefined {
  // Bars are ascending: binary search for the first bar at or after `date`; the one before it.
  let lo = 0;
  let hi = bars.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((bars[mid]?.date ?? '') < date) lo = mid + 1;
    else hi = mid - 1;
  }
  return bars[lo - 1]?.date;
}

export type ResultHead = StandardMetrics & Pick<BacktestResult, 'data_period' | 'data_source' | 'diagnostics' | 'vol_model'>;

/**
 * What both engines' results open with, in the contract's order: the standard metrics of the daily
 * equity and the closed trades, the range that ran, which data priced it and the diagnostics.
 */
export function resultHead(
  startBalance: number,
  curve: readonly EquityPoint[],
  tradePnls: readonly number[],
  market: MarketData,
  timeline: Timeline,
  diagnostics: Diagnostics,
  /** The run's minimum volume for entries: a note says when it read modeled volume. */
  minVolume = 0,
): ResultHead {
  const liquidityNote = modeledLiquidityNote(market.options, timeline.bars, minVolume, diagnostics.volumeMissDayCount());
  if (liquidityNote !== undefined) diagnostics.note(liquidityNote);
  const listingNote = beforeOptionsListedNote(market, timeline.bars);
  if (listingNote !== undefined) diagnostics.note(listingNote);
  const stressNote = stressedMarketNote(market, timeline.bars);
  if (stressNote !== undefined) diagnostics.note(stressNote);
  const beyondNote = diagnostics.beyondListingsNote();
  if (beyondNote !== undefined) diagnostics.note(beyondNote);
  const fartherNote = diagnostics.fartherExpiryNote();
  if (fartherNote !== undefined) diagnostics.note(fartherNote);
  const volumeMovedNote = diagnostics.volumeMovedNote();
  if (volumeMovedNote !== undefined) diagnostics.note(volumeMovedNote);
  return {
    ...standardMetrics(startBalance, curve, tradePnls, market.riskFreeRate),
    data_period: { start_date: timeline.startDate, end_date: timeline.endDate },
    data_source: dataSourceOf(market.options, timeline.bars),
    diagnostics: diagnostics.result(),
    ...withVolModel(volModelSummary(market.options, timeline.bars)),
  };
}

/**
 * The note of a run that starts before its ticker's options were first listed (options-listing.ts):
 * on those modeled days the chain lists nothing, so no option trade could be made (each entry day
 * is skipped, "no expiration listed"). Undefined when no day of the run is such a day.
 */
export function beforeOptionsListedNote(market: MarketData, bars: readonly Bar[]): string | undefined {
  const from = optionsListedFrom(market.ticker);
  if (from === undefined) return undefined;
  let days = 0;
  for (const b of bars) {
    if (b.date >= from) break;
    if (market.options.source(b.date) === 'modeled' && market.options.expirations(b.date).length === 0) days += 1;
  }
  if (days === 0) return undefined;
  return `${market.ticker.toUpperCase()} options were first listed on ${from}: the run's first ${countText(days)} trading day${days === 1 ? '' : 's'} had no option chain, `
    + 'so no option was traded on them.';
}

function withVolModel(v: VolModelSummary | undefined): { vol_model?: VolModelSummary } {
  return v === undefined ? {} : { vol_model: v };
}
