/**
 * A local runtime whose chain store is the local S3 (CHAIN_STORE=s3, as deployed), with the
 * real-format SPXW sample (2018-01-02..02-28) imported into it by the importer an operator runs, a
 * browser, and a signed-up user's page: the start of every journey over imported real quotes.
 */
import type { Browser, Page } from 'playwright-core';
import { S3Client } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { importChains } from '../../../functions/market/chains/import-chains';
import { createS3ChainStore } from '../../../functions/market/chains/s3-chain-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../functions/platform/local-mode';
import { startLocalRuntime, type LocalRuntimeHandle } from '../../../infra/local/start-local-runtime';
import { freshStateDir } from './app';
import { launchBrowser } from './browser';
import { signedUpPage } from './journey-setup';

const FIXTURE = new URL('../../../functions/market/chains/fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;

export interface ImportedSpxwJourney {
  runtime: LocalRuntimeHandle;
  browser: Browser;
  page: Page;
}

/** Starts the runtime and the browser, imports the sample (40 SPX days), and signs up `emailPrefix-<now>@example.com`. */
export async function startWithImportedSpxw(emailPrefix: string): Promise<ImportedSpxwJourney> {
  const [runtime, browser] = await Promise.all([
    startLocalRuntime({ stateDir: freshStateDir(), port: 0, timeoutMs: 90_000, env: { CHAIN_STORE: 's3' } }),
    launchBrowser(),
  ]);
  const s3 = new S3Client({ endpoint: runtime.s3.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    const report = await importChains([FIXTURE], undefined, { store: createS3ChainStore(s3, runtime.s3.marketDataBucket) });
    expect(report.quality.SPX?.days).toBe(40);
  } finally {
    s3.destroy();
  }
  const page = await signedUpPage(browser, runtime.url, `${emailPrefix}-${Date.now()}@example.com`);
  return { runtime, browser, page };
}
