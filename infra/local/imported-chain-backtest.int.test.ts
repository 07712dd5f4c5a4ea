/**
 * Issue 20's acceptance test: licensed chain data brought in through S3 and traded through the API,
 * with nothing called by hand. The runtime starts (CHAIN_STORE=s3: its RunBacktest task reads the
 * chain store in the bucket with ranged GETs, as deployed); the vendor file (the real-format SPXW
 * sample) is PUT through the S3 API to its local S3 under `chain-uploads/`, and the runtime imports
 * it as deployed (s3rver's event → the EventBridge rule's pattern → ImportChainUpload in its own
 * worker, infra/local/chain-upload-trigger.ts), writing `chains/` and the report in `chain-reports/`.
 * A file in no known layout gets a report that says why; a file outside `chain-uploads/` is left
 * alone. A signed-in user then POSTs a short-put backtest over January 2018, polls the job, and every
 * fill is priced from the imported quotes (`quote_source: 'imported'`, the vendor's own bid/ask), the
 * result saying `data_source: 'imported'`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BacktestResultSchema } from '../../shared/contracts';
import { createFolderChainStore } from '../../functions/market/chains/chain-store';
import { importChains } from '../../functions/market/chains/import-chains';
import { openImportedChains } from '../../functions/market/chains/parquet-chain-source';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/platform/local-mode';
import { startLocalRuntime, type LocalRuntimeHandle } from './start-local-runtime';
import { runBacktestJob } from './testing/runtime-api';

const FIXTURE = new URL('../../functions/market/chains/fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
// A space and a '+' in the name: the key must reach the task as written (upload-event.ts).
const UPLOAD_KEY = 'chain-uploads/spxw/SPXW 2018-01+02.csv.gz';
const REPORT_KEY = 'chain-reports/spxw/SPXW 2018-01+02.csv.gz.json';
const BAD_KEY = 'chain-uploads/colours.csv';
const dir = mkdtempSync(join(tmpdir(), 'imported-chain-api-'));
const stateDir = join(dir, 'state');
const email = `importer-${Date.now()}@example.com`;
const password = 'secret6';
let runtime: LocalRuntimeHandle | undefined;
let s3: S3Client | undefined;
let bucket = '';
let uploadReport: { upload: string; report: { imported: number; quality: Record<string, { days: number }> } };
let badReport: { upload: string; error?: string; report?: unknown };

/** The JSON object at `key` once it exists (the import runs in the runtime, after the PUT answered). */
async function objectWhenWritten<T>(key: string, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const got = await s3!.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return JSON.parse(await got.Body!.transformToString()) as T;
    } catch (error) {
      if (!(error instanceof NoSuchKey) || Date.now() > until) throw new Error(`${key} not written within ${timeoutMs} ms: ${String(error)}\n${runtime?.output().slice(-3000)}`, { cause: error });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

beforeAll(async () => {
  // A stand-in frontend build: this test drives the API only.
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  runtime = await startLocalRuntime({ stateDir, env: { CHAIN_STORE: 's3', FRONTEND_DIST: join(dir, 'dist') }, timeoutMs: 120_000 });
  bucket = runtime.s3.marketDataBucket;
  s3 = new S3Client({ endpoint: runtime.s3.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  // Uploads, as an operator's S3 client would make them; nothing else is called.
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'elsewhere/SPXW.csv.gz', Body: readFileSync(FIXTURE) }));
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: BAD_KEY, Body: 'colour,shape\nred,round\n' }));
  const put = performance.now();
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: UPLOAD_KEY, Body: readFileSync(FIXTURE) }));
  badReport = await objectWhenWritten(`chain-reports/colours.csv.json`, 60_000);
  uploadReport = await objectWhenWritten(REPORT_KEY, 100_000);
  // For the record (README): the import's own worker starts with the first upload, so this includes its start.
  console.info(`PUT of the SPXW sample → its report: ${Math.round(performance.now() - put)} ms`);
}, 300_000);

afterAll(async () => {
  s3?.destroy();
  await runtime?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Local copies (ranged reads of the bucket) another process made since `since`: the runtime's task read S3. */
function rangedCopiesSince(since: number): string[] {
  const folder = join(tmpdir(), 'options-backtester-chains', bucket, 'chains', 'SPX');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.filter((n) => {
    const m = /^2018\.parquet\.[0-9a-f]+\.(\d+)-\d+$/.exec(n);
    return m !== null && Number(m[1]) !== process.pid && statSync(join(folder, n)).mtimeMs >= since;
  });
}

async function signUpAndIn(): Promise<string> {
  const cognito = runtime?.cognito;
  if (!cognito) throw new Error('runtime not started');
  const client = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: password }));
  const auth = await client.send(new InitiateAuthCommand({ ClientId: cognito.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }));
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error('no ID token');
  return token;
}

describe('a chain file uploaded to the local S3, imported by the runtime, and backtested through the API', () => {
  it('imported the upload into chains/ and wrote its report under chain-reports/', async () => {
    expect(uploadReport.upload).toBe(`s3://${bucket}/${UPLOAD_KEY}`);
    expect(uploadReport.report.quality.SPX?.days).toBe(40);
    expect(uploadReport.report.imported).toBeGreaterThan(10_000);
    const listed = await s3!.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'chains/' }));
    expect((listed.Contents ?? []).map((o) => o.Key)).toEqual(['chains/SPX/2018.parquet']);
    expect(runtime?.output()).toContain(`chain upload ${UPLOAD_KEY}: imported`);
  });

  it('says why a file in no known layout was not imported, and leaves files outside chain-uploads/ alone', async () => {
    expect(badReport.upload).toBe(`s3://${bucket}/${BAD_KEY}`);
    expect(badReport.report).toBeUndefined();
    expect(badReport.error).toMatch(/colours.csv: unknown chain layout \(header: colour,shape/);
    expect(runtime?.output()).toMatch(/chain upload chain-uploads\/colours.csv: failed, .*unknown chain layout/);
    const reports = await s3!.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'chain-reports/' }));
    expect((reports.Contents ?? []).map((o) => o.Key).sort()).toEqual(['chain-reports/colours.csv.json', REPORT_KEY]);
  });

  it('runs a short put over January 2018 priced from the imported quotes', async () => {
    const token = await signUpAndIn();
    const since = Date.now() - 1000;
    const request = {
      ticker: 'SPX',
      start_date: '2018-01-02',
      end_date: '2018-01-31',
      balance: 1_000_000,
      min_volume: 0,
      strategy: {
        name: 'SPX short put on imported chains',
        ticker: 'SPX',
        starting_balance: 1_000_000,
        min_volume: 0,
        max_margin_percentage_per_position: 100,
        legs: [{ side: 'short', option_type: 'put', quantity: 1, dte_target: 20, target_strike_condition: { type: 'delta', value: -0.3 }, entry_conditions: [] }],
        global_exit_conditions: [],
      },
    };
    const { job } = await runBacktestJob(runtime?.url, '/backtest', token, request, 240);
    expect(job.body.job_status, `${JSON.stringify(job.body)}\n${runtime?.output().slice(-3000)}`).toBe('finished');
    const result = BacktestResultSchema.parse((job.body.result as { result: unknown }).result);
    expect(result.data_source).toBe('imported');
    expect(result.trades.length).toBeGreaterThan(0);
    const entry = result.trades[0]?.entry_contracts[0]?.contract;
    // The vendor's quote for the put sold on the first day (SPXW, 2018-01-31 expiry), as the file has it.
    expect(entry).toMatchObject({ id: expect.stringMatching(/^SPXW180131P0\d{7}$/), quote_source: 'imported' });
    // The vendor's own bid and ask for that contract on that day (the same file imported into a folder store).
    const folder = join(dir, 'folder-store');
    await importChains([FIXTURE], folder);
    const vendor = await openImportedChains(createFolderChainStore(folder), 'SPX', { riskFreeRate: () => 0.015 });
    const sold = result.trades[0];
    const quote = sold && entry && vendor?.quote(sold.entry_date, entry.expiry_date, 'put', entry.strike);
    expect(quote).toBeDefined();
    expect({ bid: entry?.bid_price, ask: entry?.ask_price }).toEqual({ bid: quote?.bid_price, ask: quote?.ask_price });
    // Read from the bucket, not a folder: the runtime's task made a ranged-read copy of the partition.
    expect(rangedCopiesSince(since).length, 'a ranged-read copy of chains/SPX/2018.parquet made by the runtime').toBeGreaterThan(0);
    for (const trade of result.trades) {
      for (const leg of [...trade.entry_contracts, ...trade.exit_contracts]) expect(leg.contract.quote_source).toBe('imported');
      expect(trade.reason).not.toMatch(/modeled quote on an imported day/);
    }
  }, 120_000);
});
