/**
 * The engine's minimum-volume miss in a trader's words, at display time: 'no put with volume >= 100
 * within tolerance 2.5 of the parent strike − 5' read as code in the skipped-entries banner and the
 * run notes; it reads 'no put with a volume of at least 100 …'. The engine writes these words itself
 * since 2026-12-05 (select-contract.ts VOLUME_MISS); this keeps a result saved before reading as a
 * new one (its skip list and the liquidity note quoting it). A saved result is not changed.
 */
const VOLUME_AT_LEAST = /\bwith volume >= /g;

export function volumeInWords(text: string): string {
  return text.replace(VOLUME_AT_LEAST, 'with a volume of at least ');
}
