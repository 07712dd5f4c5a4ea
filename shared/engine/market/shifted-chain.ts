/**
 * The modeled chain of the model-risk runs (strategy/model-risk.ts): the runs on the surface shifted
 * down and up (create-market-data.ts withVolShift). Its answers are the plain modeled chain's
 * (modeled-chain.ts, the same code below) on each day's surface shifted by `volShift` vol points
 * (vol-shift.ts), but the runs of one request share the listed expirations, their day numbers and
 * the sessions to them (day-listings.ts) instead of listing and parsing them again in each run, and
 * the secured-put check's lowest strike is answered without pricing the expiry.
 *
 * A separate provider, not an option of the plain chain: the base run, every single run and every
 * sweep cell stay on the plain chain's code path (a store in that path doubled the sweep batch's
 * CPU, q16m; running the base run on this chain cost more than it saved the shifted runs).
 * test/golden/model-risk-band.test.ts and vol-shift.test.ts check that both answer alike.
 */
import type { OptionChainProvider, OptionQuote, OptionType } from './market-data';
import { bsmPrice } from './black-scholes';
import { isMonthlyExpiration, toDayNumber, tradingSessionsBetween } from './calendar';
import type { DayContext } from './day-context';
import { createDayAnswers, type DayAnswers } from './day-answers';
import type { DayListings } from './day-listings';
import { boundedMemo } from './modeled-chain';
import { ModeledContract, modelVol, modeledQuote, type ExpiryContext } from './modeled-quote';
import { expirySurface } from './vol-surface';
import { shiftedSurfaces } from './vol-shift';
import { dividendsPresentValue } from './dividend-forecast';
import { expiryKind, listedStrikes, lowestListedStrike, occRoot, roundStrike } from './strikes';
import type { ExpiryKind } from './chain-rules';

export function createShiftedChainProvider(
  ticker: string,
  dayContext: (date: string) => DayContext | undefined,
  volShift: number,
  listings: DayListings,
): OptionChainProvider {
  const surfaceOf = shiftedSurfaces(volShift);
  const chainMemo = boundedMemo<readonly OptionQuote[]>(64);

  // Each day's answers, computed once while the run is on that day (day-answers.ts).
  const answers = createDayAnswers<DayContext, ExpiryContext>(dayContext);

  const expirations = (date: string): readonly string[] => {
    const a = answers.day(date);
    a.expirations ??= a.day === undefined ? [] : listings.expirations(date);
    return a.expirations;
  };

  const buildExpiryContext = (a: DayAnswers<DayContext, ExpiryContext>, expiry: string): ExpiryContext | undefined => {
    const day = a.day;
    if (day === undefined) return undefined;
    const today = a.dayNumber;
    const dte = toDayNumber(expiry) - today;
    if (dte < 0) return undefined;
    const years = dte / 365;
    // Escrowed dividends: price on the spot less the present value of the dividends expected before expiry.
    const pv = dividendsPresentValue(day.expectedDividends, today, today + dte, day.rate);
    const pricingSpot = Math.max(day.spot - pv, day.spot * 0.05);
    const forward = pricingSpot * Math.exp((day.rate - day.dividendYield) * years);
    return {
      day,
      expiry,
      dte,
      years,
      forward,
      pricingSpot,
      surface: expirySurface(day.cls, surfaceOf(day), forward, years, tradingSessionsBetween(a.date, expiry)),
      root: occRoot(ticker, expiry),
      monthly: isMonthlyExpiration(expiry),
    };
  };

  const expiryContext = (date: string, expiry: string): ExpiryContext | undefined => {
    const a = answers.day(date);
    const e = answers.expiry(a, expiry);
    if (!e.priced) {
      e.context = buildExpiryContext(a, expiry);
      e.priced = true;
    }
    return e.context;
  };

  // The grid alone costs a few microseconds; pricing it whole (the chain) costs ~100 times more.
  // Stocks list strikes by series (chain-rules.ts section 2); indices and ETFs by one rule.
  const kindOf = (context: ExpiryContext, expiry: string): ExpiryKind => (context.day.cls === 'stock' ? expiryKind(expiry, context.years) : 'standard');

  const strikes = (date: string, expiry: string): readonly number[] => {
    const a = answers.day(date);
    const e = answers.expiry(a, expiry);
    if (e.strikes === undefined) {
      const context = expiryContext(date, expiry);
      e.strikes = context === undefined || !expirations(date).includes(expiry)
        ? []
        : listedStrikes(context.day.cls, context.day.spot, context.surface.atm, context.years, kindOf(context, expiry));
    }
    return e.strikes;
  };

  const lowestStrike = (date: string, expiry: string): number | undefined => {
    const a = answers.day(date);
    const e = answers.expiry(a, expiry);
    if (e.strikes !== undefined) return e.strikes[0];
    if (e.priced) {
      const context = e.context;
      if (context === undefined || !expirations(date).includes(expiry)) return undefined;
      return lowestListedStrike(context.day.cls, context.day.spot, context.surface.atm, context.years, kindOf(context, expiry));
    }
    return leanLowestStrike(a, expiry);
  };

  // The same answer without the expiry's pricing context: the secured-put check asks the lowest
  // strike of up to nine expiries a day and prices none of them. The grid needs only the expiry's
  // ATM vol (which does not read the forward) and its years; the listing's day numbers and
  // sessions are shared by the three runs (day-listings.ts).
  const leanLowestStrike = (a: DayAnswers<DayContext, ExpiryContext>, expiry: string): number | undefined => {
    const day = a.day;
    if (day === undefined) return undefined;
    const i = expirations(a.date).indexOf(expiry);
    if (i < 0) return undefined;
    const dte = (listings.expirationDays(a.date)[i] as number) - a.dayNumber;
    if (dte < 0) return undefined;
    const years = dte / 365;
    const atm = expirySurface(day.cls, surfaceOf(day), Number.NaN, years, listings.sessionsTo(a.date, i)).atm;
    return lowestListedStrike(day.cls, day.spot, atm, years, day.cls === 'stock' ? expiryKind(expiry, years) : 'standard');
  };

  return {
    expirations,
    expirationDays: (date) => (answers.day(date).day === undefined ? undefined : listings.expirationDays(date)),
    strikes,
    lowestStrike,
    chain(date: string, expiry: string, type: OptionType): readonly OptionQuote[] {
      return chainMemo(`${date}|${expiry}|${type}`, () => {
        const e = expiryContext(date, expiry);
        if (e === undefined) return [];
        return strikes(date, expiry).map((k) => modeledQuote(e, type, k));
      });
    },
    quote(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined {
      const e = expiryContext(date, expiry);
      if (e === undefined || !(strike > 0)) return undefined;
      return modeledQuote(e, type, roundStrike(strike));
    },
    probe(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined {
      const e = expiryContext(date, expiry);
      if (e === undefined || !(strike > 0)) return undefined;
      return new ModeledContract(e, type, roundStrike(strike));
    },
    priceAt(date: string, expiry: string, type: OptionType, strike: number, underlyingPrice: number): number {
      const e = expiryContext(date, expiry);
      if (e === undefined) return Number.NaN;
      const { day } = e;
      return bsmPrice({
        type, spot: Math.max(underlyingPrice - (day.spot - e.pricingSpot), underlyingPrice * 0.05), strike, years: e.years, rate: day.rate,
        dividendYield: day.dividendYield, vol: modelVol(e, strike),
      });
    },
    source: () => 'modeled',
    volModel(date: string) {
      const day = dayContext(date);
      return day === undefined ? undefined : { anchor: day.anchor, ...(day.fallback ? { fallback: day.fallback } : {}) };
    },
  };
}
