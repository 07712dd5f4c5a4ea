/**
 * `npm run bench -- --imported`: issue 20's figures on real-size imported chains. The 14.8M-row
 * SPY file (spy-chain-file.ts) is generated once and cached; each step then runs cold in its own
 * process (imported-child.ts): the import into a fresh store, a short put and an iron condor over
 * 2010-2025 read from that store. The import runs as the CLI runs it (tsx, with its parse and
 * encode threads); the backtests run as the deployed Lambda runs the same code: one esbuild bundle
 * (the options of infra/constructs/house-function.ts) with the market dataset beside it as
 * market-data/, so their whole-process time is a cold start's, not tsx compiling TypeScript.
 * Prints one JSON line: times (ms, inside the process, and the whole process from spawn to exit),
 * peak RSS of each process, the CSV and store sizes.
 * Targets: import < 60 s, store <= half the CSV, short put < 2 s with peak RSS < 1 GB, condor < 3 s.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { CACHE_DIR, ensureSpyChainFile } from './spy-chain-file';

const CHILD_SOURCE = fileURLToPath(new URL('./imported-child.ts', import.meta.url));
const DATASET = fileURLToPath(new URL('../../functions/market/data/', import.meta.url));
const BUNDLE_DIR = join(CACHE_DIR, 'bench-child');
const CHILD = join(BUNDLE_DIR, 'imported-child.mjs');
const END = '2025-12-31';

/** Bundles the child as the Lambdas are bundled, with the dataset linked beside it (read-dataset.ts looks there). */
async function bundleChild(): Promise<void> {
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  await build({
    entryPoints: [CHILD_SOURCE],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    banner: { js: "import { createRequire as __cr } from 'module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  symlinkSync(DATASET, join(BUNDLE_DIR, 'market-data'), 'dir');
}

function child(...args: string[]): Record<string, unknown> & { process_ms: number } {
  const t0 = performance.now();
  const entry = args[0] === 'import' ? ['--import', 'tsx', CHILD_SOURCE] : [CHILD];
  const run = spawnSync(process.execPath, [...entry, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const processMs = Math.round(performance.now() - t0);
  if (run.status !== 0) throw new Error(`bench child ${args.join(' ')} failed: ${run.stderr}`);
  const last = run.stdout.trim().split('\n').at(-1) ?? '{}';
  return { ...(JSON.parse(last) as Record<string, unknown>), process_ms: processMs };
}

const bytesUnder = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? bytesUnder(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);

export async function benchImported(): Promise<void> {
  const file = await ensureSpyChainFile((t) => console.log(t));
  await bundleChild();
  const store = join(CACHE_DIR, 'bench-store');
  rmSync(store, { recursive: true, force: true });
  const imported = child('import', file.path, store);
  console.log('import', JSON.stringify(imported));
  const shortPut = child('run', 'short_put', store, END);
  console.log('short put', JSON.stringify(shortPut));
  const condor = child('run', 'iron_condor', store, END);
  console.log('iron condor', JSON.stringify(condor));
  const csvBytes = statSync(file.path).size;
  const storeBytes = bytesUnder(store);
  console.log(JSON.stringify({
    rows: imported.rows,
    csv_mb: Math.round(csvBytes / 1e6),
    store_mb: Math.round(storeBytes / 1e6),
    store_to_csv: Math.round((storeBytes / csvBytes) * 1000) / 1000,
    import_ms: imported.ms,
    import_cpu_ms: imported.cpu_ms,
    import_peak_rss_mb: imported.peak_rss_mb,
    short_put_cold_ms: shortPut.ms,
    short_put_process_ms: shortPut.process_ms,
    short_put_cpu_ms: shortPut.cpu_ms,
    short_put_peak_rss_mb: shortPut.peak_rss_mb,
    short_put_trades: shortPut.trades,
    iron_condor_cold_ms: condor.ms,
    iron_condor_process_ms: condor.process_ms,
    iron_condor_cpu_ms: condor.cpu_ms,
    iron_condor_peak_rss_mb: condor.peak_rss_mb,
    iron_condor_trades: condor.trades,
    // 1-minute load average at the end: 2 cores, so anything above 2 inflates the wall times.
    load_average: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  }));
}
