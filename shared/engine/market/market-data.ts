/**
 * The seam between market data and the engine. The engine reads prices only through these
 * interfaces; loaders (bundled files, imported chains, synthetic test series) implement them.
 *
 * Invariants every implementation keeps:
 * - dates are ISO `YYYY-MM-DD` strings of NYSE trading days, ascending;
 * - prices, strikes and dividends are in the units that traded that day (as a broker showed them:
 *   not split-adjusted, not dividend-adjusted); `splits` says when those units changed;
 * - nothing answered for day t depends on data after t (no look-ahead): a chain or indicator for
 *   day t is computed from bars up to and including t.
 */

/** `ratio` new shares per old share, effective (first traded in the new units) on `date`. */
export interface Split {
  date: string;
  ratio: number;
}

/** One trading day of an underlying. */
export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A cash dividend per share, paid to holders of record before `exDate`. */
export interface Dividend {
  exDate: string;
  amount: number;
}

export type OptionType = 'call' | 'put';

/** Which data priced a contract: the Black-Scholes-Merton chain model, or an imported real chain. */
export type DataSource = 'modeled' | 'imported';

/** One option contract on one day: every field of the spec's full Contract. */
export interface OptionQuote {
  /** OCC symbol, e.g. SPY250117C00600000 */
  id: string;
  call_or_put: OptionType;
  strike: number;
  expiry_date: string;
  last_trade_price: number;
  bid_price: number;
  ask_price: number;
  volume: number;
  open_interest: number;
  underlying_price: number;
  delta: number;
  gamma: number;
  theta: number;
  vega: number;
  rho: number;
  bid_implied_volatility: number;
  ask_implied_volatility: number;
  /** Which data priced this quote (optional: older saved results lack it). */
  quote_source?: 'modeled' | 'imported';
  /** Imported from a last-price-only layout (LEAN, Polygon day aggregates): bid = ask = the vendor's last price. */
  last_only?: boolean;
  /**
   * A modeled quote on an imported day whose prices were held to that day's real quotes of the
   * neighbouring strikes of its expiry and type (real-neighbour-bound.ts). Absent otherwise.
   */
  neighbour_bounded?: boolean;
}

/** Option chains of one underlying, day by day. */
export interface OptionChainProvider {
  /** Expirations listed on `date` (on or after it), ascending. */
  expirations(date: string): readonly string[];
  /**
   * Optional: the day numbers (calendar.ts toDayNumber) of `expirations(date)`, in its order. The
   * model-risk runs' chains share them (day-listings.ts), so picking an
   * expiration does not parse the same dates again in every run. Undefined when it cannot say.
   */
  expirationDays?(date: string): ArrayLike<number> | undefined;
  /** Every listed contract of one expiration and type on `date`, strikes ascending. */
  chain(date: string, expiry: string, type: OptionType): readonly OptionQuote[];
  /**
   * Optional, for targeted selection: the strikes `chain(date, expiry, …)` would list (calls and
   * puts share them), ascending, without pricing any contract; each one priced by `quote` equals
   * its chain entry. Undefined when the provider cannot answer cheaply (the engine then scans the
   * whole chain, which also validates every row of imported data).
   */
  strikes?(date: string, expiry: string): readonly number[] | undefined;
  /**
   * Optional: the first of `strikes(date, expiry)` without listing them (undefined when the provider
   * cannot answer cheaply or lists none). Lets the engine see that cash secures no put at all.
   */
  lowestStrike?(date: string, expiry: string): number | undefined;
  /**
   * Optional: the lowest strike among the puts of `expiry` on `date` with volume >= `minVolume`,
   * answered only when every put of that chain passes checkQuote (so a scan of it would neither
   * fail nor miss for volume); undefined otherwise or when no put has that volume. Lets the engine
   * see, on a day of imported data, that cash secures none of the puts a selection could pick.
   */
  lowestLiquidPut?(date: string, expiry: string, minVolume: number): number | undefined;
  /** One contract on `date`, or undefined when it is not listed or has no data that day. */
  quote(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined;
  /**
   * Optional, for targeted selection: the same contract as `quote`, whose fields may be computed
   * when read (the modeled chain inverts implied vols lazily). For measuring and filtering only:
   * what a selection returns comes from `quote`.
   */
  probe?(date: string, expiry: string, type: OptionType, strike: number): OptionQuote | undefined;
  /**
   * Optional, for targeted selection by delta on a modeled day: a strike of `strikes(date, expiry)`
   * near where the deltas of that expiry and type reach `delta`, found without pricing a contract
   * (modeled: delta-seed.ts); NaN when unknown. A seed for speed alone.
   */
  deltaSeed?(date: string, expiry: string, type: OptionType, delta: number): number;
  /**
   * The model price of a contract on `date` if the underlying stood at `underlyingPrice`,
   * with that day's implied vol of the contract (the marks of a contract missing from the chain).
   */
  priceAt(date: string, expiry: string, type: OptionType, strike: number, underlyingPrice: number): number;
  /**
   * The model price of a contract at `date`'s open, the underlying at `open`, from what was known
   * at the open (catch stop loss: its gap fill at the open, and its trigger at the day's high or
   * low, asked with that price as `open`, as if it came at the open): the modeled chain prices it on the surface of
   * `prevDate`, the session before, moved to the open's spot (sticky strike, modeled-chain.ts
   * openPrice), with the time to expiry as of the open; `date`'s own implied vols are set at its
   * close and were not known yet. An imported day keeps `priceAt`'s rule (the close's vol): the
   * vendor files hold closes only. NaN when the contract cannot be priced. When the overnight gap
   * was the stock's earnings report, the previous surface is taken without that report's event
   * variance, which the market drops once the news is out (openAfterReport).
   */
  priceAtOpen(date: string, prevDate: string, expiry: string, type: OptionType, strike: number, open: number): number;
  /**
   * Optional: true when a modeled `date`'s open gapped on the stock's report, so priceAtOpen took
   * the report's event variance out of `prevDate`'s surface (vol-anchors.ts reportGap).
   */
  openAfterReport?(date: string, prevDate: string): boolean;
  /**
   * Optional (a day the model prices, a stock or ETF: American options): what a contract is worth
   * held past `date`'s close against what exercising it at that close pays, by the chain's American
   * pricer (american-price.ts) on the contract's vol, the day's rate and the dividends the chain
   * expects; for a call the day before an ex-date, `exDividend` is the dividend going ex `days`
   * calendar days later, which replaces the chain's forecast of its next one. Undefined on an
   * imported day (its real quotes decide: strategy/early-put-exercise.ts) and for SPX (European).
   */
  americanExercise?(date: string, expiry: string, type: OptionType, strike: number, exDividend?: { amount: number; days: number }): AmericanExercise | undefined;
  /** Which data priced contracts of this underlying on `date`. */
  source(date: string): DataSource;
  /**
   * Optional: true on a day inside the imported data's span (after its first day, before its last)
   * that the imported data lack entirely. The model prices such a day, so a trade on it is flagged.
   */
  importedGap?(date: string): boolean;
  /**
   * Optional: true when the imported day holds a row for the contract that is not quoted because it
   * is a pre-split ghost (pre-split-ghosts.ts): the model answers it, and a trade's reason says why.
   */
  preSplitGhost?(date: string, expiry: string, type: OptionType, strike: number): boolean;
  /**
   * Optional (a chain combining imported and modeled days, create-market-data.ts combineChains):
   * how many answers the model has given so far on days the imported data cover (contracts the
   * vendor lacked that day): the runs on this chain read that many modeled prices of real days.
   */
  modeledOnImported?(): number;
  /**
   * Optional: what anchored the modeled surface on `date` (e.g. 'VIX', 'VXN', 'single-name model')
   * and the documented fallback it used, if any (chain-rules.ts section 3); undefined on days the
   * model does not price. `skewShortfall` (SPX and SPY, a day with a SKEW close): how many SKEW
   * points the fitted put tail fell short of Cboe's SKEW (vol-anchors.ts AnchoredDay.skewShortfall).
   */
  volModel?(date: string): { anchor: string; fallback?: string; skewShortfall?: number } | undefined;
  /**
   * Optional (a day the model prices): the strike's standardised moneyness on the day's smile,
   * z = ln(K/F) / (atm(T)·√T) at the expiry's forward and ATM vol (vol-surface.ts strikeZ); the far
   * put tail starts at z = −TAIL_START (chain-rules.ts section 3). Undefined on an imported day.
   */
  smileZ?(date: string, expiry: string, strike: number): number | undefined;
  /**
   * Optional (SPX and SPY, a modeled day with a SKEW close): how many SKEW points the 30-day smile
   * as quoted, its tail cut for butterflies, falls short of Cboe's SKEW (vol-index-formulas.ts
   * quotedSkewShortfall). At least volModel's skewShortfall where the fitted tail is fat (a cut
   * lowers the quoted SKEW), but under it on a day whose tail is thin, negative, and cut towards 0,
   * which raises the quoted SKEW (audit 19 F4: SPX 2018-02-05 quoted −5.55 against fitted −0.0003).
   * The SKEW note reads it only on days it counts (fitted over SKEW_SHORTFALL_NOTE_FROM, a fat tail).
   * Undefined on an imported day.
   */
  quotedSkewShortfall?(date: string): number | undefined;
}

/** A contract held past a close against exercised at it, per share (OptionChainProvider.americanExercise). */
export interface AmericanExercise {
  hold: number;
  exercise: number;
}

/** Everything the engine reads for one backtest of one underlying. */
export interface MarketData {
  ticker: string;
  /**
   * Every bar the dataset has for the ticker, ascending, in the prices that traded that day; the
   * engine clips to the request's range.
   */
  bars: readonly Bar[];
  /** Cash per share of the shares of the ex-date. */
  dividends: readonly Dividend[];
  /**
   * The first day the bars hold the dividends in the price (an auto-adjusted tail: none listed from
   * it, no ex-date drop); the chain expects no dividend from it (dividend-forecast.ts).
   */
  dividendsInPriceFrom?: string;
  /** Splits of the ticker, ascending (none when absent): the engine applies them to the account. */
  splits?: readonly Split[];
  /** VIX close on `date`, or undefined when there is none. */
  vix(date: string): number | undefined;
  /** Annualised risk-free rate as a fraction (3-month T-bill, DGS3MO / 100) in force on `date`. */
  riskFreeRate(date: string): number;
  options: OptionChainProvider;
  /**
   * Optional: the same market with every quoted vol of the modeled surface, at every strike and
   * expiry, shifted by `points` vol points (imported days unchanged): the model-risk runs
   * (strategy/model-risk.ts, vol-surface.ts expirySurface), tilted by `wingTilt` (default the
   * band's, chain-rules.ts MODEL_RISK_WING_TILT; 0 for a parallel shift).
   */
  withVolShift?(points: number, wingTilt?: number): MarketData;
}
