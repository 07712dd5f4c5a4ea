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
 * not counted.
 */
import type { Bar, MarketData } from '../market/market-data';
import { bandRangeWords, shortfallAgainstBand } from '../../domain/stressed-shortfall';
import { MODEL_RISK_VOL_POINTS, STRESSED_ATM_SHORTFALL, STRESSED_SHORTFALL_BASIS, STRESSED_SPIKE_CAVEAT, STRESSED_VIX, modelRiskClass } from '../market/chain-rules';

/** The run's modeled days and those of them with a stressed VIX close. */
export function stressedModeledDays(market: MarketData, bars: readonly Bar[]): { modeled: number; stressed: number } {
  let modeled = 0;
  let stressed = 0;
  for (const b of bars) {
    if (market.options.source(b.date) === 'imported') continue;
    modeled += 1;
    if ((market.vix(b.date) ?? 0) >= STRESSED_VIX) stressed += 1;
  }
  return { modeled, stressed };
}

export function stressedMarketNote(market: MarketData, bars: readonly Bar[]): string | undefined {
  const cls = modelRiskClass(market.ticker);
  const { modeled, stressed } = stressedModeledDays(market, bars);
  if (stressed === 0) return undefined;
  const shortfall = STRESSED_ATM_SHORTFALL[cls];
  const band = MODEL_RISK_VOL_POINTS[cls];
  const caveat = STRESSED_SPIKE_CAVEAT[cls];
  return `Stressed market on ${stressed} of the run's ${modeled} modeled days (VIX closed at ${STRESSED_VIX} or more): on such days `
    + `the modeled at-the-money volatility has measured about ${shortfall} vol points below the real one `
    + `(${STRESSED_SHORTFALL_BASIS[cls]}), ${shortfallAgainstBand(shortfall, band)} ${bandRangeWords(band)} and ${caveat === undefined ? 'all' : 'mostly'} on one side, `
    + `so option prices on those days are ${caveat === undefined ? '' : 'mostly '}understated: premium sold then was really higher, and options bought then really cost more`
    + (caveat === undefined ? '.' : `; but ${caveat}.`);
}
