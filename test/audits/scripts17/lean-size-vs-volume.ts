/**
 * Audit 17, audit 16's F1 on the real LEAN single-name chains: a request (multi-leg or covered) run
 * on the LEAN universes of its ticker (AAPL 2014-06, GOOG 2015-12) imported into a temporary folder
 * store with the operator's importer, each entry's and exit's contracts beside the real day volume
 * of the contract traded (imported days only: data_source says so).
 * usage: npx tsx test/audits/scripts17/lean-size-vs-volume.ts request.json
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCoveredBacktest, runMultiLegBacktest } from '../../../shared/engine';
import { parseRequest } from '../../../functions/cli/parse-request';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { createFolderChainStore } from '../../../functions/market/chains/chain-store';
import { importChains } from '../../../functions/market/chains/import-chains';
import { LEAN_DIR } from '../../../functions/market/lean-chains';

const path = process.argv[2];
if (!path) throw new Error('usage: lean-size-vs-volume.ts request.json');
const parsed = parseRequest(JSON.parse(await readFile(path, 'utf8')));
if (parsed.kind === 'invalid') throw new Error(parsed.messages.join('; '));
const req = parsed.request as { ticker: string; start_date: string; end_date: string };
const folder = join(LEAN_DIR, req.ticker.toLowerCase());
const files = (await readdir(folder)).filter((f) => f.endsWith('.csv')).map((f) => join(folder, f));
const dir = await mkdtemp(join(tmpdir(), 'audit17-lean-'));
try {
  await importChains(files, dir);
  const market = await loadMarketData(req.ticker, { store: createFolderChainStore(dir), range: { start: req.start_date, end: req.end_date } });
  type Leg = { side: string; quantity: number; contract: { id: string; volume: number } };
  const rows: { entry: string; exit: string; pnl: number; legs: Leg[]; exits: (Leg | null)[] }[] = [];
  let head: Record<string, unknown>;
  if (parsed.kind === 'standard') {
    const r = runMultiLegBacktest(parsed.request, market);
    head = { data_source: r.data_source, total_return_pct: r.total_return_pct, trades: r.trades.length, skipped: r.diagnostics.skipped_entries.length };
    for (const t of r.trades) rows.push({ entry: t.entry_date, exit: t.exit_date, pnl: t.pnl, legs: t.entry_contracts, exits: t.exit_contracts });
  } else {
    const r = runCoveredBacktest(parsed.request, market);
    head = { data_source: r.data_source, total_return_pct: r.total_return_pct, trades: r.trades.length, skipped: r.diagnostics.skipped_entries.length };
    for (const t of r.trades) rows.push({ entry: t.entry_date, exit: t.exit_date, pnl: t.pnl, legs: [t.entry_position], exits: [t.exit_position ?? null] });
  }
  console.log(JSON.stringify(head));
  let over = 0;
  for (const t of rows) {
    const n = t.legs.filter((l) => l.quantity > l.contract.volume).length + t.exits.filter((l) => l && l.quantity > l.contract.volume).length;
    over += n;
    const legs = t.legs.map((l, i) => `${l.side} ${l.quantity}x ${l.contract.id} vol ${l.contract.volume} (exit vol ${t.exits[i]?.contract.volume ?? '-'})`);
    console.log(`${t.entry} -> ${t.exit} pnl ${t.pnl} | legs over their day volume: ${n} | ${legs.join('; ')}`);
  }
  console.log(`fills over the day's volume: ${over}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
