/**
 * Issue 20's acceptance test: licensed chain data brought in through S3 and traded through the API.
 * The vendor file (the real-format SPXW sample) is uploaded to the local S3 (s3rver, on the state
 * folder the runtime then uses) under `chain-uploads/` and imported by the code the deployed upload
 * trigger runs (importUploadedChain); the runtime starts with CHAIN_STORE=s3, so its RunBacktest
 * task reads the chain store in the bucket with ranged GETs, as deployed. A signed-in user POSTs a
 * short-put backtest over January 2018, polls the job, and every fill is priced from the imported
 * quotes (`quote_source: 'imported'`, the vendor's own bid/ask), the result saying `data_source: 'imported'`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { BacktestResultSchema } from '../../shared/contracts';
import { createFolderChainStore } from '../../functions/market/chains/chain-store';
import { importChains } from '../../functions/market/chains/import-chains';
import { importUploadedChain } from '../../functions/market/chains/import-upload';
import { openImportedChains } from '../../functions/market/chains/parquet-chain-source';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localBucketName } from '../../functions/platform/local-mode';
import { BUCKETS } from '../../functions/platform/resources';
import { startS3 } from './s3';
import { startLocalRuntime, type LocalRuntimeHandle } from './start-local-runtime';

const FIXTURE = new URL('../../functions/market/chains/fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const UPLOAD_KEY = 'chain-uploads/spxw/SPXW_2018-01-02_to_2018-02-28.csv.gz';
const bucket = localBucketName(BUCKETS.marketData);
const dir = mkdtempSync(join(tmpdir(), 'imported-chain-api-'));
const stateDir = join(dir, 'state');
const email = `importer-${Date.now()}@example.com`;
const password = 'secret6';
let runtime: LocalRuntimeHandle | undefined;
let uploadReport: { report: { imported: number; quality: Record<string, { days: number }> } };

beforeAll(async () => {
  // The upload and its import, against s3rver on the folder the runtime will serve.
  const s3 = await startS3(join(stateDir, 's3'), 0);
  const client = new S3Client({ endpoint: s3.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: UPLOAD_KEY, Body: readFileSync(FIXTURE) }));
    const { reportKey } = await importUploadedChain(client, bucket, UPLOAD_KEY);
    const stored = await client.send(new GetObjectCommand({ Bucket: bucket, Key: reportKey }));
    uploadReport = JSON.parse(await stored.Body!.transformToString()) as typeof uploadReport;
  } finally {
    client.destroy();
    await s3.stop();
  }
  // A stand-in frontend build: this test drives the API only.
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  runtime = await startLocalRuntime({ stateDir, env: { CHAIN_STORE: 's3', FRONTEND_DIST: join(dir, 'dist') }, timeoutMs: 120_000 });
}, 180_000);

afterAll(async () => {
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

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${runtime?.url}/api${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
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

describe('a chain file uploaded to S3, imported, and backtested through the API', () => {
  it('imported the upload and wrote its report beside it', () => {
    expect(uploadReport.report.quality.SPX?.days).toBe(40);
    expect(uploadReport.report.imported).toBeGreaterThan(10_000);
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
    const started = await api('/backtest', { method: 'POST', token, body: JSON.stringify(request) });
    expect([200, 202], JSON.stringify(started.body)).toContain(started.status);
    const jobId = String(started.status === 202 ? started.body.job_id : started.headers.get('x-job-id'));
    let job = await api(`/jobs/${jobId}`, { token });
    for (let i = 0; i < 240 && job.body.job_status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      job = await api(`/jobs/${jobId}`, { token });
    }
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
