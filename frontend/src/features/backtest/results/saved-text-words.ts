import { savedToleranceInWords } from '../../../../../shared/engine/selection/tolerance-words';
import { groupDigits } from './group-digits';
import { volumeInWords } from './volume-words';

/**
 * An engine text of a result (a skip reason, a trade reason, a run note) in today's words at display
 * time, whenever it was saved: counts grouped, the minimum-volume operator in words, a bare tolerance
 * in its unit. The engine writes all three itself since 2026-12-05; a result saved before reads alike,
 * and a text already in today's words passes through unchanged. One place, so the skip list, the trade
 * log and the notes cannot drift apart (they were three chains of the same rewrites in three orders).
 * (A skip or trade reason has its tolerance in words already, from shared/domain's skipReasonWords and
 * reasonWords, which the CSV export reads too; here it is a no-op for them and the notes' rewrite.)
 * Grouping comes first: the operator's rule reads the digits either way, and a tolerance is never grouped.
 */
export function savedTextInWords(text: string): string {
  return savedToleranceInWords(volumeInWords(groupDigits(text)));
}
