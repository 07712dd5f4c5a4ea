/**
 * The diagnostic of an SPX or ETF result whose modeled days include stressed markets (a VIX close of
 * STRESSED_VIX or more): there the modeled at-the-money vol has measured about STRESSED_ATM_SHORTFALL
 * points under the real one, in and out of sample alike (chain-rules.ts section 8), a one-sided error
 * larger than the model-risk band. Said in words, with the day count, so a trader knows which part
 * of the result the band does not cover. Imported days are real quotes: not counted.
 */
import type { Bar, MarketData } from '../market/market-data';
import { MODEL_RISK_VOL_POINTS, STRESSED_ATM_SHORTFALL, STRESSED_VIX, tickerClass } from '../market/chain-rules';

/** The run's modeled days and those of them with a stressed VIX close; undefined for stocks. */
export function stressedModeledDays(market: MarketData, bars: readonly Bar[]): { modeled: number; stressed: number } | undefined {
  if (tickerClass(market.ticker) === 'stock') return undefined;
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
  const cls = tickerClass(market.ticker);
  const { modeled, stressed } = stressedModeledDays(market, bars) ?? { modeled: 0, stressed: 0 };
  if (stressed === 0) return undefined;
  return `Stressed market on ${stressed} of the run's ${modeled} modeled days (VIX closed at ${STRESSED_VIX} or more): on such days `
    + `the modeled at-the-money volatility has measured about ${STRESSED_ATM_SHORTFALL} vol points below the real one `
    + `(12 real S&P 500 closes, 2010-2025), more than the ±${MODEL_RISK_VOL_POINTS[cls]} model-risk band, so option prices on those days are understated: `
    + 'premium sold then was really higher, and options bought then really cost more.';
}
