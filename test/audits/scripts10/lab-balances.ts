/**
 * The lab's dollars beside a depleted cell, stored against derived: runs a sweep's cells as a batch
 * does (runCells on one market) and prints, for each cell that lost half its start or more in
 * sample, the out-of-sample note and gain as a sweep saved before 2026-12-03 reads them (no
 * `balances`: the start is the total P&L over the total return) and as the stored balances give
 * them; then the walk-forward's notes both ways, and each cell's balances.
 * usage: npx tsx test/audits/scripts10/lab-balances.ts sweep.json
 */
import { readFile } from 'node:fs/promises';
import { SweepRequestSchema, expandCells } from '../../../shared/contracts';
import type { SweepCellResult } from '../../../shared/contracts/sweep-result';
import { runCells } from '../../../shared/sweep/run-cells';
import { loadMarketData } from '../../../functions/market/load-market-data';
import { depletedInSample, depletedNote, depletedYearNote, dollarsText } from '../../../frontend/src/features/backtest/sweep/depleted-cells';

const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: lab-balances.ts sweep.json');
const sweep = SweepRequestSchema.parse(JSON.parse(await readFile(path, 'utf8')));
const cells = runCells(sweep, expandCells(sweep.parameters).map((c) => c.index), await loadMarketData(sweep.base.ticker)).map((r) => r.cell);
const savedBefore = ({ balances: _b, ...rest }: SweepCellResult): SweepCellResult => rest;

for (const c of cells) {
  const b = c.balances;
  if (b) process.stdout.write(`cell ${c.index} [${c.values.join(', ')}]: start ${b.start}, at split ${b.at_split}, end ${b.end}; in ${c.in_sample?.return_pct}%, out ${c.out_sample?.return_pct}%${c.out_sample?.idle ? ' (idle)' : ''}\n`);
  else process.stdout.write(`cell ${c.index}: ${c.status} ${c.error ?? ''}\n`);
  const stored = depletedInSample(c);
  const derived = depletedInSample(savedBefore(c));
  if (!stored || !derived) continue;
  const gain = (d: typeof stored) => (d.outGain ? `, out of sample ${dollarsText(d.outGain, true)}` : '');
  process.stdout.write(`  derived: ${depletedNote(derived)}${gain(derived)}\n  stored:  ${depletedNote(stored)}${gain(stored)}\n`);
  for (const year of Object.keys(c.yearly ?? {})) {
    const [was, now] = [depletedYearNote(savedBefore(c), year), depletedYearNote(c, year)];
    if (now) process.stdout.write(`  ${year}: derived '${was ?? ''}', stored '${now}'\n`);
  }
}
