/**
 * Listed strikes of a day's chain and OCC option symbols. Rules: chain-rules.ts sections 2 and 7.
 */
import type { OptionType } from './market-data';
import { STRIKE_RANGE_DOWN, STRIKE_RANGE_MAX, STRIKE_RANGE_MIN, STRIKE_RANGE_UP, WEEKLY_FINE_STRIKES_FROM, indexPutListingFloor, strikeIncrement, type ExpiryKind, type ShortTermStrikeLimit, type TickerClass } from './chain-rules';
import { isMonthlyExpiration } from './calendar';

/** Strikes are kept to 1e-6 so grid arithmetic never drifts (a strike divided by a split is a fraction). */
export function roundStrike(k: number): number {
  return Math.round(k * 1e6) / 1e6;
}

/** The first grid candidate at or above `low`, aligned up to the increment that applies there. */
function firstCandidate(cls: TickerClass, spot: number, low: number, kind: ExpiryKind): number {
  const inc0 = strikeIncrement(cls, spot, low, kind);
  return roundStrike(Math.ceil(low / inc0 - 1e-9) * inc0);
}

const onOwnGrid = (cls: TickerClass, spot: number, k: number, kind: ExpiryKind): boolean => {
  const inc = strikeIncrement(cls, spot, k, kind);
  return Math.abs(k / inc - Math.round(k / inc)) < 1e-9;
};

/**
 * The grid candidate after `k`: plus the increment that applies at k, aligned up to the one at the
 * next. Where the walk climbs from a coarse zone into a finer one (SPX's and the ETFs' zones near the
 * spot, a stock weekly's $2.50 band above $200), the finer zone's first strikes lie before k + step;
 * the first of them on its own zone's grid comes next (an ETF at 303: 240, 243, 244, 245, not 240,
 * 245; a stock weekly at 302: 270, 272.5, not 270, 275). One walk for every class.
 */
function nextCandidate(cls: TickerClass, spot: number, k: number, kind: ExpiryKind): number {
  const step = strikeIncrement(cls, spot, k, kind);
  const next = k + step;
  const inc = strikeIncrement(cls, spot, next, kind);
  const candidate = roundStrike(Math.max(Math.ceil(next / inc - 1e-9) * inc, k + Math.min(step, inc)));
  if (inc < step) {
    for (let f = roundStrike((Math.floor(k / inc + 1e-9) + 1) * inc); f < candidate; f = roundStrike(f + inc)) {
      if (onOwnGrid(cls, spot, f, kind)) return f;
    }
  }
  return candidate;
}

/**
 * Grid strikes in [low, high], ascending: each next strike is the previous one plus the increment
 * that applies there, aligned up to a multiple of that increment.
 */
export function strikeGrid(cls: TickerClass, spot: number, low: number, high: number, kind: ExpiryKind = 'standard'): number[] {
  const out: number[] = [];
  for (let k = firstCandidate(cls, spot, low, kind); k <= high + 1e-9; k = nextCandidate(cls, spot, k, kind)) {
    if (k > 0) out.push(k);
  }
  return out;
}

/**
 * `strikeGrid(cls, spot, low, high, kind)`, from `known`: that grid of the same day and expiry (the
 * same cls, spot and kind) for another range. Each next strike depends only on the one before, so
 * once the walk from `low` meets a strike of `known`, the strikes after it are known's (up to
 * `high` or known's last, where the walk goes on): only the strikes before the walks meet and past
 * known's last are worked out. The model-risk runs list a day's grid for three ranges when the
 * shifted vol moves its width (day-listings.ts).
 */
export function strikeGridFrom(known: readonly number[], cls: TickerClass, spot: number, low: number, high: number, kind: ExpiryKind = 'standard'): number[] {
  const out: number[] = [];
  let j = 0;
  for (let k = firstCandidate(cls, spot, low, kind); k <= high + 1e-9;) {
    while (j < known.length && (known[j] as number) < k) j++;
    if (j < known.length && known[j] === k) {
      for (; j < known.length && (known[j] as number) <= high + 1e-9; j++) out.push(known[j] as number);
      if (j < known.length) return out;
      k = nextCandidate(cls, spot, known[j - 1] as number, kind);
      continue;
    }
    if (k > 0) out.push(k);
    k = nextCandidate(cls, spot, k, kind);
  }
  return out;
}

/** `strikeGrid(cls, spot, low, high, kind)[0]` without building the grid (undefined when it is empty). */
export function firstGridStrike(cls: TickerClass, spot: number, low: number, high: number, kind: ExpiryKind = 'standard'): number | undefined {
  for (let k = firstCandidate(cls, spot, low, kind); k <= high + 1e-9; k = nextCandidate(cls, spot, k, kind)) {
    if (k > 0) return k;
  }
  return undefined;
}

/**
 * The width w of the strike range a day's chain lists for one expiry (chain-rules.ts section 2):
 * the only way the ATM vol and the years reach the listed strikes, so two chains of one day and
 * expiry with the same width list the same strikes (vol-shifted chains mostly do: w is clamped).
 */
export function listedRangeWidth(atmVol: number, years: number): number {
  return Math.min(Math.max(STRIKE_RANGE_MIN, atmVol * Math.sqrt(Math.max(years, 1 / 365))), STRIKE_RANGE_MAX);
}

/**
 * The [low, high] strike range a day's chain lists for one expiry (chain-rules.ts section 2): the
 * index also lists its far puts down to its listing floor (indexPutListingFloor), as the real SPX
 * chain does. Within a day and expiry the range still depends on the width alone (the floor on the
 * spot and the years).
 */
function listedRange(cls: TickerClass, spot: number, atmVol: number, years: number): [number, number] {
  const w = listedRangeWidth(atmVol, years);
  const low = spot * Math.exp(-STRIKE_RANGE_DOWN * w);
  return [cls === 'index' ? Math.min(low, indexPutListingFloor(years) * spot) : low, spot * Math.exp(STRIKE_RANGE_UP * w)];
}

/**
 * The strikes of a Short Term (weekly) series under an early strike limit (chain-rules.ts section
 * 2): those within the band of the spot, then the `count` nearest it, ascending. A tie in distance
 * keeps the lower strike.
 */
export function limitShortTermStrikes(strikes: readonly number[], spot: number, limit: ShortTermStrikeLimit): number[] {
  const band = limit.band;
  const inBand = band === undefined ? [...strikes] : strikes.filter((k) => Math.abs(k - spot) <= band * spot + 1e-9);
  if (inBand.length <= limit.count) return inBand;
  const nearest = [...inBand].sort((a, b) => Math.abs(a - spot) - Math.abs(b - spot) || a - b).slice(0, limit.count);
  return nearest.sort((a, b) => a - b);
}

/**
 * The strikes a day's chain lists for one expiry, given the ATM vol of that expiry, around the
 * spot that traded that day; `limit`: the early Weeklys' strike limit when it applies.
 */
export function listedStrikes(cls: TickerClass, spot: number, atmVol: number, years: number, kind: ExpiryKind = 'standard', limit?: ShortTermStrikeLimit): number[] {
  const grid = listedGrid(cls, spot, atmVol, years, kind);
  return limit === undefined ? grid : limitShortTermStrikes(grid, spot, limit);
}

/**
 * The grid of a day's listed range for one expiry, before any Short Term limit (listedStrikes);
 * `known`: the grid of the same day and expiry for another range, walked from (strikeGridFrom).
 */
export function listedGrid(cls: TickerClass, spot: number, atmVol: number, years: number, kind: ExpiryKind = 'standard', known?: readonly number[]): number[] {
  const [low, high] = listedRange(cls, spot, atmVol, years);
  return known === undefined ? strikeGrid(cls, spot, low, high, kind) : strikeGridFrom(known, cls, spot, low, high, kind);
}

/** The lowest of `listedStrikes(cls, spot, atmVol, years, kind, limit)`, without listing them when no limit applies. */
export function lowestListedStrike(cls: TickerClass, spot: number, atmVol: number, years: number, kind: ExpiryKind = 'standard', limit?: ShortTermStrikeLimit): number | undefined {
  if (limit !== undefined) return listedStrikes(cls, spot, atmVol, years, kind, limit)[0];
  const [low, high] = listedRange(cls, spot, atmVol, years);
  return firstGridStrike(cls, spot, low, high, kind);
}

/**
 * The series an expiry belongs to for the stock strike rules (chain-rules.ts section 2), on the
 * quote day `date`: a weekly before WEEKLY_FINE_STRIKES_FROM lists the standard increments.
 */
export function expiryKind(expiry: string, years: number, date: string): ExpiryKind {
  if (years > 1) return 'long';
  return isMonthlyExpiration(expiry) || date < WEEKLY_FINE_STRIKES_FROM ? 'standard' : 'weekly';
}

/**
 * The series an expiry belongs to for the strike rules of its class (chain-rules.ts section 2):
 * stocks by expiryKind; SPX by its own series (a standard 3rd-Friday month, a weekly or end-of-month
 * series, or over a year out); the ETFs list one grid.
 */
export function seriesKind(cls: TickerClass, expiry: string, years: number, date: string): ExpiryKind {
  if (cls === 'stock') return expiryKind(expiry, years, date);
  if (cls === 'etf') return 'standard';
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
