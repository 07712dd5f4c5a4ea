/**
 * Audit 10: a sweep through the product's own path on `npm start`'s runtime (a fresh state folder, a
 * free port): a Pro user POSTs /api/sweeps, the local Step Functions plan, batch and reduce it, and
 * GET /api/sweeps/{id} answers the result; every cell of that answer must deep-equal the cell
 * `audit10-lab-run.ts` computed with runCells (OUTDIR/lab.json), which audit10-lab-check.ts
 * recomputed from the CLI. Prints the cells that differ.
 * usage: npx tsx test/audits/scripts10/audit10-lab-api.ts sweep.json OUTDIR
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { SweepAnswerSchema, StartSweepAnswerSchema } from '../../../shared/contracts';
import { startLocalRuntime } from '../../../infra/local/start-local-runtime';
import { localProUser } from '../../bench/local-pro-user';

const [sweepPath, outDir] = process.argv.slice(2);
if (!sweepPath || !outDir) throw new Error('usage: audit10-lab-api.ts sweep.json OUTDIR');
const sweep = JSON.parse(readFileSync(sweepPath, 'utf8')) as unknown;
const lab = JSON.parse(readFileSync(join(outDir, 'lab.json'), 'utf8')) as { result: { split_date: string; last_date: string; cells: Array<{ index: number }> } };
const runtime = await startLocalRuntime({ stateDir: mkdtempSync(join(tmpdir(), 'audit10-lab-')), port: 0, timeoutMs: 300_000 });
try {
  const { api } = await localProUser(runtime, 'audit10-lab');
  const started = await api('/sweeps', { method: 'POST', body: JSON.stringify(sweep) });
  if (started.status !== 202) throw new Error(`POST /sweeps answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { sweep_id } = StartSweepAnswerSchema.parse(started.body);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const raw = (await api(`/sweeps/${sweep_id}`)).body as { result?: { split_date: string; last_date: string; cells: Array<{ index: number }> } };
    const answer = SweepAnswerSchema.parse(raw);
    if (answer.status === 'running') continue;
    const cells = raw.result?.cells ?? [];
    const differ = lab.result.cells.filter((c) => !isDeepStrictEqual(c, cells.find((x) => x.index === c.index))).map((c) => c.index);
    console.log(JSON.stringify({ status: answer.status, cells: cells.length, split_date: raw.result?.split_date, lab_split_date: lab.result.split_date, last_date: raw.result?.last_date, cells_differing_from_runCells: differ }));
    break;
  }
} finally {
  await runtime.stop();
}
