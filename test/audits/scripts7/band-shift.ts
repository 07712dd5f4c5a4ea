/**
 * Audit 7: is the model-risk band's market the same chain with the surface shifted by the documented
 * points, and are imported real days left alone? For a ticker (optionally with the real SPXW sample
 * imported, over a range wider than the sample so that the run is part real, part modeled) this
 * compares, on each given day, every quote of the ~30-day expiry's chain on the base market with the
 * markets shifted down and up (market.withVolShift, what withModelRisk reruns on). Imported day:
 * every bid, ask and last must be equal. Modeled day: the implied vols of the mids, inverted here
 * with a plain European Black-Scholes (written below, not the engine's pricer; out-of-the-money
 * options; dividend yield from DIV_YIELD, default 0: a stock without dividends), must differ by the
 * points at the money.
 * usage: npx tsx test/audits/scripts7/band-shift.ts TICKER POINTS DAY… [--spxw]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';
import { SPXW_FIXTURE } from '../../../functions/market/chains/spxw-sample-runs';
import type { MarketData } from '../../../shared/engine/market/market-data';

const args = process.argv.slice(2);
const spxw = args.includes('--spxw');
const [ticker, pointsArg, ...days] = args.filter((a) => a !== '--spxw');
const points = Number(pointsArg);
if (!ticker || !Number.isFinite(points) || days.length === 0) throw new Error('usage: band-shift.ts TICKER POINTS DAY… [--spxw]');

const normCdf = (x: number): number => {
  // Abramowitz-Stegun 7.1.26 on erf, |error| < 1.5e-7.
  const t = 1 / (1 + 0.3275911 * Math.abs(x) / Math.SQRT2);
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};
const divYield = Number(process.env.DIV_YIELD ?? 0);
const bs = (call: boolean, s: number, k: number, t: number, r: number, v: number): number => {
  const d1 = (Math.log(s / k) + (r - divYield + v * v / 2) * t) / (v * Math.sqrt(t));
  const d2 = d1 - v * Math.sqrt(t);
  const f = s * Math.exp(-divYield * t);
  return call ? f * normCdf(d1) - k * Math.exp(-r * t) * normCdf(d2) : k * Math.exp(-r * t) * normCdf(-d2) - f * normCdf(-d1);
};
const iv = (call: boolean, price: number, s: number, k: number, t: number, r: number): number => {
  let lo = 0.001, hi = 5;
  for (let i = 0; i < 200; i++) { const m = (lo + hi) / 2; if (bs(call, s, k, t, r, m) > price) hi = m; else lo = m; }
  return (lo + hi) / 2;
};

let dir: string | undefined;
let market: MarketData;
if (spxw) {
  dir = await mkdtemp(join(tmpdir(), 'audit7-band-'));
  await importChains([SPXW_FIXTURE], dir);
  market = await loadMarketData(ticker, { store: createFolderChainStore(dir), range: { start: '2017-11-01', end: '2018-04-30' } });
} else market = await loadMarketData(ticker);
try {
  if (!market.withVolShift) throw new Error('this market cannot shift its surface');
  const down = market.withVolShift(-points);
  const up = market.withVolShift(points);
  for (const day of days) {
    const s = market.bars.find((b) => b.date === day)?.close;
    const listed = market.options.expirations(day);
    const expiry = listed.find((e) => (Date.parse(e) - Date.parse(day)) / 864e5 >= 25) ?? listed.at(-1);
    if (s === undefined || expiry === undefined) throw new Error(`no bar or no expiry on ${day}`);
    const t = (Date.parse(`${expiry}T16:00:00Z`) - Date.parse(`${day}T16:00:00Z`)) / (365 * 864e5);
    const r = market.riskFreeRate(day);
    // The model accrues variance per trading session (chain-rules.ts section 3: business time
    // n / 252 quoted over calendar T), so a shift of x points in its vol is x·√((n/252)/T) in the
    // calendar-time vol inverted here; the line prints both (sessions from the bundled bars).
    const sessions = market.bars.filter((b) => b.date > day && b.date <= expiry).length;
    const toBusiness = Math.sqrt(t / (sessions / 252));
    const out: Record<string, unknown> = { day, source: market.options.source(day), close: s, expiry, sessions };
    let unequal = 0, compared = 0;
    const rows: string[] = [];
    for (const type of ['call', 'put'] as const) {
      for (const q of market.options.chain(day, expiry, type)) {
        const a = down.options.quote(day, expiry, type, q.strike);
        const b = up.options.quote(day, expiry, type, q.strike);
        compared += 1;
        if (!a || !b || a.bid_price !== q.bid_price || b.bid_price !== q.bid_price || a.ask_price !== q.ask_price || b.ask_price !== q.ask_price || a.last_trade_price !== q.last_trade_price || b.last_trade_price !== q.last_trade_price) unequal += 1;
      }
    }
    // Out of the money, the strikes nearest the money and 5% and 10% away on each side.
    const mid = (x: { bid_price: number; ask_price: number }) => (x.bid_price + x.ask_price) / 2;
    for (const [type, target] of [['put', 0.9], ['put', 0.95], ['put', 1], ['call', 1], ['call', 1.05]] as const) {
      const chain = market.options.chain(day, expiry, type).filter((x) => (type === 'call' ? x.strike >= s : x.strike <= s) && x.bid_price > 0);
      const qt = chain.reduce<(typeof chain)[number] | undefined>((best, x) => (!best || Math.abs(x.strike / s - target) < Math.abs(best.strike / s - target) ? x : best), undefined);
      if (!qt) continue;
      const a = down.options.quote(day, expiry, type, qt.strike), b = up.options.quote(day, expiry, type, qt.strike);
      if (!a || !b) continue;
      const call = type === 'call';
      const v0 = iv(call, mid(qt), s, qt.strike, t, r), vd = iv(call, mid(a), s, qt.strike, t, r), vu = iv(call, mid(b), s, qt.strike, t, r);
      rows.push(`${type} ${qt.strike} (K/S ${(qt.strike / s).toFixed(3)}, mid ${mid(qt).toFixed(3)}): iv ${(v0 * 100).toFixed(2)}, down ${((vd - v0) * 100).toFixed(2)} / up +${((vu - v0) * 100).toFixed(2)} calendar, ${((vd - v0) * 100 * toBusiness).toFixed(2)} / +${((vu - v0) * 100 * toBusiness).toFixed(2)} business time`);
    }
    Object.assign(out, { quotes_compared: compared, quotes_that_moved: unequal, otm_ivs: rows });
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
} finally {
  if (dir) await rm(dir, { recursive: true, force: true });
}
