/**
 * What a modeled day answers whatever its vol surface: the listed expirations and, per expiry, the
 * calendar and dividend values (days and trading sessions to expiry, the escrowed spot and the
 * forward, the OCC root, the strike series) and the strike grids by range width (a grid depends on
 * the vol only through its clamped width, strikes.ts listedRangeWidth). The plain chain and the model-risk runs' vol-shifted chains of one
 * market (create-market-data.ts) ask the same questions about the same days, so the model-risk
 * family shares one store: a shifted run computes only what the shift changes (each expiry's
 * smile, the prices, and a grid only where its width moves). Listing the expirations and counting sessions to each
 * were about a fifth of a shifted wheel run.
 *
 * A shared store keeps every day asked, since the shifted runs walk the span after the base run (a
 * few hundred bytes per day, a few MB for 16 years); a plain chain's store keeps the day in hand
 * only (its own answers cache, day-answers.ts, keeps a few recent days). The values are exactly
 * those the chain computed before they were shared: same functions, same inputs.
 */
import { isMonthlyExpiration, listedExpirations, toDayNumber, tradingSessionsBetween } from './calendar';
import type { DayContext } from './day-context';
import { dividendsPresentValue } from './dividend-forecast';
import type { ExpiryKind } from './chain-rules';
import { expiryKind, listedStrikesOfWidth, occRoot } from './strikes';

/** One expiry of one day, without its surface (modeled-quote.ts ExpiryContext adds it). */
export interface ExpiryBasis {
  dte: number;
  years: number;
  /** Trading closes from the day to expiry: the surface's business time. */
  sessions: number;
  /** The spot less the present value of the dividends expected before expiry (escrowed BSM). */
  pricingSpot: number;
  forward: number;
  root: string;
  monthly: boolean;
  /** The strike series (chain-rules.ts section 2): stocks list by series, indices and ETFs by one rule. */
  kind: ExpiryKind;
  /** Listed strikes by range width, filled by `strikes` (created on the first grid: most expiries asked are never listed whole). */
  grids: Map<number, readonly number[]> | undefined;
}

interface DayBasis {
  date: string;
  expirations: readonly string[] | undefined;
  /** toDayNumber of each of `expirations` (picking an expiration reads them every entry attempt). */
  expirationDays: Float64Array | undefined;
  /** undefined: the expiry is before the day (not priced). */
  expiries: Map<string, ExpiryBasis | undefined>;
}

export interface DayBases {
  /** The expirations listed on a priced day. */
  expirations: (day: DayContext) => readonly string[];
  /** Their day numbers, in the same order. */
  expirationDays: (day: DayContext) => Float64Array;
  /** `expiry` on `day` (today = toDayNumber(day.date)); undefined when it is before the day. */
  expiry: (day: DayContext, today: number, expiry: string) => ExpiryBasis | undefined;
  /** The strikes listed for `basis` (an expiry of `day`) at range width `w`, computed once per width. */
  strikes: (day: DayContext, basis: ExpiryBasis, w: number) => readonly number[];
}

function buildBasis(ticker: string, day: DayContext, today: number, expiry: string): ExpiryBasis | undefined {
  const dte = toDayNumber(expiry) - today;
  if (dte < 0) return undefined;
  const years = dte / 365;
  // Escrowed dividends: price on the spot less the present value of the dividends expected before expiry.
  const pv = dividendsPresentValue(day.expectedDividends, today, today + dte, day.rate);
  const pricingSpot = Math.max(day.spot - pv, day.spot * 0.05);
  return {
    dte,
    years,
    sessions: tradingSessionsBetween(day.date, expiry),
    pricingSpot,
    forward: pricingSpot * Math.exp((day.rate - day.dividendYield) * years),
    root: occRoot(ticker, expiry),
    monthly: isMonthlyExpiration(expiry),
    kind: day.cls === 'stock' ? expiryKind(expiry, years) : 'standard',
    grids: undefined,
  };
}

/**
 * The store of one market's chains. `retain`: keep every day (the model-risk family); otherwise
 * only the last day asked.
 */
export function createDayBases(ticker: string, expirations: ((date: string) => readonly string[]) | undefined, retain: boolean): DayBases {
  const symbol = ticker.toUpperCase();
  const listExpirations = expirations ?? ((date: string) => listedExpirations(symbol, date));
  const kept = retain ? new Map<string, DayBasis>() : undefined;
  let last: DayBasis | undefined;
  const dayOf = (date: string): DayBasis => {
    if (last !== undefined && last.date === date) return last;
    let d = kept?.get(date);
    if (d === undefined) {
      d = { date, expirations: undefined, expirationDays: undefined, expiries: new Map() };
      kept?.set(date, d);
    }
    last = d;
    return d;
  };
  return {
    expirations(day) {
      const d = dayOf(day.date);
      d.expirations ??= listExpirations(day.date);
      return d.expirations;
    },
    expirationDays(day) {
      const d = dayOf(day.date);
      if (d.expirationDays === undefined) {
        const list = (d.expirations ??= listExpirations(day.date));
        d.expirationDays = new Float64Array(list.length);
        for (let i = 0; i < list.length; i++) d.expirationDays[i] = toDayNumber(list[i] ?? '');
      }
      return d.expirationDays;
    },
    expiry(day, today, expiry) {
      const { expiries } = dayOf(day.date);
      let basis = expiries.get(expiry);
      if (basis === undefined && !expiries.has(expiry)) {
        basis = buildBasis(symbol, day, today, expiry);
        expiries.set(expiry, basis);
      }
      return basis;
    },
    strikes(day, basis, w) {
      // A plain chain keeps its grids in its own answers (day-answers.ts): nothing to share here.
      if (kept === undefined) return listedStrikesOfWidth(day.cls, day.spot, w, basis.kind);
      let grid = basis.grids?.get(w);
      if (grid === undefined) {
        grid = listedStrikesOfWidth(day.cls, day.spot, w, basis.kind);
        (basis.grids ??= new Map()).set(w, grid);
      }
      return grid;
    },
  };
}
