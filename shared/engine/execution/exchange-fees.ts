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
 * Rates, by the date each took effect (a fill pays the rate of the latest row on or before its day):
 *
 * - SPX (incl SPXW), Customer: $0.44 a contract. Cboe Exchange, Inc. Fees Schedule - February 7,
 *   2019, 'Underlying Symbol List A' rate table ("SPX (incl SPXW) $0.44"); read in the stored
 *   transcription at https://pdf4pro.com/view/cboe-exchange-inc-fees-schedule-february-7-2019-585386.html.
 *   The stored copy shows one SPX customer figure, no split by premium.
 *
 * What was not found, and how the table treats it (README, Backtest engine, Costs):
 * - No dated source before 2019-02-07. The Fees Schedule of November 16, 2015 already priced SPX
 *   apart from other index options ('All Index Products Excluding Underlying Symbol List A' $0.18
 *   a customer contract; SPX is in List A), so a fee was charged before 2019, but its figure is not
 *   in the stored copy. Fills before 2019-02-07 pay the earliest sourced rate, the 2019 one: an
 *   assumption, not a figure of those years.
 * - No dated source after 2019-02-07: later fills pay the 2019 rate (the nearest earlier sourced
 *   rate). Undated pages suggest later rates are higher, so this may understate recent years:
 *   Interactive Brokers' 'Cboe Options Fees' table (undated; it lists SPESG, listed from 2020)
 *   shows an SPX/SPXW public customer fee of $0.45 for a premium of $1.00 or more and $0.36 below;
 *   tastytrade's page above passes $0.65; Fidelity lists +$0.50 a contract for SPX as of
 *   2026-05-19 (optionstrading.zone, 'Fidelity now lists extra per-contract fees for select index
 *   options'). None is dated as an exchange rate, so none is in the table.
 * - The Options Regulatory Fee and OCC's clearing fee (a few cents a contract on every ticker) are
 *   not modelled: see README.
 */

/** One row of a fee table: `perContract` dollars a contract from `from` (YYYY-MM-DD) on. */
export interface ExchangeFeeRate {
  from: string;
  perContract: number;
  /** The document the figure comes from: title, date, address. */
  source: string;
}

const CBOE_2019_02_07 =
  'Cboe Exchange, Inc. Fees Schedule - February 7, 2019 (https://pdf4pro.com/view/cboe-exchange-inc-fees-schedule-february-7-2019-585386.html)';

/** Cboe's customer transaction fee on SPX options, SPXW included, oldest row first. */
export const SPX_CUSTOMER_FEE_RATES: readonly ExchangeFeeRate[] = [{ from: '2019-02-07', perContract: 0.44, source: CBOE_2019_02_07 }];

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

/** Dollars a contract of `ticker`'s options pays the exchange on a fill on `date` (0 when none applies). */
export function exchangeFeePerContract(ticker: string, date: string): number {
  const table = exchangeFeeTable(ticker);
  return table ? (rateOn(table, date)?.perContract ?? 0) : 0;
}
