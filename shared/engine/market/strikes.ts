/**
 * Listed strikes of a day's chain and OCC option symbols. Rules: chain-rules.ts sections 2 and 7.
 */
import type { OptionType } from './market-data';
import { STRIKE_RANGE_DOWN, STRIKE_RANGE_MAX, STRIKE_RANGE_MIN, STRIKE_RANGE_UP, strikeIncrement, type ExpiryKind, type TickerClass } from './chain-rules';
import { isMonthlyExpiration } from './calendar';

/** Strikes are kept to 1e-6 so grid arithmetic never drifts (a strike divided by a split is a fraction). */
export function roundStrike(k: number): number {
  return Math.round(k * 1e6) / 1e6;
}

/**
 * Grid strikes in [low, high], ascending: each next strike is the previous one plus the increment
 * that applies there, aligned up to a multiple of that increment.
 */
export function strikeGrid(cls: TickerClass, spot: number, low: number, high: number, kind: ExpiryKind = 'standard'): number[] {
  const out: number[] = [];
  const inc0 = strikeIncrement(cls, spot, low, kind);
  let k = roundStrike(Math.ceil(low / inc0 - 1e-9) * inc0);
  while (k <= high + 1e-9) {
    if (k > 0) out.push(k);
    const step = strikeIncrement(cls, spot, k, kind);
    const next = k + step;
    const inc = strikeIncrement(cls, spot, next, kind);
    k = roundStrike(Math.max(Math.ceil(next / inc - 1e-9) * inc, k + Math.min(step, inc)));
  }
  return out;
}

/**
 * The strikes a day's chain lists for one expiry, given the ATM vol of that expiry, around the
 * spot that traded that day.
 */
export function listedStrikes(cls: TickerClass, spot: number, atmVol: number, years: number, kind: ExpiryKind = 'standard'): number[] {
  const w = Math.min(Math.max(STRIKE_RANGE_MIN, atmVol * Math.sqrt(Math.max(years, 1 / 365))), STRIKE_RANGE_MAX);
  return strikeGrid(cls, spot, spot * Math.exp(-STRIKE_RANGE_DOWN * w), spot * Math.exp(STRIKE_RANGE_UP * w), kind);
}

/** The series an expiry belongs to for the stock strike rules (chain-rules.ts section 2). */
export function expiryKind(expiry: string, years: number): ExpiryKind {
  if (years > 1) return 'long';
  return isMonthlyExpiration(expiry) ? 'standard' : 'weekly';
}

/** OCC root: the ticker, or SPXW for SPX expirations that are not the standard monthly. */
export function occRoot(ticker: string, expiry: string): string {
  const t = ticker.toUpperCase();
  if (t === 'SPX' && !isMonthlyExpiration(expiry)) return 'SPXW';
  return t;
}

/**
 * OCC symbol, e.g. SPY250117C00600000: root, YYMMDD, C/P, strike × 1000 in 8 digits (the strike
 * as listed that day, so the symbol as it traded).
 */
export function occSymbol(root: string, expiry: string, type: OptionType, strike: number): string {
  const yymmdd = expiry.slice(2, 4) + expiry.slice(5, 7) + expiry.slice(8, 10);
  const k = String(Math.round(strike * 1000)).padStart(8, '0');
  return `${root}${yymmdd}${type === 'call' ? 'C' : 'P'}${k}`;
}
