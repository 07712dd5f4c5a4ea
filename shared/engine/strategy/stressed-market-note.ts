/**
 * The diagnostic of a result whose modeled days include stressed markets (a VIX close of
 * STRESSED_VIX or more): there the modeled at-the-money vol has measured about
 * STRESSED_ATM_SHORTFALL[modelRiskClass] points under the real one (chain-rules.ts section 8): SPX and ETFs
 * in and out of sample alike, about their band's size; stocks in the single-name check, within
 * their band (1.9 against 2.7 since 2026-12-02; within the wider band of the stocks without an
 * index too, modelRiskClass). A one-sided error the
 * symmetric band does not show (for SPX and ETFs with the real spike that read the other way, for
 * stocks without an index with the published IV30s that did: STRESSED_SPIKE_CAVEAT). Said in words, with the day count, so
 * a trader knows which part of the result the band does not cover. Imported days are real quotes:
 * not counted. Nor, for a stock with an index of its own (the 'stock' class: AAPL, AMZN, GLD), the
 * days the surface read that index (its 30-day ATM reproduces it, vol-anchors.ts): the stock
 * shortfall is the single-name model's, measured against those indices, so it applies to the days
 * the single-name model priced (before the index starts, after it ends, where it is missing). Until
 * 2026-12-04 every stressed day counted, and an AAPL result of March 2020 said its prices were
 * understated where they read VXAPL itself (audit 18 F2).
 */
import type { Bar, MarketData } from '../market/market-data';
import { bandRangeWords, shortfallAgainstBand } from '../../domain/stressed-shortfall';
import { ANCHOR_INDEX, MODEL_RISK_VOL_POINTS, STRESSED_ATM_SHORTFALL, STRESSED_SHORTFALL_BASIS, STRESSED_SPIKE_CAVEAT, STRESSED_VIX, modelRiskClass } from '../market/chain-rules';
import { countText } from '../core/count-text';

/**
 * The run's modeled days and those of them with a stressed VIX close that the class's measured
 * shortfall applies to; `onOwnIndex`: stressed days of a stock with an index of its own that read
 * it (not counted in `stressed`), and that index's name.
 */
export function stressedModeledDays(market: MarketData, bars: readonly Bar[]): { modeled: number; stressed: number; onOwnIndex: number; ownIndex?: string } {
  const ownIndex = modelRiskClass(market.ticker) === 'stock' ? ANCHOR_INDEX[market.ticker.toUpperCase()]?.toUpperCase() : undefined;
  let modeled = 0;
  let stressed = 0;
  let onOwnIndex = 0;
  for (const b of bars) {
    if (market.options.source(b.date) === 'imported') continue;
    modeled += 1;
    if ((market.vix(b.date) ?? 0) < STRESSED_VIX) continue;
    if (ownIndex !== undefined && market.options.volModel?.(b.date)?.anchor === ownIndex) onOwnIndex += 1;
    else stressed += 1;
  }
  return { modeled, stressed, onOwnIndex, ...(ownIndex === undefined ? {} : { ownIndex }) };
}

export function stressedMarketNote(market: MarketData, bars: readonly Bar[]): string | undefined {
  const cls = modelRiskClass(market.ticker);
  const { modeled, stressed, onOwnIndex, ownIndex } = stressedModeledDays(market, bars);
  if (stressed === 0) return undefined;
  const ownIndexDays = onOwnIndex > 0 && ownIndex !== undefined
    ? `, priced without ${ownIndex}; ${countText(onOwnIndex)} other stressed day${onOwnIndex === 1 ? '' : 's'} read ${ownIndex} itself`
    : '';
  const shortfall = STRESSED_ATM_SHORTFALL[cls];
  const band = MODEL_RISK_VOL_POINTS[cls];
  const caveat = STRESSED_SPIKE_CAVEAT[cls];
  return `Stressed market on ${countText(stressed)} of the run's ${countText(modeled)} modeled days (VIX closed at ${STRESSED_VIX} or more${ownIndexDays}): on such days `
    + `the modeled at-the-money volatility has measured about ${shortfall} vol points below the real one `
    + `(${STRESSED_SHORTFALL_BASIS[cls]}), ${shortfallAgainstBand(shortfall, band)} ${bandRangeWords(band)} and ${caveat === undefined ? 'all' : 'mostly'} on one side, `
    + `so option prices on those days are ${caveat === undefined ? '' : 'mostly '}understated: premium sold then was really higher, and options bought then really cost more`
    + (caveat === undefined ? '.' : `; but ${caveat}.`);
}
