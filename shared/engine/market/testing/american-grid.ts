/**
 * The grid the American pricer is measured on (american-price.test.ts, and the whole grid by
 * `npx tsx functions/market/american-pricer-error.ts`): a $100 stock, moneyness × tenor × rate × vol ×
 * dividends, calls and puts, priced by `americanPrice` and by the reference CRR lattice of the same
 * escrowed-dividend model (crr-reference.ts).
 */
import type { OptionType } from '../market-data';
import { americanPrice, type CashDividends } from '../american-price';
import { referenceAmerican } from './crr-reference';

export interface GridCase {
  type: OptionType;
  /** Spot / strike for a put, strike / spot for a call: below 1 in the money. */
  moneyness: number;
  days: number;
  rate: number;
  vol: number;
  /** Quarterly dividend as a share of the spot (0: none), the first going ex in 20 days. */
  quarterlyYield: number;
}

export const SPOT = 100;
export const MONEYNESS = [0.7, 0.85, 0.95, 1, 1.05, 1.15, 1.3];
export const TENOR_DAYS = [7, 30, 90, 180, 365, 730];
/** 2010-2021's near-zero T-bill, 2019's, and 2023's 5%. */
export const RATES = [0.001, 0.02, 0.053];
export const VOLS = [0.12, 0.25, 0.5];
/** None, an index ETF's (1.6% a year), a high payer's (6% a year). */
export const QUARTERLY_YIELDS = [0, 0.004, 0.015];

export function gridCases(): GridCase[] {
  const out: GridCase[] = [];
  for (const type of ['put', 'call'] as const) {
    for (const moneyness of MONEYNESS) for (const days of TENOR_DAYS) for (const rate of RATES) for (const vol of VOLS) {
      for (const quarterlyYield of QUARTERLY_YIELDS) out.push({ type, moneyness, days, rate, vol, quarterlyYield });
    }
  }
  return out;
}

/** The pricer's and the reference's prices of one case (the reference on `steps` steps). */
export function priceCase(c: GridCase, steps = 2000): { pricer: number; reference: number; strike: number } {
  const years: number[] = [];
  const amounts: number[] = [];
  if (c.quarterlyYield > 0) {
    for (let d = 20; d <= c.days; d += 91) {
      years.push(d / 365);
      amounts.push(SPOT * c.quarterlyYield);
    }
  }
  const dividends: CashDividends = { years, amounts };
  const pv = years.reduce((sum, t, i) => sum + (amounts[i] as number) * Math.exp(-c.rate * t), 0);
  const strike = c.type === 'put' ? SPOT / c.moneyness : SPOT * c.moneyness;
  const t = c.days / 365;
  const pricer = americanPrice({ type: c.type, escrowed: SPOT - pv, strike, years: t, rate: c.rate, vol: c.vol, dividends }).price;
  const reference = referenceAmerican(c.type, SPOT - pv, strike, t, c.rate, c.vol, dividends, steps).price;
  return { pricer, reference, strike };
}
