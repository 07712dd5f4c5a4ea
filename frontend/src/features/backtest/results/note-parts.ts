/** A note up to this length reads at a glance and stays one line. */
export const SHORT_NOTE_CHARS = 140;
/** The lead of a long note is its first clause ('Liquidity filter on modeled data:') when it ends within this. */
const LEAD_MAX_CHARS = 110;

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
  const sentence = note.search(/[.!?] [A-Z(]/);
  if (sentence > 0 && sentence < LEAD_MAX_CHARS) return { lead: note.slice(0, sentence + 1), detail: note.slice(sentence + 2) };
  return { lead: note, detail: null };
}
