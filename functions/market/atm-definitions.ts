/**
 * The model's 30-day ATM read the way each published number is DEFINED (published-atm-data.ts
 * AtmDefinition), next to the strict reading the checks use: is the stressed-day shortfall
 * (chain-rules.ts STRESSED_ATM_SHORTFALL) the model's, or partly how the published figures are built?
 *
 * Three readings of the model per published close, each on the modeled chain of that day
 * (loadMarketData: the chain a backtest prices, with its rates and dividends):
 * - strict: the surface's ATM at 30 calendar days (atmVol(surface, 30/365): published-atm-check.ts);
 * - listedForward: the ATM at the forward of each listed expiry (the chain's implied vol at K = F, F
 *   from put-call parity, as a publisher gets it from prices), total variance interpolated linearly in
 *   calendar days between the two listed expiries bracketing 30 days. It differs from strict because
 *   the chain reads the surface in trading sessions (chain-rules.ts section 3, "time"): an expiry 30
 *   calendar days out with 22 sessions carries about 3% more vol than the 30-day knot, one with 20 less;
 * - matched: the source's own definition on the same listed expiries: 'ivx' the vega-weighted mean
 *   implied vol of the 4 listed strikes nearest the spot per expiry (calls and puts have the same
 *   model vol at a strike, so the call/put mean is that vol), 'spot' the vol at K = spot; a source
 *   without a documented method reads as listedForward.
 * Assumptions: IVolatility's delta factor in its weights is proprietary (vega alone here; equal weights
 * give the same to 0.01 point); its expiry set is not stated: `ivxMonthly` reads it on the standard
 * third-Friday expiries only (undefined when none is listed 1-30 days out), `matched` on every listed
 * expiry (SPXW weeklies included); Cboe's "1M ATM" is read at 100% of spot.
 *
 * Measured (2026-11-28): at VIX 20 or more, both sets' 12 closes read −2.04 strictly, −1.98 at the
 * listed forward, −1.97 matched (−2.21 over 11 with IVX on monthlies): the definitions do not
 * explain the stressed shortfall (published-atm-check.ts says why; atm-definitions.test.ts holds it).
 *
 * `npx tsx functions/market/atm-definitions.ts` prints each close's readings and the summaries by VIX
 * regime for the published set, the held-out set and both (JSON with --json).
 */
import { bsm, impliedVol } from '../../shared/engine/market/black-scholes';
import { daysBetween, isMonthlyExpiration } from '../../shared/engine/market/calendar';
import type { MarketData } from '../../shared/engine/market/market-data';
import { loadMarketData } from './load-market-data';
import { publishedAtmCheck, summarise, VIX_RANGES, type ErrorSummary } from './published-atm-check';
import { PUBLISHED_ATM, type AtmDefinition, type PublishedAtm } from './published-atm-data';
import { HELD_OUT_ATM } from './held-out-atm-data';

const TENOR = 30 / 365;
/** IVolatility's IV Index: the listed strikes nearest the spot, per expiry. */
export const IVX_STRIKES = 4;

const r2 = (x: number) => Math.round(x * 100) / 100;

/** One listed expiry's implied vols as a publisher reads them from the modeled prices. */
export interface ExpiryReading {
  expiry: string;
  dte: number;
  /** The parity forward (C − P at the strike nearest the spot). */
  f: number;
  /** At the parity forward, at the spot, and IVolatility's near-the-money mean (fractions). */
  forward: number;
  spot: number;
  ivx: number;
  /** The strikes the IVX mean used. */
  ivxStrikes: number[];
}

export function readExpiry(market: MarketData, date: string, expiry: string, spot: number): ExpiryReading | undefined {
  const o = market.options;
  const dte = daysBetween(date, expiry);
  if (dte <= 0) return undefined;
  const t = dte / 365;
  const r = market.riskFreeRate(date);
  const near = [...(o.strikes?.(date, expiry) ?? [])].sort((a, b) => Math.abs(a - spot) - Math.abs(b - spot)).slice(0, IVX_STRIKES);
  const pivot = near[0];
  if (pivot === undefined || near.length < IVX_STRIKES) return undefined;
  // Parity forward at the strike nearest the spot; Black on it (spot F, q = r) inverts every price.
  const f = pivot + Math.exp(r * t) * (o.priceAt(date, expiry, 'call', pivot, spot) - o.priceAt(date, expiry, 'put', pivot, spot));
  const volAt = (k: number): number => {
    const type = k >= f ? 'call' : 'put';
    const v = impliedVol({ type, spot: f, strike: k, years: t, rate: r, dividendYield: r }, o.priceAt(date, expiry, type, k, spot));
    if (v === undefined) throw new Error(`atm-definitions: no implied vol at strike ${k}, ${expiry}, on ${date}`);
    return v;
  };
  const vols = near.map(volAt);
  const vegas = near.map((k, i) => bsm({ type: 'call', spot: f, strike: k, years: t, rate: r, dividendYield: r, vol: vols[i] ?? 0 }).vega);
  const ivx = vols.reduce((s, v, i) => s + v * (vegas[i] ?? 0), 0) / vegas.reduce((s, w) => s + w, 0);
  return { expiry, dte, f, forward: volAt(f), spot: volAt(spot), ivx, ivxStrikes: [...near].sort((a, b) => a - b) };
}

/** Total variance linear in calendar days between the last expiry at most 30 days out and the first beyond. */
export function interpolate30(readings: readonly ExpiryReading[], key: 'forward' | 'spot' | 'ivx'): number | undefined {
  const before = readings.filter((e) => e.dte <= 30).at(-1);
  const after = readings.find((e) => e.dte > 30);
  if (before === undefined || after === undefined) return undefined;
  const [ta, tb] = [before.dte / 365, after.dte / 365];
  const wa = before[key] ** 2 * ta;
  const wb = after[key] ** 2 * tb;
  return Math.sqrt((wa + ((wb - wa) * (TENOR - ta)) / (tb - ta)) / TENOR);
}

export interface DefinitionRow {
  date: string;
  underlying: 'SPX' | 'SPY';
  group: string;
  definition: AtmDefinition | 'undocumented';
  vix: number;
  /** Vol points: the published value, and the model read strictly, at the listed forward, and as the source defines it. */
  real: number;
  strict: number;
  listedForward: number;
  matched: number;
  /** IVolatility rows only: the IVX on the standard monthly expiries alone. */
  ivxMonthly: number | undefined;
}

export async function definitionRows(values: readonly PublishedAtm[], market: (ticker: string) => Promise<MarketData>): Promise<DefinitionRow[]> {
  const checked = await publishedAtmCheck(values);
  const out: DefinitionRow[] = [];
  for (const [k, row] of checked.entries()) {
    const p = values[k];
    const m = await market(row.underlying);
    const spot = m.bars.find((b) => b.date === row.date)?.close;
    if (p === undefined || spot === undefined) throw new Error(`atm-definitions: no ${row.underlying} close on ${row.date}`);
    const all = m.options.expirations(row.date).flatMap((e) => readExpiry(m, row.date, e, spot) ?? []);
    const listedForward = interpolate30(all, 'forward');
    const matched = p.definition === undefined ? listedForward : interpolate30(all, p.definition);
    if (listedForward === undefined || matched === undefined) throw new Error(`atm-definitions: no listed expiries bracket 30 days on ${row.date}`);
    const ivxMonthly = p.definition === 'ivx' ? interpolate30(all.filter((e) => isMonthlyExpiration(e.expiry)), 'ivx') : undefined;
    out.push({
      date: row.date, underlying: row.underlying, group: row.group, definition: p.definition ?? 'undocumented', vix: row.vix,
      real: row.real, strict: row.model, listedForward: r2(listedForward * 100), matched: r2(matched * 100),
      ivxMonthly: ivxMonthly === undefined ? undefined : r2(ivxMonthly * 100),
    });
  }
  return out;
}

export interface ReadingSummary {
  overall: ErrorSummary;
  byVix: Record<string, ErrorSummary>;
}

/** Model − real under each reading: overall and by VIX regime (published-atm-check.ts VIX_RANGES). */
export function definitionSummaries(rows: readonly DefinitionRow[]): Record<'strict' | 'listedForward' | 'matched' | 'matchedIvxMonthly', ReadingSummary> {
  const readings = {
    strict: (r: DefinitionRow) => r.strict,
    listedForward: (r: DefinitionRow) => r.listedForward,
    matched: (r: DefinitionRow) => r.matched,
    // The matched reading with IVolatility's expiries read as monthlies only (rows without one left out).
    matchedIvxMonthly: (r: DefinitionRow) => (r.definition === 'ivx' ? r.ivxMonthly : r.matched),
  };
  const of = (model: (r: DefinitionRow) => number | undefined, subset: readonly DefinitionRow[]) =>
    summarise(subset.flatMap((r) => { const m = model(r); return m === undefined ? [] : [m - r.real]; }));
  const summary = (model: (r: DefinitionRow) => number | undefined): ReadingSummary => ({
    overall: of(model, rows),
    byVix: Object.fromEntries(VIX_RANGES.map((g) => [g.label, of(model, rows.filter((r) => r.vix >= g.lo && r.vix < g.hi))])),
  });
  return {
    strict: summary(readings.strict),
    listedForward: summary(readings.listedForward),
    matched: summary(readings.matched),
    matchedIvxMonthly: summary(readings.matchedIvxMonthly),
  };
}

/** Both real sets, each underlying's market loaded once. */
export async function definitionReport() {
  const markets = new Map<string, Promise<MarketData>>();
  const market = (ticker: string) => {
    let m = markets.get(ticker);
    if (m === undefined) {
      m = loadMarketData(ticker, { store: null });
      markets.set(ticker, m);
    }
    return m;
  };
  const published = await definitionRows(PUBLISHED_ATM, market);
  const heldOut = await definitionRows(HELD_OUT_ATM, market);
  return {
    published: { rows: published, summaries: definitionSummaries(published) },
    heldOut: { rows: heldOut, summaries: definitionSummaries(heldOut) },
    both: definitionSummaries([...published, ...heldOut]),
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  (async () => {
    const report = await definitionReport();
    if (process.argv.includes('--json')) {
      process.stdout.write(`${JSON.stringify(report, null, 1)}\n`);
      return;
    }
    const f = (v: number | undefined, w: number) => (v === undefined ? '-' : String(v)).padStart(w);
    for (const [name, set] of [['published', report.published], ['held out', report.heldOut]] as const) {
      process.stdout.write(`${name}\ndate        und definition      VIX   real strict listedFwd matched ivxMonthly  group\n`);
      for (const r of set.rows) process.stdout.write(`${r.date}  ${r.underlying} ${r.definition.padEnd(12)}${f(r.vix, 7)}${f(r.real, 7)}${f(r.strict, 7)}${f(r.listedForward, 10)}${f(r.matched, 8)}${f(r.ivxMonthly, 11)}  ${r.group}\n`);
      process.stdout.write(`${JSON.stringify(set.summaries)}\n\n`);
    }
    process.stdout.write(`both sets: ${JSON.stringify(report.both, null, 1)}\n`);
  })().catch((error: unknown) => {
    process.stderr.write(`atm-definitions: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
