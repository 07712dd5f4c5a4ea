/**
 * Thousands separators for the numbers of an engine's words, at display time: a skip reason read
 * 'no put with volume >= 10000000 at the chosen expiration'. The engine's text and a saved result
 * are not changed; an older result reads the same way because this runs when it is shown.
 *
 * Grouped: a bare number of 5 or more integer digits, a minimum volume ('volume >= 1000') of 4, and
 * a count of 4 before what it counts ('4800 shares', '1000 contracts': the engine groups these itself
 * since 2026-12-05, a result saved before reads alike). Other 4-digit numbers stay as written: they
 * are years and strikes ('the 2765 strike'). Not touched:
 * digits inside a word or a contract id (AAPL220318P00175000), a date, or a number already grouped.
 */
const LONG_NUMBER = /(?<![\w.,$-])(\d{5,})(\.\d+)?(?![\w,]|\.\d)/g;
const VOLUME_THRESHOLD = /(volume >= )(\d{4})(?![\d.,])/g;
const COUNT = /(?<![\w.,$-])(\d{4})(?= (?:shares|contracts)\b)/g;

const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function groupDigits(text: string): string {
  return text
    .replace(LONG_NUMBER, (_, whole: string, fraction: string | undefined) => grouped(whole) + (fraction ?? ''))
    .replace(VOLUME_THRESHOLD, (_, words: string, whole: string) => words + grouped(whole))
    .replace(COUNT, (whole: string) => grouped(whole));
}
