/**
 * Audit 11: how much the dividends the modeled chain expected inside an auto-adjusted tail moved a run.
 * In the tail the bars hold the dividends (no ex-date drop, PROVENANCE 'Known gaps'), yet until
 * audit 11 the chain's forecast (dividend-forecast.ts) kept projecting the last known dividend on
 * the series' schedule, and after a projected ex-date passed counted it imminent for half a cadence:
 * options were priced as if the price would drop by it. Runs the request twice through the CLI's
 * own path on the bundled input: without `dividendsInPriceFrom` (as before the fix) and with it (the
 * loader's: no ex-date expected from the tail's first day). Prints the headline figures of both and
 * every trade that differs. MODE=zero instead adds a zero dividend on TAIL_FIRST_DAY to an input
 * without the field (the measurement made before the fix: it leaves the projections across the stitch).
 * usage: npx tsx test/audits/scripts11/audit11-tail-forecast.ts request.json TAIL_FIRST_DAY
 */
import { readFile } from 'node:fs/promises';
import { runCli } from '../../../functions/cli/run-cli';
import { loadMarketData, readBundledMarketInput } from '../../../functions/market/load-market-data';
import { createMarketData } from '../../../shared/engine/market/create-market-data';

const [requestPath, tailFirst] = process.argv.slice(2);
if (!requestPath || !tailFirst) throw new Error('usage: audit11-tail-forecast.ts request.json TAIL_FIRST_DAY');

async function run(zeroInTail: boolean): Promise<Record<string, unknown>> {
  let text = '';
  const code = await runCli([requestPath as string], {
    readFile: (p) => readFile(p, 'utf8'),
    loadMarketData: async (ticker) => {
      const { dividendsInPriceFrom: _cut, ...before } = await readBundledMarketInput(ticker);
      if (!zeroInTail) return createMarketData(before);
      if (process.env.MODE === 'zero') return createMarketData({ ...before, dividends: [...before.dividends, { exDate: tailFirst as string, amount: 0 }] });
      return loadMarketData(ticker, { store: null });
    },
    stdout: (t) => { text = t; },
    stderr: (t) => process.stderr.write(t + '\n'),
  });
  if (code !== 0) throw new Error(`run failed ${code}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const [asBundled, noTailForecast] = [await run(false), await run(true)];
const head = (r: Record<string, unknown>) => ({ end: r.end_balance, pnl: r.total_pnl, ret: r.total_return_pct, trades: r.total_trades, premium: r.net_premium_received, dividends: r.dividends_received });
type Trade = { entry_date: string; exit_date: string; pnl: number; exit_scenario: string; entry_position?: { contract: { id: string }; price: number }; legs?: unknown };
const key = (t: Trade) => `${t.entry_date} ${t.entry_position?.contract.id ?? ''}`;
const a = new Map(((asBundled.trades as Trade[]) ?? []).map((t) => [key(t), t]));
const b = new Map(((noTailForecast.trades as Trade[]) ?? []).map((t) => [key(t), t]));
const diffs: string[] = [];
for (const [k, t] of a) {
  const u = b.get(k);
  if (!u) diffs.push(`${k}: only before the fix (${t.exit_scenario} ${t.pnl})`);
  else if (u.pnl !== t.pnl || u.entry_position?.price !== t.entry_position?.price) diffs.push(`${k}: price ${t.entry_position?.price} → ${u.entry_position?.price}, pnl ${t.pnl} → ${u.pnl} (${t.exit_scenario} / ${u.exit_scenario})`);
}
for (const [k, u] of b) if (!a.has(k)) diffs.push(`${k}: only after the fix (${u.exit_scenario} ${u.pnl})`);
console.log(JSON.stringify({ before_fix_forecast_in_tail: head(asBundled), after_fix_no_tail_forecast: head(noTailForecast), tail_first_day_of_the_cut: process.env.MODE === 'zero' ? tailFirst : 'the loader\'s', pnl_gap: Math.round((Number(asBundled.total_pnl) - Number(noTailForecast.total_pnl)) * 100) / 100, trades_differ: diffs }, null, 1));
