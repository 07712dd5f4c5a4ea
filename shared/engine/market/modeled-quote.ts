/**
 * One modeled contract on one day: its price and greeks on the modeled surface (escrowed BSM for
 * the European class, the American pricer of american-price.ts for stocks and ETFs), bid/ask on the
 * tick grid, volume and open interest. Rules: chain-rules.ts sections 4-6.
 */
import type { AmericanExercise, OptionQuote, OptionType } from './market-data';
import { bsm, bsmPriceDelta, exercised, impliedVol, intrinsicValue, type BsmInput, type BsmResult, type PriceDelta } from './black-scholes';
import { EXERCISE_TOLERANCE, PREMIUM_NEGLIGIBLE, americanPriceBoundOf, americanPriceOf, dividendsAfter, eveOf, latticeAmerican, type AmericanInput, type AmericanValue, type CashDividends } from './american-price';
import { escrowedSpot } from './dividend-forecast';
import { MIN_WIDTH, SQRT_WIDTH, REL_WIDTH, WIDTH_READS_REALISED, WIDTH_VOL_POWER, WIDTH_VOL_REFERENCE, LONG_DATED_WIDTH_FROM, LONG_DATED_WIDTH_PER, LONG_DATED_WIDTH_MAX, FLOOR_WIDENS_FROM, FLOOR_VOL_DAYS, QUOTE_WIDTH_LIMIT, LIMIT_WIDENS_FROM_ATM, LIMIT_ATM_POWER, DEEP_REL_WIDTH, AMERICAN_EXERCISE, SURGE_WIDTH_FROM, VIX_RANGE_WIDTH_FROM, tickSize, roundTo, type TickerClass, type TickGrid } from './chain-rules';
import { liquidityRate, type LiquidityMeasure } from './liquidity-model';
import { strikeVol, strikeZ, type ExpirySurface } from './vol-surface';
import type { DayContext } from './day-context';
import { occSymbol } from './strikes';
import { calendarFloored, floorsAcross, type CalendarFloored } from './calendar-floor';

/** One expiry of one day: everything the contracts of that expiry share. */
export interface ExpiryContext {
  day: DayContext;
  expiry: string;
  dte: number;
  years: number;
  forward: number;
  /** The spot less the present value of the dividends expected before expiry (escrowed BSM). */
  pricingSpot: number;
  root: string;
  monthly: boolean;
  surface: ExpirySurface;
  /** The dividends expected after the day and by expiry (years from the day): the American pricer's. */
  dividends: CashDividends;
  /**
   * The American prices of this expiry's contracts by strike, calls and puts (made when first asked):
   * a selection probes a contract and then quotes it, and a day's mark quotes it again.
   */
  american?: { call: Map<number, AmericanValue>; put: Map<number, AmericanValue> };
  /**
   * The previous listed expiry of the same day and chain (undefined: none), whose contracts floor
   * this expiry's American prices (calendar-floor.ts), and those floored prices by strike.
   */
  earlier?: () => ExpiryContext | undefined;
  /** `earlier`'s answer once asked, null for none (modeled-chain.ts earlierOf). */
  previous?: ExpiryContext | null;
  floored?: { call: Map<number, CalendarFloored>; put: Map<number, CalendarFloored> };
}

/** WIDTH_VOL_REFERENCE^(¼ − WIDTH_VOL_POWER) by class, computed once (a pow per quote otherwise). */
const VOL_SCALE_FACTOR: Readonly<Record<TickerClass, number>> = {
  index: WIDTH_VOL_REFERENCE.index ** (0.25 - WIDTH_VOL_POWER.index),
  etf: WIDTH_VOL_REFERENCE.etf ** (0.25 - WIDTH_VOL_POWER.etf),
  stock: WIDTH_VOL_REFERENCE.stock ** (0.25 - WIDTH_VOL_POWER.stock),
};

/**
 * The minimum width (chain-rules.ts FLOOR_WIDENS_FROM): MIN_WIDTH, widened with the vol left to the
 * contract's expiry, `vol` (points, the one the √price term reads) · √(dte / FLOOR_VOL_DAYS), past
 * the class's FLOOR_WIDENS_FROM, to the class's WIDTH_VOL_POWER.
 */
function minWidth(cls: TickerClass, vol: number, dte: number): number {
  const left = (vol * Math.sqrt(Math.max(dte, 0) / FLOOR_VOL_DAYS)) / FLOOR_WIDENS_FROM[cls];
  return left > 1 ? MIN_WIDTH[cls] * left ** WIDTH_VOL_POWER[cls] : MIN_WIDTH[cls];
}

/**
 * The bid/ask width of rule 5 before the tick grid. `atmVol` is the ATM vol of the contract's expiry
 * (a fraction) and `realisedVol` the underlying's recent realised vol (0: unknown or not read): the
 * √price term grows with a power of √(atm × realised) (WIDTH_VOL_POWER; the ATM alone without a
 * realised vol), so a stressed day, and the weeks its hedges keep costing, are quoted wider; a
 * VIX surge (`vixSurge`, day-context.ts) past SURGE_WIDTH_FROM widens the whole quote in proportion;
 * a day whose VIX range (`vixRange`, ln(high/low)) passes VIX_RANGE_WIDTH_FROM widens the vol-risk
 * part (the minimum and the √price term) in proportion, not the price-proportional part that sets
 * in-the-money quotes (mostly delta, hedged in the underlying at once), which stops at the exchange's
 * maximum electronic quote width (QUOTE_WIDTH_LIMIT, wider on a volatile day) until
 * DEEP_REL_WIDTH · price passes it. An expiry more than LONG_DATED_WIDTH_FROM days out widens the
 * vol-risk part in proportion to its days (`dte`; long-dated quotes carry more vega for longer, and
 * fewer market makers quote them). The minimum widens with the vol left to expiry (`minWidth`).
 */
export function quoteWidth(cls: TickerClass, price: number, atmVol: number, vixSurge = 1, vixRange = 0, dte = 0, realisedVol = 0): number {
  // Only a class that reads the realised vol blends it in (the others' rule was chosen on the ATM
  // alone), and a negative ATM counts as 0 either way (a √ of it would be NaN).
  const atm = Math.max(atmVol, 0);
  const vol = (WIDTH_READS_REALISED[cls] && realisedVol > 0 ? Math.sqrt(atm * realisedVol) : atm) * 100;
  const power = WIDTH_VOL_POWER[cls];
  const volScale = power === 0.25 ? Math.sqrt(Math.sqrt(vol)) : VOL_SCALE_FACTOR[cls] * vol ** power;
  const surge = Math.max(vixSurge / SURGE_WIDTH_FROM[cls], 1);
  const volOfVol = Math.max(vixRange / VIX_RANGE_WIDTH_FROM[cls], 1);
  const longDated = Math.min(1 + Math.max(dte - LONG_DATED_WIDTH_FROM[cls], 0) / LONG_DATED_WIDTH_PER[cls], LONG_DATED_WIDTH_MAX[cls]);
  const volRisk = volOfVol * longDated * Math.max(minWidth(cls, vol, dte), SQRT_WIDTH[cls] * volScale * Math.sqrt(price));
  // In the money the quote is mostly delta risk, hedged in the underlying at once: a share of the
  // price up to the exchange's maximum electronic width, and past that only a smaller share.
  const limit = QUOTE_WIDTH_LIMIT[cls] * Math.max(atmVol / LIMIT_WIDENS_FROM_ATM, 1) ** LIMIT_ATM_POWER;
  const deltaRisk = Math.max(Math.min(REL_WIDTH[cls] * price, limit), DEEP_REL_WIDTH[cls] * price);
  return surge * Math.max(volRisk, deltaRisk);
}

/** Bid, ask and last around a model price (rule 5), in the prices that traded that day, on the class's tick grid of the day (`grid`: chain-rules.ts tickGrid). */
export function quoteAround(cls: TickerClass, grid: TickGrid, price: number, atmVol: number, vixSurge = 1, vixRange = 0, dte = 0, realisedVol = 0): { bid: number; ask: number; last: number } {
  return quoteWithWidth(cls, grid, price, quoteWidth(cls, price, atmVol, vixSurge, vixRange, dte, realisedVol));
}

/** Bid, ask and last of a quote `width` wide around `price`, on `grid` (the class's tick grid of the day). */
export function quoteWithWidth(cls: TickerClass, grid: TickGrid, price: number, width: number): { bid: number; ask: number; last: number } {
  return quoteWithWidthInto({ bid: 0, ask: 0, last: 0 }, cls, grid, price, width);
}

/**
 * A modeled contract's quote sides, written into one object the constructor reads at once (the
 * engine is single-threaded): not an object per contract priced, of which a model-risk run makes
 * some 50,000.
 */
const quoteSides = { bid: 0, ask: 0, last: 0 };

/** quoteWithWidth written into `out` (returned). */
function quoteWithWidthInto(out: { bid: number; ask: number; last: number }, cls: TickerClass, grid: TickGrid, price: number, width: number): { bid: number; ask: number; last: number } {
  const lowTick = tickSize(grid, Math.max(price - width / 2, 0));
  const highTick = tickSize(grid, price + width / 2);
  // Index quotes are a whole number of ticks wide, placed around the price (as quoted on SPXW);
  // the others keep each side rounded outward.
  const bid = Math.max(roundTo(price - width / 2, lowTick, cls === 'index' ? 'nearest' : 'down'), 0);
  const ask = cls === 'index'
    ? Math.max(roundTo(bid + Math.max(Math.round(width / highTick), 1) * highTick, highTick, 'nearest'), highTick)
    : Math.max(roundTo(price + width / 2, highTick, 'up'), highTick);
  const last = Math.min(Math.max(roundTo(price, tickSize(grid, price), 'nearest'), bid), ask);
  out.bid = bid;
  out.ask = ask;
  out.last = last;
  return out;
}

/**
 * The model price of a contract (chain-rules.ts section 4): escrowed BSM on `input` for the European
 * class; for an American-style class the American price (american-price.ts) on the same inputs and
 * `dividends` (years from the pricing moment), never below the intrinsic value against `spot`, the
 * real underlying price (`input.spot` is the escrowed one). Every modeled price goes through here or
 * through `americanValue`: the quote, `priceAt` and `priceAtOpen` (modeled-chain.ts, open-price.ts).
 */
export function modelPrice(e: ExpiryContext, input: BsmInput, spot: number, dividends: CashDividends = e.dividends): PriceDelta {
  if (!AMERICAN_EXERCISE[e.day.cls]) return bsmPriceDelta(input.type, input.spot, input.strike, input.years, input.rate, input.dividendYield, input.vol);
  const a = americanValue(input, dividends);
  const floor = intrinsicValue(input.type, input.strike, spot);
  return a.price >= floor ? a : exercised(input.type, input.strike, spot);
}

/** The American pricer on a contract's BSM inputs (q is 0 for a discrete payer: its dividends are `dividends`). */
export function americanValue(input: BsmInput, dividends: CashDividends): AmericanValue {
  return americanPriceOf(input.type, input.spot, input.strike, input.years, input.rate, input.vol, dividends);
}

/**
 * The greeks of the American price `price` in the units of black-scholes.ts, by finite differences
 * of the pricer (no closed form exists): gamma over ±1% of the escrowed spot, theta over one
 * calendar day (the dividends one day nearer), vega over +1 vol point; the delta is the lattice's
 * (american-price.ts) and rho the European one's (the rate moves the exercise boundary little, and
 * a bump of it would cost one more lattice for a greek no rule reads).
 */
export function americanGreeks(input: BsmInput, dividends: CashDividends, price: number, delta: number): BsmResult {
  const h = input.spot * 0.01;
  const up = priceChanged(input, { spot: input.spot + h }, dividends);
  const down = priceChanged(input, { spot: input.spot - h }, dividends);
  const day = 1 / 365;
  const later = input.years > day ? priceChanged(input, { years: input.years - day }, dayLater(dividends, day)) : intrinsicValue(input.type, input.strike, input.spot);
  return {
    price,
    delta,
    gamma: Math.max((up - 2 * price + down) / (h * h), 0),
    theta: later - price,
    vega: priceChanged(input, { vol: input.vol + 0.01 }, dividends) - price,
    rho: bsm(input).rho,
  };
}

/**
 * The American price on `input` changed by `change` (a module function, not a closure per call:
 * under tsx each named closure costs an Object.defineProperty, esbuild's keep-names).
 */
function priceChanged(input: BsmInput, change: Partial<BsmInput>, d: CashDividends): number {
  return americanValue({ ...input, ...change }, d).price;
}

/**
 * dayLater's answer per dividends object and `days`: an expiry's contracts share one dividends
 * object, so their thetas share the later one too (and the lattice's per-dividends terms with it,
 * american-price.ts offsetTerms). The same values as a fresh copy: the arrays are never changed.
 */
const laterDividends = new WeakMap<CashDividends, { days: number; later: CashDividends }>();

/** The same dividends seen `days` (years) later: nearer, and those that went ex gone. */
function dayLater(d: CashDividends, days: number): CashDividends {
  const kept = laterDividends.get(d);
  if (kept !== undefined && kept.days === days) return kept.later;
  const later = dividendsLater(d, days);
  laterDividends.set(d, { days, later });
  return later;
}

function dividendsLater(d: CashDividends, days: number): CashDividends {
  const years: number[] = [];
  const amounts: number[] = [];
  const eves: number[] = [];
  for (let i = 0; i < d.years.length; i++) {
    const t = (d.years[i] as number) - days;
    if (t > 0) {
      years.push(t);
      amounts.push(d.amounts[i] as number);
      eves.push(eveOf(d, i) - days);
    }
  }
  return { years, amounts, eves };
}

/**
 * Lattice steps of the early-exercise decision (american-exercise below): finer than the quote's
 * LATTICE_STEPS, as the decision weighs a cent; asked only when the European price, which the held
 * American option is worth at least, does not already say hold.
 */
export const EXERCISE_STEPS = 201;

/**
 * What a contract of `e` is worth held past the day's close against exercised at it
 * (OptionChainProvider.americanExercise): the lattice's continuation value at its root. A call the
 * day before an ex-date (`exDividend`: the dividend going ex `days` calendar days later) is priced
 * with that dividend in place of the chain's forecast of its next one.
 */
export function americanExercise(e: ExpiryContext, type: OptionType, strike: number, exDividend?: { amount: number; days: number }): AmericanExercise {
  const { day } = e;
  const exercise = intrinsicValue(type, strike, day.spot);
  let dividends = e.dividends;
  if (exDividend !== undefined && exDividend.days <= e.dte) {
    const years = [exDividend.days / 365, ...dividends.years.slice(1)];
    const amounts = [exDividend.amount, ...dividends.amounts.slice(1)];
    // Asked at the last close before the ex-date: exercising now is the only way to the dividend
    // (its eve is now, even when the ex-date is a Monday three calendar days on).
    const eves = [0, ...dividends.years.slice(1).map((_, i) => eveOf(dividends, i + 1))];
    dividends = { years, amounts, eves };
  }
  // Every dividend here goes ex after the day (years > 0): their present value now.
  const pv = dividendsAfter(dividends, 0, day.rate);
  const input: AmericanInput = { type, escrowed: escrowedSpot(day.spot, pv), strike, years: e.years, rate: day.rate, vol: modelVol(e, strike), dividends };
  // Held, the option is worth at least the European one: when that is over the exercise value by
  // more than the tolerance, the holder keeps it, and no lattice is needed.
  const european = bsmPriceDelta(type, input.escrowed, strike, input.years, input.rate, 0, input.vol).price;
  if (!(exercise > 0) || european > exercise + EXERCISE_TOLERANCE) return { hold: Math.max(european, exercise), exercise };
  return { hold: latticeAmerican(input, EXERCISE_STEPS).hold, exercise };
}

/**
 * A contract's American price on its own expiry's lattice at the surface's vol (memoised per
 * expiry context): the chain's price before the calendar floor (calendar-floor.ts).
 */
export function rawAmerican(e: ExpiryContext, type: OptionType, strike: number, vol?: number): AmericanValue {
  const priced = (e.american ??= { call: new Map(), put: new Map() })[type];
  let a = priced.get(strike);
  if (a === undefined) {
    // `vol`: modelVol(e, strike) when the caller has it already (the contract's constructor).
    a = americanPriceOf(type, e.pricingSpot, strike, e.years, e.day.rate, vol ?? modelVol(e, strike), e.dividends);
    priced.set(strike, a);
  }
  return a;
}

/** What `rawAmerican` of the contract is at most (american-price.ts americanPriceBound), with no lattice. */
export function americanBoundOf(e: ExpiryContext, type: OptionType, strike: number): number {
  return americanPriceBoundOf(type, e.pricingSpot, strike, e.years, e.day.rate, modelVol(e, strike), e.dividends);
}

/** The model vol of a contract (the vol `priceAt` reprices with). */
export function modelVol(e: ExpiryContext, strike: number): number {
  return strikeVol(e.surface, strikeZ(e.surface, strike));
}

/**
 * One modeled contract. Its price, quote and delta are computed up front; the id, the bid and ask
 * implied vols and the other greeks when read: each vol needs a root search (about half of a
 * contract's cost), and a contract selection only measures and filters contracts, it rarely reads
 * them; a daily mark reads the quote alone. So a selection and a mark probe `ModeledContract`s,
 * and what leaves the chain is always `toQuote()`: plain data in the contract's key order
 * (prototype getters would not survive JSON or a spread).
 */
export class ModeledContract implements OptionQuote {
  readonly call_or_put: OptionType;
  readonly strike: number;
  readonly expiry_date: string;
  readonly last_trade_price: number;
  readonly bid_price: number;
  readonly ask_price: number;
  readonly underlying_price: number;
  readonly delta: number;
  /** The surface's vol at the strike, which priced it (the implied vols' first guess). */
  readonly #vol: number;
  readonly #e: ExpiryContext;
  /**
   * How it was priced: 'european' (escrowed BSM: the index class, and a stock's or ETF's contract
   * whose early exercise is worth under half a cent), 'american' (the lattice of american-price.ts),
   * 'exercised' (an American contract worth its exercise value: its quote is that value ± the width,
   * made by no vol).
   */
  readonly #kind: 'european' | 'american' | 'exercised';
  /**
   * The contract's own lattice price, which its American greeks are read around: the price
   * (`#price`) may be the calendar floor's, the same contract of an earlier expiry (calendar-floor.ts).
   */
  #ownPrice = 0;
  /** The model price the quote was made around. */
  readonly #price: number;

  constructor(e: ExpiryContext, type: OptionType, strike: number) {
    const { day } = e;
    const z = strikeZ(e.surface, strike);
    const vol = strikeVol(e.surface, z);
    // modelPrice's price and delta, without the greeks that `#greeks` computes when first read (the
    // same numbers: bsmPriceDelta is bsm's, americanValue the pricer modelPrice reads), on the inputs
    // `#input` gives the greeks and the implied vols.
    let g: PriceDelta;
    let kind: 'european' | 'american' | 'exercised' = 'european';
    if (AMERICAN_EXERCISE[day.cls]) {
      // Never under the same contract of an earlier expiry (calendar-floor.ts): a floored contract
      // takes that price, and keeps its own lattice's delta and greeks (`own`, read around its own price).
      // A contract no earlier expiry floors is its own lattice's (calendarFloored's answer, without
      // its memo and result object: a put, or a call with no dividend before expiry, most probes).
      let a: AmericanValue;
      let own: AmericanValue;
      if (floorsAcross(e, type)) ({ value: a, own } = calendarFloored(e, type, strike, rawAmerican, americanBoundOf));
      else a = own = rawAmerican(e, type, strike, vol);
      const floor = intrinsicValue(type, strike, day.spot);
      g = a.price >= floor ? a : exercised(type, strike, day.spot);
      if (g.price > 0 && (g !== a || a.exercise >= a.hold)) kind = 'exercised';
      // The American greeks cost four more lattices: read where early exercise is worth something
      // (where it is worth under half a cent, the European greeks are the American price's to that).
      else if (own.lattice && own.price - own.european >= PREMIUM_NEGLIGIBLE) kind = 'american';
      this.#ownPrice = own.price;
    } else {
      g = bsmPriceDelta(type, e.pricingSpot, strike, e.years, day.rate, day.dividendYield, vol);
    }
    const { bid, ask, last } = quoteWithWidthInto(quoteSides, day.cls, day.tick, g.price, quoteWidth(day.cls, g.price, e.surface.atm, day.vixSurge, day.vixRange, e.dte, day.realisedVol));
    this.call_or_put = type;
    this.strike = strike;
    this.expiry_date = e.expiry;
    this.last_trade_price = last;
    this.bid_price = bid;
    this.ask_price = ask;
    this.underlying_price = day.spot;
    this.delta = g.delta;
    this.#vol = vol;
    this.#e = e;
    this.#kind = kind;
    this.#price = g.price;
  }

  /**
   * The contract's BSM inputs (escrowed spot, its expiry's years, the day's rate and yield, its
   * vol), made when the greeks or the implied vols are read: an object kept per contract was a
   * sixth of what a daily mark or a search allocated.
   */
  #input(): BsmInput {
    const e = this.#e;
    return { type: this.call_or_put, spot: e.pricingSpot, strike: this.strike, years: e.years, rate: e.day.rate, dividendYield: e.day.dividendYield, vol: this.#vol };
  }

  #g: BsmResult | undefined = undefined;

  /** The price and greeks modelPrice gives this contract (its price and delta are the fields above). */
  #greeks(): BsmResult {
    if (this.#g !== undefined) return this.#g;
    const kind = this.#kind;
    if (kind === 'exercised') return (this.#g = exercised(this.call_or_put, this.strike, this.#e.day.spot));
    if (kind === 'european') return (this.#g = bsm(this.#input()));
    // The American price's greeks, the delta the lattice gave (the field above) kept, read around
    // the contract's own lattice price (a calendar floor lifts the price, not the slopes).
    return (this.#g = { ...americanGreeks(this.#input(), this.#e.dividends, this.#ownPrice, this.delta), price: this.#price });
  }

  /** The surface's vol at the strike, which priced it (tests and measurements compare the pricer on the chain's own inputs). */
  get surfaceVol(): number {
    return this.#vol;
  }

  get gamma(): number {
    return this.#greeks().gamma;
  }

  get theta(): number {
    return this.#greeks().theta;
  }

  get vega(): number {
    return this.#greeks().vega;
  }

  get rho(): number {
    return this.#greeks().rho;
  }

  #volume = -1;

  /**
   * Volume and open interest (rule 6, liquidity-model.ts) are computed when read: for the contracts a
   * selection probes or a quote returns, not for every contract a chain lists.
   */
  get volume(): number {
    if (this.#volume < 0) this.#volume = this.#liquidity('volume');
    return this.#volume;
  }

  get open_interest(): number {
    return this.#liquidity('openInterest');
  }

  #liquidity(measure: LiquidityMeasure): number {
    const e = this.#e;
    return Math.floor(e.day.shareVolume() * liquidityRate(measure, e.day.cls, this.call_or_put, Math.abs(this.delta), e.dte, e.monthly, this.strike));
  }

  #id: string | undefined = undefined;

  /**
   * The OCC symbol as it traded that day (strings are allocations: built when first read). Kept
   * once built: a model-risk run holds its entries as contracts (band-run.ts bandMarket), whose
   * symbol the day loop reads every day the position is open (settlement.ts tradesOn).
   */
  get id(): string {
    return (this.#id ??= occSymbol(this.#e.root, this.#e.expiry, this.call_or_put, this.strike));
  }

  /**
   * Whether `other` has this contract's OCC symbol (`id`), compared by what the symbol is made of
   * (strikes.ts occSymbol: root, YYMMDD, C/P, the strike × 1000 rounded) without building either
   * string. The same answer as comparing the ids for two contracts of one ticker's chain: its roots
   * are the ticker or the ticker + 'W' (strikes.ts occRoot), so a root that differs differs at a
   * position where the other symbol has a digit, and with one root the date, the letter and the
   * strike sit at the same positions of both symbols.
   */
  sameSymbolAs(other: ModeledContract): boolean {
    if (this.#id !== undefined && other.#id !== undefined) return this.#id === other.#id;
    return this.#e.root === other.#e.root && this.#e.expiry === other.#e.expiry && this.call_or_put === other.call_or_put
      && Math.round(this.strike * 1000) === Math.round(other.strike * 1000);
  }

  /**
   * The bid's and the ask's implied vols, in the chain's European convention (the IV column describes
   * the surface, as before the American pricer): each inverted with escrowed European BSM on the same
   * inputs, from the quote less the early-exercise premium the American pricer added at the surface's
   * vol (0 for a contract priced European, so its vols are as they were). A contract worth its
   * exercise value was priced by no vol: its quote is the exercise value ± the width, and inverted
   * with the European formula its bid (below that value, which sits above the European price) has
   * no vol at all (0, N/A in the trade log) or one far above the surface (a deep AAPL call before an
   * ex-date: 40% where the chain quotes 15%). Its vols are the surface's vol at its strike, the vol
   * the model priced it at (the greeks are the exercise's: vega 0).
   */
  get bid_implied_volatility(): number {
    if (this.#kind === 'exercised') return this.#vol;
    const price = this.bid_price - this.#premium();
    return (price > 0 ? impliedVol(this.#input(), price, 1e-6, this.#vol) : undefined) ?? 0;
  }

  get ask_implied_volatility(): number {
    if (this.#kind === 'exercised') return this.#vol;
    return impliedVol(this.#input(), this.ask_price - this.#premium(), 1e-6, this.#vol) ?? 0;
  }

  /** The early-exercise premium at the surface's vol: the American price less the European one (0 when priced European). */
  #premium(): number {
    if (this.#kind === 'exercised') return 0;
    const i = this.#input();
    return this.#price - bsmPriceDelta(i.type, i.spot, i.strike, i.years, i.rate, i.dividendYield, i.vol).price;
  }

  toQuote(): OptionQuote {
    return {
      id: this.id,
      call_or_put: this.call_or_put,
      strike: this.strike,
      expiry_date: this.expiry_date,
      last_trade_price: this.last_trade_price,
      bid_price: this.bid_price,
      ask_price: this.ask_price,
      volume: this.volume,
      open_interest: this.open_interest,
      underlying_price: this.underlying_price,
      delta: this.delta,
      gamma: this.gamma,
      theta: this.theta,
      vega: this.vega,
      rho: this.rho,
      bid_implied_volatility: this.bid_implied_volatility,
      ask_implied_volatility: this.ask_implied_volatility,
    };
  }
}

/**
 * Whether two quotes of one ticker's chain are the same contract (the same `id`): for two modeled
 * contracts without building their symbols (ModeledContract.sameSymbolAs), which an entry's check
 * for legs that cancel (multileg/entry.ts cancellingLegs) would otherwise build on every try, ~2% of
 * a model-risk run's CPU (its tries are mostly refused: the ids are read for nothing else).
 */
export function sameContractId(a: OptionQuote, b: OptionQuote): boolean {
  return a instanceof ModeledContract && b instanceof ModeledContract ? a.sameSymbolAs(b) : a.id === b.id;
}

export function modeledQuote(e: ExpiryContext, type: OptionType, strike: number): OptionQuote {
  return new ModeledContract(e, type, strike).toQuote();
}
