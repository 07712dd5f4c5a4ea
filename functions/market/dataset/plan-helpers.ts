/** Source constructors for the raw folder layout of `market-data-raw/` (SOURCES.md section ids). */
import type { SourceRef, SplitEvent } from './plan-types';

export type { DividendCheck, DividendSource, Segment, SourceRef, SplitEvent, TickerPlan } from './plan-types';
export type SegmentSource = SourceRef;

/** A1: Yahoo auto-adjusted (splits + dividends) to 2025-10-08. */
export const A1 = (t: string): SourceRef => ({ file: `equities/yahoo-adjusted_to-2025-10-08/${t}.csv`, kind: 'auto-adjusted', basis: '2025-10-08' });
/** A2: yfinance Close (split-adjusted) + Adj Close, to 2024-03-08. */
export const A2 = (t: string): SourceRef => ({ file: `equities/yahoo-close-adjclose_to-2024-03-08/${t}.csv`, kind: 'split-adjusted', basis: '2024-03-08' });
/** A3: yfinance Close (split-adjusted) + Adj Close, 2020-01-02 to 2026-04-24. */
export const A3 = (t: string): SourceRef => ({ file: `equities/yahoo-close-adjclose_2020-01-02_to-2026-04-24/${t}.csv`, kind: 'split-adjusted', basis: '2026-04-24' });
/** A4: BABA Yahoo auto-adjusted 2021-01-04 to 2026-03-26. */
export const A4: SourceRef = { file: 'equities/yahoo-adjusted_BABA_2021-01-04_to-2026-03-26/BABA.csv', kind: 'auto-adjusted', basis: '2026-03-26' };
/** B1: ETFs, Yahoo auto-adjusted to 2026-03-27. */
export const B1 = (t: string): SourceRef => ({ file: `etfs/yahoo-adjusted_to-2026-03-27/${t}.csv`, kind: 'auto-adjusted', basis: '2026-03-27' });
/** B2: ETFs, Alpha Vantage raw (as traded) to 2024-11-08. */
export const B2 = (t: string): SourceRef => ({ file: `etfs/alphavantage-raw-unadjusted_to-2024-11-08/${t}.csv`, kind: 'raw' });
/** C1: Alpha Vantage daily adjusted: raw O/H/L/C + dividend_amount + split_coefficient, to 2020-12-11. */
export const C1 = (t: string): SourceRef => ({ file: `corporate-actions/alphavantage-daily-adjusted_raw+div+split_to-2020-12-11/${t}.csv`, kind: 'raw' });
/** C2: yfinance history(): auto-adjusted as of 2021-08-18 + Dividends + Stock Splits. */
export const C2 = (t: string): SourceRef => ({ file: `corporate-actions/yfinance-history_divs+splits_to-2021-08-18/${t}.csv`, kind: 'auto-adjusted', basis: '2021-08-18' });
/** D1: ^GSPC (SPX index) O/H/L/C, no volume, to 2026-07-13. */
export const D1: SourceRef = { file: 'index/yahoo_GSPC_1927-12-30_to-2026-07-13/GSPC.csv', kind: 'raw' };
/** E1: CBOE VIX daily. */
export const VIX_FILE = 'vix/cboe-vix-daily_1990-01-02_to-2026-07-23/vix-daily.csv';
/** F1 (to 2025-10-02) and F2 (to 2025-06-24): FRED DGS3MO, cross-checked against each other. */
export const RATES_FILE = 'rates/fred_via-codejoncode_to-2025-10/DGS3MO.csv';
export const RATES_CHECK_FILE = 'rates/fred_via-asmarton-dm_to-2025-06/DGS3MO.csv';

export const split = (date: string, ratio: number, evidence: string): SplitEvent => ({ date, ratio, evidence });
