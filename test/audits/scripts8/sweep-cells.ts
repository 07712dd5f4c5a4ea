/**
 * Audit 8: runs every cell of a sweep as the robustness lab's batch does (runCells on one market,
 * shared/sweep/run-cells.ts), prints the cells, and writes each cell's exact request
 * (cellRequest) to OUTDIR/cell-<index>.json so the CLI can run it alone in a fresh process.
 * usage: npx tsx test/audits/scripts8/sweep-cells.ts sweep.json OUTDIR > cells.json
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SweepRequestSchema, cellRequest, expandCells } from '../../../shared/contracts';
import { runCells } from '../../../shared/sweep/run-cells';
import { loadMarketData } from '../../../functions/market/load-market-data';

const [path, outDir] = process.argv.slice(2);
if (!path || !outDir) throw new Error('usage: sweep-cells.ts sweep.json OUTDIR');
const sweep = SweepRequestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
const cells = expandCells(sweep.parameters);
await mkdir(outDir, { recursive: true });
for (const c of cells) {
  await writeFile(join(outDir, `cell-${c.index}.json`), `${JSON.stringify(cellRequest(sweep, c).request, null, 1)}\n`);
}
const market = await loadMarketData(sweep.base.ticker);
const runs = runCells(sweep, cells.map((c) => c.index), market);
process.stdout.write(`${JSON.stringify(runs.map((r) => ({ ...r.cell, split_date: r.splitDate, last_date: r.lastDate })), null, 1)}\n`);
