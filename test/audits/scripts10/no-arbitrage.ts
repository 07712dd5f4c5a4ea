/**
 * Audit 10: static no-arbitrage of the MODELED option chains (checks: no-arbitrage-checks.ts) on a
 * grid of tickers and days, on the base surface and on the model-risk band's shifted-down and
 * shifted-up surfaces (MODEL_RISK_VOL_POINTS of the ticker's class).
 *
 * Days per ticker: the fixed ones below (calm days, 2018-02-05, 2020-03-16, 2022) that the ticker
 * trades options on (the next trading day when the date is not one), and per ticker, found in its
 * own data: the eve of its two largest own jumps after 2019 (the report the model dates a year
 * later prices it as an event: the eve a year on), the eve of an ex-dividend date, and the day
 * before and the day of each split.
 *
 * usage: npx tsx test/audits/scripts10/no-arbitrage.ts [TICKER…]   (JSON=path writes every finding)
 */
import { writeFile } from 'node:fs/promises';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { checkDay, type DayCounts, type Finding } from './no-arbitrage-checks';

const TICKERS = ['SPX', 'SPY', 'QQQ', 'IWM', 'GLD', 'AAPL', 'AMZN', 'TSLA', 'NVDA', 'HOOD', 'PLTR'];
const FIXED_DAYS = ['2017-06-15', '2019-07-10', '2018-02-05', '2020-03-16', '2022-05-09', '2022-10-13', '2024-03-13'];

/** The first trading day on or after `date` that the chain prices (undefined past the data). */
function tradingDayFrom(market: MarketData, date: string): string | undefined {
  const bar = market.bars.find((b) => b.date >= date && market.options.expirations(b.date).length > 0);
  return bar?.date;
}

/** The days of `market` to check (sorted, unique), with why each was chosen. */
export function auditDays(market: MarketData): Map<string, string> {
  const days = new Map<string, string>();
  const put = (d: string | undefined, why: string): void => {
    if (d !== undefined && market.options.expirations(d).length > 0) days.set(d, days.has(d) ? `${days.get(d)}; ${why}` : why);
  };
  for (const d of FIXED_DAYS) put(tradingDayFrom(market, d), `fixed ${d}`);
  const bars = market.bars;
  const splitDays = new Set((market.splits ?? []).map((s) => s.date));
  if (market.ticker !== 'SPX' && !['SPY', 'QQQ', 'IWM', 'GLD'].includes(market.ticker)) {
    const jumps: { i: number; r: number }[] = [];
    for (let i = 1; i < bars.length; i++) {
      const b = bars[i], a = bars[i - 1];
      if (!b || !a || b.date < '2019-01-01' || splitDays.has(b.date)) continue;
      jumps.push({ i, r: Math.abs(Math.log(b.close / a.close)) });
    }
    jumps.sort((x, y) => y.r - x.r);
    for (const { i, r } of jumps.slice(0, 2)) {
      const eve = bars[i - 1]?.date as string;
      put(eve, `eve of a ${(r * 100).toFixed(1)}% jump`);
      // A year on, the model dates the next report by this jump: its eve is the day before.
      const yearOn = bars[i + 252];
      if (yearOn) put(bars[i + 251]?.date, `a year after the jump of ${bars[i]?.date}`);
    }
  }
  const exDates = market.dividends.filter((d) => d.exDate >= '2019-01-01').map((d) => d.exDate);
  for (const ex of [exDates[0], exDates[exDates.length - 1]]) {
    if (ex === undefined) continue;
    const i = bars.findIndex((b) => b.date >= ex);
    put(bars[i - 1]?.date, `eve of ex-dividend ${ex}`);
  }
  for (const s of market.splits ?? []) {
    const i = bars.findIndex((b) => b.date >= s.date);
    put(bars[i - 1]?.date, `day before the ${s.ratio}:1 split of ${s.date}`);
    put(bars[i]?.date, `day of the ${s.ratio}:1 split of ${s.date}`);
  }
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

export interface AuditResult {
  days: number;
  chains: number;
  counts: DayCounts;
  findings: Finding[];
}

/** Every check on every day of `days`, base and band surfaces (on the expiries `pick` keeps). */
export function auditMarket(market: MarketData, days: Iterable<string>, pick?: (expiries: readonly string[]) => readonly string[]): AuditResult {
  const points = MODEL_RISK_VOL_POINTS[modelRiskClass(market.ticker)];
  if (!market.withVolShift) throw new Error('this market cannot shift its surface');
  const surfaces: [string, MarketData][] = [['base', market], [`-${points}`, market.withVolShift(-points)], [`+${points}`, market.withVolShift(points)]];
  const findings: Finding[] = [];
  const counts: DayCounts = { expiries: 0, contracts: 0, pairs: 0, triples: 0 };
  let n = 0;
  for (const day of days) {
    n += 1;
    for (const [name, m] of surfaces) {
      const c = checkDay(m, day, name, findings, pick);
      counts.expiries += c.expiries; counts.contracts += c.contracts; counts.pairs += c.pairs; counts.triples += c.triples;
    }
  }
  return { days: n, chains: counts.expiries, counts, findings };
}

/** One line per (check, kind, surface): how many and the worst. */
export function summarise(findings: readonly Finding[]): string[] {
  const groups = new Map<string, Finding[]>();
  for (const x of findings) {
    const key = `${x.check} ${x.kind} ${x.surface.startsWith('-') ? 'down' : x.surface.startsWith('+') ? 'up' : 'base'}`;
    const g = groups.get(key);
    if (g) g.push(x);
    else groups.set(key, [x]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([key, xs]) => {
    const worst = xs.reduce((w, x) => (x.by > w.by ? x : w));
    return `${key}: ${xs.length} (worst ${worst.by.toFixed(4)}: ${worst.ticker} ${worst.day} ${worst.surface} ${worst.expiry} ${worst.detail})`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const tickers = process.argv.slice(2).length > 0 ? process.argv.slice(2) : TICKERS;
  const all: Finding[] = [];
  const total = { days: 0, chains: 0, contracts: 0, pairs: 0, triples: 0 };
  for (const ticker of tickers) {
    const market = await loadMarketData(ticker, { store: null });
    const days = auditDays(market);
    const r = auditMarket(market, days.keys());
    for (const x of r.findings) all.push(x);
    total.days += r.days; total.chains += r.chains; total.contracts += r.counts.contracts; total.pairs += r.counts.pairs; total.triples += r.counts.triples;
    const exec = r.findings.filter((x) => x.kind === 'exec').length;
    process.stdout.write(`${ticker}: ${r.days} days × 3 surfaces, ${r.chains} chains, ${r.counts.contracts} contracts, exec ${exec}, mid ${r.findings.length - exec}  [${[...days].map(([d, why]) => `${d} (${why})`).join(', ')}]\n`);
  }
  process.stdout.write(`${JSON.stringify(total)}\n`);
  for (const line of summarise(all)) process.stdout.write(`${line}\n`);
  if (process.env.JSON) await writeFile(process.env.JSON, JSON.stringify(all, null, 1));
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
