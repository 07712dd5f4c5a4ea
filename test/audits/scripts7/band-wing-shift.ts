/**
 * Audit 7 N4, measured on the model's own vols: how far the model-risk runs move the quoted implied
 * vol at the money and out of the money. For each day, the first expiry 25 or more days out, the
 * listed strikes nearest 90%, 95% and 100% of the close (puts) and 100%, 105%, 110% (calls): the
 * surface's vol at the strike (the vol the contract is priced with, ModeledContract.surfaceVol) on
 * market.withVolShift(−points) and (+points) minus the base market's, in vol points. Unlike
 * band-shift.ts (mids inverted, so tick rounding shows) this reads the pricer's input directly.
 * Then the same at a delta (0.10, 0.16, 0.25): the strike of that delta on each market, which a
 * strategy that picks by delta sells, and its vol minus the base's at the base's strike of it.
 * usage: npx tsx test/audits/scripts7/band-wing-shift.ts TICKER DAY… (points: MODEL_RISK_VOL_POINTS)
 */
import { loadMarketData } from '../../../functions/market/load-market-data';
import { ModeledContract } from '../../../shared/engine/market/modeled-quote';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';

const [ticker, ...days] = process.argv.slice(2);
if (!ticker || days.length === 0) throw new Error('usage: band-wing-shift.ts TICKER DAY…');
const market = await loadMarketData(ticker);
const points = MODEL_RISK_VOL_POINTS[modelRiskClass(ticker)];
if (!market.withVolShift) throw new Error('this market cannot shift its surface');
const down = market.withVolShift(-points);
const up = market.withVolShift(points);
const vol = (m: typeof market, day: string, expiry: string, type: 'call' | 'put', k: number): number => {
  const q = m.options.probe?.(day, expiry, type, k);
  if (!(q instanceof ModeledContract)) throw new Error(`no modeled contract ${type} ${k} on ${day}`);
  return q.surfaceVol * 100;
};
for (const day of days) {
  const s = market.bars.find((b) => b.date === day)?.close;
  const expiry = market.options.expirations(day).find((e) => (Date.parse(e) - Date.parse(day)) / 864e5 >= 25);
  if (s === undefined || expiry === undefined) throw new Error(`no bar or no expiry on ${day}`);
  const strikes = market.options.strikes?.(day, expiry) ?? [];
  const nearest = (x: number) => strikes.reduce((a, b) => (Math.abs(b - x) < Math.abs(a - x) ? b : a), strikes[0] ?? x);
  const rows = ([['put', 0.9], ['put', 0.95], ['put', 1], ['call', 1], ['call', 1.05], ['call', 1.1]] as const).map(([type, m]) => {
    const k = nearest(s * m);
    const base = vol(market, day, expiry, type, k);
    return `${type} ${k} (${Math.round((k / s) * 100)}%): iv ${base.toFixed(2)}, down ${(vol(down, day, expiry, type, k) - base).toFixed(2)}, up +${(vol(up, day, expiry, type, k) - base).toFixed(2)}`;
  });
  // A strategy that picks its strikes by delta sells another strike on each shifted market: the vol
  // at the strike of the same delta there, minus the base's (what such a strategy's premium reads).
  const atDelta = ([['put', 0.1], ['put', 0.16], ['put', 0.25], ['call', 0.16], ['call', 0.1]] as const).map(([type, d]) => {
    const pick = (m: typeof market) => {
      const chain = m.options.chain(day, expiry, type);
      const q = chain.reduce((a, b) => (Math.abs(Math.abs(b.delta) - d) < Math.abs(Math.abs(a.delta) - d) ? b : a));
      return { k: q.strike, vol: vol(m, day, expiry, type, q.strike) };
    };
    const [b, lo, hi] = [pick(market), pick(down), pick(up)];
    return `${type} delta ${d}: base ${b.k} iv ${b.vol.toFixed(2)}; down ${lo.k} ${(lo.vol - b.vol).toFixed(2)}, up ${hi.k} +${(hi.vol - b.vol).toFixed(2)}`;
  });
  process.stdout.write(`${ticker} ${day} expiry ${expiry} close ${s} points ±${points}\n  ${rows.join('\n  ')}\n  ${atDelta.join('\n  ')}\n`);
}
