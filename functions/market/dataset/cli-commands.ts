/**
 * The commands of `npm run -s data -- <command>` (cli.ts runs them):
 *   build [RAW_DIR] [--out DIR] [--plan FILE]
 *                                 rebuild the bundled dataset (default RAW_DIR ../shared/market-data-raw);
 *                                 --plan: a JSON plan replacing/adding tickers (plan-types.ts)
 *   coverage                      print {"<TICKER>": {"first","last","rows"}} as JSON, nothing else
 *   import-chains FILE... [--store DIR | --bucket NAME]
 *                                 import end-of-day option chain CSVs (chains area's importer) into the
 *                                 chain store (default: the importer's local folder; --bucket: the
 *                                 deployed market-data bucket's chains/, with the AWS SDK's own
 *                                 credentials and region from the operator's environment)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDataset } from './build';
import { mergePlans, readPlanFile } from './load-plan';
import { DATASET_START, PLAN } from './plan';
import { DATA_DIR, coverage } from './read-dataset';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DEFAULT_RAW_DIR = resolve(REPO_ROOT, '../shared/market-data-raw');
const IMPORTER = fileURLToPath(new URL('../chains/import-chains.ts', import.meta.url));
const USAGE = 'usage: npm run -s data -- build [RAW_DIR] [--out DIR] [--plan FILE] | coverage | import-chains FILE... [--store DIR | --bucket NAME]';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The chain store in a deployed market-data bucket (what the task Lambdas read with CHAIN_STORE=s3). */
async function bucketStore(bucket: string): Promise<unknown> {
  const [{ S3Client }, { createS3ChainStore }] = await Promise.all([import('@aws-sdk/client-s3'), import('../chains/s3-chain-store')]);
  return createS3ChainStore(new S3Client({}), bucket);
}

/** Runs one `data` command; returns the exit code. */
export async function runDataCommand(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'build') {
    const option = (name: string) => {
      const i = rest.indexOf(name);
      if (i < 0) return undefined;
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
      rest.splice(i, 2);
      return value;
    };
    const outDir = resolve(option('--out') ?? DATA_DIR);
    const planFile = option('--plan');
    if (rest.length > 1 || rest.some((a) => a.startsWith('--'))) throw new Error(USAGE);
    const rawDir = resolve(rest[0] ?? DEFAULT_RAW_DIR);
    if (!existsSync(rawDir)) throw new Error(`RAW_DIR not found: ${rawDir}`);
    const plan = planFile ? mergePlans(PLAN, readPlanFile(planFile)) : [...PLAN];
    // The spec's coverage floor applies to the quick tickers as the bundled plan builds them.
    const floor = new Set(planFile ? [] : PLAN.map((p) => p.ticker));
    const result = buildDataset({ rawDir, outDir, plan, start: DATASET_START, minEnd: '2025-09-30', minEndTickers: floor, withMarketSeries: true });
    io.out(result.report);
    if (!result.ok) return 1;
    io.out(`written to ${outDir}\n`);
    return 0;
  }
  if (command === 'coverage') {
    io.out(`${JSON.stringify(await coverage(), null, 2)}\n`);
    return 0;
  }
  if (command === 'import-chains') {
    const flags = new Map<string, string>();
    const files: string[] = [];
    for (let i = 0; i < rest.length; i += 1) {
      const arg = rest[i] ?? '';
      if (arg !== '--store' && arg !== '--bucket') {
        files.push(arg);
        continue;
      }
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(arg === '--store' ? '--store needs a folder' : '--bucket needs a bucket name');
      flags.set(arg, value);
      i += 1;
    }
    const storeDir = flags.get('--store');
    const bucket = flags.get('--bucket');
    if (storeDir !== undefined && bucket !== undefined) throw new Error('import-chains: give --store or --bucket, not both');
    if (files.length === 0) throw new Error('import-chains needs at least one FILE');
    if (!existsSync(IMPORTER)) {
      io.err('import-chains is not available: functions/market/chains/import-chains.ts does not exist yet\n');
      return 1;
    }
    const mod: unknown = await import(pathToFileURL(IMPORTER).href);
    const importChains = (mod as { importChains?: unknown }).importChains;
    if (typeof importChains !== 'function') throw new Error('functions/market/chains/import-chains.ts does not export importChains');
    const run = importChains as (files: string[], storeDir?: string, options?: { store?: unknown }) => Promise<unknown>;
    const store = bucket === undefined ? undefined : await bucketStore(bucket);
    const report = await run(files.map((f) => resolve(f)), storeDir === undefined ? undefined : resolve(storeDir), store ? { store } : {});
    if (report !== undefined) io.out(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  io.err(`${USAGE}\n`);
  return 2;
}

