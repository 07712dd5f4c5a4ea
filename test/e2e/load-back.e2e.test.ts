/**
 * Back after a menu trip keeps the results on the builder (audit 19, F3), in a real browser at a
 * desktop and a phone width: a saved backtest Loaded from Saved, then Spreads from the menu, then the
 * browser's Back, must show the loaded results again, every time; so must a reload of the loaded
 * page, and Back after a run of the trader's own. Before the fix the loaded record lived in memory for
 * one mount only: Back showed a bare form whenever Spreads had been drawn in between (the tries that
 * kept their results were those where Back came before Spreads had rendered). Half the tries wait
 * for Spreads to be drawn (what a trader sees), half go Back at once (audit 19's way).
 * A reload puts the window back where the trader left it, as Back does (h-words22; it landed where
 * the browser put it, short of the results still loading). When the run cannot be read again (a server
 * error, no network), the results' place says so with a Try again that brings them back, and the page's
 * entry still holds the run, so a reload tries again too (it showed the empty results before, and
 * forgot the run).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntimeHandle } from '../../infra/local/start-local-runtime';
import { SAVED_FILE_FORMAT, SAVED_FILE_VERSION } from '../../shared/analytics/export/saved-file';
import { coveredRequests } from '../golden/requests';
import { dismissPaywallIfShown } from './support/app';
import { skipReason } from './support/browser';
import { setDates, runAndWaitForResults } from './support/covered-steps';
import { signedUpPage, startAppAndBrowser, stopAppAndBrowser } from './support/journey-setup';

const email = `load-back-${Date.now()}@example.com`;
const SAVED_NAME = 'SPY covered call 2019 for Back';
const TRIES = 5;
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [DESKTOP, { width: 390, height: 844 }];
let runtime: LocalRuntimeHandle | undefined;
let browser: Browser;
let page: Page;

const repoFile = (...parts: string[]) => readFileSync(join(import.meta.dirname, '..', '..', ...parts), 'utf8');

/** The golden SPY covered call of 2019 as an exported file, imported as a trader's own saved backtest. */
function savedFile(): string {
  const request = coveredRequests.find((r) => r.name === 'covered-call-spy-2019')?.request;
  if (!request) throw new Error('no golden request covered-call-spy-2019');
  const results: unknown = JSON.parse(repoFile('test/golden/results/covered-call-spy-2019.json'));
  return JSON.stringify({
    format: SAVED_FILE_FORMAT, version: SAVED_FILE_VERSION, exported_at: '2026-12-05T06:00:00.000Z',
    backtest: { name: SAVED_NAME, description: '', tags: [], strategy: request, results },
  });
}

/** The results panel shows results: its Performance heading and the Win Rate card. */
async function resultsShown(): Promise<boolean> {
  const results = page.getByLabel('Results');
  return (await results.getByRole('heading', { name: 'Performance' }).isVisible())
    && (await results.getByRole('group', { name: 'Win Rate' }).isVisible());
}

/**
 * Spreads from the menu (opened first on a phone), by default waited for until the trader sees it
 * drawn; `atOnce`: Back follows as soon as the address changes (audit 19's way, Spreads drawn or not).
 */
async function menuToSpreads(atOnce = false): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Spreads', exact: true }).click();
  await page.waitForURL(/\/backtest\/spreads$/);
  if (atOnce) return;
  await dismissPaywallIfShown(page);
  await page.getByRole('form', { name: 'Your Strategy' }).waitFor();
}

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

/** Back to the covered builder; true if its results are there once it has drawn. */
async function backShowsResults(): Promise<boolean> {
  await page.goBack();
  await page.waitForURL(/\/backtest\/covered/);
  await page.getByRole('form', { name: 'Your Strategy' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Run Backtest' }).waitFor();
  // Read again by its id, one request (meanwhile a 'Performance' heading says it is loading): the
  // metric is waited for, for as long as a trader would.
  await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 10_000 }).catch(() => undefined);
  return resultsShown();
}

/** The one GET that reads a saved backtest again by its id (not the list, not a save). */
const SAVED_BY_ID = /\/backtests\/[^/?#]+(\?[^#]*)?$/;

/** Until the returned function is called, every read of a saved backtest by id fails: `how` a 503 or a dropped connection. */
async function failSavedReads(how: 'server error' | 'no network'): Promise<() => Promise<void>> {
  const handler = (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    return how === 'no network'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Service unavailable' }) });
  };
  await page.route(SAVED_BY_ID, handler);
  return () => page.unroute(SAVED_BY_ID, handler);
}

/** The results' place says the backtest could not be read again and offers Try again (in sight); not the empty state. */
async function expectNotBackPanel(): Promise<void> {
  const panel = page.getByRole('region', { name: 'Results not loaded' });
  await panel.waitFor({ timeout: 30_000 });
  await expect.poll(() => panel.getByRole('alert').innerText()).toMatch(/^The backtest you had on screen here could not be loaded again: .+\. Your form is as you left it\.$/);
  // In sight without scrolling: on a phone the results sit below the whole form.
  const height = page.viewportSize()?.height ?? 0;
  await expect.poll(async () => {
    const box = await panel.getByRole('button', { name: 'Try again' }).boundingBox();
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  }, { timeout: 5_000 }).toBe(true);
  expect(await page.getByText('No covered results yet').count()).toBe(0);
}

async function loadSaved(): Promise<void> {
  await page.goto(`${runtime?.url}/saved`);
  await page.getByRole('button', { name: `Load ${SAVED_NAME}` }).click();
  await page.waitForURL(/\/backtest\/covered/);
  await dismissPaywallIfShown(page);
  await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
}

describe.skipIf(skipReason)('Back after a menu trip', () => {
  beforeAll(async () => {
    [runtime, browser] = await startAppAndBrowser();
    page = await signedUpPage(browser, runtime.url, email, { viewport: DESKTOP });
    await page.goto(`${runtime.url}/saved`);
    await dismissPaywallIfShown(page);
    await page.getByLabel('Import saved backtest file').setInputFiles({ name: 'backtest.json', mimeType: 'application/json', buffer: Buffer.from(savedFile()) });
    await page.getByRole('status').getByText(`Imported “${SAVED_NAME}”`).waitFor({ timeout: 15_000 });
  });

  afterAll(() => stopAppAndBrowser(runtime, browser));
  // A test that failed before putting the server back must not fail the next ones' Loads.
  afterEach(() => page.unroute(SAVED_BY_ID));

  for (const viewport of WIDTHS) {
    it(`Load -> Spreads -> Back shows the loaded results again where the trader left them, ${TRIES} + ${TRIES} tries at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      const kept: string[] = [];
      for (let i = 0; i < 2 * TRIES; i++) {
        const atOnce = i % 2 === 1;
        await loadSaved();
        expect(await resultsShown()).toBe(true);
        const loadedAt = page.url();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const left = await scrollY();
        await menuToSpreads(atOnce);
        const shown = await backShowsResults();
        // The window goes back where it was once the results are drawn (it landed short before).
        if (shown) await expect.poll(scrollY, { timeout: 5_000 }).toBe(left);
        kept.push(`${atOnce ? 'at once' : 'drawn'} ${shown}`);
        expect(page.url()).toBe(loadedAt);
      }
      expect(kept.filter((k) => k.endsWith('true')).length, `tries that kept the results: ${kept.join(', ')}`).toBe(2 * TRIES);
    });
  }

  it('a reload of the loaded page shows the loaded results and the form as it was', async () => {
    await page.setViewportSize(DESKTOP);
    await loadSaved();
    const start = await page.getByLabel('Start Date', { exact: true }).inputValue();
    await page.reload();
    await page.getByRole('button', { name: 'Run Backtest' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
    expect(await resultsShown()).toBe(true);
    expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe(start);
  });

  for (const viewport of WIDTHS) {
    it(`a reload of the loaded page puts the window back where the trader left it, at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      for (const where of ['bottom', 'middle'] as const) {
        await loadSaved();
        await page.evaluate((w) => window.scrollTo(0, w === 'bottom' ? document.documentElement.scrollHeight : document.documentElement.scrollHeight / 2), where);
        const left = await scrollY();
        expect(left).toBeGreaterThan(500);
        const tall = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.reload();
        await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
        await expect.poll(async () => `${where} ${await scrollY()} of ${await page.evaluate(() => document.documentElement.scrollHeight)}`, { timeout: 5_000 }).toBe(`${where} ${left} of ${tall}`);
      }
    });
  }

  it('a server error on reload says so where the results go; a reload tries again, and so does Try again', async () => {
    await page.setViewportSize(DESKTOP);
    await loadSaved();
    const loadedAt = page.url();
    const restore = await failSavedReads('server error');
    await page.reload();
    await expectNotBackPanel();
    // The page's entry still holds the run: a reload reads it again (and fails again here).
    await page.reload();
    await expectNotBackPanel();
    await restore();
    await page.getByRole('region', { name: 'Results not loaded' }).getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
    expect(await resultsShown()).toBe(true);
    expect(await page.getByRole('region', { name: 'Results not loaded' }).count()).toBe(0);
    expect(page.url()).toBe(loadedAt);
    // And once it failed, a reload with the server back shows it as well.
    const again = await failSavedReads('server error');
    await page.reload();
    await expectNotBackPanel();
    await again();
    await page.reload();
    await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
    expect(await resultsShown()).toBe(true);
  });

  it('no network on Back, at 390 px: the message and Try again are in sight, and Try again brings the results back', async () => {
    await page.setViewportSize(WIDTHS[1] ?? DESKTOP);
    await loadSaved();
    await menuToSpreads();
    const restore = await failSavedReads('no network');
    await page.goBack();
    await page.waitForURL(/\/backtest\/covered/);
    await expectNotBackPanel();
    await restore();
    await page.getByRole('region', { name: 'Results not loaded' }).getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
    expect(await resultsShown()).toBe(true);
  });

  // A saved backtest's results at their own address (frontend/src/lib/saved-address.ts).
  it('a loaded saved backtest\'s address names it; opened in a new tab it shows the same results and form', async () => {
    await page.setViewportSize(DESKTOP);
    await loadSaved();
    expect(page.url()).toMatch(/\/backtest\/covered\?saved=[^&]+$/);
    const start = await page.getByLabel('Start Date', { exact: true }).inputValue();
    const winRate = await page.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).innerText();
    const tab = await page.context().newPage();
    try {
      await tab.goto(page.url());
      await tab.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
      expect(await tab.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).innerText()).toBe(winRate);
      expect(await tab.getByLabel('Start Date', { exact: true }).inputValue()).toBe(start);
      expect(await tab.getByText(`Saved as “${SAVED_NAME}”`).count()).toBeGreaterThan(0);
      // At the other builder's path it goes to its own builder, by the saved backtest's type.
      await tab.goto(page.url().replace('/backtest/covered', '/backtest/spreads'));
      await tab.waitForURL(/\/backtest\/covered\?saved=/);
      await tab.getByLabel('Results').getByRole('group', { name: 'Win Rate' }).waitFor({ timeout: 30_000 });
      // An id not in this account: said, the builder shown alone, the address no longer naming it.
      await tab.goto(`${runtime?.url}/backtest/covered?saved=no-such-backtest`);
      await tab.getByRole('alert').filter({ hasText: 'is not in your saved backtests' }).waitFor({ timeout: 30_000 });
      await tab.getByRole('button', { name: 'Run Backtest' }).waitFor();
      expect(new URL(tab.url()).search).toBe('');
    } finally {
      await tab.close();
    }
  });

  it('a new run in place of a loaded saved backtest takes its id off the address', async () => {
    await page.setViewportSize(DESKTOP);
    await loadSaved();
    expect(new URL(page.url()).searchParams.get('saved')).not.toBeNull();
    await setDates(page, '2024-01-02', '2024-03-28');
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('Run -> Spreads -> Back shows the run\'s results again', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${runtime?.url}/backtest/covered`);
    await dismissPaywallIfShown(page);
    await setDates(page, '2024-01-02', '2024-03-28');
    await runAndWaitForResults(page, 'Running covered strategy simulation...');
    const ranAt = page.url();
    await menuToSpreads();
    expect(await backShowsResults()).toBe(true);
    expect(page.url()).toBe(ranAt);
    expect(await page.getByLabel('Start Date', { exact: true }).inputValue()).toBe('2024-01-02');
  });
});
