/**
 * Exchange transaction fees a retail trader pays on top of the broker's commission, per contract
 * per fill. Cboe charges customers a transaction fee on its proprietary (single-listed) index
 * options, SPX and its Weeklys SPXW among them, and brokers pass it through: "CBOE charges
 * customers an additional fee to trade products that solely trade on their exchange. The
 * Proprietary Index Option fee is assessed on orders on a per contract basis and is passthrough"
 * (tastytrade help centre, 'What are Single-Listed Exchange Proprietary Index Options Fees?',
 * undated, https://tastyworks.freshdesk.com/support/solutions/articles/43000521134: SPX $0.65).
 * Multi-listed options (SPY, QQQ, stocks) carry no such fee for a customer, so only the tickers
 * below have a table.
 *
 * Rates, by the date of the document that states them (a fill pays the row of the latest date on
 * or before its day; within a row, the tier of the fill's own premium per share):
 *
 * - 2019-02-07, SPX (incl SPXW), Customer: $0.44 a contract, one rate whatever the premium. Cboe
 *   Exchange, Inc. Fees Schedule - February 7, 2019, 'Underlying Symbol List A' rate table ("SPX
 *   (incl SPXW) $0.44"); read in the stored transcription at
 *   https://pdf4pro.com/view/cboe-exchange-inc-fees-schedule-february-7-2019-585386.html.
 * - 2024-11-01, SPX (and SPESG), Customer: $0.36 a contract for a premium under $1.00 (fee code CS,
 *   'Customer, Premium <$1.00, SPX, SPESG 0.36'), $0.45 at $1.00 or more (CT, 'Customer, Premium
 *   >=$1.00, SPX, SPESG 0.45'). Cboe U.S. Options Fee Schedules, Cboe Options 'Fee Codes and
 *   Associated Fees', "Effective November 1, 2024" (stored copy of Cboe's page at
 *   http://bats.com/us/options/membership/fee_schedule/cone). The page does not say whether SPXW
 *   has its own code; the Fees Schedules of 2019-2021 price SPX 'incl SPXW' in one row, so SPXW
 *   fills pay it too. "Premium" is the option's price per share (the fill's price here).
 *
 * What was not found, and how the table treats it (README, Backtest engine, Costs):
 * - Nothing dated before 2019-02-07. The Fees Schedule of November 16, 2015 already priced SPX
 *   apart from other index options ('All Index Products Excluding Underlying Symbol List A' $0.18
 *   a customer contract; SPX is in List A), so a fee was charged before 2019, but its figure is not
 *   in the stored copy (nor in the stored copies of December 8, 2017 and November 6, 2018). Fills
 *   before 2019-02-07 pay the earliest sourced rate, the 2019 one: an assumption, not a figure of
 *   those years. Searched again 2026-12-03 (stored pages): the Federal Register notices of Cboe's
 *   fee changes found (SR-CBOE-2012-008 of 2012-01-30, SR-CBOE-2012-080 of 2012-09-28,
 *   SR-CBOE-2015-041 of 2015-04-30, the notice of 2015-02-11, SR-CBOE-2016-030 filed 2016-04-01)
 *   are stored without the text that would give an SPX customer rate, and no 2010-2018 schedule
 *   states one. The stored transcription of the 2019-02-07 schedule opens with 'Fees Schedule -
 *   August 31, 2018', so $0.44 may have been charged from then; that changes nothing here (fills
 *   before 2019-02-07 pay $0.44 already).
 * - Nothing dated between the two rows. The stored copies of the schedules of April 7, 2020 and
 *   September 1, 2021 list SPX (incl SPXW) in the customer table but their SPX figures are not in
 *   what is stored, and the Federal Register notices found (FR Doc 2018-01367, January 19,
 *   2018; SR-CBOE-2024-027, June 25, 2024; SR-CBOE-2024-044, October 16, 2024) are stored without the text that
 *   would say which change, if any, touched SPX customers. So fills from 2019-02-07 to 2024-10-31
 *   pay $0.44 (the nearest earlier sourced rate), and the premium tiers are dated from the first
 *   document found that states them, 2024-11-01: they may be older. For a fill under $1.00 the
 *   flat $0.44 may then overstate the fee by $0.08, for one at $1.00 or more understate it by $0.01.
 * - Surcharges: none is modelled for a customer. The fee-code page above lists the customer's
 *   codes (CS, CT) without a surcharge; secondary notes of Cboe's 2026 schedules read its SPX
 *   surcharges as applying to non-customers only, but no Cboe document read here says so.
 * - The Options Regulatory Fee and OCC's clearing fee are not in this table: see README.
 */

import { dollarsText } from '../core/money';
import { addCalendarDays } from '../market/calendar-dates';

/** One premium tier of a row: `perContract` dollars for a fill at a premium per share of `fromPremium` or more. */
export interface PremiumTier {
  fromPremium: number;
  perContract: number;
}

/**
 * One row of a fee table: from `from` (YYYY-MM-DD) on, a fill pays the `tiers` entry of its premium
 * per share (the last whose `fromPremium` it reaches; the first starts at 0, so every fill has one).
 */
export interface ExchangeFeeRate {
  from: string;
  tiers: readonly PremiumTier[];
  /** The document the figures come from: title, date, address. */
  source: string;
}

const CBOE_2019_02_07 =
  'Cboe Exchange, Inc. Fees Schedule - February 7, 2019 (https://pdf4pro.com/view/cboe-exchange-inc-fees-schedule-february-7-2019-585386.html)';
const CBOE_FEE_CODES_2024_11_01 =
  "Cboe U.S. Options Fee Schedules, Cboe Options 'Fee Codes and Associated Fees', Effective November 1, 2024: CS 'Customer, Premium <$1.00, SPX, SPESG 0.36', CT 'Customer, Premium >=$1.00, SPX, SPESG 0.45' (http://bats.com/us/options/membership/fee_schedule/cone)";

/** Cboe's customer transaction fee on SPX options, SPXW included, oldest row first. */
export const SPX_CUSTOMER_FEE_RATES: readonly ExchangeFeeRate[] = [
  { from: '2019-02-07', tiers: [{ fromPremium: 0, perContract: 0.44 }], source: CBOE_2019_02_07 },
  {
    from: '2024-11-01',
    tiers: [
      { fromPremium: 0, perContract: 0.36 },
      { fromPremium: 1, perContract: 0.45 },
    ],
    source: CBOE_FEE_CODES_2024_11_01,
  },
];

/** The fee tables by the underlying's ticker (SPXW options trade under the SPX underlying). */
const FEE_TABLES: Readonly<Record<string, readonly ExchangeFeeRate[]>> = { SPX: SPX_CUSTOMER_FEE_RATES };

/** The fee table of `ticker`'s options, or undefined when a customer pays no exchange fee on them. */
export function exchangeFeeTable(ticker: string): readonly ExchangeFeeRate[] | undefined {
  return FEE_TABLES[ticker.toUpperCase()];
}

/**
 * The row of `table` in force on `date`: the latest that took effect on or before it, else (a date
 * before the first sourced row) the first row, as the comment above says.
 */
export function rateOn(table: readonly ExchangeFeeRate[], date: string): ExchangeFeeRate | undefined {
  let found = table[0];
  for (const row of table) if (row.from <= date) found = row;
  return found;
}

/** A premium per share a hair under a tier's bound from float noise (0.9999999999) still reaches it; fills are on the cent. */
const PREMIUM_EPSILON = 1e-9;

/** Dollars a contract `row` charges a fill at `premium` a share: the last tier the premium reaches. */
export function tierRate(row: ExchangeFeeRate, premium: number): number {
  let rate = row.tiers[0]?.perContract ?? 0;
  for (const tier of row.tiers) if (Math.abs(premium) + PREMIUM_EPSILON >= tier.fromPremium) rate = tier.perContract;
  return rate;
}

/** Dollars a contract of `ticker`'s options pays the exchange on a fill at `premium` a share on `date` (0 when none applies). */
export function exchangeFeePerContract(ticker: string, date: string, premium: number): number {
  const table = exchangeFeeTable(ticker);
  const row = table ? rateOn(table, date) : undefined;
  return row ? tierRate(row, premium) : 0;
}

/**
 * '$0.44' or '$0.36 under a $1.00 premium, $0.45 at $1.00 or more': a row's rates in words, `unit`
 * (' a contract a fill') after the first amount.
 */
export function rateWords(row: ExchangeFeeRate, unit = ''): string {
  return row.tiers
    .map((tier, i) => {
      const amount = `${dollarsText(tier.perContract)}${i === 0 ? unit : ''}`;
      const next = row.tiers[i + 1];
      if (row.tiers.length === 1) return amount;
      return next ? `${amount} under a ${dollarsText(next.fromPremium)} premium` : `${amount} at ${dollarsText(tier.fromPremium)} or more`;
    })
    .join(', ');
}

/**
 * The rows of `table` a run from `start` to `end` (YYYY-MM-DD) pays, each with its dates in words:
 * '$0.44 a contract a fill' for one row; '$0.44 a contract a fill to 2024-10-31; from 2024-11-01,
 * $0.36 a contract a fill under a $1.00 premium, $0.45 at $1.00 or more' when the run spans a
 * change. Without dates, every row.
 */
export function feeRatesText(table: readonly ExchangeFeeRate[], start?: string, end?: string): string {
  const first = start ? rateOn(table, start) : table[0];
  const rows = table.filter((row) => row === first || ((!start || row.from > start) && (!end || row.from <= end)));
  return rows
    .map((row, i) => {
      const next = rows[i + 1];
      const words = `${rateWords(row, ' a contract a fill')}${next ? ` to ${addCalendarDays(next.from, -1)}` : ''}`;
      return i === 0 ? words : `from ${row.from}, ${words}`;
    })
    .join('; ');
}

