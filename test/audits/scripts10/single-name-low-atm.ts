/**
 * How often a single name's modeled ATM sits low against its 5.9-point band (where the tilted low
 * run's smile can break Durrleman's condition, README model risk): every 10th bar, the nearest
 * expiry's call at the listed strike nearest the close, its surface vol (ModeledContract.surfaceVol).
 * usage: npx tsx test/audits/scripts10/single-name-low-atm.ts TICKER…
 */
import { loadMarketData } from '../../../functions/market/load-market-data';
import { ModeledContract } from '../../../shared/engine/market/modeled-quote';

for (const ticker of process.argv.slice(2)) {
  const m = await loadMarketData(ticker, { store: null });
  let n = 0;
  let under15 = 0;
  let under12 = 0;
  let least = Infinity;
  for (let i = 0; i < m.bars.length; i += 10) {
    const bar = m.bars[i];
    const expiry = bar && m.options.expirations(bar.date).find((e) => e > bar.date);
    if (!bar || !expiry) continue;
    const strikes = m.options.strikes?.(bar.date, expiry) ?? [];
    const k = strikes.reduce((a, x) => (Math.abs(x - bar.close) < Math.abs(a - bar.close) ? x : a), strikes[0] ?? bar.close);
    const q = m.options.probe?.(bar.date, expiry, 'call', k);
    if (!(q instanceof ModeledContract)) continue;
    n += 1;
    if (q.surfaceVol < 0.15) under15 += 1;
    if (q.surfaceVol < 0.12) under12 += 1;
    least = Math.min(least, q.surfaceVol);
  }
  process.stdout.write(`${ticker}: ${n} days sampled, ATM under 15% ${under15}, under 12% ${under12}, least ${(least * 100).toFixed(1)}%\n`);
}
