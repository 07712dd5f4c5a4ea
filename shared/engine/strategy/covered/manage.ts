import { daysBetween } from '../../market/calendar';
import { shareCommissionWords } from '../../execution/cost-model';
import { dollarsText, fillPriceText, fixed2 } from '../../core/money';
import { asPlainQuote, markQuote } from '../mark-quote';
import { settlementPrice, settlementWords, tradesOn } from '../../market/settlement';
import { BOUGHT_BACK, deliveredShares, type OpenShort } from './ledger';
import type { CoveredRun, Day } from './context';
import { firstExit, type ExitContext } from './exit-rules';
import { tryRoll } from './roll';
import { NOTICE_WORDS, callMayBeAssigned, earlyAssignmentWords, earlyCallAssignment, isCashSettled, samePutMark } from '../early-assignment';
import { PUT_NOTICE_WORDS, earlyPutExercise, earlyPutWords, putMayBeExercised, sameCallValue } from '../early-put-exercise';
import { awaitsAssignmentNotice } from '../cooldown';
import { oneLegOverVolume } from '../over-volume';
import { sharesText } from '../../core/count-text';

/** Index options (SPX) settle in cash: no shares change hands, the intrinsic value is paid. */
const cashSettled = (run: CoveredRun): boolean => isCashSettled(run.market.ticker);

export function exitContext(run: CoveredRun, o: OpenShort, day: Day, catchStop: boolean): ExitContext {
  const date = day.bar.date;
  return {
    date,
    daysInTrade: daysBetween(o.entryDate, date),
    dte: daysBetween(date, o.entry.expiry_date),
    type: o.type,
    strike: o.entry.strike,
    expiry: o.entry.expiry_date,
    entryPrice: o.entryPrice,
    mark: o.mark,
    bar: day.bar,
    // The previous session in the data (a position managed today was opened on or before it).
    prevDate: run.market.bars[day.marketIndex - 1]?.date ?? date,
    index: day.marketIndex,
    indicators: run.indicators,
    chains: run.market.options,
    catchStop,
    // The day's mark says 'modeled' when an imported day lacks the contract (create-market-data.ts).
    importedPrice: run.market.options.source(date) === 'imported' && o.current.quote_source !== 'modeled',
  };
}

/** Buys the short back at the day's quote (slippage and commission included), or at a stop's price. */
function buyBack(run: CoveredRun, o: OpenShort, day: Day, reason: string, stopPrice?: number): void {
  const price = stopPrice === undefined ? run.fill.fill(o.current, 'buy', day.bar.date) : run.fill.fillAtLevel(o.current, stopPrice, 'buy', day.bar.date);
  run.ledger.buyBack(day.bar.date, o.current, price, run.cost.commission([{ contracts: o.contracts, price }], day.bar.date), BOUGHT_BACK, withExitOverVolume(run, o, day.bar.date, reason));
}

/**
 * A buy-back's reason, with the sentence over-volume.ts gives when it bought more contracts than the
 * day's volume on a real (imported) quote; over a modeled volume the run's note alone counts it.
 */
export function withExitOverVolume(run: CoveredRun, o: OpenShort, date: string, reason: string): string {
  const over = oneLegOverVolume(run.overVolume, 'exit', date, 'short', o.current, o.contracts);
  return over === undefined ? reason : `${reason}. ${over}`;
}

/**
 * Steps 2–6 of the loop for the open short: mark, exits, rolls, early assignment, expiration.
 * The first of these that closes the short ends the day's management of it.
 */
export function manageOpenShort(run: CoveredRun, day: Day): void {
  const o = run.ledger.open;
  if (!o) return;
  const date = day.bar.date;
  const expired = date >= o.entry.expiry_date;
  if (date <= o.entry.expiry_date) {
    // The day's quote (see markQuote for a contract missing from the chain): a probe, whose implied
    // vols and id are computed only if read; whatever leaves in a trade is made plain (ledger.ts).
    o.current = markQuote(run.market.options, o.current, date, day.bar.close, true);
    o.mark = run.fill.mark(o.current);
  }
  // A position opened today is managed from tomorrow; exits and rolls run while it trades (until
  // expiration day, or the day before for an AM-settled SPX monthly).
  if (o.entryDate < date && tradesOn(o.entry, date)) {
    const exit = firstExit(o.leg.exit_conditions, exitContext(run, o, day, run.request.strategy.catch_stop_loss));
    if (exit) return buyBack(run, o, day, exit.reason, exit.stopPrice);
    if (tryRoll(run, o, day)) return;
    if (!expired && earlyAssignment(run, o, day)) return;
  }
  if (expired) settleExpiration(run, o, day);
}

/**
 * Step 8b: an option written today (an entry, or a roll in step 4) can be exercised tonight by its
 * buyer: a call ahead of an ex-date, a put deep in the money, like one written before (step 5 sees
 * only those). Its extrinsic value is read from the day's mark, not from the fill it was sold at.
 */
export function assignWrittenToday(run: CoveredRun, day: Day): boolean {
  const o = run.ledger.open;
  if (!o || o.entryDate !== day.bar.date || day.bar.date >= o.entry.expiry_date) return false;
  return earlyAssignment(run, o, day, run.fill.mark(o.current));
}

/**
 * An ITM short call is assigned the day before an ex-date when the dividend beats the same-strike put
 * and the interest on the strike; an ITM short put at any close when the interest on the strike beats
 * the same-strike call and the dividends expected before expiry (assignment-model.ts).
 */
function earlyAssignment(run: CoveredRun, o: OpenShort, day: Day, mark = o.mark): boolean {
  return o.type === 'call' ? earlyCall(run, o, day, mark) : earlyPut(run, o, day, mark);
}

function earlyCall(run: CoveredRun, o: OpenShort, day: Day, mark: number): boolean {
  const close = day.bar.close;
  const date = day.bar.date;
  if (!callMayBeAssigned(run.market.ticker, day.nextDate, o.entry.strike, close)) return false;
  const a = earlyCallAssignment(run.assignment, run, {
    ticker: run.market.ticker, strike: o.entry.strike, mark, bid: o.current.bid_price, expiry: o.entry.expiry_date,
    rate: run.market.riskFreeRate(date), putMark: () => samePutMark(run.market.options, run.fill, date, o.entry.expiry_date, o.entry.strike),
    american: (amount, days) => run.market.options.americanExercise?.(date, o.entry.expiry_date, 'call', o.entry.strike, { amount, days }),
    date, close, nextDate: day.nextDate,
  });
  if (!a) return false;
  const shares = deliveredShares(o);
  const reason = `${earlyAssignmentWords(a)}; ${deliveryWords(o, 'called away at')}${shareCommissionWords(run.cost, shares)}; ${NOTICE_WORDS}`;
  run.earlyAssignedOn = day.bar.date;
  run.ledger.settle(day.bar.date, o.current, a.intrinsic, afterAssignment(run, reason, close, true), run.cost.shareCommission(shares));
  return true;
}

/** The put's holder exercises at this close: the shares are bought at the strike, as at expiration; the notice comes the next morning. */
function earlyPut(run: CoveredRun, o: OpenShort, day: Day, mark: number): boolean {
  const close = day.bar.close;
  const date = day.bar.date;
  const expiry = o.entry.expiry_date;
  if (!putMayBeExercised(run.market.ticker, date, day.nextDate, expiry, o.entry.strike, close)) return false;
  const a = earlyPutExercise(run.assignment, {
    ticker: run.market.ticker, strike: o.entry.strike, mark, bid: o.current.bid_price, expiry, rate: run.market.riskFreeRate(date),
    callMark: () => sameCallValue(run.market.options, date, expiry, o.entry.strike),
    dividends: () => run.dividendsAhead.presentValue(date, expiry, run.market.riskFreeRate(date)),
    dividendWait: () => run.dividendsAhead.waitFor(date, expiry, run.market.riskFreeRate(date), o.entry.strike),
    american: () => run.market.options.americanExercise?.(date, expiry, 'put', o.entry.strike),
    date, close, nextDate: day.nextDate,
  });
  if (!a) return false;
  const shares = deliveredShares(o);
  const reason = `${earlyPutWords(a)}; ${deliveryWords(o, 'bought at')}${shareCommissionWords(run.cost, shares)}; ${PUT_NOTICE_WORDS}`;
  run.earlyAssignedOn = day.bar.date;
  run.ledger.settle(day.bar.date, o.current, a.intrinsic, afterAssignment(run, reason, close, true), run.cost.shareCommission(shares));
  return true;
}

/**
 * Expiration against the settlement price of expiration day: its close, or its open for an
 * AM-settled SPX monthly (settlement.ts); the last close before it when the data lacks that day.
 */
function settleExpiration(run: CoveredRun, o: OpenShort, day: Day): void {
  const onDay = day.bar.date === o.entry.expiry_date;
  const price = onDay ? settlementPrice(o.entry, day.bar) : (day.prev?.close ?? day.bar.close);
  const settleDate = onDay ? day.bar.date : (day.prev?.date ?? day.bar.date);
  const how = onDay ? settlementWords(o.entry, price) : `settled at the last close ${fixed2(price)} before it`;
  const outcome = run.assignment.atExpiration(o.type, o.entry.strike, price);
  const shares = deliveredShares(o);
  const settled = { ...asPlainQuote(o.current), underlying_price: price };
  if (outcome.inTheMoney && cashSettled(run)) {
    // SPX and other index options: the short pays its intrinsic value in cash; the holdings stay
    // as they are (the wheel therefore keeps writing the same leg).
    const reason = `Settled in cash at expiration: ${how}, ${o.type === 'call' ? 'above' : 'below'} the ${o.entry.strike} strike; `
      + `the ${o.type}'s intrinsic value ${dollarsText(outcome.intrinsic)} a share paid (index options settle in cash: no shares change hands)`;
    run.ledger.settle(settleDate, settled, outcome.intrinsic, reason, 0, true);
    return;
  }
  let reason: string;
  if (!outcome.inTheMoney) {
    reason = `Expired out of the money: ${how}, vs the ${o.entry.strike} ${o.type} strike on ${o.entry.expiry_date}`;
  } else if (o.type === 'call') {
    reason = `Assigned at expiration: ${how}, above the ${o.entry.strike} strike; ${deliveryWords(o, 'called away at')}`;
  } else {
    reason = `Assigned at expiration: ${how}, below the ${o.entry.strike} strike; ${deliveryWords(o, 'bought at')}`;
  }
  if (outcome.inTheMoney) reason += shareCommissionWords(run.cost, shares);
  run.ledger.settle(settleDate, settled, outcome.intrinsic, outcome.inTheMoney ? afterAssignment(run, reason, day.bar.close) : reason, run.cost.shareCommission(shares));
}

/**
 * '199 shares called away at 555.555556' and, when a split that is not whole-number left a fraction
 * in each contract's deliverable, what became of it: paid in cash at the close (ledger.ts settle).
 */
function deliveryWords(o: OpenShort, verb: 'called away at' | 'bought at'): string {
  const whole = deliveredShares(o);
  const fraction = Math.round((o.contracts * o.deliverable - whole) * 1000) / 1000;
  const rest = fraction > 0 ? ` (the other ${fraction} share the contract delivers ${verb === 'bought at' ? 'received' : 'paid'} in cash at the close)` : '';
  return `${sharesText(whole)} ${verb} ${o.entry.strike}${rest}`;
}

/**
 * Outside the wheel the account goes back to its start: a covered call buys its shares again at the
 * close (cash may go below zero, a margin debit) and a cash-secured put sells assigned shares at the
 * close; after an early assignment, at the next trading day's close (restoreHoldings).
 */
function afterAssignment(run: CoveredRun, reason: string, close: number, early = false): string {
  const s = run.request.strategy;
  if (s.wheel_enabled) return reason;
  const ledger = run.ledger;
  if (s.start_type === 'covered_call') {
    const missing = run.baseShares - (ledger.shares - (ledger.open?.type === 'call' ? deliveredShares(ledger.open) : 0));
    if (missing > 0) {
      const when = early ? "the next trading day's close" : `the close ${fixed2(close)}`;
      return `${reason}; without the wheel, ${sharesText(missing)} are bought back at ${when}${shareCommissionWords(run.cost, missing)}`;
    }
    return reason;
  }
  const held = ledger.shares + (ledger.open?.type === 'put' ? deliveredShares(ledger.open) : 0);
  const when = early ? "the next trading day's close" : `the close ${fixed2(close)}`;
  return `${reason}; without the wheel, the shares are sold at ${when}${shareCommissionWords(run.cost, held)}`;
}

/**
 * Step 7: outside the wheel, restore the start holdings after an assignment (see afterAssignment);
 * after an early one, from the next trading day (cooldown.ts awaitsAssignmentNotice).
 */
export function restoreHoldings(run: CoveredRun, day: Day): void {
  const s = run.request.strategy;
  if (s.wheel_enabled || run.ledger.open || awaitsAssignmentNotice(run.earlyAssignedOn, day.bar.date)) return;
  const ledger = run.ledger;
  if (s.start_type === 'covered_call' && ledger.shares < run.baseShares) {
    const missing = run.baseShares - ledger.shares;
    ledger.buyShares(day.bar.date, missing, day.bar.close, run.cost.shareCommission(missing));
  } else if (s.start_type === 'cash_secured_put' && ledger.shares > 0) {
    ledger.sellShares(day.bar.date, ledger.shares, day.bar.close, run.cost.shareCommission(ledger.shares));
  }
}

/** Step 9: on the last day of the range, what is open is bought back at the day's price. */
export function closeAtEnd(run: CoveredRun, day: Day): void {
  const o = run.ledger.open;
  if (!o) return;
  const price = run.fill.fill(o.current, 'buy', day.bar.date);
  buyBack(run, o, day, `End of the backtest range (${day.bar.date}): bought back at the day's price ${fillPriceText(price)}`);
}
