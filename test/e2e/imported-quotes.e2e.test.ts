/**
 * Issue 20 in a real browser: a run priced by an imported real chain says so. The runtime reads its
 * chain store in the local S3 (CHAIN_STORE=s3, as deployed); the real-format SPXW sample is imported
 * into it with the same importer an operator runs (`--bucket`). An Iron Condor on SPX over January
 * 2018, the sample's span, then shows 'Real quotes' in the results header and on its trades, and its
 * Saved card says the same; the same run through April says which trades the model priced.
 */
import type { Browser, Page } from 'playwright-core';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChains } from '../../functions/market/chains/import-chains';
import { createS3ChainStore } from '../../functions/market/chains/s3-chain-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../functions/platform/local-mode';
import { startLocalRuntime, type LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { freshStateDir } from './support/app';
import { launchBrowser, screenshot, skipReason } from './support/browser';
import { signedUpPage, stopAppAndBrowser } from './support/journey-setup';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const FIXTURE = new URL('../../functions/market/chains/fixtures/SPXW_2018-01-02_to_2018-02-28.csv.gz', import.meta.url).pathname;
const NAME = 'SPX condor on real quotes';
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('real versus modeled quotes in the browser', () => {
  beforeAll(async () => {
    [runtime, browser] = await Promise.all([
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
    page = await signedUpPage(browser, runtime.url, `real-quotes-${Date.now()}@example.com`);
  }, 240_000);

  afterAll(() => stopAppAndBrowser(runtime, browser));

  it('says Real quotes in the results header, on each trade and on the Saved card', async () => {
    await openSpreads(page);
    await pickPreset(page, 'Iron Condor');
    await openSettings(page);
    await setTicker(page, 'SPX');
    await setDates(page, '2018-01-02', '2018-01-31');
    await runToResults(page);
    expect(await page.getByRole('note', { name: 'Quote source' }).innerText()).toBe('Real quotes');
    const trades = page.getByRole('list', { name: 'Trades' }).getByRole('article');
    const count = await trades.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) expect(await trades.nth(i).getByText('Real quotes', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Modeled quotes', { exact: true }).count()).toBe(0);
    await screenshot(page, 'imported-quotes-results');

    await saveFromResults(page, NAME, 'Priced from the imported SPXW sample');
    await openSaved(page);
    const card = savedCard(page, NAME);
    await card.waitFor();
    expect(await card.getByText('Real quotes', { exact: true }).count()).toBe(1);
  });

  it('says Real and modeled quotes, with the count of trades the model priced, for a run past the imported days', async () => {
    await openSpreads(page);
    await openSettings(page);
    await setTicker(page, 'SPX');
    // The sample ends on 2018-02-28: March and April are priced by the chain model.
    await setDates(page, '2018-01-02', '2018-04-30');
    // The modeled liquidity of SPX condor wings is low (a known bias): no volume floor, so model days trade too.
    await page.getByRole('spinbutton', { name: 'Min Volume', exact: true }).fill('0');
    await runToResults(page);
    expect(await page.getByRole('note', { name: 'Quote source' }).innerText()).toMatch(/^Real and modeled quotes \([1-9]\d* of \d+ trades used modeled quotes\)$/);
    const trades = page.getByRole('list', { name: 'Trades' }).getByRole('article');
    expect(await trades.getByText('Real quotes', { exact: true }).count()).toBeGreaterThan(0);
    expect(await trades.getByText(/^(Modeled quotes|Real and modeled quotes)$/).count()).toBeGreaterThan(0);
  });
});
