/**
 * The words the run notes on puts the model prices under real share (far-put-note.ts,
 * skew-tail-note.ts): what the run opened, by side, and what that does to its result. One place, so
 * the two notes say the same thing the same way.
 */
// Thousands grouped, as the product writes dollars: a margin-sized order of far puts runs to thousands.
import { contractsText } from '../core/count-text';

/** 'bought 3 contracts and sold 1,200 contracts' (a side with none left out). */
export function openedWords(bought: number, sold: number): string {
  return [bought > 0 ? `bought ${contractsText(bought)}` : '', sold > 0 ? `sold ${contractsText(sold)}` : ''].filter(Boolean).join(' and ');
}

/**
 * What underpriced puts did to the result, by side: bought, they cost the run less than they would
 * have, so the result may read better; sold, they fetched less. `likely` where the gap was measured
 * on that ticker's real chain, else 'may'.
 */
export function underpricedPutEffect(bought: number, sold: number, likely: boolean): string {
  return [
    bought > 0 ? `bought, such puts ${likely ? 'likely cost' : 'may have cost'} more than this run paid, so the result may read better than it would have been` : '',
    sold > 0 ? `sold, they ${likely ? 'likely fetched' : 'may have fetched'} more than this run received` : '',
  ].filter(Boolean).join('; ');
}

/**
 * 'bought back 12 contracts of its short puts and sold 8 contracts of its long puts': the puts a run
 * closed at the day's price, by the side of the order that closed them (a side with none left out).
 */
export function closedWords(boughtBack: number, sold: number): string {
  return [
    boughtBack > 0 ? `bought back ${contractsText(boughtBack)} of its short puts` : '',
    sold > 0 ? `sold ${contractsText(sold)} of its long puts` : '',
  ].filter(Boolean).join(' and ');
}

/**
 * What closing underpriced puts at the model's price did, by side: bought back, they cost the run
 * less than they would have (a put seller reads better); sold, they fetched less. Always 'may', and
 * no dollars: the one real far tail held (SPXW, 2018) measured openings 12 or more days out, and no
 * real chain of the close days is held. An exit rule reads the same prices (a take profit, a stop),
 * so when it fired may have moved too. `afterBought`: the note has just said the same of puts the
 * run bought (underpricedPutEffect), so the buy-backs' clause does not repeat what that does.
 */
export function underpricedCloseEffect(boughtBack: number, sold: number, afterBought = false): string {
  const sides = [
    boughtBack > 0
      ? `bought back, they ${afterBought ? 'too may have cost more than this run paid' : 'may have cost more than this run paid, so the result may read better than it would have been'}`
      : '',
    sold > 0 ? 'sold to close, they may have fetched more than this run received' : '',
  ].filter(Boolean).join('; ');
  return sides === '' ? '' : `${sides}; an exit rule read on these prices (a take profit, a stop) may have fired on another day`;
}
