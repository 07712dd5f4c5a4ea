import type { Bar } from '../../market/market-data';
import { settlementPrice, settlementWords, tradesOn } from '../../market/settlement';
import { isCashSettled } from '../early-assignment';
import type { EntryDeps } from './entry';
import type { OpenLeg, OpenPosition } from './position';

/**
 * On or after a position's earliest leg expiration (`bar` is that day, or the first trading day
 * after an expiration that is not one; `prev` the run's day before): the legs that expired settle at
 * intrinsic value, each at its own settlement (the open for an AM-settled SPX monthly, else the
 * close); an expiration that is not a trading day (imported data list a monthly's formal Saturday
 * expiration before February 2015: AAPL140621P…) settles at the last trading day before it, not at
 * a price from after it. Legs expiring later (a calendar's or diagonal's long) close at the day's
 * fills, a long stock or ETF leg exercised instead when that nets more (book.ts 'fillOrExercise'),
 * and the reason says so.
 */
export function settleAtExpiration(d: EntryDeps, p: OpenPosition, bar: Bar, prev: Bar | undefined): void {
  const date = bar.date;
  const settling = p.legs.filter((leg) => leg.entry.expiry_date <= date);
  // The day each leg settles on: its expiration day, or the last trading day before it.
  const dayOf = (leg: OpenLeg): Bar => (leg.entry.expiry_date === date || prev === undefined ? bar : prev);
  const priceOf = (leg: OpenLeg): number => settlementPrice(leg.entry, dayOf(leg));
  const words = [...new Set(settling.map((leg) => {
    const on = dayOf(leg);
    const style = settlementWords(leg.entry, priceOf(leg));
    return on.date === leg.entry.expiry_date ? style : `${style} of ${on.date}, the last trading day before its ${leg.entry.expiry_date} expiration`;
  }))];
  const later = settling.length < p.legs.length ? `; ${laterLegsWords(settling, date)}` : '';
  const reason = `Expiration on ${p.expiry}: settled at intrinsic value, ${words.join('; ')}${later}`;
  // Index options settle in cash; an equity or ETF option in the money is a stock trade.
  const delivers = !isCashSettled(d.market.ticker);
  // Every leg settled on an earlier trading day: the trade ends that day (no leg was filled today).
  const settledBefore = p.legs.every((leg) => leg.entry.expiry_date <= date && dayOf(leg) !== bar);
  d.book.closePosition(
    p,
    settledBefore && prev ? prev.date : date,
    // A later stock or ETF leg is American: a long one is exercised when that nets more than its sale.
    (leg) => (leg.entry.expiry_date <= date ? { kind: 'settle', underlying: priceOf(leg), delivers } : delivers ? { kind: 'fillOrExercise', underlying: bar.close } : { kind: 'fill' }),
    reason,
    'EXPIRATION',
  );
}

/**
 * What happened to the legs expiring later: closed at the closing prices of `date`. After a leg that
 * settled at the open (an SPX monthly) that is still the right price: the engine trades end-of-day
 * quotes, the close is a real quote a trader could take that day (an open price would have to be
 * modeled from the day before's surface, a price nobody quoted), and the exit was due before the
 * open, so nothing seen during the day chose it; the session between is the long leg's own risk,
 * which the trade carries either way.
 */
function laterLegsWords(settling: readonly OpenLeg[], date: string): string {
  const amToday = settling.some((leg) => leg.entry.expiry_date === date && !tradesOn(leg.entry, date));
  return amToday
    ? `the legs expiring later held through the session and closed at the day's closing prices (end-of-day quotes: the close is the day's price a trader could take, the exit decided before the open)`
    : 'the legs expiring later closed at the day\'s closing prices';
}
