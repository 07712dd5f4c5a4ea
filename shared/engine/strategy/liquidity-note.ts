/**
 * The diagnostic of a result whose minimum-volume filter read modeled quotes: the modeled chain's
 * volume is not what traded (shared/engine/market/liquidity-model.ts), so the contracts the filter let
 * through or rejected on those days could differ on a real chain. Said in words, with the day count.
 */
import type { Bar, OptionChainProvider } from '../market/market-data';
import { volumeMissWords } from '../selection/select-contract';
import { countText } from '../core/count-text';

export function modeledLiquidityNote(chains: OptionChainProvider, bars: readonly Bar[], minVolume: number, missDays = 0): string | undefined {
  if (!(minVolume > 0) || bars.length === 0) return undefined;
  let modeled = 0;
  for (const b of bars) if (chains.source(b.date) !== 'imported') modeled += 1;
  if (modeled === 0) return undefined;
  const days = modeled === bars.length ? `all ${countText(modeled)} days` : `${countText(modeled)} of ${countText(bars.length)} days`;
  return `Liquidity filter on modeled data: the minimum volume of ${countText(minVolume)} contracts was checked against modeled volume on ${days} `
    + "(the underlying's trailing share volume times contracts-per-share rates fitted on real SPXW 2018, AAPL 2014 and GOOG 2015 chains; "
    + 'ETFs at ten times the SPX rate, an assumption), not against contracts that really traded; '
    + 'on a real chain other contracts could have passed or failed it.'
    + (missDays > 0 ? ` It stopped an entry or roll on ${countText(missDays)} day${missDays === 1 ? '' : 's'} (listed as skipped: "no … ${volumeMissWords(minVolume)}").` : '');
}
