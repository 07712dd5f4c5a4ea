/**
 * The modeled option chain of one underlying (the default price source). Targeted queries stay
 * cheap: a day's inputs are precomputed once, an expiry's shared values are memoised per
 * (day, expiry), a chain is built only for the one (day, expiry, type) asked for, and `quote`
 * prices a single contract without building any chain. Rules: chain-rules.ts.
 */
import type { Bar, Dividend, OptionChainProvider, OptionQuote, OptionType } from './market-data';
import { isMonthlyExpiration, isShortTermWeekly, listedExpirations, toDayNumber, tradingSessionsBetween } from './calendar';
import { createDayContexts, type DayContext } from './day-context';
import { createDayAnswers, type DayAnswers } from './day-answers';
import { EXPIRY_TERMS, ExpiryTerm, type DayListings } from './day-listings';
import { ModeledContract, americanExercise, modelPrice, modelVol, modeledQuote, quoteWidth, type ExpiryContext } from './modeled-quote';
import { outwardSpread, type SpreadAround } from './last-only-spread';
import { expiryAtm, expirySurface, strikeZ } from './vol-surface';
import type { IndexDay } from './vol-anchors';
import { quotedSkewShortfall } from './vol-index-formulas';
import { dividendsPresentValue, escrowedSpot, expectedCashDividends } from './dividend-forecast';
import { NO_DIVIDENDS, americanPriceBound } from './american-price';
import { intrinsicValue, type BsmInput } from './black-scholes';
import { AMERICAN_EXERCISE } from './chain-rules';
import { limitShortTermStrikes, listedGrid, listedRangeWidth, listedStrikes, lowestListedStrike, occRoot, roundStrike, seriesKind } from './strikes';
import { shortTermStrikeLimit, type ExpiryKind, type ShortTermStrikeLimit } from './chain-rules';
import { laterSplitFactor } from './splits';
import { openPrice, openPriceBound } from './open-price';
import { flooredAway } from './calendar-floor';
import { europeanDeltaSeed } from './delta-seed';

export interface ModeledChainInput {
  ticker: string;
  /**
   * The underlying's bars (split-adjusted as of the last of `splits`, not dividend-adjusted),
   * ascending; every answer is in the units that traded that day.
   */
  bars: readonly Bar[];
  /** SPY bars, the realised-vol reference (ignored for SPY and SPX). */
  benchmarkBars: readonly Bar[];
  vix: (date: string) => number | undefined;
  /** The day's ln(VIX high / VIX low) (create-market-data.ts vixRangesByDate); undefined when unknown. */
  vixRange?: (date: string) => number | undefined;
  /** Cboe's vol indices by trading day (the surface's anchors; without them every day falls back). */
  volIndices?: readonly IndexDay[];
  riskFreeRate: (date: string) => number;
  /** Dividend payer for the yield: defaults to the ticker's own bars and dividends. */
  yieldBars?: readonly Bar[];
  dividends: readonly Dividend[];
  /** The first day the bars hold the ticker's own dividends in the price (an auto-adjusted tail). */
  dividendsInPriceFrom?: string;
  /** Splits of the ticker inside the data (spot, strikes, ticks and ids are as traded that day). */
  splits?: readonly { date: string; ratio: number }[];
  /** Listed expirations on a day; defaults to the exchange calendar's listedExpirations. */
  expirations?: (date: string) => readonly string[];
}

/** toDayNumber of each date. */
function dayNumbers(dates: readonly string[]): number[] {
  const days: number[] = [];
  for (let i = 0; i < dates.length; i++) days.push(toDayNumber(dates[i] as string));
  return days;
}

/** Memo with a bounded number of entries (oldest dropped first): a backtest walks forward in time. */
function boundedMemo<V>(limit: number) {
  const map = new Map<string, V>();
  return (key: string, make: () => V): V => {
    const hit = map.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    map.set(key, value);
    if (map.size > limit) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    return value;
  };
}

/** Escrowed dividends: an expiry `dte` days out is priced on the spot less the present value of the dividends expected before it. */
function pricingSpotOf(day: DayContext, today: number, dte: number): number {
  return escrowedSpot(day.spot, dividendsPresentValue(day.expectedDividends, today, today + dte, day.rate));
}

function forwardOf(day: DayContext, pricingSpot: number, years: number): number {
  return pricingSpot * Math.exp((day.rate - day.dividendYield) * years);
}

/** priceAt's pricer inputs on `e`: the day's surface and rate, the escrowed spot moved to `underlyingPrice`. */
function spotInput(e: ExpiryContext, type: OptionType, strike: number, underlyingPrice: number): BsmInput {
  const { day } = e;
  return {
    type, spot: escrowedSpot(underlyingPrice, day.spot - e.pricingSpot), strike, years: e.years, rate: day.rate,
    dividendYield: day.dividendYield, vol: modelVol(e, strike),
  };
}

/** A contract of `e` priced at `underlyingPrice` on its own expiry's lattice (priceAt before the calendar floor). */
function spotPrice(e: ExpiryContext, type: OptionType, strike: number, underlyingPrice: number): number {
  return modelPrice(e, spotInput(e, type, strike, underlyingPrice), underlyingPrice).price;
}

/** What `spotPrice` of an American contract is at most, with no lattice (american-price.ts americanPriceBound; never under its exercise value). */
function spotPriceBound(e: ExpiryContext, type: OptionType, strike: number, underlyingPrice: number): number {
  const input = spotInput(e, type, strike, underlyingPrice);
  const bound = americanPriceBound({ type, escrowed: input.spot, strike, years: input.years, rate: input.rate, vol: input.vol, dividends: e.dividends });
  return Math.max(bound, intrinsicValue(type, strike, underlyingPrice));
}

/** The per-day inputs of the modeled chain (built once; the model-risk runs' vol-shifted chains read the same ones). */
export function modeledDayContexts(input: ModeledChainInput): (date: string) => DayContext | undefined {
  return createDayContexts({
    ticker: input.ticker.toUpperCase(),
    bars: input.bars,
    benchmarkBars: input.benchmarkBars,
    vix: input.vix,
    ...(input.vixRange ? { vixRange: input.vixRange } : {}),
    ...(input.volIndices ? { volIndices: input.volIndices } : {}),
    riskFreeRate: input.riskFreeRate,
    yieldBars: input.yieldBars ?? input.bars,
    yieldDividends: input.dividends,
    // A ticker's own dividends are priced as the discrete payments they are; SPX keeps SPY's yield.
    ...(input.yieldBars ? {} : { ownDividends: input.dividends }),
    ...(input.yieldBars || input.dividendsInPriceFrom === undefined ? {} : { dividendsInPriceFrom: input.dividendsInPriceFrom }),
    ...(input.splits ? { splits: input.splits } : {}),
  });
}

/**
 * `family`: the store the model-risk runs' chains share (create-market-data.ts withVolShift,
 * day-listings.ts): their listed expirations, day numbers, sessions and each expiry's vol-free
 * pricing terms come from it, and the secured-put check's lowest strike is answered without
 * pricing the expiry. `volShift`, `wingTilt`: the vol points a model-risk run shifts the surface by, and its wing tilt (0 for
 * every other chain): the day's inputs are the plain chain's own, the fit unshifted, and the shift
 * is applied where an expiry's surface is built (vol-surface.ts expirySurface: every strike's
 * quoted vol moved by the points, as shiftSurface does), so no run copies a day's inputs or surface (copying each day's whole
 * context with its shifted surface was ~6% of a shifted iron condor run, and garbage). Without a family (every
 * single run and sweep cell) the chain is as it was, but for the days kept once they are walked
 * again (day-answers.ts: a sweep batch's later cells): the same closures either way, so the
 * engine's call sites see one chain code whichever run asks.
 */
export function createModeledChainProvider(
  input: ModeledChainInput,
  dayContext: (date: string) => DayContext | undefined = modeledDayContexts(input),
  family?: DayListings,
  volShift = 0,
  wingTilt = 0,
): OptionChainProvider & { spreadAround: SpreadAround } {
  const ticker = input.ticker.toUpperCase();
  const listExpirations = family?.expirations ?? input.expirations ?? ((date: string) => listedExpirations(ticker, date));
  const chainMemo = boundedMemo<readonly OptionQuote[]>(64);

  // Each day's answers, computed once while the run is on that day (day-answers.ts).
  const answers = createDayAnswers<DayContext, ExpiryContext>(dayContext);

  const expirations = (date: string): readonly string[] => {
    const a = answers.day(date);
    a.expirations ??= a.day === undefined ? [] : listExpirations(date);
    return a.expirations;
  };

  const buildExpiryContext = (a: DayAnswers<DayContext, ExpiryContext>, expiry: string): ExpiryContext | undefined => {
    const day = a.day;
    if (day === undefined) return undefined;
    if (family !== undefined) {
      const i = expirations(a.date).indexOf(expiry);
      if (i >= 0) return familyExpiryContext(family, a, day, expiry, i);
    }
    const today = a.dayNumber;
    const dte = toDayNumber(expiry) - today;
    if (dte < 0) return undefined;
    const years = dte / 365;
    const pricingSpot = pricingSpotOf(day, today, dte);
    const forward = forwardOf(day, pricingSpot, years);
    return expiryContextOf(day, today, expiry, dte, pricingSpot, forward, tradingSessionsBetween(a.date, expiry), isMonthlyExpiration(expiry));
  };

  // The one shape of an expiry's context, whether its vol-free terms were worked out here or read
  // from the family store; only the surface depends on this run's vol shift.
  const expiryContextOf = (day: DayContext, today: number, expiry: string, dte: number, pricingSpot: number, forward: number, sessions: number, monthly: boolean): ExpiryContext => {
    const years = dte / 365;
    return {
      day,
      expiry,
      dte,
      years,
      forward,
      pricingSpot,
      surface: expirySurface(day.cls, day.surface, forward, years, sessions, volShift, wingTilt),
      root: occRoot(ticker, expiry),
      monthly,
      // The American pricer's dividends (a discrete payer's; SPX is European and priced on a yield).
      dividends: AMERICAN_EXERCISE[day.cls] ? expectedCashDividends(day.expectedDividends, today, today + dte) : NO_DIVIDENDS,
      earlier: earlierOf,
    };
  };

  // Every context's `earlier`: one function for the chain, called as the context's method, its
  // answer kept on the context (`previous`). Why: the calendar floor asks it at every step of its
  // walk for every call it floors (a scan of the day's listing each time), and a closure per
  // context was an allocation and, under tsx, a defineProperty (esbuild's keep-names). Kept safely:
  // the answer is the context of the same day's previous listed expiry, a pure function of the
  // day and expiry, equal in every value to what a later ask would build.
  function earlierOf(this: ExpiryContext): ExpiryContext | undefined {
    if (this.previous === undefined) this.previous = earlierContext(this.day.date, this.expiry) ?? null;
    return this.previous ?? undefined;
  }

  // The listed expiry of the day just before `expiry` (its context), whose contracts floor this
  // expiry's American prices (calendar-floor.ts): an American contract is worth at least the same
  // contract of any earlier expiry.
  const earlierContext = (date: string, expiry: string): ExpiryContext | undefined => {
    const listed = expirations(date);
    let previous: string | undefined;
    for (const x of listed) if (x < expiry && (previous === undefined || x > previous)) previous = x;
    return previous === undefined ? undefined : expiryContext(date, previous);
  };

  // The same context on a model-risk run's chain, for a listed expiry (the `i`-th): what no vol
  // shift moves is read from the family store, worked out by whichever run of the request asked first.
  const familyExpiryContext = (listings: DayListings, a: DayAnswers<DayContext, ExpiryContext>, day: DayContext, expiry: string, i: number): ExpiryContext | undefined => {
    const dte = (listings.expirationDays(a.date)[i] as number) - a.dayNumber;
    if (dte < 0) return undefined;
    const years = dte / 365;
    const terms = listings.terms(a.date);
    const at = i * EXPIRY_TERMS;
    let pricingSpot = terms[at + ExpiryTerm.pricingSpot] as number;
    let forward = terms[at + ExpiryTerm.forward] as number;
    if (Number.isNaN(forward)) {
      terms[at + ExpiryTerm.pricingSpot] = pricingSpot = pricingSpotOf(day, a.dayNumber, dte);
      terms[at + ExpiryTerm.forward] = forward = forwardOf(day, pricingSpot, years);
      terms[at + ExpiryTerm.monthly] = isMonthlyExpiration(expiry) ? 1 : 0;
    }
    return expiryContextOf(day, a.dayNumber, expiry, dte, pricingSpot, forward, listings.sessionsTo(a.date, i), terms[at + ExpiryTerm.monthly] === 1);
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
  // Stocks and SPX list strikes by series (chain-rules.ts section 2); the ETFs by one rule.
  const kindOf = (context: ExpiryContext, expiry: string): ExpiryKind => seriesKind(context.day.cls, expiry, context.years, context.day.date);
  // The early Weeklys' strike limit (chain-rules.ts section 2), on a weekly listed before it ended.
  const limitOf = (date: string, expiry: string): ShortTermStrikeLimit | undefined => {
    const limit = shortTermStrikeLimit(date);
    return limit !== undefined && isShortTermWeekly(ticker, expiry) ? limit : undefined;
  };

  const strikes = (date: string, expiry: string): readonly number[] => {
    const a = answers.day(date);
    const e = answers.expiry(a, expiry);
    if (e.strikes === undefined) {
      const context = expiryContext(date, expiry);
      const i = context === undefined ? -1 : expirations(date).indexOf(expiry);
      if (context === undefined || i < 0) {
        e.strikes = [];
      } else {
        const { cls, spot } = context.day;
        const kind = kindOf(context, expiry);
        const limit = limitOf(date, expiry);
        if (family === undefined) {
          e.strikes = listedStrikes(cls, spot, context.surface.atm, context.years, kind, limit);
        } else {
          // The model-risk runs list a day's grid once between them when its range is the same, and
          // from the grid of another range when not (the early Weeklys' limit depends on the day
          // and expiry only, so it is applied to the shared grid in each run).
          const width = listedRangeWidth(context.surface.atm, context.years);
          const grid = family.strikes(date, i, width, (known) => listedGrid(cls, spot, context.surface.atm, context.years, kind, known));
          e.strikes = limit === undefined ? grid : limitShortTermStrikes(grid, spot, limit);
        }
      }
    }
    return e.strikes;
  };

  // The same answer without the expiry's pricing context (model-risk chains only): the
  // secured-put check asks the lowest strike of up to nine expiries a day and prices none of them.
  // The grid needs only the expiry's ATM vol (which does not read the forward) and its years.
  const leanLowestStrike = (listings: DayListings, a: DayAnswers<DayContext, ExpiryContext>, expiry: string): number | undefined => {
    const day = a.day;
    if (day === undefined) return undefined;
    const i = expirations(a.date).indexOf(expiry);
    if (i < 0) return undefined;
    const dte = (listings.expirationDays(a.date)[i] as number) - a.dayNumber;
    if (dte < 0) return undefined;
    const years = dte / 365;
    const atm = expiryAtm(day.surface, years, listings.sessionsTo(a.date, i), volShift).atm;
    return lowestListedStrike(day.cls, day.spot, atm, years, seriesKind(day.cls, expiry, years, a.date), limitOf(a.date, expiry));
  };

  const lowestStrike = (date: string, expiry: string): number | undefined => {
    const a = answers.day(date);
    const e = answers.expiry(a, expiry);
    if (e.strikes !== undefined) return e.strikes[0];
    if (family !== undefined && !e.priced) return leanLowestStrike(family, a, expiry);
    const context = expiryContext(date, expiry);
    if (context === undefined || !expirations(date).includes(expiry)) return undefined;
    return lowestListedStrike(context.day.cls, context.day.spot, context.surface.atm, context.years, kindOf(context, expiry), limitOf(date, expiry));
  };

  return {
    expirations,
    // Present on every chain of this code, so that plain and model-risk chains share one object
    // shape and the engine's call sites stay monomorphic. A plain chain answers once it keeps every
    // day (a sweep batch's later cells: the numbers are parsed once per batch, not per pick); a
    // single run's picks parse the dates (undefined), which measured no slower than a store per day.
    expirationDays: (date) => {
      const a = answers.day(date);
      if (a.day === undefined) return undefined;
      if (family !== undefined) return family.expirationDays(date);
      return answers.keepsAll() ? (a.expirationDays ??= dayNumbers(expirations(date))) : undefined;
    },
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
    deltaSeed(date: string, expiry: string, type: OptionType, delta: number): number {
      const e = expiryContext(date, expiry);
      return e === undefined ? Number.NaN : europeanDeltaSeed(e, strikes(date, expiry), type, delta);
    },
    priceAt(date: string, expiry: string, type: OptionType, strike: number, underlyingPrice: number): number {
      const e = expiryContext(date, expiry);
      if (e === undefined) return Number.NaN;
      const own = spotPrice(e, type, strike, underlyingPrice);
      // The calendar floor the quote has (calendar-floor.ts), at the same spot: one price for a
      // contract on a day, whichever path asks (at the close's spot, the quote's model price).
      return AMERICAN_EXERCISE[e.day.cls]
        ? flooredAway(e, type, own, (earlier) => spotPrice(earlier, type, strike, underlyingPrice), (earlier) => spotPriceBound(earlier, type, strike, underlyingPrice))
        : own;
    },
    priceAtOpen(date: string, prevDate: string, expiry: string, type: OptionType, strike: number, open: number): number {
      const close = expiryContext(prevDate, expiry);
      if (close === undefined) return Number.NaN;
      // A gap that was the stock's report: the previous close's surface without that report's
      // event variance, which the market drops once the news is out (vol-anchors.ts reportGap),
      // shifted by the run's points like every surface of the chain.
      const spent = answers.day(date).day?.reportGapSurface(prevDate);
      const known = (c: ExpiryContext): ExpiryContext => spent === undefined ? c : {
        ...c,
        day: { ...c.day, surface: spent },
        surface: expirySurface(c.day.cls, spent, c.forward, c.years, tradingSessionsBetween(prevDate, c.expiry), volShift, wingTilt),
      };
      const splits = input.splits ?? [];
      const previousUnits = laterSplitFactor(splits, prevDate) / laterSplitFactor(splits, date);
      const o = { date, type, strike, open, previousUnits };
      const own = openPrice(known(close), o);
      // The calendar floor the close's quote had (calendar-floor.ts), on the same open.
      return AMERICAN_EXERCISE[close.day.cls] ? flooredAway(close, type, own, (earlier) => openPrice(known(earlier), o), (earlier) => openPriceBound(known(earlier), o)) : own;
    },
    openAfterReport: (date, prevDate) => answers.day(date).day?.reportGapSurface(prevDate) !== undefined,
    // The contract's own lattice decides, not the calendar floor its quote has (calendar-floor.ts):
    // floored at the earlier expiries' continuation it flipped 2 of 62,904 exercises at the eves of
    // six tickers to hold, by about a cent past the tolerance (the pricer's error) where the quote
    // was the exercise value, and raised a writer's result; floored at the quote's price, 312, which
    // prices the forecast dividend, not the one going ex (README, calendar floor; the golden test
    // test/golden/calendar-floor.test.ts pins the IWM case).
    americanExercise(date, expiry, type, strike, exDividend) {
      const e = expiryContext(date, expiry);
      if (e === undefined || !AMERICAN_EXERCISE[e.day.cls] || !(strike > 0)) return undefined;
      return americanExercise(e, type, strike, exDividend);
    },
    source: () => 'modeled',
    // The width this chain quotes a contract of `expiry` priced `price` on `date` (modeled-quote.ts
    // quoteWidth, the day's and the expiry's inputs), around `price`, each side on the tick rounded
    // outward: the spread imputed to a vendor's last-price-only quote (last-only-spread.ts).
    spreadAround(date: string, expiry: string, price: number) {
      const e = expiryContext(date, expiry);
      if (e === undefined || !(price >= 0)) return undefined;
      const { day } = e;
      return outwardSpread(day.tick, price, quoteWidth(day.cls, price, e.surface.atm, day.vixSurge, day.vixRange, e.dte, day.realisedVol));
    },
    // The far put tail starts at z = −TAIL_START on this z (chain-rules.ts section 3); the SKEW note reads it (skew-tail-note.ts).
    smileZ(date: string, expiry: string, strike: number) {
      const e = strike > 0 ? expiryContext(date, expiry) : undefined;
      return e === undefined ? undefined : strikeZ(e.surface, strike);
    },
    // Only the SKEW note asks, for the days it counts (a butterfly check a day, not a strip).
    quotedSkewShortfall(date: string) {
      const day = dayContext(date);
      return day?.skewShortfall === undefined ? undefined : quotedSkewShortfall(day.skewShortfall, day.surface);
    },
    volModel(date: string) {
      const day = dayContext(date);
      if (day === undefined) return undefined;
      return { anchor: day.anchor, ...(day.fallback ? { fallback: day.fallback } : {}), ...(day.skewShortfall === undefined ? {} : { skewShortfall: day.skewShortfall }) };
    },
  };
}
