/**
 * The engine's minimum-volume miss in a trader's words, at display time: 'no put with volume >= 100
 * within tolerance 2.5 of the parent strike − 5' read as code in the skipped-entries banner and the
 * run notes; it reads 'no put with a volume of at least 100 …'. The trade log's reasons were put in
 * words the same way (shared/domain/trade-words.ts); the engine's text and a saved result are not changed.
 */
const VOLUME_AT_LEAST = /\bwith volume >= /g;

export function volumeInWords(text: string): string {
  return text.replace(VOLUME_AT_LEAST, 'with a volume of at least ');
}
