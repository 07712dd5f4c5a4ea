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
