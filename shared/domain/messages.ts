/**
 * Every user-facing message of the spec: the error catalogue (section 8), the validation
 * messages (section 5) and the texts that carry an error. Handlers, the client and the forms
 * import these; nobody retypes them.
 */

/** Non-OK backend answer without an `error` field. */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

/**
 * What failed, for an error without a message of its own (a thrown value that is no Error): the
 * saved-backtest calls' prefixes below without their ': '.
 */
export const SAVED_CALL_FAILED = {
  saveBacktest: 'Failed to save backtest',
  fetchBacktests: 'Failed to fetch backtests',
  deleteBacktest: 'Failed to delete backtest',
} as const;

/** Prefixes of wrapped errors. */
export const ERROR_PREFIX = {
  backtest: 'Backtest failed: ',
  coveredBacktest: 'Covered backtest failed: ',
  saveBacktest: `${SAVED_CALL_FAILED.saveBacktest}: `,
  fetchBacktests: `${SAVED_CALL_FAILED.fetchBacktests}: `,
  deleteBacktest: `${SAVED_CALL_FAILED.deleteBacktest}: `,
} as const;

/** Job polling. */
export const JOB_POLL_TIMEOUT = 'Job polling timed out. Please try again later.';
export const JOB_NO_RESULT = 'Job finished but no result payload';
export const JOB_FAILED = 'Job failed';
export const JOB_NO_ID = 'No job id returned from server';

/** Payment and status fallbacks (when the answer has no error field). */
export const checkoutFailedStatus = (status: number): string => `Failed to create checkout session: ${status}`;
export const userStatusFailedStatus = (status: number): string => `Failed to fetch user status: ${status}`;
export const cancelFailedStatus = (status: number): string => `Failed to cancel subscription: ${status}`;
export const CHECKOUT_FAILED = 'Failed to start checkout';
export const CANCEL_FAILED = 'Failed to cancel subscription';

/** Run failures shown in the banner when the error has no message. */
export const SPREADS_RUN_FAILED = 'An unexpected error occurred';
export const COVERED_RUN_FAILED = 'Covered backtest failed';
/** Covered run call failure without a message (section 5). */
export const RUN_FAILED = 'Failed to run backtest';

/** Display fallbacks. */
export const UNKNOWN_DATE = 'Unknown date';
export const UNKNOWN_STRATEGY = 'Unknown';
export const NOT_AVAILABLE = 'N/A';
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

/** Every backend call without a signed-in user. */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** Covered run validation, in the spec's order (section 5). */
export const COVERED_RUN_MESSAGES = {
  required: 'Please fill ticker and date range',
  dateOrder: 'Start date must be before end date',
  wheelConfigs: 'Wheel requires both Covered Call and Cash-Secured Put configs',
  callConfig: 'Please configure Covered Call',
  putConfig: 'Please configure Cash-Secured Put',
} as const;

/** Spreads run validation, in the spec's order (section 5). Leg numbers are 1-based. */
export const SPREADS_RUN_MESSAGES = {
  name: 'Strategy name is required',
  ticker: 'Ticker symbol is required',
  dates: 'Please select a valid start and end date',
  dateOrder: 'Start date must be before end date',
  legs: 'Strategy must have at least one leg',
  legTarget: (n: number): string => `Leg ${n} requires a target strike condition value`,
  legDte: (n: number): string => `Leg ${n} requires a valid DTE target (>0)`,
  legQuantity: (n: number): string => `Leg ${n} requires a valid quantity (>0)`,
} as const;

/** Save form (section 5). The spec gives one message for the name; the rest name the field and bound. */
export const SAVE_MESSAGES = {
  name: 'Backtest name is required',
  nameTooLong: 'Backtest name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 500 characters',
} as const;

/**
 * Auth form (section 5: email required and of email type; password required, at least 6).
 * The spec shows no wording (the browser's own validation speaks there); these are ours.
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: (min: number): string => `Password must be at least ${min} characters`,
} as const;

/** Run attempted with no free backtest left (the paywall shows; the server answers 402 with this). */
export const NO_FREE_BACKTESTS = 'No free backtests remaining. Upgrade to Pro for unlimited backtests.';

/**
 * A new spreads request whose run value and the strategy's copy differ (ticker, balance /
 * starting_balance, min_volume): the run would use one and the saved strategy say the other. The
 * fields are named by their whole path in the body ('base.strategy.ticker' in a sweep). Not in the
 * spec (its form sends one value in both places).
 */
export const copiesDifferMessage = (field: string, value: string, strategyField: string, strategyValue: string): string =>
  `${field} ${value} and ${strategyField} ${strategyValue} differ: send the same value in both, or leave ${strategyField} out`;

/**
 * A covered request date that is not a calendar date written YYYY-MM-DD ('2020/01/02', 'Jan 2
 * 2020'). The spec has no message for it (its date pickers cannot produce one); the spreads rules
 * have 'Please select a valid start and end date'.
 */
export const COVERED_DATE_FORMAT_MESSAGES = {
  start_date: 'Start date must be YYYY-MM-DD',
  end_date: 'End date must be YYYY-MM-DD',
} as const;
