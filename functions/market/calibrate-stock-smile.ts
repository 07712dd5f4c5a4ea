/**
 * One-off calibration of the STOCK smile shape (chain-rules.ts SMILE.stock) on the real LEAN
 * single-name chains (lean-chains.ts): for each (β, ρ) of a grid it prints the median over the
 * AAPL 2014-06 and GOOG 2015-12 days of the per-day median |model − real| IV (0.10-0.50 |delta|)
 * and the median 10-delta put skew, model and real. The shape was chosen from this output by
 * hand (the smallest error); the result is written into chain-rules.ts, not read from here.
 *
 * `npx tsx functions/market/calibrate-stock-smile.ts`
 */
import { SMILE, type SmileShape } from '../../shared/engine/market/chain-rules';
import { clearIndexTables } from '../../shared/engine/market/vol-index-formulas';
import { loadMarketData } from './load-market-data';
import { singleNameCheck } from './lean-chains';

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? (s[s.length >> 1] ?? Number.NaN) : Number.NaN;
};

async function main(): Promise<void> {
  const shape = SMILE.stock as SmileShape;
  const original = { ...shape };
  const lines: string[] = [];
  for (const beta of [0.1, 0.2, 0.3, 0.4, 0.5]) {
    for (const rho of [-0.5, -0.3, -0.1, 0.1]) {
      Object.assign(shape, { beta, rho });
      clearIndexTables();
      // Fresh market data per shape: day contexts are memoised per load.
      const [aapl, googl] = await Promise.all([loadMarketData('AAPL', { store: null }), loadMarketData('GOOGL', { store: null })]);
      const days = [...singleNameCheck(aapl, 'aapl'), ...singleNameCheck(googl, 'goog')].filter((d) => d.contracts > 0);
      lines.push(JSON.stringify({
        beta, rho,
        medianAbsError: median(days.map((d) => d.medianAbsError)),
        medianError: median(days.map((d) => d.medianError)),
        putSkewModel: median(days.map((d) => d.putSkewModel ?? Number.NaN)),
        putSkewReal: median(days.map((d) => d.putSkewReal ?? Number.NaN)),
      }));
      process.stdout.write(`${lines[lines.length - 1]}\n`);
    }
  }
  Object.assign(shape, original);
}

void main();
