/**
 * The robustness lab's picks on a sweep ranked by Sharpe (audit 8, F1): runs the cells as the
 * lab's batch does (runCells on one market), builds the SweepResult as the sweep task does, and
 * prints what the lab's analysis (analyseSweep, as sweep-results.tsx calls it) ranks first: the best
 * cells, the in/out-of-sample table's top rows, the deflated Sharpe's cell and the walk-forward.
 * usage: npx tsx test/audits/scripts8/sweep-picks.ts sweep.json [metric=sharpe_ratio]
 */
import { readFile } from 'node:fs/promises';
import { SweepRequestSchema, expandCells, sweepFieldDef } from '../../../shared/contracts';
import type { SweepResult } from '../../../shared/contracts/sweep-result';
import { runCells } from '../../../shared/sweep/run-cells';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { analyseSweep, cellLabel, type MetricKey } from '../../../frontend/src/features/backtest/sweep/sweep-analysis';

const [path, metric = 'sharpe_ratio'] = process.argv.slice(2);
if (!path) throw new Error('usage: sweep-picks.ts sweep.json [metric]');
const sweep = SweepRequestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
const cells = expandCells(sweep.parameters);
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
// Every cell in the best-cells order (the panel shows the first 5).
const a = analyseSweep(result, metric as MetricKey, 3, result.cells.length);
const name = (i: number) => cellLabel(result, result.cells[i] ?? { values: [] });
const f = (x: number | null | undefined, d = 4) => (x === null || x === undefined ? '–' : x.toFixed(d));
console.log(`every cell (index: label: return %, Sharpe | in-sample return %, Sharpe | out-of-sample return %, Sharpe)`);
for (const c of result.cells) {
  console.log(`  ${c.index}: ${name(c.index)}: ${f(c.metrics?.total_return_pct, 2)}%, ${f(c.metrics?.sharpe_ratio)} | ${f(c.in_sample?.return_pct, 2)}%, ${f(c.in_sample?.sharpe)} | ${f(c.out_sample?.return_pct, 2)}%, ${f(c.out_sample?.sharpe)}`);
}
console.log(`best cells by ${metric}:`);
for (const b of a.best) console.log(`  ${name(b.cell.index)}: ${f(b.value)} (return ${f(b.cell.metrics?.total_return_pct, 2)}%), ${b.stability.lone_peak ? 'lone peak' : b.stability.peak ? 'peak' : 'not a peak'}`);
console.log(`in/out of sample (top rows; rank correlation ${f(a.inOut.rank_correlation)}):`);
for (const r of a.inOut.rows) console.log(`  ${name(r.index)}: in rank ${r.in_rank} (${f(r.in_sample)}), out rank ${r.out_rank} (${f(r.out_sample)})`);
console.log(`DSR cell: ${a.dsr ? `${name(a.dsr.cell.index)} (return ${f(a.dsr.cell.metrics?.total_return_pct, 2)}%, Sharpe ${f(a.dsr.cell.metrics?.sharpe_ratio)}), DSR ${f(a.dsr.deflated_sharpe)}` : 'none'}`);
console.log(`walk-forward steps: ${a.walk.steps.map((s) => `${s.year} ${name(s.chosen)}`).join('; ') || 'none'}; hindsight best ${a.walk.best_cell === null ? '–' : name(a.walk.best_cell)}`);
