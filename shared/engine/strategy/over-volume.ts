/**
 * Orders larger than the day's volume (audit 16 F1). A position is sized by margin alone
 * (portfolio/sizing.ts unitsFor): nothing bounds its contracts by what the market traded, and every
 * contract fills at the one price the fill model gives the first. At the spreads form's defaults an
 * AAPL Bull Call Spread of 2023 bought 190 contracts of a call whose modeled day volume was 100; a
 * quarter of the run's P&L came from the 90 over it. The sizing is a design choice left as it is;
 * what this file does is say so, where the trader reads the trade (its reason) and the run (one
 * diagnostics note), so the size is not taken for one a market would have filled at that price.
 *
 * The covered engine says the same of its short (covered/entry.ts, manage.ts, roll.ts; audit 17 F1): its
 * size is the shares', and a covered call on 100,000 AAPL shares on LEAN's real June 2014 chain sold
 * 1,000 contracts against a real day volume of 143, and bought back 7,000 (after the 7:1 split) on 319.
 *
 * The volume is the contract's own for that day: the vendor's on a quote from an imported chain
 * (`quote_source` 'imported'), the liquidity model's otherwise (a modeled chain, or a modeled
 * stand-in on an imported day), and the words say which.
 */
import type { OptionQuote } from '../market/market-data';
import { contractsText, countText } from '../core/count-text';

/** What the words say of an order larger than the day's volume. */
const OPTIMISTIC = 'a fill this size at one price is optimistic';

/** The contract's day volume, when `contracts` exceed it; undefined otherwise. */
function volumeExceeded(q: Pick<OptionQuote, 'volume'>, contracts: number): number | undefined {
  return Number.isFinite(q.volume) && contracts > q.volume ? q.volume : undefined;
}

/** '190 contracts of the long 180 call expiring 2023-06-16 against a day volume of 100 (modeled)', or undefined within the volume. */
export function legOverVolumeWords(
  side: 'long' | 'short',
  q: Pick<OptionQuote, 'strike' | 'call_or_put' | 'expiry_date' | 'volume' | 'quote_source'>,
  contracts: number,
): string | undefined {
  const volume = volumeExceeded(q, contracts);
  if (volume === undefined) return undefined;
  const source = q.quote_source === 'imported' ? 'real, from the imported chain' : 'modeled';
  return `${contractsText(contracts)} of the ${side} ${q.strike} ${q.call_or_put} expiring ${q.expiry_date} against a day volume of ${countText(volume)} (${source})`;
}

/** The trade reason's sentence for the legs over their volume (`legs` from legOverVolumeWords), or undefined when none is. */
export function overVolumeSentence(when: 'Opened' | 'Closed', legs: readonly string[]): string | undefined {
  if (legs.length === 0) return undefined;
  return `${when} more than the day's volume: ${legs.join('; ')}: ${OPTIMISTIC}`;
}

/** The entries and exits of a run that traded more than the day's volume, for one diagnostics note. */
export class OverVolumeTally {
  /**
   * `sizedBy`: what sizes the orders, as the note says it (the multi-leg engine's units, or the covered
   * engine's shares). `keepsWords`: false for a run kept to its metrics (a model-risk band run, a sweep
   * cell: multileg/book.ts tradeLog), which reads no reason or note: its orders are not looked at
   * (a probe's volume is computed when read).
   */
  constructor(private readonly sizedBy = 'Units are sized by margin only', readonly keepsWords = true) {}

  private entries = 0;
  private exits = 0;
  private firstEntry = '';
  private firstExit = '';

  /** An entry (or an exit) on `date` whose reason carries `sentence`. */
  add(kind: 'entry' | 'exit', date: string, sentence: string): void {
    if (kind === 'entry') {
      if (this.entries === 0) this.firstEntry = `${date}: ${sentence}`;
      this.entries += 1;
    } else {
      if (this.exits === 0) this.firstExit = `${date}: ${sentence}`;
      this.exits += 1;
    }
  }

  /** The run's note, or undefined when no order exceeded its volume. */
  note(): string | undefined {
    if (this.entries + this.exits === 0) return undefined;
    const count = (n: number, one: string, many: string) => `${countText(n)} ${n === 1 ? one : many}`;
    const which = [
      ...(this.entries > 0 ? [count(this.entries, 'entry', 'entries')] : []),
      ...(this.exits > 0 ? [count(this.exits, 'exit', 'exits')] : []),
    ].join(' and ');
    // The count in the lead (results/note-parts.ts shows a long note's first clause, up to ': ').
    return `Orders over the day's volume, ${which}: each traded more contracts of a leg than that contract's volume that day `
      + "(modeled volume on modeled quotes, the vendor's on imported ones) and filled whole at one price. "
      + `${this.sizedBy}, not by volume, so ${OPTIMISTIC}; a real order that size would move the price or fill in part. An entry's reason says which legs, `
      + 'and an exit\'s on real quotes; an exit on modeled quotes is counted here only, as the model gives far out-of-the-money and deep '
      + 'in-the-money contracts little or no volume, below what they trade on a liquid underlying. '
      // The first entry's, the size a run chose, before an exit's (the far wings of a condor close on
      // days the model gives them no volume: most of its exits are counted).
      + [
        ...(this.entries > 0 ? [`First entry: ${this.firstEntry}`] : []),
        ...(this.exits > 0 ? [`First exit: ${this.firstExit}`] : []),
      ].join('. ');
  }
}

/**
 * One leg filled on `date`, for an engine that opens or closes a single contract (the covered short):
 * an entry over its day volume is counted and its sentence returned for the trade's reason; an exit
 * is counted, and its sentence returned only on a real (imported) quote, as multileg/book.ts does (the
 * model gives far and deep contracts little or no volume: on modeled quotes the note alone counts it).
 */
export function oneLegOverVolume(
  tally: OverVolumeTally,
  kind: 'entry' | 'exit',
  date: string,
  side: 'long' | 'short',
  q: Pick<OptionQuote, 'strike' | 'call_or_put' | 'expiry_date' | 'volume' | 'quote_source'>,
  contracts: number,
): string | undefined {
  if (!tally.keepsWords) return undefined;
  const words = legOverVolumeWords(side, q, contracts);
  if (words === undefined) return undefined;
  const sentence = overVolumeSentence(kind === 'entry' ? 'Opened' : 'Closed', [words]);
  if (sentence === undefined) return undefined;
  tally.add(kind, date, sentence);
  return kind === 'entry' || q.quote_source === 'imported' ? sentence : undefined;
}
