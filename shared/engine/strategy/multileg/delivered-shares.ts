import type { OptionType } from '../../market/market-data';
import { sharesText } from '../../core/count-text';
import { fixed2 } from '../../core/money';

/**
 * The shares a physically settled leg leaves in the account when it is exercised or assigned: a
 * long call or a short put buys them (+), a short call or a long put sells them (−). A position's
 * legs that deliver together can cancel (a vertical settled with both legs in the money, an
 * assigned short covered by the long's exercise); what is left is a stock position the engine does
 * not hold, so it is closed at the same price (the settlement's close), which is one more stock
 * trade and pays `commission_per_share` like every other (README: "charged on every stock trade";
 * the covered engine charges its buy-back after an assignment the same way). Before 2026-12-04
 * (audit 15) only the delivery was charged: a spread settled with one leg in the money, or a short
 * assigned early with its long sold, paid one stock trade's commission for two.
 */
export function deliveredShares(type: OptionType, side: 'long' | 'short', shares: number): number {
  const buys = (type === 'call') === (side === 'long');
  return buys ? shares : -shares;
}

/**
 * 'The 100 shares the exercise or assignment left long were sold at the close 174.00 (commission
 * $0.50)', for the trade's reason; '(no commission)' when `commission` is undefined (none charged).
 */
export function flattenWords(net: number, close: number, commission: string | undefined): string {
  const n = Math.abs(net);
  return `The ${sharesText(n)} the exercise or assignment left ${net > 0 ? 'long' : 'short'} ${n === 1 ? 'was' : 'were'} ${net > 0 ? 'sold' : 'bought back'} at the close ${fixed2(close)} (${commission === undefined ? 'no commission' : `commission ${commission}`})`;
}
