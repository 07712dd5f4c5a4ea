import { countText } from '../core/count-text';
import { daysBetween } from '../market/calendar-dates';
import type { OptionChainProvider } from '../market/market-data';

/**
 * The words of a pick whose DTE target lies past every expiration listed that day (audit 21 F4):
 * flexible DTE matching then takes the farthest one, which a trader who asked for 5,000 days (or
 * 1,000 on a chain listing two years) did not get, and nothing said so. Undefined when the target
 * was within the listings (the nearest expiry was the pick), or matched exactly.
 */
export function dteBeyondListingsWords(chains: OptionChainProvider, date: string, dteTarget: number, exactDte: boolean, expiry: string): string | undefined {
  if (exactDte) return undefined;
  const dte = daysBetween(date, expiry);
  if (dte >= dteTarget) return undefined;
  if (chains.expirations(date).some((e) => e > expiry)) return undefined;
  return `The DTE target of ${countText(dteTarget)} days is past every expiration listed on ${date}: the farthest, ${expiry} (${countText(dte)} days), was taken`;
}
