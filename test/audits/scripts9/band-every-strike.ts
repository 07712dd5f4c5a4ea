/**
 * Audit 9: the model-risk band's parallel shift on EVERY modeled contract of a day, not only at the
 * money (audit 7's band-shift.ts) or at six strikes (band-wing-shift.ts). For each day, each listed
 * expiry and each listed strike, call and put: the vol the contract is priced with
 * (ModeledContract.surfaceVol) on market.withVolShift(−points) and (+points) minus the base's must be
 * exactly ∓points (to 1e-9), unless the shifted vol is clamped at the model's floor or ceiling
 * (chain-rules VOL_MIN 1% / VOL_MAX 400%), where it must equal the clamp. Also counts how many
 * contracts' mids moved the expected way (down market: mid ≤ base; up: mid ≥ base).
 * points: MODEL_RISK_VOL_POINTS of the ticker's class (SPX/ETFs 1.4, index stocks 2.7, others 5.9).
 * usage: [POINTS=n] npx tsx test/audits/scripts9/band-every-strike.ts TICKER DAY…
 */
import { loadMarketData } from '../../../functions/market/load-market-data';
import { ModeledContract } from '../../../shared/engine/market/modeled-quote';
import { MODEL_RISK_VOL_POINTS, VOL_MAX, VOL_MIN, modelRiskClass } from '../../../shared/engine/market/chain-rules';

const [ticker, ...days] = process.argv.slice(2);
if (!ticker || days.length === 0) throw new Error('usage: band-every-strike.ts TICKER DAY…');
const market = await loadMarketData(ticker);
// POINTS=30 (environment) overrides the class's points: a shift large enough to reach the 1% floor.
const points = Number(process.env.POINTS ?? MODEL_RISK_VOL_POINTS[modelRiskClass(ticker)]);
if (!market.withVolShift) throw new Error('this market cannot shift its surface');
const down = market.withVolShift(-points);
const up = market.withVolShift(points);
const probe = (m: typeof market, day: string, expiry: string, type: 'call' | 'put', k: number): ModeledContract => {
  const q = m.options.probe?.(day, expiry, type, k);
  if (!(q instanceof ModeledContract)) throw new Error(`no modeled contract ${type} ${k} ${expiry} on ${day}`);
  return q;
};
const expect = (base: number, d: number): number => Math.min(Math.max(base + d, VOL_MIN), VOL_MAX);
for (const day of days) {
  let n = 0, clamped = 0, midWrongWay = 0, worstWrong = { by: 0, what: '' }, minDiff = Infinity, maxDiff = -Infinity;
  const bad: unknown[] = [];
  for (const expiry of market.options.expirations(day)) {
    for (const k of market.options.strikes?.(day, expiry) ?? []) {
      for (const type of ['call', 'put'] as const) {
        const b = probe(market, day, expiry, type, k);
        const lo = probe(down, day, expiry, type, k);
        const hi = probe(up, day, expiry, type, k);
        for (const [q, d] of [[lo, -points / 100], [hi, points / 100]] as const) {
          const want = expect(b.surfaceVol, d);
          if (want !== b.surfaceVol + d) clamped += 1;
          const diff = (q.surfaceVol - b.surfaceVol) * 100;
          minDiff = Math.min(minDiff, Math.abs(diff)); maxDiff = Math.max(maxDiff, Math.abs(diff));
          if (Math.abs(q.surfaceVol - want) > 1e-9) bad.push({ expiry, type, k, base: b.surfaceVol, got: q.surfaceVol, want });
          const mb = (b.bid_price + b.ask_price) / 2, mq = (q.bid_price + q.ask_price) / 2;
          if (d < 0 ? mq > mb + 1e-9 : mq < mb - 1e-9) {
            midWrongWay += 1;
            // how far, and the quote: a wider spread at the shifted ATM with the tick can move a mid the other way
            if (Math.abs(mq - mb) > worstWrong.by) worstWrong = { by: Math.abs(mq - mb), what: `${expiry} ${type} ${k}: base ${b.bid_price}/${b.ask_price}, shifted ${d > 0 ? '+' : '-'} ${q.bid_price}/${q.ask_price}` };
          }
        }
        n += 1;
      }
    }
  }
  process.stdout.write(`${JSON.stringify({ ticker, day, points, contracts: n, clamped, abs_shift_range: [minDiff.toFixed(6), maxDiff.toFixed(6)], mids_wrong_way: midWrongWay, worst_wrong_way: worstWrong, mismatches: bad.length, first: bad.slice(0, 3) })}\n`);
}
