/**
 * One option quote as every vendor layout is read into (layouts/), before it is stored. Greeks are
 * in the project's units (theta per calendar day, vega and rho per 1 vol point, black-scholes.ts);
 * a null is a value the vendor file does not carry: quotes (bid/ask) absent means a last-price-only
 * layout (Polygon day aggregates), greeks absent are computed from the quotes when read.
 */
import type { OptionType } from '../../../shared/engine/market/market-data';

export interface ChainRow {
  /** Underlying ticker as the dataset names it (SPXW and SPXPM are SPX). */
  ticker: string;
  /** Option root of the OCC symbol (SPXW, SPY). */
  root: string;
  date: string;
  expiry: string;
  type: OptionType;
  strike: number;
  bid: number | null;
  ask: number | null;
  last: number | null;
  volume: number | null;
  openInterest: number | null;
  /** Underlying price the vendor quotes beside the option; null: the importer takes the day's close. */
  underlying: number | null;
  iv: number | null;
  delta: number | null;
  gamma: number | null;
  theta: number | null;
  vega: number | null;
  rho: number | null;
}

export const ROOT_TO_UNDERLYING: Readonly<Record<string, string>> = { SPXW: 'SPX', SPXPM: 'SPX', NDXP: 'NDX', RUTW: 'RUT' };

const DAY_MS = 86_400_000;

/** ISO date → days since 1970-01-01 (the Parquet DATE unit). */
export function epochDay(iso: string): number {
  return Math.round(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
}

/** Days since 1970-01-01 → ISO date. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * The root of an OCC symbol written plainly (`SPY240216P00480000`: 1-6 capital letters or dots,
 * 6 digits, C or P, 8 digits), without a regular expression: the importer reads one per line.
 * Undefined when the symbol is written any other way (parseOcc then decides).
 */
export function plainOccRoot(symbol: string): string | undefined {
  const n = symbol.length;
  const rootLength = n - 15;
  if (rootLength < 1 || rootLength > 6) return undefined;
  for (let i = 0; i < rootLength; i += 1) {
    const c = symbol.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || c === 46)) return undefined;
  }
  for (let i = rootLength; i < n; i += 1) {
    const c = symbol.charCodeAt(i);
    if (i === rootLength + 6 ? c !== 67 && c !== 80 : !isDigit(c)) return undefined;
  }
  return symbol.slice(0, rootLength);
}

/** An OCC symbol (optionally `O:`-prefixed, spaces padded or not) → its parts; undefined if not one. */
export function parseOcc(symbol: string): { root: string; expiry: string; type: OptionType; strike: number } | undefined {
  const m = /^(?:O:)?([A-Z.]{1,6})\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/.exec(symbol.trim().toUpperCase());
  if (!m) return undefined;
  return { root: m[1] ?? '', expiry: `20${m[2]}-${m[3]}-${m[4]}`, type: m[5] === 'C' ? 'call' : 'put', strike: Number(m[6]) / 1000 };
}
