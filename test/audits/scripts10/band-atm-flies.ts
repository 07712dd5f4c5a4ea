/**
 * The butterflies at and near the money on the model's own prices (priceAt, before tick rounding),
 * on the base surface and the model-risk band's two: every listed strike triple within 3% of the
 * close, calls and puts, of each day's first 12 expiries. The first wing tilt's |z| kinked at the
 * money and left the high run's flies under 0 there (vol-surface.ts wingShare now smooths it); mids
 * on a tick grid (no-arbitrage.ts) hide a cent of that in rounding, these prices do not.
 * usage: npx tsx test/audits/scripts10/band-atm-flies.ts TICKER DAY…
 */
import { loadMarketData } from '../../../functions/market/load-market-data';
import { MODEL_RISK_VOL_POINTS, modelRiskClass } from '../../../shared/engine/market/chain-rules';
import type { MarketData } from '../../../shared/engine/market/market-data';

const [ticker, ...days] = process.argv.slice(2);
if (!ticker || days.length === 0) throw new Error('usage: band-atm-flies.ts TICKER DAY…');
const market = await loadMarketData(ticker, { store: null });
if (!market.withVolShift) throw new Error('this market cannot shift its surface');
const p = MODEL_RISK_VOL_POINTS[modelRiskClass(ticker)];
const surfaces: [string, MarketData][] = [['base', market], [`-${p}`, market.withVolShift(-p)], [`+${p}`, market.withVolShift(p)]];
for (const [name, m] of surfaces) {
  let worst = 0;
  let where = '';
  let n = 0;
  let under = 0;
  for (const day of days) {
    const spot = market.bars.find((b) => b.date === day)?.close;
    if (spot === undefined) throw new Error(`${ticker} has no close on ${day}`);
    for (const expiry of m.options.expirations(day).slice(0, 12)) {
      const ks = (m.options.strikes?.(day, expiry) ?? []).filter((k) => Math.abs(k / spot - 1) < 0.03);
      for (const type of ['call', 'put'] as const) {
        const px = ks.map((k) => m.options.priceAt(day, expiry, type, k, spot));
        for (let j = 1; j + 1 < ks.length; j++) {
          const [a, b, c] = [ks[j - 1] as number, ks[j] as number, ks[j + 1] as number];
          const wa = (c - b) / (c - a);
          const fly = wa * (px[j - 1] as number) + (1 - wa) * (px[j + 1] as number) - (px[j] as number);
          n += 1;
          if (fly < -1e-9) under += 1;
          if (fly < worst) [worst, where] = [fly, `${day} ${expiry} ${type} ${a} | ${b} | ${c}, close ${spot}`];
        }
      }
    }
  }
  process.stdout.write(`${ticker} ${name}: ${n} flies within 3% of the money, ${under} under 0, worst ${worst.toFixed(5)} ${where}\n`);
}
