import type { AnalyticsTrade, EquityPoint } from '../analytics-input';
import { cagrPct } from '../../engine/metrics/cagr';
import { totalReturnPct } from '../../engine/metrics/total-return';
import { heldOverOneYear } from '../../domain/holding-period';
import type { InterestYear, ShareYear } from '../../contracts/results';
import { cents } from '../../engine/core/money';
import { NO_SHARES, sharesOfYears } from './shares-of-year';
import { washSales } from './wash-sales';
import { optionWashSales, type OptionPosition } from './option-wash-sales';
import { deferredOnce } from './straddle-wash-once';
import { capitalLossLimit, filingStatusOf, lossSetAgainstIncome, type FilingStatus } from './capital-loss-limit';

export { carriesAssignedOptions, carriesStraddleLosses, carriesStraddleRules, splitsHeldLots } from './shares-of-year';
export { carriesLotTrades } from './wash-sales';
export { CAPITAL_LOSS_AGAINST_INCOME, FILING_STATUSES, FilingStatusSchema, capitalLossLimit, lossSetAgainstIncome, type FilingStatus } from './capital-loss-limit';

/**
 * An after-tax ESTIMATE per calendar year (not tax advice; the panel says so). Two regimes:
 *
 * - 'section1256' (broad-based index options such as SPX): every position is marked to market at
 *   year end, so a year's taxable gain is its change in marked equity (last equity of the year −
 *   last equity of the year before, the start balance for the first year), taxed 60% at the
 *   long-term and 40% at the short-term rate whatever the holding period; but not the interest in
 *   it: interest on the cash (T-bills) is ordinary income, never a 1256 gain, and interest paid on
 *   a debit balance is no 1256 loss. When the result says the interest of each year
 *   (`interestByYear`), the year's net interest (earned − paid) comes out of the marked gain and is
 *   taxed at the short-term (ordinary) rate; a net interest expense is carried to later years'
 *   interest, not set against the options' gains. Up to $3,000 of the year's net capital loss offsets
 *   that interest (IRC §1211(b), as by holding period below; `lossAgainstIncome`): the 1256 loss is
 *   40% short and 60% long term, the deduction comes out of its short-term part first and the rest
 *   is carried forward keeping that character (§1212(b)), so a later year's 60/40 parts meet the
 *   carried short and long loss each in its part (before 2026-12-04 no 1256 loss offset the interest,
 *   which overstated). The election to carry a net 1256 loss back three years (§1212(c)) is the
 *   taxpayer's: not modelled, the panel says so. Without it
 *   (older results) the interest stays in the 60/40 gain and the panel says the tax is understated.
 *   Nor are a covered run's shares (SPX: index units, held in practice as a fund or the stocks) a
 *   1256 contract: when the result says its shares by year (`sharesByYear`), their marked P&L of
 *   the year comes out of the 60/40 gain, their dividends are ordinary income like the interest,
 *   and their gains are taxed as the holding-period regime taxes them (below). Only the options
 *   are 60/40; the options' 60/40 parts then net with the shares' short- and long-term results as
 *   Schedule D nets them, and the carries keep their character. Without it (older results) the
 *   units and their dividends stay in the 60/40 gain and the panel says the tax is understated.
 * - 'holding_period' (equity and ETF options, shares): a closed trade's P&L is taxed in its exit
 *   year, long term only when held MORE than one year (sold after the entry date's anniversary)
 *   and never for a written option: closing or letting lapse an option one sold is short term
 *   whatever the holding period (IRC §1234(b)), so a trade's `shortTermPnl` (the written legs and
 *   the costs) is short term and only the rest follows the holding period; nor for a long option
 *   exercised (`exercisedPnl`: by the engine at a close where that nets more than its sale, or in
 *   the money at expiration): the exercise buys (a put: sells short) the shares, whose holding
 *   period starts then, so the engine's route, the shares sold at once, is short term whatever
 *   the option's age (exercised-longs.ts; audit 7, N3). An option open across a year's end is
 *   taxed when closed, through its trade (no mark to market outside Section 1256): when the result
 *   says its interest by year and its shares by year (or `holdsNoShares`), the year's change in the
 *   open options' marks (its equity change less the trades, the shares' marked P&L, the interest
 *   and the dividends) comes out of that year, and those still open at the run's end are taxed in
 *   its last year as if closed on its last day. A result saved before `interest_by_year` (a covered
 *   one before `shares_by_year`) cannot tell them apart and taxes them on their year-end marks (audit
 *   15, F3: a TSLA wheel 2022-2023 read $6,362.64 so, $6,898.83 taxed when closed). The rest of the year's
 *   equity change (outside the trade log: share gains and losses, dividends, interest, and open
 *   options as just said) is taxed at the short-term rate in that year, as if realised at year end: a covered
 *   call's assigned shares are sold (their gain realised, the buy-back starting a new holding
 *   period), dividends and interest are income of the year, and a wheel's put assigned in the
 *   money books its loss in the trade while the shares' recovery lands here. Leaving it untaxed
 *   had taxed a covered call's assignment losses and none of the share gains that paid for them
 *   (SPY 2023-2024: +50% pre-tax, $0 tax). Shares held over a year without being called away
 *   would really be taxed later and at the long-term rate: for them this overstates the tax.
 *   When the result says its shares by year (`sharesByYear`, the engine's lots, first in first
 *   out) the shares are taxed by lot: a year's realised gains on lots sold or called away, long
 *   term for a lot held more than a year, and the lots still held at the end as if sold on the
 *   last day, short or long term as that sale would be (the last year's `held_long_term`: their
 *   holding periods as the straddle rules leave them). A result saved before it has them all at the
 *   SHORT-term rate, even those held more than a year by then (it did not split them, and the
 *   higher rate does not flatter): for a plain long hold without calls written on it, that overstates.
 *   Their marked P&L comes out of `outsideTrades`, which keeps the dividends and interest (and
 *   the open options' marks where they cannot be told apart, above).
 *   An assigned written option (IRS Pub. 550) has no gain or loss of its own: a put's premium
 *   lowers the basis of the shares it delivers (their holding period starting at the assignment)
 *   and a call's is added to the amount realised on the shares it takes. The engine books the
 *   option's P&L in its trade (the premium less the intrinsic value given up and the commissions)
 *   and moves the shares at the close; when each year of the result says `assigned_options` (the
 *   lots carry that P&L, share-lots.ts), it comes out of the assignment year's trades (written:
 *   short term) and is taxed with the lots: a put's when its lot is sold, called away or held at
 *   the end, by the lot's holding period; a call's in its year with the lots it took, a loss long
 *   term on a lot held more than a year (§1092(f) and Pub. 550 agree), and so a gain (a result
 *   saved before `deferred_losses` has it short term there, as share-lots.ts then did: it overstates).
 *   Before, a put assigned in the money booked a short-term loss in its year that sheltered that
 *   year's premium income, the law deferring it into the shares: a TSLA wheel 2021-06-01..2024-12-31
 *   (`wheel-tsla-2022-2023.json` with those dates, 35%/15%), whose May 2022 put was assigned
 *   (−$19,815.65) and its shares held to the end, read $11,494.07 of tax, now $16,607.43. A result
 *   saved before `assigned_options` is estimated as before, and the panel says it may understate.
 *   The straddle rules for calls written on the shares (IRC §1092) move the lots' holding periods in
 *   the engine (share-lots.ts; domain/qualified-covered-call.ts): a call that is not a qualified
 *   covered call (written 30 days or less before its expiry, or deep in the money) restarts, at its
 *   close, the holding period of shares not yet held over a year when it was written (Treas. Reg.
 *   §1.1092(b)-2T(a)); an in-the-money qualified covered call suspends it while open (§1092(f)(2)).
 *   So a lot sold or called away after a year under such calls is short term. A result whose years
 *   say `covered_calls` has its realised gains so; one saved before it (`carriesStraddleRules`
 *   false) keeps the holding periods without those rules, and the panel says it may understate.
 *   A loss on a call closed without delivering the shares is long term where the straddle rules
 *   say so (a call not qualified written while a lot was held over a year, Treas. Reg.
 *   §1.1092(b)-2T(b); an in-the-money QCC while the shares' gain would be long term, §1092(f)(1)):
 *   the year's `covered_calls.long_term_call_losses` moves from the trades' short term to the long
 *   term (a result saved before it keeps those losses short term, which understates the tax).
 *   The deferral of a straddle's losses (§1092(a): a loss on a call counts only beyond the
 *   unrecognised gain of the shares at the year's end; straddle-losses.ts) comes from the years'
 *   `covered_calls.deferred_losses`: each year's short and long term take what it defers out and
 *   what it lets count in, and the last year lets all of it count (its lots taxed as if sold). Not
 *   under Section 1256 (the index calls and the units: a mixed straddle, not reproduced). A loss on a
 *   lot of a straddle that had a long-term position is long term in the lots' realised gains
 *   (share-lots.ts). A result saved before `deferred_losses` takes each loss in its year, and the
 *   panel says so.
 *   The wash-sale rule (IRC §1091; wash-sales.ts) from the years' `lots`: a loss on shares sold with
 *   shares of the stock acquired within 30 days before or after (a rebuy, a put's assignment) is
 *   disallowed in its year and realised when the replacement shares are sold; still in the basis of
 *   shares held at the end, it is taken in the last year with them as if sold. A result saved before `lots` takes every
 *   loss on the shares in its year, and the panel says wash sales were not applied there.
 *   Dividends and interest are ordinary income: when the result says its interest by year
 *   (`interestByYear`), the year's net interest and (with `sharesByYear`) its dividends are taxed at
 *   the short-term rate apart from the capital results, as under Section 1256: a capital loss does
 *   not shelter them beyond the limit below (the rest is carried forward, by character) and a net interest expense (more
 *   paid than earned) is carried to later years' interest and dividends, not set against capital
 *   gains. They stay in `outsideTrades`. Up to $3,000 of a year's net capital loss offsets that
 *   ordinary income (IRC §1211(b); $1,500 married filing separately, by the trader's
 *   `filingStatus`), its short-term part first (§1212(b)); the rest is carried forward by character
 *   (`lossAgainstIncome`, limit by filing status in capital-loss-limit.ts; before 2026-12-04 none did: itm-bear-call-spread.json, whose options lost
 *   every year while its cash earned interest, read $5,583.64 of tax at 35%). A covered result saved
 *   with `interest_by_year` but before `shares_by_year` says its dividends only in all
 *   (`dividendsReceived`): they are ordinary income too, in the year that gives the highest tax
 *   (estimateAfterTax; before 2026-12-04 they stayed in its capital results, netted whole with a
 *   year's loss), and so under Section 1256, out of the 60/40 gain. A result saved before `interest_by_year` nets them
 *   with the year's capital losses like gains (a trader's losing year read $0 of tax on interest
 *   earned): in a losing year that understates, and the panel says so.
 *
 * Both: within a year short- and long-term results are netted against each other; a net loss is
 * carried forward against later years' gains, keeping its character (a short-term carry offsets
 * short-term gains first, a long-term one long-term gains first, as Schedule D nets them). Wash
 * sales (IRC §1091) on the shares (wash-sales.ts) and, by holding period, on options reopened in the
 * same contract (option-wash-sales.ts, with the result's `optionPositions`); a covered call's loss the
 * latter carries past a year's end is not deferred again there by the straddle rules (the wash-sale
 * rule first, Temp. Treas. Reg. §1.1092(b)-1T as we read it: straddle-wash-once.ts). Out of
 * scope, and said in the panel: the $3,000 deduction against ordinary income for a result saved
 * before `interest_by_year` (its interest is not told apart), the 1256 loss carryback (§1212(c)), state taxes, qualified dividends' lower rate, and paying the tax out of
 * the account (the after-tax curve compounds no differently).
 */
export type TaxRegime = 'section1256' | 'holding_period';

export interface TaxInput {
  regime: TaxRegime;
  /** Rates as percentages, e.g. 37 and 20. */
  shortTermRatePct: number;
  longTermRatePct: number;
  startBalance: number;
  equity: readonly EquityPoint[];
  trades: readonly TaxTrade[];
  /** Interest credited (earned) and charged (paid) by calendar year, as the result says (Section 1256 reads it; by holding period it keeps interest and dividends apart as ordinary income). */
  interestByYear?: readonly InterestYear[];
  /** A covered run's shares (SPX: index units) by calendar year, as the result says (`shares_by_year`). */
  sharesByYear?: readonly ShareYear[];
  /**
   * The wash sales' loss still in shares held at the end left unrealised (a trader who holds on)
   * rather than taken in the last year with those shares as if sold (the default; wash-sales.ts).
   */
  washKeptAtEnd?: boolean;
  /**
   * The run's option positions (option-wash-sales.ts optionPositionsOf) when the result says the
   * option wash-sale rule applies to it (`option_wash_sales`); absent for a result saved before, whose
   * option losses stay in their year. Read by holding period only (Section 1256 contracts are outside §1091).
   */
  optionPositions?: readonly OptionPosition[];
  /**
   * The run never held shares nor received dividends (a spread; a covered run whose `share_pnl` is 0
   * and dividends none): with `interestByYear` the open options' marks can be told without `sharesByYear`.
   */
  holdsNoShares?: boolean;
  /**
   * The trader's filing status (capital-loss-limit.ts): how much of a year's net capital loss offsets
   * ordinary income, $3,000 or $1,500 married filing separately (IRC §1211(b)). Absent: $3,000, the
   * figure every estimate used before it could be chosen. An unknown value throws with a clear message.
   */
  filingStatus?: FilingStatus;
  /**
   * A covered result's dividends in all (`dividends_received`) for a result saved before `shares_by_year`
   * (ignored with `sharesByYear`, whose years say theirs): with `interestByYear` they are ordinary income
   * like the interest, in the one year that gives the highest tax (the result does not say which year
   * paid them: `TaxEstimate.dividendsYear`). Without `interestByYear` they stay netted as before.
   */
  dividendsReceived?: number;
}

/**
 * Whether the estimate taxes options open at a year's end when they close (by holding period): the
 * result says what else its equity holds outside the trades (interest by year; shares by year, or none held).
 */
export const taxesOpenOptionsWhenClosed = (input: Pick<TaxInput, 'regime' | 'interestByYear' | 'sharesByYear' | 'holdsNoShares'>): boolean =>
  input.regime === 'holding_period' && input.interestByYear !== undefined && (input.sharesByYear !== undefined || input.holdsNoShares === true);

/** A closed trade as the estimate reads it (`shortTermPnl` absent: the holding period decides all of it). */
export type TaxTrade = Pick<AnalyticsTrade, 'entryDate' | 'exitDate' | 'pnl'> & Partial<Pick<AnalyticsTrade, 'shortTermPnl' | 'exercisedPnl'>>;

/**
 * Whether a trade is taxed short term though held more than a year because a long option of it was
 * exercised (`exercisedPnl`: the shares' holding period starts at the exercise). The panel and the
 * CLI name such trades.
 */
export const exercisedAfterAYear = (t: TaxTrade): boolean => (t.exercisedPnl ?? 0) !== 0 && heldOverOneYear(t.entryDate, t.exitDate);

export interface TaxYear {
  year: number;
  /** Pre-tax P&L of the year: the change in marked equity. */
  pnl: number;
  shortTerm: number;
  longTerm: number;
  /**
   * Holding-period regime: the part of the year's P&L outside the closed trades, taxed here at the
   * short-term rate: dividends and interest (shares without `sharesByYear`), and the open options'
   * marks where the result cannot tell them apart (else only those still open at the run's end, in
   * its last year); 0 under Section 1256.
   */
  outsideTrades: number;
  /**
   * Section 1256 with the result's interest by year: the year's net interest (earned − paid), taken
   * out of the marked gain and taxed as ordinary income at the short-term rate (in `shortTerm`
   * when positive); 0 otherwise (by holding period it is in `outsideTrades`).
   */
  interest: number;
  /**
   * With the result's shares by year: the shares' gain taxed this year (realised, short and long
   * term; in the last year also the shares still held, marked), with the assigned options' P&L
   * the lots realise (`assignedOptions`); 0 otherwise.
   */
  shares: number;
  /**
   * With the result's `assigned_options`: the P&L of the options assigned this year (their trades),
   * taken out of the trades' short-term results because the law puts it into the shares (in
   * `shares` when the lots realise it); 0 otherwise.
   */
  assignedOptions: number;
  /** Section 1256 with the result's shares by year: the dividends, ordinary income; 0 otherwise (by holding period they are in `outsideTrades`). */
  dividends: number;
  /**
   * By holding period: the P&L of long options held more than a year that were exercised (at a
   * close, or in the money at expiration), in `shortTerm` (before netting) rather than long term:
   * the shares' holding period starts at the exercise. 0 otherwise.
   */
  exercisedLongs: number;
  /** Loss carried in from earlier years and used this year (positive number). */
  carryUsed: number;
  /**
   * With the result's interest by year (either regime): the year's net capital loss set against its
   * ordinary income (interest, dividends), at most the filing status's limit (capital-loss-limit.ts,
   * $3,000 by default); 0 otherwise.
   */
  lossAgainstIncome: number;
  /**
   * The loss carried out of this year into the next: the capital loss left after netting (and after
   * what was set against income), with any net interest expense; 0 when nothing is carried. A year
   * with some reads $0.00 in Short-term and Long-term, which the panel explains under the table.
   */
  carriedForward: number;
  tax: number;
  afterTaxPnl: number;
}

export interface TaxEstimate {
  years: TaxYear[];
  totalTax: number;
  preTaxEndBalance: number;
  afterTaxEndBalance: number;
  /** Null under a year (CAGR_MIN_DAYS), as the result's own CAGR: the total returns say it. */
  preTaxCagrPct: number | null;
  afterTaxCagrPct: number | null;
  preTaxReturnPct: number;
  afterTaxReturnPct: number;
  /** Unused loss (and, with the result's interest by year, net interest expense) left at the end. */
  carryForward: number;
  /**
   * With the result's shares by year carrying their `lots`: the wash sales applied (IRC §1091,
   * wash-sales.ts): share sales at a loss washed, the loss deferred into the replacement shares'
   * basis, and the part still deferred at the run's end (never realised in the run). Absent otherwise.
   */
  washSales?: { washedSales: number; deferred: number; stillDeferredAtEnd: number };
  /**
   * By holding period with the result's `optionPositions`: the wash sales applied to the options
   * (option-wash-sales.ts): positions closed at a loss washed and the loss deferred into the
   * replacement options' basis. Absent otherwise.
   */
  optionWashSales?: { washedPositions: number; deferred: number; stillDeferredAtEnd: number };
  /**
   * With `dividendsReceived` read (a covered result with interest by year saved before shares by
   * year): the year its dividends were taxed in as ordinary income, the one giving the highest tax.
   */
  dividendsYear?: number;
}

/** Broad-based index option roots that are Section 1256 contracts (SPXW is SPX's weekly root). */
const SECTION_1256_ROOTS = new Set(['SPX', 'SPXW', 'XSP', 'NDX', 'NDXP', 'RUT', 'RUTW', 'VIX', 'VIXW', 'DJX', 'OEX', 'XEO']);

/** The regime a ticker or OCC root suggests: 1256 for the broad-based index roots, else holding period. */
export function regimeForTicker(tickerOrRoot: string): TaxRegime {
  return SECTION_1256_ROOTS.has(tickerOrRoot.toUpperCase()) ? 'section1256' : 'holding_period';
}

/** A year's short- and long-term results netted against each other (Schedule D). */
function netted(shortTerm: number, longTerm: number): { shortTerm: number; longTerm: number } {
  if (shortTerm < 0 && longTerm > 0) {
    const n = shortTerm + longTerm;
    return { shortTerm: Math.min(n, 0), longTerm: Math.max(n, 0) };
  }
  if (longTerm < 0 && shortTerm > 0) {
    const n = shortTerm + longTerm;
    return { shortTerm: Math.max(n, 0), longTerm: Math.min(n, 0) };
  }
  return { shortTerm, longTerm };
}

/** Year → pre-tax P&L, from the last marked equity of each year. */
function yearlyPnl(startBalance: number, equity: readonly EquityPoint[]): Map<number, number> {
  const lastOfYear = new Map<number, number>();
  for (const p of equity) lastOfYear.set(Number(p.date.slice(0, 4)), p.equity);
  const out = new Map<number, number>();
  let prev = startBalance;
  for (const [year, end] of lastOfYear) {
    out.set(year, end - prev);
    prev = end;
  }
  return out;
}


/**
 * The estimate. A covered result with interest by year saved before its shares by year says its
 * dividends only in all: they are ordinary income (as the years of `sharesByYear` say them, and as the
 * interest is), so a capital loss offsets at most the year's limit of them; before, they were netted
 * with the year's capital results like a gain, and a losing year absorbed them whole. The result does
 * not say which year paid them, and the year changes the tax (what the limit leaves taxed, the
 * carries), so each year of the run is tried and the highest tax kept: the estimate never reads better
 * for what the result leaves out (the panel and the CLI say so, and that running it again reads each year's).
 */
export function estimateAfterTax(input: TaxInput): TaxEstimate {
  const dividends = input.sharesByYear === undefined && input.interestByYear !== undefined ? input.dividendsReceived ?? 0 : 0;
  if (!(dividends > 0)) return estimateWith(input, () => 0);
  let highest: TaxEstimate | undefined;
  for (const year of yearlyPnl(input.startBalance, input.equity).keys()) {
    const est = estimateWith(input, (y) => (y === year ? dividends : 0));
    if (!highest || est.totalTax > highest.totalTax) highest = { ...est, dividendsYear: year };
  }
  return highest ?? estimateWith(input, () => 0);
}

/** The estimate with `dividendsOf(year)`, the dividends a result without shares by year is taken to have paid that year. */
function estimateWith(input: TaxInput, dividendsOf: (year: number) => number): TaxEstimate {
  const st = input.shortTermRatePct / 100;
  const lt = input.longTermRatePct / 100;
  const realised = new Map<number, { shortTerm: number; longTerm: number; exercised: number }>();
  if (input.regime === 'holding_period') {
    for (const t of input.trades) {
      const year = Number(t.exitDate.slice(0, 4));
      const bucket = realised.get(year) ?? { shortTerm: 0, longTerm: 0, exercised: 0 };
      const alwaysShort = t.shortTermPnl ?? 0;
      bucket.shortTerm += alwaysShort;
      if (heldOverOneYear(t.entryDate, t.exitDate)) {
        // A long option exercised (by the engine at a close, or in the money at expiration) becomes
        // shares whose holding period starts at the exercise: the engine's route, the shares sold at
        // once, is a short-term gain or loss however long the option was held (audit 7, N3). The
        // sale's long-term rate would pair the exercise's better P&L with a route the run did not take.
        const exercised = t.exercisedPnl ?? 0;
        bucket.shortTerm += exercised;
        bucket.exercised += exercised;
        bucket.longTerm += t.pnl - alwaysShort - exercised;
      } else bucket.shortTerm += t.pnl - alwaysShort;
      realised.set(year, bucket);
    }
  }
  // Losses carried forward, by character (a Section 1256 loss 40% short, 60% long, §1212(b)).
  let carryShort = 0;
  let carryLong = 0;
  // A net interest expense (more paid than earned) carried to later years' interest (and dividends).
  let carryInterest = 0;
  const interestOf = new Map((input.interestByYear ?? []).map((y) => [y.year, y.earned - y.paid]));
  const years: TaxYear[] = [];
  const lastYear = Number(input.equity.at(-1)?.date.slice(0, 4));
  // The options' wash sales (§1091): by holding period only, Section 1256 contracts being outside the rule.
  const optionWash = input.regime === 'holding_period' && input.optionPositions ? optionWashSales(input.optionPositions, lastYear) : undefined;
  // The straddle rules defer only the calls' losses the wash leaves in their year (straddle-wash-once.ts).
  const sharesByYear = optionWash && input.sharesByYear
    ? deferredOnce(input.sharesByYear, optionWash.callLossesLeftInYear)
    : input.sharesByYear ?? [];
  const sharesOf = sharesOfYears(sharesByYear, lastYear, input.washKeptAtEnd);
  // By holding period: the open options' marks at the previous year's end, taxed when they close.
  const marksApart = taxesOpenOptionsWhenClosed(input);
  // By holding period: interest (and dividends, with shares by year) taxed apart as ordinary income
  // when the result says its interest by year; a result saved before it keeps them netted with capital losses.
  const ordinaryApart = input.regime === 'holding_period' && input.interestByYear !== undefined;
  let openMarks = 0;
  // The most of a year's net capital loss set against its ordinary income (IRC §1211(b)).
  const lossLimit = capitalLossLimit(filingStatusOf(input.filingStatus));
  for (const [year, pnl] of yearlyPnl(input.startBalance, input.equity)) {
    let shortTerm: number;
    let longTerm: number;
    let outsideTrades = 0;
    let interest = 0;
    let dividends = 0;
    let exercisedLongs = 0;
    let lossAgainstIncome = 0;
    let carryUsed: number;
    const sh = sharesOf.get(year) ?? NO_SHARES;
    if (input.regime === 'section1256') {
      // The options 60/40 (§1256(a)(3)); with the result's shares by year the units as equity and their
      // dividends ordinary income like the interest (an expense carried against later interest).
      interest = interestOf.get(year) ?? 0;
      dividends = input.sharesByYear ? sh.dividends : dividendsOf(year);
      // The assigned options' P&L is the shares' (in sh.shortTerm/longTerm as the lots realise it).
      // The options' losses are not deferred (§1092(a)) here: index calls on the units make a mixed
      // straddle, whose rules are not reproduced, and deferring them as share-lots.ts does would move
      // a loss out of a 60/40 year into one where it offsets short-term gain: a lower tax (README).
      const options = pnl - interest - dividends - sh.marked - sh.assignedOptions;
      const ordinaryIncome = interest + dividends;
      const ordinary = ordinaryIncome - carryInterest;
      const carryBefore = carryShort + carryLong;
      const carryInterestBefore = carryInterest;
      carryInterest = Math.max(0, -ordinary);
      // A 1256 loss carried forward keeps its character (40% short, 60% long, less what offset
      // ordinary income: short term first), so each part meets the year's 60/40 parts by character.
      ({ shortTerm, longTerm } = netted(options * 0.4 + sh.shortTerm - carryShort, options * 0.6 + sh.longTerm - carryLong));
      const lossLeft = Math.max(0, -shortTerm) + Math.max(0, -longTerm);
      // With the result's interest by year up to $3,000 of the net capital loss offsets that ordinary
      // income (IRC §1211(b)), as by holding period; a result saved before it keeps the interest in the 60/40 gain.
      if (input.interestByYear !== undefined) ({ shortTerm, longTerm, deducted: lossAgainstIncome } = lossSetAgainstIncome(shortTerm, longTerm, ordinary, lossLimit));
      carryShort = Math.max(0, -shortTerm);
      carryLong = Math.max(0, -longTerm);
      shortTerm = Math.max(0, shortTerm) + Math.max(0, ordinary) - lossAgainstIncome;
      longTerm = Math.max(0, longTerm);
      carryUsed = Math.max(0, carryBefore - lossLeft) + Math.min(carryInterestBefore, Math.max(0, ordinaryIncome));
    } else {
      const carryBefore = carryShort + carryLong;
      const carryInterestBefore = carryInterest;
      const r = realised.get(year) ?? { shortTerm: 0, longTerm: 0, exercised: 0 };
      exercisedLongs = r.exercised;
      outsideTrades = pnl - r.shortTerm - r.longTerm - sh.marked;
      if (marksApart) {
        // Beyond interest and dividends the rest is the change in the open options' marks (the
        // result's identity: trades + shares + dividends + interest = P&L; audit 15 checked it to the
        // cent): taxed in the trades that close them; the last year keeps those still open at the end.
        const marksChange = outsideTrades - (interestOf.get(year) ?? 0) - sh.dividends - dividendsOf(year);
        outsideTrades += year === lastYear ? openMarks : -marksChange;
        openMarks += marksChange;
      }
      // An assigned option's trade (written: short term) is no gain or loss of its own: its P&L is
      // taxed with the shares (in sh.shortTerm/longTerm, when and as the lots realise it).
      // A written call's loss the straddle rules make long term (share-lots.ts callLoss) leaves the short term.
      // A straddle's loss (§1092(a)) counts in the year the estimate takes it, by its character.
      // An option's loss washed (§1091) is added back in its year and taken when its replacement closes.
      const ow = optionWash?.byYear.get(year) ?? { shortTerm: 0, longTerm: 0 };
      const trades = r.shortTerm - sh.assignedOptions - sh.longTermCallLosses + sh.deferral.shortTerm + ow.shortTerm;
      // With the result's interest by year, the year's net interest and (with its shares by year) the
      // dividends are ordinary income, kept apart as under Section 1256: a capital loss does not
      // shelter them beyond $3,000 a year (below) and a net interest expense is carried to
      // later years' interest and dividends, not set against capital gains. They stay in `outsideTrades`.
      const ordinaryIncome = ordinaryApart ? (interestOf.get(year) ?? 0) + sh.dividends + dividendsOf(year) : 0;
      const ordinary = ordinaryIncome - carryInterest;
      carryInterest = Math.max(0, -ordinary);
      ({ shortTerm, longTerm } = netted(trades + outsideTrades - ordinaryIncome + sh.shortTerm - carryShort, r.longTerm + sh.longTerm + sh.longTermCallLosses + sh.deferral.longTerm + ow.longTerm - carryLong));
      // The carry used against this year's capital gains, before any of the loss left meets the
      // ordinary income (that part is `lossAgainstIncome`, not counted twice).
      const lossLeft = Math.max(0, -shortTerm) + Math.max(0, -longTerm);
      if (ordinaryApart) ({ shortTerm, longTerm, deducted: lossAgainstIncome } = lossSetAgainstIncome(shortTerm, longTerm, ordinary, lossLimit));
      carryShort = Math.max(0, -shortTerm);
      carryLong = Math.max(0, -longTerm);
      shortTerm = Math.max(0, shortTerm) + Math.max(0, ordinary) - lossAgainstIncome;
      longTerm = Math.max(0, longTerm);
      carryUsed = Math.max(0, carryBefore - lossLeft) + Math.min(carryInterestBefore, Math.max(0, ordinaryIncome));
    }
    const tax = cents(shortTerm * st + longTerm * lt);
    years.push({ year, pnl: cents(pnl), shortTerm: cents(shortTerm), longTerm: cents(longTerm), outsideTrades: cents(outsideTrades), interest: cents(interest), shares: cents(sh.shortTerm + sh.longTerm), assignedOptions: cents(sh.assignedOptions), dividends: cents(dividends), exercisedLongs: cents(exercisedLongs), carryUsed: cents(carryUsed), lossAgainstIncome: cents(lossAgainstIncome), carriedForward: cents(carryShort + carryLong + carryInterest), tax, afterTaxPnl: cents(pnl - tax) });
  }
  const totalTax = cents(years.reduce((s, y) => s + y.tax, 0));
  const wash = input.sharesByYear ? washSales(input.sharesByYear, input.washKeptAtEnd) : undefined;
  const first = input.equity[0];
  const last = input.equity[input.equity.length - 1];
  const preTaxEnd = last?.equity ?? input.startBalance;
  const afterTaxEnd = cents(preTaxEnd - totalTax);
  // The result's own rule (engine/metrics/cagr.ts): annualised from a year on, never under it.
  const annualised = (end: number) => (first && last ? cagrPct(input.startBalance, end, first.date, last.date) : null);
  return {
    years,
    totalTax,
    preTaxEndBalance: preTaxEnd,
    afterTaxEndBalance: afterTaxEnd,
    preTaxCagrPct: annualised(preTaxEnd),
    afterTaxCagrPct: annualised(afterTaxEnd),
    preTaxReturnPct: totalReturnPct(input.startBalance, preTaxEnd),
    afterTaxReturnPct: totalReturnPct(input.startBalance, afterTaxEnd),
    carryForward: cents(carryShort + carryLong + carryInterest),
    ...(wash ? { washSales: { washedSales: wash.washedSales, deferred: wash.deferred, stillDeferredAtEnd: wash.stillDeferredAtEnd } } : {}),
    ...(optionWash ? { optionWashSales: { washedPositions: optionWash.washedPositions, deferred: optionWash.deferred, stillDeferredAtEnd: optionWash.stillDeferredAtEnd } } : {}),
  };
}
