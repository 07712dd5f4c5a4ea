/**
 * The run note of a run that opened puts the model prices under real: under FAR_PUT_DELTA |delta|
 * on a modeled quote (chain-rules.ts, audit 18 F5). Why a note and not a fix: the far tail's level
 * is the smile's form fitted to SKEW each day, and the one real far tail held (SPXW, two months) is
 * the out-of-sample check, not a target to fit. A buyer of such puts (a tail hedge, a far long wing)
 * reads better here than he would have fared, and the product shows that rather than hide it.
 *
 * It also counts the modeled far puts a run CLOSES at the day's price (audit 19 F1), by their delta
 * that day: a short put bought back under FAR_PUT_DELTA (a put seller's take profit, a roll) cost
 * less than a real one would have. A settlement, an assignment or an exercise at intrinsic value
 * reads no quote and is not counted. A close in the put's last days (under FAR_PUT_MEASURED_MIN_DTE
 * days to its expiry, most at the tick floor) is still counted, but the 2018 evidence, of expiries 12
 * or more days out, is not quoted for it (audit 20 F5: a $0.35 gap under a $0.10 ask read as measured).
 */
import type { Contract } from '../../contracts/contract';
import type { Side } from '../../contracts/fields';
import { dollarsText } from '../core/money';
import { contractsText, countText } from '../core/count-text';
import { daysBetween } from '../market/calendar-dates';
import { closedWords, openedWords, underpricedCloseEffect, underpricedPutEffect } from './put-note-words';
import { FAR_PUT_ASK_SHORTFALL, FAR_PUT_DELTA, FAR_PUT_MEASURED_MIN_DTE, FAR_PUT_VOL_SHORTFALL, tickerClass } from '../market/chain-rules';

/** One opened option position: its contract as quoted at entry, long (bought) or short (sold), and how many. */
export interface OpenedPosition { contract: Contract; side: Side; quantity: number }

/** A position closed at the day's price: its contract as quoted on `date`, the close's day. */
export interface ClosedPosition extends OpenedPosition { date: string }

/**
 * A modeled far put: a put under FAR_PUT_DELTA |delta| whose entry quote the model priced alone. A
 * quote held to an imported day's real neighbouring strikes is bounded by real prices, so not counted.
 */
export function isModeledFarPut(c: Contract): boolean {
  return c.call_or_put === 'put' && Math.abs(c.delta) < FAR_PUT_DELTA && c.quote_source !== 'imported' && c.neighbour_bounded !== true;
}

/**
 * The note, or undefined when the run opened no modeled far put and closed none at a price. The
 * shortfall was measured on SPX alone: on another ticker the note says so and quotes no dollars
 * (SPX's $0.35-0.41 a share is five or six times the whole modeled ask of a SPY put at 0.004
 * delta), and the effect reads "may". The vol figure is of expiries 12 or more days out
 * (chain-accuracy.ts errorsByDelta), and the note says so: a shorter expiry's far tail is not
 * measured. So the effect of a close (`closed`: the contract as quoted the close's day, the
 * position's side) always reads "may": most far puts are closed in their last days.
 */
export function farPutNote(ticker: string, opened: readonly OpenedPosition[], closed: readonly ClosedPosition[] = []): string | undefined {
  let bought = 0;
  let sold = 0;
  for (const p of opened) {
    if (!isModeledFarPut(p.contract)) continue;
    if (p.side === 'long') bought += p.quantity;
    else sold += p.quantity;
  }
  // A short closed is bought back, a long sold.
  let boughtBack = 0;
  let soldLong = 0;
  // Of those, the contracts closed in the put's last days, and on its expiry day itself.
  const late = { contracts: 0, onExpiry: 0 };
  for (const p of closed) {
    if (!isModeledFarPut(p.contract)) continue;
    if (p.side === 'short') boughtBack += p.quantity;
    else soldLong += p.quantity;
    const daysLeft = daysBetween(p.date, p.contract.expiry_date);
    if (daysLeft < FAR_PUT_MEASURED_MIN_DTE) late.contracts += p.quantity;
    if (daysLeft <= 0) late.onExpiry += p.quantity;
  }
  if (bought + sold + boughtBack + soldLong === 0) return undefined;
  const measured = tickerClass(ticker) === 'index';
  const what = [
    bought + sold > 0 ? `the run ${openedWords(bought, sold)} of puts under ${FAR_PUT_DELTA} delta` : '',
    boughtBack + soldLong > 0 ? `${bought + sold > 0 ? 'and' : 'the run'} ${closedWords(boughtBack, soldLong)} at the model's price with under ${FAR_PUT_DELTA} delta left` : '',
  ].filter(Boolean).join(', ');
  const vol = `on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median ${FAR_PUT_VOL_SHORTFALL} vol points under the real implied volatility`;
  const ask = `${dollarsText(FAR_PUT_ASK_SHORTFALL.low)}-${dollarsText(FAR_PUT_ASK_SHORTFALL.high)}`;
  // The evidence is quoted for the openings and the closes 12 or more days out, the rest of what was counted.
  const closedCount = boughtBack + soldLong;
  const rest = [
    late.contracts > 0 && bought + sold > 0 ? 'the puts it opened' : '',
    late.contracts > 0 && closedCount > late.contracts ? `the other ${contractsText(closedCount - late.contracts)} it closed` : '',
  ].filter(Boolean).join(' and ');
  const evidenceFor = late.contracts === 0 || rest !== '';
  const lead = rest === '' ? 'The model prices' : `For ${rest}, the model prices`;
  const gap = !evidenceFor
    ? ''
    : measured
      ? `${lead} puts this far out under real ones: ${vol}, and the same strike's modeled ask sat ${ask} a share under the real ask`
      : `${lead} SPX puts this far out under real ones: ${vol}. ${ticker.toUpperCase()}'s far puts come from the same smile form, but no real chain of them is held, so their own gap is not measured`;
  // The last days' sentence, then the evidence for the rest; with no rest, the effect follows the last days' words.
  const lastDays = late.contracts > 0 ? lastDaysWords(late, closedCount, evidenceFor) : '';
  const why = [lastDays, gap].filter(Boolean).join('. ');
  const effect = [underpricedPutEffect(bought, sold, measured), underpricedCloseEffect(boughtBack, soldLong, bought > 0)].filter(Boolean).join('; ');
  return `Far out-of-the-money puts on modeled quotes: ${what}. ${why}; ${effect}.`;
}

/**
 * 'All 3 contracts were closed in the put's last days (under 12 days to its expiry; 2 on the expiry day
 * itself), where the 2018 evidence below does not reach: …': the counted closes (`closed` contracts in all) made in a put's
 * last days, which no real chain held measures. `evidenceBelow`: the note quotes that evidence next, for the rest.
 */
function lastDaysWords(late: { contracts: number; onExpiry: number }, closed: number, evidenceBelow: boolean): string {
  const all = late.contracts === closed;
  const who = all
    ? closed === 1 ? 'That contract was' : closed === 2 ? 'Both contracts were' : `All ${contractsText(closed)} were`
    : `${countText(late.contracts)} of those ${contractsText(closed)} ${late.contracts === 1 ? 'was' : 'were'}`;
  const onExpiry = late.onExpiry === 0
    ? ''
    : late.onExpiry === late.contracts ? (late.contracts === 1 ? '; on the expiry day itself' : '; all on the expiry day itself') : `; ${countText(late.onExpiry)} on the expiry day itself`;
  const evidence = evidenceBelow
    ? 'the 2018 evidence below does not reach'
    : `the one real far-put chain held (SPXW, January-February 2018, expiries ${FAR_PUT_MEASURED_MIN_DTE} or more days out) does not reach`;
  return `${who} closed in the put's last days (under ${FAR_PUT_MEASURED_MIN_DTE} days to its expiry${onExpiry}), where ${evidence}: `
    + "how far the model's price sat from a real one there is not measured";
}
