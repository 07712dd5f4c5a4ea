// A skipped day's reason (the run notes' list) in the words the engine writes today. A covered roll
// not made names the roll-on condition that fired: 'covered call roll (<its reason>) not made: …';
// in a result saved before 2026-12-02 that reason opened with the condition's code
// ('take_profit_credit_capture: captured 52.00% of the 1.20 credit >= 50.00% (now 0.58)'), and
// before 2026-11-28 a put the cash could not secure was told in bare figures ('cash 10000.00 …
// (10500.00 needed)'). Both are read through the trade log's words (trade-words.ts), so an old
// result's notes read as a new one's. Only the text shown changes; nothing saved is rewritten.
import { dollarsText } from '../engine/core/money';
import { unsecuredPutSkip } from './skip-causes';
import { reasonWords } from './trade-words';
import { technicalBoundWords } from './exit-reason-words';
import { savedToleranceInWords } from '../engine/selection/tolerance-words';

/** The roll-on reason sits between the roll's name and ') not made: ' (the reason may hold brackets of its own). */
const ROLL_NOT_MADE = /^((?:covered call|cash-secured put) roll \()(.*?)(\) not made: .*)$/s;
/** The bare-figure wording of an unsecured put, as written before dollars were dollars. */
const BARE_UNSECURED = /(cash )(-?\d+(?:\.\d+)?)( does not secure one put at the )(\d+(?:\.\d+)?)( strike \()(\d+(?:\.\d+)?)( needed\): no trade)$/;

/**
 * An entry condition as written before 2026-12-05, an interval in code that seemed to say the value
 * was inside it: '(RSI(14) 71.35 within [0.00, 70.00])'; today '(RSI(14) 71.35, not between 0.00 and 70.00)'.
 */
const OLD_TECHNICAL = /(entry condition not met \()(.+) (-?\d+(?:\.\d+)?) within \[(open|-?\d+(?:\.\d+)?), (open|-?\d+(?:\.\d+)?)\]\)$/;

function technicalInWords(text: string): string {
  const m = OLD_TECHNICAL.exec(text);
  if (!m) return text;
  const [all, head = '', label = '', value = '', bottom = '', top = ''] = m;
  return `${text.slice(0, m.index)}${head}${label} ${value}, not ${technicalBoundWords(bottom, top)})${text.slice(m.index + all.length)}`;
}

function unsecuredInDollars(text: string): string {
  const m = BARE_UNSECURED.exec(text);
  if (!m) return text;
  const [all, , cash = '', , strike = '', , needed = ''] = m;
  return text.slice(0, m.index) + unsecuredPutSkip(dollarsText(Number(cash)), Number(strike), dollarsText(Number(needed))) + text.slice(m.index + all.length);
}

/**
 * A skipped day's reason as the engine writes it today. `indexPoints`: the run's options are on an
 * index (trade-words.ts isIndexOptionId), whose closes and strikes stay points in a roll's reason.
 */
export function skipReasonWords(reason: string, options: { indexPoints?: boolean } = {}): string {
  // A miss's tolerance in its unit, as the engine writes it since 2026-12-05 ('within the $2.50 tolerance of …').
  return savedToleranceInWords(skipReasonWordsAsWritten(reason, options));
}

function skipReasonWordsAsWritten(reason: string, options: { indexPoints?: boolean }): string {
  const roll = ROLL_NOT_MADE.exec(reason);
  if (roll) {
    const [, head = '', why = '', tail = ''] = roll;
    return head + reasonWords(why, options) + unsecuredInDollars(tail);
  }
  return technicalInWords(unsecuredInDollars(reason));
}
