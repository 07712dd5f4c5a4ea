/**
 * A modeled contract priced at a day's open from what was known at the open (catch stop loss's gap
 * fill, OptionChainProvider.priceAtOpen). The day's own surface is anchored to its closing vol
 * indices, set hours after the open: on a day the VIX spikes, pricing the open with it makes a gap
 * through a stop dearer (or, when vol collapses, cheaper) with hindsight.
 *
 * What was known at the open is the previous session's close: its surface, rate and expected
 * dividends. That surface is moved to the open's spot STICKY STRIKE: the contract keeps the implied
 * vol the previous close quoted its strike at. Why not sticky moneyness: the stop protects a short,
 * and a gap against a short put is a gap down, where sticky moneyness would slide the put along the
 * smile to the lower at-the-money vol and make the stop cheaper on exactly the days it matters;
 * equity vol rises as prices fall, so the strike's own (skewed, higher) vol is the nearer and the
 * more cautious estimate. A gap up against a short call keeps the call's lower wing vol, as equity
 * vols fall in a rally, where sticky moneyness would lift it to the at-the-money vol.
 * Time to expiry is counted from the open: the days to expiry plus the session still to come
 * (OPEN_TO_CLOSE_DAYS), so on expiration day the open still has its session's time value.
 */
import type { OptionType } from './market-data';
import { modelPrice, modelVol, type ExpiryContext } from './modeled-quote';
import { dividendsPresentValue, escrowedSpot, expectedCashDividends } from './dividend-forecast';
import { toDayNumber } from './calendar';
import { americanPriceBound, type CashDividends } from './american-price';
import { intrinsicValue, type BsmInput } from './black-scholes';

/** A regular US session, 9:30 to 16:00 Eastern: the part of a calendar day between the open and the close. */
export const OPEN_TO_CLOSE_DAYS = 6.5 / 24;

export interface OpenPriceInput {
  /** The day of the open. */
  date: string;
  type: OptionType;
  /** In the day's units (as traded on `date`). */
  strike: number;
  /** The underlying's opening price on `date`. */
  open: number;
  /**
   * The previous session's price units per one of `date`'s: the ratio of a split effective on
   * `date` (2 for a 2-for-1), else 1. The previous surface's strikes and dividends are in its units.
   */
  previousUnits: number;
}

/** The price at `o.date`'s open on `previous`, the previous session's expiry context (NaN past expiry). */
export function openPrice(previous: ExpiryContext, o: OpenPriceInput): number {
  const inputs = openInputs(previous, o);
  return inputs === undefined ? Number.NaN : modelPrice(previous, inputs.input, o.open, inputs.dividends).price;
}

/**
 * What `openPrice` of an American contract is at most, with no lattice (american-price.ts
 * americanPriceBound on the same inputs, and never under the exercise value against the open, as
 * modelPrice's price is not); NaN past expiry, as openPrice. The calendar floor of the open
 * (calendar-floor.ts flooredAway) prices no earlier expiry whose bound cannot lift the price.
 */
export function openPriceBound(previous: ExpiryContext, o: OpenPriceInput): number {
  const inputs = openInputs(previous, o);
  if (inputs === undefined) return Number.NaN;
  const { input, dividends } = inputs;
  const bound = americanPriceBound({ type: input.type, escrowed: input.spot, strike: input.strike, years: input.years, rate: input.rate, vol: input.vol, dividends });
  return Math.max(bound, intrinsicValue(o.type, o.strike, o.open));
}

/** openPrice's pricer inputs (the escrowed spot at the open) and dividends; undefined past expiry. */
function openInputs(previous: ExpiryContext, o: OpenPriceInput): { input: BsmInput; dividends: CashDividends } | undefined {
  const { day } = previous;
  const today = toDayNumber(o.date);
  const expiryDay = toDayNumber(previous.expiry);
  if (expiryDay < today) return undefined;
  const vol = modelVol(previous, o.strike * o.previousUnits);
  // Dividends going ex after the open's day (one going ex that day is already out of the open).
  const pv = dividendsPresentValue(day.expectedDividends, today, expiryDay, day.rate) / o.previousUnits;
  const input: BsmInput = {
    type: o.type,
    spot: escrowedSpot(o.open, pv),
    strike: o.strike,
    years: (expiryDay - today + OPEN_TO_CLOSE_DAYS) / 365,
    rate: day.rate,
    dividendYield: day.dividendYield,
    vol,
  };
  // The American pricer's dividends: the same ones, in years from the open's day.
  const dividends = previous.dividends.years.length === 0 ? previous.dividends : expectedCashDividends(day.expectedDividends, today, expiryDay, o.previousUnits);
  return { input, dividends };
}
