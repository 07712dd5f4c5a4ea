/**
 * How an option settles at expiration (issue 14 item 4). Standard SPX options (root SPX: the
 * third-Friday monthlies) are AM-settled: they stop trading the day before expiration and settle
 * at the expiration day's special opening quotation, for which the engine uses that day's open: SPX's
 * previous close moved by SPY's opening gap (index-opens.ts), which the reason says.
 * So were the SPX Weeklys until 2010-12-03 (calendar-expirations.ts SPX_AM_WEEKLIES_UNTIL).
 * Everything else (SPXW weeklies from then and end-of-month, equity and ETF options) is PM-settled
 * at the expiration day's close. The style is read from the contract's OCC root and expiration, so
 * imported SPXW rows on a third Friday settle at the close, as they did.
 */
import type { Bar, OptionQuote } from './market-data';
import { fixed2 } from '../core/money';
import { isAmSettledSpxWeekly } from './calendar-expirations';

export type SettlementStyle = 'am' | 'pm';

/** The OCC root of a contract id (the symbol without its 15-character date, type and strike). */
export const occRootOf = (id: string): string => id.slice(0, -15);

/** The expiration date written in a contract's OCC id (YYMMDD after the root), as YYYY-MM-DD. */
const occExpiryOf = (id: string): string => `20${id.slice(-15, -13)}-${id.slice(-13, -11)}-${id.slice(-11, -9)}`;

export function settlementStyle(contract: Pick<OptionQuote, 'id'>): SettlementStyle {
  const root = occRootOf(contract.id);
  if (root === 'SPX') return 'am';
  return root === 'SPXW' && isAmSettledSpxWeekly(occExpiryOf(contract.id)) ? 'am' : 'pm';
}

/** True when the contract still trades on `date`: an AM-settled one stops the day before expiry. */
export function tradesOn(contract: Pick<OptionQuote, 'id' | 'expiry_date'>, date: string): boolean {
  return settlementStyle(contract) === 'am' ? date < contract.expiry_date : date <= contract.expiry_date;
}

/** The underlying price a contract settles at on its expiration day's bar. */
export function settlementPrice(contract: Pick<OptionQuote, 'id'>, bar: Bar): number {
  return settlementStyle(contract) === 'am' ? bar.open : bar.close;
}

/** Words for a reason: which settlement and at what price. */
export function settlementWords(contract: Pick<OptionQuote, 'id'>, price: number): string {
  if (settlementStyle(contract) === 'pm') return `PM-settled at the close ${fixed2(price)}`;
  const which = occRootOf(contract.id) === 'SPX' ? 'SPX monthly' : 'SPX weekly of the AM-settled years to 2010-12-03';
  // Not "the opening price": the published SPX open is mostly the previous close, and SET is not a
  // print; the level the engine settles at is SPX's close moved by SPY's opening gap (index-opens.ts).
  return `AM-settled (${which}, trading stopped the day before) at the opening settlement level ${fixed2(price)} (SPX's previous close moved by SPY's opening gap)`;
}
