import { describe, expect, it } from 'vitest';
import * as C from './constants';
import { defaultDateRange } from './date-range';
import { signedDelta } from './delta-sign';
import { EXIT_SCENARIO, exitScenarioLabel } from './exit-scenarios';
import * as M from './messages';
import { subscriptionBadge } from './ui-texts';

describe('exit scenarios (spec section 4)', () => {
  it('map 1-4 and keep strings', () => {
    expect(EXIT_SCENARIO).toEqual({ EXPIRATION: 1, BOUGHT_BACK: 2, ASSIGNMENT: 3, ROLLED: 4 });
    expect([1, 2, 3, 4].map((c) => exitScenarioLabel(c))).toEqual(['EXPIRATION', 'BOUGHT_BACK', 'ASSIGNMENT', 'ROLLED']);
    expect(exitScenarioLabel('percentage_profit')).toBe('percentage_profit');
    expect(exitScenarioLabel(7)).toBe('7');
    expect(exitScenarioLabel(null)).toBe('N/A');
  });
});

describe('default date range (end yesterday, start one year before)', () => {
  it.each([
    ['2025-06-15', '2024-06-14', '2025-06-14'],
    ['2025-01-01', '2023-12-31', '2024-12-31'],
    ['2025-03-01', '2024-02-28', '2025-02-28'],
    ['2024-03-01', '2023-02-28', '2024-02-29'],
  ])('today %s -> %s..%s', (today, start, end) => {
    expect(defaultDateRange(today)).toEqual({ start_date: start, end_date: end });
  });

  it('refuses a bad date', () => {
    expect(() => defaultDateRange('yesterday')).toThrow("today must be YYYY-MM-DD, got 'yesterday'");
  });
});

describe('delta sign', () => {
  it('puts negative, calls positive', () => {
    expect(signedDelta('put', 0.3)).toBe(-0.3);
    expect(signedDelta('put', -0.3)).toBe(-0.3);
    expect(signedDelta('call', -0.3)).toBe(0.3);
  });
});

describe('subscription badge', () => {
  it('ACTIVE if paid, TRIAL if on trial, otherwise FREE', () => {
    expect(subscriptionBadge({ paid: true, trial: true })).toBe('ACTIVE');
    expect(subscriptionBadge({ paid: false, trial: true })).toBe('TRIAL');
    expect(subscriptionBadge({ paid: false, trial: false })).toBe('FREE');
  });
});

// The spec's numbers and texts, pinned: a change here is a product change and must be deliberate.
describe('section 9 constants', () => {
  it('hold the spec values', () => {
    expect([C.FREE_BACKTESTS_DEFAULT, C.TRIAL_DAYS, C.PRO_PRICE_USD, C.PRO_STRUCK_PRICE_USD, C.PRO_DISCOUNT_LABEL]).toEqual([3, 7, 49.99, 99.99, '50% OFF']);
    expect(C.PRO_PRICE_CENTS).toBe(Math.round(C.PRO_PRICE_USD * 100));
    expect([C.POLL_INITIAL_DELAY_MS, C.POLL_BACKOFF_FACTOR, C.POLL_NETWORK_BACKOFF_FACTOR, C.POLL_MAX_DELAY_MS, C.POLL_TIMEOUT_MS]).toEqual([2000, 1.8, 2, 60000, 900000]);
    expect([C.DATE_MIN, C.DATE_MAX]).toEqual(['2010-01-01', '2025-12-31']);
    expect(C.QUICK_TICKERS.join(' ')).toBe('SPY QQQ IWM SPX NVDA TSLA BABA AAPL PLTR MSTR GOOGL AMD MSFT AMZN META AVGO HOOD NFLX GLD');
    expect([C.DEFAULT_STARTING_BALANCE, C.DEFAULT_STANDARD_TICKER, C.DEFAULT_COVERED_TICKER, C.DEFAULT_MIN_VOLUME, C.DEFAULT_SHARES_MULTIPLE, C.DEFAULT_MAX_MARGIN_PER_PORTFOLIO_PCT]).toEqual([100000, 'TSLA', 'SPY', 100, 100, 100]);
    expect(C.NEW_EXIT_CONDITION).toEqual({ type: 'percentage_profit', value: 10 });
    expect(C.NEW_ENTRY_FILTER).toEqual({ type: 'delta', min_value: null, max_value: null });
    expect(C.PRO_FEATURES).toHaveLength(4);
    expect(C.DELETE_CONFIRM_TEXT).toBe('Are you sure you want to delete this backtest? This action cannot be undone.');
    expect([C.EXIT_REASON_CHIP_MAX_CHARS, C.SPLASH_MIN_MS, C.CHART_MAX_X_TICKS, C.BENCHMARK_DEFAULT_START_BALANCE, C.DAYS_PER_YEAR_CAGR]).toEqual([20, 1000, 8, 10000, 365]);
  });

  it('section 8 messages with their parameters', () => {
    expect(M.httpErrorMessage(500)).toBe('HTTP error! status: 500');
    expect(M.checkoutFailedStatus(402)).toBe('Failed to create checkout session: 402');
    expect(M.userStatusFailedStatus(500)).toBe('Failed to fetch user status: 500');
    expect(M.cancelFailedStatus(400)).toBe('Failed to cancel subscription: 400');
    expect(Object.values(M.ERROR_PREFIX)).toEqual(['Backtest failed: ', 'Covered backtest failed: ', 'Failed to save backtest: ', 'Failed to fetch backtests: ', 'Failed to delete backtest: ']);
  });
});
