/**
 * A trade reason's orders over the day's volume in one short sentence, for the trade log's row. The
 * engine names every leg over its volume in full (shared/engine/strategy/over-volume.ts: '242
 * contracts of the long 185 call expiring 2023-11-10 against a day volume of 142 (modeled); …: a fill
 * this size at one price is optimistic'), 150-200 characters a leg: read in chromium at 390 px
 * (2026-12-04), an AAPL Bull Call Spread's expiry row of 2023 took 14 lines, the two legs' sentence
 * half of them. The lead keeps the sizes against the volumes, and whose volume it was; the whole
 * sentence, strikes and expiries, stays word for word behind it (trade-row.tsx). Null when the reason
 * has no such sentence.
 */

/** The engine's sentence: 'Opened' (entry) or 'Closed' (exit), the legs, then its closing words. */
const SENTENCE = /(Opened|Closed) more than the day's volume: (.+?): a fill this size at one price is optimistic/g;
// Numbers as the row shows them: 5 digits and more grouped (group-digits.ts), '24,200 contracts'.
const LEG = /^([\d,]+) contracts? of the (?:long|short) \S+ (?:call|put) expiring \S+ against a day volume of ([\d,]+) \((modeled|real, from the imported chain)\)$/;

/** Where the reason's first over-volume sentence starts (its length when it has none). */
export function overVolumeAt(reason: string): number {
  const at = reason.search(/(Opened|Closed) more than the day's volume: /);
  return at < 0 ? reason.length : at;
}

const withDigits = (n: string): string => Number(n.replace(/,/g, '')).toLocaleString('en-US');

function legsWords(legs: string): string | null {
  const parts = legs.split('; ').map((leg) => LEG.exec(leg));
  if (parts.some((p) => p === null)) return null;
  const read = parts as RegExpExecArray[];
  const source = (p: RegExpExecArray) => (p[3] === 'modeled' ? 'modeled' : 'real');
  const oneSource = new Set(read.map(source)).size === 1;
  const sizes = read.map((p, i) => {
    const own = oneSource ? '' : ` (${source(p)})`;
    return i === 0
      ? `${withDigits(p[1] ?? '')} contracts against a day volume of ${withDigits(p[2] ?? '')}${own}`
      : `${withDigits(p[1] ?? '')} against ${withDigits(p[2] ?? '')}${own}`;
  });
  return `${sizes.join(', ')}${oneSource ? ` (${source(read[0] as RegExpExecArray)})` : ''}`;
}

/** 'Opened over the day's volume: 242 contracts against a day volume of 142, 242 against 197 (modeled); a fill this size at one price is optimistic.' */
export function overVolumeLead(reason: string): string | null {
  const parts: string[] = [];
  for (const m of reason.matchAll(SENTENCE)) {
    // A wording this does not know is still said, as a count-free clause: the whole reason has it.
    const legs = legsWords(m[2] ?? '');
    const when = parts.length === 0 ? m[1] : m[1]?.toLowerCase();
    parts.push(`${when} over the day's volume${legs === null ? '' : `: ${legs}`}`);
  }
  return parts.length === 0 ? null : `${parts.join('; ')}; a fill this size at one price is optimistic.`;
}
