import { wordsList } from '../lib/format';

/**
 * The Short-term and Long-term columns hold what is taxed at each rate, after netting the two and
 * using the loss carried in (after-tax.ts TaxYear): a losing year reads $0.00 there (its loss is
 * carried), which the header says on hover
 * (a trader read $0.00 in a 1256 year that lost $61,638.98 as nothing having happened: h-polish17).
 * A phone has no hover: zeroedByCarryWords says it under the table, in sight, for the years it concerns.
 */
export const TAXED_AFTER_NETTING = {
  short: 'Taxed at the short-term rate this year: the short-term gain after netting with long-term and using losses carried in, with interest and dividends taxed as ordinary income. A net loss shows $0.00: it is carried forward.',
  long: 'Taxed at the long-term rate this year: the long-term gain after netting with short-term and using losses carried in. A net loss shows $0.00: it is carried forward.',
} as const;

/**
 * The headers' definition, in sight under the table when no year reads $0.00 by a carried loss (the
 * note of zeroedByCarryWords says it then): without it the definition was on hover alone, and a
 * trader could read Short-term as the year's short-term trades' P&L.
 */
export const TAXED_COLUMNS_LEGEND = 'Short-term and Long-term: what is taxed at each rate, after netting the two and using losses carried in.';

/**
 * The note under the table for the years whose Short-term and Long-term read $0.00 with a loss
 * carried out of them (TaxYear.carriedForward); null when no year does. The headers' hover said it
 * alone, which a phone never shows. A year that gained less than the losses carried into it is said
 * so: 'ended with a net loss' under a positive Pre-tax P&L contradicts the table.
 */
export function zeroedByCarryWords(years: readonly { year: number; pnl: number; shortTerm: number; longTerm: number; carriedForward: number }[]): string | null {
  const zeroed = years.filter((y) => y.carriedForward > 0 && y.shortTerm === 0 && y.longTerm === 0);
  if (zeroed.length === 0) return null;
  const named = (ys: typeof zeroed) => wordsList(ys.map((y) => String(y.year)));
  const lost = zeroed.filter((y) => y.pnl < 0);
  const usedUp = zeroed.filter((y) => y.pnl >= 0);
  const why = [
    lost.length > 0 ? `${named(lost)} ${lost.length === 1 ? 'ended' : 'each ended'} with a net loss` : null,
    usedUp.length > 0 ? `${named(usedUp)} ${usedUp.length === 1 ? 'gained less than the losses carried into it' : 'each gained less than the losses carried into them'} (Loss carry used)` : null,
  ].filter((part) => part !== null).join('; ');
  const carried = usedUp.length > 0 ? 'the losses left are carried forward to offset later gains' : `${lost.length === 1 ? 'the loss is' : 'the losses are'} carried forward to offset later gains (Loss carry used)`;
  return `Why $0.00 in ${named(zeroed)}: Short-term and Long-term are what is taxed at each rate, after the year's gains and losses `
    + `are netted and losses from earlier years used. ${why}, so nothing is taxed there; ${carried}, not lost.`;
}
