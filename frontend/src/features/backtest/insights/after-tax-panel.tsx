import { SideScroll } from '../../../components/side-scroll';
import { useId, useMemo, useState } from 'react';
import type { AnalyticsInput } from '../../../../../shared/analytics/analytics-input';
import { capitalLossLimit, carriesAssignedOptions, carriesLotTrades, carriesStraddleLosses, carriesStraddleRules, estimateAfterTax, exercisedAfterAYear, FilingStatusSchema, splitsHeldLots, regimeForTicker, taxesOpenOptionsWhenClosed, type FilingStatus, type TaxInput, type TaxRegime } from '../../../../../shared/analytics/tax/after-tax';
import type { OptionPosition } from '../../../../../shared/analytics/tax/option-wash-sales';
import { cents, formatSignedPercent, formatSignedUsd, formatUsd, wordsList } from '../lib/format';
import type { FilingStatusKeeping } from '../share/use-kept-filing-status';
import { TAXED_AFTER_NETTING, TAXED_COLUMNS_LEGEND, zeroedByCarryWords } from './after-tax-table-words';

const rateOf = (text: string): number | null => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
};

/**
 * The filing status as the select gives it, checked by the estimate's schema (capital-loss-limit.ts):
 * null for a value it does not know, which the panel says instead of estimating.
 */
const filingStatusOf = (value: string): FilingStatus | null => {
  const parsed = FilingStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The filing status in words, as the notes name its limit. */
const FILING_STATUS_WORDS: Record<FilingStatus, string> = {
  single_or_joint: 'single, married filing jointly or head of household',
  married_filing_separately: 'married filing separately',
};

/** A limit as the notes write it ('$3,000', '$1,500': whole dollars). */
const limitWords = (limit: number): string => `$${limit.toLocaleString('en-US')}`;

/** The OCC root of the first traded contract (SPXW240119P…) → the regime it suggests. */
function suggestedRegime(contractId: string | undefined): TaxRegime {
  const root = contractId?.match(/^[A-Z]+/)?.[0];
  return root ? regimeForTicker(root) : 'holding_period';
}

type InterestByYear = NonNullable<TaxInput['interestByYear']>;

/**
 * One note under the estimate. `rerun`: the note is about a result saved before a field the estimate
 * now uses, and says what running the backtest again would update.
 */
interface Note {
  text: string;
  rerun?: string;
}
type SharesByYear = NonNullable<TaxInput['sharesByYear']>;

/**
 * The interest on the run's cash is in the P&L but is ordinary income. The holding-period estimate
 * taxes it at the short-term rate (ordinaryIncomeNote says how); under Section 1256 it
 * comes out of the 60/40 gain and is taxed at the short-term rate when the result says the interest
 * of each year; a result saved before it cannot be split, and the note says the tax is understated.
 */
function interestNote(regime: TaxRegime, interestEarned: number, byYear: InterestByYear | undefined, limit: number): Note | null {
  if (regime !== 'section1256') return null;
  if (byYear) {
    return byYear.length > 0
      ? { text: 'Interest on cash is ordinary income, not a Section 1256 gain (nor interest paid a 1256 loss): each year\'s net interest (Interest column) is taken out of the 60/40 gain and taxed at your short-term rate, '
        + `less what up to ${limitWords(limit)} a year of net capital loss, a Section 1256 loss included, offsets it`
        + ' (Loss against income; the loss is 40% short and 60% long term, the part set against income comes off the short-term loss first, '
        + 'and the rest is carried forward keeping that split); a net interest expense is carried to later years\' interest.' }
      : null;
  }
  if (!(interestEarned > 0)) return null;
  return {
    text: `Interest earned on cash (${formatUsd(interestEarned)}) is ordinary income, taxed at your short-term rate; this result was saved before it said the interest of each year, so here it is taxed 60/40 with the marked gain, and the tax is understated.`,
    rerun: 'tax the interest on cash apart from the 60/40 gain',
  };
}

/**
 * The election to carry a net Section 1256 loss back (IRC §1212(c)) is the trader's to make, not a
 * rule the estimate can apply for them: not modelled, and said in a trader's words, with which way it
 * moves the figures (without it a losing year after profitable ones may be taxed more than it would be).
 */
const CARRYBACK_NOTE = 'Not modelled: carrying a Section 1256 loss back. If your index options lose money in a year, you can choose to '
  + 'carry that loss back up to three years against the index-option gains you paid tax on then, and get some of that tax refunded '
  + '(IRC §1212(c), on Form 6781). The estimate only carries losses forward, so where a losing year follows profitable ones your total '
  + 'tax could be lower than shown here.';

/**
 * By holding period, interest and (with shares by year) dividends are ordinary income: with the
 * result's interest by year a capital loss offsets at most $3,000 of them a year (after-tax.ts); a result saved
 * before it nets them with the year's capital losses, which understates a losing year's tax.
 */
function ordinaryIncomeNote(regime: TaxRegime, interestEarned: number, dividendsReceived: number, byYear: InterestByYear | undefined, dividendsToo: boolean, limit: number): Note | null {
  if (regime !== 'holding_period') return null;
  if (byYear) {
    const what = dividendsToo ? 'Interest on cash and dividends are' : 'Interest on cash is';
    return { text: `${what} ordinary income: each year's net amount (in Outside trades) is taxed at your short-term rate, less up to ${limitWords(limit)} of the year's `
      + 'net capital loss (Loss against income; the rest of the loss is carried forward); a net interest expense (more paid than earned) is carried to later years\' interest'
      + `${dividendsToo ? ' and dividends' : ''}, not set against capital gains.` };
  }
  // Nothing to net: no interest earned, no dividends received (a result that cannot say has none said).
  if (!(interestEarned > 0) && !(dividendsReceived > 0)) return null;
  return {
    text: 'This result was saved before it said its interest by year: its interest and dividends are netted with the year\'s capital losses like gains, '
      + `where only ${limitWords(limit)} of net capital loss a year offsets ordinary income, so in a losing year the tax is understated.`,
    rerun: 'tax interest and dividends as ordinary income, apart from capital losses',
  };
}

/**
 * A covered run's shares (SPX: index units) are equity, not Section 1256 contracts: with the
 * result's shares by year they come out of the 60/40 gain (Shares and Dividends columns); a result
 * saved before it keeps the old estimate, which taxes them 60/40 with the options, and says so.
 */
function sharesNote(regime: TaxRegime, byYear: SharesByYear | undefined, mayHoldShares: boolean, dividendsApart: boolean): Note | null {
  if (regime !== 'section1256') return null;
  if (byYear) {
    return { text: 'Shares or index units held (SPX units: in practice a fund or the stocks) are not Section 1256 contracts: only the options are taxed 60/40. '
      + `The units' gains are taxed when sold, short or long term by how long each lot (first in, first out) was held, those still held at the end as if sold on the last day${heldAtEndWords(byYear)} (Shares column); `
      + 'their dividends are ordinary income at your short-term rate (Dividends column).' };
  }
  return mayHoldShares ? { text: dividendsApart ? SHARES_OLD_DIVIDENDS_APART_NOTE : SHARES_OLD_NOTE, rerun: 'tax the shares or index units as equity' } : null;
}

const SHARES_OLD_DIVIDENDS_APART_NOTE = 'This result was saved before it said its shares by year: this is the old estimate, which taxes the shares or index units it held 60/40 with the options '
  + '(their dividends apart, as ordinary income: see the note on them); they are really taxed as equity (short term when held under a year), so on a gain the tax is understated.';

/**
 * A covered result saved with its interest by year but before its shares by year: its dividends (in
 * all) are ordinary income, put in the year that gives the highest tax since it does not say which
 * year paid them (after-tax.ts), and the note says so, with that year and what running it again does.
 */
function dividendsYearNote(year: number | undefined, dividends: number): Note | null {
  if (year === undefined || !(dividends > 0)) return null;
  return {
    text: `Dividends (${formatUsd(dividends)}) are ordinary income, like the interest: a capital loss offsets only the year's limit of them. `
      + `This result was saved before it said its dividends by year, so the estimate taxes them all in ${year}, the year that gives the highest tax; `
      + 'running the backtest again taxes each year\'s dividends in the year they were paid.',
  };
}

const SHARES_OLD_NOTE = 'This result was saved before it said its shares by year: this is the old estimate, which taxes the shares or index units it held, and their dividends, 60/40 with the options; '
  + 'they are really taxed as equity (short term when held under a year, dividends as income), so on a gain the tax is understated.';

/**
 * The shares still held at a run's end are taxed as if sold on its last day, short or long term by
 * each lot's holding period when the result says which are long term (`held_long_term`); a result
 * saved before it has them all at the short-term rate, even the lots held over a year, and says so.
 */
function heldAtEndWords(byYear: SharesByYear): string {
  return splitsHeldLots(byYear) ? ', short or long term by that lot\'s holding period' : ', at your short-term rate';
}

const HELD_AT_END_NOTE = 'Shares or units still held at the end are taxed at your short-term rate, even the lots held more than a year: '
  + 'the result does not split them by holding period, and the estimate takes the higher rate. For a plain long hold without calls '
  + 'written on it, this overstates the tax.';

/**
 * An assigned written option has no gain or loss of its own (IRS Pub. 550): with the result's
 * `assigned_options` its P&L leaves the trades and is taxed with the shares (share-lots.ts), by
 * their holding period (a result saved before `deferred_losses` kept a call's gain short term on
 * shares held over a year, which overstates: the straddle rules' note asks to run it again).
 */
const ASSIGNED_NOTE = 'An assigned option is no gain or loss of its own (IRS Pub. 550): its P&L (the premium less the intrinsic value given up '
  + 'and the commissions) leaves the trades in its year (Assigned options column) and is taxed with the shares. A put\'s goes into the '
  + 'basis of the shares it delivered (their holding period starting at the assignment), taxed when they are sold or called away, or at '
  + 'the end; a call\'s into the amount realised on the shares it took, in its year, long or short term with them.';

/**
 * A result saved before `assigned_options`: its assigned options stay their own short-term gains and
 * losses in their years, which for a wheel whose put was assigned in the money understates the tax.
 */
const ASSIGNED_OLD_NOTE = 'This result was saved before it carried its assigned options into its shares: here each assigned option is '
  + 'its own short-term gain or loss in its year. The law (IRS Pub. 550) puts an assigned put\'s premium into the basis of the shares it '
  + 'delivers and a call\'s into the amount realised on the shares it takes, so a put assigned in the money is no loss of its year: '
  + 'here it offsets that year\'s other income, and for a wheel the tax is understated.';

/**
 * The straddle rules for calls written on the shares (IRC §1092; share-lots.ts): with the result's
 * `covered_calls` the lots' holding periods follow them, and with its `deferred_losses` the calls'
 * losses are deferred and a loss on shares of a straddle with a long-term position is long term
 * (STRADDLE_NOTE); a result saved between the two (STRADDLE_LOSSES_OLD_NOTE) takes each loss in its
 * year, one saved before both (STRADDLE_OLD_NOTE) understates the tax on shares sold after a year;
 * one without shares by year taxes no share gain long term (STRADDLE_ALL_SHORT_TERM_NOTE).
 */
const STRADDLE_HOLDING = 'The straddle rules for calls written on the shares (IRC §1092) set each lot\'s holding period: a call that is not a '
  + 'qualified covered call (written 30 days or less before its expiry, or deep in the money) restarts, when it is closed, expires or is '
  + 'assigned, the holding period of shares not yet held over a year when it was written; an in-the-money qualified covered call suspends '
  + 'it while open. A loss on such a call closed without delivering the shares is long term where the rules make it so (one not qualified '
  + 'written while shares were held over a year; one in the money and qualified while their gain would be long term).';
const STRADDLE_NOTE = `${STRADDLE_HOLDING} A loss on a call not qualified counts in a year only beyond the shares' unrecognised gain at `
  + 'its end, the rest carried to the next year (all of it in the last, the shares then taxed as if sold); a qualified one\'s only when '
  + 'the shares are sold within 30 days of its close in a later year. A loss on shares of a straddle that had a long-term position is long '
  + 'term. Under Section 1256 the index calls\' losses are not deferred (a mixed straddle: not modelled).';
const STRADDLE_LOSSES_OLD_NOTE = `${STRADDLE_HOLDING} This result was saved before the straddle rules deferred a call's loss beyond the `
  + 'shares\' unrecognised gain at the year\'s end, and made a loss on shares of a straddle that had a long-term position long term: here '
  + 'each call\'s loss counts in its year and a loss on shares by their own holding period, which may understate the tax, and an '
  + 'assigned call\'s gain on shares held over a year is short term, which overstates it.';

/**
 * The wash-sale rule on the shares (IRC §1091; shared/analytics/tax/wash-sales.ts): with the result's
 * `lots` (WASH_NOTE) a loss on shares sold with shares acquired within 30 days before or after is
 * deferred into them; a result saved before it (WASH_OLD_NOTE) takes every such loss in its year.
 */
const WASH_NOTE = 'Wash sales on the shares (IRC §1091, Treas. Reg. §1.1091-1): a loss on shares sold or called away is disallowed to the '
  + 'extent shares were acquired within 30 days before or after (bought, or delivered by an assigned put), matched first acquired first, '
  + 'share by share (counted after any split between them); the loss goes into those shares\' basis and counts when they are sold (long term if either sale was), a loss '
  + 'still in shares held at the end in the last year, as those shares are taxed as if sold then. Not modelled: a put written within 30 days as an option to acquire the shares '
  + '(read so by some only for a put deep in the money: too uncertain to apply), a call bought as one, '
  + 'the replacement shares\' holding period tacking the sold ones\' (it could only make '
  + 'their gain long term). Section 1256 contracts (SPX) are marked to market, outside the rule.';

/**
 * The wash-sale rule on the options (IRC §1091(a) counts an option on the stock; option-wash-sales.ts):
 * with the result's `option_wash_sales` (OPTION_WASH_NOTE) a loss on an option closed is deferred into
 * the same contract opened within 30 days; a result saved before it (OPTION_WASH_OLD_NOTE) takes each
 * such loss in its year. By holding period only: Section 1256 contracts are outside the rule.
 */
const OPTION_WASH_NOTE = 'Wash sales on the options (IRC §1091(a): an option on the stock counts as the stock): a loss on an option closed '
  + '(sold, bought back or expired) is disallowed to the extent the same contract (type, strike and expiry) was opened within 30 days '
  + 'before or after, long for a long and written for a written one, contract by contract; the loss goes into the new position\'s basis '
  + 'and counts when it is closed. Whether the rule reaches a written option is debated: the estimate applies it (the higher tax). '
  + 'Only the same contract is taken as substantially identical; a broader reading (a neighbouring strike or expiry) would wash more, '
  + 'and the tax may then be understated. An option assigned or exercised is the shares\', not washed; a split between the close and '
  + 'the reopening is not matched. A covered call\'s loss washed into the same call still open at a year\'s end is not deferred again '
  + 'there by the straddle rules (IRC §1092): the wash-sale rule applies first, so the loss is deferred once.';
const OPTION_WASH_OLD_NOTE = 'This result was saved before the wash-sale rule was applied to its options: a loss on an option closed and the '
  + 'same contract opened again within 30 days counts in its year here, where the rule defers it into the new position, and the tax may be understated.';

/** The option wash sales the estimate applied, for the summary (none washed: no words). */
function optionWashWords(w: { washedPositions: number; deferred: number } | undefined): string {
  if (!w || w.washedPositions === 0) return '';
  return ` Option wash sales: ${w.washedPositions} option ${w.washedPositions === 1 ? 'position' : 'positions'} closed at a loss, ${formatUsd(w.deferred)} deferred into the same contract reopened within 30 days (IRC §1091).`;
}
const WASH_OLD_NOTE = 'This result was saved before it said its lots bought and sold, so wash sales (IRC §1091) were not applied to its '
  + 'shares: a loss on shares sold within 30 days of buying shares again (a rebuy, an assigned put) counts in its year here, where the '
  + 'rule defers it into the new shares, and the tax may be understated.';

/** The wash sales the estimate applied, for the summary (none washed: no words). */
function washWords(w: { washedSales: number; deferred: number; stillDeferredAtEnd: number } | undefined): string {
  if (!w || w.washedSales === 0) return '';
  const still = w.stillDeferredAtEnd > 0 ? ` ${formatUsd(w.stillDeferredAtEnd)} of it is still in shares held at the end: taken in the last year, as they are taxed as if sold then (kept, it would not be realised yet).` : '';
  return ` Wash sales: ${w.washedSales} share ${w.washedSales === 1 ? 'sale' : 'sales'} at a loss, ${formatUsd(w.deferred)} deferred into the replacement shares' basis (IRC §1091).${still}`;
}

/** What the footer says of wash sales: where they are applied (see the notes), and where not. */
function washWordsOfScope(shares: boolean, options: boolean): string {
  if (shares && options) return 'Wash sales are applied to the shares and to options reopened in the same contract (see the notes).';
  if (shares) return 'Wash sales are applied to the shares, not to the options (see the notes).';
  if (options) return 'Wash sales are applied to options reopened in the same contract (see the notes).';
  return 'Wash sales are not applied.';
}

const STRADDLE_OLD_NOTE = 'This result was saved before its shares\' holding periods followed the straddle rules for calls written on them '
  + '(IRC §1092): a call written 30 days or less before its expiry, or deep in the money, restarts the holding period of shares not yet held '
  + 'over a year, and an in-the-money qualified covered call suspends it. Here shares sold or called away after a year are taxed long term '
  + 'even so, and the tax may be understated.';

/**
 * A result saved before its shares by year, by holding period: the estimate taxes the shares' marked
 * P&L with everything outside the trades, short term in its year, so no share gain is taxed long
 * term and the straddle rules (which only leave more of a gain short term, or defer a loss against
 * a gain this estimate already taxes) would not raise it. The note read '(taxed long term here) the
 * tax is understated' beside the note saying all of it is short term. Under Section 1256 such a
 * result says it is the old estimate and understates (sharesNote), and no straddle note is added.
 */
const STRADDLE_ALL_SHORT_TERM_NOTE = 'Not modelled: the straddle rules for calls written on the shares (IRC §1092). They would not raise this '
  + 'estimate, which already taxes all of the shares\' gains at your short-term rate in the year they are made, sold or not.';

const RERUN = 'Run the backtest again for the new estimate';

/**
 * The line shown beside the figures for a result saved before fields the estimate now uses: what the
 * rerun would update, and that until then the tax may be understated (each such note says how), so
 * folding the notes away hides no understated tax.
 */
function rerunLine(notes: readonly Note[]): string | null {
  const updates = notes.flatMap((n) => (n.rerun ? [n.rerun] : []));
  return updates.length === 0 ? null : `${RERUN}: it would ${wordsList(updates)}. Until then the tax may be understated (see the notes).`;
}

const HOLDING_PERIOD_NOTE = 'Closed trades are taxed in their exit year, long term only when held more than a year and never for an option '
  + 'sold (closing or expiring a written option is short term) nor for a long option exercised (the shares\' holding period starts at the exercise).';

/** How many of the trades named before the rest are counted ('and 106 more'). */
const EXERCISED_NAMED = 3;

/**
 * The trades held more than a year whose long option was exercised (at a close where that netted
 * more than its sale, or in the money at expiration): taxed short term (after-tax.ts), which a
 * trader reading 'long term beyond a year' would not expect, so the note names them and says why.
 */
function exercisedNote(regime: TaxRegime, trades: AnalyticsInput['trades']): Note | null {
  if (regime !== 'holding_period') return null;
  const exercised = trades.filter(exercisedAfterAYear);
  if (exercised.length === 0) return null;
  const named = exercised.slice(0, EXERCISED_NAMED).map((t) => `${t.entryDate} → ${t.exitDate} ${formatSignedUsd(t.exercisedPnl)}`);
  const more = exercised.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : wordsList(named);
  const which = exercised.length === 1 ? 'One trade held more than a year' : `${exercised.length} trades held more than a year`;
  return {
    text: `Exercised, so short term: exercising a long call buys the shares (a put sells them short), and their holding period starts at the exercise, `
      + `not when the option was bought; sold at once, the gain or loss is short term. ${which} had its long option exercised (where that netted `
      + `more than selling it, or in the money at expiration): ${list} (Exercised column), taxed at your short-term rate. `
      + 'Selling the option instead would have kept it long term, for less before tax.',
  };
}

/** What the two treatments mean: the select's options name them short, so they fit a phone's width. */
const SECTION_1256_NOTE = 'Section 1256 (index options such as SPX): 60% of each year\'s gain or loss is long term and 40% short term, '
  + 'whatever the holding period, with positions still open marked to market at the year\'s end.';
/**
 * Options open at a year's end: taxed when closed (their trade) when the result tells their marks
 * apart (after-tax.ts taxesOpenOptionsWhenClosed), else on their year-end marks (OPEN_MARKS_OLD_NOTE).
 */
const OPEN_WHEN_CLOSED = 'An option open at a year\'s end is taxed in the year it is closed (its trade), not on its year-end mark; '
  + 'one still open at the end of the run as if closed on its last day.';
const holdingPeriodSharesNote = (byYear: SharesByYear, marksApart: boolean): string => `${HOLDING_PERIOD_NOTE} Shares are taxed when sold or called away, long term for a lot (first in, first out) held `
  + `more than a year, those still held at the end as if sold on the last day${heldAtEndWords(byYear)} (Shares column). `
  + (marksApart ? `${OPEN_WHEN_CLOSED} Dividends and interest (Outside trades) are taxed at the short-term rate in their year.`
    : 'Everything else outside the trade log (dividends, interest, options still open) is taxed at the short-term rate in its year.');
const holdingPeriodOutsideNote = (marksApart: boolean): string => (marksApart
  ? `${HOLDING_PERIOD_NOTE} ${OPEN_WHEN_CLOSED} Everything else outside the trade log (dividends, interest) is taxed at the short-term rate in its year.`
  : `${HOLDING_PERIOD_NOTE} Everything outside the trade log (share gains and `
    + 'losses, dividends, interest, positions still open) is taxed at the short-term rate in its year, as if realised '
    + 'at year end: shares held over a year without being called away would really be taxed later, at the long-term rate.');
const OPEN_MARKS_OLD_NOTE = 'This result was saved before it said its interest (or shares) by year, so the estimate cannot tell its open options\' '
  + 'marks apart: an option open at a year\'s end is taxed on its mark in that year, as if closed then, where the law taxes it in the year it is '
  + 'closed. A gain or loss may be taxed in the wrong year (a loss marked in one year and realised in the next deducted a year early, or '
  + 'the other way), and the tax may be understated or overstated.';

/**
 * The fine print where interest (and dividends, when the result tells them apart or held no shares)
 * are taxed apart from capital losses, with the $3,000 a year a net capital loss offsets (either regime).
 */
const ordinaryApartWords = (dividendsToo: boolean, status: FilingStatus): string => ` Up to ${limitWords(capitalLossLimit(status))} a year of net capital loss offsets interest${dividendsToo ? ' or dividends' : ''} (ordinary income) here, `
  + `the limit for ${FILING_STATUS_WORDS[status]} (Filing status).`;

/** Whether a trade was open across a year's end (entered in one year, closed in a later one). */
const openAcrossYearEnd = (t: { entryDate: string; exitDate: string }): boolean => t.entryDate.slice(0, 4) < t.exitDate.slice(0, 4);

/**
 * The loss left unused at the end: the figures above do not count it, though against later gains it
 * would save tax (audit 7, N5: a PLTR run ended with $3,809.68, worth up to $1,333 at 35%), so a
 * trader reads the after-tax figures as conservative, not as the loss being lost.
 */
function carryWords(carry: number, shortTermRatePct: number): string {
  return `Unused loss carried forward: ${formatUsd(carry)}, not counted in these figures: set against later gains it would save up to `
    + `${formatUsd(cents(carry * shortTermRatePct / 100))} of tax (at your short-term rate).`;
}

/** Optional after-tax estimate per year (shared/analytics/tax/after-tax.ts has the rules). */
export function AfterTaxPanel({ input, firstContractId, interestEarned = 0, dividendsReceived = 0, interestByYear, sharesByYear, mayHoldShares = false, mayHaveAssigned = true, optionPositions, filingKept = {} }: {
  input: AnalyticsInput;
  /**
   * The filing status kept with a saved backtest (use-kept-filing-status.ts): the one to open with,
   * where to report a choice, or, on a shared page, the owner's choice shown read-only.
   */
  filingKept?: FilingStatusKeeping;
  /** The run's option positions for the wash-sale rule (option-wash-sales.ts); absent for a result saved before `option_wash_sales`. */
  optionPositions?: readonly OptionPosition[] | undefined;
  firstContractId?: string;
  interestEarned?: number;
  /** A covered result's dividends (`dividends_received`; 0 when it does not say). */
  dividendsReceived?: number;
  interestByYear?: InterestByYear;
  /** A covered result's shares by year (`shares_by_year`); absent in older results. */
  sharesByYear?: SharesByYear;
  /** A covered result saved before `shares_by_year` that may have held shares (its panel then says the estimate is the old one). */
  mayHoldShares?: boolean;
  /**
   * False when no option of the run was assigned (every trade's exit says so): a result saved before
   * `assigned_options` then has nothing the new estimate would move, and no note asks to run it again.
   */
  mayHaveAssigned?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const tableNoteId = useId();
  const [shortRate, setShortRate] = useState('35');
  const [longRate, setLongRate] = useState('15');
  const [regime, setRegime] = useState<TaxRegime>(() => suggestedRegime(firstContractId));
  // The limit on a year's capital loss against ordinary income (IRC §1211(b)): $3,000 unless the trader chooses otherwise.
  const [filing, setFiling] = useState<string>(filingKept.status ?? 'single_or_joint');
  const filingNoteId = useId();
  const chooseFiling = (value: string) => {
    setFiling(value);
    const chosen = filingStatusOf(value);
    if (chosen) filingKept.onChange?.(chosen);
  };
  const filingStatus = filingStatusOf(filing);
  const lossLimit = capitalLossLimit(filingStatus ?? undefined);
  // Section 1256 with the result's interest by year: the interest taxed apart, in its own column.
  const interestColumn = regime === 'section1256' && interestByYear !== undefined;
  // With interest by year (either regime): up to $3,000 of a year's net capital loss offsets its interest and dividends (after-tax.ts).
  const deductsLoss = interestByYear !== undefined;
  // A covered result saved before its shares by year says its dividends only in all: with its interest
  // by year they are ordinary income too, in the year that gives the highest tax (after-tax.ts).
  const dividendsInAll = sharesByYear === undefined && interestByYear !== undefined ? dividendsReceived : 0;
  // With the result's shares by year: the shares' taxable gain, and under 1256 their dividends apart.
  const sharesColumn = sharesByYear !== undefined;
  const dividendsColumn = regime === 'section1256' && (sharesByYear !== undefined || dividendsInAll > 0);
  const shares = sharesNote(regime, sharesByYear, mayHoldShares, dividendsInAll > 0);
  // The engine writes a row for every year it marks, shares or not: a cash-secured put never
  // assigned has rows of zeros and wrote no call on shares, so the share notes are not for it.
  const holdsShares = sharesByYear
    ? sharesByYear.some((y) => y.realised_short_term !== 0 || y.realised_long_term !== 0 || y.unrealised !== 0 || y.dividends !== 0)
    : mayHoldShares;
  // Lots still held at the end all short term (a result saved before `held_long_term`), and the note says why (with shares by year; before it they are outside the trades).
  const heldAtEnd = sharesByYear !== undefined && holdsShares && !splitsHeldLots(sharesByYear);
  // The assigned options' P&L in the shares (with the result's `assigned_options`, when an option was
  // assigned: an SPX run's settle in cash), or, for a result saved before it, the note that it is not.
  const carriesAssigned = carriesAssignedOptions(sharesByYear);
  const assignedColumn = carriesAssigned && (sharesByYear ?? []).some((y) => y.assigned_options?.pnl !== 0);
  // Index options (the 1256 roots) settle in cash, never into shares: an old index run needs no note.
  const cashSettled = suggestedRegime(firstContractId) === 'section1256';
  const assignedNote: Note | null = !holdsShares ? null : assignedColumn ? { text: ASSIGNED_NOTE }
    : carriesAssigned || cashSettled || !mayHaveAssigned ? null : { text: ASSIGNED_OLD_NOTE, rerun: 'carry the assigned options into the shares' };
  const straddleNote: Note | null = carriesStraddleLosses(sharesByYear) ? { text: STRADDLE_NOTE }
    : carriesStraddleRules(sharesByYear) ? { text: STRADDLE_LOSSES_OLD_NOTE, rerun: "defer the calls' losses as the straddle rules do" }
      : sharesByYear ? { text: STRADDLE_OLD_NOTE, rerun: "have the shares' holding periods follow the straddle rules" }
        : regime === 'holding_period' ? { text: STRADDLE_ALL_SHORT_TERM_NOTE } : null;
  // Wash sales on the shares: applied with the result's `lots`; a result with shares by year saved
  // before them is said to lack them (one saved before its shares by year already says it is the old estimate).
  const washLots = carriesLotTrades(sharesByYear);
  const washNote: Note | null = !holdsShares || sharesByYear === undefined ? null
    : washLots ? { text: WASH_NOTE } : { text: WASH_OLD_NOTE, rerun: 'apply the wash-sale rule to the shares' };
  // Wash sales on the options: by holding period, applied with the result's `option_wash_sales`; a
  // result saved before it is said to lack them (a run with no trade has nothing to wash).
  const optionWashNote: Note | null = regime !== 'holding_period' || input.trades.length === 0 ? null
    : optionPositions ? { text: OPTION_WASH_NOTE } : { text: OPTION_WASH_OLD_NOTE, rerun: 'apply the wash-sale rule to the options' };
  // Options open at a year's end taxed when closed, where the result tells their marks apart (a run that held no shares needs no shares by year).
  const holdsNoShares = !mayHoldShares;
  const marksApart = taxesOpenOptionsWhenClosed({ regime, ...(interestByYear ? { interestByYear } : {}), ...(sharesByYear ? { sharesByYear } : {}), holdsNoShares });
  const openMarksNote: Note | null = regime !== 'holding_period' || marksApart || !input.trades.some(openAcrossYearEnd) ? null
    : { text: OPEN_MARKS_OLD_NOTE, rerun: 'tax the options open at a year\'s end in the year they are closed' };
  const st = rateOf(shortRate);
  const lt = rateOf(longRate);
  const estimate = useMemo(
    () => (st === null || lt === null || filingStatus === null ? null : estimateAfterTax({ regime, shortTermRatePct: st, longTermRatePct: lt, startBalance: input.startBalance, equity: input.equity, trades: input.trades, ...(interestByYear ? { interestByYear } : {}), ...(sharesByYear ? { sharesByYear } : {}), ...(optionPositions ? { optionPositions } : {}), holdsNoShares, filingStatus, ...(dividendsInAll > 0 ? { dividendsReceived: dividendsInAll } : {}) })),
    [regime, st, lt, input, interestByYear, sharesByYear, optionPositions, holdsNoShares, filingStatus, dividendsInAll],
  );
  const treatmentNote = regime === 'section1256' ? SECTION_1256_NOTE : sharesByYear ? holdingPeriodSharesNote(sharesByYear, marksApart) : holdingPeriodOutsideNote(marksApart);
  // How the estimate taxes the run, in the order a reader needs them; folded under the figures (a
  // phone showed half a dozen paragraphs before the first figure of the table).
  const notes = [
    { text: treatmentNote },
    openMarksNote,
    shares,
    dividendsYearNote(estimate?.dividendsYear, dividendsInAll),
    heldAtEnd ? { text: HELD_AT_END_NOTE } : null,
    assignedNote,
    holdsShares ? straddleNote : null,
    washNote,
    optionWashNote,
    exercisedNote(regime, input.trades),
    interestNote(regime, interestEarned, interestByYear, lossLimit),
    regime === 'section1256' ? { text: CARRYBACK_NOTE } : null,
    ordinaryIncomeNote(regime, interestEarned, dividendsReceived, interestByYear, sharesByYear !== undefined || dividendsInAll > 0, lossLimit),
  ].filter((n): n is Note => n !== null);
  const rerun = rerunLine(notes);
  // The P&L of long options held over a year and exercised, taxed short term: a column when there is some.
  const exercisedColumn = regime === 'holding_period' && input.trades.some(exercisedAfterAYear);
  const lossColumn = deductsLoss && (estimate?.years.some((y) => y.lossAgainstIncome > 0) ?? false);
  const zeroedNote = estimate ? zeroedByCarryWords(estimate.years) : null;
  // The headers point at the note under the table (why $0.00, or else what the columns are), so a screen reader reads it with them.
  const describedBy = { 'aria-describedby': tableNoteId };
  return (
    <section className="bt-insights" aria-label="After-tax estimate">
      <h3>
        <button type="button" className="bt-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide after-tax estimate' : 'After-tax estimate'}
        </button>
      </h3>
      {open && (
        <>
          <div className="bt-tax-form">
            <label>Short-term rate (%)<input className="bt-input" inputMode="decimal" value={shortRate} onChange={(e) => setShortRate(e.target.value)} aria-invalid={st === null} /></label>
            <label>Long-term rate (%)<input className="bt-input" inputMode="decimal" value={longRate} onChange={(e) => setLongRate(e.target.value)} aria-invalid={lt === null} /></label>
            <label>
              Tax treatment
              {/* Short names (the first note says what each means): 'Equity options and shares (short or long term by holding period)' was cut at 'by ho' on a phone. */}
              <select className="bt-input" value={regime} onChange={(e) => setRegime(e.target.value as TaxRegime)}>
                <option value="section1256">Index options (Section 1256, 60/40)</option>
                <option value="holding_period">Equity options and shares (holding period)</option>
              </select>
            </label>
            <label>
              Filing status
              {/* The limit on a year's capital loss against income (IRC §1211(b)); the default keeps a saved result's figure.
                  Who files so named in full: 'Single or joint' left a head of household to guess; each limit alone in brackets
                  (with 'loss limit' too the choice was cut at '($3,000 loss lim' at 390 px; the note under the table says what it limits). */}
              <select className="bt-input" value={filing} onChange={(e) => chooseFiling(e.target.value)} aria-invalid={filingStatus === null}
                disabled={filingKept.readOnly === true} {...(filingKept.readOnly ? { 'aria-describedby': filingNoteId } : {})}>
                <option value="single_or_joint">Single, joint or head of household ($3,000)</option>
                <option value="married_filing_separately">Married filing separately ($1,500)</option>
              </select>
            </label>
          </div>
          {/* A shared page reads the owner's choice; the builder says when a choice could not be kept with the save. */}
          {/* A share whose owner never chose one shows the default, not a choice the owner did not make. */}
          {filingKept.readOnly ? (
            <p className="bt-note" id={filingNoteId}>
              {filingKept.status ? 'Filing status as the owner saved it (read-only).' : 'The owner kept no filing status: the default is shown (read-only).'}
            </p>
          ) : null}
          {filingKept.keepError ? <p className="bt-form-error" role="alert">The filing status could not be kept with the saved backtest: {filingKept.keepError}</p> : null}
          {estimate === null ? (
            <p className="bt-form-error" role="alert">{st === null || lt === null ? 'Rates must be numbers from 0 to 100.' : 'Choose a filing status from the list.'}</p>
          ) : (
            <>
              {/* Returns signed as the cards write them ('+1.30%' under a Total Return card of '+2.00%'). */}
              <p aria-label="After-tax summary">
                {estimate.afterTaxCagrPct === null || estimate.preTaxCagrPct === null ? (
                  <>After-tax total return <strong>{formatSignedPercent(estimate.afterTaxReturnPct)}</strong> (pre-tax {formatSignedPercent(estimate.preTaxReturnPct)}; not annualised: under a year)</>
                ) : (
                  <>After-tax CAGR <strong>{formatSignedPercent(estimate.afterTaxCagrPct)}</strong> (pre-tax {formatSignedPercent(estimate.preTaxCagrPct)})</>
                )}; estimated tax {formatUsd(estimate.totalTax)}; end balance {formatUsd(estimate.afterTaxEndBalance)} after tax.
                {estimate.carryForward > 0 ? ` ${carryWords(estimate.carryForward, st ?? 0)}` : ''}
                {washWords(estimate.washSales)}
                {optionWashWords(estimate.optionWashSales)}
              </p>
              <SideScroll label="After-tax by year, scrolling" what="every column">
                <table className="bt-returns bt-returns--wrap-head" aria-label="After-tax by year">
                  <thead>
                    <tr><th>Year</th><th>Pre-tax P&amp;L</th><th title={TAXED_AFTER_NETTING.short} {...describedBy}>Short-term</th><th title={TAXED_AFTER_NETTING.long} {...describedBy}>Long-term</th><th>Outside trades</th>{exercisedColumn ? <th>Exercised</th> : null}{assignedColumn ? <th>Assigned options</th> : null}{sharesColumn ? <th>Shares</th> : null}{dividendsColumn ? <th>Dividends</th> : null}{interestColumn ? <th>Interest</th> : null}<th>Loss carry used</th>{lossColumn ? <th>Loss against income</th> : null}<th>Tax</th><th>After-tax P&amp;L</th></tr>
                  </thead>
                  <tbody>
                    {estimate.years.map((y) => (
                      <tr key={y.year}>
                        <td>{y.year}</td><td>{formatUsd(y.pnl)}</td><td>{formatUsd(y.shortTerm)}</td><td>{formatUsd(y.longTerm)}</td>
                        <td>{formatUsd(y.outsideTrades)}</td>{exercisedColumn ? <td>{formatUsd(y.exercisedLongs)}</td> : null}{assignedColumn ? <td>{formatUsd(y.assignedOptions)}</td> : null}{sharesColumn ? <td>{formatUsd(y.shares)}</td> : null}{dividendsColumn ? <td>{formatUsd(y.dividends)}</td> : null}{interestColumn ? <td>{formatUsd(y.interest)}</td> : null}<td>{formatUsd(y.carryUsed)}</td>{lossColumn ? <td>{formatUsd(y.lossAgainstIncome)}</td> : null}<td>{formatUsd(y.tax)}</td><td>{formatUsd(y.afterTaxPnl)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </SideScroll>
              <p className="bt-note" id={tableNoteId}>{zeroedNote ?? TAXED_COLUMNS_LEGEND}</p>
            </>
          )}
          {/* What it leaves out stays in sight: it can only make the real tax higher or lower than shown. */}
          <p className="bt-note" role="note">
            An estimate, not tax advice. {washWordsOfScope(washLots, optionPositions !== undefined && regime === 'holding_period')} Out of scope: {deductsLoss ? '' : `the ${limitWords(lossLimit)} deduction against ordinary income, `}
            the Section 1256 loss carryback and state taxes. Net losses are carried forward.{deductsLoss ? ordinaryApartWords(sharesByYear !== undefined || !mayHoldShares || dividendsInAll > 0, filingStatus ?? 'single_or_joint') : ''}
          </p>
          {rerun ? <p className="bt-note bt-note--warn">{rerun}</p> : null}
          <details className="bt-diagnostics bt-tax-notes">
            <summary>How this estimate taxes the run ({notes.length} {notes.length === 1 ? 'note' : 'notes'})</summary>
            {notes.map((n) => <p key={n.text} className="bt-note">{n.text}</p>)}
          </details>
        </>
      )}
    </section>
  );
}
