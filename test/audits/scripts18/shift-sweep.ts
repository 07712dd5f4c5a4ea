/**
 * Audit 18: how much a measured bias of the vol model moves a result. Runs a request in full on the
 * bundled market with the modeled surface shifted by each given number of vol points (parallel,
 * wing tilt 0: every strike alike; 'tN' for the band's tilt), one fresh market per run, and prints
 * the end balance, return and trades beside the unshifted run.
 * usage: npx tsx test/audits/scripts18/shift-sweep.ts request.json -2.77 -1.3 t-5.9 ...
 */
import { readFile } from 'node:fs/promises';
import { runCoveredBacktest, runMultiLegBacktest } from '../../../shared/engine';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';

const [path, ...shifts] = process.argv.slice(2);
if (!path) throw new Error('usage: shift-sweep.ts request.json shift...');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('; '));
const req = parsed.request as { ticker: string; start_date: string; end_date: string };
const run = (m: MarketData) => (parsed.kind === 'covered' ? runCoveredBacktest(parsed.request, m) : runMultiLegBacktest(parsed.request as never, m));
const base = run(await loadMarketData(req.ticker, { store: null }));
console.log(`${req.ticker} base: end ${base.end_balance.toFixed(2)}, return ${base.total_return_pct.toFixed(2)}%, trades ${base.trades.length}`);
for (const s of shifts) {
  const tilted = s.startsWith('t');
  const points = Number(tilted ? s.slice(1) : s);
  const m = await loadMarketData(req.ticker, { store: null });
  if (!m.withVolShift) throw new Error('this market cannot shift');
  const r = run(tilted ? m.withVolShift(points) : m.withVolShift(points, 0));
  console.log(`${s} (${tilted ? 'band tilt' : 'parallel'}): end ${r.end_balance.toFixed(2)}, return ${r.total_return_pct.toFixed(2)}%, trades ${r.trades.length}, vs base ${(r.end_balance - base.end_balance).toFixed(2)}`);
}
