/**
 * The first setting in which two readings of a run differ, in the form's words (the labels the
 * shared strategy table and the comparison use: shared/analytics/strategy-words.ts), so a refused
 * save names what to put back: "its Covered Call Delta is 0.1, the run's 0.3".
 */
import { fieldLabel, valueWords } from '../../shared/analytics/strategy-words';

type Path = Array<string | number>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitive = (v: unknown) => v === null || typeof v !== 'object';

/** A list's label as a count's: 'Legs', 'Leg 1 Child Legs', 'Covered Call Exit Conditions'. */
const plural = (label: string): string => (label.endsWith('Child') ? `${label} Legs` : `${label}s`);

/** Two values read by the same contract: equal when their JSON is (a list of plain values, days of the week, is one value). */
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A value in words; a part that is set on one side and not the other (a roll, a leg config) is 'On' or 'Off'. */
function words(path: Path, value: unknown, other: unknown): string {
  if (isRecord(value) && !isRecord(other)) return 'On';
  if (isRecord(other) && (value === null || value === undefined)) return 'Off';
  return valueWords(path, value);
}

/**
 * The first difference between `ran` and `sent`, walked in the run's key order (keys only the sent
 * value has come after), as "its <field> is <sent>, the run's <ran>"; undefined when they agree.
 */
export function firstDifference(ran: unknown, sent: unknown, path: Path = []): string | undefined {
  if (isRecord(ran) && isRecord(sent)) {
    const keys = [...Object.keys(ran), ...Object.keys(sent).filter((k) => !(k in ran))];
    for (const key of keys) {
      const found = firstDifference(ran[key], sent[key], [...path, key]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (Array.isArray(ran) && Array.isArray(sent) && !(ran.every(isPrimitive) && sent.every(isPrimitive))) {
    if (ran.length !== sent.length) return `its number of ${plural(fieldLabel(path))} is ${sent.length}, the run's ${ran.length}`;
    for (let i = 0; i < ran.length; i++) {
      const found = firstDifference(ran[i], sent[i], [...path, i]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (sameValue(ran, sent)) return undefined;
  return `its ${fieldLabel(path)} is ${words(path, sent, ran)}, the run's ${words(path, ran, sent)}`;
}
