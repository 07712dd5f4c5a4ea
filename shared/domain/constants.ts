/**
 * The business constants of the spec (section 9, plus the defaults and bounds of sections 3 and 5).
 * One source for the engine, the handlers and the frontend: nothing else writes these numbers.
 */

/** Free backtests a new (or signed-out) user has. */
export const FREE_BACKTESTS_DEFAULT = 3;
/** Length of the Pro trial. */
export const TRIAL_DAYS = 7;

/** Pro: $49.99 a month, shown with $99.99 struck through and a '50% OFF' badge; renews monthly. */
export const PRO_PRICE_USD = 49.99;
export const PRO_PRICE_CENTS = 4999;
export const PRO_STRUCK_PRICE_USD = 99.99;
export const PRO_DISCOUNT_LABEL = '50% OFF';
export const PRO_BILLING_INTERVAL = 'month';
export const PRO_CURRENCY = 'usd';
export const PRO_FEATURES = [
  'Unlimited backtests',
  'Covered calls and spreads',
  'Performance analytics',
  'Full trade logs and charts',
] as const;
/**
 * Beside the spec's list (section 9, silent on them): features added since that the server keeps
 * for Pro (a 402 and the paywall for anyone else), so the paywall names everything it unlocks.
 */
export const PRO_FEATURES_ADDED = ['Parameter sweeps', 'Read-only share links'] as const;

/** Job polling (spec section 9): first wait 2 s, x1.8 each time (x2 after a network failure), capped at 60 s, give up after 15 minutes. */
export const POLL_INITIAL_DELAY_MS = 2000;
export const POLL_BACKOFF_FACTOR = 1.8;
export const POLL_NETWORK_BACKOFF_FACTOR = 2;
export const POLL_MAX_DELAY_MS = 60_000;
export const POLL_TIMEOUT_MS = 900_000;

/** Date pickers: min and max selectable dates (spec section 5). */
export const DATE_MIN = '2010-01-01';
export const DATE_MAX = '2025-12-31';

/** Quick ticker choices, in the spec's order (filterable by text). */
export const QUICK_TICKERS = [
  'SPY', 'QQQ', 'IWM', 'SPX', 'NVDA', 'TSLA', 'BABA', 'AAPL', 'PLTR', 'MSTR',
  'GOOGL', 'AMD', 'MSFT', 'AMZN', 'META', 'AVGO', 'HOOD', 'NFLX', 'GLD',
] as const;

/** Defaults (spec section 9). */
export const DEFAULT_STARTING_BALANCE = 100_000;
/** Ticker of the standard (spreads) request when none is given. */
export const DEFAULT_STANDARD_TICKER = 'TSLA';
/** Ticker of the covered form. */
export const DEFAULT_COVERED_TICKER = 'SPY';
export const DEFAULT_MIN_VOLUME = 100;
/** Shares per covered position unit: one option contract covers 100 shares. */
export const DEFAULT_SHARES_MULTIPLE = 100;
export const SHARES_PER_CONTRACT = 100;
export const DEFAULT_MAX_MARGIN_PER_PORTFOLIO_PCT = 100;
export const DEFAULT_MAX_MARGIN_PER_POSITION_PCT = 20;
export const DEFAULT_MAX_OPEN_POSITIONS = 1;
export const DEFAULT_DTE_TARGET = 30;
/**
 * Trading costs of a NEW request (issue 14 item 6): what a US retail trader pays. $0.65 per option
 * contract per fill (the standard rate at Schwab, Fidelity and E*Trade); each fill gives up 25 % of
 * the bid/ask spread from the base price toward the natural price (the ask when buying, the bid
 * when selling), i.e. a fill 75 % of the way from the favourable side: ORATS' default for a
 * single-leg trade (75 %) and the top of WhisperTrades' '60 % to 75 %' guidance.
 */
export const DEFAULT_COMMISSION_PER_CONTRACT = 0.65;
export const DEFAULT_SLIPPAGE_PCT_OF_SPREAD = 25;
/**
 * Whether a NEW request pays the exchange's transaction fee on proprietary index options (SPX and
 * SPXW: Cboe's customer fee, passed through by every retail broker on top of its commission;
 * shared/engine/execution/exchange-fees.ts has the rates and their sources).
 */
export const DEFAULT_EXCHANGE_FEES = true;
/**
 * The costs of requests saved before those defaults existed: none (they ran frictionless), and no
 * exchange fee (requests saved before `exchange_fees` existed ran without it).
 */
export const LEGACY_COSTS = { commission_per_contract: 0, slippage_pct_of_spread: 0, exchange_fees: false } as const;
export const DEFAULT_DELTA_TARGET = 0.3;
export const STARTING_BALANCE_MIN = 1000;
export const STARTING_BALANCE_STEP = 1000;
export const DEFAULT_COVERED_STRATEGY_NAME = 'Covered Strategy';

/** A new spreads form's name (the spec names none; a loaded one without a name is 'Loaded Strategy'). */
export const DEFAULT_SPREADS_STRATEGY_NAME = 'My Strategy';
/** Days of week a covered strategy may enter: indices 0-4 are Monday to Friday. */
export const ALL_WEEKDAYS = [0, 1, 2, 3, 4] as const;

/** New leg (spreads builder): long call, quantity 1, dte 30, delta target 0.3. */
export const NEW_LEG = {
  side: 'long',
  option_type: 'call',
  quantity: 1,
  dte_target: 30,
  target_strike_condition: { type: 'delta', value: 0.3 },
  entry_conditions: [],
  children: [],
} as const;

/** New child leg: long call, strike offset 0, tolerance 0, dte 30, quantity 1. */
export const NEW_CHILD_LEG = {
  side: 'long',
  option_type: 'call',
  quantity: 1,
  dte_target: 30,
  strike_offset: 0,
  strike_offset_tolerance: 0,
  entry_conditions: [],
} as const;

/** New entry filter: delta with no min and no max. */
export const NEW_ENTRY_FILTER = { type: 'delta', min_value: null, max_value: null } as const;

/** New exit condition (spreads): percentage_profit at 10. */
export const NEW_EXIT_CONDITION = { type: 'percentage_profit', value: 10 } as const;

/** Defaults when a saved spreads strategy is loaded (spec section 5). */
export const LOADED_STRATEGY_DEFAULTS = {
  name: 'Loaded Strategy',
  ticker: 'SPY',
  starting_balance: 100_000,
  max_open_positions: 1,
  max_margin_percentage_per_position: 20,
  max_margin_percentage_per_portfolio: 100,
  min_volume: 100,
  dte_target: 30,
  delta: 0.3,
} as const;

/** Confirmation and alert texts (spec section 9). */
export const CANCEL_CONFIRM_TEXT =
  'Are you sure you want to cancel your subscription? Your access will continue until the end of the billing period.';
export const CANCEL_SUCCESS_TEXT = 'Cancellation scheduled. Your subscription will end at the current period.';
export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this backtest? This action cannot be undone.';

/** Help popover of Catch Stop Loss (spec section 9). */
export const CATCH_STOP_LOSS_HELP =
  'Estimates intraday stop triggers from high and low prices using Black-Scholes, because only end-of-day data is available.';

/** Metrics and display rules (spec section 9). */
export const DAYS_PER_YEAR_CAGR = 365;
/** Benchmark start balance when a result has no startBalance. */
export const BENCHMARK_DEFAULT_START_BALANCE = 10_000;
export const CHART_MAX_X_TICKS = 8;
export const EXIT_REASON_CHIP_MAX_CHARS = 20;
export const SPLASH_MIN_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TICKER_DROPDOWN_CLOSE_DELAY_MS = 150;
/** Loading placeholders of the results panel: chart bars, summary cards, trades. */
export const LOADING_PLACEHOLDERS = { chartBars: 12, summaries: 4, trades: 5 } as const;

/** Save form bounds (spec section 5). */
export const BACKTEST_NAME_MAX = 100;
export const BACKTEST_DESCRIPTION_MAX = 500;
/** Default minimum password length of the identity service's policy. */
export const PASSWORD_MIN_LENGTH = 6;

/** Covered roll DTE offset lower bound (spec section 3). */
export const ROLL_DTE_OFFSET_MIN = -365;

/**
 * Re-entry cooldown (issue 16): calendar days after a position closes before the next may open.
 * 0 (default) keeps the plain behaviour (re-enter as soon as the entry rules allow); the upper
 * bound is a year, beyond which a backtest would barely trade.
 */
export const REENTRY_COOLDOWN_DEFAULT_DAYS = 0;
export const REENTRY_COOLDOWN_MAX_DAYS = 365;
/**
 * What the minimum volume counts (the field named no unit): contracts of the option traded that day,
 * checked on every option a position would open with (select-contract.ts: volume < min is passed over).
 */
export const MIN_VOLUME_HELP =
  'In contracts: an option is picked only if at least this many of its contracts traded that day (its daily volume; on modeled quotes, the modeled volume). On a spread every leg must meet it. 0 takes any listed option.';
export const REENTRY_COOLDOWN_HELP =
  'Calendar days to wait after a position closes before opening the next. An exit on a signal (an RSI or price condition) often fires again the next day: without a wait the strategy can exit and re-enter day after day, paying the spread each time. 0 re-enters as soon as the entry rules allow.';
/**
 * What a DTE target picks (pickExpiration in selection/expiration.ts, the fallback in
 * selection/expiry-fallback.ts): calendar days, the nearest listed expiry at least a day out.
 */
/**
 * What a roll's DTE Offset does (covered/roll.ts: DTE target = the leg's DTE_target + DTE_offset, from
 * the roll day, with the roll's own exact DTE and strike target). 'DTE Offset 0' beside no help read
 * as 'no change' or 'roll on expiry day'.
 */
export const ROLL_DTE_OFFSET_HELP =
  "Days added to the leg's DTE Target to choose the contract rolled into, counted from the roll day: with a 30 DTE leg, 0 rolls to the expiration nearest 30 days out, 15 to the one nearest 45 days, -10 to the one nearest 20 days. The Exact DTE and Strike Target below apply to that new contract.";
export const DTE_TARGET_HELP =
  'Days to expiration, in calendar days from the day the position opens. The leg takes the listed expiration nearest this many days out (never one expiring that day). With exact DTE only an expiration exactly this many days out is taken, and a day without one opens nothing. Otherwise, when no strike of the nearest expiration meets the minimum volume, the entry may move to the next-nearest one within max(7 days, half the target).';
/**
 * What the price source prices (fill-model.ts basePrice and notBetterThanMid): fills and each
 * close's marks, the last read as the mid when outside the bid/ask, never better than the mid on real quotes.
 */
export const PRICE_SOURCE_HELP =
  "The option price every fill and every day's mark starts from. Bid/Ask Mid: halfway between the day's closing bid and ask. Last Trade: the option's last traded price that day; a last outside the bid/ask (a stale print) is read as the mid instead. Slippage then moves a fill toward the ask when buying and the bid when selling. On real (imported) quotes a fill is never better than the mid: a sale at most the mid, a buy at least it.";
/** What a reason's 'PM-settled' and 'AM-settled' mean (engine/market/settlement.ts). */
export const PM_SETTLED_HELP =
  "PM-settled: the option is settled by the underlying's closing price on its expiration day: in the money at that close it is worth its intrinsic value (cash for SPXW, shares exercised or assigned for stock and ETF options), otherwise it expires worthless. SPXW weeklies and end-of-month options, and every stock and ETF option, settle so.";
export const AM_SETTLED_HELP =
  "AM-settled: standard SPX monthlies (and SPX weeklies to 2010-12-03) stop trading the day before expiration and settle at the expiration morning's special opening quotation, built from each stock's opening trade. The data has no such quotation: the backtest uses that day's open, so the settlement value is modelled.";
