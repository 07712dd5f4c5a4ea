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
 * reads no quote and is not counted.
 */
import type { Contract } from '../../contracts/contract';
import type { Side } from '../../contracts/fields';
import { dollarsText } from '../core/money';
import { closedWords, openedWords, underpricedCloseEffect, underpricedPutEffect } from './put-note-words';
import { FAR_PUT_ASK_SHORTFALL, FAR_PUT_DELTA, FAR_PUT_VOL_SHORTFALL, tickerClass } from '../market/chain-rules';

/** One opened option position: its contract as quoted at entry, long (bought) or short (sold), and how many. */
export interface OpenedPosition { contract: Contract; side: Side; quantity: number }

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
export function farPutNote(ticker: string, opened: readonly OpenedPosition[], closed: readonly OpenedPosition[] = []): string | undefined {
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
  for (const p of closed) {
    if (!isModeledFarPut(p.contract)) continue;
    if (p.side === 'short') boughtBack += p.quantity;
    else soldLong += p.quantity;
  }
  if (bought + sold + boughtBack + soldLong === 0) return undefined;
  const measured = tickerClass(ticker) === 'index';
  const what = [
    bought + sold > 0 ? `the run ${openedWords(bought, sold)} of puts under ${FAR_PUT_DELTA} delta` : '',
    boughtBack + soldLong > 0 ? `${bought + sold > 0 ? 'and' : 'the run'} ${closedWords(boughtBack, soldLong)} at the model's price with under ${FAR_PUT_DELTA} delta left` : '',
  ].filter(Boolean).join(', ');
  const vol = `on the real SPXW chain of January-February 2018 (expiries 12 or more days out) they read a median ${FAR_PUT_VOL_SHORTFALL} vol points under the real implied volatility`;
  const ask = `${dollarsText(FAR_PUT_ASK_SHORTFALL.low)}-${dollarsText(FAR_PUT_ASK_SHORTFALL.high)}`;
  const gap = measured
    ? `The model prices puts this far out under real ones: ${vol}, and the same strike's modeled ask sat ${ask} a share under the real ask`
    : `The model prices SPX puts this far out under real ones: ${vol}. ${ticker.toUpperCase()}'s far puts come from the same smile form, but no real chain of them is held, so their own gap is not measured`;
  const effect = [underpricedPutEffect(bought, sold, measured), underpricedCloseEffect(boughtBack, soldLong, bought > 0)].filter(Boolean).join('; ');
  return `Far out-of-the-money puts on modeled quotes: ${what}. ${gap}; ${effect}.`;
}
