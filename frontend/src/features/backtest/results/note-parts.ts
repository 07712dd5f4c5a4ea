/** A note up to this length reads at a glance and stays one line. */
export const SHORT_NOTE_CHARS = 140;
/** The lead of a long note is its first clause ('Liquidity filter on modeled data:') when it ends within this. */
const LEAD_MAX_CHARS = 110;
/** The minimum-volume check note's opening clause, up to its comma ('The minimum volume of 100 was checked against modeled volume,'). */
const MIN_VOLUME_CHECK_LEAD = /^The minimum volume of [\d,]+ was checked against modeled volume,(?= )/;

/**
 * A run note as a lead a trader can scan and the detail behind it; `lead + ' ' + detail` is the
 * note, word for word (nothing is dropped). A short note is all lead. A long one leads with its
 * first clause, up to the first ': ' ('Stressed market on 25 of the run's 252 modeled days (VIX
 * closed at 20 or more):'), else its first sentence; a long note with neither near its start is
 * all lead too (a cut mid-thought would not say what the note is about).
 */
export function noteParts(note: string): { lead: string; detail: string | null } {
  if (note.length <= SHORT_NOTE_CHARS) return { lead: note, detail: null };
  const colon = note.indexOf(': ');
  if (colon > 0 && colon < LEAD_MAX_CHARS) return { lead: note.slice(0, colon + 1), detail: note.slice(colon + 2) };
  // The minimum-volume check's note (shared/engine/strategy/min-volume-check.ts, 500-700 characters)
  // has neither near its start: read in chromium at 390 px (2026-12-04) it was the one note of an MSFT
  // calendar's list left open, 17 lines; its opening clause says what it is about.
  const check = MIN_VOLUME_CHECK_LEAD.exec(note);
  if (check) return { lead: check[0], detail: note.slice(check[0].length + 1) };
  const sentence = note.search(/[.!?] [A-Z(]/);
  if (sentence > 0 && sentence < LEAD_MAX_CHARS) return { lead: note.slice(0, sentence + 1), detail: note.slice(sentence + 2) };
  return { lead: note, detail: null };
}
