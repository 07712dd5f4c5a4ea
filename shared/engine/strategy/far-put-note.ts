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
 * The same holds for a put OPENED under FAR_PUT_MEASURED_MIN_DTE days to its expiry (a 0-7 day SPX
 * condor's long wing): counted, named apart, the evidence not quoted for it, its effect "may".
 */
import type { Contract } from '../../contracts/contract';
import type { Side } from '../../contracts/fields';
import { dollarsText } from '../core/money';
import { contractsText, countText } from '../core/count-text';
import { daysBetween } from '../market/calendar-dates';
import { closedWords, openedWords, underpricedCloseEffect, underpricedPutEffect } from './put-note-words';
import { FAR_PUT_ASK_SHORTFALL, FAR_PUT_DELTA, FAR_PUT_MEASURED_MIN_DTE, FAR_PUT_VOL_SHORTFALL, tickerClass } from '../market/chain-rules';

/**
 * One opened option position: its contract as quoted at entry, long (bought) or short (sold), how
 * many, and `date`, the opening's day: how many days it had left to its expiry decides whether the
 * 2018 evidence (expiries FAR_PUT_MEASURED_MIN_DTE or more days out) reaches it.
 */
export interface OpenedPosition { contract: Contract; side: Side; quantity: number; date: string }

/** A position closed at the day's price: its contract as quoted on `date`, the close's day. */
export type ClosedPosition = OpenedPosition;

/**
 * A modeled far put: a put under FAR_PUT_DELTA |delta| whose entry quote the model priced alone. A
 * quote held to an imported day's real neighbouring strikes is bounded by real prices, so not counted.
 */
export function isModeledFarPut(c: Contract): boolean {
  return c.call_or_put === 'put' && Math.abs(c.delta) < FAR_PUT_DELTA && c.quote_source !== 'imported' && c.neighbour_bounded !== true;
}

/**
 * The counted far puts of one kind (openings or closes), in contracts: `bought` (opened long, or a
 * short bought back) and `sold`; of those, the `late` ones (under FAR_PUT_MEASURED_MIN_DTE days to
 * expiry on the position's day) by the same sides, and those on the expiry day itself.
 */
interface FarPutCount { bought: number; sold: number; late: { bought: number; sold: number; onExpiry: number } }

function countFarPuts(positions: readonly OpenedPosition[], buys: (p: OpenedPosition) => boolean): FarPutCount {
  const count: FarPutCount = { bought: 0, sold: 0, late: { bought: 0, sold: 0, onExpiry: 0 } };
  for (const p of positions) {
    if (!isModeledFarPut(p.contract)) continue;
    const side = buys(p) ? 'bought' : 'sold';
    count[side] += p.quantity;
    const daysLeft = daysBetween(p.date, p.contract.expiry_date);
    if (daysLeft < FAR_PUT_MEASURED_MIN_DTE) count.late[side] += p.quantity;
    if (daysLeft <= 0) count.late.onExpiry += p.quantity;
  }
  return count;
}

/**
 * The note, or undefined when the run opened no modeled far put and closed none at a price. The
 * shortfall was measured on SPX alone: on another ticker the note says so and quotes no dollars
 * (SPX's $0.35-0.41 a share is five or six times the whole modeled ask of a SPY put at 0.004
 * delta), and the effect reads "may". The vol figure is of expiries 12 or more days out
 * (chain-accuracy.ts errorsByDelta), and the note says so: a shorter expiry's far tail is not
 * measured. So the puts opened under FAR_PUT_MEASURED_MIN_DTE days to their expiry (a 0-7 day
 * condor's wing) and those closed in their last days are counted apart, the evidence is quoted for
 * the rest only, and the effect of a side with any such opening reads "may" (the direction is the
 * best knowledge there, not a measure). The effect of a close (`closed`: the contract as quoted the
 * close's day, the position's side) always reads "may": most far puts are closed in their last days.
 */
export function farPutNote(ticker: string, opened: readonly OpenedPosition[], closed: readonly ClosedPosition[] = []): string | undefined {
  const opens = countFarPuts(opened, (p) => p.side === 'long');
  // A short closed is bought back, a long sold.
  const closes = countFarPuts(closed, (p) => p.side === 'short');
  const openedCount = opens.bought + opens.sold;
  const closedCount = closes.bought + closes.sold;
  if (openedCount + closedCount === 0) return undefined;
  const lateOpened = opens.late.bought + opens.late.sold;
  const lateClosed = closes.late.bought + closes.late.sold;
  const measured = tickerClass(ticker) === 'index';
  const what = [
    openedCount > 0 ? `the run ${openedWords(opens.bought, opens.sold)} of puts under ${FAR_PUT_DELTA} delta` : '',
    closedCount > 0 ? `${openedCount > 0 ? 'and' : 'the run'} ${closedWords(closes.bought, closes.sold)} at the model's price with under ${FAR_PUT_DELTA} delta left` : '',
  ].filter(Boolean).join(', ');
  const vol = `on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median ${FAR_PUT_VOL_SHORTFALL} vol points under the real implied volatility`;
  const ask = `${dollarsText(FAR_PUT_ASK_SHORTFALL.low)}-${dollarsText(FAR_PUT_ASK_SHORTFALL.high)}`;
  // The evidence is quoted for the openings and the closes 12 or more days out, the rest of what was counted.
  const anyLate = lateOpened + lateClosed > 0;
  const rest = [
    anyLate && openedCount > lateOpened ? restWords(openedCount, lateOpened, 'it opened') : '',
    anyLate && closedCount > lateClosed ? restWords(closedCount, lateClosed, 'it closed') : '',
  ].filter(Boolean).join(' and ');
  const evidenceFor = !anyLate || rest !== '';
  const lead = rest === '' ? 'The model prices' : `For ${rest}, the model prices`;
  const gap = !evidenceFor
    ? ''
    : measured
      ? `${lead} puts this far out under real ones: ${vol}, and the same strike's modeled ask sat ${ask} a share under the real ask`
      : `${lead} SPX puts this far out under real ones: ${vol}. ${ticker.toUpperCase()}'s far puts come from the same smile form, but no real chain of them is held, so their own gap is not measured`;
  // The unmeasured counts' sentence, then the evidence for the rest; with no rest, the effect follows the unmeasured words.
  const unmeasured = anyLate
    ? unmeasuredWords({ all: openedCount, late: lateOpened }, { all: closedCount, late: lateClosed, onExpiry: closes.late.onExpiry }, evidenceFor)
    : '';
  const why = [unmeasured, gap].filter(Boolean).join('. ');
  // "likely" only for a side whose openings the measure reaches, on SPX.
  const effect = [
    underpricedPutEffect(opens.bought, 0, measured && opens.late.bought === 0),
    underpricedPutEffect(0, opens.sold, measured && opens.late.sold === 0),
    underpricedCloseEffect(closes.bought, closes.sold, opens.bought > 0),
  ].filter(Boolean).join('; ');
  return `Far out-of-the-money puts on modeled quotes: ${what}. ${why}; ${effect}.`;
}

/**
 * 'Both contracts it opened had under 12 days to expiry, and 2 of the 5 contracts it closed were closed in the
 * put's last days (under 12 days to its expiry; all on the expiry day itself), where the 2018 evidence below
 * does not reach: …': the counted openings (`opened.all` contracts in all) and closes made under
 * FAR_PUT_MEASURED_MIN_DTE days to expiry, which no real chain held measures. With no such opening the
 * closes read as before (audit 20 F5), named as 'the contracts it closed' when puts were opened too (audit 24 F1). `evidenceBelow`: the note quotes that evidence next, for the rest.
 */
function unmeasuredWords(opened: { all: number; late: number }, closed: { all: number; late: number; onExpiry: number }, evidenceBelow: boolean): string {
  const evidence = evidenceBelow
    ? 'the 2018 evidence below does not reach'
    : `the one real far-put chain held (SPXW, January-February 2018, expiries ${FAR_PUT_MEASURED_MIN_DTE} or more days out) does not reach`;
  const tail = `, where ${evidence}: how far the model's price sat from a real one there is not measured`;
  const onExpiry = closed.onExpiry === 0
    ? ''
    : closed.onExpiry === closed.late ? (closed.late === 1 ? '; on the expiry day itself' : '; all on the expiry day itself') : `; ${countText(closed.onExpiry)} on the expiry day itself`;
  const lastDays = `closed in the put's last days (under ${FAR_PUT_MEASURED_MIN_DTE} days to its expiry${onExpiry})`;
  // With puts opened too, 'those 124 contracts' could read as openings and closes (audit 24 F1): the closes are named as closes.
  if (opened.late === 0) return `${opened.all > 0 ? capitalized(lateSubject(closed, 'it closed')) : lateSubject(closed, '')} ${lastDays}${tail}`;
  const openings = `${capitalized(lateSubject(opened, 'it opened', false))} had under ${FAR_PUT_MEASURED_MIN_DTE} days to expiry`;
  return closed.late === 0 ? `${openings}${tail}` : `${openings}, and ${lateSubject(closed, 'it closed')} ${lastDays}${tail}`;
}

/**
 * The subject naming `late` of `all` counted contracts of one kind, with its verb unless `verb` is
 * false: 'both contracts it opened', '3 of the 5 contracts it closed were'. With no `kind` (the
 * closes alone), the words audit 20 F5 wrote: 'That contract was', '3 of those 5 contracts were'.
 */
function lateSubject(count: { all: number; late: number }, kind: string, verb = true): string {
  const { all, late } = count;
  const be = verb ? (late === 1 ? ' was' : ' were') : '';
  if (kind === '') {
    if (late < all) return `${countText(late)} of those ${contractsText(all)}${be}`;
    return all === 1 ? `That contract${be}` : all === 2 ? `Both contracts${be}` : `All ${contractsText(all)}${be}`;
  }
  if (late < all) return `${countText(late)} of the ${contractsText(all)} ${kind}${be}`;
  return `${all === 1 ? 'the contract' : all === 2 ? 'both contracts' : `all ${contractsText(all)}`} ${kind}${be}`;
}

/** The counted contracts of one kind the evidence reaches: 'the puts it opened' (all), 'the other contract it closed', 'the other 4 contracts it opened'. */
function restWords(all: number, late: number, kind: string): string {
  if (late === 0) return `the puts ${kind}`;
  return all - late === 1 ? `the other contract ${kind}` : `the other ${contractsText(all - late)} ${kind}`;
}

function capitalized(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
