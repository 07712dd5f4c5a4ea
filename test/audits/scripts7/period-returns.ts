/**
 * Audit 7: the monthly/yearly returns table the results panel draws (strategy and benchmark, each
 * from the start balance, as insight-charts.tsx calls periodReturns), for a result JSON; compared
 * with benchmark.py's own table cell by cell.
 * usage: npx tsx test/audits/scripts7/period-returns.ts result.json TICKER   (runs benchmark.py itself)
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { analyticsInputOf } from '../../../shared/analytics/analytics-input';
import { periodReturns } from '../../../shared/analytics/charts/period-returns';
import type { AnyBacktestResult } from '../../../shared/contracts';

const [path, ticker] = process.argv.slice(2);
if (!path || !ticker) throw new Error('usage: period-returns.ts result.json TICKER');
const input = analyticsInputOf(JSON.parse(await readFile(path, 'utf8')) as AnyBacktestResult);
type Table = Record<string, { months: (number | null)[]; total: number | null }>;
const mine = JSON.parse(execFileSync('python3', ['test/audits/scripts7/benchmark.py', path, ticker], { encoding: 'utf8' })) as { tables: { strategy: Table; benchmark: Table } } & Record<string, unknown>;
let cells = 0;
const diffs: string[] = [];
for (const [name, curve] of [['strategy', input.equity], ['benchmark', input.benchmark]] as const) {
  for (const y of periodReturns(curve, input.startBalance).years) {
    const row = mine.tables[name][String(y.year)];
    [...y.months, y.total].forEach((v, i) => {
      cells += 1;
      const m = i < 12 ? row?.months[i] : row?.total;
      if (v !== m) diffs.push(`${name} ${y.year} ${i < 12 ? `month ${i + 1}` : 'year'}: panel ${v} vs by hand ${m}`);
    });
  }
}
const { tables: _, ...rest } = mine;
process.stdout.write(`${JSON.stringify({ ...rest, table_cells: cells, table_diffs: diffs })}\n`);
