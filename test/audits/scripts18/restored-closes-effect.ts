/**
 * Audit 18, F1: the build drops real post-earnings closes of VXAPL/VXAZN as 'bad prints', and the
 * chain then carries the pre-report close. This runs a request on the bundled market and on the same
 * market with the given raw Cboe closes put back (nothing else changed), and prints both results
 * and, on each restored day, the 30-day-nearest expiry's ATM put vol of the chain both ways.
 * usage: npx tsx test/audits/scripts18/restored-closes-effect.ts request.json vxazn:2023-04-28=33.16 vxazn:2023-05-01=33.25 ...
 */
import { readFile } from 'node:fs/promises';
import { runCoveredBacktest, runMultiLegBacktest } from '../../../shared/engine';
import { createMarketData } from '../../../shared/engine/market/create-market-data';
import type { MarketData } from '../../../shared/engine/market/market-data';
import { parseRequest } from '../../../functions/cli/parse-request';
import { readBundledMarketInput } from '../../../functions/market/load-market-data';

const [path, ...fixes] = process.argv.slice(2);
if (!path) throw new Error('usage: restored-closes-effect.ts request.json index:date=value ...');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('; '));
const req = parsed.request as { ticker: string };
const restore = fixes.map((f) => {
  const m = /^(\w+):(\d{4}-\d{2}-\d{2})=([\d.]+)$/.exec(f);
  if (!m) throw new Error(`bad fix '${f}'`);
  return { index: m[1] as string, date: m[2] as string, value: Number(m[3]) };
});
const input = await readBundledMarketInput(req.ticker);
const bundled = createMarketData(input);
const patchedDays = (input.volIndices ?? []).map((d) => {
  const mine = restore.filter((r) => r.date === d.date);
  if (mine.length === 0) return d;
  const values = { ...d.values };
  for (const r of mine) {
    if (values[r.index] !== undefined) throw new Error(`${r.index} on ${r.date} is not missing in the bundle (${values[r.index]})`);
    values[r.index] = r.value;
  }
  return { ...d, values };
});
const restored = createMarketData({ ...input, volIndices: patchedDays });
const run = (m: MarketData) => (parsed.kind === 'covered' ? runCoveredBacktest(parsed.request, m) : runMultiLegBacktest(parsed.request as never, m));
const atm30 = (m: MarketData, date: string): string => {
  const exps = m.options.expirations(date);
  const day = Date.parse(date);
  const e = [...exps].sort((a, b) => Math.abs((Date.parse(a) - day) / 864e5 - 30) - Math.abs((Date.parse(b) - day) / 864e5 - 30))[0];
  if (!e) return 'no expiry';
  const puts = m.options.chain(date, e, 'put');
  const atm = [...puts].sort((a, b) => Math.abs(a.delta + 0.5) - Math.abs(b.delta + 0.5))[0];
  return atm ? `${e} ${atm.strike} put ${(50 * (atm.bid_implied_volatility + atm.ask_implied_volatility)).toFixed(1)}% (${atm.bid_price}/${atm.ask_price})` : 'no put';
};
for (const date of [...new Set(restore.map((r) => r.date))]) {
  console.log(`${date} anchor ${JSON.stringify(bundled.options.volModel?.(date))}: bundled ${atm30(bundled, date)} | restored ${atm30(restored, date)} ${JSON.stringify(restored.options.volModel?.(date))}`);
}
for (const [name, m] of [['bundled', bundled], ['restored', restored]] as const) {
  const r = run(m);
  console.log(`${name}: end ${r.end_balance.toFixed(2)}, return ${r.total_return_pct.toFixed(2)}%, trades ${r.trades.length}`);
  const legs = (t: unknown): string => JSON.stringify((t as { entry_contracts?: { contract: { id: string }; price: number }[]; entry_position?: { contract: { id: string }; price: number } }).entry_contracts?.map((c) => [c.contract.id, c.price]) ?? [(t as { entry_position: { contract: { id: string }; price: number } }).entry_position?.contract.id]);
  for (const t of r.trades.filter((x) => restore.some((f) => f.date === x.entry_date || f.date === x.exit_date))) {
    console.log(`  ${t.entry_date} -> ${t.exit_date} pnl ${t.pnl.toFixed(2)} ${legs(t)}`);
  }
}
