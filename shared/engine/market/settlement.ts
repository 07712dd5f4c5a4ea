/**
 * How an option settles at expiration (issue 14 item 4). Standard SPX options (root SPX: the
 * third-Friday monthlies) are AM-settled: they stop trading the day before expiration and settle
 * at the expiration day's special opening quotation, for which the engine uses that day's open.
 * Everything else (SPXW weeklies and end-of-month, equity and ETF options) is PM-settled at the
 * expiration day's close. The style is read from the contract's OCC root, so imported SPXW rows on
 * a third Friday settle at the close, as they did.
 */
import type { Bar, OptionQuote } from './market-data';
import { fixed2 } from '../core/money';

export type SettlementStyle = 'am' | 'pm';

/** The OCC root of a contract id (the symbol without its 15-character date, type and strike). */
export const occRootOf = (id: string): string => id.slice(0, -15);

export function settlementStyle(contract: Pick<OptionQuote, 'id'>): SettlementStyle {
  return occRootOf(contract.id) === 'SPX' ? 'am' : 'pm';
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
  return settlementStyle(contract) === 'am'
    ? `AM-settled (${occRootOf(contract.id)} monthly, trading stopped the day before) at the expiration day's opening price ${fixed2(price)}`
    : `PM-settled at the close ${fixed2(price)}`;
}
