/**
 * `npx tsx functions/market/american-pricer-error.ts [every]`: the American pricer's error
 * (american-price.ts, the chain's stock and ETF options) against a 4000-step CRR lattice of the same
 * escrowed-dividend model, on the grid of testing/american-grid.ts (every `every`-th case; all by
 * default): max, 95th percentile and median absolute error in cents on a $100 stock, by type, and the
 * worst case. README 'Option chains' quotes it.
 */
import { gridCases, priceCase, type GridCase } from '../../shared/engine/market/testing/american-grid';

const every = Number(process.argv[2] ?? 1);
const cases = gridCases().filter((_, i) => i % every === 0);
const errors: Record<string, { cents: number; c: GridCase }[]> = { put: [], call: [] };
for (const c of cases) {
  const { pricer, reference } = priceCase(c, 4000);
  errors[c.type]?.push({ cents: Math.abs(pricer - reference) * 100, c });
}
for (const [type, list] of Object.entries(errors)) {
  const sorted = [...list].sort((a, b) => a.cents - b.cents);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.cents ?? 0).toFixed(3);
  const worst = sorted.at(-1);
  console.log(`${type}: ${sorted.length} cases, median ${at(0.5)}, p95 ${at(0.95)}, max ${worst?.cents.toFixed(3)} cents; worst ${JSON.stringify(worst?.c)}`);
}
