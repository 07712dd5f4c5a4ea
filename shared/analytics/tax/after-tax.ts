import type { AnalyticsTrade, EquityPoint } from '../analytics-input';
import { cagrPct } from '../../engine/metrics/cagr';
import { totalReturnPct } from '../../engine/metrics/total-return';
import { calendarDays } from '../dates';

/**
 * An after-tax ESTIMATE per calendar year (not tax advice; the panel says so). Two regimes:
 *
 * - 'section1256' (broad-based index options such as SPX): every position is marked to market at
 *   year end, so a year's taxable gain is its whole change in marked equity (last equity of the
 *   year − last equity of the year before, the start balance for the first year), taxed 60% at the
 *   long-term and 40% at the short-term rate whatever the holding period.
 * - 'holding_period' (equity and ETF options, shares): a closed trade's P&L is taxed in its exit
 *   year, short term when held ≤ 365 days, long term when held longer. The rest of the year's
 *   equity change (share gains and losses, which the trade log does not carry, and positions still
 *   open) is shown as untaxed: it would be taxed when realised, which this estimate does not see.
 *
 * Both: within a year short- and long-term results are netted against each other; a net loss is
 * carried forward against later years' gains (short term first). Out of scope, and said in the
 * panel: wash sales, the $3,000 deduction against ordinary income, the 1256 loss carryback, state
 * taxes, and paying the tax out of the account (the after-tax curve compounds no differently).
 */
export type TaxRegime = 'section1256' | 'holding_period';

export interface TaxInput {
  regime: TaxRegime;
  /** Rates as percentages, e.g. 37 and 20. */
  shortTermRatePct: number;
  longTermRatePct: number;
  startBalance: number;
  equity: readonly EquityPoint[];
  trades: readonly Pick<AnalyticsTrade, 'entryDate' | 'exitDate' | 'pnl'>[];
}

export interface TaxYear {
  year: number;
  /** Pre-tax P&L of the year: the change in marked equity. */
  pnl: number;
  shortTerm: number;
  longTerm: number;
  /** Part of the year's P&L this estimate does not tax (holding-period regime only). */
  untaxed: number;
  /** Loss carried in from earlier years and used this year (positive number). */
  carryUsed: number;
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
  /** Unused loss left at the end. */
  carryForward: number;
}

/** Broad-based index option roots that are Section 1256 contracts (SPXW is SPX's weekly root). */
const SECTION_1256_ROOTS = new Set(['SPX', 'SPXW', 'XSP', 'NDX', 'NDXP', 'RUT', 'RUTW', 'VIX', 'VIXW', 'DJX', 'OEX', 'XEO']);

/** The regime a ticker or OCC root suggests: 1256 for the broad-based index roots, else holding period. */
export function regimeForTicker(tickerOrRoot: string): TaxRegime {
  return SECTION_1256_ROOTS.has(tickerOrRoot.toUpperCase()) ? 'section1256' : 'holding_period';
}

const cents = (x: number) => Math.round(x * 100) / 100 + 0;

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

export function estimateAfterTax(input: TaxInput): TaxEstimate {
  const st = input.shortTermRatePct / 100;
  const lt = input.longTermRatePct / 100;
  const realised = new Map<number, { shortTerm: number; longTerm: number }>();
  if (input.regime === 'holding_period') {
    for (const t of input.trades) {
      const year = Number(t.exitDate.slice(0, 4));
      const bucket = realised.get(year) ?? { shortTerm: 0, longTerm: 0 };
      if (calendarDays(t.entryDate, t.exitDate) > 365) bucket.longTerm += t.pnl;
      else bucket.shortTerm += t.pnl;
      realised.set(year, bucket);
    }
  }
  let carry = 0;
  const years: TaxYear[] = [];
  for (const [year, pnl] of yearlyPnl(input.startBalance, input.equity)) {
    let shortTerm: number;
    let longTerm: number;
    if (input.regime === 'section1256') {
      shortTerm = pnl * 0.4;
      longTerm = pnl * 0.6;
    } else {
      const r = realised.get(year) ?? { shortTerm: 0, longTerm: 0 };
      shortTerm = r.shortTerm;
      longTerm = r.longTerm;
    }
    // Net the two within the year; a net loss is carried forward, a gain first absorbs the carry.
    if (shortTerm < 0 && longTerm > 0) {
      const n = shortTerm + longTerm;
      [shortTerm, longTerm] = [Math.min(n, 0), Math.max(n, 0)];
    } else if (longTerm < 0 && shortTerm > 0) {
      const n = shortTerm + longTerm;
      [shortTerm, longTerm] = [Math.max(n, 0), Math.min(n, 0)];
    }
    const net = shortTerm + longTerm;
    let carryUsed = 0;
    if (net < 0) {
      carry += -net;
      shortTerm = 0;
      longTerm = 0;
    } else if (input.regime === 'section1256') {
      // A 1256 loss carried forward is itself 60/40: it reduces the net before the split.
      carryUsed = Math.min(carry, net);
      carry -= carryUsed;
      shortTerm = (net - carryUsed) * 0.4;
      longTerm = (net - carryUsed) * 0.6;
    } else {
      const fromShort = Math.min(carry, shortTerm);
      const fromLong = Math.min(carry - fromShort, longTerm);
      carryUsed = fromShort + fromLong;
      carry -= carryUsed;
      shortTerm -= fromShort;
      longTerm -= fromLong;
    }
    const tax = cents(shortTerm * st + longTerm * lt);
    const taxedPnl = input.regime === 'section1256' ? pnl : (realised.get(year)?.shortTerm ?? 0) + (realised.get(year)?.longTerm ?? 0);
    years.push({ year, pnl: cents(pnl), shortTerm: cents(shortTerm), longTerm: cents(longTerm), untaxed: cents(pnl - taxedPnl), carryUsed: cents(carryUsed), tax, afterTaxPnl: cents(pnl - tax) });
  }
  const totalTax = cents(years.reduce((s, y) => s + y.tax, 0));
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
    carryForward: cents(carry),
  };
}
