// Trade exits in a trader's language (issue 16), one formatter for both builders and the CSV export:
// the exit chip ('Expired', 'Bought back', 'Credit Capture') and the reason in plain words with
// dollar signs. The engines write exit and roll reasons in words since 2026-12-02
// (exit-reason-words.ts); a reason saved before opened with the condition's code
// ('take_profit_credit_capture: captured 52.00% of …'), and is rewritten here into the words the
// engine writes today, so an old result and a new one read alike. Nothing saved is changed.
import { EXIT_SCENARIO_NAMES, isExitScenarioCode } from './exit-scenarios';
import { coveredExitWords as covered, spreadsExitWords as spreads } from './exit-reason-words';
import { COVERED_CONDITION_WORDS, SPREADS_EXIT_WORDS } from './select-words';
import { INDEX_TICKERS } from '../engine/market/chain-rules';
import { savedToleranceInWords } from '../engine/selection/tolerance-words';

/** The exit chip's words: a covered scenario, a last-day close, or the exit condition's form label. */
const SCENARIO_WORDS: Record<string, string> = {
  EXPIRATION: 'Expired',
  BOUGHT_BACK: 'Bought back',
  ASSIGNMENT: 'Assigned',
  ROLLED: 'Rolled',
  END_OF_RANGE: 'Closed at end of test',
  ...COVERED_CONDITION_WORDS,
  ...SPREADS_EXIT_WORDS,
  // A covered time stop and a spreads one share the code: the chip names the stop, not the unit.
  time_stop: COVERED_CONDITION_WORDS.time_stop,
};

/**
 * The engines' reason for a position closed on the last day of the range (covered: manage.ts,
 * multi-leg: run-multileg.ts). The covered engine books it as BOUGHT_BACK (code 2), the multi-leg as
 * END_OF_RANGE: one chip for both, so the same thing is not 'Bought back' in one log and 'Closed at
 * end of test' in the other.
 */
const END_OF_RANGE_REASON = 'End of the backtest range';

/** A trade's exit chip: its scenario in words, 'Closed at end of test' for either engine's last-day close. */
export function exitChipWords(scenario: number | string | null | undefined, reason: string | null): string {
  return reason?.startsWith(END_OF_RANGE_REASON) ? exitScenarioWords('END_OF_RANGE') : exitScenarioWords(scenario);
}

/** Any other code in words: 'SOME_CODE' or 'some_code' → 'Some code'. */
function codeWords(code: string): string {
  const spaced = code.replaceAll('_', ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The exit chip: a covered scenario code (1-4) or a multi-leg exit type, in words; 'N/A' when absent. */
export function exitScenarioWords(scenario: number | string | null | undefined): string {
  const name = isExitScenarioCode(scenario) ? EXIT_SCENARIO_NAMES[scenario] : scenario;
  if (name === null || name === undefined || name === '' || name === 'N/A') return 'N/A';
  const text = String(name);
  return SCENARIO_WORDS[text] ?? codeWords(text);
}

const NUM = '(-?\\d+(?:\\.\\d+)?)';
/**
 * A price or amount as the engine writes it: in dollars since 2026-12-02 ('$2,088.00', '-$5.00',
 * '$0.0025'), bare before ('2088.00'), which saved results still hold. The group is the number alone.
 */
const PRICE = '(-?\\$?-?\\d[\\d,]*(?:\\.\\d+)?)';
/** A price as the trade log shows it, decimals as the engine wrote them: '2088.00' → '$2,088.00'. */
function usd(written: string): string {
  const n = written.replace(/[$,]/g, '');
  const negative = n.startsWith('-');
  const [whole = '', fraction] = (negative ? n.slice(1) : n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
/**
 * How an underlying's level (a close, the day's open, high or low) and a strike read: in dollars
 * for a stock or an ETF, as written for an index (SPX), whose levels are points, as the engine
 * writes them. Prices of options stay in dollars either way.
 */
type Level = (written: string) => string;
const POINTS: Level = (written) => written;

/** How an expiration saved before 2026-11-25 settled, in today's frame: always against a close then. */
const OLD_SETTLEMENT = 'settled at the close';

type Rule = [RegExp, (level: Level, ...m: string[]) => string];

/** A number as a saved reason wrote it ('2.10', '$1,674.40', '-$5.00'). */
const num = (written: string): number => Number(written.replace(/[$,]/g, ''));
const kindOf = (k: string): 'credit' | 'debit' => (k === 'debit' ? 'debit' : 'credit');

/**
 * Each rule rewrites the head of one reason as saved before 2026-12-02 (its condition's code
 * first) into the words the engine writes today; what follows it (`; …`) is kept and dollarised.
 */
const RULES: Rule[] = [
  [new RegExp(`^time_stop: (\\d+) days in trade > (\\d+)`), (_level, d, max) => covered.timeStop(num(d), num(max))],
  [new RegExp(`^time_stop: (\\d+) days held >= (\\d+)`), (_level, d, max) => spreads.timeStop(num(d), num(max))],
  [new RegExp(`^dte_stop: ${NUM} DTE <= ${NUM}`), (_level, d, min) => covered.dteStop(num(d), num(min))],
  [new RegExp(`^fixed_profit: profit ${PRICE}/share >= ${PRICE}/share \\(sold ${PRICE}, now ${PRICE}\\)`),
    (_level, p, t, s, n) => covered.fixedProfit(num(p), num(t), num(s), num(n))],
  [new RegExp(`^fixed_loss: loss ${PRICE}/share >= ${PRICE}/share \\(sold ${PRICE}, now ${PRICE}\\)`),
    (_level, p, t, s, n) => covered.fixedLoss(num(p), num(t), num(s), num(n))],
  [new RegExp(`^take_profit_credit_capture: captured ${NUM}% of the ${PRICE} credit >= ${NUM}% \\(now ${PRICE}\\)`),
    (_level, c, e, t, n) => covered.creditCapture(num(c), num(e), num(t), num(n))],
  [new RegExp(`^stop_loss_credit_multiple: ${PRICE} >= ${NUM}x the ${PRICE} credit \\(${PRICE}\\)`),
    (_level, m, k, e, l) => covered.creditMultiple(num(m), num(k), num(e), num(l))],
  [new RegExp(`^technical: (.+?) (${NUM}) within \\[(open|${NUM}), (open|${NUM})\\]`),
    (_level, label, v, _v, b, _b, t) => covered.technical(label, v, b, t)],
  [new RegExp(`^Catch stop loss \\(fixed_loss ${PRICE}/share over the ${PRICE} sold, stop ${PRICE}\\): `),
    (_level, a, e, l) => `${covered.catchFixedLoss(num(a), num(e), num(l))}: `],
  [new RegExp(`^Catch stop loss \\(stop_loss_credit_multiple ${NUM}x the ${PRICE} credit, stop ${PRICE}\\): `),
    (_level, k, e, l) => `${covered.catchCreditMultiple(num(k), num(e), num(l))}: `],
  // Expirations saved before 2026-11-25 read 'close 468.10 vs the 475 call strike'; the engine has
  // since said how the option settled ('PM-settled at the close 468.10, vs the …'). The old words do
  // not tell whether that close was the expiration day's or the last one before it, so they read
  // 'settled at the close', true of either, in today's frame (they had read 'Expired worthless: …',
  // words the engine never wrote, beside 'Expired out of the money: …' in a newer log).
  [new RegExp(`^Expired out of the money: close ${NUM} vs the ${NUM} (call|put) strike`),
    (level, c, s, t) => `Expired out of the money: ${OLD_SETTLEMENT} ${level(c)}, vs the ${level(s)} ${t} strike`],
  [new RegExp(`^Assigned at expiration: close ${NUM} (above|below) the ${NUM} strike`),
    (level, c, side, s) => `Assigned at expiration: ${OLD_SETTLEMENT} ${level(c)}, ${side} the ${level(s)} strike`],
  [new RegExp(`^percentage_profit: P&L ${PRICE} = ${NUM}% of the ${PRICE} (credit|debit) >= ${NUM}%`),
    (_level, p, q, b, kind, v) => spreads.percentageProfit(num(p), num(q), num(b), kindOf(kind), num(v))],
  [new RegExp(`^percentage_loss: loss ${PRICE} = ${NUM}% of the ${PRICE} (credit|debit) >= ${NUM}%`),
    (_level, p, q, b, kind, v) => spreads.percentageLoss(num(p), num(q), num(b), kindOf(kind), num(v))],
  [new RegExp(`^dollar_profit: P&L ${PRICE} >= ${PRICE}`), (_level, p, v) => spreads.dollarProfit(num(p), num(v))],
  [new RegExp(`^dollar_loss: loss ${PRICE} >= ${PRICE}`), (_level, p, v) => spreads.dollarLoss(num(p), num(v))],
  [new RegExp(`^Expiration on (\\S+): settled at intrinsic value against the close ${NUM}`),
    (level, d, c) => `Expiration on ${d}: settled at intrinsic value, at the close ${level(c)}`],
];

/**
 * Bare prices after these words get their dollar sign (the tails of the engine's reasons). A full
 * stop after the price ends the sentence ('at the close 671.77. The 4000 shares …'): only a point
 * followed by a digit continues the number (the price was left bare there before 2026-12-04).
 */
const PRICE_AFTER = /\b(close|strike|at|stop|now|sold|high|low|open|open's|put's|call's|dividend|value|price|models at|expiry|together|bid) (-?\d+(?:\.\d+)?)(?![\d%x×]|\.\d| shares| days| DTE)/g;
/** The words after which a bare number is the underlying's level or a strike (left as points for an index). */
const LEVEL_WORDS = new Set(['close', 'strike', 'high', 'low', 'open']);

/** A strike named before the word: 'vs the 610 call strike', 'above the 592 strike' (a level: points for an index). */
const STRIKE_BEFORE = /\bthe (\d+(?:\.\d+)?) ((?:call |put )?strike)\b/g;

function dollarise(text: string, level: Level): string {
  return text
    .replace(PRICE_AFTER, (_all, word: string, n: string) => `${word} ${LEVEL_WORDS.has(word) ? level(n) : usd(n)}`)
    .replace(/\bthe (\d+(?:\.\d+)?) dividend\b/g, (_all, n: string) => `the ${usd(n)} dividend`)
    // The engine writes an expiry's strike this way since the settlement calendar: 'close $607.81, vs the 610
    // call strike' read a dollar close beside a bare strike, and 'called away at $592' beside 'the 592 strike'.
    // A half strike in cents, as a price reads ('$612.50', not '$612.5'); a whole one as written ('$610').
    .replace(STRIKE_BEFORE, (_all, n: string, word: string) => `the ${level === POINTS || !n.includes('.') ? level(n) : level(Number(n).toFixed(2))} ${word}`);
}

/** Leftover codes (a reason this formatter does not know yet) still read as words. */
function codesInWords(text: string): string {
  return text.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (code) => SCENARIO_WORDS[code] ?? codeWords(code));
}

function headInWords(reason: string, level: Level): string {
  for (const [pattern, words] of RULES) {
    const m = pattern.exec(reason);
    if (m) return words(level, ...m.slice(1).map((g) => g ?? '')) + dollarise(reason.slice(m[0].length), level);
  }
  return codesInWords(dollarise(reason, level));
}

/** A roll as saved before 2026-12-02; a stamp (`. …` or ` [...]`) may follow its closing bracket. */
const ROLL = new RegExp(`^Roll-on (.*?); bought back at ${PRICE} and rolled to (\\S+) \\(roll ([^)]*)\\)`);

/**
 * True for an option on an index (SPX, SPXW: INDEX_TICKERS), by its OCC id (root, YYMMDD, C or P,
 * strike × 1000 in 8 digits): its reason's closes and strikes are index points, not dollars.
 */
export function isIndexOptionId(id: string | undefined): boolean {
  const root = id?.match(/^([A-Z.^]+)\d{6}[CP]\d{8}$/)?.[1];
  if (root === undefined) return false;
  return INDEX_TICKERS.has(root) || (root.endsWith('W') && INDEX_TICKERS.has(root.slice(0, -1)));
}

/**
 * A trade's exit reason in plain words with dollar signs ('Credit Capture: 52% of the $1.20 credit
 * captured (target 50%; option marked at $0.58)'): a reason saved with a condition's code reads as
 * the engine writes it today. `indexPoints` (an SPX trade, isIndexOptionId): the underlying's
 * levels and the strikes stay points, as the engine wrote them; option prices and amounts are dollars.
 */
export function reasonWords(reason: string, options: { indexPoints?: boolean } = {}): string {
  // A farther expiry's reason quotes the nearest's miss: its tolerance in its unit, as written since 2026-12-05.
  return savedToleranceInWords(reasonWordsAsWritten(reason, options));
}

function reasonWordsAsWritten(reason: string, options: { indexPoints?: boolean }): string {
  const level = options.indexPoints === true ? POINTS : usd;
  const roll = ROLL.exec(reason);
  if (roll) {
    const [all, why = '', price = '', next = '', count = ''] = roll;
    return covered.roll(headInWords(why, level), num(price), next, count) + dollarise(reason.slice(all.length), level);
  }
  return headInWords(reason, level);
}
