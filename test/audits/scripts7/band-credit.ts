/**
 * What the model-risk band does to a seller's credit at entry: on every 10th trading day of a range,
 * the expiry DTE or more days out, the put of |delta| DELTA (the short leg) and the put WIDTH points
 * lower (the long leg), mids on the base market and on market.withVolShift(∓points). Prints the mean
 * credit of the short put alone and of the spread, with the strikes picked by delta on each market
 * (as a strategy picks them) and held at the base's strikes, and the up-minus-down range of each.
 * usage: npx tsx test/audits/scripts7/band-credit.ts TICKER FROM TO DTE DELTA WIDTH
 * e.g.   npx tsx test/audits/scripts7/band-credit.ts SPX 2019-10-01 2021-03-31 45 0.25 50
 */
import { loadMarketData } from '../../../functions/market/load-market-data';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';

const [ticker = '', from = '', to = '', dteArg, deltaArg, widthArg] = process.argv.slice(2);
const [dte, delta, width] = [Number(dteArg), Number(deltaArg), Number(widthArg)];
if (!ticker || !from || !to || !(dte > 0) || !(delta > 0) || !(width > 0)) throw new Error('usage: band-credit.ts TICKER FROM TO DTE DELTA WIDTH');
const market = await loadMarketData(ticker);
const points = MODEL_RISK_VOL_POINTS[modelRiskClass(ticker)];
if (!market.withVolShift) throw new Error('this market cannot shift its surface');
const markets = { base: market, down: market.withVolShift(-points), up: market.withVolShift(points) };
const days = market.bars.filter((b) => b.date >= from && b.date <= to).filter((_, i) => i % 10 === 0).map((b) => b.date);
const mid = (q: { bid_price: number; ask_price: number } | undefined) => (q ? (q.bid_price + q.ask_price) / 2 : Number.NaN);
type Sums = Record<'base' | 'down' | 'up', { put: number; spread: number }>;
const zero = (): Sums => ({ base: { put: 0, spread: 0 }, down: { put: 0, spread: 0 }, up: { put: 0, spread: 0 } });
const byDelta = zero();
const sameStrikes = zero();
for (const day of days) {
  const expiry = market.options.expirations(day).find((e) => (Date.parse(e) - Date.parse(day)) / 864e5 >= dte);
  if (expiry === undefined) continue;
  const strikeOf = (m: typeof market) => m.options.chain(day, expiry, 'put').reduce((a, b) => (Math.abs(Math.abs(b.delta) - delta) < Math.abs(Math.abs(a.delta) - delta) ? b : a)).strike;
  const credit = (m: typeof market, k: number) => {
    const put = mid(m.options.quote(day, expiry, 'put', k));
    return { put, spread: put - mid(m.options.quote(day, expiry, 'put', k - width)) };
  };
  const baseStrike = strikeOf(market);
  for (const name of ['base', 'down', 'up'] as const) {
    const m = markets[name];
    const a = credit(m, strikeOf(m));
    const b = credit(m, baseStrike);
    byDelta[name].put += a.put / days.length; byDelta[name].spread += a.spread / days.length;
    sameStrikes[name].put += b.put / days.length; sameStrikes[name].spread += b.spread / days.length;
  }
}
const line = (label: string, s: Sums, leg: 'put' | 'spread') =>
  `${label} ${leg}: base ${s.base[leg].toFixed(3)}, down ${s.down[leg].toFixed(3)}, up ${s.up[leg].toFixed(3)}, range ${(s.up[leg] - s.down[leg]).toFixed(3)}`;
process.stdout.write(`${ticker} ${days.length} days ${from}..${to}, ${dte}+ DTE, ${delta}-delta put, long ${width} lower, ±${points} points (mean mid credit)\n`);
for (const leg of ['put', 'spread'] as const) process.stdout.write(`  ${line('by delta', byDelta, leg)}\n  ${line('same strikes', sameStrikes, leg)}\n`);
