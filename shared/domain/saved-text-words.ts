import { fillPriceText } from '../engine/core/money';
import { savedToleranceInWords } from '../engine/selection/tolerance-words';
import { groupDigits } from './group-digits';
import { volumeInWords } from './volume-words';

/**
 * A covered strike-offset target's label as written before 2026-12-05 (strike-target.ts wrote the
 * number as JavaScript prints it: 'strike offset $5', '$2.5', '$-5', '$1000'); since then it is a price,
 * 'strike offset $5.00' (audit 20 F4). A label already in today's form ('$5.00', '$0.0025') reads the
 * same through it; a grouped one ('$1,000.00') is not matched (the lookahead refuses a comma).
 */
const SAVED_OFFSET_LABEL = /\bstrike offset \$(-?\d+(?:\.\d+)?)(?!\d|[.,]\d)/g;

function savedOffsetLabel(text: string): string {
  return text.replace(SAVED_OFFSET_LABEL, (_, written: string) => `strike offset ${fillPriceText(Number(written))}`);
}

/**
 * The settlement's leftover share of one (delivered-shares.ts flattenWords) 'was' sold or bought back
 * since 2026-12-05; before, 'The 1 share … were sold' (audit 20 F6).
 */
const SAVED_ONE_SHARE = /\b(The 1 share the exercise or assignment left (?:long|short)) were (?=sold|bought back)/g;

function savedOneShare(text: string): string {
  return text.replace(SAVED_ONE_SHARE, '$1 was ');
}

/**
 * An engine text of a result (a skip reason, a trade reason, a run note) in today's words at display
 * time, whenever it was saved: counts grouped, the minimum-volume operator in words, a bare tolerance
 * in its unit, a strike-offset label as a price, one leftover share that 'was' sold. The engine writes
 * all of these itself since 2026-12-05; a result saved before reads alike, and a text already in
 * today's words passes through unchanged. One place, so the skip list, the trade log and the notes
 * cannot drift apart (they were three chains of the same rewrites in three orders).
 * (A skip or trade reason has its tolerance in words already, from shared/domain's skipReasonWords and
 * reasonWords, which the CSV export reads too; here it is a no-op for them and the notes' rewrite.)
 * Grouping comes first: the operator's rule reads the digits either way, and a tolerance is never
 * grouped; grouping skips a number after '$', so the label's rewrite reads it bare.
 */
export function savedTextInWords(text: string): string {
  return savedOneShare(savedOffsetLabel(savedToleranceInWords(volumeInWords(groupDigits(text)))));
}
