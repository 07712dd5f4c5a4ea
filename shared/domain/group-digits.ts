/**
 * Thousands separators for the numbers of an engine's words, at display time: a skip reason read
 * 'no put with volume >= 10000000 at the chosen expiration'. The engine's text and a saved result
 * are not changed; an older result reads the same way because this runs when it is shown.
 *
 * Grouped: a bare number of 5 or more integer digits, a minimum volume ('volume >= 1000') of 4, and
 * a count of 4 before what it counts ('4800 shares', '1000 contracts', '1200 days', '1300 of 2500
 * days', '2667 more days', '1200 trades', '1200 vendor rows') or after the words that name a volume
 * or a count ('the minimum volume of 2500', 'volume 1500', 'at least 3000', 'became 2000'): the
 * engine groups these itself since 2026-12-05, a result saved before reads alike (audit 20 F3: its
 * notes read '3000' under a skip list reading '3,000'). Other 4-digit numbers stay as written: they
 * are years and strikes ('the 2765 strike'). Not touched:
 * digits inside a word or a contract id (AAPL220318P00175000), a date, or a number already grouped.
 */
const LONG_NUMBER = /(?<![\w.,$-])(\d{5,})(\.\d+)?(?![\w,]|\.\d)/g;
const VOLUME_THRESHOLD = /(volume >= )(\d{4})(?![\d.,])/g;
const COUNT = /(?<![\w.,$-])(\d{4})(?= (?:shares|contracts|(?:more )?days|of \d[\d,]* days|trades|vendor rows)\b)/g;
const AFTER_COUNT_WORDS = /(?<=\b(?:minimum volume of|volume|at least|became) )(\d{4})(?![\d,-]|\.\d)/g;

const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function groupDigits(text: string): string {
  return text
    .replace(LONG_NUMBER, (_, whole: string, fraction: string | undefined) => grouped(whole) + (fraction ?? ''))
    .replace(VOLUME_THRESHOLD, (_, words: string, whole: string) => words + grouped(whole))
    .replace(COUNT, (whole: string) => grouped(whole))
    .replace(AFTER_COUNT_WORDS, (whole: string) => grouped(whole));
}
