// Trade exits in a trader's language (issue 16), one formatter for both builders and the CSV export: the exit chip
// ('Expired', 'Bought back', 'Assigned', 'Rolled') and the reason in plain words with dollar
// signs. It reads the engine's reason text, so results saved before it read the same way.
import { EXIT_SCENARIO_NAMES, isExitScenarioCode } from './exit-scenarios';

const SCENARIO_WORDS: Record<string, string> = {
  EXPIRATION: 'Expired',
  BOUGHT_BACK: 'Bought back',
  ASSIGNMENT: 'Assigned',
  ROLLED: 'Rolled',
  END_OF_RANGE: 'Closed at end of test',
  time_stop: 'Time stop',
  dte_stop: 'DTE stop',
  fixed_profit: 'Profit target',
  fixed_loss: 'Stop loss',
  take_profit_credit_capture: 'Profit target',
  stop_loss_credit_multiple: 'Stop loss',
  technical: 'Technical exit',
  percentage_profit: 'Profit target',
  dollar_profit: 'Profit target',
  percentage_loss: 'Stop loss',
  dollar_loss: 'Stop loss',
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
/** A percentage without trailing zeros: '50.00' → '50'. */
const pct = (n: string): string => `${Number(n)}%`;
/** A technical bound: 'open' edges are left out of the words. */
function between(bottom: string, top: string): string {
  if (bottom === 'open' && top === 'open') return '';
  if (bottom === 'open') return ` (at or below ${top})`;
  if (top === 'open') return ` (at or above ${bottom})`;
  return ` (between ${bottom} and ${top})`;
}

type Rule = [RegExp, (...m: string[]) => string];

/** Each rule rewrites the head of one engine reason; what follows it (`; …`) is kept and dollarised. */
const RULES: Rule[] = [
  [new RegExp(`^time_stop: (\\d+) days in trade > (\\d+)`), (d, max) => `Time stop: ${d} days in the trade, past the ${max}-day limit`],
  [new RegExp(`^time_stop: (\\d+) days held >= (\\d+)`), (d, max) => `Time stop: ${d} days held (limit ${max})`],
  [new RegExp(`^dte_stop: ${NUM} DTE <= ${NUM}`), (d, min) => `DTE stop: ${d} days to expiry, at or below ${min}`],
  [new RegExp(`^fixed_profit: profit ${PRICE}/share >= ${PRICE}/share \\(sold ${PRICE}, now ${PRICE}\\)`),
    (p, t, s, n) => `Profit target: ${usd(p)} a share captured (target ${usd(t)}; sold at ${usd(s)}, now ${usd(n)})`],
  [new RegExp(`^fixed_loss: loss ${PRICE}/share >= ${PRICE}/share \\(sold ${PRICE}, now ${PRICE}\\)`),
    (p, t, s, n) => `Stop loss: ${usd(p)} a share lost (limit ${usd(t)}; sold at ${usd(s)}, now ${usd(n)})`],
  [new RegExp(`^take_profit_credit_capture: captured ${NUM}% of the ${PRICE} credit >= ${NUM}% \\(now ${PRICE}\\)`),
    (c, e, t, n) => `Profit target: ${pct(t)} of the ${usd(e)} credit captured (${pct(c)} captured; option now ${usd(n)})`],
  [new RegExp(`^stop_loss_credit_multiple: ${PRICE} >= ${NUM}x the ${PRICE} credit \\(${PRICE}\\)`),
    (m, k, e, l) => `Stop loss: the option reached ${usd(m)}, ${Number(k)}× the ${usd(e)} credit (stop ${usd(l)})`],
  [new RegExp(`^technical: (.+?) ${NUM} within \\[(open|${NUM}), (open|${NUM})\\]`),
    (label, v, b, _b, t) => `Technical exit: ${label} at ${v}${between(b, t)}`],
  [new RegExp(`^Catch stop loss \\(fixed_loss ${PRICE}/share over the ${PRICE} sold, stop ${PRICE}\\)`),
    (a, e, l) => `Catch stop loss (${usd(a)} a share over the ${usd(e)} sold, stop ${usd(l)})`],
  [new RegExp(`^Catch stop loss \\(stop_loss_credit_multiple ${NUM}x the ${PRICE} credit, stop ${PRICE}\\)`),
    (k, e, l) => `Catch stop loss (${Number(k)}× the ${usd(e)} credit, stop ${usd(l)})`],
  [new RegExp(`^Expired out of the money: close ${NUM} vs the ${NUM} (call|put) strike`),
    (c, s, t) => `Expired worthless: close ${usd(c)} vs the ${usd(s)} ${t} strike`],
  [new RegExp(`^Assigned at expiration: close ${NUM} (above|below) the ${NUM} strike`),
    (c, side, s) => `Assigned at expiration: close ${usd(c)} ${side} the ${usd(s)} strike`],
  [new RegExp(`^percentage_profit: P&L ${PRICE} = ${NUM}% of the ${PRICE} (credit|debit) >= ${NUM}%`),
    (p, q, b, kind, v) => `Profit target: ${pct(v)} of the ${usd(b)} ${kind} ${kind === 'credit' ? 'captured' : 'gained'} (P&L ${usd(p)}, ${pct(q)})`],
  [new RegExp(`^percentage_loss: loss ${PRICE} = ${NUM}% of the ${PRICE} (credit|debit) >= ${NUM}%`),
    (p, q, b, kind, v) => `Stop loss: ${pct(v)} of the ${usd(b)} ${kind} lost (loss ${usd(p)}, ${pct(q)})`],
  [new RegExp(`^dollar_profit: P&L ${PRICE} >= ${PRICE}`), (p, v) => `Profit target: ${usd(v)} reached (P&L ${usd(p)})`],
  [new RegExp(`^dollar_loss: loss ${PRICE} >= ${PRICE}`), (p, v) => `Stop loss: ${usd(v)} lost (loss ${usd(p)})`],
  [new RegExp(`^Expiration on (\\S+): settled at intrinsic value against the close ${NUM}`),
    (d, c) => `Expired on ${d}: settled at intrinsic value against the close ${usd(c)}`],
];

/** Bare prices after these words get their dollar sign (the tails of the engine's reasons). */
const PRICE_AFTER = /\b(close|strike|at|stop|now|sold|high|low|open|open's|put's|call's|dividend|value|price|models at|expiry|together|bid) (-?\d+(?:\.\d+)?)(?![\d.%x×]| shares| days| DTE)/g;

function dollarise(text: string): string {
  return text
    .replace(PRICE_AFTER, (_all, word: string, n: string) => `${word} ${usd(n)}`)
    .replace(/\bthe (\d+(?:\.\d+)?) dividend\b/g, (_all, n: string) => `the ${usd(n)} dividend`);
}

/** Leftover codes (a reason this formatter does not know yet) still read as words. */
function codesInWords(text: string): string {
  return text.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (code) => SCENARIO_WORDS[code] ?? codeWords(code));
}

function headInWords(reason: string): string {
  for (const [pattern, words] of RULES) {
    const m = pattern.exec(reason);
    if (m) return words(...m.slice(1).map((g) => g ?? '')) + dollarise(reason.slice(m[0].length));
  }
  return codesInWords(dollarise(reason));
}

const ROLL = new RegExp(`^Roll-on (.*); bought back at ${PRICE} and rolled to (\\S+) \\((.*)\\)$`);

/** A trade's exit reason in plain words with dollar signs ('Profit target: 50% of the $2.10 credit captured (…)'). */
export function reasonWords(reason: string): string {
  const roll = ROLL.exec(reason);
  if (roll) {
    const [, why = '', price = '', next = '', count = ''] = roll;
    return `Rolled on ${headInWords(why)}: bought back at ${usd(price)} and rolled to ${next} (${count})`;
  }
  return headInWords(reason);
}
