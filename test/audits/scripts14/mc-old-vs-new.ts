/**
 * Audit 14: the bootstrap's new inner loop (checkpoint table, merge 381adde) against the loop before
 * it, read from git (`git show d4f3695:shared/sweep/robustness/monte-carlo.ts`) into a temporary
 * file and imported, so no copy of it is kept in the tree.
 * Same input, same seed: every field of the answer compared to the bit (JSON of the whole result).
 * Inputs: random P&L sequences of 1..1,000 steps (normal, heavy-tailed, all losses to ruin, zeros),
 * odd checkpoints (0, 1, more than n, fractional), odd block lengths, and each result file's trades
 * and days (`dailyPnls`) given on the command line.
 * usage: npx tsx test/audits/scripts14/mc-old-vs-new.ts [result.json …]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blockBootstrap, dailyPnls, mulberry32 } from '../../../shared/sweep/robustness/monte-carlo';

/** The file as it was before the merge (it imports nothing). */
const oldFile = join(mkdtempSync(join(tmpdir(), 'mc-d4f3695-')), 'monte-carlo.ts');
writeFileSync(oldFile, execFileSync('git', ['show', 'd4f3695:shared/sweep/robustness/monte-carlo.ts'], { cwd: new URL('.', import.meta.url).pathname }));
const { blockBootstrap: oldBootstrap } = (await import(pathToFileURL(oldFile).href)) as typeof import('../../../shared/sweep/robustness/monte-carlo');

type Input = Parameters<typeof blockBootstrap>[0];
const rand = mulberry32(20261203);
const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
let cases = 0;
const differ: string[] = [];
function compare(name: string, input: Input): void {
  cases++;
  const a = JSON.stringify(oldBootstrap(input));
  const b = JSON.stringify(blockBootstrap(input));
  if (a !== b) differ.push(name);
}

for (let i = 0; i < 400; i++) {
  const n = 1 + Math.floor(rand() ** 2 * 1000);
  const kind = i % 4;
  const pnls = Array.from({ length: n }, () =>
    kind === 0 ? gauss() * 500 + 20 : kind === 1 ? gauss() / (rand() + 0.01) * 100 : kind === 2 ? -Math.abs(gauss()) * 3000 : rand() < 0.7 ? 0 : gauss() * 50,
  );
  const checkpoints = [undefined, 0, 1, n, n + 7, 2.5, 37][i % 7];
  const blockLength = [undefined, 1, 3, n, n + 5][i % 5];
  compare(`random ${i} n=${n} kind=${kind} cp=${checkpoints} block=${blockLength}`, {
    pnls, startBalance: 100_000, ruinLevel: 50_000, resamples: 500, seed: i + 1, checkpoints, blockLength,
  });
}
compare('empty', { pnls: [], startBalance: 1000, ruinLevel: 500 });
compare('start below ruin', { pnls: [1, 2, 3], startBalance: 100, ruinLevel: 500, resamples: 200 });
compare('start 0', { pnls: [1, -2, 3], startBalance: 0, ruinLevel: 0, resamples: 200 });

for (const path of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(path, 'utf8')) as { start_balance: number; trades: Array<{ pnl: number }>; equity_curve: Array<[string, number]> };
  const days = dailyPnls(r.start_balance, r.equity_curve.map(([, e]) => e));
  compare(`${path} trades`, { pnls: r.trades.map((t) => t.pnl), startBalance: r.start_balance, ruinLevel: r.start_balance / 2 });
  compare(`${path} days`, { pnls: days, startBalance: r.start_balance, ruinLevel: r.start_balance / 2 });
}
console.log(JSON.stringify({ cases, differ: differ.length, examples: differ.slice(0, 5) }));
