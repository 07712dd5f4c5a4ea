/**
 * Audit 10: runs a sweep's cells as the robustness lab's batch does (runCells on one market), writes
 * each cell's exact request (cellRequest) to OUTDIR/cell-<i>.json for the CLI to run alone, and the
 * lab's own analysis (analyseSweep, as sweep-results.tsx calls it, ranked on Sharpe and on total
 * return: best cells, neighbour stability, in/out of sample, walk-forward over 3 years, DSR) to
 * OUTDIR/lab.json, for audit10-lab-check.ts to recompute apart.
 * usage: npx tsx test/audits/scripts10/audit10-lab-run.ts sweep.json OUTDIR
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SweepRequestSchema, cellRequest, expandCells, sweepFieldDef } from '../../../shared/contracts';
import type { SweepResult } from '../../../shared/contracts/sweep-result';
import { runCells } from '../../../shared/sweep/run-cells';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { analyseSweep } from '../../../frontend/src/features/backtest/sweep/sweep-analysis';

const [path, outDir] = process.argv.slice(2);
if (!path || !outDir) throw new Error('usage: audit10-lab-run.ts sweep.json OUTDIR');
const sweep = SweepRequestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
const cells = expandCells(sweep.parameters);
await mkdir(outDir, { recursive: true });
for (const c of cells) await writeFile(join(outDir, `cell-${c.index}.json`), `${JSON.stringify(cellRequest(sweep, c).request, null, 1)}\n`);
const runs = runCells(sweep, cells.map((c) => c.index), await loadMarketData(sweep.base.ticker));
const result: SweepResult = {
  sweep_id: 'local',
  axes: sweep.parameters.map((p, d) => {
    const def = sweepFieldDef(sweep.kind, sweep.base, p.field);
    return { field: p.field, label: typeof def === 'string' ? p.field : def.label, values: cells.map((c) => c.values[d] ?? 0).filter((v, i, a) => a.indexOf(v) === i) };
  }),
  split_date: runs[0]?.splitDate ?? null,
  last_date: runs[0]?.lastDate ?? null,
  cells: runs.map((r) => r.cell),
  cells_failed: runs.filter((r) => r.cell.status === 'failed').length,
};
const bySharpe = analyseSweep(result, 'sharpe_ratio', 3, result.cells.length);
const byReturn = analyseSweep(result, 'total_return_pct', 3, result.cells.length);
await writeFile(join(outDir, 'lab.json'), `${JSON.stringify({ result, bySharpe, byReturn }, null, 1)}\n`);
process.stdout.write(`${result.cells.length} cells, split ${result.split_date}, last ${result.last_date}\n`);
