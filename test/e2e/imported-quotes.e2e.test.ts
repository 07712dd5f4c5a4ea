/**
 * Issue 20 in a real browser: a run priced by an imported real chain says so. The runtime reads its
 * chain store in the local S3 (CHAIN_STORE=s3, as deployed); the real-format SPXW sample is imported
 * into it with the same importer an operator runs (`--bucket`). An Iron Condor on SPX over January
 * 2018, the sample's span, then shows 'Real quotes' in the results header and on its trades, and its
 * Saved card says the same; the same run through April says which trades the model priced.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { screenshot, skipReason } from './support/browser';
import { stopAppAndBrowser } from './support/journey-setup';
import { startWithImportedSpxw } from './support/imported-spxw';
import { openSaved, saveFromResults, savedCard } from './support/saved-steps';
import { openSettings, openSpreads, pickPreset, runToResults, setDates, setTicker } from './support/spreads-steps';

const NAME = 'SPX condor on real quotes';
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

describe.skipIf(skipReason)('real versus modeled quotes in the browser', () => {
  beforeAll(async () => {
    ({ runtime, browser, page } = await startWithImportedSpxw('real-quotes'));
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
