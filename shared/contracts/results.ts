import { z } from 'zod';
import { ContractSchema } from './contract';
import { FIELD, PriceSourceSchema, SideSchema, bool, int, isoDate, num, str } from './fields';

/**
 * What the engine emits and the UI reads (spec section 3, "Backtest result as read from the
 * server" and "Covered result as read from the server"). Units:
 * - money in dollars, booked to the cent;
 * - `win_rate` is a PERCENTAGE 0-100 (trades with pnl > 0 over all trades), like every *_pct field;
 * - `max_drawdown_pct` is the worst fall from the running peak of daily equity, as a
 *   non-negative percentage (12.5 means equity fell 12.5% below its peak);
 * - `cagr_pct` uses a 365-day year; `total_return_pct` = (end - start) / start * 100;
 * - `sharpe_ratio` is null when it cannot be computed (fewer than two daily returns, or no variance);
 * - `sharpe_ratio`, `win_rate` and `cagr_pct` are null (shown N/A) for a run with no trade or a flat
 *   curve, and `cagr_pct` also for a window shorter than one year (issue 14 item 7); results saved
 *   before that carry numbers and still parse;
 * - `interest_earned` / `interest_paid` (optional: absent in older results): T-bill interest credited
 *   on positive cash and debit interest charged on negative cash over the run, both >= 0 dollars;
 *   `interest_by_year` (optional: newer results) the same by calendar year of the day credited;
 * - `benchmark_equity` (optional): buy-and-hold of the underlying with the same start balance, a
 *   total return; `benchmark_return_pct` its total return in percent; `benchmark_dividends`
 *   (optional) 'reinvested' when each dividend was reinvested at its ex-date's close (results since
 *   audit 7's N9); absent in a result with `benchmark_equity` saved before it, whose dividends were
 *   kept as cash earning the T-bill (its stored curve is read as it was, see BenchmarkDividendsSchema);
 * - `costs` (optional: absent in older results): the costs the engine applied, from the request.
 */

/**
 * The costs a run was made with, as the engine applied them (issue 14 item 6): dollars per option
 * contract and per share of stock traded, the share of the bid/ask spread a fill gives up
 * (0 = the price source's price, 100 = the natural side), and the price source of the fills.
 */
export const AppliedCostsSchema = z.object(
  {
    commission_per_contract: num().min(0),
    commission_per_share: num().min(0),
    slippage_pct_of_spread: num().min(0).max(100),
    price_source: PriceSourceSchema,
    /**
     * The request's `exchange_fees`: whether fills paid the exchange's fee where the ticker's
     * options carry one (SPX: exchange-fees.ts; no other ticker has one). Absent in results saved
     * before the field, which ran without it.
     */
    exchange_fees: bool().optional(),
  },
  FIELD,
);
export type AppliedCosts = z.infer<typeof AppliedCostsSchema>;

/** Which data priced the run's contracts: the chain model, imported chains, or both on different days. */
export const DataSourceSchema = z.enum(['modeled', 'imported', 'mixed'], FIELD);
export type DataSource = z.infer<typeof DataSourceSchema>;

/** The range that actually ran: the request's range clipped to the data. */
export const DataPeriodSchema = z.object({ start_date: isoDate(), end_date: isoDate() }, FIELD);
export type DataPeriod = z.infer<typeof DataPeriodSchema>;

/** Caps that keep diagnostics bounded; the engine keeps the first entries and says how many it dropped in a note. */
export const DIAGNOSTICS_MAX_SKIPPED = 500;
export const DIAGNOSTICS_MAX_NOTES = 50;

/** Why days that could have opened a position did not (no contract in tolerance, volume, premium, ...). */
export const DiagnosticsSchema = z
  .object(
    {
      skipped_entries: z.array(z.object({ date: isoDate(), reason: str() }, FIELD), FIELD).max(DIAGNOSTICS_MAX_SKIPPED).default([]),
      notes: z.array(str(), FIELD).max(DIAGNOSTICS_MAX_NOTES).default([]),
    },
    FIELD,
  )
  // A function: zod only shallow-copies a default value, and these arrays must not be shared.
  .default(() => ({ skipped_entries: [], notes: [] }));
export type Diagnostics = z.infer<typeof DiagnosticsSchema>;

/** Caps on the modeled-chain summary (one entry per run of consecutive days with the same fallback). */
export const VOL_MODEL_MAX_FALLBACKS = 50;

/**
 * What the modeled chain rested on (optional: results before issue 15 lack it; absent when no day
 * was modeled): the indices that anchored the surface, the days a documented fallback replaced a
 * missing index (chain-rules.ts section 3), and that volume / open-interest filters read modeled
 * liquidity on the modeled days.
 */
export const VolModelSummarySchema = z.object(
  {
    anchors: z.array(str(), FIELD),
    modeled_days: int().min(0),
    fallback_days: int().min(0),
    fallbacks: z.array(z.object({ from: isoDate(), to: isoDate(), days: int().min(1), rule: str() }, FIELD), FIELD).max(VOL_MODEL_MAX_FALLBACKS),
    liquidity: z.literal('modeled', FIELD),
    /**
     * true: the run notes on underpriced far puts (far-put-note.ts, skew-tail-note.ts) count the puts
     * the run closed at the model's price as well as those it opened (audit 19 F1, 2026-12-05). Absent
     * in a result saved before: its notes counted openings only, and the results say so (run it again).
     */
    put_notes_count_closes: z.literal(true, FIELD).optional(),
  },
  FIELD,
);
export type VolModelSummary = z.infer<typeof VolModelSummarySchema>;

/**
 * The run repeated with the whole modeled surface shifted down (`low`) and up (`high`) by the vol
 * model's measured error for the ticker's class, `shift_vol_points` (chain-rules.ts section 8);
 * imported real quotes are not shifted (a modeled stand-in for a contract an imported day lacks
 * is). Optional: absent on results before issue 15 and on runs priced only by imported chains. `equity_low`/`equity_high` are the shifted runs' daily equity,
 * one value per point of the result's `equity_curve` (same dates). "low"/"high" name the vol
 * shift, not the outcome: a premium seller usually does better with the surface shifted up.
 */
/** The headline metrics of a run: a result's, and each model-risk run's (same rules). */
const headlineMetrics = {
  end_balance: num(),
  total_pnl: num(),
  total_return_pct: num(),
  win_rate: num().min(0).max(100).nullable(),
  max_drawdown_pct: num().min(0),
  cagr_pct: num().nullable(),
  sharpe_ratio: num().nullable(),
  total_trades: int().min(0),
};

export const ModelRiskMetricsSchema = z.object(headlineMetrics, FIELD);
export type ModelRiskMetrics = z.infer<typeof ModelRiskMetricsSchema>;

/**
 * The same request run again with no minimum volume (audit 15 F1), written when the run's minimum
 * volume was checked against modeled volume (no real chain of those days) and changed what it
 * traded there: `moved_picks` picks that took another contract than the one nearest the target
 * (a nearer one had less volume; the largest such move of a delta pick `largest_move_delta`, 0 when none),
 * `farther_expiries` entries or rolls sent to a farther expiry, `stopped_days` days an entry or roll
 * found nothing with the volume, `refused_entries` days an entry or roll whose contract or expiry the
 * filter chose was then refused (margin, cash, no bid …): nothing traded, but the run without the
 * minimum tried other contracts and may have. `without_minimum` is that run's headline: the gap to this run's is
 * what the modeled volume did to the result, which on a real chain could be smaller or none.
 * Optional: absent on results before 2026-12-04 and on runs whose filter changed nothing modeled;
 * `refused_entries` absent when none, and on results written before it was counted (2026-12-04).
 */
export const MinVolumeCheckSchema = z.object(
  {
    min_volume: int().min(1),
    moved_picks: int().min(0),
    largest_move_delta: num().min(0),
    farther_expiries: int().min(0),
    stopped_days: int().min(0),
    refused_entries: int().min(0).optional(),
    without_minimum: ModelRiskMetricsSchema,
  },
  FIELD,
);
export type MinVolumeCheck = z.infer<typeof MinVolumeCheckSchema>;

export const ModelRiskSchema = z.object(
  {
    shift_vol_points: num().min(0),
    /**
     * The shift's wing tilt (chain-rules.ts MODEL_RISK_WING_TILT): each strike moved by
     * shift_vol_points × a share that is 1 at |z| 1.28 (z its standardised moneyness at the ATM vol:
     * 0.10 |delta| there), more nearer the money, less in the far wings. 1: the smooth share, never
     * under half (vol-surface.ts wingShare; the money 1.38 times). 0.5: the first form, written only
     * on 2026-12-03 before it, 1 − 0.5 × (|z| − 1.28) (the money 1.64 times, negative past |z| 3.28).
     * Absent on results before 2026-12-03, whose band was a parallel shift.
     */
    wing_tilt: num().min(0).optional(),
    /** Where the shift comes from (the measured check), shown to the user. */
    basis: str(),
    /**
     * Modeled days of the run whose VIX closed at STRESSED_VIX or more (SPX and ETFs; absent for
     * stocks and older results): there the modeled ATM vol has measured about
     * `stressed_shortfall_vol_points` under the real one, beyond the band (chain-rules.ts section 8).
     */
    stressed_days: int().min(0).optional(),
    /**
     * A stock with an index of its own: its other stressed days, which read that index (the surface
     * reproduces it, so the shortfall above does not apply; stressed-market-note.ts). Absent when
     * none, and on results before 2026-12-04, whose `stressed_days` counted them.
     */
    stressed_days_on_own_index: z.strictObject({ index: str().min(1), days: int().min(1) }, FIELD).optional(),
    stressed_shortfall_vol_points: num().min(0).optional(),
    /** What contradicts the shortfall's sign (SPX and ETFs: the real SPXW spike of February 2018), in words. */
    stressed_caveat: str().optional(),
    low: ModelRiskMetricsSchema,
    high: ModelRiskMetricsSchema,
    equity_low: z.array(num(), FIELD),
    equity_high: z.array(num(), FIELD),
  },
  FIELD,
);
export type ModelRisk = z.infer<typeof ModelRiskSchema>;

/** The interest credited (earned) and charged (paid) in one calendar year: the year of the day it was credited. */
export const InterestYearSchema = z.object({ year: int(), earned: num().min(0), paid: num().min(0) }, FIELD);
export type InterestYear = z.infer<typeof InterestYearSchema>;

/**
 * One calendar year of the shares' (SPX: index units') P&L as a tax estimate needs it: the gains
 * and losses realised that year on the lots sold (or called away), short or long term by how long
 * each lot was held; the unrealised P&L of the lots still held at the year's last close; and the
 * dividends received on them that year (on the ex-date, the day the engine credits them).
 */
/**
 * Of a year of the shares: the P&L of the written options assigned on them, which the law puts into
 * the shares (IRS Pub. 550: an assigned put's premium lowers the basis of the shares it delivers, an
 * assigned call's is added to the amount realised on the shares it takes; neither has a gain or loss
 * of its own). The trades and the shares' own fields keep the ledger's values (the option books the
 * intrinsic value it gave up, the shares change hands at the close), so this says how much of the
 * trades' P&L is the shares' for tax, and when and how it is realised.
 */
export const AssignedOptionsYearSchema = z.object(
  {
    /** The P&L the trades of the options assigned this year booked (premium − intrinsic value given up − commissions). */
    pnl: num(),
    /**
     * Of the assigned options' P&L the lots carried, the part realised this year with the lots sold
     * or called away, short or long term by the lot's holding period (in a result saved before
     * `covered_calls.deferred_losses`, a call's gain on a lot held over a year was short term).
     */
    realised_short_term: num(),
    realised_long_term: num(),
    /** The assigned puts' P&L in the lots still held at the year's last close. */
    unrealised: num(),
  },
  FIELD,
);
export type AssignedOptionsYear = z.infer<typeof AssignedOptionsYearSchema>;

/**
 * Of a year of the shares: the calls written on them that year, by how the straddle rules (IRC
 * §1092) treat each (domain/qualified-covered-call.ts): a qualified covered call at or out of the
 * money (no effect), an in-the-money one (suspends the shares' holding period while open), and a
 * call that is not qualified (written 30 days or less before its expiry, or deep in the money: a
 * straddle that restarts the holding period of shares not yet held over a year). Its presence says
 * the lots' holding periods follow those rules.
 */
export const CoveredCallsYearSchema = z.object(
  {
    qualified: int().min(0),
    qualified_in_the_money: int().min(0),
    not_qualified: int().min(0),
    /**
     * Of the calls closed this year without delivering the shares (bought back, rolled, expired,
     * settled in cash), the losses the straddle rules make long term (share-lots.ts callLoss: a call
     * not qualified written while a lot was held over a year, Treas. Reg. §1.1092(b)-2T(b); an
     * in-the-money qualified covered call while the shares' gain would be long term, §1092(f)(1)):
     * zero or less. Written only when not zero; absent, none (a result saved before it took every
     * closed call's loss short term).
     */
    long_term_call_losses: num().max(0).optional(),
    /**
     * The losses on those calls that the straddle rules defer (IRC §1092(a); share-lots.ts,
     * straddle-losses.ts), left at the year's end by character, zero or less: this year's and
     * earlier years' losses not yet taken into account, beyond the unrecognised gain of the shares
     * that offset them; the estimate takes them when they fall (by holding period; not under Section
     * 1256, where the index calls make a mixed straddle: after-tax.ts). Always written by the engine since;
     * absent in a result saved before it (its losses taken in their year, and a loss on its shares
     * by their own holding period).
     */
    deferred_losses: z.object({ short_term: num().max(0), long_term: num().max(0) }, FIELD).optional(),
  },
  FIELD,
);
export type CoveredCallsYear = z.infer<typeof CoveredCallsYearSchema>;

/**
 * Of a year of the shares: each lot bought (the start, a put's assignment, a rebuy; `lot` numbers
 * the lots in the order bought, from 0) and each sale from a lot (a sale, a call's assignment, a
 * split's fraction): the shares (as held that day), the part of the lot's shares then held it took
 * (`of_lot`), the gain for tax (proceeds − basis, with the assigned options' P&L the lot carries
 * and an assigned call's share) and whether it was long term as the engine took it. The after-tax
 * estimate applies the wash-sale rule (IRC §1091) from them (analytics/tax/wash-sales.ts). Optional:
 * results saved before it lack it (their estimate takes every loss on the shares in its year).
 */
export const LotTradesYearSchema = z.object(
  {
    bought: z.array(z.object({ lot: int().min(0), date: isoDate(), shares: num().gt(0) }, FIELD), FIELD),
    sold: z.array(
      z.object({ lot: int().min(0), date: isoDate(), shares: num().gt(0), of_lot: num().gt(0).max(1), gain: num(), long_term: bool() }, FIELD),
      FIELD,
    ),
    /**
     * The splits of the year (`ratio` new shares for one, applied at `date`'s open, before that day's
     * trades): the wash-sale rule counts a sale and its replacement in the units after them. Written
     * only in a year with a split; absent in results saved before it (their counts as held each day).
     */
    splits: z.array(z.object({ date: isoDate(), ratio: num().gt(0) }, FIELD), FIELD).optional(),
  },
  FIELD,
);
export type LotTradesYear = z.infer<typeof LotTradesYearSchema>;

export const ShareYearSchema = z.object(
  {
    year: int(),
    realised_short_term: num(),
    realised_long_term: num(),
    unrealised: num(),
    /**
     * Of `unrealised`, the part on the lots held more than a year at that last close. Written by
     * the engine for a while and never read (the after-tax estimate taxes the lots still held at
     * the end short term); no longer written, and it left out
     * the assigned puts' P&L now in `assigned_options`. Kept so that results saved with it load.
     */
    unrealised_long_term: num().optional(),
    /**
     * Of the lots held at the year's last close, the unrealised gain for tax (`unrealised` with the
     * assigned puts' P&L they carry, `assigned_options.unrealised`) of those that would be long term
     * sold at that close: held over a year as the straddle rules leave their holding period, or at a
     * loss in a straddle that had a long-term position (share-lots.ts). The estimate taxes the lots
     * held at the run's end so; a result saved before it (absent) has them all short term.
     */
    held_long_term: num().optional(),
    dividends: num().min(0),
    /** The assigned options' P&L in the shares for tax (see the schema). Optional: results saved before it lack it. */
    assigned_options: AssignedOptionsYearSchema.optional(),
    /**
     * The calls written on the shares this year by their straddle treatment, and the sign that the
     * realised gains' holding periods follow the straddle rules. Optional: results saved before it
     * lack it (their lots' holding periods ignored those rules).
     */
    covered_calls: CoveredCallsYearSchema.optional(),
    /** The lots bought and sold this year, for the wash-sale rule (see the schema). Optional: results saved before it lack it. */
    lots: LotTradesYearSchema.optional(),
  },
  FIELD,
);
export type ShareYear = z.infer<typeof ShareYearSchema>;

/**
 * How the buy and hold treated dividends: 'reinvested' in shares at the ex-date's close (a
 * total-return index; every run since audit 7's N9). Absent = kept as cash earning the T-bill, as
 * results with `benchmark_equity` saved before it did; they keep that curve and are labelled so.
 */
export const BenchmarkDividendsSchema = z.enum(['reinvested'], FIELD);
export type BenchmarkDividends = z.infer<typeof BenchmarkDividendsSchema>;

/**
 * The wash-sale rule (IRC §1091) the after-tax estimate applies to the run's option positions
 * (analytics/tax/option-wash-sales.ts): 'same_contract', a loss on an option closed washed by the
 * same contract (type, strike, expiry) opened within 30 days, long or written alike. Written on
 * every run since 2026-12-03; absent in a result saved before, whose estimate keeps each option's
 * loss in its year (the panel says so, and that running it again applies the rule).
 */
export const OptionWashSalesSchema = z.enum(['same_contract'], FIELD);
export type OptionWashSales = z.infer<typeof OptionWashSalesSchema>;

const metrics = {
  start_balance: num(),
  ...headlineMetrics,
  data_period: DataPeriodSchema,
  data_source: DataSourceSchema,
  diagnostics: DiagnosticsSchema,
  interest_earned: num().min(0).optional(),
  interest_paid: num().min(0).optional(),
  interest_by_year: z.array(InterestYearSchema, FIELD).optional(),
  benchmark_return_pct: num().optional(),
  benchmark_dividends: BenchmarkDividendsSchema.optional(),
  option_wash_sales: OptionWashSalesSchema.optional(),
  vol_model: VolModelSummarySchema.optional(),
  model_risk: ModelRiskSchema.optional(),
  min_volume_check: MinVolumeCheckSchema.optional(),
  costs: AppliedCostsSchema.optional(),
};

/**
 * Covered exit scenario: 1 EXPIRATION, 2 BOUGHT_BACK, 3 ASSIGNMENT, 4 ROLLED (see
 * `shared/domain/exit-scenarios.ts`); a string is kept as it is (spec section 4).
 */
export const ExitScenarioSchema = z.union([z.literal([1, 2, 3, 4], FIELD), str().min(1)], FIELD);
export type ExitScenario = z.infer<typeof ExitScenarioSchema>;

/** One side of a covered trade: the option contract, short for covered positions, at `price` per share. */
export const CoveredPositionSchema = z.object(
  { contract: ContractSchema, side: SideSchema, quantity: int().min(1), price: num().min(0) },
  FIELD,
);
export type CoveredPosition = z.infer<typeof CoveredPositionSchema>;

/**
 * What an option position became when OCC adjusted it for a split while it was open: `contracts`
 * (ratio × those opened for a whole-number split), the per-share `strike` (the strike / ratio, to
 * the cent for a whole-number split) and the `shares_per_contract` each delivers (100, or 100 ×
 * ratio for a ratio that is not whole). After several splits, what was held after the last.
 */
export const SplitAdjustedSchema = z.object(
  { contracts: int().min(1), strike: num().min(0), shares_per_contract: num().gt(0) },
  FIELD,
);
export type SplitAdjusted = z.infer<typeof SplitAdjustedSchema>;

/**
 * A covered trade. `exit_position` is null when no closing trade happened (expired worthless,
 * or assigned at expiration). `premium_received` is the credit of the entry in dollars
 * (price * 100 * quantity); `reason` is the human-readable exit reason shown in the modal.
 */
export const CoveredTradeSchema = z.object(
  {
    entry_date: isoDate(),
    exit_date: isoDate(),
    entry_position: CoveredPositionSchema,
    exit_position: CoveredPositionSchema.nullable(),
    /**
     * Per share, what a short with no closing trade (expired or assigned) settled at: 0 out of the
     * money, the intrinsic value given up in the money (optional: absent in older results and on
     * trades with an `exit_position`).
     */
    settlement_price: num().min(0).optional(),
    pnl: num(),
    /** Dollars of commissions the trade paid, included in `pnl` (optional: absent in older results). */
    commissions: num().min(0).optional(),
    /** The part of `commissions` paid as the exchange's fee (SPX: Cboe's); absent when none was paid. */
    exchange_fees: num().min(0).optional(),
    exit_scenario: ExitScenarioSchema,
    reason: str(),
    premium_received: num(),
    /**
     * The position after OCC adjusted it for a split while it was open (optional: absent when no
     * split did, and in results saved before 2026-12-03). `entry_position` stays as sold; these are
     * what was held from the split on: `contracts` (ratio × those sold for a whole-number split),
     * the per-share `strike` (the strike / ratio, to the cent) and the `shares_per_contract` each
     * delivers (100, or 100 × ratio for a ratio that is not whole). The exit's price (the
     * `settlement_price` of an assignment, the `exit_position` price of a buy-back) is a share of
     * these: P&L = premium_received − that price × shares_per_contract × contracts − commissions.
     */
    split_adjusted: SplitAdjustedSchema.optional(),
  },
  FIELD,
);
export type CoveredTrade = z.infer<typeof CoveredTradeSchema>;

/** [date, value] pairs, as the covered result carries its curves (spec section 3). */
const pair = () => z.array(z.tuple([isoDate(), num()], FIELD), FIELD);

export const CoveredBacktestResultSchema = z.object(
  {
    ...metrics,
    /**
     * Credits minus debits of the option trades in dollars at the fill prices (premium of every
     * sale minus the cost of every buy-back or roll; commissions and settlements not included).
     * Negative when more was paid than received: the UI then reads 'Net Premium Paid'.
     */
    net_premium_received: num(),
    /**
     * Dividends received on the shares (or, for SPX, index units) held, in dollars (optional: absent
     * in older results). The P&L summary reads it; the diagnostics note says the same in words.
     */
    dividends_received: num().min(0).optional(),
    /**
     * The shares' (SPX: index units') P&L in dollars from the engine's share ledger (optional: absent
     * in older results): shares bought (at the start, a put's assignment, a rebuy) and sold (a
     * call's assignment, early or at expiration, a sale after a put's), at the price the ledger
     * booked (an assignment at its settlement value: the strike ± the intrinsic value its option
     * trade gave up), less the commissions of the stock trades outside the option trades, plus cash
     * in lieu of a split's fraction and the shares still held marked at the last close. Option
     * trades + dividends + interest earned − paid + this = total_pnl.
     */
    share_pnl: num().optional(),
    /**
     * The same shares (SPX: index units) by calendar year (optional: newer results), for the
     * after-tax estimate; each year as ShareYearSchema says, its lots sold first in, first out and
     * marked as equity marks them. Their realised sum plus the last year's unrealised = share_pnl;
     * their dividends sum to dividends_received.
     */
    shares_by_year: z.array(ShareYearSchema, FIELD).optional(),
    /** Daily marked-to-market equity (cash + shares + open options), [date, dollars]. */
    equity_curve: pair(),
    /** Daily close of the underlying, [date, price] (spec section 9). */
    benchmark_prices: pair(),
    /** Buy-and-hold total return with the same start balance, [date, dollars] (optional: newer results). */
    benchmark_equity: pair().optional(),
    trades: z.array(CoveredTradeSchema, FIELD),
  },
  FIELD,
);
export type CoveredBacktestResult = z.infer<typeof CoveredBacktestResultSchema>;

/**
 * A leg of a multi-leg trade. `price` (optional: absent in results saved before it) is what the
 * engine paid or received per share, slippage included, or the intrinsic value a leg settled at:
 * the price its P&L was booked on, which the contract's `last_trade_price` is not (the engine fills
 * at the mid when the last lies outside the bid/ask or the run asked for mids, less or plus slippage).
 */
export const TradeContractSchema = z.object(
  { contract: ContractSchema, side: SideSchema, quantity: int().min(1), price: num().min(0).optional() },
  FIELD,
);
export type TradeContract = z.infer<typeof TradeContractSchema>;

/**
 * An entry leg of a multi-leg trade: as opened (contract, quantity and fill as traded) and, when a
 * split adjusted the position while it was open, `split_adjusted`: what the leg became (optional:
 * absent when no split did, and in results saved before 2026-12-03). The paired exit leg is in
 * those contracts and strike, and its price is a share of `shares_per_contract`, so the leg's cash
 * is (exit price × shares_per_contract × contracts) against (entry price × 100 × quantity).
 */
export const TradeEntryContractSchema = TradeContractSchema.extend({ split_adjusted: SplitAdjustedSchema.optional() });
export type TradeEntryContract = z.infer<typeof TradeEntryContractSchema>;

/**
 * An exit leg of a multi-leg trade. `exercised_at_close` (true, else absent): a long stock or ETF leg
 * the engine exercised against the day's close rather than sold, because that netted more (book.ts
 * 'fillOrExercise': a global exit, a margin call, the end of the range, the other legs' early
 * assignment or a calendar's later leg); its `price` is then the intrinsic value. The after-tax
 * estimate reads it (exercised-longs.ts: the shares' holding period starts at the exercise). A leg
 * settled at its expiration is not flagged (its exit says so: exit scenario, expiry, price). Absent in
 * results saved before 2026-12-03, whose trades' reasons name such legs ('Exercised rather than sold: …').
 * `assigned_early` (true, else absent): a short stock or ETF leg assigned before its expiration (a
 * call ahead of an ex-date, a put its holder exercised: early-assignment.ts), settled at its intrinsic
 * value against that close: its `price` is that value and its quote's bid, ask and last read it
 * (a settlement, not a quote: Contract Details says so). Absent in results saved before 2026-12-04,
 * whose trades' exit scenario ASSIGNMENT and reason say it.
 */
export const TradeExitContractSchema = TradeContractSchema.extend({
  exercised_at_close: z.literal(true, FIELD).optional(),
  assigned_early: z.literal(true, FIELD).optional(),
});
export type TradeExitContract = z.infer<typeof TradeExitContractSchema>;

/**
 * A multi-leg trade: entry and exit contracts paired by index (spec section 3). Margin is the
 * Reg-T style requirement reserved at entry, capital the cash committed (debit paid or margin).
 * `exit_scenario` is the exit type that closed it (e.g. 'percentage_profit', 'EXPIRATION').
 */
export const TradeSchema = z.object(
  {
    entry_date: isoDate(),
    exit_date: isoDate(),
    entry_contracts: z.array(TradeEntryContractSchema, FIELD),
    exit_contracts: z.array(TradeExitContractSchema, FIELD),
    pnl: num(),
    /**
     * Dollars of commissions the trade paid (contracts at entry and on each filled exit, shares on
     * a physical settlement), included in `pnl` (optional: absent in older results).
     */
    commissions: num().min(0).optional(),
    /** The part of `commissions` paid as the exchange's fee (SPX: Cboe's); absent when none was paid. */
    exchange_fees: num().min(0).optional(),
    entry_margin_required: num().min(0),
    entry_capital_required: num().min(0),
    reason: str(),
    exit_scenario: ExitScenarioSchema.optional(),
  },
  FIELD,
);
export type Trade = z.infer<typeof TradeSchema>;

export const BacktestResultSchema = z.object(
  {
    ...metrics,
    equity_curve: z.array(z.object({ date: isoDate(), equity: num() }, FIELD), FIELD),
    benchmark_prices: z.array(z.object({ date: isoDate(), price: num() }, FIELD), FIELD),
    /** Buy-and-hold total return with the same start balance (optional: newer results). */
    benchmark_equity: z.array(z.object({ date: isoDate(), equity: num() }, FIELD), FIELD).optional(),
    trades: z.array(TradeSchema, FIELD),
  },
  FIELD,
);
export type BacktestResult = z.infer<typeof BacktestResultSchema>;

/** Either kind of result, as a job carries it. Shapes differ in their curves, so the union is unambiguous. */
export const AnyBacktestResultSchema = z.union([CoveredBacktestResultSchema, BacktestResultSchema], FIELD);
export type AnyBacktestResult = z.infer<typeof AnyBacktestResultSchema>;

export const isCoveredResult = (r: AnyBacktestResult): r is CoveredBacktestResult => 'net_premium_received' in r;
